import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { api, chat, createKey, sharedServers, startOnServers, tap } from "./_harness.ts";

const MCP = "/api/assistant/v1/mcp";

async function actions(baseUrl: string, key: string, message: string) {
  const res = await api(baseUrl, "/actions", key, { message });
  assert.equal(res.status, 200);
  return await res.json() as { reply: string; actions: { tool: string; ok: boolean }[] };
}

Deno.test("a key that may view and add to the shopping list adds, but never removes or clears, on /actions and MCP alike", async () => {
  const servers = await sharedServers();
  const sys = await startOnServers(servers);
  const base = sys.baseUrl;
  try {
    const [ask] = await chat(
      base,
      "ada",
      "create an API key that can view and add to my shopping list",
    );
    assert.match(ask!.text, /shopping list: view and add items/);
    assert.doesNotMatch(ask!.text, /remove|empty/);
    const [full] = await chat(base, "ada", "create an API key that can manage my shopping list");
    assert.match(full!.text, /remove items and empty the list/);
    await tap(base, "ada", full!.buttons.find((b) => b.label === "Cancel")!.data);
    const confirm = ask!.buttons.find((b) => b.label === "Confirm")!;
    const replies = await tap(base, "ada", confirm.data);
    const key = replies.flatMap((m) => m.text.match(/asst_[0-9A-Za-z]{36}/g) ?? [])[0]!;
    const [listed] = await chat(base, "ada", "list my API keys");
    assert.match(listed!.text, /shopping: read, add/);

    // The assistant offers the model only the tools of the level, and re-checks each call.
    const added = await actions(base, key, "add oat milk and eggs to my shopping list");
    assert.deepEqual(added.actions.map((a) => [a.tool, a.ok]), [["shopping_add", true]]);
    const cleared = await actions(base, key, "clear my shopping list");
    assert.ok(!cleared.actions.some((a) => a.ok), JSON.stringify(cleared));
    assert.match((await actions(base, key, "what is on my shopping list?")).reply, /oat milk/);

    // MCP lists and runs the same tools, and refuses the others.
    const client = new Client({ name: "levels-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}${MCP}`), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
    try {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((t) => t.name), [
        "shopping_list",
        "shopping_add",
        "ask_assistant",
      ]);
      assert.equal(tools[1]!.annotations?.destructiveHint, false);
      const refused = await client.callTool({
        name: "shopping_clear",
        arguments: {},
      }) as CallToolResult;
      assert.equal(refused.isError, true);
      const still = await client.callTool({
        name: "shopping_list",
        arguments: {},
      }) as CallToolResult;
      assert.match(JSON.stringify(still.content), /oat milk/);
    } finally {
      await client.close();
    }

    // A key that may act on the list still does everything there.
    const manager = await createKey(
      base,
      "ada",
      "create an API key that can manage my shopping list",
    );
    const emptied = await actions(base, manager, "clear my shopping list");
    assert.deepEqual(emptied.actions.map((a) => [a.tool, a.ok]), [["shopping_clear", true]]);
  } finally {
    await sys.stop();
    await servers.cleanup();
  }
});
