/**
 * The chat command that forgets what was remembered: everything, or the facts holding every
 * significant word the owner gives ("forget my dentist").
 * @module
 */
import { byIntent, type ChatCommand, type IntentOf, textReply } from "./types.ts";

/** Forgets the matching facts and lists them. */
export const forgetCommand: ChatCommand<IntentOf<"forget">> = {
  name: "forget",
  recognise: byIntent("forget"),
  async handle({ query }, ctx) {
    const { store } = ctx.deps;
    if (query === "everything") {
      const n = await store.forgetAll(ctx.accountId);
      return textReply(
        n === 0
          ? "There was nothing to forget."
          : `Forgotten: all ${n} things you told me to remember.`,
      );
    }
    const memories = await store.memories(ctx.accountId, true);
    const words = significantWords(query);
    const matches = memories.filter((m) => {
      const mw = significantWords(m.text);
      return words.length > 0 && words.every((w) => mw.includes(w));
    });
    if (matches.length === 0) return textReply(`I have nothing about "${query}" to forget.`);
    await store.forget(ctx.accountId, matches.map((m) => m.id));
    return textReply(`Forgotten:\n${matches.map((m) => `• ${m.text}`).join("\n")}`);
  },
};

const STOP = new Set([
  "the",
  "a",
  "an",
  "my",
  "that",
  "about",
  "what",
  "i",
  "said",
  "is",
  "are",
  "of",
  "to",
]);

function significantWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !STOP.has(w));
}
