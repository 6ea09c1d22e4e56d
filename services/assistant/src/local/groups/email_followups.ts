/**
 * The email followups group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The email followups group's description. */
export const EMAIL_FOLLOWUPS: GroupWords = {
  kind: "followup",
  nouns: ["follow-up(s)", "followup(s)"],
  examples: {
    email_followups_list: ["show my follow-ups"],
    email_followups_dismiss: ["dismiss the follow-up about the invoice"],
  },
};
