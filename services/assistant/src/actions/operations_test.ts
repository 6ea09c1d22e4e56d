import assert from "node:assert/strict";
import { AppError } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import type { OperationCalls } from "./operation_calls.ts";
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

/** A tool call that adds `n` to `public.work` through the run's calls, as the runner makes it. */
function addWork(
  calls: OperationCalls | undefined,
  seq: number,
  n: number,
  then?: (sql: Sql) => Promise<void>,
) {
  return calls!.write(seq, { name: "add" }, async (tx) => {
    await tx`insert into public.work values (${n})`;
    await then?.(tx);
    return { ok: true, n };
  });
}

async function work(sql: Sql): Promise<number[]> {
  return (await sql<{ n: number }[]>`select n from public.work order by n`).map((r) => r.n);
}

Deno.test("a call that committed is not run again by a repeat: after the run was killed (its lease passed) or its model failed", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    let now = new Date("2030-01-01T00:00:00Z");
    const store = new OperationStore(sql, { leaseMarginMs: 1_000, now: () => now });
    await sql`create table public.work (n int)`;
    const run = (calls: OperationCalls | undefined) =>
      addWork(calls, 0, 1).then(() => addWork(calls, 1, 2));
    // Killed after its first call committed: the run never ends and its lease passes.
    const killed = Promise.withResolvers<{ ok: boolean; n: number }>();
    void store.once(ACCOUNT, op("k", now, 2_000), async (calls) => {
      await addWork(calls, 0, 1);
      return await killed.promise;
    }, (r) => r.ok);
    await waitFor("the first call", async () => (await work(sql)).length === 1);
    now = new Date(now.getTime() + 3_001);
    const repeat = await store.once(ACCOUNT, op("k", now), run, (r) => r.ok);
    assert.deepEqual(repeat, { ok: true, n: 2 });
    assert.deepEqual(await work(sql), [1, 2], "the committed call was not run again");
    killed.resolve({ ok: true, n: 0 });

    await sql`delete from public.work`;
    await assert.rejects(
      store.once(ACCOUNT, op("m", now), async (calls) => {
        await addWork(calls, 0, 1);
        throw new Error("the model's reply could not be read");
      }, () => true),
      /could not be read/,
    );
    const retried = await store.once(ACCOUNT, op("m", now), run, (r) => r.ok);
    assert.equal(
      (retried as { n: number }).n,
      2,
      "a failed run released its claim: the repeat runs at once",
    );
    assert.deepEqual(await work(sql), [1, 2]);
    now = new Date(now.getTime() + 2 * 86_400_000); // the gateway's record has lapsed
    await store.once(ACCOUNT, op("m", now), run, (r) => r.ok);
    assert.deepEqual(await work(sql), [1, 1, 2, 2], "a new request with a lapsed id runs anew");
  });
});

Deno.test("a call whose connection is lost before COMMIT, or that outlived its lease, keeps nothing", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    let now = new Date("2030-01-01T00:00:00Z");
    const store = new OperationStore(sql, { leaseMarginMs: 1_000, now: () => now });
    await sql`create table public.work (n int)`;
    // As when the replica is SIGKILLed after the tool's write: the server ends its connection.
    await assert.rejects(
      store.once(ACCOUNT, op("i", now), (calls) =>
        addWork(calls, 0, 1, async (tx) => {
          const [backend] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
          await sql`select pg_terminate_backend(${backend!.pid})`;
        }), (r) => r.ok),
    );
    assert.deepEqual(await work(sql), []);
    const again = await store.once(
      ACCOUNT,
      op("i", now),
      (calls) => addWork(calls, 0, 2),
      (r) => r.ok,
    );
    assert.equal(again.n, 2);

    // Frozen mid-call past its lease while another run took the operation over and finished.
    const frozen = Promise.withResolvers<void>();
    const stale = store.once(
      ACCOUNT,
      op("j", now, 2_000),
      (calls) => addWork(calls, 0, 3, () => frozen.promise),
      (r) => r.ok,
    );
    await waitFor(
      "the frozen call's claim",
      async () =>
        (await sql`select 1 from assistant.operations where id = ${"j".repeat(64)}`).length === 1,
    );
    now = new Date(now.getTime() + 3_001);
    await store.once(ACCOUNT, op("j", now), (calls) => addWork(calls, 0, 4), (r) => r.ok);
    frozen.resolve();
    assert.deepEqual(await stale, { ok: true, n: 4 }, "the frozen run answers the call recorded");
    assert.deepEqual(await work(sql), [2, 4], "and its own write was undone");
  });
});

Deno.test("a call's id is the same in every run of its operation and differs by place and operation", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new OperationStore(sql);
    const ids: string[][] = [];
    const run = (calls: OperationCalls | undefined) => {
      ids.push([calls!.callId(0), calls!.callId(1)]);
      return Promise.resolve({ ok: false });
    };
    await store.once(ACCOUNT, op("p", new Date()), run, (r) => r.ok);
    await store.once(ACCOUNT, op("p", new Date()), run, (r) => r.ok);
    await store.once(ACCOUNT, op("q", new Date()), run, (r) => r.ok);
    assert.deepEqual(ids[1], ids[0]);
    assert.notEqual(ids[0]![0], ids[0]![1]);
    assert.notEqual(ids[2]![0], ids[0]![0]);
    for (const id of ids.flat()) {
      assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});

Deno.test("a call is known by its place and tool: a repeat reading another input gets the record, another tool there is a conflict, and a record committed after the claim's snapshot wins", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new OperationStore(sql);
    await sql`create table public.work (n int)`;
    const failAfter = (n: number) => async (calls: OperationCalls | undefined) => {
      await addWork(calls, 0, n);
      throw new Error("the model failed");
    };
    await assert.rejects(store.once(ACCOUNT, op("r", new Date()), failAfter(1), () => true));
    // Read again later, "in 15 seconds" is another time: the same call all the same.
    const again = await store.once(
      ACCOUNT,
      op("r", new Date()),
      (c) => addWork(c, 0, 2),
      (r) => r.ok,
    );
    assert.deepEqual(again, { ok: true, n: 1 });
    assert.deepEqual(await work(sql), [1]);

    await assert.rejects(store.once(ACCOUNT, op("s", new Date()), failAfter(3), () => true));
    await assert.rejects(
      store.once(
        ACCOUNT,
        op("s", new Date()),
        (calls) => calls!.write(0, { name: "remove" }, () => Promise.resolve({ ok: true })),
        (r) => r.ok,
      ),
      (err: unknown) => err instanceof AppError && err.code === "conflict",
    );

    const raced = await store.once(ACCOUNT, op("t", new Date()), async (calls) => {
      // Another run's record of this place commits after this run's claim read the records.
      await sql`
        insert into assistant.operation_calls (operation_id, seq, tool, result)
        values (${"t".repeat(64)}, 0, 'add', ${sql.json({ ok: true, n: 4 })})`;
      return await addWork(calls, 0, 5);
    }, (r) => r.ok);
    assert.deepEqual(raced, { ok: true, n: 4 });
    assert.deepEqual(await work(sql), [1, 3], "the raced run's write was undone");
  });
});

Deno.test("OperationStore prunes lapsed operations with their calls, and nothing else", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    let now = new Date("2030-01-01T00:00:00Z");
    const store = new OperationStore(sql, { now: () => now });
    await sql`create table public.work (n int)`;
    const run = (calls: OperationCalls | undefined) => addWork(calls, 0, 1);
    await store.once(ACCOUNT, op("u", now), run, (r) => r.ok);
    now = new Date(now.getTime() + 3_600_000);
    await store.once(ACCOUNT, op("v", now), run, (r) => r.ok);
    now = new Date(now.getTime() + 86_400_000 - 60_000); // u has lapsed, v has not
    assert.equal(await store.prune(), 1);
    const left = await sql<{ operation_id: string }[]>`
      select operation_id from assistant.operation_calls`;
    assert.deepEqual(left.map((r) => r.operation_id), ["v".repeat(64)]);
  });
});
