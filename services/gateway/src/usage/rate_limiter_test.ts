import assert from "node:assert/strict";
import { AppError } from "@asst/shared";
import { connectPostgres, migrate, readMigrations } from "@asst/shared/db";
import { freshDatabaseUrl as freshDatabase } from "@asst/shared/testing";
import { type RateLimitCheck, rateLimited, RateLimiter } from "./rate_limiter.ts";

async function setup(windowSeconds = 60) {
  const db = await freshDatabase();
  const sql = connectPostgres(db.url, { max: 8 });
  await migrate(
    sql,
    "gateway",
    await readMigrations(new URL("../../migrations/", import.meta.url)),
  );
  // 10 s into a minute window (the epoch is minute-aligned).
  let now = Date.UTC(2026, 0, 5, 12, 0, 10);
  const clock = () => new Date(now);
  return {
    sql,
    limiter: new RateLimiter(sql, { windowSeconds, now: clock }),
    other: new RateLimiter(sql, { windowSeconds, now: clock }),
    set: (ms: number) => (now = ms),
    at: () => now,
    cleanup: async () => {
      await sql.end();
      await db.drop();
    },
  };
}

const account = (limit: number): RateLimitCheck => ({
  scope: "actions:account",
  subject: "a1",
  limit,
});

Deno.test("the limiter admits exactly the limit in a window, across two limiter instances", async () => {
  const t = await setup();
  try {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? t.limiter : t.other).hit([account(5)])),
    );
    assert.equal(results.filter((r) => r.allowed).length, 5);
    assert.deepEqual(
      results.filter((r) => r.allowed).map((r) => r.remaining).sort(),
      [0, 1, 2, 3, 4],
    );
    for (const r of results.filter((r) => !r.allowed)) {
      assert.equal(r.limit, 5);
      assert.equal(r.remaining, 0);
      assert.equal(r.resetSeconds, 50);
    }
  } finally {
    await t.cleanup();
  }
});

Deno.test("waiting exactly Retry-After reaches the next window and succeeds", async () => {
  const t = await setup();
  try {
    // 0.3 s before a fractional second: 49.7 s left in the window rounds up to 50.
    t.set(Date.UTC(2026, 0, 5, 12, 0, 10, 300));
    for (let i = 0; i < 3; i++) assert.equal((await t.limiter.hit([account(3)])).allowed, true);
    const refused = await t.limiter.hit([account(3)]);
    assert.equal(refused.allowed, false);
    assert.equal(refused.resetSeconds, 50);
    // One millisecond short of Retry-After is still the same window.
    t.set(t.at() + refused.resetSeconds * 1000 - 301);
    assert.equal((await t.limiter.hit([account(3)])).allowed, false);
    t.set(Date.UTC(2026, 0, 5, 12, 0, 10, 300) + refused.resetSeconds * 1000);
    const after = await t.limiter.hit([account(3)]);
    assert.equal(after.allowed, true);
    assert.equal(after.remaining, 2);
    assert.equal(after.resetSeconds, 60);
  } finally {
    await t.cleanup();
  }
});

Deno.test("the last millisecond of a window says Retry-After 1, never 0", async () => {
  const t = await setup();
  try {
    t.set(Date.UTC(2026, 0, 5, 12, 0, 59, 999));
    await t.limiter.hit([account(1)]);
    const refused = await t.limiter.hit([account(1)]);
    assert.equal(refused.allowed, false);
    assert.equal(refused.resetSeconds, 1);
    const err = rateLimited(refused);
    assert.ok(err instanceof AppError);
    assert.equal(err.status, 429);
    assert.equal(err.retryAfter, 1);
    assert.equal(err.headers["ratelimit-remaining"], "0");
  } finally {
    await t.cleanup();
  }
});

Deno.test("the tightest of several limits is reported, and any one over its limit refuses", async () => {
  const t = await setup();
  try {
    const checks = (origin: string): RateLimitCheck[] => [
      { scope: "messages:account", subject: "a1", limit: 10 },
      { scope: "messages:origin", subject: origin, limit: 2 },
    ];
    const first = await t.limiter.hit(checks("1.2.3.4"));
    assert.deepEqual([first.allowed, first.limit, first.remaining], [true, 2, 1]);
    await t.limiter.hit(checks("1.2.3.4"));
    const third = await t.limiter.hit(checks("1.2.3.4"));
    assert.equal(third.allowed, false);
    // Another origin of the same account still passes: it is the origin that is full.
    const elsewhere = await t.limiter.hit(checks("5.6.7.8"));
    assert.deepEqual([elsewhere.allowed, elsewhere.limit, elsewhere.remaining], [true, 2, 1]);
  } finally {
    await t.cleanup();
  }
});

Deno.test("subjects are counted apart: one account's burst does not limit another", async () => {
  const t = await setup();
  try {
    await t.limiter.hit([account(1)]);
    assert.equal((await t.limiter.hit([account(1)])).allowed, false);
    const b = await t.limiter.hit([{ scope: "actions:account", subject: "b2", limit: 1 }]);
    assert.equal(b.allowed, true);
  } finally {
    await t.cleanup();
  }
});

Deno.test("windows older than the previous one are pruned", async () => {
  const t = await setup();
  try {
    await t.limiter.hit([account(5)]);
    t.set(t.at() + 60_000);
    await t.limiter.hit([account(5)]);
    let [row] = await t.sql<{ n: number }[]>`select count(*)::int as n from gateway.rate_limits`;
    assert.equal(row!.n, 2);
    t.set(t.at() + 60_000);
    await t.limiter.hit([account(5)]);
    [row] = await t.sql<{ n: number }[]>`select count(*)::int as n from gateway.rate_limits`;
    assert.equal(row!.n, 2);
  } finally {
    await t.cleanup();
  }
});

Deno.test("a shorter window changes where windows end", async () => {
  const t = await setup(2);
  try {
    t.set(Date.UTC(2026, 0, 5, 12, 0, 11, 500));
    await t.limiter.hit([account(1)]);
    const refused = await t.limiter.hit([account(1)]);
    assert.equal(refused.resetSeconds, 1);
    t.set(t.at() + 1000);
    assert.equal((await t.limiter.hit([account(1)])).allowed, true);
  } finally {
    await t.cleanup();
  }
});

Deno.test("a batch is counted in its order: each request's decision is the one it would get alone", async () => {
  const t = await setup();
  try {
    await t.limiter.hit([account(3)]);
    const origin = (o: string): RateLimitCheck => ({
      scope: "messages:origin",
      subject: o,
      limit: 2,
    });
    const { decisions } = await t.limiter.hitMany([
      [account(3)],
      [account(3), origin("1.2.3.4")],
      [origin("1.2.3.4")],
      [account(3)],
      [origin("5.6.7.8")],
      [origin("1.2.3.4")],
    ], null);
    assert.deepEqual(decisions.map((d) => [d.allowed, d.remaining]), [
      [true, 1], // a1: 2 of 3
      [true, 0], // a1: 3 of 3 (the tightest); 1.2.3.4: 1 of 2
      [true, 0], // 1.2.3.4: 2 of 2
      [false, 0], // a1: 4 of 3
      [true, 1], // 5.6.7.8: 1 of 2
      [false, 0], // 1.2.3.4: 3 of 2
    ]);
    assert.equal(decisions[3]!.refusedBy, "actions:account");
    assert.equal(decisions[5]!.refusedBy, "messages:origin");
    // The counters hold every request of the batch: the next one alone sees them.
    const next = await t.other.hit([account(3)]);
    assert.equal(next.allowed, false);
    const [row] = await t.sql<{ count: number }[]>`
      select count from gateway.rate_limits where scope = 'actions:account' and subject = 'a1'`;
    assert.equal(row!.count, 5);
  } finally {
    await t.cleanup();
  }
});
