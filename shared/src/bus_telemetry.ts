/**
 * Metrics and trace context of the bus, used by both {@link Bus} implementations: requests by
 * subject (without the deployment prefix), side and outcome, with their latency; a span per
 * request on each side, the caller's context carried in `traceparent`/`tracestate` headers.
 * @module
 */
import { context } from "@opentelemetry/api";
import type { BusHeaders, BusMessage, RequestHandler, RequestOptions } from "./bus.ts";
import { NoRespondersError, RequestTimeoutError } from "./bus.ts";
import { ERROR_CODE_HEADER } from "./contracts.ts";
import { ChildCache, counter, histogram } from "./metrics.ts";
import {
  extractTraceContext,
  injectTraceContext,
  inSpan,
  SPAN_KIND,
  tracingEnabled,
} from "./tracing.ts";

/** How a bus request ended, as the `outcome` label says it. */
export type BusOutcome = "ok" | "error_reply" | "no_responders" | "timeout" | "failed";

const requests = counter(
  "bus_requests_total",
  "Bus requests by subject, side (client or server) and outcome (ok, error_reply, " +
    "no_responders, timeout, failed).",
  ["subject", "side", "outcome"],
);
const durations = histogram(
  "bus_request_duration_seconds",
  "Time from sending a bus request to its reply (client) or to handle it (server), by subject.",
  ["subject", "side"],
);
const requestChildren = new ChildCache((subject, sideOutcome) => {
  const [side, outcome] = String(sideOutcome).split(" ");
  return requests.labels(subject, side!, outcome!);
});
const durationChildren = new ChildCache((subject, side) => durations.labels(subject, String(side)));

/** Label values of the two sides and each outcome, made once. */
const SIDE_OUTCOME = {
  client: {
    ok: "client ok",
    error_reply: "client error_reply",
    no_responders: "client no_responders",
    timeout: "client timeout",
    failed: "client failed",
  },
  server: {
    ok: "server ok",
    error_reply: "server error_reply",
    no_responders: "server no_responders",
    timeout: "server timeout",
    failed: "server failed",
  },
} as const;

function record(
  subject: string,
  side: "client" | "server",
  outcome: BusOutcome,
  started: number,
): void {
  requestChildren.get(subject, SIDE_OUTCOME[side][outcome]).inc();
  durationChildren.get(subject, side).observe((performance.now() - started) / 1000);
}

function replyOutcome(reply: BusMessage): BusOutcome {
  return reply.headers[ERROR_CODE_HEADER] ? "error_reply" : "ok";
}

function spanAttributes(subject: string): Record<string, string> {
  return { "messaging.system": "nats", "messaging.destination.name": subject };
}

/** A bus's own transport of one request: the subject without the prefix, headers to send. */
export type SendRequest = (
  subject: string,
  data: Uint8Array,
  headers: BusHeaders | undefined,
  timeoutMs: number,
) => Promise<BusMessage>;

/**
 * Sends a request through `send` (the bus's own transport), counted and timed; with tracing on,
 * inside a client span whose context `send` gets in its headers.
 */
export async function instrumentedRequest(
  subject: string,
  data: Uint8Array,
  options: RequestOptions,
  send: SendRequest,
): Promise<BusMessage> {
  const started = performance.now();
  let outcome: BusOutcome = "failed";
  try {
    const reply = tracingEnabled
      ? await inSpan(`bus request ${subject}`, SPAN_KIND.client, spanAttributes(subject), () => {
        const headers = { ...options.headers };
        injectTraceContext(headers);
        return send(subject, data, headers, options.timeoutMs);
      })
      : await send(subject, data, options.headers, options.timeoutMs);
    outcome = replyOutcome(reply);
    return reply;
  } catch (err) {
    if (err instanceof NoRespondersError) outcome = "no_responders";
    else if (err instanceof RequestTimeoutError) outcome = "timeout";
    throw err;
  } finally {
    record(subject, "client", outcome, started);
  }
}

/**
 * Wraps a request handler: counted and timed, and with tracing on run inside a server span that
 * continues the caller's trace (a malformed or missing `traceparent` starts a new one).
 */
export function instrumentedHandler(subject: string, handler: RequestHandler): RequestHandler {
  return async (msg) => {
    const started = performance.now();
    let outcome: BusOutcome = "failed";
    try {
      const reply = tracingEnabled
        ? await inSpan(
          `bus serve ${subject}`,
          SPAN_KIND.server,
          spanAttributes(subject),
          async (span) => {
            const r = await handler(msg);
            const code = r.headers[ERROR_CODE_HEADER];
            if (code) span?.setAttribute("error.type", code);
            return r;
          },
          extractTraceContext(msg.headers),
        )
        : await handler(msg);
      outcome = replyOutcome(reply);
      return reply;
    } finally {
      record(subject, "server", outcome, started);
    }
  };
}

/** The headers of an outgoing broadcast, with the active trace context when tracing is on. */
export function broadcastHeaders(headers: BusHeaders | undefined): BusHeaders | undefined {
  if (!tracingEnabled) return headers;
  const out = { ...headers };
  injectTraceContext(out);
  return out;
}

/** Wraps a broadcast listener to run in the context its sender carried (when tracing is on). */
export function tracedListener(
  handler: (msg: BusMessage) => void,
): (msg: BusMessage) => void {
  if (!tracingEnabled) return handler;
  return (msg) => context.with(extractTraceContext(msg.headers), () => handler(msg));
}
