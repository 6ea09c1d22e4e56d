import { AppError, call, ERROR_CODE, proposalsSubjects } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import { timeLeftMs } from "@asst/shared/http";
import type { Handler } from "hono";
import { z } from "zod";

const proposalId = z.uuid();

/**
 * GET /actions/requests/{request_id}: the proposal's status from the proposals service, for any
 * valid key of the account that owns it (answer-only keys included). An id that is not a UUID, no
 * proposal and another account's proposal all answer the same 404.
 */
export function getProposalStatus(deps: { bus: Bus; requestTimeoutMs: number }): Handler {
  return async function getProposalStatus(c) {
    const id = c.req.param("request_id") ?? "";
    if (!proposalId.safeParse(id).success) {
      throw new AppError(
        ERROR_CODE.notFound,
        `No proposal with the id ${JSON.stringify(id.slice(0, 100))}`,
      );
    }
    const view = await call(deps.bus, proposalsSubjects.getProposal, {
      account_id: c.get("principal").accountId,
      id,
    }, { requestId: c.get("requestId"), timeoutMs: timeLeftMs(c, deps.requestTimeoutMs) });
    return c.json(view);
  };
}
