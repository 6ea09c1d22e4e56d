/**
 * Duplicate protection keeps only what did something: a request in which no tool call succeeded
 * (or an MCP tool call that answered an error) runs again when sent again, as a new user following
 * the README meets it; a request with a successful call is still answered from the store.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { api, chat, createKey, startEmbedded, type TestSystem } from "./_harness.ts";

interface ActionResponse {
  reply: string;
  actions: { tool: string; ok: boolean; request_id?: string }[];
  request_id: string;
  idempotent_replay: boolean;
}

const EMAIL = "send an email to bob@example.com saying I'll be late";

/** POST /actions, expecting 200; `idempotencyKey` goes into the `Idempotency-Key` header. */
async function act(
  sys: TestSystem,
  key: string,
  message: string,
  idempotencyKey?: string,
): Promise<ActionResponse> {
  const headers: Record<string, string> = {};
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  const res = await api(sys.baseUrl, "/actions", key, { message }, headers);
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  return body;
}

async function proposalCount(sys: TestSystem): Promise<number> {
  const [row] = await sys.system.sql<{ n: number }[]>`
    select count(*)::int as n from proposals.proposals
  `;
  return row!.n;
}

Deno.test("on POST /actions a request that did nothing runs again once its cause is fixed; one that did something is replayed", async (t) => {
  const sys = await startEmbedded();
  try {
    const key = await createKey(sys.baseUrl, "nia", "create an API key that can propose emails");

    await t.step("an email proposed before the sender address is set is refused", async () => {
      const refused = await act(sys, key, EMAIL, "first-try");
      assert.equal(refused.idempotent_replay, false);
      assert.ok(refused.actions.length > 0, JSON.stringify(refused));
      assert.ok(refused.actions.every((a) => !a.ok), JSON.stringify(refused));
      assert.match(refused.reply, /email address/i);
      assert.equal(await proposalCount(sys), 0);
    });

    let sameKey: ActionResponse | undefined;
    await t.step(
      "after the address is set in the chat, the same text runs and proposes",
      async () => {
        await chat(sys.baseUrl, "nia", "my email address is nia@example.com");
        // The same text again, with the same key: neither is kept from the refused request.
        sameKey = await act(sys, key, EMAIL, "first-try");
        assert.equal(sameKey.idempotent_replay, false, JSON.stringify(sameKey));
        const proposed = sameKey.actions.find((a) => a.tool === "propose_action");
        assert.ok(proposed?.ok, JSON.stringify(sameKey));
        assert.match(proposed.request_id!, /^[0-9a-f-]{36}$/);
        assert.equal(await proposalCount(sys), 1);
      },
    );

    await t.step("that success is replayed, by text and by key", async () => {
      assert.ok(sameKey);
      const byText = await act(sys, key, EMAIL, "another-key");
      assert.equal(byText.idempotent_replay, true);
      assert.equal(byText.request_id, sameKey.request_id);
      assert.deepEqual(byText.actions, sameKey.actions);
      const byKey = await act(sys, key, "send an email to cy@example.com saying hi", "first-try");
      assert.equal(byKey.idempotent_replay, true);
      assert.equal(byKey.request_id, sameKey.request_id);
      assert.equal(await proposalCount(sys), 1, "nothing ran again");
    });

    await t.step("a request with no tool call at all is not kept either", async () => {
      const everything = await createKey(
        sys.baseUrl,
        "nia",
        "create an API key that can do everything",
      );
      const first = await act(sys, everything, "hello there");
      assert.deepEqual(first.actions, [], JSON.stringify(first));
      const again = await act(sys, everything, "hello there");
      assert.equal(again.idempotent_replay, false);
      assert.notEqual(again.request_id, first.request_id);
    });
  } finally {
    await sys.stop();
  }
});

Deno.test("over MCP a tool call that answered an error runs again; a successful one is replayed", async () => {
  const sys = await startEmbedded();
  const key = await createKey(sys.baseUrl, "oto", "create an API key that can propose emails");
  const client = new Client({ name: "duplicates-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${sys.baseUrl}/api/assistant/v1/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  const propose = async () =>
    await client.callTool({
      name: "propose_action",
      arguments: { email: { to: ["bob@example.com"], subject: "Late", body: "I'll be late" } },
    }) as CallToolResult;
  try {
    const refused = await propose();
    assert.equal(refused.isError, true, JSON.stringify(refused));
    assert.equal(refused._meta, undefined);
    assert.equal(await proposalCount(sys), 0);

    await chat(sys.baseUrl, "oto", "my email address is oto@example.com");
    const ran = await propose();
    assert.notEqual(ran.isError, true, JSON.stringify(ran));
    assert.equal(ran._meta, undefined, "it ran, it was not replayed");
    assert.equal(await proposalCount(sys), 1);

    const replayed = await propose();
    assert.deepEqual(replayed._meta, { idempotent_replay: true });
    assert.deepEqual(replayed.content, ran.content);
    assert.equal(await proposalCount(sys), 1, "nothing ran again");
  } finally {
    await client.close();
    await sys.stop();
  }
});
