/**
 * The idempotency records as the table grows: expired ones pruned in batches, and claims,
 * completions and releases that read only their own records however many the account holds.
 */
import assert from "node:assert/strict";
import { connectPostgres, migrateFrom } from "@asst/shared/db";
import { freshDatabaseUrl, withMigratedDatabase } from "@asst/shared/testing";
import { IdempotencyStore } from "./idempotency.ts";

const A = "00000000-0000-4000-8000-00000000000a";
/** A key of account A, whose requests the idempotency store keeps apart from other keys'. */
const KEY_OF_A = { accountId: A, keyId: "10000000-0000-4000-8000-00000000000a" };
const MIGRATIONS = new URL("../../migrations/", import.meta.url);

Deno.test("expired idempotency records of every account are pruned in batches", async () => {
  await withMigratedDatabase("gateway", MIGRATIONS, async (sql) => {
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
      await migrateFrom(sql, "gateway", MIGRATIONS);
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
