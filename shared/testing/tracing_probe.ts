/**
 * Run by tracing_test.ts in a child process (with or without `OTEL_DENO=true`, which Deno reads
 * at start): serves requests on both buses and prints, as one JSON object, what trace context
 * each handler ran in and what it would pass on.
 * Usage: deno run -A shared/testing/tracing_probe.ts <nats-url> <prefix> < cases.json
 * @module
 */
import type { Bus, BusHeaders } from "../src/bus.ts";
import { instrumentedHandler } from "../src/bus_telemetry.ts";
import { createLogger } from "../src/log.ts";
import { MemoryBus } from "../src/memory_bus.ts";
import { NatsBus } from "../src/nats_bus.ts";
import {
  activeTraceIds,
  injectTraceContext,
  inSpan,
  SPAN_KIND,
  tracingEnabled,
} from "../src/tracing.ts";

const [natsUrl, prefix] = Deno.args;
const cases = JSON.parse(await new Response(Deno.stdin.readable).text()) as BusHeaders[];
const lines: string[] = [];
const log = createLogger({ service: "probe", sink: (l) => lines.push(l) });

/** What a handler saw: its trace ids, the headers it would send on, and its log line. */
function observe(): { ids: unknown; outgoing: BusHeaders; logged: unknown } {
  const outgoing: BusHeaders = {};
  injectTraceContext(outgoing);
  log.info("handled");
  return { ids: activeTraceIds(), outgoing, logged: JSON.parse(lines.at(-1)!) };
}

// Hostile and valid headers straight into a served handler, as a peer would send them.
const extracted = [];
for (const headers of cases) {
  let seen: unknown;
  await instrumentedHandler("probe.case", () => {
    seen = observe();
    return Promise.resolve({ data: new Uint8Array(), headers: {} });
  })({ data: new Uint8Array(), headers });
  extracted.push(seen);
}

// A request made inside a span, over each bus: the handler must be in the same trace.
async function roundTrip(bus: Bus) {
  let server: unknown;
  const stopper = bus.serve("probe.echo", "probe", () => {
    server = observe();
    return Promise.resolve({ data: new Uint8Array(), headers: {} });
  });
  if (bus instanceof NatsBus) await bus.ping();
  const client = await inSpan("probe root", SPAN_KIND.server, {}, async () => {
    const ids = activeTraceIds();
    await bus.request("probe.echo", new Uint8Array(), { timeoutMs: 5000 });
    return ids;
  });
  await stopper.stop();
  return { client, server };
}

const memory = await roundTrip(new MemoryBus());
const natsBus = await NatsBus.connect({ servers: natsUrl!, prefix: prefix!, log });
const nats = await roundTrip(natsBus);
await natsBus.drain();

console.log(JSON.stringify({ tracingEnabled, extracted, memory, nats }));
