import assert from "node:assert/strict";
import { isValidTraceparent, MAX_TRACESTATE_LENGTH, traceHeadersOf } from "./tracing.ts";
import { SERVICE_RUN_ARGS, TEST_NATS_URL, uniquePrefix } from "../testing/harness.ts";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const SPAN = "00f067aa0ba902b7";
const VALID = `00-${TRACE}-${SPAN}-01`;

Deno.test("isValidTraceparent() takes the W3C form and refuses anything else", () => {
  assert.ok(isValidTraceparent(VALID));
  assert.ok(isValidTraceparent(`00-${TRACE}-${SPAN}-00`), "not sampled is still a context");
  assert.ok(isValidTraceparent(`01-${TRACE}-${SPAN}-01-future`), "a later version may add fields");
  for (
    const bad of [
      undefined,
      "",
      "garbage",
      VALID.toUpperCase(),
      `00-${TRACE}-${SPAN}-01-extra`,
      `00-${"0".repeat(32)}-${SPAN}-01`,
      `00-${TRACE}-${"0".repeat(16)}-01`,
      `ff-${TRACE}-${SPAN}-01`,
      `00-${TRACE.slice(1)}-${SPAN}-01`,
      `00-${TRACE}-${SPAN}-01\r\nx-injected: 1`,
      ` ${VALID}`,
      `01-${TRACE}-${SPAN}-01-${"a".repeat(100_000)}`,
    ]
  ) assert.equal(isValidTraceparent(bad), false, JSON.stringify(bad?.slice(0, 80)));
});

Deno.test("traceHeadersOf() keeps a valid context and drops an unusable tracestate", () => {
  assert.deepEqual(traceHeadersOf({ traceparent: VALID, tracestate: "a=1,b=2" }), {
    traceparent: VALID,
    tracestate: "a=1,b=2",
  });
  assert.deepEqual(
    traceHeadersOf({ traceparent: VALID, tracestate: "a=".padEnd(MAX_TRACESTATE_LENGTH + 1, "x") }),
    { traceparent: VALID },
  );
  assert.deepEqual(traceHeadersOf({ traceparent: VALID, tracestate: "a=1\nb" }), {
    traceparent: VALID,
  });
  assert.equal(traceHeadersOf({ tracestate: "a=1" }), null);
  assert.equal(traceHeadersOf({ traceparent: "00-bad" }), null);
});

const CASES = [
  { traceparent: VALID, tracestate: "vendor=abc" },
  { traceparent: "00-not-a-trace-01" },
  { traceparent: `00-${TRACE}-${SPAN}-01`, tracestate: "x=".padEnd(10_000, "y") },
  { traceparent: "a".repeat(1_000_000) },
  {},
];

interface Seen {
  ids: { trace_id: string; span_id: string } | null;
  outgoing: Record<string, string>;
  logged: Record<string, unknown>;
}

interface ProbeOutput {
  tracingEnabled: boolean;
  extracted: Seen[];
  memory: { client: Seen["ids"]; server: Seen };
  nats: { client: Seen["ids"]; server: Seen };
}

/** Runs the probe in a child process with Deno's OpenTelemetry on or off. */
async function probe(otel: boolean): Promise<ProbeOutput> {
  // Deno exports what it traced; a local sink takes it so nothing is sent anywhere.
  const sink = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    await req.body?.cancel();
    return new Response("{}", { headers: { "content-type": "application/json" } });
  });
  const env: Record<string, string> = otel
    ? {
      OTEL_DENO: "true",
      OTEL_SERVICE_NAME: "probe",
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sink.addr.port}`,
    }
    : {};
  try {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        ...SERVICE_RUN_ARGS,
        new URL("../testing/tracing_probe.ts", import.meta.url).pathname,
        TEST_NATS_URL,
        uniquePrefix(),
      ],
      env: { ...env, ...(otel ? {} : { OTEL_DENO: "false" }) },
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(JSON.stringify(CASES)));
    await writer.close();
    const out = await child.output();
    const stdout = new TextDecoder().decode(out.stdout);
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    return JSON.parse(stdout.trim().split("\n").at(-1)!);
  } finally {
    await sink.shutdown();
  }
}

const HEX32 = /^[0-9a-f]{32}$/;

Deno.test("with OTEL_DENO=true the trace context crosses both buses and reaches the logs", async () => {
  const out = await probe(true);
  assert.equal(out.tracingEnabled, true);
  for (const [name, trip] of [["memory", out.memory], ["nats", out.nats]] as const) {
    assert.match(trip.client?.trace_id ?? "", HEX32, name);
    assert.equal(trip.server.ids?.trace_id, trip.client?.trace_id, `${name}: one trace`);
    assert.notEqual(trip.server.ids?.span_id, trip.client?.span_id, `${name}: its own span`);
    assert.equal(trip.server.logged.trace_id, trip.client?.trace_id, `${name}: log line`);
    assert.equal(trip.server.logged.span_id, trip.server.ids?.span_id);
  }
  const [valid, malformed, bigState, huge, none] = out.extracted;
  // A valid context is continued (what Deno's spans keep of `tracestate` is Deno's affair).
  assert.equal(valid!.ids?.trace_id, TRACE);
  assert.match(valid!.outgoing.traceparent ?? "", new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
  assert.equal(valid!.logged.trace_id, TRACE);
  // An oversized tracestate does not cost the trace.
  assert.equal(bigState!.ids?.trace_id, TRACE);
  // Malformed, oversized or missing: a new trace of our own, never the peer's bytes.
  const fresh = [malformed!, huge!, none!].map((s) => s.ids?.trace_id);
  for (const id of fresh) assert.match(id ?? "", HEX32);
  assert.equal(new Set([...fresh, TRACE]).size, 4, "each starts its own trace");
  for (const s of [malformed!, huge!]) {
    assert.ok((s.outgoing.traceparent ?? "").length === 55, "only a well-formed context goes on");
  }
});

Deno.test("with tracing off nothing is injected and log lines carry no trace id", async () => {
  const out = await probe(false);
  assert.equal(out.tracingEnabled, false);
  for (const seen of [...out.extracted, out.memory.server, out.nats.server]) {
    assert.equal(seen.ids, null);
    assert.deepEqual(seen.outgoing, {});
    assert.equal("trace_id" in seen.logged, false);
  }
  assert.equal(out.memory.client, null);
});
