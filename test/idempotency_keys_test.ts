/**
 * Duplicate protection is scoped to the API key that made the first request: another key of the
 * same account runs its own request under its own permissions and never receives a response
 * computed with the first key's, on POST /actions (by text and by Idempotency-Key) and over MCP.
 * @module
 */
import assert from "node:assert/strict";
import type { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  api,
  chat,
  createKey,
  sharedServers,
  startOnServers,
  type TestSystem,
} from "./_harness.ts";
import { mcpClient } from "./_mcp.ts";

interface ActionBody {
  reply: string;
  actions: { tool: string; ok: boolean; request_id?: string }[];
  request_id: string;
  idempotent_replay: boolean;
}

async function act(
  sys: TestSystem,
  key: string,
  message: string,
  idempotencyKey?: string,
): Promise<ActionBody> {
  const res = await api(
    sys.baseUrl,
    "/actions",
    key,
    { message },
    idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey },
  );
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  return body;
}

async function accountOf(sys: TestSystem, handle: string): Promise<string> {
  const [row] = await sys.system.sql<{ account_id: string }[]>`
    select account_id from proposals.chat_identities where channel = 'web' and handle = ${handle}
  `;
  return row!.account_id;
}

async function proposals(sys: TestSystem, account: string): Promise<number> {
  const [row] = await sys.system.sql<{ n: number }[]>`
    select count(*)::int as n from proposals.proposals where account_id = ${account}
  `;
  return row!.n;
}

async function shopping(sys: TestSystem, account: string): Promise<string[]> {
  const rows = await sys.system.sql<{ name: string }[]>`
    select name from assistant.shopping_items where account_id = ${account} order by name
  `;
  return rows.map((r) => r.name);
}

async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  const first = result.content[0];
  return { result, text: first?.type === "text" ? first.text : "" };
}

Deno.test("duplicate protection never hands one key's stored response to another key of the account", async (t) => {
  const servers = await sharedServers();
  const sys = await startOnServers(servers);
  try {
    await chat(sys.baseUrl, "noa", "my email address is noa@example.com");
    const shoppingKey = await createKey(
      sys.baseUrl,
      "noa",
      "create an API key that can view and change my shopping list",
    );
    const proposeKey = await createKey(
      sys.baseUrl,
      "noa",
      "create an API key that can propose emails",
    );
    const account = await accountOf(sys, "noa");
    await act(sys, shoppingKey, "add bread to my shopping list");

    await t.step(
      "a read by text: the other key's same text runs under its own permissions",
      async () => {
        const first = await act(sys, shoppingKey, "what is on my shopping list?");
        assert.match(first.reply, /bread/);
        const other = await act(sys, proposeKey, "what is on my shopping list?");
        assert.equal(other.idempotent_replay, false);
        assert.notEqual(other.request_id, first.request_id);
        assert.doesNotMatch(other.reply, /bread/, "the list is not shown to a key without it");
        assert.ok(!other.actions.some((a) => a.tool === "shopping_list" && a.ok));
        // The first key's own repeat is still answered from its stored response.
        const again = await act(sys, shoppingKey, "what is on my shopping list?");
        assert.equal(again.idempotent_replay, true);
        assert.equal(again.request_id, first.request_id);
      },
    );

    await t.step(
      "a write by text: the other key's same text is not answered with the first's result",
      async () => {
        const first = await act(sys, shoppingKey, "add cheese to my shopping list");
        assert.ok(first.actions.some((a) => a.tool === "shopping_add" && a.ok));
        const other = await act(sys, proposeKey, "add cheese to my shopping list");
        assert.equal(other.idempotent_replay, false);
        assert.notEqual(other.request_id, first.request_id);
        assert.ok(!other.actions.some((a) => a.tool === "shopping_add" && a.ok));
        assert.deepEqual(await shopping(sys, account), ["bread", "cheese"]);
      },
    );

    await t.step("a write by Idempotency-Key: the other key's email proposal runs", async () => {
      const first = await act(sys, shoppingKey, "add eggs to my shopping list", "order-17");
      assert.ok(first.actions.some((a) => a.tool === "shopping_add" && a.ok));
      const before = await proposals(sys, account);
      const other = await act(
        sys,
        proposeKey,
        "send an email to bo@example.com saying the eggs are bought",
        "order-17",
      );
      assert.equal(other.idempotent_replay, false);
      const proposal = other.actions.find((a) => a.tool === "propose_action");
      assert.ok(proposal?.ok, JSON.stringify(other));
      assert.equal(await proposals(sys, account), before + 1);
      // Each key's repeat of the Idempotency-Key replays its own response.
      const mine = await act(sys, shoppingKey, "add eggs to my shopping list", "order-17");
      assert.equal(mine.idempotent_replay, true);
      assert.equal(mine.request_id, first.request_id);
      const theirs = await act(sys, proposeKey, "anything else", "order-17");
      assert.equal(theirs.idempotent_replay, true);
      assert.equal(theirs.request_id, other.request_id);
    });

    await t.step("a read by Idempotency-Key: the other key does not receive the list", async () => {
      const first = await act(sys, shoppingKey, "show my shopping list", "read-1");
      assert.match(first.reply, /eggs/);
      const other = await act(sys, proposeKey, "show my shopping list", "read-1");
      assert.equal(other.idempotent_replay, false);
      assert.doesNotMatch(other.reply, /eggs|bread|cheese/);
    });
  } finally {
    await sys.stop();
    await servers.cleanup();
  }
});

Deno.test("over MCP, duplicate protection is the key's own: another key's same call runs, and a read shows only what the key may see", async (t) => {
  const servers = await sharedServers();
  const sys = await startOnServers(servers);
  try {
    const one = await createKey(
      sys.baseUrl,
      "ole",
      "create an API key that can view and change my shopping list",
    );
    const two = await createKey(
      sys.baseUrl,
      "ole",
      "create an API key that can view and change my shopping list and notes",
    );
    const notesOnly = await createKey(
      sys.baseUrl,
      "ole",
      "create an API key that can view and change my notes",
    );
    const account = await accountOf(sys, "ole");
    const [a, b, c] = await Promise.all([
      mcpClient(sys.baseUrl, one),
      mcpClient(sys.baseUrl, two),
      mcpClient(sys.baseUrl, notesOnly),
    ]);
    try {
      await t.step("a write: the same call by another key runs, and is not a replay", async () => {
        const first = await callTool(a, "shopping_remove", { items: ["nothing yet"] });
        assert.equal(first.result.isError, true, "a failed call is not kept");
        const added = await callTool(a, "shopping_add", { items: ["flour"] });
        assert.ok(!added.result.isError, added.text);
        await callTool(a, "shopping_remove", { items: ["flour"] });
        assert.deepEqual(await shopping(sys, account), []);
        // The same call by the first key is a replay of its result and changes nothing ...
        const repeat = await callTool(a, "shopping_add", { items: ["flour"] });
        assert.equal(repeat.result._meta?.idempotent_replay, true);
        assert.deepEqual(await shopping(sys, account), []);
        // ... but by another key it runs: its own call, under its own permissions.
        const other = await callTool(b, "shopping_add", { items: ["flour"] });
        assert.ok(!other.result.isError, other.text);
        assert.notEqual(other.result._meta?.idempotent_replay, true);
        assert.deepEqual(await shopping(sys, account), ["flour"]);
      });

      await t.step(
        "a read: a key without the group is refused, whatever another key read",
        async () => {
          const seen = await callTool(a, "shopping_list", {});
          assert.match(seen.text, /flour/);
          const refused = await callTool(c, "shopping_list", {});
          assert.equal(refused.result.isError, true);
          assert.doesNotMatch(refused.text, /flour/);
        },
      );
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  } finally {
    await sys.stop();
    await servers.cleanup();
  }
});
