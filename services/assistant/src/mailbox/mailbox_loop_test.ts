import assert from "node:assert/strict";
import { everything, SecretBox, silentLogger } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import { appendMessage, type Dovecot, startDovecot } from "../../testing/dovecot.ts";
import { createIntegrationStore } from "../integrations/integrations.ts";
import { applyLinkCommand, type LinkDeps } from "../integrations/mail_calendar_links.ts";
import { ToolRegistry } from "../tools/registry.ts";
import { emailFollowupsHandlers } from "../tools/lists/email_followups.ts";
import { createMailboxLoop } from "./mailbox_loop.ts";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);
const BOX = SecretBox.fromBase64Key(btoa("m".repeat(32)));
/** Monday 16 November 2026, 10:00 UTC: when the email is sent. */
const SENT = new Date("2026-11-16T10:00:00Z");
const DAY = 86_400_000;

function email(fields: {
  from: string;
  to: string;
  subject: string;
  id: string;
  date: Date;
  inReplyTo?: string;
  body?: string;
}): string {
  return [
    `From: ${fields.from}`,
    `To: ${fields.to}`,
    `Subject: ${fields.subject}`,
    `Message-ID: ${fields.id}`,
    `Date: ${fields.date.toUTCString()}`,
    ...(fields.inReplyTo
      ? [`In-Reply-To: ${fields.inReplyTo}`, `References: ${fields.inReplyTo}`]
      : []),
    "",
    fields.body ?? "The contract, attached. Secret body text.",
    "",
  ].join("\r\n");
}

/** Runs `fn` with a fresh Dovecot and database, and stops both. */
async function withMailbox(fn: (d: Dovecot, sql: Sql) => Promise<void>): Promise<void> {
  const d = await startDovecot();
  try {
    await withMigratedDatabase("assistant", MIGRATIONS, (sql) => fn(d, sql));
  } finally {
    await d.stop();
  }
}

/** An email Ana sent on {@link SENT}, put into her Sent folder. */
async function sentByAna(d: Dovecot, to: string, subject: string, id: string): Promise<void> {
  await appendMessage(d, "Sent", email({ from: "ana@example.com", to, subject, id, date: SENT }));
}

/** Every file of the Maildir (names carry the flags) with its bytes. */
async function snapshot(maildir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (dir: string) => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (/\/(cur|new)\//.test(path)) out.set(path, await Deno.readTextFile(path));
    }
  };
  await walk(maildir);
  return out;
}

function links(sql: Sql, now: () => Date): LinkDeps {
  return { sql, integrations: createIntegrationStore(sql, BOX), allowPrivate: true, now };
}

async function connect(sql: Sql, d: Dovecot, accountId: string, at: Date) {
  const reply = await applyLinkCommand(links(sql, () => at), accountId, {
    kind: "set_mailbox",
    url: d.url,
  });
  assert.match(reply, /mailbox \(imap:\/\/127\.0\.0\.1:\d+\) is connected/);
  assert.ok(!reply.includes(d.password));
}

function loop(sql: Sql, clock: () => Date) {
  return createMailboxLoop({
    sql,
    log: silentLogger,
    secretBox: BOX,
    allowPrivate: true,
    checkIntervalSeconds: 60,
    now: clock,
  });
}

async function tool(
  sql: Sql,
  accountId: string,
  name: string,
  input: Record<string, unknown>,
  now: Date,
) {
  const result = await new ToolRegistry(emailFollowupsHandlers).execute(
    { name, input },
    { permissions: everything(), context: { businessMode: false } },
    { accountId, timezone: "UTC", now, sql, requestId: "t", keyId: null, owner: false },
  );
  assert.ok(result.ok, JSON.stringify(result));
  // deno-lint-ignore no-explicit-any
  return result as { summary: string; data: any };
}

Deno.test("a sent email with no reply becomes a follow-up after the delay, and a reply resolves it", async () => {
  await withMailbox(async (d, sql) => {
    const me = crypto.randomUUID();
    await sentByAna(d, "Bob <bob@example.com>", "The contract", "<contract-1@example.com>");
    let now = new Date(SENT.getTime() + DAY);
    await connect(sql, d, me, now);
    const mailboxes = loop(sql, () => now);

    assert.equal(await mailboxes.runOnce(), 1);
    let list = await tool(sql, me, "email_followups_list", {}, now);
    assert.deepEqual(list.data.followups, [], "a day after sending, it is not due yet");

    now = new Date(SENT.getTime() + 3 * DAY + 60_000);
    assert.equal(await mailboxes.runOnce(), 1, "read again once the interval has passed");
    list = await tool(sql, me, "email_followups_list", {}, now);
    assert.equal(list.data.followups.length, 1);
    const [f] = list.data.followups;
    assert.equal(f.subject, "The contract");
    assert.equal(f.correspondent, "bob@example.com");
    assert.equal(f.message_id, "<contract-1@example.com>");
    assert.equal(f.sent_at, SENT.toISOString());
    assert.doesNotMatch(JSON.stringify(list), /Secret body text/, "never the body");

    // A reply naming the email in In-Reply-To resolves the follow-up by itself.
    await appendMessage(
      d,
      "INBOX",
      email({
        from: "bob@example.com",
        to: "ana@example.com",
        subject: "Re: The contract",
        id: "<reply-1@example.com>",
        date: new Date(now.getTime() + 1000),
        inReplyTo: "<contract-1@example.com>",
      }),
    );
    now = new Date(now.getTime() + 2 * 60_000);
    assert.equal(await mailboxes.runOnce(), 1);
    list = await tool(sql, me, "email_followups_list", {}, now);
    assert.deepEqual(list.data.followups, []);
    const [row] = await sql<{ status: string }[]>`
        select status from assistant.email_followups where account_id = ${me}
      `;
    assert.equal(row!.status, "resolved");

    // A shorter delay, set in the chat, counts from the next read.
    const reply = await applyLinkCommand(links(sql, () => now), me, {
      kind: "set_followup_delay",
      days: 1,
      said: "1 day",
    });
    assert.match(reply, /after 1 day\./);
  });
});

Deno.test("a reply matched by sender and subject alone also counts as an answer", async () => {
  await withMailbox(async (d, sql) => {
    const me = crypto.randomUUID();
    const sent = { from: "ana@example.com", to: "cy@example.com", date: SENT };
    await appendMessage(
      d,
      "Sent",
      email({ ...sent, subject: "Invoice 7", id: "<inv-7@example.com>" }),
    );
    await appendMessage(
      d,
      "Sent",
      email({ ...sent, subject: "Invoice 8", id: "<inv-8@example.com>" }),
    );
    await appendMessage(
      d,
      "INBOX",
      email({
        from: "cy@example.com",
        to: "ana@example.com",
        subject: "RE: invoice 7",
        id: "<r@mailer.example>",
        date: new Date(SENT.getTime() + DAY),
      }),
    );
    const now = new Date(SENT.getTime() + 5 * DAY);
    await connect(sql, d, me, now);
    await loop(sql, () => now).runOnce();
    const list = await tool(sql, me, "email_followups_list", {}, now);
    assert.deepEqual(list.data.followups.map((f: { subject: string }) => f.subject), [
      "Invoice 8",
    ]);
  });
});

Deno.test("dismissing a follow-up leaves the email's bytes and flags as they were", async () => {
  await withMailbox(async (d, sql) => {
    const me = crypto.randomUUID();
    await sentByAna(d, "dee@example.com", "Quote", "<quote@example.com>");
    await appendMessage(
      d,
      "INBOX",
      email({
        from: "eve@example.com",
        to: "ana@example.com",
        subject: "Unread news",
        id: "<news@example.com>",
        date: SENT,
      }),
    );
    const before = await snapshot(d.maildir);
    assert.equal(before.size, 2);
    const now = new Date(SENT.getTime() + 4 * DAY);
    await connect(sql, d, me, now);
    await loop(sql, () => now).runOnce();
    const list = await tool(sql, me, "email_followups_list", {}, now);
    assert.equal(list.data.followups.length, 1);
    const dismissed = await tool(sql, me, "email_followups_dismiss", {
      followup: list.data.followups[0].id,
    }, now);
    assert.match(dismissed.summary, /email itself is untouched/);
    assert.deepEqual(
      await snapshot(d.maildir),
      before,
      "no flag set (not even \\Seen), nothing moved",
    );
    // Read again later: a dismissed follow-up stays dismissed.
    await loop(sql, () => new Date(now.getTime() + DAY)).runOnce();
    const again = await tool(sql, me, "email_followups_list", {}, now);
    assert.deepEqual(again.data.followups, []);
  });
});

Deno.test("the mailbox loop on two replicas creates each follow-up once", async () => {
  await withMailbox(async (d, sql) => {
    const accounts = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    for (let i = 0; i < 3; i++) {
      await sentByAna(d, `p${i}@example.com`, `Offer ${i}`, `<offer-${i}@example.com>`);
    }
    const now = new Date(SENT.getTime() + 10 * DAY);
    for (const a of accounts) await connect(sql, d, a, now);
    const [handledA, handledB] = await Promise.all([
      loop(sql, () => now).runOnce(),
      loop(sql, () => now).runOnce(),
    ]);
    assert.equal(handledA + handledB, 3, "each mailbox read by one replica");
    const rows = await sql<{ account_id: string; n: number }[]>`
        select account_id, count(*)::int as n from assistant.email_followups group by account_id
      `;
    assert.equal(rows.length, 3);
    assert.ok(rows.every((r) => r.n === 3), JSON.stringify(rows));
    // Both replicas again, after the interval: nothing is added twice.
    const later = new Date(now.getTime() + 120_000);
    await Promise.all([loop(sql, () => later).runOnce(), loop(sql, () => later).runOnce()]);
    const [total] = await sql<{ n: number }[]>`
        select count(*)::int as n from assistant.email_followups
      `;
    assert.equal(total!.n, 9);
  });
});

Deno.test("a wrong mailbox password is a clear chat message and nothing is stored", async () => {
  await withMailbox(async (d, sql) => {
    const me = crypto.randomUUID();
    const wrong = d.url.replace(`:${d.password}@`, ":not-the-password@");
    const reply = await applyLinkCommand(links(sql, () => SENT), me, {
      kind: "set_mailbox",
      url: wrong,
    });
    assert.match(
      reply,
      /^The mail server imap:\/\/127\.0\.0\.1:\d+ refused the user name or password: check them/,
    );
    assert.match(reply, /Your mailbox is not connected\.$/);
    assert.ok(!reply.includes("not-the-password"));
    const rows = await sql`select 1 from assistant.integrations where account_id = ${me}`;
    assert.equal(rows.length, 0);
    const checks = await sql`select 1 from assistant.mailbox_checks where account_id = ${me}`;
    assert.equal(checks.length, 0);
  });
});
