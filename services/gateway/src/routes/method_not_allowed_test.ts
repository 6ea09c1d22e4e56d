/**
 * The whole gateway's answers to a known path asked with the wrong method, as a newcomer meets
 * them: the gateway as `createGateway` builds it, on the app every process serves.
 */
import assert from "node:assert/strict";
import { loadConfig, silentLogger } from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import { connectPostgres } from "@asst/shared/db";
import { buildApp } from "@asst/shared/http";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { Hono } from "hono";
import { gatewayConfigSchema } from "../config.ts";
import { createGateway } from "../gateway.ts";
import { allowedMethods } from "./method_not_allowed.ts";

const BASE = "/api/assistant/v1";
const ID = "6f1d1c4e-2f7b-4d0a-9b1e-0c8a4f3b2a10";

/** The gateway's HTTP app, not started: none of these answers reads the database or the bus. */
async function withGateway(
  fn: (request: (path: string, method: string) => Promise<Response>) => Promise<void>,
) {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 1 });
  const bus = new MemoryBus();
  try {
    const config = loadConfig(gatewayConfigSchema, {
      KEY_PEPPER: "test-pepper-0123456789abcdefghijklmnopqrstuvwxyz",
    });
    const gateway = createGateway({ sql, bus, log: silentLogger }, config);
    const app = buildApp({ services: [gateway], sql, bus, log: silentLogger }, () => false);
    await fn((path, method) => Promise.resolve(app.request(path, { method })));
  } finally {
    await bus.drain();
    await sql.end();
    await db.drop();
  }
}

Deno.test("a known API path asked with another method answers 405 with Allow and a problem body", async () => {
  await withGateway(async (request) => {
    const cases: [string, string, string][] = [
      ["GET", `${BASE}/messages`, "POST"],
      ["PUT", `${BASE}/messages`, "POST"],
      ["HEAD", `${BASE}/messages`, "POST"],
      ["DELETE", `${BASE}/actions`, "POST"],
      ["GET", `${BASE}/actions`, "POST"],
      ["POST", `${BASE}/actions/requests/${ID}`, "GET, HEAD"],
      ["DELETE", `${BASE}/openapi.json`, "GET, HEAD"],
      ["POST", `${BASE}/docs`, "GET, HEAD"],
      ["GET", `${BASE}/oauth/token`, "POST"],
    ];
    for (const [method, path, allow] of cases) {
      const res = await request(path, method);
      const what = `${method} ${path}`;
      assert.equal(res.status, 405, what);
      assert.equal(res.headers.get("allow"), allow, what);
      assert.equal(res.headers.get("content-type"), "application/problem+json", what);
      assert.ok(res.headers.get("x-request-id"), what);
      if (method === "HEAD") {
        assert.equal(res.body, null, what);
        continue;
      }
      const body = await res.json();
      assert.equal(body.status, 405, what);
      assert.equal(body.code, "method_not_allowed", what);
      assert.equal(body.title, "Method Not Allowed", what);
      assert.equal(body.type, `${BASE}/docs#error-method_not_allowed`, what);
      assert.equal(body.detail, `${method} is not allowed on ${path}; it takes ${allow}`, what);
    }
  });
});

Deno.test("the right method still reaches its route, and unknown paths stay 404", async () => {
  await withGateway(async (request) => {
    // The route, not the 405: no key, so the key check answers.
    for (
      const [method, path] of [["POST", `${BASE}/messages`], [
        "GET",
        `${BASE}/actions/requests/${ID}`,
      ]]
    ) {
      const res = await request(path!, method!);
      assert.equal(res.status, 401, `${method} ${path}`);
      await res.body?.cancel();
    }
    for (
      const [method, path] of [
        ["GET", `${BASE}/nothing-here`],
        ["POST", `${BASE}/messages/`],
        ["GET", `${BASE}/actions/requests`],
        ["DELETE", "/nowhere"],
      ]
    ) {
      const res = await request(path!, method!);
      assert.equal(res.status, 404, `${method} ${path}`);
      assert.equal(res.headers.get("allow"), null, `${method} ${path}`);
      assert.equal((await res.json()).code, "not_found", `${method} ${path}`);
    }
  });
});

Deno.test("the MCP endpoint keeps its own JSON-RPC 405, and /docs/ leads to the docs page", async () => {
  await withGateway(async (request) => {
    const mcp = await request(`${BASE}/mcp`, "GET");
    assert.equal(mcp.status, 405);
    assert.equal(mcp.headers.get("allow"), "POST");
    assert.equal((await mcp.json()).jsonrpc, "2.0");
    const docs = await request(`${BASE}/docs/`, "GET");
    assert.equal(docs.status, 308);
    assert.equal(docs.headers.get("location"), `${BASE}/docs`);
  });
});

Deno.test("allowedMethods() reads each path's methods off its routes, HEAD with GET, middleware none", () => {
  const app = new Hono();
  app.use(`${BASE}/*`, (_c, next) => next());
  app.post(`${BASE}/a`, (_c, next) => next(), (c) => c.text("a"));
  app.get(`${BASE}/b/:id`, (c) => c.text("b"));
  app.delete(`${BASE}/b/:id`, (c) => c.text("b"));
  app.all(`${BASE}/c`, (c) => c.text("c"));
  app.get("/elsewhere", (c) => c.text("elsewhere"));
  assert.deepEqual(
    allowedMethods(app, BASE),
    new Map([[`${BASE}/a`, ["POST"]], [`${BASE}/b/:id`, ["GET", "HEAD", "DELETE"]]]),
  );
});
