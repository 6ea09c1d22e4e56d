import assert from "node:assert/strict";
import {
  AppError,
  ERROR_CODE,
  everything,
  findTool,
  toolInputJsonSchema,
  toolsFor,
} from "@asst/shared";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { KeyPrincipal } from "../keys/key_store.ts";
import { ASK_TOOL, type CallKind, MCP_PATH } from "./mcp.ts";
import { setup, SHOPPING, SHOPPING_TOOLS } from "../../testing/mcp_fixtures.ts";
import { publicOrigin, resourceChallenge } from "../oauth/metadata.ts";

const initialize = (id: number | string = 1) => ({
  jsonrpc: "2.0",
  id,
  method: "initialize",
  params: {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "raw", version: "1" },
  },
});

const listTools = (id: number | string) => ({ jsonrpc: "2.0", id, method: "tools/list" });

function text(result: CallToolResult): string {
  const first = result.content[0];
  assert.ok(first && first.type === "text");
  return first.text;
}

Deno.test("tools/list shows exactly the key's tools, with schemas, descriptions and annotations, and ask_assistant", async () => {
  const t = await setup();
  try {
    const { key } = await t.key(SHOPPING);
    const client = await t.client(key);
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((x) => x.name), [...SHOPPING_TOOLS, ASK_TOOL]);
    for (const name of SHOPPING_TOOLS) {
      const listed = tools.find((x) => x.name === name)!;
      const defined = findTool(name)!;
      assert.deepEqual(listed.inputSchema, toolInputJsonSchema(defined));
      assert.equal(listed.description, defined.description);
      assert.equal(listed.annotations?.readOnlyHint, defined.annotations.readOnlyHint);
      assert.equal(listed.annotations?.destructiveHint, defined.annotations.destructiveHint);
      assert.equal(listed.annotations?.idempotentHint, defined.annotations.idempotentHint);
      assert.match(listed.annotations?.title ?? "", /^Shopping list: /);
    }
    const clear = tools.find((x) => x.name === "shopping_clear")!;
    assert.equal(clear.annotations?.destructiveHint, true);
    assert.equal(clear.annotations?.readOnlyHint, false);
    const ask = tools.find((x) => x.name === ASK_TOOL)!;
    assert.equal(ask.annotations?.readOnlyHint, true);
    assert.deepEqual(ask.inputSchema.required, ["question"]);
    await client.close();
  } finally {
    await t.cleanup();
  }
});

Deno.test("an answer-only key lists only ask_assistant, and a full key every tool of its account", async () => {
  const t = await setup();
  try {
    const answerOnly = await t.key({ groups: {}, propose: false });
    const full = await t.key(everything());
    const a = await t.client(answerOnly.key);
    assert.deepEqual((await a.listTools()).tools.map((x) => x.name), [ASK_TOOL]);
    const f = await t.client(full.key);
    const names = (await f.listTools()).tools.map((x) => x.name);
    assert.deepEqual(names, [
      ...toolsFor(everything(), { businessMode: false }).map((x) => x.name),
      ASK_TOOL,
    ]);
    await a.close();
    await f.close();
  } finally {
    await t.cleanup();
  }
});

Deno.test("tools/call runs the tool for the key's account and permissions and returns its summary and data", async () => {
  const t = await setup();
  try {
    const { key, account, keyId } = await t.key(SHOPPING);
    const client = await t.client(key);
    const result = await client.callTool({
      name: "shopping_add",
      arguments: { items: ["milk", "eggs"] },
    }) as CallToolResult;
    assert.equal(result.isError, undefined);
    assert.equal(text(result), "Added milk and eggs to your shopping list.");
    assert.deepEqual(result.structuredContent, {
      data: { added: [{ id: "item-0", text: "milk" }, { id: "item-1", text: "eggs" }] },
    });
    const run = t.calls.filter((c) => c.subject === "tool");
    assert.deepEqual(run.map((c) => c.payload), [{
      account_id: account,
      key_id: keyId,
      permissions: SHOPPING,
      tool: "shopping_add",
      input: { items: ["milk", "eggs"] },
    }]);
    await client.close();
  } finally {
    await t.cleanup();
  }
});

Deno.test("a tool failure or refusal from the assistant comes back as isError with its text", async () => {
  const t = await setup();
  try {
    const { key } = await t.key(SHOPPING);
    const client = await t.client(key);
    const result = await client.callTool({ name: "shopping_add", arguments: {} }) as CallToolResult;
    assert.equal(result.isError, true);
    assert.match(text(result), /"items" is missing/);
    assert.equal(result.structuredContent, undefined);
    await client.close();
  } finally {
    await t.cleanup();
  }
});

Deno.test("a tool outside the key is refused as an MCP error and nothing runs", async () => {
  const t = await setup();
  try {
    const { key } = await t.key(SHOPPING);
    const client = await t.client(key);
    for (const name of ["reminders_create", "no_such_tool", "x".repeat(500)]) {
      const result = await client.callTool({
        name,
        arguments: { text: "hack", at: "2030-01-01T09:00:00+00:00" },
      }) as CallToolResult;
      assert.equal(result.isError, true);
      assert.match(text(result), /^This key may not use a tool named "/);
      assert.ok(text(result).length < 400, "a hostile name is not echoed whole");
    }
    assert.equal(t.calls.filter((c) => c.subject === "tool").length, 0);
    await client.close();
  } finally {
    await t.cleanup();
  }
});

Deno.test("ask_assistant asks the assistant what /messages would, and refuses an empty, blank or oversized question without asking", async () => {
  const t = await setup();
  try {
    const { key, account, keyId } = await t.key({ groups: {}, propose: false });
    const client = await t.client(key);
    const result = await client.callTool({
      name: ASK_TOOL,
      arguments: { question: "When is my dentist appointment?" },
    }) as CallToolResult;
    assert.equal(text(result), "You asked: When is my dentist appointment?");
    assert.deepEqual(result.structuredContent, {
      data: { reply: "You asked: When is my dentist appointment?", model: "fake" },
    });
    assert.deepEqual(t.calls.filter((c) => c.subject === "answer").map((c) => c.payload), [{
      account_id: account,
      key_id: keyId,
      message: "When is my dentist appointment?",
    }]);
    for (
      const args of [
        {},
        { question: "" },
        { question: "   \n" },
        { question: "x".repeat(4001) },
        { question: 42 },
        { question: "ok", extra: true },
      ]
    ) {
      const refused = await client.callTool({ name: ASK_TOOL, arguments: args }) as CallToolResult;
      assert.equal(refused.isError, true, JSON.stringify(args).slice(0, 80));
      assert.match(text(refused), /^ask_assistant needs \{"question": "<text>"\}/);
    }
    assert.equal(t.calls.filter((c) => c.subject === "answer").length, 1);
    await client.close();
  } finally {
    await t.cleanup();
  }
});

Deno.test("a missing, malformed, unknown or revoked key gets 401 with WWW-Authenticate: Bearer", async () => {
  const t = await setup();
  try {
    const { key, account } = await t.key(SHOPPING, "bot");
    assert.equal((await t.post(initialize(), { authorization: `Bearer ${key}` })).status, 200);
    const revoked = await t.store.revoke(account, "bot");
    t.authenticator.invalidate(revoked.fingerprints);
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      basic: `Basic ${key}`,
      garbage: "Bearer not-a-key",
      unknown: `Bearer ${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`,
      revoked: `Bearer ${key}`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const res = await t.post(initialize(), authorization ? { authorization } : {});
      assert.equal(res.status, 401, name);
      assert.match(res.headers.get("www-authenticate") ?? "", /^Bearer realm="assistant"/, name);
      assert.equal(res.headers.get("content-type"), "application/problem+json");
      const body = await res.json();
      assert.equal(body.code, ERROR_CODE.unauthorized);
      assert.ok(!JSON.stringify(body).includes(key), "the key is never echoed");
    }
    assert.equal(t.calls.length, 0);
  } finally {
    await t.cleanup();
  }
});

Deno.test("a foreign Origin is refused with 403 before the key is looked at; no Origin, the same host and loopback pass", async () => {
  const t = await setup();
  try {
    const { key } = await t.key(SHOPPING);
    const auth = { authorization: `Bearer ${key}` };
    for (
      const origin of [
        "https://evil.example",
        "http://evil.example:8080",
        "null",
        "not a url",
        "file:///etc/passwd",
      ]
    ) {
      const res = await t.post(initialize(), { ...auth, origin, host: "assistant.example" });
      assert.equal(res.status, 403, origin);
      assert.equal((await res.json()).code, ERROR_CODE.forbidden);
      // Without a key, still 403: a foreign page learns nothing about keys.
      assert.equal((await t.post(initialize(), { origin })).status, 403, origin);
    }
    const allowed: Record<string, string>[] = [
      {},
      { origin: "https://assistant.example", host: "assistant.example" },
      { origin: "http://127.0.0.1:8080", host: "assistant.example" },
      { origin: "http://localhost:3000" },
      { origin: "http://[::1]:3000" },
    ];
    for (const headers of allowed) {
      const res = await t.post(initialize(), { ...auth, ...headers });
      assert.equal(res.status, 200, JSON.stringify(headers));
    }
  } finally {
    await t.cleanup();
  }
});

Deno.test("with allowedOrigins configured only those origins pass", async () => {
  const t = await setup({ allowedOrigins: ["https://app.example.com"] });
  try {
    const { key } = await t.key(SHOPPING);
    const auth = { authorization: `Bearer ${key}` };
    const ok = await t.post(initialize(), { ...auth, origin: "https://app.example.com" });
    assert.equal(ok.status, 200);
    const loopback = await t.post(initialize(), { ...auth, origin: "http://localhost:3000" });
    assert.equal(loopback.status, 403);
    const sameHost = await t.post(initialize(), {
      ...auth,
      origin: "https://gw.example",
      host: "gw.example",
    });
    assert.equal(sameHost.status, 403);
  } finally {
    await t.cleanup();
  }
});

Deno.test("an unsupported MCP-Protocol-Version is answered 400, a supported one is served", async () => {
  const t = await setup();
  try {
    const { key } = await t.key(SHOPPING);
    const auth = { authorization: `Bearer ${key}` };
    for (const version of ["1999-01-01", "latest", ""]) {
      const res = await t.post(listTools(1), { ...auth, "mcp-protocol-version": version });
      assert.equal(res.status, 400, version);
      const body = await res.json();
      assert.equal(body.jsonrpc, "2.0");
      assert.equal(body.id, null);
      assert.match(body.error.message, /unsupported MCP-Protocol-Version/);
    }
    const ok = await t.post(listTools(1), { ...auth, "mcp-protocol-version": "2025-06-18" });
    assert.equal(ok.status, 200);
    assert.equal(t.calls.length, 1);
  } finally {
    await t.cleanup();
  }
});

Deno.test("JSON-RPC batches and bodies that are not JSON are refused with 400 and nothing runs", async () => {
  const t = await setup();
  try {
    const { key } = await t.key(SHOPPING);
    const auth = { authorization: `Bearer ${key}` };
    const batch = await t.post([listTools(1), {
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "shopping_clear", arguments: {} },
    }], auth);
    assert.equal(batch.status, 400);
    const body = await batch.json();
    assert.equal(body.error.code, -32600);
    assert.equal(body.id, null);
    const notJson = await t.post("{not json", auth);
    assert.equal(notJson.status, 400);
    assert.equal((await notJson.json()).error.code, -32700);
    assert.equal(t.calls.length, 0);
  } finally {
    await t.cleanup();
  }
});

Deno.test("GET, DELETE and other methods answer 405 with Allow: POST: there is no stream and no session", async () => {
  const t = await setup();
  try {
    const { key } = await t.key(SHOPPING);
    for (const method of ["GET", "DELETE", "PUT"]) {
      const res = await t.app.request(MCP_PATH, {
        method,
        headers: { accept: "text/event-stream", authorization: `Bearer ${key}` },
      });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.get("allow"), "POST");
      await res.body?.cancel();
    }
  } finally {
    await t.cleanup();
  }
});

Deno.test("a body over the limit is refused with 413", async () => {
  const t = await setup({ maxBodyBytes: 1024 });
  try {
    const { key } = await t.key(SHOPPING);
    const res = await t.post({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "shopping_add", arguments: { items: ["x".repeat(2000)] } },
    }, { authorization: `Bearer ${key}` });
    assert.equal(res.status, 413);
    assert.equal(t.calls.length, 0);
  } finally {
    await t.cleanup();
  }
});

Deno.test("the same JSON-RPC id from two clients at once never crosses their answers", async () => {
  const t = await setup();
  try {
    const shopping = await t.key(SHOPPING);
    const notes = await t.key({ groups: { notes: ["read"] }, propose: false });
    // The shopping key's request is held by the assistant until the notes key's has answered.
    let release!: () => void;
    t.gates.set(shopping.account, new Promise((resolve) => (release = resolve)));
    const first = t.post(listTools(7), { authorization: `Bearer ${shopping.key}` });
    const second = await t.post(listTools(7), { authorization: `Bearer ${notes.key}` });
    release();
    const a = await (await first).json();
    const b = await second.json();
    assert.equal(a.id, 7);
    assert.equal(b.id, 7);
    assert.deepEqual(a.result.tools.map((x: { name: string }) => x.name), [
      ...SHOPPING_TOOLS,
      ASK_TOOL,
    ]);
    assert.deepEqual(b.result.tools.map((x: { name: string }) => x.name), [
      "notes_list",
      ASK_TOOL,
    ]);
  } finally {
    await t.cleanup();
  }
});

Deno.test("when the assistant does not answer, the request answers 503 with Retry-After", async () => {
  const t = await setup({ withAssistant: false });
  try {
    const { key } = await t.key(SHOPPING);
    const auth = { authorization: `Bearer ${key}` };
    // initialize needs no other service
    assert.equal((await t.post(initialize(), auth)).status, 200);
    for (
      const body of [
        listTools(1),
        {
          jsonrpc: "2.0",
          id: 2,
          method: "tools/call",
          params: { name: "shopping_add", arguments: { items: ["milk"] } },
        },
        {
          jsonrpc: "2.0",
          id: 3,
          method: "tools/call",
          params: { name: ASK_TOOL, arguments: { question: "hi?" } },
        },
      ]
    ) {
      const res = await t.post(body, auth);
      assert.equal(res.status, 503, body.method);
      assert.ok(Number(res.headers.get("retry-after")) >= 1);
      assert.equal((await res.json()).code, ERROR_CODE.unavailable);
    }
  } finally {
    await t.cleanup();
  }
});

Deno.test("beforeCall sees every call's kind and key, and a limit it reports stops the call with 429", async () => {
  const seen: [CallKind, string][] = [];
  let limited = false;
  const t = await setup({
    beforeCall: (kind: CallKind, principal: KeyPrincipal) => {
      seen.push([kind, principal.keyId]);
      if (limited) {
        return Promise.reject(
          new AppError(ERROR_CODE.rateLimited, "Too many calls for this key; wait 30 seconds", {
            retryAfter: 30,
          }),
        );
      }
      return Promise.resolve();
    },
  });
  try {
    const { key, keyId } = await t.key(SHOPPING);
    const client = await t.client(key);
    await client.listTools();
    await client.callTool({ name: "shopping_add", arguments: { items: ["milk"] } });
    await client.callTool({ name: ASK_TOOL, arguments: { question: "hi?" } });
    assert.deepEqual(seen, [["act", keyId], ["ask", keyId]]);
    limited = true;
    const res = await t.post({
      jsonrpc: "2.0",
      id: 9,
      method: "tools/call",
      params: { name: "shopping_add", arguments: { items: ["eggs"] } },
    }, { authorization: `Bearer ${key}` });
    assert.equal(res.status, 429);
    assert.equal(res.headers.get("retry-after"), "30");
    assert.match((await res.json()).detail, /Too many calls/);
    assert.equal(t.calls.filter((c) => c.subject === "tool").length, 1);
    await client.close();
  } finally {
    await t.cleanup();
  }
});

Deno.test("with a challenge, a 401 names the OAuth protected resource metadata and keeps the key check's error", async () => {
  const t = await setup({
    challenge: (c, challenge) => resourceChallenge(publicOrigin(c, undefined), challenge),
  });
  try {
    const missing = await t.post(initialize());
    assert.equal(missing.status, 401);
    const header = missing.headers.get("www-authenticate") ?? "";
    assert.match(header, /^Bearer realm="assistant", resource_metadata="http:\/\/localhost\//);
    assert.ok(header.includes(`/.well-known/oauth-protected-resource${MCP_PATH}"`));
    assert.match(header, /scope="[^"]*shopping:read[^"]*"/);
    const invalid = await t.post(initialize(), { authorization: "Bearer asst_nope" });
    assert.match(invalid.headers.get("www-authenticate") ?? "", /, error="invalid_token"$/);
  } finally {
    await t.cleanup();
  }
});
