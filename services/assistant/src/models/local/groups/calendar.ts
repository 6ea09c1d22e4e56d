/**
 * The calendar group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The calendar group's description. */
export const CALENDAR: GroupWords = {
  kind: "calendar",
  nouns: [
    "calendar",
    "agenda",
    "schedule",
    "diary",
    "meeting(s)",
    "event(s)",
    "appointment(s)",
    "appt(s)",
    "plans",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: ["anywhere", "everything", "booked", "remainder"],
  examples: {
    calendar_list: [
      "what's on my calendar tomorrow",
      "am I free on Friday afternoon",
      "what have I got on Tuesday next week",
    ],
  },
};
