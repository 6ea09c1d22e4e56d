import assert from "node:assert/strict";
import { SecretBox } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import { createIntegrationStore, parseIntegrationCommand } from "./integrations.ts";
import {
  applyLinkCommand,
  type LinkCommand,
  parseLinkCommand,
  redactedLinkCommand,
} from "./mail_calendar_links.ts";
import { followupDelayDays } from "../mailbox/mailbox_store.ts";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);
const BOX = SecretBox.fromBase64Key(btoa("l".repeat(32)));
const MAILBOX = "imaps://ana%40example.com:s3cret-app-pw@imap.example.com";
const CALDAV = "https://ana:s3cret-cal-pw@caldav.example.com/dav/calendars/ana/personal/";

Deno.test("parseLinkCommand recognises connecting and disconnecting a mailbox", () => {
  for (
    const text of [
      `connect my mailbox ${MAILBOX}`,
      `Please connect my email account ${MAILBOX}.`,
      `connect my inbox: <${MAILBOX}>`,
      `my mailbox is ${MAILBOX}`,
      `use my imap account ${MAILBOX}`,
      `mailbox: ${MAILBOX}`,
    ]
  ) {
    assert.deepEqual(parseLinkCommand(text), { kind: "set_mailbox", url: MAILBOX }, text);
  }
  for (const text of ["disconnect my mailbox", "Remove my email account", "forget my inbox"]) {
    assert.deepEqual(parseLinkCommand(text), { kind: "remove_mailbox" }, text);
  }
  // An email address is the sender address command's, not a mailbox.
  assert.equal(parseLinkCommand("my email is ana@example.com"), null);
});

Deno.test("a calendar address with a user name and password is CalDAV; one without stays a feed", () => {
  assert.deepEqual(parseLinkCommand(`connect my calendar ${CALDAV}`), {
    kind: "set_caldav",
    url: CALDAV,
  });
  assert.deepEqual(parseLinkCommand(`connect my caldav calendar ${CALDAV}`), {
    kind: "set_caldav",
    url: CALDAV,
  });
  const feed = "https://calendar.example.com/private-abc/basic.ics";
  assert.equal(parseLinkCommand(`connect my calendar ${feed}`), null);
  assert.deepEqual(parseIntegrationCommand(`connect my calendar ${feed}`), {
    kind: "set_ics_url",
    url: feed,
  });
  // "caldav" said with an address that lacks the password: CalDAV, refused with a reason.
  assert.deepEqual(parseLinkCommand("connect my caldav https://caldav.example.com/"), {
    kind: "set_caldav",
    url: "https://caldav.example.com/",
  });
  assert.deepEqual(parseLinkCommand("disconnect my calendar"), { kind: "remove_calendar" });
  assert.equal(parseLinkCommand("remove my calendar feed"), null, "left to the feed command");
});

Deno.test("parseLinkCommand reads the follow-up delay, and leaves other follow-up talk alone", () => {
  const cases: [string, number | null][] = [
    ["set my follow-up delay to 5 days", 5],
    ["set my followup delay to 1 week", 7],
    ["my follow-up delay is 2 days", 2],
    ["follow-up delay: a day", 1],
    ["follow up on my emails after 4 days", 4],
    ["set my follow-up delay to soon", null],
  ];
  for (const [text, days] of cases) {
    const command = parseLinkCommand(text);
    assert.equal(command?.kind, "set_followup_delay", text);
    assert.equal((command as { days: number | null }).days, days, text);
  }
  assert.equal(parseLinkCommand("follow up on my emails after the meeting"), null);
  assert.equal(parseLinkCommand("remind me to follow up with Bob after lunch"), null);
});

Deno.test("the transcript keeps a mailbox or calendar address without its password", () => {
  const mailbox = redactedLinkCommand({ kind: "set_mailbox", url: MAILBOX })!;
  assert.equal(mailbox, "(a mailbox address at imaps://imap.example.com, hidden)");
  const calendar = redactedLinkCommand({ kind: "set_caldav", url: CALDAV })!;
  assert.equal(calendar, "(a calendar address at https://caldav.example.com/…, hidden)");
  assert.equal(
    redactedLinkCommand({ kind: "set_mailbox", url: "ftp://x:y@[" }),
    "(a mailbox address, hidden)",
  );
  assert.equal(redactedLinkCommand({ kind: "remove_mailbox" }), undefined);
});

async function apply(sql: Sql, accountId: string, command: LinkCommand): Promise<string> {
  return await applyLinkCommand(
    {
      sql,
      integrations: createIntegrationStore(sql, BOX),
      allowPrivate: false,
      now: () => new Date(),
    },
    accountId,
    command,
  );
}

Deno.test("hostile mailbox and calendar addresses get a clear reply, store nothing and echo no password", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const me = crypto.randomUUID();
    const cases: [LinkCommand, RegExp][] = [
      [{ kind: "set_mailbox", url: "ftp://ana:pw-ftp-1@files.example.com" }, /over IMAP, not ftp/],
      [{ kind: "set_mailbox", url: "imaps://imap.example.com" }, /has no user name and password/],
      [
        { kind: "set_mailbox", url: "imaps://ana@imap.example.com" },
        /has no user name and password/,
      ],
      [{ kind: "set_mailbox", url: "imaps://" }, /not a mailbox address|names no server/],
      [
        { kind: "set_mailbox", url: "imaps://a:pw-path-1@imap.example.com/INBOX?x=1" },
        /has a path/,
      ],
      [
        { kind: "set_mailbox", url: `imaps://a:pw-long-1@${"a".repeat(2100)}.example.com` },
        /characters long; give one of at most 2000/,
      ],
      [{ kind: "set_mailbox", url: "imaps://a:pw-lo-1@127.0.0.1" }, /loopback address/],
      [{ kind: "set_mailbox", url: "imap://a:pw-priv-1@10.1.2.3:143" }, /private address/],
      [
        { kind: "set_mailbox", url: "imaps://a:pw-meta-1@169.254.169.254" },
        /link-local or cloud metadata/,
      ],
      [{ kind: "set_mailbox", url: "imaps://a:pw-local-1@localhost" }, /loopback/],
      [
        { kind: "set_caldav", url: "http://a:pw-http-1@caldav.example.com/" },
        /over https, not http/,
      ],
      [{ kind: "set_caldav", url: "ftp://a:pw-ftp-2@caldav.example.com/" }, /over https, not ftp/],
      [{ kind: "set_caldav", url: "https://caldav.example.com/" }, /has no user name and password/],
      [{ kind: "set_caldav", url: "https://a:pw-priv-2@192.168.1.5/dav/" }, /private address/],
      [{ kind: "set_caldav", url: "https://a:pw-v6-1@[::1]/dav/" }, /loopback/],
      [{ kind: "set_caldav", url: "not a url" }, /not a calendar address/],
      [
        { kind: "set_caldav", url: `https://a:pw-long-2@x.example.com/${"p".repeat(2100)}` },
        /characters long/,
      ],
      [{ kind: "set_followup_delay", days: 0, said: "0 days" }, /from 1 to 60/],
      [{ kind: "set_followup_delay", days: 400, said: "400 days" }, /from 1 to 60/],
    ];
    for (const [command, expected] of cases) {
      const reply = await apply(sql, me, command);
      assert.match(reply, expected, JSON.stringify(command).slice(0, 200));
      assert.doesNotMatch(reply, /pw-[a-z0-9]+-\d/, "the password is never echoed");
    }
    assert.equal((await sql`select 1 from assistant.integrations`).length, 0);
    assert.equal((await sql`select 1 from assistant.mailbox_checks`).length, 0);
    assert.equal(await followupDelayDays(sql, me), 3, "the delay is unchanged: still the default");
    // Longer than any chat message may be (4000 characters): no command at all.
    assert.equal(parseLinkCommand(`connect my mailbox imaps://a:b@${"x".repeat(20_000)}`), null);
  });
});

Deno.test("disconnecting removes the stored address; the delay is kept per account", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const me = crypto.randomUUID();
    const store = createIntegrationStore(sql, BOX);
    assert.equal(await apply(sql, me, { kind: "remove_mailbox" }), "No mailbox was connected.");
    await store.putSecret(me, "imap", MAILBOX, "imaps://imap.example.com");
    await sql`insert into assistant.mailbox_checks (account_id) values (${me})`;
    assert.match(await apply(sql, me, { kind: "remove_mailbox" }), /disconnected/);
    assert.equal(await store.getSecret(me, "imap"), null);
    assert.equal((await sql`select 1 from assistant.mailbox_checks`).length, 0);

    await store.putSecret(me, "caldav", CALDAV, "https://caldav.example.com/…");
    await store.setIcsUrl(me, "https://calendar.example.com/basic.ics");
    assert.match(
      await apply(sql, me, { kind: "remove_calendar" }),
      /^Your CalDAV calendar and your calendar feed are disconnected/,
    );
    assert.equal(await store.getSecret(me, "caldav"), null);
    assert.equal(await store.getIcsUrl(me), null);
    assert.equal(await apply(sql, me, { kind: "remove_calendar" }), "No calendar was connected.");

    assert.match(
      await apply(sql, me, { kind: "set_followup_delay", days: 7, said: "1 week" }),
      /after 7 days\./,
    );
    assert.equal(await followupDelayDays(sql, me), 7);
    assert.equal(await followupDelayDays(sql, crypto.randomUUID()), 3);
  });
});
