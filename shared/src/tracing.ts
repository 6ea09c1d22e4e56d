/**
 * Traces: Deno's built-in OpenTelemetry export (`OTEL_DENO=true` with the standard
 * `OTEL_EXPORTER_OTLP_*` variables) through the `@opentelemetry/api` package, and the W3C trace
 * context (`traceparent`, `tracestate`) carried in bus message headers. With `OTEL_DENO` unset
 * every function here returns at once, without touching the API.
 * @module
 */
import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

/** Whether this process exports traces (`OTEL_DENO` is `true` or `1`), read once at start. */
export const tracingEnabled: boolean = readTracingFlag();

function readTracingFlag(): boolean {
  try {
    if (Deno.permissions.querySync({ name: "env", variable: "OTEL_DENO" }).state !== "granted") {
      return false;
    }
    const value = Deno.env.get("OTEL_DENO")?.toLowerCase();
    return value === "true" || value === "1";
  } catch {
    return false;
  }
}

/** The trace header names, as bus headers carry them (lower-case). */
export const TRACEPARENT_HEADER = "traceparent";
export const TRACESTATE_HEADER = "tracestate";
/** Longest `tracestate` taken from a peer; a longer one is dropped (W3C suggests 512). */
export const MAX_TRACESTATE_LENGTH = 512;

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-[^\s]*)?$/;
const ZERO_TRACE = "0".repeat(32);
const ZERO_SPAN = "0".repeat(16);
const TRACESTATE = /^[\x20-\x7e]*$/;

/**
 * Whether `value` is a W3C `traceparent` a peer may give us: version `00` exactly 55
 * characters, a later version at least that with a dash after, no all-zero ids, never `ff`.
 */
export function isValidTraceparent(value: string | undefined): value is string {
  if (value === undefined || value.length < 55 || value.length > 256) return false;
  const m = TRACEPARENT.exec(value);
  if (!m) return false;
  const [, version, traceId, spanId, , rest] = m;
  if (version === "ff" || traceId === ZERO_TRACE || spanId === ZERO_SPAN) return false;
  return version === "00" ? rest === undefined : true;
}

/**
 * The trace headers of `headers` that are safe to hand to the propagator: a valid `traceparent`
 * and, with it, a printable `tracestate` of at most {@link MAX_TRACESTATE_LENGTH} characters.
 * @returns null when there is no usable trace context
 */
export function traceHeadersOf(
  headers: Record<string, string>,
): { traceparent: string; tracestate?: string } | null {
  const traceparent = headers[TRACEPARENT_HEADER];
  if (!isValidTraceparent(traceparent)) return null;
  const tracestate = headers[TRACESTATE_HEADER];
  return tracestate !== undefined && tracestate.length <= MAX_TRACESTATE_LENGTH &&
      TRACESTATE.test(tracestate)
    ? { traceparent, tracestate }
    : { traceparent };
}

/** Adds the active trace context to outgoing `headers` (nothing when tracing is off). */
export function injectTraceContext(headers: Record<string, string>): void {
  if (tracingEnabled) propagation.inject(context.active(), headers);
}

/**
 * The trace context a peer sent in `headers`, or the root context (a new trace) when it sent
 * none or an unusable one.
 */
export function extractTraceContext(headers: Record<string, string>): Context {
  const carried = traceHeadersOf(headers);
  return carried ? propagation.extract(ROOT_CONTEXT, carried) : ROOT_CONTEXT;
}

/** The ids of the active span, for log lines; null when tracing is off or no span is active. */
export function activeTraceIds(): { trace_id: string; span_id: string } | null {
  if (!tracingEnabled) return null;
  const span = trace.getActiveSpan();
  if (!span) return null;
  const { traceId, spanId } = span.spanContext();
  return traceId === ZERO_TRACE ? null : { trace_id: traceId, span_id: spanId };
}

const tracer = trace.getTracer("assistant-interface");

/** The kinds of span this code makes. */
export const SPAN_KIND = {
  client: SpanKind.CLIENT,
  server: SpanKind.SERVER,
  producer: SpanKind.PRODUCER,
  consumer: SpanKind.CONSUMER,
} as const;

/**
 * Runs `fn` inside a new active span (a child of `parent`, or of the active span), ended when
 * `fn` settles and marked as an error when it throws. With tracing off it only calls `fn`.
 */
export function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Record<string, string>,
  fn: (span: Span | undefined) => Promise<T>,
  parent?: Context,
): Promise<T> {
  if (!tracingEnabled) return fn(undefined);
  return tracer.startActiveSpan(
    name,
    { kind, attributes },
    parent ?? context.active(),
    async (span) => {
      try {
        return await fn(span);
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.name ?? "Error" });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}
