/**
 * The proposals group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The proposals group's description. */
export const PROPOSALS: GroupWords = {
  kind: "proposal",
  nouns: ["email(s)", "e-mail(s)", "mail"],
  examples: {
    propose_action: ["email bob@example.com saying I'll be late"],
  },
};
