import assert from "node:assert/strict";
import { withDb } from "../../../testing/lists_env.ts";
import { lockedStatement, withAccountLock } from "./_db.ts";

const ACCOUNT = "00000000-0000-4000-8000-000000000001";

Deno.test("lockedStatement: checks and writes of one account under its lock never overtake each other", async () => {
  await withDb(async (db) => {
    await db.sql`create table public.slots (account_id uuid, n int)`;
    // Each call takes the next number after the highest it reads: without the lock two calls
    // would read the same highest number and write it twice.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        lockedStatement(db.sql, "slots", ACCOUNT, (tx) =>
          tx`
            insert into public.slots (account_id, n)
            select ${ACCOUNT}, coalesce(max(n), 0) + 1 from public.slots
            where account_id = ${ACCOUNT}
            returning n
          `)),
    );
    const rows = await db.sql<{ n: number }[]>`select n from public.slots order by n`;
    assert.deepEqual(rows.map((r) => r.n), Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

Deno.test("lockedStatement: a failing statement keeps nothing, rethrows its own error and leaves the connection usable", async () => {
  await withDb(async (db) => {
    await db.sql`create table public.once (id int primary key)`;
    await db.sql`insert into public.once values (1)`;
    await assert.rejects(
      lockedStatement(
        db.sql,
        "once",
        ACCOUNT,
        (tx) => tx`insert into public.once values (2), (1) returning id`,
      ),
      (err: { code?: string }) => err.code === "23505",
    );
    const rows = await db.sql<{ id: number }[]>`select id from public.once order by id`;
    assert.deepEqual(rows.map((r) => r.id), [1]);
    // Every connection of the pool ends its transaction: later statements run and commit.
    for (let i = 0; i < 8; i++) {
      await lockedStatement(
        db.sql,
        "once",
        ACCOUNT,
        (tx) => tx`insert into public.once values (${10 + i}) returning id`,
      );
    }
    const [count] = await db.sql<{ n: number }[]>`select count(*)::int as n from public.once`;
    assert.equal(count!.n, 9);
    const [open] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`;
    assert.equal(open!.n, 0);
  });
});

Deno.test("withAccountLock: reads and writes of one account in separate statements never overtake each other", async () => {
  await withDb(async (db) => {
    await db.sql`create table public.slots (account_id uuid, n int)`;
    const OTHER = "00000000-0000-4000-8000-000000000002";
    // Each call reads the highest number, then (another round trip later) writes the next one:
    // without the lock two calls would read the same highest number and write it twice.
    await Promise.all(
      [ACCOUNT, OTHER].flatMap((account) =>
        Array.from({ length: 20 }, () =>
          withAccountLock(db.sql, "slots", account, async (tx) => {
            const [top] = await tx<{ n: number }[]>`
              select coalesce(max(n), 0) as n from public.slots where account_id = ${account}`;
            await tx`insert into public.slots (account_id, n) values (${account}, ${top!.n + 1})`;
          }))
      ),
    );
    for (const account of [ACCOUNT, OTHER]) {
      const rows = await db.sql<{ n: number }[]>`
        select n from public.slots where account_id = ${account} order by n`;
      assert.deepEqual(rows.map((r) => r.n), Array.from({ length: 20 }, (_, i) => i + 1));
    }
  });
});

Deno.test("withAccountLock: a failing call keeps nothing, rethrows its error and leaves no transaction open", async () => {
  await withDb(async (db) => {
    await db.sql`create table public.once (id int primary key)`;
    await db.sql`insert into public.once values (1)`;
    // An error thrown after a write undoes the write.
    await assert.rejects(
      withAccountLock(db.sql, "once", ACCOUNT, async (tx) => {
        await tx`insert into public.once values (2)`;
        throw new Error("changed my mind");
      }),
      /changed my mind/,
    );
    // A failing statement's own error comes back.
    await assert.rejects(
      withAccountLock(db.sql, "once", ACCOUNT, async (tx) => {
        await tx`insert into public.once values (3)`;
        await tx`insert into public.once values (1)`;
      }),
      (err: { code?: string }) => err.code === "23505",
    );
    // A failing statement caught inside does not let the rest commit as if nothing failed.
    await assert.rejects(
      withAccountLock(db.sql, "once", ACCOUNT, async (tx) => {
        await tx`insert into public.once values (4)`;
        await tx`insert into public.once values (1)`.catch(() => {});
      }),
    );
    // A call with no statements of its own still takes and frees the lock.
    assert.equal(await withAccountLock(db.sql, "once", ACCOUNT, () => Promise.resolve(7)), 7);
    for (let i = 0; i < 8; i++) {
      await withAccountLock(
        db.sql,
        "once",
        ACCOUNT,
        (tx) => tx`insert into public.once values (${10 + i})`,
      );
    }
    const rows = await db.sql<{ id: number }[]>`select id from public.once order by id`;
    assert.deepEqual(rows.map((r) => r.id), [1, 10, 11, 12, 13, 14, 15, 16, 17]);
    const [open] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`;
    assert.equal(open!.n, 0);
  });
});
