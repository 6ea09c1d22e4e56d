/**
 * The keepsakes group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The keepsakes group's description. */
export const KEEPSAKES: GroupWords = {
  kind: "keepsake",
  nouns: ["keepsake(s)", "keep-sake(s)"],
  examples: {
    keepsakes_save: ["keep this: Lily said her first word today"],
    keepsakes_list: ["show my keepsakes"],
    keepsakes_forget: ["forget the keepsake about Lily's first word"],
  },
};
