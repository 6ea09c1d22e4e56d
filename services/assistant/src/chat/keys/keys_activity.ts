/**
 * The chat command that answers what the owner's API keys did ("what did my keys do today?",
 * "this week", "what did key shopping do yesterday?"), from the gateway's per-key activity
 * (`gateway.keys.activity`).
 * @module
 */
import { call, gatewaySubjects } from "@asst/shared";
import { safeTimeZone } from "@asst/shared/time";
import { activityReply, badKeyReply, unreadableRangeReply } from "./keys_activity_format.ts";
import {
  type ActivityQuestion,
  activityWindow,
  parseActivityQuestion,
} from "./keys_activity_parse.ts";
import { type ChatCommand, textReply } from "../types.ts";

/** Per-key totals, tools and refusals over a range in the owner's time zone. */
export const keysActivityCommand: ChatCommand<ActivityQuestion> = {
  name: "keys_activity",
  recognise: (text) => parseActivityQuestion(text),
  async handle(question, ctx) {
    if (question.kind === "unreadable_range") return textReply(unreadableRangeReply(question.said));
    if (question.kind === "bad_key") return textReply(badKeyReply(question.said));
    const zone = safeTimeZone(await ctx.timezone());
    const window = activityWindow(question.range, ctx.now, zone);
    const report = await call(ctx.deps.bus, gatewaySubjects.keyActivity, {
      account_id: ctx.accountId,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      key: question.key,
    }, { requestId: ctx.requestId });
    return textReply(activityReply(report, window.label, zone, question.key));
  },
};
