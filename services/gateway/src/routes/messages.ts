import { assistantSubjects, call } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import { timeLeftMs } from "@asst/shared/http";
import type { Handler } from "hono";
import { chargeCall, type UsageGuardDeps } from "../usage/usage_guard.ts";
import { parseMessageRequest, requireJsonContentType } from "./message_request.ts";

/** What `POST /messages` needs. */
export interface MessagesDeps {
  bus: Bus;
  /** How long to wait for the assistant, in milliseconds. */
  requestTimeoutMs: number;
  usage: Pick<UsageGuardDeps, "ledger">;
}

/**
 * `POST /messages`: one read-only turn, answered by the assistant from the user's profile and
 * memory, and charged. Behind the key check, the limits and the body limit.
 */
export function postMessages(deps: MessagesDeps): Handler {
  return async function postMessages(c) {
    requireJsonContentType(c.req.header("content-type"));
    const message = parseMessageRequest(await c.req.text());
    const principal = c.get("principal");
    const answer = await call(deps.bus, assistantSubjects.answer, {
      account_id: principal.accountId,
      key_id: principal.keyId,
      message,
    }, { requestId: c.get("requestId"), timeoutMs: timeLeftMs(c, deps.requestTimeoutMs) });
    await chargeCall(deps.usage.ledger, c, "messages", answer);
    return c.json({ reply: answer.reply, model: answer.model });
  };
}
