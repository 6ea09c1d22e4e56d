/**
 * What the owner's chat does with a message no command recognised: the answer to the question it
 * asked (`answer.ts`), a tool turn (on the configured model, or on the local model when none is
 * configured or the message may carry a secret), or an answer from what the assistant remembers.
 * A turn whose reply asks for a missing detail keeps the question (`questions.ts`).
 * @module
 */
import { everything } from "@asst/shared";
import { carriesSecret, modelChatTurn } from "./chat_model.ts";
import { answerFromMemory } from "../models/local/answer.ts";
import { asksForTools, type IntentContext } from "../models/local/tool_intent.ts";
import { composeReply } from "../models/local_model.ts";
import { asksWhichOne, matchesNothing } from "../tools/resolve_item.ts";
import { dismisses, readAnswer, withAnswer } from "./answer.ts";
import type { OpenQuestion } from "./questions.ts";
import { type ChatContext, type ChatReply, textReply } from "./types.ts";

/** Answers a message that is not a chat command. */
export async function toolsOrAnswer(text: string, ctx: ChatContext): Promise<ChatReply> {
  const intentCtx = { now: ctx.now, timezone: await ctx.timezone() };
  if (ctx.open && dismisses(text)) return textReply("OK, I've left that.");
  const answer = ctx.open ? readAnswer(text, intentCtx) : null;
  if (ctx.open && answer !== null) {
    if (ctx.open.retry) return await retry(ctx, ctx.open, answer);
    const request = withAnswer(ctx.open.request, answer);
    if (asksForTools(request, intentCtx)) return await turn(ctx, request, intentCtx);
  }
  return await turn(ctx, text, intentCtx);
}

/**
 * A tool turn on the configured model; or, with none configured or for a message that may carry a
 * secret, a tool turn on the local model when the message asks for a tool, else an answer.
 */
async function turn(
  ctx: ChatContext,
  request: string,
  intentCtx: IntentContext,
): Promise<ChatReply> {
  const { deps, accountId, requestId, now } = ctx;
  if (deps.modelChat && !carriesSecret(request)) {
    return textReply(await modelChatTurn(deps.modelChat, accountId, request, requestId, now));
  }
  if (!asksForTools(request, intentCtx)) return await fromMemory(ctx, request);
  const done = await deps.runner.act(accountId, everything(), request, requestId, {
    keyId: null,
    owner: true,
  });
  if (done.question !== undefined) {
    await deps.questions.ask(
      accountId,
      { request, question: done.question, retry: done.retry ?? null },
      now,
    );
  }
  return textReply(done.reply);
}

/**
 * The call that matched several items, run again with the answer as its reference. While the
 * answer matches several or none, the question stays open for another answer.
 */
async function retry(ctx: ChatContext, open: OpenQuestion, answer: string): Promise<ChatReply> {
  const { deps, accountId, requestId, now } = ctx;
  const { call: asked, field } = open.retry!;
  const call = { name: asked.name, input: { ...asked.input, [field]: answer } };
  const result = await deps.runner.runTool(accountId, everything(), call, requestId, {
    keyId: null,
    owner: true,
  });
  const reply = composeReply([{ call, result }], []);
  if (!result.ok && asksWhichOne(result.error)) {
    await deps.questions.ask(accountId, {
      request: open.request,
      question: reply,
      retry: { call, field },
    }, now);
  } else if (!result.ok && matchesNothing(result.error)) {
    await deps.questions.ask(accountId, open, now);
  }
  return textReply(reply);
}

/**
 * An answer from the profile and what the owner asked to remember: the memories that match the
 * question (private ones too: the local model never leaves the service).
 */
async function fromMemory(ctx: ChatContext, text: string): Promise<ChatReply> {
  const intent = ctx.intent();
  // The message as the intent parser cleaned it, as before the chat kept questions.
  const question = intent.kind === "question" ? intent.text : text;
  const [profile, memories] = await Promise.all([
    ctx.deps.store.profile(ctx.accountId),
    ctx.deps.store.relevantMemories(ctx.accountId, question),
  ]);
  return textReply(answerFromMemory(question, { profile, memories, now: ctx.now }));
}
