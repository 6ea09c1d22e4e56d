/**
 * Reads a chat message as the answer to the question the chat asked ("At what time?" → "tomorrow
 * at 6pm", "Which trip?" → "Lisbon"): the request that lacked the detail runs again with the answer
 * after it, or the call that matched several items runs again with the answer as its reference.
 * @module
 */
import { cleanText } from "../text/normalize.ts";
import { asksForTools, type IntentContext } from "../models/local/tool_intent.ts";

/** Most characters an answer may have; a longer message is a message of its own. */
export const MAX_ANSWER = 200;

/**
 * The answer `text` gives, tidied, or null when it is a message of its own: a request that asks
 * for a tool by itself, a question (it ends with "?"), one longer than {@link MAX_ANSWER}, or one
 * with no letter or digit.
 */
export function readAnswer(text: string, ctx: IntentContext): string | null {
  const answer = cleanText(text).replace(/^[\s,.;:!-]+|[\s.!]+$/gu, "");
  if (answer.length === 0 || answer.length > MAX_ANSWER) return null;
  if (!/[\p{L}\p{N}]/u.test(answer) || answer.endsWith("?")) return null;
  if (asksForTools(answer, ctx)) return null;
  return answer;
}

const DISMISS =
  /^(?:no|nope|cancel|stop|skip(?: it)?|leave it|forget it|never ?mind|nothing|don'?t(?: bother)?)(?:,? (?:thanks|thank you))?$/iu;

/** True when `text` drops the question instead of answering it ("never mind", "cancel"). */
export function dismisses(text: string): boolean {
  return DISMISS.test(cleanText(text).replace(/[\s.!]+$/u, ""));
}

/** The request with the answer after it: "remind me to call mum" + "tomorrow at 6pm". */
export function withAnswer(request: string, answer: string): string {
  return `${request.replace(/[\s.!]+$/u, "")} ${answer}`;
}
