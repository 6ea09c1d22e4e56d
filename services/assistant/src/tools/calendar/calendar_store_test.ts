import assert from "node:assert/strict";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { migratedDatabaseUrl } from "@asst/shared/testing";
import { addCalendarEvent, builtinEvents, CalendarEventError } from "./calendar_store.ts";

async function withSql(fn: (sql: Sql) => Promise<void>): Promise<void> {
  const db = await migratedDatabaseUrl(
    "assistant",
    new URL("../../../migrations/", import.meta.url),
  );
  const sql = connectPostgres(db.url, { max: 2 });
  try {
    await fn(sql);
  } finally {
    await sql.end();
    await db.drop();
  }
}

const WEEK = [new Date("2026-03-09T00:00:00Z"), new Date("2026-03-16T00:00:00Z")] as const;

Deno.test("addCalendarEvent stores a timed event that the account's calendar then holds", async () => {
  await withSql(async (sql) => {
    const me = crypto.randomUUID();
    const added = await addCalendarEvent(sql, me, {
      title: "  Lunch with Sam ",
      starts_at: "2026-03-12T12:00:00+01:00",
      ends_at: "2026-03-12T13:00:00+01:00",
      location: "Café Blau",
      description: "Confirmed from a proposal",
      source: "proposal",
    });
    assert.deepEqual(added, {
      id: added.id,
      title: "Lunch with Sam",
      location: "Café Blau",
      description: "Confirmed from a proposal",
      source: "proposal",
      allDay: false,
      start: new Date("2026-03-12T11:00:00Z"),
      end: new Date("2026-03-12T12:00:00Z"),
    });
    assert.deepEqual(await builtinEvents(sql, me, ...WEEK), [added]);
    assert.deepEqual(await builtinEvents(sql, crypto.randomUUID(), ...WEEK), []);
  });
});

Deno.test("addCalendarEvent stores an all-day event by its dates, last day included", async () => {
  await withSql(async (sql) => {
    const me = crypto.randomUUID();
    const trip = await addCalendarEvent(sql, me, {
      title: "Trip",
      starts_at: "2026-03-14",
      ends_at: "2026-03-15",
      all_day: true,
    });
    assert.equal(trip.allDay, true);
    assert.deepEqual(trip.allDay && [trip.firstDay, trip.lastDay], ["2026-03-14", "2026-03-15"]);
    const oneDay = await addCalendarEvent(sql, me, {
      title: "Holiday",
      starts_at: "2026-03-13",
      all_day: true,
    });
    assert.deepEqual(oneDay.allDay && [oneDay.firstDay, oneDay.lastDay], [
      "2026-03-13",
      "2026-03-13",
    ]);
    const [row] =
      await sql`select source, starts_at, ends_at from assistant.calendar_events where id = ${trip.id}`;
    assert.equal(row!.source, "builtin");
    assert.deepEqual([row!.starts_at, row!.ends_at], [
      new Date("2026-03-14T00:00:00Z"),
      new Date("2026-03-16T00:00:00Z"),
    ]);
  });
});

Deno.test("addCalendarEvent refuses events without a title, with malformed times or ending first", async () => {
  await withSql(async (sql) => {
    const me = crypto.randomUUID();
    const cases: [Parameters<typeof addCalendarEvent>[2], RegExp][] = [
      [{ title: "  ", starts_at: "2026-03-12T12:00:00Z" }, /has no title/],
      [
        { title: "x".repeat(501), starts_at: "2026-03-12T12:00:00Z" },
        /title has 501 characters; keep it to 500/,
      ],
      [
        { title: "A", starts_at: "2026-03-12T12:00:00" },
        /start "2026-03-12T12:00:00" is not a time: use ISO 8601 with an offset/,
      ],
      [
        { title: "A", starts_at: "2026-02-30T12:00:00Z" },
        /start "2026-02-30T12:00:00Z" is not a time/,
      ],
      [{ title: "A", starts_at: "next tuesday" }, /is not a time/],
      [
        { title: "A", starts_at: "2026-03-12T12:00:00Z", ends_at: "2026-03-12T11:00:00Z" },
        /before it starts/,
      ],
      [
        { title: "A", starts_at: "2026-03-12T12:00:00Z", all_day: true },
        /of an all-day event is not a date/,
      ],
      [
        { title: "A", starts_at: "2026-03-12", ends_at: "2026-03-11", all_day: true },
        /ends on 2026-03-11, before it starts on 2026-03-12/,
      ],
      [
        { title: "A", starts_at: "2026-03-12T12:00:00Z", description: "d".repeat(4001) },
        /description has 4001 characters/,
      ],
    ];
    for (const [event, pattern] of cases) {
      await assert.rejects(addCalendarEvent(sql, me, event), (e: unknown) => {
        assert.ok(e instanceof CalendarEventError);
        assert.match(e.message, pattern);
        return true;
      });
    }
    const rows = await sql`select id from assistant.calendar_events`;
    assert.equal(rows.length, 0);
  });
});

Deno.test("addCalendarEvent works inside a caller's transaction", async () => {
  await withSql(async (sql) => {
    const me = crypto.randomUUID();
    await assert.rejects(
      sql.begin(async (tx) => {
        await addCalendarEvent(tx, me, { title: "Rolled back", starts_at: "2026-03-12T12:00:00Z" });
        throw new Error("the proposal failed");
      }),
      /the proposal failed/,
    );
    assert.deepEqual(await builtinEvents(sql, me, ...WEEK), []);
  });
});
