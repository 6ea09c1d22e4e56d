/**
 * The notes group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The notes group's description. */
export const NOTES: GroupWords = {
  kind: "note",
  nouns: ["note(s)"],
  examples: {
    notes_create: ["note: the wifi password is on the router"],
    notes_list: ["show my notes"],
    notes_delete: ["delete the note about wifi"],
  },
};
