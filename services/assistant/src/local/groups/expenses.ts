/**
 * The expenses group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The expenses group's description. */
export const EXPENSES: GroupWords = {
  kind: "expense",
  nouns: ["expense(s)", "receipt(s)", "spending", "expenditure(s)"],
  examples: {
    expenses_record: ["I spent 42.50 EUR on lunch with a client"],
    expenses_update: ["change the lunch expense to 45 EUR"],
    expenses_dashboard: ["show the expenses dashboard"],
  },
};
