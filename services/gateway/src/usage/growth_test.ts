import assert from "node:assert/strict";
import { connectPostgres, migrate, readMigrations } from "@asst/shared/db";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { IdempotencyStore } from "../idempotency/idempotency.ts";
import { RateLimiter } from "./rate_limiter.ts";
import { SpendLedger } from "./spend_ledger.ts";

const A = "00000000-0000-4000-8000-00000000000a";
/** A key of account A, whose requests the idempotency store keeps apart from other keys'. */
const KEY_OF_A = { accountId: A, keyId: "10000000-0000-4000-8000-00000000000a" };
const pricing = { models: {}, fallback: { input: 3, output: 15 }, localCallUsd: 0.0001 };
const local = { model: "local", input_tokens: 0, output_tokens: 0 };

async function withDatabase(fn: (sql: ReturnType<typeof connectPostgres>) => Promise<void>) {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 8 });
  try {
    await fn(sql);
  } finally {
    await sql.end();
    await db.drop();
  }
}

const migrations = () => readMigrations(new URL("../../migrations/", import.meta.url));

Deno.test("the running total is backfilled from the ledger by the migration, month by month", async () => {
  await withDatabase(async (sql) => {
    const all = await migrations();
    const before = all.filter((m) => m.version < "004");
    await migrate(sql, "gateway", before);
    await sql`insert into gateway.accounts (id) values (${A})`;
    await sql`
      insert into gateway.spend_ledger (account_id, at, request_id, kind, model, input_tokens,
                                        output_tokens, cost_usd)
      values (${A}, '2026-02-28T23:59:59Z', 'r1', 'messages', 'local', 0, 0, 1),
             (${A}, '2026-03-01T00:00:00Z', 'r2', 'messages', 'local', 0, 0, 0.25),
             (${A}, '2026-03-31T23:59:59Z', 'r3', 'actions', 'local', 0, 0, 0.5)`;
    await migrate(sql, "gateway", all);
    const ledger = new SpendLedger(sql, {
      pricing,
      defaultCapUsd: 5,
      now: () => new Date("2026-03-15T00:00:00Z"),
    });
    assert.deepEqual(await ledger.month(A), {
      month: "2026-03",
      spent_usd: 0.75,
      cap_usd: 5,
      calls: 2,
    });
  });
});

Deno.test("concurrent charges from two replicas keep the running total equal to the ledger's sum", async () => {
  await withDatabase(async (sql) => {
    await migrate(sql, "gateway", await migrations());
    await sql`insert into gateway.accounts (id) values (${A})`;
    const now = () => new Date("2026-03-15T00:00:00Z");
    const one = new SpendLedger(sql, { pricing, defaultCapUsd: 5, now });
    const two = new SpendLedger(sql, { pricing, defaultCapUsd: 5, now });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).charge(A, `r${i}`, "mcp", local)),
    );
    const [sum] = await sql<{ spent: string; calls: number }[]>`
      select sum(cost_usd)::text as spent, count(*)::int as calls from gateway.spend_ledger`;
    const month = await one.month(A);
    assert.equal(month.calls, 40);
    assert.equal(month.calls, sum!.calls);
    assert.equal(month.spent_usd, Number(sum!.spent));
    // A correction written to the ledger by hand (moving a charge to last month) is followed.
    await sql`update gateway.spend_ledger set at = '2026-02-01T00:00:00Z' where request_id = 'r0'`;
    await sql`delete from gateway.spend_ledger where request_id = 'r1'`;
    assert.equal((await one.month(A)).calls, 38);
  });
});

Deno.test("the limits and this month's spend are read in one statement", async () => {
  await withDatabase(async (sql) => {
    await migrate(sql, "gateway", await migrations());
    await sql`insert into gateway.accounts (id, monthly_spend_cap_usd) values (${A}, 0.0002)`;
    const now = () => new Date("2026-03-15T00:00:10Z");
    const ledger = new SpendLedger(sql, { pricing, defaultCapUsd: 5, now });
    const limiter = new RateLimiter(sql, { now });
    await ledger.charge(A, "r1", "messages", local);
    const checks = [{ scope: "messages:account", subject: A, limit: 2 }];
    const first = await limiter.hitMany([checks], ledger.monthsQuery([A]));
    assert.equal(first.decisions[0]!.allowed, true);
    assert.equal(first.decisions[0]!.remaining, 1);
    assert.deepEqual(ledger.toMonthSpend(first.rows[0]), {
      month: "2026-03",
      spent_usd: 0.0001,
      cap_usd: 0.0002,
      calls: 1,
    });
    const none = await limiter.hitMany([[]], ledger.monthsQuery([A]));
    assert.equal(ledger.toMonthSpend(none.rows[0]).calls, 1);
  });
});

Deno.test("expired idempotency records of every account are pruned in batches", async () => {
  await withDatabase(async (sql) => {
    await migrate(sql, "gateway", await migrations());
    let now = new Date("2026-03-15T00:00:00Z");
    const store = new IdempotencyStore(sql, {
      leaseMs: 1000,
      duplicateWindowSeconds: 60,
      keyTtlSeconds: 3600,
      now: () => now,
    });
    for (let i = 0; i < 5; i++) {
      const claim = await store.claim(KEY_OF_A, { message: `m${i}`, idempotencyKey: `k${i}` });
      assert.equal(claim.kind, "run");
      if (claim.kind === "run") await store.complete(claim.token, { reply: "ok" });
    }
    now = new Date(now.getTime() + 61_000); // the texts have expired, the keys not
    assert.equal(await store.prune(3), 3);
    assert.equal(await store.prune(3), 2);
    assert.equal(await store.prune(3), 0);
    const [left] = await sql<{ n: number }[]>`
      select count(*)::int as n from gateway.idempotency where kind = 'key'`;
    assert.equal(left!.n, 5);
  });
});

for (const records of [2000, 40000]) {
  Deno.test(`claims, completions and releases read only their own records, whatever the account holds (${records} records)`, async () => {
    const db = await freshDatabaseUrl();
    // One connection, planned as the gateway's pool plans: the statistics this session flushes
    // are those of the claims. A few thousand records is where a plan made for a small table
    // would scan them all.
    const sql = connectPostgres(db.url, { max: 1, genericPlans: true });
    try {
      await migrate(sql, "gateway", await migrations());
      const now = new Date();
      await sql`
      insert into gateway.idempotency
        (account_id, kind, lookup, token, state, locked_until, response, created_at, expires_at)
      select ${A}, kind, kind || i, gen_random_uuid(), 'done', null, '{"reply":"ok"}', ${now},
             ${new Date(now.getTime() + 600_000)}
      from generate_series(1, ${records / 2}) i, unnest(array['key', 'text']) kind`;
      await sql`analyze gateway.idempotency`;
      const read = async () => {
        await sql`select pg_stat_force_next_flush()`;
        await sql`select 1`; // the flush happens at the end of a transaction
        await sql`select pg_stat_clear_snapshot()`;
        const [row] = await sql<{ n: string }[]>`
        select seq_tup_read::text as n from pg_stat_user_tables
        where schemaname = 'gateway' and relname = 'idempotency'`;
        return Number(row!.n);
      };
      const store = new IdempotencyStore(sql, {
        leaseMs: 1000,
        duplicateWindowSeconds: 600,
        keyTtlSeconds: 3600,
      });
      const before = await read();
      const claims = await Promise.all([
        store.claim(KEY_OF_A, { message: "new one" }),
        store.claim(KEY_OF_A, { message: "another", idempotencyKey: "k" }),
        store.claim(KEY_OF_A, { message: "text7" }),
      ]);
      assert.deepEqual(claims.map((c) => c.kind), ["run", "run", "run"]);
      // Two complete, one is released (its run did nothing), in one statement.
      await Promise.all(
        claims.map((c, i) =>
          c.kind !== "run"
            ? null
            : i < 2
            ? store.complete(c.token, { reply: "done" })
            : store.release(c.token)
        ),
      );
      assert.equal(await read() - before, 0, "no claim, completion or release scans the records");
      // The first's text, the second's text and key are kept; the third's claim is gone.
      const states = await sql<{ state: string; n: number }[]>`
        select state, count(*)::int as n from gateway.idempotency
        where state = 'running' or response->>'reply' = 'done' group by state`;
      assert.deepEqual([...states], [{ state: "done", n: 3 }]);
    } finally {
      await sql.end();
      await db.drop();
    }
  });
}
