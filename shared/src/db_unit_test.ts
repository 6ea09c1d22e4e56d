import assert from "node:assert/strict";
import { connectPostgres, type Sql } from "./db.ts";
import { inTransaction, unitOf, UnitOfWork } from "./db_unit.ts";
import { freshDatabaseUrl, TEST_POSTGRES_URL } from "../testing/harness.ts";
import { isDatabaseUnavailable } from "./db_errors.ts";

/** Runs `fn` with a pool of `max` (2) on a fresh database holding `things (name text unique)`. */
async function withThings(fn: (sql: Sql) => Promise<void>, max = 2): Promise<void> {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max });
  try {
    await sql`create table things (name text primary key)`;
    await fn(sql);
  } finally {
    // As the services do: a connection the server closed while reserved keeps end() waiting.
    await sql.end({ timeout: 1 });
    await db.drop();
  }
}

async function names(sql: Sql): Promise<string[]> {
  return (await sql<{ name: string }[]>`select name from things order by name`).map((r) => r.name);
}

Deno.test("a unit of work keeps its writes and what `last` writes together, and nothing before COMMIT", async () => {
  await withThings(async (sql) => {
    const unit = new UnitOfWork(sql);
    const tx = await unit.sql();
    assert.equal(unitOf(tx), unit);
    assert.equal(unitOf(sql), undefined);
    await tx`insert into things values ('milk')`;
    assert.deepEqual(await names(sql), [], "another connection sees nothing before COMMIT");
    await unit.commit((last) => last`insert into things values ('done-mark')`);
    assert.deepEqual(await names(sql), ["done-mark", "milk"]);
    assert.equal(unitOf(tx), undefined, "an ended unit's connection is the pool's again");
    await assert.rejects(unit.sql(), /ended/);
  });
});

Deno.test("a unit of work whose process dies before COMMIT keeps nothing", async () => {
  await withThings(async (sql) => {
    const unit = new UnitOfWork(sql);
    const tx = await unit.sql();
    await tx`insert into things values ('milk')`;
    const [backend] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
    await sql`select pg_terminate_backend(${backend!.pid})`; // what a SIGKILLed client's connection does
    await assert.rejects(unit.commit((last) => last`insert into things values ('done-mark')`));
    assert.deepEqual(await names(sql), []);
  });
});

Deno.test("a unit whose connection the server closed before COMMIT fails, never waits forever", async () => {
  await withThings(async (sql) => {
    const unit = new UnitOfWork(sql);
    const tx = await unit.sql();
    await tx`insert into things values ('milk')`;
    const [backend] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
    await sql`select pg_terminate_backend(${backend!.pid})`;
    // The connection is gone before COMMIT is sent: postgres.js would never settle it.
    while ((await sql`select 1 from pg_stat_activity where pid = ${backend!.pid}`).length > 0) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 200));
    const err = await unit.commit((last) => last`insert into things values ('done-mark')`)
      .then(() => null, (e: unknown) => e);
    assert.ok(isDatabaseUnavailable(err), String(err));
    assert.deepEqual(await names(sql), []);
  });
});

/** Ends the backend `pid` from `admin`, and waits until the server has let it go. */
async function terminate(admin: Sql, pid: number): Promise<void> {
  await admin`select pg_terminate_backend(${pid})`;
  while ((await admin`select 1 from pg_stat_activity where pid = ${pid}`).length > 0) {
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 200));
}

/** "answered" once `query` settles either way, or "no answer" after 15 s. */
async function settles(query: Promise<unknown>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((r) => timer = setTimeout(() => r("no answer"), 15_000));
  return await Promise.race([query.then(() => "answered", () => "answered"), late])
    .finally(() => clearTimeout(timer));
}

const pidOf = async (tx: Sql) =>
  (await tx<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid;

for (
  const [when, lose] of [
    // A statement sent on the closed connection: it never settles, and the driver's reconnects
    // of that connection time out for some 30 s (postgres.js 3.4.9); the pool still answers.
    ["between two statements", async (unit: UnitOfWork, admin: Sql) => {
      await unit.run(async (tx) => await terminate(admin, await pidOf(tx)));
      return unit.run((tx) => tx`insert into things values ('eggs')`);
    }],
    ["during a statement", (unit: UnitOfWork, admin: Sql) =>
      unit.run(async (tx) => {
        const pid = await pidOf(tx);
        const slow = tx`select pg_sleep(3)`;
        slow.execute();
        slow.catch(() => {}); // awaited below
        await terminate(admin, pid);
        return await slow;
      })],
  ] as const
) {
  Deno.test(`a unit whose connection the server closed ${when} fails, and the pool still answers`, async () => {
    const admin = connectPostgres(TEST_POSTGRES_URL, { max: 1 });
    try {
      await withThings(async (sql) => {
        const unit = new UnitOfWork(sql, { workGraceMs: 2_000 });
        await unit.run((tx) => tx`insert into things values ('milk')`);
        const err = await lose(unit, admin).then(() => null, (e: unknown) => e);
        assert.ok(isDatabaseUnavailable(err), String(err));
        await unit.rollback(err);
        // A pool of one: released, the closed connection would hold every statement after it.
        assert.equal(await settles(sql`select 1`), "answered");
        if (when === "during a statement") assert.deepEqual(await names(sql), []);
      }, 1);
    } finally {
      await admin.end();
    }
  });
}

Deno.test("a unit of work rolled back, or whose `last` fails, keeps nothing", async () => {
  await withThings(async (sql) => {
    const undone = new UnitOfWork(sql);
    const first = await undone.sql();
    await first`insert into things values ('milk')`;
    await undone.rollback();
    const refused = new UnitOfWork(sql);
    const second = await refused.sql();
    await second`insert into things values ('bread')`;
    await assert.rejects(
      // A duplicate: the done-mark refused, and the COMMIT sent with it rolls back.
      refused.commit((last) => last`insert into things values ('bread')`),
      /duplicate key/,
    );
    assert.deepEqual(await names(sql), []);
  });
});

Deno.test("a savepoint that throws undoes only its own writes, and the unit goes on", async () => {
  await withThings(async (sql) => {
    const unit = new UnitOfWork(sql);
    await unit.savepoint(async (tx) => {
      await tx`insert into things values ('milk')`;
    });
    await assert.rejects(
      unit.savepoint(async (tx) => {
        await tx`insert into things values ('eggs')`;
        await tx`insert into things values ('milk')`; // fails: the savepoint's writes are undone
      }),
      /duplicate key/,
    );
    await assert.rejects(
      inTransaction(await unit.sql(), async (tx) => {
        await tx`insert into things values ('jam')`;
        throw new Error("the tool refused");
      }),
      /the tool refused/,
    );
    await inTransaction(await unit.sql(), async (tx) => {
      await tx`insert into things values ('tea')`;
    });
    await unit.commit();
    assert.deepEqual(await names(sql), ["milk", "tea"]);
  });
});

Deno.test("a unit of work that ran no statement takes no connection and runs `last` on the pool", async () => {
  await withThings(async (sql) => {
    // A pool of 2, with both connections held elsewhere, still serves units that write nothing.
    const held = await Promise.all([sql.reserve(), sql.reserve()]);
    const unit = new UnitOfWork(sql);
    assert.equal(unit.begun, false);
    held[0]!.release();
    await unit.commit((last) => last`insert into things values ('done-mark')`);
    held[1]!.release();
    assert.deepEqual(await names(sql), ["done-mark"]);
    await new UnitOfWork(sql).rollback(); // nothing to undo, and no error
  });
});

Deno.test("inTransaction() on a pool is a transaction of its own: all of fn's writes or none", async () => {
  await withThings(async (sql) => {
    await inTransaction(sql, async (tx) => {
      await tx`insert into things values ('milk')`;
      await tx`insert into things values ('eggs')`;
    });
    await assert.rejects(
      inTransaction(sql, async (tx) => {
        await tx`insert into things values ('jam')`;
        await tx`insert into things values ('milk')`;
      }),
      /duplicate key/,
    );
    assert.deepEqual(await names(sql), ["eggs", "milk"]);
  });
});
