import assert from "node:assert/strict";
import { eventEnvelopeSchema, silentLogger } from "@asst/shared";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import { ReminderStore } from "./reminder_store.ts";
import { createReminderScheduler } from "./scheduler.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A fresh database with the assistant's migrations, dropped afterwards. */
function withDatabase(fn: (url: string, sql: Sql) => Promise<void>): Promise<void> {
  return withMigratedDatabase(
    "assistant",
    new URL("../../../migrations/", import.meta.url),
    (sql, url) => fn(url, sql),
  );
}

/** The `reminder.fired` events in the outbox, validated, oldest first. */
async function firedEvents(sql: Sql) {
  const rows = await sql<{ subject: string; payload: unknown }[]>`
    select subject, payload from assistant.outbox order by created_at, id
  `;
  return rows.map((r) => {
    assert.equal(r.subject, "events.reminder.fired");
    const event = eventEnvelopeSchema.parse(r.payload);
    return { ...event, data: event.data as { text: string; reminder_id: string } };
  });
}

Deno.test("three schedulers on separate pools fire every due occurrence exactly once", async () => {
  await withDatabase(async (url, sql) => {
    const start = new Date("2026-03-01T00:00:00Z");
    let now = start;
    const store = new ReminderStore(sql);
    const expected = new Map<string, number>();
    const steps = 12; // 6 hours each: three days
    const end = start.getTime() + steps * 6 * HOUR;
    for (let i = 0; i < 30; i++) {
      const account = crypto.randomUUID();
      const firstAt = new Date(start.getTime() + (i * 37 + 5) * 60 * 1000 * 4);
      const recurring = i % 2 === 0;
      const r = await store.create(account, {
        text: `reminder ${i}`,
        timezone: "UTC",
        firstAt,
        rrule: recurring ? "FREQ=DAILY" : null,
      });
      let due = 0;
      for (let t = firstAt.getTime(); t <= end; t += recurring ? DAY : Infinity) due++;
      expected.set(r.id, due);
    }
    const pools = Array.from({ length: 3 }, () => connectPostgres(url, { max: 3 }));
    const schedulers = pools.map((pool) =>
      createReminderScheduler({ sql: pool, log: silentLogger, now: () => now, batchSize: 4 })
    );
    try {
      for (let step = 1; step <= steps; step++) {
        now = new Date(start.getTime() + step * 6 * HOUR);
        // Every scheduler runs several batches at once, until none finds anything due.
        for (;;) {
          const counts = await Promise.all(
            schedulers.flatMap((s) => [s.runOnce(), s.runOnce(), s.runOnce()]),
          );
          if (counts.every((n) => n === 0)) break;
        }
      }
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
    const events = await firedEvents(sql);
    assert.equal(new Set(events.map((e) => e.id)).size, events.length);
    const fired = new Map<string, number>();
    for (const e of events) fired.set(e.data.reminder_id, (fired.get(e.data.reminder_id) ?? 0) + 1);
    assert.deepEqual(Object.fromEntries(fired), Object.fromEntries(expected));
    const total = [...expected.values()].reduce((a, b) => a + b, 0);
    assert.equal(events.length, total);
  });
});

Deno.test("a reminder due while no scheduler ran fires once at the next runOnce after restart", async () => {
  await withDatabase(async (_url, sql) => {
    let now = new Date("2026-03-02T08:00:00Z");
    const account = crypto.randomUUID();
    const store = new ReminderStore(sql);
    const daily = await store.create(account, {
      text: "Take vitamins",
      timezone: "Europe/Paris",
      firstAt: new Date("2026-03-02T09:00:00+01:00"),
      rrule: "FREQ=DAILY",
    });
    await store.create(account, {
      text: "Call the plumber",
      timezone: "Europe/Paris",
      firstAt: new Date("2026-03-03T12:00:00+01:00"),
      rrule: null,
    });
    const before = createReminderScheduler({ sql, log: silentLogger, now: () => now });
    assert.equal(await before.runOnce(), 1);
    await before.stop();

    // Down for five days, then a new process starts.
    now = new Date("2026-03-07T10:30:00Z");
    const after = createReminderScheduler({ sql, log: silentLogger, now: () => now });
    assert.equal(await after.runOnce(), 2);
    assert.equal(await after.runOnce(), 0);
    const events = await firedEvents(sql);
    assert.deepEqual(events.map((e) => e.data.text).sort(), [
      "Call the plumber",
      "Take vitamins",
      "Take vitamins",
    ]);
    assert.equal(events.filter((e) => e.data.reminder_id === daily.id).length, 2);
    for (const e of events) assert.equal(e.account_id, account);

    const [row] = await store.upcoming(account);
    assert.equal(row?.id, daily.id);
    assert.equal(row?.next_fire_at?.toISOString(), "2026-03-08T08:00:00.000Z");
    assert.equal(row?.fired_count, 2);
  });
});

Deno.test("a recurring reminder fires each occurrence once, and a one-off one once in all", async () => {
  await withDatabase(async (_url, sql) => {
    let now = new Date("2026-03-27T00:00:00Z");
    const account = crypto.randomUUID();
    const store = new ReminderStore(sql);
    const daily = await store.create(account, {
      text: "Stand-up",
      timezone: "Europe/Paris",
      firstAt: new Date("2026-03-27T09:00:00+01:00"),
      rrule: "FREQ=DAILY",
    });
    const once = await store.create(account, {
      text: "Dentist",
      timezone: "Europe/Paris",
      firstAt: new Date("2026-03-28T15:00:00+01:00"),
      rrule: null,
    });
    const scheduler = createReminderScheduler({ sql, log: silentLogger, now: () => now });
    const firedAt: string[] = [];
    // Every 30 minutes for four days, crossing the night Paris moves its clocks forward.
    for (let t = now.getTime(); t < new Date("2026-03-31T00:00:00Z").getTime(); t += HOUR / 2) {
      now = new Date(t);
      const n = await scheduler.runOnce();
      for (let i = 0; i < n; i++) firedAt.push(now.toISOString());
      assert.equal(await scheduler.runOnce(), 0);
    }
    const events = await firedEvents(sql);
    assert.equal(events.filter((e) => e.data.reminder_id === once.id).length, 1);
    assert.equal(events.filter((e) => e.data.reminder_id === daily.id).length, 4);
    assert.deepEqual(firedAt, [
      "2026-03-27T08:00:00.000Z",
      "2026-03-28T08:00:00.000Z",
      "2026-03-28T14:00:00.000Z",
      "2026-03-29T07:00:00.000Z", // 09:00 in Paris after the clocks moved
      "2026-03-30T07:00:00.000Z",
    ]);
    assert.deepEqual((await store.upcoming(account)).map((r) => r.id), [daily.id]);
  });
});

Deno.test("start() fires due reminders in the background and stop() ends the loop", async () => {
  await withDatabase(async (_url, sql) => {
    const now = new Date("2026-03-27T10:00:00Z");
    await new ReminderStore(sql).create(crypto.randomUUID(), {
      text: "Now",
      timezone: "UTC",
      firstAt: now,
      rrule: null,
    });
    const scheduler = createReminderScheduler({ sql, log: silentLogger, now: () => now });
    // The first batch starts within start(); stop() waits for the batch in flight.
    scheduler.start(10_000);
    await scheduler.stop();
    assert.equal((await firedEvents(sql)).length, 1);
  });
});
