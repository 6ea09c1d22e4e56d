import { AppError, ERROR_CODE } from "@asst/shared";
import type { Context } from "hono";
import type { IdempotencyStore, StoredResponse } from "./idempotency.ts";

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
      { status: 400 },
    );
  }
  return header;
}

/** The body of a POST /actions answer; `request_id` is the call that computed it. */
export interface ActionBody extends StoredResponse {
  request_id: string;
  idempotent_replay: boolean;
}

/**
 * Runs `run` once per Idempotency-Key and per message text of the account: a repeat of a
 * completed success gets its stored body (with `idempotent_replay: true` and the first call's
 * `request_id`, also as `X-Request-Id`), a repeat while the first runs gets 409 with
 * `Retry-After`. Only a success is stored: when `run` throws, the claim is released.
 * @throws {AppError} 409 `conflict` while the first request with the key or text runs
 */
export async function runIdempotently(
  c: Context,
  store: IdempotencyStore,
  accountId: string,
  request: { idempotencyKey: string | undefined; message: string },
  run: () => Promise<ActionBody>,
): Promise<Response> {
  const claim = await store.claim(accountId, request);
  if (claim.kind === "busy") {
    const what = claim.matched === "key"
      ? "A request with this Idempotency-Key"
      : "A request with the same message";
    throw new AppError(
      ERROR_CODE.conflict,
      `${what} is still running; retry in ${claim.retryAfter} seconds to get its response`,
      { status: 409, retryAfter: claim.retryAfter },
    );
  }
  if (claim.kind === "replay") {
    const firstRequestId = claim.response.request_id;
    if (typeof firstRequestId === "string") c.set("requestId", firstRequestId);
    return c.json({ ...claim.response, idempotent_replay: true });
  }
  let body: ActionBody;
  try {
    body = await run();
  } catch (err) {
    await store.release(claim.token).catch((releaseErr) =>
      c.get("log")?.warn("could not release an idempotency claim", { err: releaseErr })
    );
    throw err;
  }
  // The work is done: a failure to store it only means a retry runs again after the lease.
  await store.complete(claim.token, body).catch((err) =>
    c.get("log")?.error("could not store an idempotent response", { err })
  );
  return c.json(body);
}
