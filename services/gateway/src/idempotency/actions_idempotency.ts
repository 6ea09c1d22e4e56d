import { AppError, ERROR_CODE } from "@asst/shared";
import type { Context } from "hono";
import type {
  IdempotencyScope,
  IdempotencyStore,
  Operation,
  StoredResponse,
} from "./idempotency.ts";
import type { Charge } from "../usage/spend_ledger.ts";

/** Printable ASCII, 1 to 255 characters. */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header, or undefined when absent.
 * @throws {AppError} 400 `bad_request` when it is empty, longer than 255 or not printable ASCII
 */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw new AppError(
      ERROR_CODE.badRequest,
      `The Idempotency-Key header must be 1 to 255 printable ASCII characters (got ${header.length}); use a UUID, for example`,
    );
  }
  return header;
}

/** The body of a POST /actions answer; `request_id` is the call that computed it. */
export interface ActionBody extends StoredResponse {
  actions: { tool: string; ok: boolean }[];
  request_id: string;
  idempotent_replay: boolean;
}

/**
 * Whether an answer did something: at least one of its tool calls succeeded. One with no call
 * (the model asks for a missing detail) or only failed calls (a proposal refused because no
 * sender address is set) is not kept, so that the same text runs again once the cause is fixed.
 */
export function didSomething(body: ActionBody): boolean {
  return body.actions.some((action) => action.ok);
}

/**
 * Runs `run` once per Idempotency-Key and per message text of the API key (another key of the
 * account runs its own request, under its own permissions): a repeat of a kept answer gets its
 * stored body (with `idempotent_replay: true` and the first call's `request_id`, also as
 * `X-Request-Id`), a repeat while the first runs gets 409 with `Retry-After`. Only an
 * answer that {@link didSomething} is kept: when `run` throws or did nothing, the claim is released.
 * `alongside` (the charge of the call) is written in the same statement as the completion or
 * release. The claim is made while the request's admission (`guardUsageAlongside`) is decided;
 * its refusal is thrown instead of anything the claim found.
 * @throws {AppError} 409 `conflict` while the first request with the key or text runs
 */
export async function runIdempotently(
  c: Context,
  store: IdempotencyStore<Charge>,
  scope: IdempotencyScope,
  request: { idempotencyKey: string | undefined; message: string },
  run: (operation: Operation) => Promise<ActionBody>,
  alongside?: () => Charge | null,
): Promise<Response> {
  const admission = c.get("admission");
  const once = await store.once(scope, request, run, {
    keep: didSomething,
    ...(alongside ? { alongside } : {}),
    ...(admission ? { admission } : {}),
    log: c.get("log"),
  });
  if (once.kind === "busy") {
    const what = once.matched === "key"
      ? "A request with this Idempotency-Key"
      : "A request with the same message";
    throw new AppError(
      ERROR_CODE.conflict,
      `${what} is still running; retry in ${once.retryAfter} seconds to get its response`,
      { retryAfter: once.retryAfter },
    );
  }
  if (once.kind === "replay") {
    const firstRequestId = once.response.request_id;
    if (typeof firstRequestId === "string") c.set("requestId", firstRequestId);
    return c.json({ ...once.response, idempotent_replay: true });
  }
  return c.json(once.response);
}
