import assert from "node:assert/strict";
import { Hono } from "hono";
import { clientAddress } from "./client_address.ts";

function appWith(hops: number): Hono {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, hops)));
  return app;
}

async function addressOf(hops: number, forwarded?: string, socket?: string): Promise<string> {
  const headers: Record<string, string> = forwarded === undefined
    ? {}
    : { "x-forwarded-for": forwarded };
  const env = socket ? { remoteAddr: { hostname: socket, port: 5000, transport: "tcp" } } : {};
  const res = await appWith(hops).request("/", { headers }, env);
  return await res.text();
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
