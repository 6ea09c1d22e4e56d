import { AppError, assistantSubjects, call, ERROR_CODE, isAnswerOnly } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import { timeLeftMs } from "@asst/shared/http";
import type { Handler } from "hono";
import { noteActivity, toolLabel } from "../activity/key_activity_http.ts";
import { readIdempotencyKey, runIdempotently } from "../idempotency/actions_idempotency.ts";
import { type IdempotencyStore, operationOf } from "../idempotency/idempotency.ts";
import type { Charge, Usage } from "../usage/spend_ledger.ts";
import type { UsageGuardDeps } from "../usage/usage_guard.ts";
import { parseMessageRequest, requireJsonContentType } from "./message_request.ts";

/** What `POST /actions` needs. */
export interface ActionsDeps {
  bus: Bus;
  /** How long to wait for the assistant, in milliseconds. */
  requestTimeoutMs: number;
  usage: Pick<UsageGuardDeps, "ledger">;
  /** Idempotency of POST /actions (Idempotency-Key and duplicate message text). */
  idempotency: IdempotencyStore<Charge>;
}

/**
 * `POST /actions`: the assistant's turn with the key's tools, run once per message text or
 * `Idempotency-Key` (a repeat gets the stored response), its charge written with the claim's
 * completion. Behind the key check, the limits (with the claim) and the body limit.
 */
export function postActions(deps: ActionsDeps): Handler {
  return async function postActions(c) {
    const principal = c.get("principal");
    if (isAnswerOnly(principal.permissions)) {
      throw new AppError(
        ERROR_CODE.forbidden,
        "This key may only answer questions: use POST /api/assistant/v1/messages, or ask in the chat for a key that may act",
      );
    }
    requireJsonContentType(c.req.header("content-type"));
    const message = parseMessageRequest(await c.req.text());
    const idempotencyKey = readIdempotencyKey(c.req.header("idempotency-key"));
    const requestId = c.get("requestId");
    const run = { idempotencyKey, message };
    let usage: Usage | null = null;
    return await runIdempotently(
      c,
      deps.idempotency,
      principal,
      run,
      async (operation) => {
        const timeoutMs = timeLeftMs(c, deps.requestTimeoutMs);
        const outcome = await call(deps.bus, assistantSubjects.act, {
          account_id: principal.accountId,
          key_id: principal.keyId,
          permissions: principal.permissions,
          message,
          operation: operationOf(operation, timeoutMs),
        }, { requestId, timeoutMs });
        usage = { model: outcome.model, ...outcome.usage };
        noteActivity(c, { tool: toolLabel(outcome.actions.map((a) => a.tool)) });
        return {
          reply: outcome.reply,
          actions: outcome.actions,
          model: outcome.model,
          request_id: requestId,
          idempotent_replay: false,
        };
        // The charge goes with the completion (or release) of the claim: one statement.
      },
      () =>
        usage && deps.usage.ledger.chargeOf(principal.accountId, requestId ?? "", "actions", usage),
    );
  };
}
