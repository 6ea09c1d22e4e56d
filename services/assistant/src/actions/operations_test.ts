import assert from "node:assert/strict";
import { AppError } from "@asst/shared";
import { connectPostgres } from "@asst/shared/db";
import { waitFor, withMigratedDatabase } from "@asst/shared/testing";
import { OperationStore } from "./operations.ts";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);
const ACCOUNT = "00000000-0000-4000-8000-000000000001";

function op(id: string, now: Date, deadlineMs = 10_000) {
  return {
    id: id.repeat(64),
    expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
    deadline: new Date(now.getTime() + deadlineMs).toISOString(),
  };
}

Deno.test("OperationStore answers a repeat of an operation that did something with the first run's result, without running it", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new OperationStore(sql);
    let runs = 0;
    const run = () => Promise.resolve({ n: ++runs, ok: true });
    const first = await store.once(ACCOUNT, op("a", new Date()), run, (r) => r.ok);
    const again = await store.once(ACCOUNT, op("a", new Date()), run, (r) => r.ok);
    assert.deepEqual(again, first);
    assert.equal(runs, 1);
    const other = await store.once(ACCOUNT, op("b", new Date()), run, (r) => r.ok);
    assert.equal(other.n, 2, "another operation runs");
  });
});

Deno.test("OperationStore runs again an operation that did nothing or threw", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new OperationStore(sql);
    let runs = 0;
    const nothing = () => Promise.resolve({ ok: false, n: ++runs });
    await store.once(ACCOUNT, op("c", new Date()), nothing, (r) => r.ok);
    await assert.rejects(
      store.once(ACCOUNT, op("c", new Date()), () => Promise.reject(new Error("down")), () => true),
    );
    const third = await store.once(ACCOUNT, op("c", new Date()), nothing, (r) => r.ok);
    assert.equal(third.n, 2);
  });
});

Deno.test("OperationStore does not start an operation past its deadline, and makes a repeat of a running one wait until its lease passes", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    let now = new Date("2030-01-01T00:00:00Z");
    const store = new OperationStore(sql, { leaseMarginMs: 1_000, now: () => now });
    const late = op("d", now, -1);
    await assert.rejects(
      store.once(ACCOUNT, late, () => Promise.resolve({ ok: true }), () => true),
      (err: unknown) => err instanceof AppError && err.code === "timeout",
    );

    const hanging = Promise.withResolvers<{ ok: boolean; n: number }>();
    const first = store.once(ACCOUNT, op("e", now, 2_000), () => hanging.promise, (r) => r.ok);
    await waitFor(
      "the first claim",
      async () =>
        (await sql`select 1 from assistant.operations where id = ${"e".repeat(64)}`).length === 1,
    );
    await assert.rejects(
      store.once(ACCOUNT, op("e", now), () => Promise.resolve({ ok: true, n: 2 }), (r) => r.ok),
      (err: unknown) => err instanceof AppError && err.code === "conflict",
    );
    now = new Date(now.getTime() + 3_001); // its deadline and the margin have passed
    const taken = await store.once(
      ACCOUNT,
      op("e", now),
      () => Promise.resolve({ ok: true, n: 3 }),
      (r) => r.ok,
    );
    assert.equal(taken.n, 3, "a repeat after the lease runs");
    hanging.resolve({ ok: true, n: 1 });
    await first;
    const kept = await store.once(
      ACCOUNT,
      op("e", now),
      () => Promise.resolve({ ok: true, n: 4 }),
      (r) => r.ok,
    );
    assert.equal(kept.n, 3, "the run that lost its lease does not overwrite the result");
  });
});

Deno.test("OperationStore keeps a run's result when the database drops its connections right after the work: returned, stored, never run again", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (_sql, url) => {
    const own = connectPostgres(url, { max: 1 });
    const admin = connectPostgres(url, { max: 1 });
    try {
      const store = new OperationStore(own);
      let runs = 0;
      const run = async () => {
        runs++;
        // The work is done; every connection of the store is then dropped, as by a restart.
        await admin`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and application_name = ${"operations-under-test"}`;
        return { ok: true, n: runs };
      };
      await own`set application_name = 'operations-under-test'`;
      const first = await store.once(ACCOUNT, op("g", new Date()), run, (r) => r.ok);
      assert.deepEqual(first, { ok: true, n: 1 });
      const again = await store.once(ACCOUNT, op("g", new Date()), run, (r) => r.ok);
      assert.deepEqual(again, first);
      assert.equal(runs, 1);
    } finally {
      await own.end();
      await admin.end();
    }
  });
});
