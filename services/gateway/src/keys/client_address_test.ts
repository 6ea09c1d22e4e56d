import assert from "node:assert/strict";
import { Hono } from "hono";
import { NetworkMatcher } from "@asst/shared";
import { clientAddress, type ProxyTrust } from "./client_address.ts";

function appWith(trust: ProxyTrust): Hono {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, trust)));
  return app;
}

async function addressWith(
  trust: ProxyTrust,
  forwarded?: string,
  socket?: string,
): Promise<string> {
  const headers: Record<string, string> = forwarded === undefined
    ? {}
    : { "x-forwarded-for": forwarded };
  const env = socket ? { remoteAddr: { hostname: socket, port: 5000, transport: "tcp" } } : {};
  const res = await appWith(trust).request("/", { headers }, env);
  return await res.text();
}

function addressOf(hops: number, forwarded?: string, socket?: string): Promise<string> {
  return addressWith({ proxies: null, hops }, forwarded, socket);
}

/** Behind the proxies 10.0.0.0/8 and fd00::/8. */
function viaProxies(forwarded: string | undefined, socket: string): Promise<string> {
  return addressWith(
    { proxies: new NetworkMatcher(["10.0.0.0/8", "fd00::/8"]), hops: 0 },
    forwarded,
    socket,
  );
}

Deno.test("without trusted proxies the socket address is used and X-Forwarded-For is ignored", async () => {
  assert.equal(await addressOf(0, "1.1.1.1", "10.0.0.5"), "10.0.0.5");
});

Deno.test("without a socket (an in-process request) the address is unknown", async () => {
  assert.equal(await addressOf(0), "unknown");
});

Deno.test("behind one proxy the entry it appended is used, never what the client wrote", async () => {
  assert.equal(await addressOf(1, "6.6.6.6, 203.0.113.7", "10.0.0.5"), "203.0.113.7");
  assert.equal(await addressOf(1, " 203.0.113.7 ", "10.0.0.5"), "203.0.113.7");
});

Deno.test("behind two proxies the entry the outer proxy appended is used", async () => {
  assert.equal(await addressOf(2, "6.6.6.6, 203.0.113.7, 10.0.0.9", "10.0.0.5"), "203.0.113.7");
});

Deno.test("a missing or short X-Forwarded-For falls back to the furthest known hop", async () => {
  assert.equal(await addressOf(1, undefined, "10.0.0.5"), "10.0.0.5");
  assert.equal(await addressOf(1, "", "10.0.0.5"), "10.0.0.5");
  assert.equal(await addressOf(3, "203.0.113.7", "10.0.0.5"), "203.0.113.7");
});

Deno.test("TRUSTED_PROXIES: from a peer that is no trusted proxy, X-Forwarded-For is ignored", async () => {
  assert.equal(await viaProxies("10.0.0.7", "198.51.100.9"), "198.51.100.9");
  assert.equal(await viaProxies("garbage", "198.51.100.9"), "198.51.100.9");
  assert.equal(await viaProxies(undefined, "::ffff:198.51.100.9"), "198.51.100.9");
});

Deno.test("TRUSTED_PROXIES: the right-most entry that is not a trusted proxy is the client", async () => {
  assert.equal(await viaProxies("6.6.6.6, 203.0.113.7", "10.0.0.5"), "203.0.113.7");
  assert.equal(
    await viaProxies("6.6.6.6, 203.0.113.7, 10.1.1.1, fd00::2", "10.0.0.5"),
    "203.0.113.7",
  );
  assert.equal(await viaProxies("2001:db8::7", "fd00::1"), "2001:db8::7");
  assert.equal(await viaProxies("::ffff:203.0.113.7", "10.0.0.5"), "203.0.113.7");
  // Only proxies, or no header: the nearest of them is the client.
  assert.equal(await viaProxies("10.9.9.9", "10.0.0.5"), "10.9.9.9");
  assert.equal(await viaProxies(undefined, "10.0.0.5"), "10.0.0.5");
  assert.equal(await viaProxies(" , ,", "10.0.0.5"), "10.0.0.5");
});

Deno.test("TRUSTED_PROXIES: garbage where the client should be, or 1,000 hops, is an unknown address", async () => {
  assert.equal(await viaProxies("203.0.113.7, not-an-ip", "10.0.0.5"), "unknown");
  assert.equal(await viaProxies("203.0.113.7, 127.1", "10.0.0.5"), "unknown");
  assert.equal(await viaProxies("203.0.113.7:8080", "10.0.0.5"), "unknown");
  assert.equal(await viaProxies("<script>", "10.0.0.5"), "unknown");
  // A client's own entries left of the proxies' are never read.
  assert.equal(await viaProxies("garbage, 203.0.113.7", "10.0.0.5"), "203.0.113.7");
  const thousand = Array.from({ length: 1000 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(", ");
  assert.equal(await viaProxies(thousand, "10.0.0.5"), "unknown");
  assert.equal(await viaProxies(`203.0.113.7, ${thousand}`, "10.0.0.5"), "unknown");
  const longButPlain = `${Array(1000).fill("6.6.6.6").join(",")}, 203.0.113.7`;
  assert.equal(await viaProxies(longButPlain, "10.0.0.5"), "203.0.113.7");
});
