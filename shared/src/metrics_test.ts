import assert from "node:assert/strict";
import { Hono } from "hono";
import { httpMetrics, UNMATCHED_ROUTE } from "./http_metrics.ts";
import { metricsHandler, metricsRegistry, ScrapeProbes } from "./metrics.ts";

Deno.test("ScrapeProbes: a failing or hanging probe clears its series and the others still run", async () => {
  const probes = new ScrapeProbes({ timeoutMs: 20 });
  const values = new Map<string, number>();
  probes.add(() => {
    values.set("good", (values.get("good") ?? 0) + 1);
    return Promise.resolve();
  }, () => values.delete("good"));
  probes.add(() => Promise.reject(new Error("database down")), () => values.set("failing", -1));
  const remove = probes.add(() => new Promise(() => {}), () => values.set("hanging", -1));
  await probes.refresh();
  assert.deepEqual(Object.fromEntries(values), { good: 1, failing: -1, hanging: -1 });
  remove();
  await probes.refresh();
  assert.equal(values.get("good"), 2);
});

Deno.test("ScrapeProbes: concurrent scrapes share one run of each probe", async () => {
  const probes = new ScrapeProbes();
  let runs = 0;
  let release = () => {};
  probes.add(() => {
    runs++;
    return new Promise<void>((r) => release = r);
  }, () => {});
  const first = probes.refresh();
  const second = probes.refresh();
  release();
  await Promise.all([first, second]);
  assert.equal(runs, 1);
});

function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split("\n").find((l) =>
    l.startsWith(`${name}{`) && want.every((w) => l.includes(w))
  );
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

Deno.test("httpMetrics() labels a request by its route pattern, never by its path", async () => {
  const app = new Hono();
  app.use(httpMetrics());
  app.get("/metrics", metricsHandler);
  app.get("/things/:id", (c) => c.text("thing"));
  app.post("/things", (c) => c.text("nope", 422));
  const id = crypto.randomUUID();
  const scrape = async () => await (await app.request("/metrics")).text();
  const before = await scrape();
  await app.request(`/things/${id}`);
  await app.request("/things", { method: "POST" });
  await app.request(`/nothing/${id}`);
  await app.request("/things", { method: "BREW" });
  const posted = await app.request("/metrics", { method: "POST", body: "x".repeat(100_000) });
  assert.equal(posted.status, 404, "only GET reads the metrics");
  const res = await app.request(`/metrics?name[]=${"%3Cscript%3E".repeat(1000)}`);
  assert.equal(res.headers.get("content-type"), metricsRegistry.contentType);
  const after = await res.text();
  const delta = (labels: Record<string, string>) =>
    sample(after, "asst_http_requests_total", labels) -
    sample(before, "asst_http_requests_total", labels);
  assert.equal(delta({ method: "GET", route: "/things/:id", status: "200" }), 1);
  assert.equal(delta({ method: "POST", route: "/things", status: "422" }), 1);
  assert.equal(delta({ method: "GET", route: UNMATCHED_ROUTE, status: "404" }), 1);
  assert.equal(delta({ method: "OTHER", route: UNMATCHED_ROUTE, status: "404" }), 1);
  assert.equal(delta({ method: "POST", route: UNMATCHED_ROUTE, status: "404" }), 1);
  assert.doesNotMatch(after, /%3Cscript%3E|<script>|name\[\]/, "a query string changes nothing");
  assert.ok(
    sample(after, "asst_http_request_duration_seconds_count", {
      method: "GET",
      route: "/things/:id",
    }) >= 1,
  );
  assert.equal(after.includes(id), false, "no path with an id");
  assert.equal(after.includes("BREW"), false, "no method a client made up");
  assert.match(after, /^process_cpu_user_seconds_total /m, "the default process metrics");
});
