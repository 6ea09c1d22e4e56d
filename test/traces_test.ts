/**
 * One trace from the gateway to the assistant: both run as their own processes with Deno's
 * OpenTelemetry on, over this machine's NATS (a unique prefix) and Postgres (a fresh database),
 * exporting to a collector this test runs.
 * @module
 */
import assert from "node:assert/strict";
import { ANSWER_ONLY, call, gatewaySubjects, silentLogger, toHex } from "@asst/shared";
import { NatsBus } from "@asst/shared/bus";
import { SERVICE_RUN_ARGS } from "@asst/shared/testing";
import { freePort, sharedServers, TEST_NATS_URL, waitFor } from "./_harness.ts";

const ROOT = new URL("../", import.meta.url).pathname;

interface ExportedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
}

/** An OTLP/HTTP JSON collector that keeps the spans it is sent. */
function startCollector() {
  const spans: ExportedSpan[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const body = await req.json().catch(() => null);
    if (new URL(req.url).pathname === "/v1/traces" && body) {
      for (const rs of body.resourceSpans ?? []) {
        const service = (rs.resource?.attributes ?? [])
          .find((a: { key: string }) => a.key === "service.name")?.value?.stringValue ?? "";
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) {
            spans.push({
              service,
              name: s.name,
              traceId: s.traceId,
              spanId: s.spanId,
              parentSpanId: s.parentSpanId ?? "",
            });
          }
        }
      }
    }
    return Response.json({});
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, spans, stop: () => server.shutdown() };
}

/** Starts one service as its own process, as `deno task start:<name>` does, with tracing on. */
function startService(name: string, env: Record<string, string>) {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: [...SERVICE_RUN_ARGS, `services/${name}/main.ts`],
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "debug",
      OTEL_SERVICE_NAME: name,
    },
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const lines: Record<string, unknown>[] = [];
  const reading = (async () => {
    let rest = "";
    for await (const chunk of child.stdout.pipeThrough(new TextDecoderStream())) {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop()!;
      for (const p of parts) {
        try {
          lines.push(JSON.parse(p));
        } catch {
          // Not one of our log lines.
        }
      }
    }
  })();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    lines,
    stop: async () => {
      child.kill("SIGTERM");
      await child.status;
      await reading;
    },
  };
}

function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

Deno.test("a trace id sent to the gateway arrives at the assistant over NATS, in its spans and its logs", async () => {
  const servers = await sharedServers();
  const collector = startCollector();
  const otel = {
    ...servers.env,
    OTEL_DENO: "true",
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
  };
  const gateway = startService("gateway", otel);
  const assistant = startService("assistant", otel);
  const bus = await NatsBus.connect({
    servers: TEST_NATS_URL,
    prefix: servers.env.BUS_PREFIX!,
    log: silentLogger,
  });
  let stopped = false;
  const stopServices = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all([gateway.stop(), assistant.stop()]);
  };
  try {
    for (const s of [gateway, assistant]) {
      await waitFor("the service to be ready", async () => (await fetch(`${s.baseUrl}/readyz`)).ok);
    }
    const accountId = crypto.randomUUID();
    await call(bus, gatewaySubjects.ensureAccount, { account_id: accountId });
    const { key } = await call(bus, gatewaySubjects.createKey, {
      account_id: accountId,
      label: null,
      permissions: ANSWER_ONLY,
    });

    const traceId = randomHex(16);
    const res = await fetch(`${gateway.baseUrl}/api/assistant/v1/messages`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        traceparent: `00-${traceId}-${randomHex(8)}-01`,
      },
      body: JSON.stringify({ message: "hello" }),
    });
    assert.equal(res.status, 200, await res.text());

    // The logs: the gateway's request line and the assistant's handler carry the trace id.
    const handled = await waitFor(
      "the assistant's log line",
      () =>
        assistant.lines.find((l) =>
          l.msg === "bus request handled" && l.subject === "assistant.answer"
        ),
    );
    assert.equal(handled?.trace_id, traceId);
    const request = await waitFor(
      "the gateway's log line",
      () =>
        gateway.lines.find((l) => l.msg === "request" && l.path === "/api/assistant/v1/messages"),
    );
    assert.equal(request?.trace_id, traceId);

    // The spans: the assistant's server span is a child of the gateway's client span.
    await stopServices();
    const served = await waitFor(
      "the assistant's span",
      () =>
        collector.spans.find((s) =>
          s.service === "assistant" && s.name === "bus serve assistant.answer" &&
          s.traceId === traceId
        ),
    );
    const sent = collector.spans.find((s) =>
      s.service === "gateway" && s.name === "bus request assistant.answer" && s.traceId === traceId
    );
    assert.ok(sent, "the gateway's client span is in the same trace");
    assert.equal(served?.parentSpanId, sent.spanId);
  } finally {
    await stopServices();
    await bus.drain();
    await collector.stop();
    await servers.cleanup();
  }
});
