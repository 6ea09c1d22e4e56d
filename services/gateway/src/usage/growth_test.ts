/**
 * The spend ledger and the rate limits as the tables grow: the running total backfilled and kept
 * equal to the ledger's sum, and the limits read with the month's spend in one statement.
 */
import assert from "node:assert/strict";
import { connectPostgres, migrate, readMigrations } from "@asst/shared/db";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { RateLimiter } from "./rate_limiter.ts";
import { SpendLedger } from "./spend_ledger.ts";

const A = "00000000-0000-4000-8000-00000000000a";
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
