import { activeTraceIds } from "./tracing.ts";

/** Log levels in increasing severity. */
export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;

/** A log level. */
export type LogLevel = typeof LOG_LEVELS[number];

/** Structured fields of a log line. */
export type LogFields = Record<string, unknown>;

/** A structured JSON logger. */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger whose lines also carry `fields` (for example the request id). */
  child(fields: LogFields): Logger;
}

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** Name of the service, on every line. */
  service: string;
  /** Lines below this level are dropped. @default "info" */
  level?: LogLevel;
  /** Where lines go. @default console.log for info and below, console.error above */
  sink?: (line: string, level: LogLevel) => void;
  /** The clock. @default () => new Date() */
  now?: () => Date;
}

/**
 * Field names whose values are never written: secrets, and what users wrote. A field is dropped
 * when its name, lower-cased, contains one of these.
 */
const REDACTED_FIELDS = [
  "authorization",
  "secret",
  "password",
  "pepper",
  "token",
  "api_key",
  "apikey",
  "text",
  "message_body",
  "body",
  "prompt",
  "reply",
];

/** Anything shaped like one of our secrets, wherever it appears in a string. */
const SECRET_PATTERN = /\b(asst|whsec)_[A-Za-z0-9]{6,}/g;

/** Replaces anything shaped like an API key or signing secret in `s`. */
export function redactSecrets(s: string): string {
  return s.replace(SECRET_PATTERN, "$1_[redacted]");
}

function sanitize(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactSecrets(value);
  if (value instanceof Error) {
    const out: Record<string, unknown> = {
      name: value.name,
      message: redactSecrets(value.message),
    };
    if ("code" in value) out.code = (value as { code: unknown }).code;
    if (value.cause !== undefined && depth < 3) out.cause = sanitize(value.cause, depth + 1);
    return out;
  }
  if (Array.isArray(value)) return depth > 4 ? "[…]" : value.map((v) => sanitize(v, depth + 1));
  if (value !== null && typeof value === "object") {
    if (depth > 4) return "[…]";
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const lower = k.toLowerCase();
      out[k] = REDACTED_FIELDS.some((f) => lower.includes(f))
        ? "[redacted]"
        : sanitize(v, depth + 1);
    }
    return out;
  }
  return value;
}

/**
 * Creates a logger that writes one JSON object per line. Fields that may hold secrets or what a
 * user wrote are replaced by "[redacted]", and key-shaped strings are masked anywhere. While a
 * trace span is active (tracing on), the line carries its `trace_id` and `span_id`.
 */
export function createLogger(options: LoggerOptions): Logger {
  const min = LOG_LEVELS.indexOf(options.level ?? "info");
  const now = options.now ?? (() => new Date());
  const sink = options.sink ??
    ((line: string, level: LogLevel) =>
      level === "error" || level === "warn" ? console.error(line) : console.log(line));
  const make = (base: LogFields): Logger => {
    const write = (level: LogLevel, msg: string, fields?: LogFields) => {
      if (LOG_LEVELS.indexOf(level) < min) return;
      const line = {
        time: now().toISOString(),
        level,
        service: options.service,
        msg: redactSecrets(msg),
        ...activeTraceIds(),
        ...(sanitize({ ...base, ...fields }) as LogFields),
      };
      sink(JSON.stringify(line), level);
    };
    return {
      debug: (m, f) => write("debug", m, f),
      info: (m, f) => write("info", m, f),
      warn: (m, f) => write("warn", m, f),
      error: (m, f) => write("error", m, f),
      child: (fields) => make({ ...base, ...fields }),
    };
  };
  return make({});
}

/** A logger that writes nothing, for tests that do not look at logs. */
export const silentLogger: Logger = createLogger({ service: "test", sink: () => {} });
