/**
 * The reminders group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The reminders group's description. */
export const REMINDERS: GroupWords = {
  kind: "reminder",
  nouns: ["reminder(s)", "alarm(s)"],
  asks: {
    reminders_create: 'When should I remind you? For example "tomorrow at 6pm".',
  },
  examples: {
    reminders_create: ["remind me to call mum tomorrow at 6pm"],
    reminders_list: ["what reminders do I have"],
    reminders_cancel: ["cancel the dentist reminder"],
  },
};
