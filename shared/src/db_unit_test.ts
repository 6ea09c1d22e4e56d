import assert from "node:assert/strict";
import { connectPostgres, type Sql } from "./db.ts";
import { inTransaction, unitOf, UnitOfWork } from "./db_unit.ts";
import { freshDatabaseUrl } from "../testing/harness.ts";
import { isDatabaseUnavailable } from "./db_errors.ts";

/** Runs `fn` with a pool of 2 on a fresh database holding `things (name text unique)`. */
async function withThings(fn: (sql: Sql) => Promise<void>): Promise<void> {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 2 });
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
