import assert from "node:assert/strict";
import { parts, recordEvent, TestClock, withDb } from "../testing/test_env.ts";
import { pruneOnce, RETENTION_DAYS } from "./retention.ts";

const A = "00000000-0000-4000-8000-00000000000a";
const DAY = 86_400_000;

Deno.test("events and finished deliveries past the retention are dropped in batches; pending ones stay", async () => {
  await withDb(async ({ sql }) => {
    const clock = new TestClock();
    const { store, inbox } = parts(sql, clock);
    await store.register(A, "http://127.0.0.1:9/hook", ["reminder.fired"]);
    for (let i = 0; i < 3; i++) await recordEvent(inbox, A, clock.now());
    await sql`update notifier.received_events set received_at = ${clock.now()}`;
    // One delivery finished, one failed, one still pending.
    await sql`update notifier.deliveries set status = 'delivered'
              where id = (select id from notifier.deliveries order by id limit 1)`;
    await sql`update notifier.deliveries set status = 'failed'
              where id = (select id from notifier.deliveries where status = 'pending'
                          order by id limit 1)`;
    await sql`insert into notifier.attempts (id, account_id, delivery_id, at, duration_ms)
              select gen_random_uuid(), account_id, id, created_at, 5 from notifier.deliveries`;
    const later = new Date(clock.ms + (RETENTION_DAYS + 1) * DAY);
    const fresh = await recordEvent(inbox, A, later); // recent: kept
    await sql`update notifier.received_events set received_at = ${later} where id = ${fresh.id}`;

    assert.equal(await pruneOnce(sql, later, 2), 2);
    assert.equal(await pruneOnce(sql, later, 2), 1);
    assert.equal(await pruneOnce(sql, later, 2), 0);
    const events = await inbox.list(A);
    assert.deepEqual(events.map((e) => e.id), [fresh.id]);
    const left = await sql<{ status: string }[]>`
      select status from notifier.deliveries order by created_at`;
    assert.deepEqual(left.map((r) => r.status), ["pending", "pending"]);
    const [attempts] = await sql<{ n: number }[]>`
      select count(*)::int as n from notifier.attempts`;
    assert.equal(attempts!.n, 1, "the attempts of dropped deliveries go with them");
  });
});
