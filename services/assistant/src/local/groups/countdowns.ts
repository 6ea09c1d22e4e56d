/**
 * The countdowns group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The countdowns group's description. */
export const COUNTDOWNS: GroupWords = {
  kind: "countdown",
  nouns: ["countdown(s)", "count-down(s)"],
  examples: {
    countdowns_set: ["start a countdown to the wedding on 20 June"],
    countdowns_list: ["show my countdowns"],
    countdowns_remove: ["delete the wedding countdown"],
  },
};
