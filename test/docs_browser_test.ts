/// <reference lib="dom" />
/**
 * The API reference page (`GET /api/assistant/v1/docs`) in a real Chromium: Swagger UI, served
 * from this origin under the page's strict CSP, renders every path, error code and tool of
 * openapi.json with the example requests of the assistant's group descriptions, and a problem's
 * `type` link lands on its code's row.
 */
import assert from "node:assert/strict";
import { ERROR_CODE, TOOLS } from "@asst/shared";
import type { Page } from "playwright-core";
import { GROUP_WORDS } from "../services/assistant/src/models/local/groups/mod.ts";
import { docsRoutes } from "../services/gateway/src/openapi/docs.ts";
import { chromiumMissing, launchChromium } from "./_browser.ts";

const BASE = "/api/assistant/v1";
const CONTRACT = JSON.parse(Deno.readTextFileSync(new URL("../openapi.json", import.meta.url)));
/** The first request the shopping group's description gives for `shopping_add`. */
const ADD_MILK = GROUP_WORDS.find((group) => group.kind === "shopping")?.examples.shopping_add?.[0];

/** Serves the docs routes and opens `path` in Chromium; fails on any error, CSP report or foreign request. */
async function withDocs(path: string, fn: (page: Page) => Promise<void>): Promise<void> {
  const app = docsRoutes();
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, app.fetch);
  const origin = `http://127.0.0.1:${server.addr.port}`;
  const browser = await launchChromium();
  const problems: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
    });
    page.on("response", (res) => {
      if (res.status() >= 400) problems.push(`${res.status()} for ${res.url()}`);
    });
    page.on("request", (req) => {
      if (!req.url().startsWith(`${origin}/`) && !req.url().startsWith("data:")) {
        problems.push(`request to another origin: ${req.url()}`);
      }
    });
    await page.goto(`${origin}${path}`);
    await page.locator(".swagger-ui .information-container .info").waitFor();
    await page.locator(".swagger-ui .opblock").first().waitFor();
    await fn(page);
    assert.deepEqual(
      problems,
      [],
      "the page ran without errors, CSP violations or foreign requests",
    );
  } finally {
    await browser.close();
    await server.shutdown();
  }
}

Deno.test({
  name: "the docs page renders every path, error code and tool of openapi.json",
  ignore: chromiumMissing,
  async fn() {
    await withDocs(`${BASE}/docs`, async (page) => {
      const paths = await page.locator(".opblock-summary-path").evaluateAll((els) =>
        els.map((el) => el.getAttribute("data-path"))
      );
      assert.deepEqual(paths.sort(), Object.keys(CONTRACT.paths).sort());
      const methods = await page.locator(".opblock-summary-method").allTextContents();
      const expected = Object.values(CONTRACT.paths).flatMap((ops) =>
        Object.keys(ops as Record<string, unknown>).map((m) => m.toUpperCase())
      );
      assert.deepEqual(methods.sort(), expected.sort());
      assert.equal(expected.length, 11, "the API, MCP and OAuth operations");

      for (const code of Object.values(ERROR_CODE)) {
        const row = page.locator(`tr#error-${code}`);
        assert.equal(await row.count(), 1, code);
        assert.equal(await row.locator("td").first().textContent(), code);
      }
      for (const tool of TOOLS) {
        const row = page.locator(`tr#tool-${tool.name}`);
        assert.equal(await row.count(), 1, tool.name);
        assert.equal(await row.locator("td").first().textContent(), tool.name);
      }
      const shopping = await page.locator("tr#tool-shopping_add td").allTextContents();
      assert.deepEqual([shopping[1], shopping[2], shopping[4]], ["shopping list", "add", "items"]);
      // Each tool's last cell shows the requests its group description gives, one quote each.
      for (const group of GROUP_WORDS) {
        for (const [tool, requests] of Object.entries(group.examples)) {
          const shown = await page.locator(`tr#tool-${tool} td:last-child q`).allTextContents();
          for (const request of requests) assert.ok(shown.includes(request), `${tool}: ${request}`);
        }
      }
      assert.ok(ADD_MILK && shopping[5]?.includes(ADD_MILK), "shopping_add's first example");

      const text = await page.locator(".swagger-ui").innerText();
      for (
        const expected of [
          "Assistant Interface",
          "Authorization: Bearer <key>",
          "X-Service-Signature",
          "HMAC-SHA256",
          'crypto.subtle.sign("HMAC"',
          "72 hours",
          "WebhookEventReminderFired",
          "WebhookEventPriceDrop",
          "WebhookEventProposalResolved",
          "ActionResponse",
          "Problem",
        ]
      ) {
        assert.ok(text.includes(expected), expected);
      }
      for (const id of ["tools", "errors", "webhooks", "webhook-signature"]) {
        assert.equal(await page.locator(`h2#${id}, h3#${id}`).count(), 1, id);
      }
    });
  },
});

Deno.test({
  name: "an operation opens with its parameters, statuses and examples",
  ignore: chromiumMissing,
  async fn() {
    await withDocs(`${BASE}/docs`, async (page) => {
      const actions = page.locator(`.opblock-post:has([data-path="${BASE}/actions"])`);
      await actions.locator(".opblock-summary").click();
      const body = actions.locator(".opblock-body");
      // Swagger UI resolves an operation's references after it opens and then fills its body in:
      // wait until each text shows (visible, as the body's innerText required before) rather than
      // read the body once.
      for (
        const expected of [
          "Idempotency-Key",
          "Retry-After",
          "RateLimit-Remaining",
          "reminders_create",
        ]
      ) {
        await body.getByText(expected).filter({ visible: true }).first().waitFor();
      }
      const documented = Object.keys(CONTRACT.paths[`${BASE}/actions`].post.responses);
      const rows = body.locator(".responses-table tr.response");
      await rows.nth(documented.length - 1).waitFor({ state: "attached" });
      const statuses = await rows.evaluateAll((els) =>
        els.map((el) => el.getAttribute("data-code"))
      );
      assert.deepEqual(statuses, documented);

      // The request body offers each tool's example request by name; picking one shows it.
      const request = body.locator(".opblock-section-request-body");
      const picker = request.locator("select.examples-select-element");
      const options = await picker.locator("option").allTextContents();
      const named = `shopping_add: ${ADD_MILK}`;
      assert.ok(options.includes(named), `the request examples offer "${named}"`);
      await picker.selectOption({ label: named });
      await request.getByText(JSON.stringify(ADD_MILK)).waitFor();
    });
  },
});

Deno.test({
  name: "a problem's type link opens the docs page at its error code's row",
  ignore: chromiumMissing,
  async fn() {
    await withDocs(`${BASE}/docs#error-rate_limited`, async (page) => {
      const row = page.locator("tr#error-rate_limited");
      await page.waitForFunction(() => {
        const box = document.getElementById("error-rate_limited")?.getBoundingClientRect();
        // Scrolled to: the row is in the viewport (to the half pixel of a scaled layout).
        return box !== undefined && box.top > -1 && box.bottom <= innerHeight;
      });
      assert.match((await row.textContent()) ?? "", /429/);
    });
  },
});
