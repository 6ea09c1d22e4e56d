import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { timeout } from "hono/timeout";
import { databaseUnavailable, isDatabaseUnavailable } from "./db_errors.ts";
import { AppError, ERROR_CODE, STATUS_TITLE, timedOut } from "./errors.ts";
import type { Logger } from "./log.ts";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
    log: Logger;
    /** When the request must have been answered (`performance.now()`), see {@link requestDeadline}. */
    deadline: number;
  }
}

/** Base of the `type` URIs of problem bodies; each code has a section in the docs. */
export const PROBLEM_TYPE_BASE = "/api/assistant/v1/docs#error-";

/** An RFC 9457 problem body with our stable `code`. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  request_id?: string;
}

/** Builds the problem body of an error. */
export function problemOf(err: AppError, requestId?: string): Problem {
  return {
    type: `${PROBLEM_TYPE_BASE}${err.code}`,
    title: STATUS_TITLE[err.status] ?? "Error",
    status: err.status,
    detail: err.message,
    code: err.code,
    ...(requestId ? { request_id: requestId } : {}),
  };
}

/** Sends an error as `application/problem+json`, with `Retry-After` when it has one. */
export function problemResponse(c: Context, err: AppError): Response {
  const requestId = c.get("requestId");
  const headers: Record<string, string> = {
    "content-type": "application/problem+json",
    ...err.headers,
  };
  // 429 and 503 always say when to retry: a second when the cause did not say.
  const retryAfter = err.retryAfter ?? (err.status === 429 || err.status === 503 ? 1 : undefined);
  if (retryAfter !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(retryAfter)));
  if (requestId) headers["x-request-id"] = requestId;
  return new Response(JSON.stringify(problemOf(err, requestId)), {
    status: err.status,
    headers,
  });
}

/** Options of {@link requestContext}. */
export interface RequestContextOptions {
  log: Logger;
  /** Makes request ids. @default crypto.randomUUID */
  generate?: () => string;
}

/**
 * Gives every request an id (returned as `X-Request-Id`) and a logger that carries it, and logs
 * one line per request: method, path, status and duration, never a body.
 */
export function requestContext(options: RequestContextOptions): MiddlewareHandler {
  const generate = options.generate ?? (() => crypto.randomUUID());
  return async function requestContext(c, next) {
    const requestId = generate();
    const log = options.log.child({ request_id: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    // A replayed response carries the id of the call that computed it (a handler may set it).
    const answeredAs = c.get("requestId");
    // On the response's own headers: `c.header()` after the handler copies the response.
    c.res.headers.set("x-request-id", answeredAs);
    log.info("request", {
      ...(answeredAs !== requestId ? { replay_of: answeredAs } : {}),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}

/**
 * Answers 503 `timeout` (with `Retry-After`) when the rest of the request has not answered within
 * `timeoutMs` of its start, whatever it waits for: the bus, the database, a claim to settle. The
 * work goes on behind the answer and settles by itself. The deadline is put on the context, so
 * that what waits waits no longer than it ({@link timeLeftMs}).
 */
export function requestDeadline(timeoutMs: number): MiddlewareHandler {
  // Hono's own race; its exception carries ours, which `onError` answers with.
  const expire = timeout(timeoutMs, () => new HTTPException(503, { cause: timedOut() }));
  return async function requestDeadline(c, next) {
    c.set("deadline", performance.now() + timeoutMs);
    await expire(c, next);
  };
}

/**
 * How long the request has left before its {@link requestDeadline}, in whole ms (at least 1);
 * `fallbackMs` when it has none.
 */
export function timeLeftMs(c: Context, fallbackMs: number): number {
  const deadline = c.get("deadline");
  if (deadline === undefined) return fallbackMs;
  return Math.max(1, Math.floor(deadline - performance.now()));
}

/** The one place errors become responses: {@link AppError} as problem+json, anything else 500. */
export function onError(fallbackLog: Logger): ErrorHandler {
  return function onError(thrown, c) {
    // A framework exception that carries ours (the deadline's) answers as ours.
    const err = thrown instanceof HTTPException && thrown.cause instanceof AppError
      ? thrown.cause
      : thrown;
    if (err instanceof AppError) {
      if (err.status >= 500) (c.get("log") ?? fallbackLog).warn("request failed", { err });
      return problemResponse(c, err);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      return problemResponse(
        c,
        new AppError(
          status === 413 ? ERROR_CODE.payloadTooLarge : ERROR_CODE.badRequest,
          err.message,
          // A framework's own status (413 from a body limit, 400 from a bad request...) stays.
          { status },
        ),
      );
    }
    if (isDatabaseUnavailable(err)) {
      (c.get("log") ?? fallbackLog).warn("database unavailable", { err });
      return problemResponse(c, databaseUnavailable(err));
    }
    (c.get("log") ?? fallbackLog).error("unhandled error", { err });
    return problemResponse(
      c,
      new AppError(ERROR_CODE.internal, "Something went wrong on our side; try again"),
    );
  };
}

/** 404 as problem+json. */
export const notFound: NotFoundHandler = (c) =>
  problemResponse(
    c,
    new AppError(
      ERROR_CODE.notFound,
      `No route for ${c.req.method} ${new URL(c.req.url).pathname}`,
    ),
  );
