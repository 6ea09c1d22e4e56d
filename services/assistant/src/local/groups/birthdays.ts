/**
 * The birthdays group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The birthdays group's description. */
export const BIRTHDAYS: GroupWords = {
  kind: "birthday",
  nouns: ["birthday(s)", "bday(s)", "b-day(s)", "birth day(s)"],
  examples: {
    birthdays_save: ["Anna's birthday is on 12 May"],
    birthdays_list: ["what birthdays are coming up"],
    birthdays_remove: ["remove Anna's birthday"],
  },
};
