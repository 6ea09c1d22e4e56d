/**
 * What the owner's chat does with a message no command recognised: a tool turn (on the configured
 * model, or on the local model when none is configured or the message may carry a secret), or an
 * answer from what the assistant remembers.
 * @module
 */
import { everything } from "@asst/shared";
import { carriesSecret, modelChatTurn } from "../chat_model.ts";
import { answerFromMemory } from "../local/answer.ts";
import { asksForTools } from "../local/tool_intent.ts";
import { type ChatContext, type ChatReply, textReply } from "./types.ts";

/** Answers a message that is not a chat command. */
export async function toolsOrAnswer(text: string, ctx: ChatContext): Promise<ChatReply> {
  const { deps, accountId, requestId, now } = ctx;
  if (deps.modelChat && !carriesSecret(text)) {
    return textReply(await modelChatTurn(deps.modelChat, accountId, text, requestId, now));
  }
  if (asksForTools(text, { now, timezone: await ctx.timezone() })) {
    const turn = await deps.runner.act(accountId, everything(), text, requestId, {
      keyId: null,
      owner: true,
    });
    return textReply(turn.reply);
  }
  const [profile, memories] = await Promise.all([
    deps.store.profile(accountId),
    deps.store.memories(accountId, true),
  ]);
  const intent = ctx.intent();
  const question = intent.kind === "question" ? intent.text : text;
  return textReply(answerFromMemory(question, { profile, memories, now }));
}
