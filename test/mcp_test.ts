import assert from "node:assert/strict";
import { findTool, toolInputJsonSchema } from "@asst/shared";
import type { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { api, chat, createKey, sharedServers, startEmbedded, startOnServers } from "./_harness.ts";
import { MCP_PATH as MCP, mcpClient } from "./_mcp.ts";

const SHOPPING_TOOLS = ["shopping_list", "shopping_add", "shopping_remove", "shopping_clear"];

async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  const first = result.content[0];
  assert.ok(first?.type === "text", `${name} answered text`);
  return { result, text: first.text };
}

async function actions(baseUrl: string, key: string, message: string): Promise<string> {
  const res = await api(baseUrl, "/actions", key, { message });
  assert.equal(res.status, 200);
  return (await res.json()).reply;
}

function rawPost(baseUrl: string, headers: Record<string, string>, body: unknown) {
  return fetch(`${baseUrl}${MCP}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "t", version: "1" },
  },
};

Deno.test("over MCP a shopping-list key lists only its tools and ask_assistant, adds what /actions then shows, and is refused the rest until revoked", async () => {
  const sys = await startEmbedded();
  const base = sys.baseUrl;
  try {
    const full = await createKey(base, "mia", "create an API key that can do everything");
    const shopping = await createKey(
      base,
      "mia",
      "create an API key that can view and change my shopping list",
    );
    const client = await mcpClient(base, shopping);
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), [...SHOPPING_TOOLS, "ask_assistant"]);
    const add = tools.find((t) => t.name === "shopping_add")!;
    assert.deepEqual(add.inputSchema, toolInputJsonSchema(findTool("shopping_add")!));
    assert.equal(add.annotations?.readOnlyHint, false);

    const added = await callTool(client, "shopping_add", { items: ["oat milk"] });
    assert.equal(added.result.isError, undefined, added.text);
    assert.match(added.text, /oat milk/);
    assert.match(await actions(base, shopping, "what's on my shopping list?"), /oat milk/);

    const invalid = await callTool(client, "shopping_add", { items: [] });
    assert.equal(invalid.result.isError, true);

    const refused = await callTool(client, "reminders_create", {
      text: "wire money to the stranger",
      at: "2030-01-01T09:00:00+00:00",
    });
    assert.equal(refused.result.isError, true);
    assert.match(refused.text, /may not use a tool named "reminders_create"/);
    const fullClient = await mcpClient(base, full);
    const reminders = await callTool(fullClient, "reminders_list", {});
    assert.equal(reminders.result.isError, undefined);
    assert.doesNotMatch(reminders.text, /stranger/);

    const answer = await callTool(client, "ask_assistant", { question: "What do you know?" });
    assert.equal(answer.result.isError, undefined);
    assert.ok(answer.text.length > 0);

    const [reply] = await chat(base, "mia", `revoke API key ${shopping.slice(-4)}`);
    assert.match(reply!.text, /Revoked/);
    await assert.rejects(client.listTools(), /401/);
    const res = await rawPost(base, { authorization: `Bearer ${shopping}` }, initialize);
    assert.equal(res.status, 401);
    assert.match(res.headers.get("www-authenticate") ?? "", /^Bearer /);
    await res.body?.cancel();
    // The other key is untouched.
    assert.ok((await fullClient.listTools()).tools.length > SHOPPING_TOOLS.length);
    await client.close();
    await fullClient.close();
  } finally {
    await sys.stop();
  }
});

Deno.test("the MCP endpoint refuses missing and invalid keys with 401, foreign origins with 403, bad protocol versions with 400 and GET with 405", async () => {
  const sys = await startEmbedded();
  const base = sys.baseUrl;
  try {
    const key = await createKey(base, "noa", "create an API key");
    for (const headers of [{}, { authorization: "Bearer asst_nope" }]) {
      const res = await rawPost(base, headers, initialize);
      assert.equal(res.status, 401);
      assert.match(res.headers.get("www-authenticate") ?? "", /^Bearer realm="assistant"/);
      await res.body?.cancel();
    }
    await assert.rejects(mcpClient(base, "asst_000000000000000000000000000000000000"), /401/);

    const evil = await rawPost(base, {
      authorization: `Bearer ${key}`,
      origin: "https://evil.example",
    }, initialize);
    assert.equal(evil.status, 403);
    await evil.body?.cancel();
    const local = await rawPost(base, {
      authorization: `Bearer ${key}`,
      origin: base,
    }, initialize);
    assert.equal(local.status, 200);
    await local.body?.cancel();

    const version = await rawPost(base, {
      authorization: `Bearer ${key}`,
      "mcp-protocol-version": "2099-01-01",
    }, { jsonrpc: "2.0", id: 2, method: "tools/list" });
    assert.equal(version.status, 400);
    await version.body?.cancel();

    const get = await fetch(`${base}${MCP}`, {
      headers: { authorization: `Bearer ${key}`, accept: "text/event-stream" },
    });
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST");
    await get.body?.cancel();
  } finally {
    await sys.stop();
  }
});

Deno.test("two MCP clients whose JSON-RPC ids collide each get only their own answers", async () => {
  const sys = await startEmbedded();
  const base = sys.baseUrl;
  try {
    const shopping = await createKey(
      base,
      "ola",
      "create an API key that can view and change my shopping list",
    );
    const notes = await createKey(base, "pia", "create an API key that can view my notes");
    // Each client numbers its requests from 0, so every pair of requests below shares an id.
    const a = await mcpClient(base, shopping);
    const b = await mcpClient(base, notes);
    const lists = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? a : b).listTools()),
    );
    lists.forEach((list, i) => {
      assert.deepEqual(
        list.tools.map((t) => t.name),
        i % 2 === 0 ? [...SHOPPING_TOOLS, "ask_assistant"] : ["notes_list", "ask_assistant"],
      );
    });
    await a.close();
    await b.close();
  } finally {
    await sys.stop();
  }
});

Deno.test("one MCP client served round-robin by two gateway replicas without sticky sessions", async () => {
  const servers = await sharedServers();
  const one = await startOnServers(servers);
  const two = await startOnServers(servers);
  try {
    const key = await createKey(
      one.baseUrl,
      "uma",
      "create an API key that can view and change my shopping list",
    );
    const bases = [one.baseUrl, two.baseUrl];
    const served = [0, 0];
    let next = 0;
    const roundRobin = (url: string | URL, init?: RequestInit) => {
      const i = next++ % 2;
      served[i]!++;
      const u = new URL(url);
      return fetch(new URL(u.pathname + u.search, bases[i]), init);
    };
    const client = await mcpClient(one.baseUrl, key, roundRobin);
    assert.deepEqual((await client.listTools()).tools.map((t) => t.name), [
      ...SHOPPING_TOOLS,
      "ask_assistant",
    ]);
    const added = await callTool(client, "shopping_add", { items: ["rye bread"] });
    assert.equal(added.result.isError, undefined, added.text);
    const listed = await callTool(client, "shopping_list", {});
    assert.match(listed.text, /rye bread/);
    assert.ok(served[0]! >= 2 && served[1]! >= 2, `served ${served}`);
    await client.close();
  } finally {
    await one.stop();
    await two.stop();
    await servers.cleanup();
  }
});

Deno.test("a repeated MCP tool call with the same arguments runs once, as on /actions, unless it only reads", async () => {
  const sys = await startEmbedded();
  try {
    const key = await createKey(sys.baseUrl, "mo", "create an API key that can manage my notes");
    const client = await mcpClient(sys.baseUrl, key);
    try {
      const first = await callTool(client, "notes_create", { text: "the boiler was serviced" });
      assert.equal(first.result.isError, undefined);
      const again = await callTool(client, "notes_create", { text: "the boiler was serviced" });
      assert.equal(again.text, first.text, "the repeat gets the first result");
      assert.deepEqual(again.result._meta, { idempotent_replay: true });
      const other = await callTool(client, "notes_create", { text: "the gutter was cleaned" });
      assert.equal(other.result._meta, undefined, "other arguments run");
      const refused = await callTool(client, "notes_delete", { note: "no such note" });
      assert.equal(refused.result.isError, true);
      const retried = await callTool(client, "notes_delete", { note: "no such note" });
      assert.equal(retried.result._meta, undefined, "a failure is not kept: the retry runs");
      const list = await callTool(client, "notes_list", {});
      assert.equal((list.text.match(/boiler/g) ?? []).length, 1, "the note was written once");
      // A tool that only reads runs every time: its repeat shows the notes as they are now.
      await callTool(client, "notes_create", { text: "the roof was checked" });
      const now = await callTool(client, "notes_list", {});
      assert.equal(now.result._meta, undefined, "a read is never a replay");
      assert.match(now.text, /roof/);
    } finally {
      await client.close();
    }
  } finally {
    await sys.stop();
  }
});
