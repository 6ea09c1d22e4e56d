import assert from "node:assert/strict";
import { AppError, ERROR_CODE, silentLogger } from "@asst/shared";
import { onError } from "@asst/shared/http";
import { Hono } from "hono";
import type { ActivityCall } from "./key_activity.ts";
import type { KeyPrincipal } from "../keys/key_store.ts";
import {
  endpointOf,
  noteActivity,
  outcomeOf,
  recordActivity,
  toolLabel,
} from "./key_activity_http.ts";

const BASE = "/api/assistant/v1";
const PRINCIPAL: KeyPrincipal = {
  keyId: "k1",
  accountId: "a1",
  permissions: { groups: {}, propose: false },
  expiresAt: null,
  replaced: false,
  networks: null,
};

/** A small API like the gateway's: a key check, routes that answer or throw, one `onError`. */
function app(recorded: ActivityCall[]): Hono {
  const api = new Hono();
  api.onError(onError(silentLogger));
  api.use(`${BASE}/*`, recordActivity({ record: (call) => recorded.push(call) }, BASE));
  api.use(`${BASE}/*`, async (c, next) => {
    if (c.req.header("authorization") !== "Bearer good") {
      throw new AppError(ERROR_CODE.unauthorized, "no key");
    }
    c.set("principal", PRINCIPAL);
    await next();
  });
  api.post(`${BASE}/messages`, (c) => {
    if (c.req.header("x-limit")) {
      throw new AppError(ERROR_CODE.rateLimited, "slow down", { retryAfter: 3 });
    }
    return c.json({ reply: "hi" });
  });
  api.post(`${BASE}/actions`, (c) => {
    if (c.req.header("x-crash")) throw new Error("boom");
    noteActivity(c, { tool: toolLabel(["shopping_list", "shopping_add", "shopping_add"]) });
    return c.json({ reply: "done" });
  });
  api.post(`${BASE}/mcp`, (c) => {
    if (c.req.header("x-tool")) noteActivity(c, { tool: "shopping_add" });
    if (c.req.header("x-refuse")) noteActivity(c, { outcome: "tool_not_allowed" });
    return c.json({ jsonrpc: "2.0", id: 1, result: {} });
  });
  api.get(`${BASE}/actions/requests/:id`, (c) => c.json({ status: "pending" }, 200));
  api.get(`${BASE}/docs`, (c) => c.text("docs"));
  return api;
}

async function send(api: Hono, method: string, path: string, headers: Record<string, string>) {
  const res = await api.request(`${BASE}${path}`, {
    method,
    headers: { authorization: "Bearer good", ...headers },
  });
  await res.body?.cancel();
  return res.status;
}

Deno.test("recordActivity() counts each call of a known key once, with its outcome from the response or the error", async () => {
  const recorded: ActivityCall[] = [];
  const api = app(recorded);
  assert.equal(await send(api, "POST", "/messages", {}), 200);
  assert.equal(await send(api, "POST", "/messages", { "x-limit": "1" }), 429);
  assert.equal(await send(api, "POST", "/actions", {}), 200);
  assert.equal(await send(api, "POST", "/actions", { "x-crash": "1" }), 500);
  assert.equal(await send(api, "POST", "/mcp", {}), 200, "not a tools/call: not counted");
  assert.equal(await send(api, "POST", "/mcp", { "x-tool": "1" }), 200);
  assert.equal(await send(api, "POST", "/mcp", { "x-tool": "1", "x-refuse": "1" }), 200);
  assert.equal(await send(api, "GET", "/actions/requests/abc", {}), 200);
  assert.equal(await send(api, "GET", "/docs", {}), 200, "not a call: not counted");
  assert.equal(await send(api, "POST", "/messages", { authorization: "Bearer bad" }), 401);
  const base = { keyId: "k1", accountId: "a1" };
  assert.deepEqual(recorded, [
    { ...base, endpoint: "messages", tool: "", outcome: "allowed" },
    { ...base, endpoint: "messages", tool: "", outcome: "rate_limited" },
    { ...base, endpoint: "actions", tool: "shopping_add+shopping_list", outcome: "allowed" },
    { ...base, endpoint: "actions", tool: "", outcome: "internal_error" },
    { ...base, endpoint: "mcp", tool: "shopping_add", outcome: "allowed" },
    { ...base, endpoint: "mcp", tool: "shopping_add", outcome: "tool_not_allowed" },
    { ...base, endpoint: "proposal_status", tool: "", outcome: "allowed" },
  ], "the 401 of an unknown key is nobody's");
});

Deno.test("toolLabel() keeps tool names only: anything a client made up reads unknown", () => {
  assert.equal(toolLabel([]), "");
  assert.equal(toolLabel(["reminders_create", "shopping_add"]), "reminders_create+shopping_add");
  assert.equal(toolLabel(["x".repeat(10_000)]), "unknown");
  assert.equal(toolLabel([{ name: "shopping_add" }, 42, null]), "unknown");
  assert.equal(toolLabel(["ask_assistant"]), "unknown");
  assert.equal(toolLabel(["ask_assistant"], new Set(["ask_assistant"])), "ask_assistant");
  assert.equal(toolLabel(["propose_action"]), "propose_action");
  const many = toolLabel(
    "reminders_list reminders_create reminders_cancel tasks_list tasks_create tasks_complete notes_list notes_create notes_delete keepsakes_list keepsakes_save shopping_list shopping_add contacts_list"
      .split(" "),
  );
  assert.ok(many.length <= 200, many);
  assert.ok(many.startsWith("contacts_list+keepsakes_list+keepsakes_save+notes_create+"), many);
  assert.ok(many.split("+").every((name) => name !== "unknown" && name.length > 9), many);
});

Deno.test("outcomeOf() is the error's code, else the status's, else the route's note or allowed", () => {
  const capped = new AppError(ERROR_CODE.spendingCapReached, "cap");
  assert.equal(outcomeOf(402, capped, undefined), "spending_cap_reached");
  assert.equal(outcomeOf(503, new Error("db down"), undefined), "service_unavailable");
  assert.equal(outcomeOf(413, undefined, undefined), "payload_too_large");
  assert.equal(outcomeOf(422, undefined, undefined), "invalid_body");
  assert.equal(outcomeOf(418, undefined, undefined), "bad_request");
  assert.equal(outcomeOf(200, undefined, { outcome: "conflict" }), "conflict");
  assert.equal(outcomeOf(200, undefined, { tool: "shopping_add" }), "allowed");
});

Deno.test("endpointOf() names the API's four calls and nothing else", () => {
  assert.equal(endpointOf("POST", `${BASE}/messages`, BASE), "messages");
  assert.equal(endpointOf("POST", `${BASE}/actions`, BASE), "actions");
  assert.equal(endpointOf("POST", `${BASE}/mcp`, BASE), "mcp");
  assert.equal(endpointOf("GET", `${BASE}/actions/requests/x`, BASE), "proposal_status");
  assert.equal(endpointOf("GET", `${BASE}/mcp`, BASE), null);
  assert.equal(endpointOf("GET", `${BASE}/docs`, BASE), null);
  assert.equal(endpointOf("POST", "/chat/api/messages", BASE), null);
  assert.equal(endpointOf("GET", `${BASE}/actions/requests/x/y`, BASE), null);
});
