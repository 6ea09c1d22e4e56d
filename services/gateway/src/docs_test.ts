import assert from "node:assert/strict";
import { ERROR_CODE, PROBLEM_TYPE_BASE, TOOLS } from "@asst/shared";
import { docsRoutes, renderDocsPage } from "./docs.ts";

const BASE = "/api/assistant/v1";
const CONTRACT = Deno.readTextFileSync(new URL("../../../openapi.json", import.meta.url));

async function page(): Promise<string> {
  const res = await docsRoutes().request(`${BASE}/docs`);
  assert.equal(res.status, 200);
  return await res.text();
}

Deno.test("docsRoutes() serves openapi.json unchanged, without a key, cached for five minutes", async () => {
  const res = await docsRoutes().request(`${BASE}/openapi.json`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/json");
  assert.equal(res.headers.get("cache-control"), "public, max-age=300");
  assert.equal(await res.text(), CONTRACT);
});

Deno.test("docsRoutes() serves the reference page as HTML under a strict content security policy", async () => {
  const res = await docsRoutes().request(`${BASE}/docs`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
  assert.equal(
    res.headers.get("content-security-policy"),
    "default-src 'none'; style-src 'unsafe-inline'",
  );
  const html = await res.text();
  assert.match(html, /^<!doctype html>/);
  assert.match(html, /<title>Assistant Interface 1\.0\.0<\/title>/);
});

Deno.test("the reference page has no script and loads nothing from another origin", async () => {
  const html = await page();
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /\b(src|href)="(https?:)?\/\//i);
  assert.doesNotMatch(html, /<(link|img|iframe)\b/i);
});

Deno.test("the reference page has the entry every problem type links to", async () => {
  const html = await page();
  assert.equal(PROBLEM_TYPE_BASE, `${BASE}/docs#error-`);
  for (const code of Object.values(ERROR_CODE)) {
    assert.match(html, new RegExp(`<tr id="error-${code}">`), code);
  }
});

Deno.test("every in-page link of the reference page points at an element that exists", async () => {
  const html = await page();
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
  assert.ok(targets.length > 10);
  for (const target of targets) assert.ok(ids.has(target), `#${target} has no element`);
});

Deno.test("the reference page describes each endpoint with its fields and statuses", async () => {
  const html = await page();
  for (
    const [method, path, id] of [
      ["POST", `${BASE}/messages`, "op-sendMessage"],
      ["POST", `${BASE}/actions`, "op-runActions"],
      ["GET", `${BASE}/actions/requests/{request_id}`, "op-getActionRequest"],
    ] as const
  ) {
    assert.ok(html.includes(`id="${id}"`), id);
    assert.ok(html.includes(`>${method}</span> <code>${path}</code>`), path);
  }
  for (
    const text of [
      "<code>message</code>",
      "1 to 4000 characters.",
      "<code>actions[].request_id</code>",
      "<code>idempotent_replay</code>",
      "<code>resolved_at</code></td><td>string (date-time) or null",
      "<code>Idempotency-Key</code>",
      "<code>Retry-After</code>",
      "<code>WWW-Authenticate</code>",
      "<code>RateLimit-Remaining</code>",
      "<strong>409</strong>",
      "<strong>413</strong>",
      "72 hours",
      "Authorization: Bearer",
      "<code>asst_</code>",
    ]
  ) {
    assert.ok(html.includes(text), text);
  }
});

Deno.test("the reference page shows the webhook payloads and how to verify a signature", async () => {
  const html = await page();
  for (const event of ["reminder.fired", "price.drop", "proposal.resolved"]) {
    assert.ok(html.includes(`id="webhook-${event}"`), event);
  }
  for (
    const text of [
      "<code>X-Service-Event</code>",
      "<code>X-Service-Signature</code>",
      'id="webhook-signature"',
      "<code>data.target_price</code></td><td>number or null",
      "HMAC-SHA256",
      "crypto.subtle.sign(&quot;HMAC&quot;",
    ]
  ) {
    assert.ok(html.includes(text), text);
  }
});

Deno.test("renderDocsPage() escapes every text taken from the document", () => {
  const html = renderDocsPage({
    openapi: "3.0.3",
    info: { title: "<script>alert(1)</script>", version: '1"><b>', description: "a & b `<i>`" },
    paths: {
      "/x/<y>": {
        get: {
          operationId: 'x" onclick="evil',
          summary: "<img src=x onerror=alert(1)>",
          responses: { "200": { description: "<u>ok</u>" } },
        },
      },
    },
  });
  assert.doesNotMatch(html, /<script|<img|<u>|<i>|<b>|onclick="/);
  assert.ok(html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"));
  assert.ok(html.includes("a &amp; b <code>&lt;i&gt;</code>"));
  assert.ok(html.includes("<code>/x/&lt;y&gt;</code>"));
});

Deno.test("docsRoutes() answers nothing else", async () => {
  const res = await docsRoutes().request(`${BASE}/messages`, { method: "POST" });
  assert.equal(res.status, 404);
});

Deno.test("the docs page lists every tool with its group, level and inputs", async () => {
  const res = await docsRoutes().request("/api/assistant/v1/docs");
  const html = await res.text();
  for (const tool of TOOLS) assert.ok(html.includes(`id="tool-${tool.name}"`), tool.name);
  assert.match(
    html,
    /<tr id="tool-shopping_add"><td><code>shopping_add<\/code><\/td><td>shopping list<\/td><td>act<\/td><td>[^<]+<\/td><td><code>items<\/code><\/td><\/tr>/,
  );
  assert.match(html, /<tr id="tool-calendar_list">.*<td>read<\/td>.*<code>from<\/code>\?/);
});
