import assert from "node:assert/strict";
import { connectPostgres } from "@asst/shared/db";
import {
  api,
  chat,
  type ChatMessage,
  createKey,
  keysIn,
  sharedServers,
  startOnServers,
  tap,
  waitFor,
} from "./_harness.ts";

Deno.test("a key that expires in 30 days works, is listed with its end, and once past it answers 401 key_expired on the API and MCP", async () => {
  const servers = await sharedServers();
  // A cache of 1 ms, so that the expiry moved into the past below is read at once.
  const sys = await startOnServers(servers, { KEY_CACHE_TTL_MS: "1", KEY_MAX_DAYS: "90" });
  const sql = connectPostgres(servers.env.DATABASE_URL!, { max: 1 });
  const base = sys.baseUrl;
  try {
    await chat(base, "eli", "my timezone is Europe/Paris");
    const [ask] = await chat(
      base,
      "eli",
      "create an API key that can view my notes and expires in 30 days",
    );
    assert.match(ask!.text, /It stops working on .+ \(Europe\/Paris\)/);
    const confirm = ask!.buttons.find((b) => b.label === "Confirm")!;
    const issued = await tap(base, "eli", confirm.data);
    const key = keysIn(issued.map((m) => m.text).join("\n"))[0]!;
    assert.match(issued[0]!.text, /It stops working at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);

    const ok = await api(base, "/messages", key, { message: "hello" });
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
    const [listed] = await chat(base, "eli", "list my API keys");
    assert.match(
      listed!.text,
      /notes: read; created \d{4}-\d\d-\d\d; last used \d{4}-\d\d-\d\d; expires /,
    );

    await sql`
      update gateway.api_keys set expires_at = now() - interval '1 minute'
      where last4 = ${key.slice(-4)}
    `;
    const expired = await api(base, "/messages", key, { message: "hello" });
    assert.equal(expired.status, 401);
    const problem = await expired.json();
    assert.equal(problem.code, "key_expired");
    assert.match(
      problem.detail,
      /^This API key expired at \d{4}-.+; ask the assistant in the chat/,
    );
    assert.ok(!JSON.stringify(problem).includes(key));
    const mcp = await fetch(`${base}/api/assistant/v1/mcp`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    assert.equal(mcp.status, 401);
    assert.equal((await mcp.json()).code, "key_expired");
    const [after] = await chat(base, "eli", "list my API keys");
    assert.match(after!.text, /no active API keys/);
  } finally {
    await sql.end();
    await sys.stop();
    await servers.cleanup();
  }
});

Deno.test("an expiry in the past, over the maximum or unreadable gets a clear chat reply and issues nothing", async () => {
  const servers = await sharedServers();
  const sys = await startOnServers(servers, { KEY_MAX_DAYS: "90" });
  const base = sys.baseUrl;
  try {
    const cases: [string, RegExp][] = [
      ["create an API key that expires in 200 days", /at most 90 days .*"in 200 days" is later/],
      ["create an API key valid until 1 January 2020", /not in the future/],
      ["create an API key that expires on blurgsday", /could not read "on blurgsday" as a time/],
      [
        `create an API key that can view my notes and expires on ${"x".repeat(300)}`,
        /could not read ".{50,60}…" as a time/,
      ],
      ["create an API key that expires in 0 days", /not in the future/],
    ];
    for (const [request, reply] of cases) {
      const [answer] = await chat(base, "fay", request);
      assert.match(answer!.text, reply, request);
      assert.match(answer!.text, /No key was created/, request);
      assert.equal(answer!.buttons.length, 0, request);
      assert.deepEqual(keysIn(answer!.text), [], request);
    }
    const [listed] = await chat(base, "fay", "list my API keys");
    assert.match(listed!.text, /no active API keys/);
  } finally {
    await sys.stop();
    await servers.cleanup();
  }
});

Deno.test("the chat is told once, a few days ahead, that a key is about to expire", async () => {
  const servers = await sharedServers();
  const one = await startOnServers(servers);
  const sql = connectPostgres(servers.env.DATABASE_URL!, { max: 1 });
  let two: Awaited<ReturnType<typeof startOnServers>> | null = null;
  try {
    const key = await createKey(
      one.baseUrl,
      "kim",
      "create an API key called nas that expires in 2 days",
    );
    await createKey(one.baseUrl, "kim", "create an API key called later that expires in 20 days");
    // As if "nas" had been made a month ago to last until two days from now.
    await sql`
      update gateway.api_keys set created_at = now() - interval '30 days'
      where last4 = ${key.slice(-4)}
    `;
    // The sweep runs as a gateway starts (then hourly): a second replica starting now runs it.
    two = await startOnServers(servers);
    const notices = async () => {
      const res = await fetch(`${one.baseUrl}/chat/api/messages?user=kim`);
      const { messages } = await res.json() as { messages: ChatMessage[] };
      return messages.filter((m) => m.text.startsWith("Your API key"));
    };
    const [notice] = await waitFor("the expiry notice", async () => {
      const found = await notices();
      return found.length > 0 ? found : null;
    });
    assert.match(notice!.text, new RegExp(`"nas" \\(…${key.slice(-4)}\\) expires at .* UTC`));
    assert.match(notice!.text, /rotate API key nas/);
    assert.ok(!notice!.text.includes(key));
    // Told once: a third start sweeps again and finds nothing new.
    const three = await startOnServers(servers);
    await three.stop();
    assert.equal((await notices()).length, 1);
  } finally {
    await two?.stop();
    await sql.end();
    await one.stop();
    await servers.cleanup();
  }
});
