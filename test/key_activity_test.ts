/**
 * Per-key activity through the real system: two gateways on this machine's Postgres and NATS,
 * two keys making calls that are allowed and refused over /actions, /messages and MCP, then
 * "what did my keys do today?" in the web chat.
 * @module
 */
import assert from "node:assert/strict";
import { call, gatewaySubjects } from "@asst/shared";
import {
  api,
  chat,
  createKey,
  sharedServers,
  startOnServers,
  type TestSystem,
  waitFor,
} from "./_harness.ts";
import { mcpToolCall } from "./_mcp.ts";

async function mcpCall(baseUrl: string, key: string, name: string): Promise<unknown> {
  const res = await mcpToolCall(baseUrl, key, name);
  assert.equal(res.status, 200);
  return (await res.json()).result;
}

async function status(res: Response): Promise<number> {
  await res.body?.cancel();
  return res.status;
}

/**
 * Rate-limit windows and activity hours are aligned to the wall clock: a test that counts within
 * one must not start in its last seconds (nor a day's, which ends with an hour).
 */
async function awayFromHourEdge(margin = 30): Promise<void> {
  const left = 3600 - (Date.now() / 1000) % 3600;
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
}

async function accountOf(sys: TestSystem, handle: string): Promise<string> {
  const [row] = await sys.system.sql<{ account_id: string }[]>`
    select account_id from proposals.chat_identities where channel = 'web' and handle = ${handle}
  `;
  return row!.account_id;
}

Deno.test('"what did my keys do today?" in the web chat answers per key the calls two gateways counted: allowed, refused, MCP; /metrics carries no key', async () => {
  const servers = await sharedServers();
  const env = {
    RATE_LIMIT_ACTIONS_PER_MINUTE: "4",
    RATE_LIMIT_WINDOW_SECONDS: "3600",
    // Each gateway writes what it counted every 100 ms; the one that answers writes its own first.
    ACTIVITY_FLUSH_MS: "100",
  };
  const one = await startOnServers(servers, env);
  const two = await startOnServers(servers, env);
  try {
    await awayFromHourEdge();
    const user = "activity-ana";
    const shopKey = await createKey(
      one.baseUrl,
      user,
      "create an API key called zanzibar-shop that can view and add to my shopping list",
    );
    const readerKey = await createKey(one.baseUrl, user, "create an API key called quokka-reader");
    const account = await accountOf(one, user);
    const [shop, reader] = await one.system.sql<{ id: string; last4: string }[]>`
      select id::text, last4 from gateway.api_keys where account_id = ${account} order by created_at
    `;

    // The shopping key: two turns (one per gateway), an MCP tool, an MCP tool it may not use,
    // then a fifth call over the limit of 4.
    const add = await api(one.baseUrl, "/actions", shopKey, {
      message: "add milk to my shopping list",
    });
    assert.equal(add.status, 200);
    assert.deepEqual((await add.json()).actions.map((a: { tool: string }) => a.tool), [
      "shopping_add",
    ]);
    assert.equal(
      await status(
        await api(two.baseUrl, "/actions", shopKey, { message: "what's on my shopping list?" }),
      ),
      200,
    );
    const listed = await mcpCall(two.baseUrl, shopKey, "shopping_list") as { isError?: boolean };
    assert.notEqual(listed.isError, true);
    const notes = await mcpCall(one.baseUrl, shopKey, "notes_list") as { isError?: boolean };
    assert.equal(notes.isError, true);
    assert.equal(
      await status(
        await api(one.baseUrl, "/actions", shopKey, { message: "add eggs to my shopping list" }),
      ),
      429,
    );
    // The answer-only key: a question, and /actions, which it may not use.
    assert.equal(
      await status(await api(two.baseUrl, "/messages", readerKey, { message: "what's my name?" })),
      200,
    );
    assert.equal(
      await status(
        await api(two.baseUrl, "/actions", readerKey, { message: "add tea to my shopping list" }),
      ),
      403,
    );
    // A call without a valid key is nobody's.
    assert.equal(await status(await api(one.baseUrl, "/messages", null, { message: "hi" })), 401);

    const dayStart = new Date(new Date().toISOString().slice(0, 10) + "T00:00:00Z");
    const question = {
      account_id: account,
      from: dayStart.toISOString(),
      to: new Date(dayStart.getTime() + 86_400_000).toISOString(),
      key: null,
    };
    const total = (r: { activity: { calls: number }[] }) =>
      r.activity.reduce((n, a) => n + a.calls, 0);
    // Each gateway flushes on its own: wait until both have written what they counted.
    const report = await waitFor("both gateways' counts", async () => {
      const r = await call(one.system.bus, gatewaySubjects.keyActivity, question);
      return r.keys.map(total).join(",") === "5,2" ? r : null;
    });
    const byLabel = Object.fromEntries(report.keys.map((k) => [k.label, k.activity]));
    const sorted = (rows: typeof report.keys[number]["activity"]) =>
      rows.map((a) => `${a.endpoint} ${a.tool} ${a.outcome} ${a.calls}`).sort();
    assert.deepEqual(sorted(byLabel["zanzibar-shop"]!), [
      "actions  rate_limited 1",
      "actions shopping_add allowed 1",
      "actions shopping_list allowed 1",
      "mcp notes_list tool_not_allowed 1",
      "mcp shopping_list allowed 1",
    ]);
    assert.deepEqual(sorted(byLabel["quokka-reader"]!), [
      "actions  forbidden 1",
      "messages  allowed 1",
    ]);

    const [answer] = await chat(two.baseUrl, user, "what did my keys do today?");
    const text = answer!.text;
    assert.match(text, /^What your API keys did today \(\w{3} \d{1,2} \w{3}\), UTC time:\n/);
    assert.ok(
      text.includes(
        [
          `• zanzibar-shop (…${shop!.last4}): 5 calls, 3 allowed, 2 refused`,
          "  via /actions 3, MCP 2",
          "  tools: shopping_list ×2, shopping_add ×1",
          "  refused: a tool it may not use (notes_list) on MCP ×1, over the rate limit (429) on /actions ×1",
        ].join("\n"),
      ),
      text,
    );
    assert.ok(
      text.includes(
        [
          `• quokka-reader (…${reader!.last4}): 2 calls, 1 allowed, 1 refused`,
          "  via /actions 1, /messages 1",
          "  refused: not allowed (403) on /actions ×1",
        ].join("\n"),
      ),
      text,
    );
    for (const secret of [shopKey, readerKey, "milk", "what's my name"]) {
      assert.equal(text.includes(secret), false, "no key and no message text in the answer");
    }

    const [one_] = await chat(one.baseUrl, user, "what did key quokka-reader do today?");
    assert.match(one_!.text, /^What your key did today/);
    assert.equal(one_!.text.includes("zanzibar-shop"), false, "only the key asked about");
    const [yesterday] = await chat(one.baseUrl, user, "what did my keys do yesterday?");
    // Both keys were made today: plainly, nothing.
    assert.match(
      yesterday!.text,
      /^You had no API keys yesterday \(\w{3} \d{1,2} \w{3}\), UTC time\./,
    );
    const [unknown] = await chat(one.baseUrl, user, "what did key platypus do today?");
    assert.match(unknown!.text, /^You have no API key called "platypus"/);
    const [unreadable] = await chat(one.baseUrl, user, "what did my keys do last fortnight?");
    assert.match(unreadable!.text, /^I can't read the time "last fortnight"/);
    const [hostile] = await chat(one.baseUrl, user, `what did key ${"<b>".repeat(1000)} do?`);
    assert.match(hostile!.text, /can't be a key's name/);
    assert.ok(hostile!.text.length < 400);

    // No metric label carries a key, an account or a key's name.
    for (const sys of [one, two]) {
      const metrics = await (await fetch(`${sys.baseUrl}/metrics`)).text();
      for (const secret of [shop!.id, reader!.id, account, "zanzibar-shop", "quokka-reader"]) {
        assert.equal(metrics.includes(secret), false, `/metrics holds ${secret}`);
      }
    }
  } finally {
    await two.stop();
    await one.stop();
    await servers.cleanup();
  }
});

Deno.test("a gateway that stops writes the calls it counted since its last flush", async () => {
  const servers = await sharedServers();
  // Never flushed by the loop during the test: only on stop.
  const env = { ACTIVITY_FLUSH_MS: "3600000" };
  const one = await startOnServers(servers, env);
  const two = await startOnServers(servers, env);
  try {
    await awayFromHourEdge();
    const key = await createKey(one.baseUrl, "activity-bo", "create an API key called otter");
    for (let i = 0; i < 3; i++) {
      assert.equal(
        await status(await api(two.baseUrl, "/messages", key, { message: `hi ${i}` })),
        200,
      );
    }
    const count = async () => {
      const [row] = await one.system.sql<{ n: string | null }[]>`
        select sum(calls)::text as n from gateway.key_activity
      `;
      return Number(row?.n ?? 0);
    };
    // The loop's first run at start found nothing; the calls wait in the second gateway's memory.
    assert.equal(await count(), 0);
    await two.stop();
    assert.equal(await count(), 3);
  } finally {
    await one.stop();
    await servers.cleanup();
  }
});
