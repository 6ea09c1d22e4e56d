import assert from "node:assert/strict";
import { AppError, everything, SecretBox } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import {
  FAKE_PUBLIC_ADDRESS,
  fakePublicPolicy,
  fixedResolver,
  flippingResolver,
  listenRebindingPair,
  withMigratedDatabase,
} from "@asst/shared/testing";
import { SERVER_FAILURE, UserServerError } from "../../integrations/user_server_error.ts";
import { checkCaldav, parseCaldavUrl } from "./caldav.ts";
import {
  putObject,
  type Radicale,
  startRadicale,
  storedObjects,
} from "../../../testing/radicale.ts";
import { createIntegrationStore } from "../../integrations/integrations.ts";
import { applyLinkCommand } from "../../integrations/mail_calendar_links.ts";
import { ToolRegistry } from "../registry.ts";
import { createCalendarHandlers } from "./calendar_handlers.ts";
import { addProposedEvent, type ProposedEvent } from "./proposed_event.ts";

const MIGRATIONS = new URL("../../../migrations/", import.meta.url);
const BOX = SecretBox.fromBase64Key(btoa("c".repeat(32)));
/** Friday 20 November 2026, 08:00 UTC. */
const NOW = new Date("2026-11-20T08:00:00Z");

function vcalendar(...events: string[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//test//EN",
    ...events,
    "END:VCALENDAR",
    "",
  ]
    .join("\r\n");
}

const DENTIST = [
  "BEGIN:VEVENT",
  "UID:dentist",
  "DTSTAMP:20261101T000000Z",
  "DTSTART;TZID=America/New_York:20261124T150000",
  "DTEND;TZID=America/New_York:20261124T160000",
  "SUMMARY:Dentist",
  "LOCATION:Main St",
  "END:VEVENT",
].join("\r\n");

const STANDUP = [
  "BEGIN:VEVENT",
  "UID:standup",
  "DTSTAMP:20261001T000000Z",
  "DTSTART;TZID=Europe/Berlin:20261019T091500",
  "DTEND;TZID=Europe/Berlin:20261019T093000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "SUMMARY:Standup",
  "END:VEVENT",
].join("\r\n");

const LONG_AGO = [
  "BEGIN:VEVENT",
  "UID:old",
  "DTSTAMP:20260101T000000Z",
  "DTSTART:20260105T100000Z",
  "SUMMARY:Long ago",
  "END:VEVENT",
].join("\r\n");

async function connect(sql: Sql, r: Radicale, accountId: string) {
  const reply = await applyLinkCommand(
    { sql, integrations: createIntegrationStore(sql, BOX), allowPrivate: true, now: () => NOW },
    accountId,
    { kind: "set_caldav", url: r.calendarUrl },
  );
  assert.match(reply, /^Your calendar \(http:\/\/127\.0\.0\.1:\d+\/…\) is connected over CalDAV/);
  assert.ok(!reply.includes(r.password));
}

async function list(sql: Sql, accountId: string, from: string, to: string) {
  const registry = new ToolRegistry(
    createCalendarHandlers({
      fetchFeed: () => Promise.reject(new Error("no feed in this test")),
      secretBox: BOX,
      allowPrivate: true,
    }),
  );
  const result = await registry.execute(
    { name: "calendar_list", input: { from, to } },
    { permissions: everything(), context: { businessMode: false } },
    {
      accountId,
      timezone: "Europe/Berlin",
      now: NOW,
      sql,
      requestId: "t",
      keyId: null,
      owner: false,
    },
  );
  return result;
}

function request(accountId: string, fields: Partial<ProposedEvent> = {}): ProposedEvent {
  return {
    account_id: accountId,
    id: crypto.randomUUID(),
    title: "Lunch with Ana",
    start: "2026-11-26T12:00:00+01:00",
    location: "Café Blau",
    ...fields,
  };
}

Deno.test("calendar_list shows the CalDAV calendar's events of the range, recurring ones expanded in their zones", async () => {
  const r = await startRadicale();
  try {
    await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
      await putObject(r, "dentist.ics", vcalendar(DENTIST));
      await putObject(r, "standup.ics", vcalendar(STANDUP));
      await putObject(r, "old.ics", vcalendar(LONG_AGO));
      const me = crypto.randomUUID();
      await connect(sql, r, me);
      // 23 Nov to 6 Dec 2026: after the end of summer time, the standup stays at 09:15 in Berlin.
      const result = await list(sql, me, "2026-11-23", "2026-12-06");
      assert.ok(result.ok, JSON.stringify(result));
      const data = result.data as {
        caldav: string;
        events: { title: string; start: string; source: string; location: string | null }[];
      };
      assert.match(data.caldav, /^http:\/\/127\.0\.0\.1:\d+\/…$/);
      assert.deepEqual(
        data.events.map((e) => [e.title, e.start, e.source]),
        [
          ["Standup", "2026-11-23T09:15:00+01:00", "caldav"],
          // 15:00 in New York is 21:00 in Berlin.
          ["Dentist", "2026-11-24T21:00:00+01:00", "caldav"],
          ["Standup", "2026-11-30T09:15:00+01:00", "caldav"],
        ],
      );
      assert.match(result.summary, /Dentist \(Main St\)/);
      assert.doesNotMatch(result.summary, /Long ago/);
      assert.ok(!JSON.stringify(result).includes(r.password));
    });
  } finally {
    await r.stop();
  }
});

Deno.test("a confirmed event is written to the CalDAV calendar once, whatever the retries", async () => {
  const r = await startRadicale();
  try {
    await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
      const me = crypto.randomUUID();
      await connect(sql, r, me);
      const req = request(me);
      const target = { secretBox: BOX, allowPrivate: true };
      assert.deepEqual(await addProposedEvent(sql, req, target, NOW), {
        event_id: req.id,
        created: true,
      });
      assert.deepEqual(await addProposedEvent(sql, req, target, NOW), {
        event_id: req.id,
        created: false,
      }, "the retry is answered 412 and counts as done");
      const stored = await storedObjects(r);
      assert.deepEqual([...stored.keys()], [`${req.id}.ics`]);
      const ics = stored.get(`${req.id}.ics`)!;
      assert.match(ics, new RegExp(`UID:${req.id}`));
      assert.match(ics, /DTSTART:20261126T110000Z/);
      assert.match(ics, /DTEND:20261126T120000Z/);
      assert.match(ics, /LOCATION:Café Blau/);
      const builtin = await sql`select 1 from assistant.calendar_events where account_id = ${me}`;
      assert.equal(builtin.length, 0, "not in the built-in calendar as well");
      const listed = await list(sql, me, "2026-11-26", "2026-11-26");
      assert.ok(listed.ok);
      assert.match(listed.summary, /12:00–13:00: Lunch with Ana \(Café Blau\)/);

      const allDay = request(me, { start: "2026-12-24", end: "2026-12-26", title: "Holidays" });
      await addProposedEvent(sql, allDay, target, NOW);
      const holidays = (await storedObjects(r)).get(`${allDay.id}.ics`)!;
      assert.match(holidays, /DTSTART;VALUE=DATE:20261224/);
      assert.match(holidays, /DTEND;VALUE=DATE:20261227/);
    });
  } finally {
    await r.stop();
  }
});

Deno.test("a CalDAV server that refuses the event (403) or can not be reached fails the request with the reason", async () => {
  const r = await startRadicale({ readOnly: true });
  try {
    await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
      const me = crypto.randomUUID();
      await connect(sql, r, me);
      const target = { secretBox: BOX, allowPrivate: true };
      await assert.rejects(addProposedEvent(sql, request(me), target, NOW), (err) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.status, 422);
        assert.match(
          err.message,
          /^The calendar server http:\/\/127\.0\.0\.1:\d+\/… refused the event \(403 Forbidden\)$/,
        );
        return true;
      });
      assert.equal((await storedObjects(r)).size, 0);
      await r.stop();
      await assert.rejects(addProposedEvent(sql, request(me), target, NOW), (err) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.status, 502);
        assert.match(err.message, /could not be reached/);
        assert.ok(!err.message.includes(r.password));
        return true;
      });
      const builtin = await sql`select 1 from assistant.calendar_events where account_id = ${me}`;
      assert.equal(
        builtin.length,
        0,
        "a failure is not hidden by a write to the built-in calendar",
      );
    });
  } finally {
    await r.stop();
  }
});

Deno.test("a wrong CalDAV password is a clear chat message and nothing is stored", async () => {
  const r = await startRadicale();
  try {
    await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
      const me = crypto.randomUUID();
      const reply = await applyLinkCommand(
        { sql, integrations: createIntegrationStore(sql, BOX), allowPrivate: true, now: () => NOW },
        me,
        { kind: "set_caldav", url: r.calendarUrl.replace(r.password, "wrong-one") },
      );
      assert.match(reply, /refused the user name or password: check them/);
      assert.match(reply, /Your calendar is not connected\.$/);
      assert.ok(!reply.includes("wrong-one"));
      assert.equal((await sql`select 1 from assistant.integrations`).length, 0);
    });
  } finally {
    await r.stop();
  }
});

Deno.test("a CalDAV host that answers loopback too, or flips to it, never gets a connection to loopback", async () => {
  const pair = listenRebindingPair();
  const strict = { allowPrivate: false, addressPolicy: fakePublicPolicy, timeoutMs: 5000 };
  const failsAs = (code: string) => (err: unknown) =>
    err instanceof UserServerError && err.code === code;
  try {
    const address = parseCaldavUrl(`https://ana:pw@dav.example:${pair.port}/ana/calendar/`);
    address.url = address.url.replace("https:", "http:");
    await assert.rejects(
      checkCaldav(address, {
        ...strict,
        resolveHost: fixedResolver(FAKE_PUBLIC_ADDRESS, "127.0.0.1"),
      }),
      failsAs(SERVER_FAILURE.blocked),
    );
    assert.equal(pair.decoy.connections(), 0);
    // Each of tsdav's requests resolves once: the first goes to the address checked, the next
    // finds the name on loopback and is refused.
    const resolveHost = flippingResolver("dav.example");
    await assert.rejects(
      checkCaldav(address, { ...strict, resolveHost }),
      failsAs(SERVER_FAILURE.blocked),
    );
    assert.ok(resolveHost.calls() >= 2);
    assert.ok(pair.decoy.connections() >= 1);
    assert.equal(pair.trap.connections(), 0);
  } finally {
    await pair.close();
  }
});
