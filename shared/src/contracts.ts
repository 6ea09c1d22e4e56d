import { z } from "zod";
import type { Bus, BusMessage, Stoppable } from "./bus.ts";
import {
  decodeJson,
  encodeJson,
  NoRespondersError,
  ReplierLostError,
  RequestTimeoutError,
} from "./bus.ts";
import { RESENT_HEADER } from "./nats_liveness.ts";
import { databaseUnavailable, isDatabaseUnavailable } from "./db_errors.ts";
import { AppError, ERROR_CODE, type ErrorCode, timedOut, unavailable } from "./errors.ts";
import type { Logger } from "./log.ts";

/** Header that carries the request id across the bus. */
export const REQUEST_ID_HEADER = "x-request-id";
/** Header that marks a reply as an error, with its stable code. */
export const ERROR_CODE_HEADER = "x-error-code";
/** Header with the HTTP status of an error reply. */
export const ERROR_STATUS_HEADER = "x-error-status";
/** Header with the seconds a caller should wait before retrying, when an error says so. */
export const ERROR_RETRY_AFTER_HEADER = "x-error-retry-after";

/**
 * A request/reply subject: its name, its payloads, and its delivery guarantee (a request is
 * answered by one replica of the queue group, at most once; a timeout leaves the outcome unknown).
 */
export interface RequestContract<Req extends z.ZodType, Res extends z.ZodType> {
  subject: string;
  request: Req;
  response: Res;
  /** For people: ARCHITECTURE.md's subject table is generated from it. */
  doc?: SubjectDoc;
  /**
   * Whether a request may be sent again to another replica when the one working on it is lost
   * mid-request: only when running it twice is safe (a read, or work run once by its operation id).
   */
  resendIfLost?: (payload: z.output<Req>) => boolean;
}

/**
 * What a subject promises and who speaks on it, for people only: nothing reads it at run time.
 * ARCHITECTURE.md's subject table is generated from it (`deno task contracts`).
 */
export interface SubjectDoc {
  /** The delivery guarantee, in words: "at most once, read-only". */
  guarantee: string;
  /** The service(s) that send on the subject. */
  from: string;
  /** The service(s) that answer or receive. */
  to: string;
}

/** Declares a request/reply subject; `doc` is documentation only. */
export function defineRequest<Req extends z.ZodType, Res extends z.ZodType>(
  subject: string,
  request: Req,
  response: Res,
  doc?: SubjectDoc,
  resendIfLost?: (payload: z.output<Req>) => boolean,
): RequestContract<Req, Res> {
  return {
    subject,
    request,
    response,
    ...(doc ? { doc } : {}),
    ...(resendIfLost ? { resendIfLost } : {}),
  };
}

/** A broadcast subject: every subscriber gets each message, at most once (NATS core). */
export interface BroadcastContract<P extends z.ZodType> {
  subject: string;
  payload: P;
  /** For people: ARCHITECTURE.md's subject table is generated from it. */
  doc?: SubjectDoc;
}

/** Declares a broadcast subject; `doc` is documentation only. */
export function defineBroadcast<P extends z.ZodType>(
  subject: string,
  payload: P,
  doc?: SubjectDoc,
): BroadcastContract<P> {
  return doc ? { subject, payload, doc } : { subject, payload };
}

/** Options of {@link call}. */
export interface CallOptions {
  requestId?: string;
  /** @default 10000 */
  timeoutMs?: number;
}

/**
 * Sends a request and returns the validated reply.
 * @throws {AppError} the replier's error; 503 `service_unavailable` when nobody serves the subject
 *   or the bus is down, 503 `timeout` when the request is not answered within `timeoutMs`
 */
export async function call<Req extends z.ZodType, Res extends z.ZodType>(
  bus: Bus,
  contract: RequestContract<Req, Res>,
  payload: z.input<Req>,
  options: CallOptions = {},
): Promise<z.output<Res>> {
  const checked = contract.request.parse(payload);
  const timeoutMs = options.timeoutMs ?? 10_000;
  let reply: BusMessage;
  try {
    reply = await bus.request(contract.subject, encodeJson(checked), {
      timeoutMs,
      headers: options.requestId ? { [REQUEST_ID_HEADER]: options.requestId } : {},
      resendIfLost: contract.resendIfLost?.(checked) ?? false,
    });
  } catch (err) {
    if (err instanceof ReplierLostError) throw replierLost(err);
    if (err instanceof NoRespondersError) {
      throw unavailable("The service that handles this is not running; try again shortly", err, 5);
    }
    if (err instanceof RequestTimeoutError) throw timedOut(err);
    throw unavailable("The message bus is unavailable", err, 2);
  }
  const code = reply.headers[ERROR_CODE_HEADER];
  // Sent again after its replica was lost, and found still running: the lost one holds the work,
  // and may yet do it (a frozen replica wakes up), so its outcome is unknown, not refused.
  if (code === ERROR_CODE.conflict && reply.headers[RESENT_HEADER]) throw replierLost();
  if (code) {
    const status = Number(reply.headers[ERROR_STATUS_HEADER] ?? 500);
    const message = new TextDecoder().decode(reply.data);
    const retryAfter = Number(reply.headers[ERROR_RETRY_AFTER_HEADER]);
    // The status on the wire wins: a handler may have overridden the code's usual one.
    throw new AppError(code as ErrorCode, message, {
      status,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    });
  }
  const parsed = contract.response.safeParse(decodeJson(reply.data));
  if (!parsed.success) {
    throw new AppError(ERROR_CODE.internal, `Invalid reply on "${contract.subject}"`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** A 503 for a request whose replica was lost before it replied: its outcome is unknown. */
function replierLost(cause?: Error): AppError {
  return unavailable(
    "The service handling this stopped answering before it replied, so whether it acted is unknown; retry (with the same Idempotency-Key, if any) shortly",
    cause,
    1,
  );
}

/** What a handler knows about the request besides its payload. */
export interface HandlerContext {
  requestId: string;
  log: Logger;
}

/**
 * Answers requests of `contract` in the queue group `queue`. The payload is validated before the
 * handler sees it and the reply before it is sent; an {@link AppError} travels to the caller as
 * its code and message, anything else as a 500 whose details stay in this service's log.
 */
export function serve<Req extends z.ZodType, Res extends z.ZodType>(
  bus: Bus,
  contract: RequestContract<Req, Res>,
  options: { queue: string; log: Logger },
  handler: (payload: z.output<Req>, ctx: HandlerContext) => Promise<z.input<Res>>,
): Stoppable {
  return bus.serve(contract.subject, options.queue, async (msg) => {
    const requestId = msg.headers[REQUEST_ID_HEADER] ?? crypto.randomUUID();
    const log = options.log.child({ request_id: requestId, subject: contract.subject });
    try {
      let raw: unknown;
      try {
        raw = decodeJson(msg.data);
      } catch (err) {
        throw new AppError(ERROR_CODE.badRequest, "The request is not JSON", {
          cause: err,
        });
      }
      const input = contract.request.safeParse(raw);
      if (!input.success) {
        throw new AppError(
          ERROR_CODE.badRequest,
          `Invalid request on "${contract.subject}": ${z.prettifyError(input.error)}`,
        );
      }
      const result = await handler(input.data, { requestId, log });
      const output = contract.response.parse(result);
      log.debug("bus request handled");
      return { data: encodeJson(output), headers: {} };
    } catch (err) {
      if (err instanceof AppError) {
        // A 503 with Retry-After (a deadline passed, a peer unavailable) is the caller's to retry,
        // not a fault of this service: a warning, so error lines stay the ones someone must read.
        if (err.status >= 500 && err.retryAfter !== undefined) {
          log.warn("request not served, the caller may retry", { err });
        } else if (err.status >= 500) log.error("request failed", { err });
        return errorReply(err.code, err.status, err.message, err.retryAfter);
      }
      if (isDatabaseUnavailable(err)) {
        log.warn("database unavailable", { err });
        const unavailableErr = databaseUnavailable(err);
        return errorReply(
          unavailableErr.code,
          unavailableErr.status,
          unavailableErr.message,
          unavailableErr.retryAfter,
        );
      }
      log.error("request failed", { err });
      return errorReply(ERROR_CODE.internal, 500, "Internal error");
    }
  });
}

function errorReply(
  code: string,
  status: number,
  message: string,
  retryAfter?: number,
): BusMessage {
  const headers: Record<string, string> = {
    [ERROR_CODE_HEADER]: code,
    [ERROR_STATUS_HEADER]: String(status),
  };
  if (retryAfter !== undefined) headers[ERROR_RETRY_AFTER_HEADER] = String(Math.ceil(retryAfter));
  return { data: new TextEncoder().encode(message), headers };
}

/** Broadcasts a validated payload. */
export function broadcast<P extends z.ZodType>(
  bus: Bus,
  contract: BroadcastContract<P>,
  payload: z.input<P>,
): void {
  bus.broadcast(contract.subject, encodeJson(contract.payload.parse(payload)));
}

/** Subscribes to a broadcast; messages that fail validation are logged and dropped. */
export function listen<P extends z.ZodType>(
  bus: Bus,
  contract: BroadcastContract<P>,
  log: Logger,
  handler: (payload: z.output<P>) => void,
): Stoppable {
  return bus.subscribe(contract.subject, (msg) => {
    try {
      const parsed = contract.payload.safeParse(decodeJson(msg.data));
      if (parsed.success) handler(parsed.data);
      else log.warn("dropped an invalid broadcast", { subject: contract.subject });
    } catch (err) {
      log.warn("dropped an invalid broadcast", { subject: contract.subject, err });
    }
  });
}
