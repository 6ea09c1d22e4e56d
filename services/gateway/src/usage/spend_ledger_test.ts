import assert from "node:assert/strict";
import { connectPostgres, migrate, readMigrations } from "@asst/shared/db";
import { freshDatabaseUrl as freshDatabase } from "@asst/shared/testing";
import { costOf, type Pricing, SpendLedger } from "./spend_ledger.ts";

const pricing: Pricing = {
  models: { "gpt-4o": { input: 2.5, output: 10 } },
  fallback: { input: 3, output: 15 },
  localCallUsd: 0.0001,
};
const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

async function setup(defaultCapUsd = 0.01) {
  const db = await freshDatabase();
  const sql = connectPostgres(db.url, { max: 4 });
  await migrate(
    sql,
    "gateway",
    await readMigrations(new URL("../../migrations/", import.meta.url)),
  );
  await sql`insert into gateway.accounts (id) values (${A}), (${B})`;
  let now = new Date("2026-03-31T23:59:00Z");
  const ledger = new SpendLedger(sql, { pricing, defaultCapUsd, now: () => now });
  return {
    sql,
    ledger,
    set: (d: string) => (now = new Date(d)),
    cleanup: async () => {
      await sql.end();
      await db.drop();
    },
  };
}

Deno.test("costOf() prices known, unknown and local models", () => {
  assert.equal(
    costOf({ model: "gpt-4o", input_tokens: 1000, output_tokens: 500 }, pricing),
    0.0075,
  );
  assert.equal(
    costOf({ model: "claude-x", input_tokens: 1000, output_tokens: 1000 }, pricing),
    0.018,
  );
  assert.equal(costOf({ model: "local", input_tokens: 9999, output_tokens: 9999 }, pricing), 1e-4);
  assert.equal(costOf({ model: "none", input_tokens: 0, output_tokens: 0 }, pricing), 1e-4);
});

Deno.test("the month's spend sums this UTC month's charges of the account only", async () => {
  const t = await setup();
  try {
    await t.ledger.charge(A, "r1", "actions", {
      model: "gpt-4o",
      input_tokens: 1000,
      output_tokens: 500,
    });
    await t.ledger.charge(A, "r2", "messages", {
      model: "local",
      input_tokens: 3,
      output_tokens: 4,
    });
    await t.ledger.charge(B, "r3", "mcp", {
      model: "claude-x",
      input_tokens: 1e6,
      output_tokens: 0,
    });
    assert.deepEqual(await t.ledger.month(A), {
      month: "2026-03",
      spent_usd: 0.0076,
      cap_usd: 0.01,
      calls: 2,
    });
    assert.equal((await t.ledger.month(B)).spent_usd, 3);
    t.set("2026-04-01T00:00:00Z");
    assert.deepEqual(await t.ledger.month(A), {
      month: "2026-04",
      spent_usd: 0,
      cap_usd: 0.01,
      calls: 0,
    });
  } finally {
    await t.cleanup();
  }
});

Deno.test("the cap refuses with 402 once spend reaches it, and not before", async () => {
  const t = await setup(0.0003);
  try {
    const local = { model: "local", input_tokens: 0, output_tokens: 0 };
    for (let i = 0; i < 3; i++) {
      assert.equal(await t.ledger.capError(A), null, `call ${i + 1} is under the cap`);
      await t.ledger.charge(A, `r${i}`, "messages", local);
    }
    const err = await t.ledger.capError(A);
    assert.equal(err?.status, 402);
    assert.equal(err?.code, "spending_cap_reached");
    assert.match(err?.message ?? "", /\$0\.0003/);
    assert.equal(await t.ledger.capError(B), null, "another account is not capped");
    t.set("2026-04-01T00:00:00Z");
    assert.equal(await t.ledger.capError(A), null, "a new month starts at zero");
  } finally {
    await t.cleanup();
  }
});

Deno.test("an account's own cap replaces the default", async () => {
  const t = await setup(0.0001);
  try {
    await t.ledger.charge(A, "r1", "messages", {
      model: "local",
      input_tokens: 0,
      output_tokens: 0,
    });
    assert.equal((await t.ledger.capError(A))?.status, 402);
    await t.sql`update gateway.accounts set monthly_spend_cap_usd = 1 where id = ${A}`;
    assert.equal(await t.ledger.capError(A), null);
    assert.equal((await t.ledger.month(A)).cap_usd, 1);
  } finally {
    await t.cleanup();
  }
});
