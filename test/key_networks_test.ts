import assert from "node:assert/strict";
import { api, chat, keysIn, sharedServers, startOnServers, tap } from "./_harness.ts";

const MCP = "/api/assistant/v1/mcp";

async function from(
  base: string,
  key: string,
  forwarded: string | null,
  path = "/messages",
): Promise<{ status: number; code?: string; detail?: string }> {
  const res = await api(
    base,
    path,
    key,
    { message: "what are my notes?" },
    forwarded === null ? {} : { "x-forwarded-for": forwarded },
  );
  const body = await res.json();
  return { status: res.status, code: body.code, detail: body.detail };
}

Deno.test("a key limited to networks works from them and answers 403 ip_not_allowed with the address elsewhere, through a trusted proxy, on the API and MCP", async () => {
  const servers = await sharedServers();
  // The tests' requests come from 127.0.0.1: here that is a trusted proxy, so X-Forwarded-For
  // names the client. The second gateway trusts no proxy.
  const proxied = await startOnServers(servers, { TRUSTED_PROXIES: "127.0.0.1/32" });
  const direct = await startOnServers(servers);
  const base = proxied.baseUrl;
  try {
    const [ask] = await chat(
      base,
      "ivy",
      "create an API key that can view my notes only from 203.0.113.0/24 and 2001:db8::/48",
    );
    assert.match(ask!.text, /It works only from 203\.0\.113\.0\/24, 2001:db8::\/48\./);
    const issued = await tap(base, "ivy", ask!.buttons.find((b) => b.label === "Confirm")!.data);
    const key = keysIn(issued[0]!.text)[0]!;
    const [listed] = await chat(base, "ivy", "list my API keys");
    assert.match(listed!.text, /; only from 203\.0\.113\.0\/24, 2001:db8::\/48/);

    assert.equal((await from(base, key, "203.0.113.9")).status, 200);
    assert.equal((await from(base, key, "2001:db8:0:1::5")).status, 200);
    assert.equal((await from(base, key, "203.0.113.9", "/actions")).status, 200);
    // What the client wrote left of the proxy's entry is not believed.
    assert.equal((await from(base, key, "6.6.6.6, 203.0.113.9")).status, 200);
    const refused: [string | null, string][] = [
      ["198.51.100.7", "198.51.100.7"],
      ["203.0.113.9, 198.51.100.7", "198.51.100.7"],
      [null, "127.0.0.1"],
      ["203.0.113.9, garbage", "unknown"],
      [Array.from({ length: 1000 }, () => "127.0.0.1").join(", "), "unknown"],
    ];
    for (const [forwarded, address] of refused) {
      for (const path of ["/messages", "/actions"]) {
        const r = await from(base, key, forwarded, path);
        assert.equal(r.status, 403, `${path} ${forwarded?.slice(0, 40)}`);
        assert.equal(r.code, "ip_not_allowed");
        assert.ok(r.detail!.includes(`this request came from ${address}.`), r.detail!);
        assert.ok(!r.detail!.includes(key));
      }
    }
    const mcp = await fetch(`${base}${MCP}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "x-forwarded-for": "198.51.100.7",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    assert.equal(mcp.status, 403);
    const problem = await mcp.json();
    assert.equal(problem.code, "ip_not_allowed");
    assert.match(problem.detail, /came from 198\.51\.100\.7\./);

    // A gateway that trusts no proxy ignores X-Forwarded-For: the socket's address decides.
    const ignored = await from(direct.baseUrl, key, "203.0.113.9");
    assert.equal(ignored.status, 403);
    assert.match(ignored.detail!, /came from 127\.0\.0\.1\./);

    // The rotated key keeps the networks.
    const rotated = await chat(base, "ivy", `rotate API key ${key.slice(-4)}`);
    const next = keysIn(rotated[0]!.text)[0]!;
    assert.equal((await from(base, next, "203.0.113.10")).status, 200);
    assert.equal((await from(base, next, "198.51.100.7")).status, 403);
  } finally {
    await direct.stop();
    await proxied.stop();
    await servers.cleanup();
  }
});

Deno.test("a network that is not one, or 17 of them, is refused in the chat, and one that admits everything asks to confirm", async () => {
  const servers = await sharedServers();
  const sys = await startOnServers(servers);
  const base = sys.baseUrl;
  try {
    const seventeen = Array.from({ length: 17 }, (_, i) => `10.0.${i}.0/24`).join(", ");
    const bad: [string, RegExp][] = [
      ["create an API key only from 10.0.0.0/33", /"10\.0\.0\.0\/33" is not a range/],
      ["create an API key only from foo", /"foo" is not an IP address/],
      [`create an API key only from ${seventeen}`, /at most 16 ranges; 17 were given/],
      ["create an API key that can view my notes only from 1.2.3.4/8/8", /no valid prefix/],
    ];
    for (const [request, why] of bad) {
      const [reply] = await chat(base, "jo", request);
      assert.match(reply!.text, why, request);
      assert.match(reply!.text, /No key was created/, request);
      assert.equal(reply!.buttons.length, 0, request);
    }
    for (const range of ["0.0.0.0/0", "::/0"]) {
      const [ask] = await chat(base, "jo", `create an API key only from ${range}`);
      assert.deepEqual(keysIn(ask!.text), []);
      assert.match(ask!.text, /admits every address: that range limits nothing/);
      assert.deepEqual(ask!.buttons.map((b) => b.label), ["Confirm", "Cancel"]);
      const [cancelled] = await tap(base, "jo", ask!.buttons[1]!.data);
      assert.match(cancelled!.text, /no key was created/);
    }
    const [listed] = await chat(base, "jo", "list my API keys");
    assert.match(listed!.text, /no active API keys/);
  } finally {
    await sys.stop();
    await servers.cleanup();
  }
});
