/**
 * The calendar group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The calendar group's description. */
export const CALENDAR: GroupWords = {
  kind: "calendar",
  onlyYours: "what's in my calendar this week",
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
    // Plural only: "an engagement ring" is no calendar's.
    "engagements",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    "anywhere",
    "everything",
    "booked",
    "remainder",
    // "check if anything clashes on thursday".
    "clash",
    "clashes",
    "conflict",
    "conflicts",
    // "whole next month calendar show", "my entire week".
    "whole",
    "entire",
    // Said in Hindi and Urdu among English: "aaj ka schedule kya hai" (`SPANS`, `ASKS` in
    // `_tool_calendar.ts`).
    "aaj",
    "ka",
    "ki",
    "ke",
    "kya",
    "hai",
    "hain",
    "batao",
    "dikhao",
    // Nigerian Pidgin "wetin dey …" ("what is on …"; `WHAT_IS_ON` in `_tool_calendar.ts`).
    "wetin",
    "dey",
  ],
  examples: {
    calendar_list: [
      "what's on my calendar tomorrow",
      "am I free on Friday afternoon",
      "what have I got on Tuesday next week",
    ],
  },
};
