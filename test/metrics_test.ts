/**
 * `/metrics` after real traffic: the embedded system over this machine's NATS and Postgres (one
 * registry for four services), and one service alone on its own port.
 * @module
 */
import assert from "node:assert/strict";
import { call, loadConfig, proposalsSubjects, silentLogger } from "@asst/shared";
import { NatsBus } from "@asst/shared/bus";
import { connectPostgres } from "@asst/shared/db";
import { runServices } from "@asst/shared/http";
import { createProposals, proposalsConfigSchema } from "@asst/proposals";
import { TEST_NATS_URL, uniquePrefix, withMigratedDatabase } from "@asst/shared/testing";
import { api, createKey, sharedServers, startOnServers } from "./_harness.ts";

const API = "/api/assistant/v1";

/** The sum of the series `name` whose labels include `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  return text.split("\n")
    .filter((l) =>
      (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && want.every((w) => l.includes(w))
    )
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(" ") + 1)), 0);
}

async function scrape(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/metrics`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type") ?? "", /^text\/plain; version=0\.0\.4/);
  return await res.text();
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

Deno.test("the embedded system's /metrics counts HTTP by route, the bus by subject, a 429 and a 402 by limit, and holds no id, key or text", async () => {
  const servers = await sharedServers();
  const t = await startOnServers(servers, {
    // The first message spends the whole cap (402 next), the third goes over the limit (429).
    RATE_LIMIT_MESSAGES_PER_MINUTE: "2",
    RATE_LIMIT_WINDOW_SECONDS: "3600",
    MONTHLY_SPEND_CAP_USD: "0.0001",
    LOCAL_MODEL_COST_USD: "0.0001",
  });
  try {
    const key = await createKey(t.baseUrl, "metrics-user", "create an API key");
    const before = await scrape(t.baseUrl);
    const text = `my zebra password is ${crypto.randomUUID()}`;
    const first = await api(t.baseUrl, "/messages", key, { message: text });
    assert.equal(first.status, 200);
    await first.body?.cancel();
    const capped = await api(t.baseUrl, "/messages", key, { message: text });
    assert.equal(capped.status, 402);
    await capped.body?.cancel();
    const refused = await api(t.baseUrl, "/messages", key, { message: text });
    assert.equal(refused.status, 429);
    await refused.body?.cancel();
    const requestId = crypto.randomUUID();
    const status = await fetch(`${t.baseUrl}${API}/actions/requests/${requestId}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    await status.body?.cancel();
    const after = await scrape(t.baseUrl);
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);

    const messages = { method: "POST", route: `${API}/messages` };
    assert.equal(delta("asst_http_requests_total", { ...messages, status: "200" }), 1);
    assert.equal(delta("asst_http_requests_total", { ...messages, status: "429" }), 1);
    assert.equal(delta("asst_http_requests_total", { ...messages, status: "402" }), 1);
    assert.equal(delta("asst_http_request_duration_seconds_count", messages), 3);
    assert.equal(
      delta("asst_http_requests_total", {
        method: "GET",
        route: `${API}/actions/requests/:request_id`,
        status: String(status.status),
      }),
      1,
    );
    for (const side of ["client", "server"]) {
      assert.equal(
        delta("asst_bus_requests_total", { subject: "assistant.answer", side, outcome: "ok" }),
        1,
        `${side} side of assistant.answer`,
      );
    }
    assert.equal(delta("asst_rate_limit_refusals_total", { limit: "messages:account" }), 1);
    assert.equal(delta("asst_payment_required_total", { limit: "spending_cap_reached" }), 1);
    assert.equal(delta("asst_model_calls_total", { kind: "answer", outcome: "ok" }), 1);
    for (const schema of ["assistant", "proposals"]) {
      assert.match(after, new RegExp(`^asst_outbox_pending\\{schema="${schema}"\\} \\d+$`, "m"));
      assert.match(
        after,
        new RegExp(`^asst_outbox_oldest_age_seconds\\{schema="${schema}"\\} `, "m"),
      );
    }
    assert.match(after, /^asst_proposals_pending \d+$/m);
    assert.match(after, /^asst_webhook_deliveries_pending \d+$/m);
    assert.match(after, /^asst_reminder_lag_seconds_count \d+$/m);

    const accounts = await t.system.sql<{ id: string }[]>`select id from gateway.accounts`;
    assert.ok(accounts.length > 0);
    for (const secret of [key, key.slice(-12), text, requestId, ...accounts.map((a) => a.id)]) {
      assert.equal(after.includes(secret), false, "the exposition holds no key, id or text");
    }
    assert.equal(UUID.test(after), false, "no label holds an id");
  } finally {
    await t.stop();
    await servers.cleanup();
  }
});

Deno.test("a service alone serves /metrics on its port, and keeps answering when its database fails", async () => {
  await withMigratedDatabase(
    "proposals",
    new URL("../services/proposals/migrations/", import.meta.url),
    async (_sql, url) => {
      const prefix = uniquePrefix();
      const sql = connectPostgres(url, { max: 2 });
      const bus = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
      const caller = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
      const running = await runServices({
        services: [
          createProposals({ sql, bus, log: silentLogger }, loadConfig(proposalsConfigSchema, {})),
        ],
        sql,
        bus,
        log: silentLogger,
        port: 0,
        hostname: "127.0.0.1",
      });
      const base = `http://127.0.0.1:${running.port}`;
      try {
        const before = await scrape(base);
        await (await fetch(`${base}/healthz`)).body?.cancel();
        const id = crypto.randomUUID();
        await assert.rejects(
          call(caller, proposalsSubjects.getProposal, { account_id: crypto.randomUUID(), id }),
          (err: Error & { status?: number }) => err.status === 404,
        );
        const after = await scrape(base);
        const delta = (name: string, labels: Record<string, string>) =>
          sample(after, name, labels) - sample(before, name, labels);
        assert.equal(
          delta("asst_http_requests_total", { method: "GET", route: "/healthz", status: "200" }),
          1,
        );
        for (const side of ["client", "server"]) {
          assert.equal(
            delta("asst_bus_requests_total", {
              subject: "proposals.get",
              side,
              outcome: "error_reply",
            }),
            1,
            side,
          );
        }
        assert.match(after, /^asst_proposals_pending 0$/m);
        assert.match(after, /^asst_outbox_pending\{schema="proposals"\} 0$/m);
        assert.equal(after.includes(id), false);

        // The pool is gone: the database gauges drop out, the scrape still answers.
        await sql.end();
        const broken = await scrape(base);
        assert.doesNotMatch(broken, /^asst_proposals_pending /m);
        assert.doesNotMatch(broken, /^asst_outbox_pending\{schema="proposals"\}/m);
        assert.match(broken, /^asst_http_requests_total\{/m);
      } finally {
        await running.shutdown();
        await caller.deleteEventStream();
        await caller.drain();
      }
    },
  );
});
