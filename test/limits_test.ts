import assert from "node:assert/strict";
import { connectPostgres } from "@asst/shared/db";
import {
  api,
  chat,
  createKey,
  sharedServers,
  startOnServers,
  type TestSystem,
} from "./_harness.ts";
import { mcpToolCall as mcpCall } from "./_mcp.ts";

function rateHeaders(res: Response): { limit: number; remaining: number; reset: number } {
  const read = (name: string) => {
    const raw = res.headers.get(name);
    assert.ok(raw !== null && /^\d+$/.test(raw), `${name} is a whole number, got ${raw}`);
    return Number(raw);
  };
  return {
    limit: read("ratelimit-limit"),
    remaining: read("ratelimit-remaining"),
    reset: read("ratelimit-reset"),
  };
}

/**
 * Windows are aligned to the wall clock, so a test that counts within one window must not start
 * in its last seconds: a burst that crossed the edge would be counted in two windows. Waits for
 * the next window when fewer than `margin` seconds are left (only for windows longer than that).
 */
async function awayFromWindowEdge(windowSeconds: number, margin = 20): Promise<void> {
  if (windowSeconds <= margin) return;
  const left = windowSeconds - (Date.now() / 1000) % windowSeconds;
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
}

async function twoReplicas(env: Record<string, string>) {
  const servers = await sharedServers();
  const one = await startOnServers(servers, env);
  const two = await startOnServers(servers, env);
  await awayFromWindowEdge(Number(env.RATE_LIMIT_WINDOW_SECONDS ?? 60));
  return {
    one,
    two,
    servers,
    stop: async () => {
      await one.stop();
      await two.stop();
      await servers.cleanup();
    },
  };
}

Deno.test("a burst of /actions across two gateway replicas admits exactly the limit, then 429 with Retry-After and RateLimit headers", async () => {
  const t = await twoReplicas({ RATE_LIMIT_ACTIONS_PER_MINUTE: "5" });
  try {
    const key = await createKey(t.one.baseUrl, "ana", "create an API key that can do everything");
    const responses = await Promise.all(
      Array.from(
        { length: 12 },
        (_, i) =>
          api(i % 2 ? t.two.baseUrl : t.one.baseUrl, "/actions", key, {
            message: `what's on my shopping list? (${i})`,
          }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 5, `statuses: ${statuses}`);
    assert.equal(statuses.filter((s) => s === 429).length, 7, `statuses: ${statuses}`);
    for (const res of responses) {
      const h = rateHeaders(res);
      assert.equal(h.limit, 5);
      assert.ok(h.reset >= 1 && h.reset <= 60);
      if (res.status === 429) {
        assert.equal(h.remaining, 0);
        const body = await res.json();
        assert.equal(body.code, "rate_limited");
        const retryAfter = Number(res.headers.get("retry-after"));
        assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60);
        assert.equal(retryAfter, h.reset);
      } else {
        await res.body?.cancel();
      }
    }
    const remaining = responses.filter((r) => r.status === 200).map((r) =>
      rateHeaders(r).remaining
    );
    assert.deepEqual(remaining.sort(), [0, 1, 2, 3, 4]);
  } finally {
    await t.stop();
  }
});

Deno.test("waiting exactly Retry-After after a 429 succeeds", async () => {
  const t = await twoReplicas({
    RATE_LIMIT_ACTIONS_PER_MINUTE: "1",
    RATE_LIMIT_WINDOW_SECONDS: "2",
  });
  try {
    const key = await createKey(t.one.baseUrl, "bo", "create an API key that can do everything");
    let refused: Response | null = null;
    for (let i = 0; i < 3 && !refused; i++) {
      const res = await api(t.one.baseUrl, "/actions", key, { message: `list my notes ${i}` });
      if (res.status === 429) refused = res;
      else await res.body?.cancel();
    }
    assert.ok(refused, "the second request in a window is refused");
    const retryAfter = Number(refused.headers.get("retry-after"));
    assert.ok(retryAfter >= 1 && retryAfter <= 2, `Retry-After ${retryAfter}`);
    await refused.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    const res = await api(t.two.baseUrl, "/actions", key, { message: "list my notes again" });
    assert.equal(res.status, 200);
    await res.body?.cancel();
  } finally {
    await t.stop();
  }
});

Deno.test("/messages is limited per origin, the origin read from X-Forwarded-For behind one trusted proxy", async () => {
  const t = await twoReplicas({
    RATE_LIMIT_MESSAGES_PER_ORIGIN_PER_MINUTE: "3",
    RATE_LIMIT_MESSAGES_PER_MINUTE: "100",
    TRUSTED_PROXY_HOPS: "1",
  });
  try {
    const a = await createKey(t.one.baseUrl, "cy", "create an API key");
    const b = await createKey(t.one.baseUrl, "di", "create an API key");
    // The client writes a fake first entry; the proxy appends the real address.
    const from = (ip: string) => ({ "x-forwarded-for": `9.9.9.9, ${ip}` });
    const send = (sys: TestSystem, key: string, ip: string, i: number) =>
      api(sys.baseUrl, "/messages", key, { message: `what is my name? ${i}` }, from(ip));
    const burst = await Promise.all([
      send(t.one, a, "203.0.113.7", 1),
      send(t.two, b, "203.0.113.7", 2),
      send(t.one, b, "203.0.113.7", 3),
      send(t.two, a, "203.0.113.7", 4),
      send(t.one, a, "203.0.113.7", 5),
    ]);
    const statuses = burst.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 3, `statuses: ${statuses}`);
    assert.equal(statuses.filter((s) => s === 429).length, 2, `statuses: ${statuses}`);
    for (const res of burst) {
      assert.equal(rateHeaders(res).limit, 3);
      await res.body?.cancel();
    }
    // Another client address behind the same proxy, with the same keys, is not limited.
    const other = await send(t.two, a, "198.51.100.2", 6);
    assert.equal(other.status, 200);
    assert.equal(rateHeaders(other).remaining, 2);
    await other.body?.cancel();
  } finally {
    await t.stop();
  }
});

Deno.test("a bad key gets 401 before any limit, and an answer-only key 403 on /actions, uncounted", async () => {
  const t = await twoReplicas({ RATE_LIMIT_ACTIONS_PER_MINUTE: "1" });
  try {
    const answerOnly = await createKey(t.one.baseUrl, "ed", "create an API key");
    for (let i = 0; i < 3; i++) {
      const res = await api(t.one.baseUrl, "/actions", answerOnly, { message: `hi ${i}` });
      assert.equal(res.status, 403);
      await res.body?.cancel();
    }
    const bad = await api(t.one.baseUrl, "/actions", "asst_nope", { message: "hi" });
    assert.equal(bad.status, 401);
    await bad.body?.cancel();
    // The limit is checked before the body: an invalid body of a limited account is a 429.
    const key = await createKey(t.one.baseUrl, "ed", "create an API key that can do everything");
    const first = await api(t.one.baseUrl, "/actions", key, { message: "list my notes" });
    assert.equal(first.status, 200);
    await first.body?.cancel();
    const invalid = await api(t.two.baseUrl, "/actions", key, "{not json");
    assert.equal(invalid.status, 429);
    await invalid.body?.cancel();
  } finally {
    await t.stop();
  }
});

Deno.test("MCP tool calls count as /actions and ask_assistant as /messages, refused with the same 429", async () => {
  const t = await twoReplicas({
    RATE_LIMIT_ACTIONS_PER_MINUTE: "2",
    RATE_LIMIT_MESSAGES_PER_MINUTE: "1",
  });
  try {
    const key = await createKey(t.one.baseUrl, "flo", "create an API key that can do everything");
    const statuses: number[] = [];
    for (const sys of [t.one, t.two, t.one]) {
      const res = await mcpCall(sys.baseUrl, key, "shopping_list", {});
      statuses.push(res.status);
      if (res.status === 429) {
        assert.ok(Number(res.headers.get("retry-after")) >= 1);
        assert.equal(rateHeaders(res).remaining, 0);
        assert.equal((await res.json()).code, "rate_limited");
      } else await res.body?.cancel();
    }
    assert.deepEqual(statuses, [200, 200, 429]);
    const ask1 = await mcpCall(t.two.baseUrl, key, "ask_assistant", { question: "who am I?" });
    assert.equal(ask1.status, 200);
    await ask1.body?.cancel();
    const ask2 = await mcpCall(t.one.baseUrl, key, "ask_assistant", { question: "who am I?" });
    assert.equal(ask2.status, 429);
    await ask2.body?.cancel();
  } finally {
    await t.stop();
  }
});

Deno.test("the spending cap answers 402 exactly when reached, on /messages, /actions and MCP, until next month", async () => {
  // The local model costs $0.0001 a call: a cap of $0.0003 allows exactly three calls.
  const t = await twoReplicas({ MONTHLY_SPEND_CAP_USD: "0.0003" });
  const sql = connectPostgres(t.servers.env.DATABASE_URL!, { max: 1 });
  try {
    const key = await createKey(t.one.baseUrl, "gus", "create an API key that can do everything");
    const first = await api(t.one.baseUrl, "/messages", key, { message: "what is my name?" });
    assert.equal(first.status, 200);
    await first.body?.cancel();
    const second = await api(t.two.baseUrl, "/actions", key, { message: "list my notes" });
    assert.equal(second.status, 200);
    await second.body?.cancel();
    const third = await mcpCall(t.one.baseUrl, key, "shopping_list", {});
    assert.equal(third.status, 200);
    await third.body?.cancel();

    const rows = await sql<{ kind: string; model: string; cost_usd: string }[]>`
      select kind, model, cost_usd::text from gateway.spend_ledger order by id
    `;
    assert.deepEqual(rows.map((r) => [r.kind, r.model, Number(r.cost_usd)]), [
      ["messages", "local", 0.0001],
      ["actions", "local", 0.0001],
      ["mcp", "none", 0.0001],
    ]);

    const capped = await api(t.two.baseUrl, "/actions", key, { message: "list my notes again" });
    assert.equal(capped.status, 402);
    assert.equal((await capped.json()).code, "spending_cap_reached");
    assert.ok(rateHeaders(capped).limit > 0, "a 402 still carries the RateLimit headers");
    const cappedMessage = await api(t.one.baseUrl, "/messages", key, { message: "hello?" });
    assert.equal(cappedMessage.status, 402);
    await cappedMessage.body?.cancel();
    const cappedMcp = await mcpCall(t.one.baseUrl, key, "shopping_list", {});
    assert.equal(cappedMcp.status, 402);
    await cappedMcp.body?.cancel();
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from gateway.spend_ledger`;
    assert.equal(count?.n, 3, "refused calls are not charged");

    const spent = await chat(t.one.baseUrl, "gus", "how much have I spent this month?");
    assert.match(spent.map((m) => m.text).join("\n"), /\$0\.0003.*\$0\.0003/s);

    // Last month's spend does not count this month.
    await sql`update gateway.spend_ledger set at = date_trunc('month', now()) - interval '1 day'`;
    const again = await api(t.two.baseUrl, "/actions", key, { message: "list my notes at last" });
    assert.equal(again.status, 200);
    await again.body?.cancel();
  } finally {
    await sql.end();
    await t.stop();
  }
});
