/**
 * The chat command that answers this month's spending (`gateway.spend.get`).
 * @module
 */
import { call, gatewaySubjects } from "@asst/shared";
import { isSpendQuestion, spendReply } from "./spend_parse.ts";
import { type ChatCommand, textReply } from "./types.ts";

/** "how much have I spent?". */
export const spendCommand: ChatCommand<true> = {
  name: "spend",
  recognise: (text) => isSpendQuestion(text) ? true : null,
  async handle(_, ctx) {
    const spend = await call(ctx.deps.bus, gatewaySubjects.spend, { account_id: ctx.accountId }, {
      requestId: ctx.requestId,
    });
    return textReply(spendReply(spend));
  },
};
