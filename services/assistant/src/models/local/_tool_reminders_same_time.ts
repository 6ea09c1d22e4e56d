/**
 * A reminder moved to another day "same time": "the dentist reminder should be friday not
 * thursday, same time", "the vet moved Biscuit's appointment to Thursday same time, fix my
 * reminder". The hour is the saved reminder's, which the parser cannot see: the move is handed
 * over (`sameTime` of {@link SavedChange}), and the local model reads the reminders, finds the one
 * named, and sets it again on that day at its own hour before cancelling it (`_saved_days.ts`).
 * Said without "same time", a day alone keeps no hour and is not read (`saysDayAndHour`).
 * @module
 */
import type { Ask } from "./_ask.ts";
import { findDates } from "./_tool_dates.ts";
import { type Clause, cleanRef } from "./_tool_text.ts";
import { isoDate } from "./_dates_zone.ts";
import { read, shapes } from "./_shapes.ts";
import { sameDay } from "./_tool_reminders_same_day.ts";

/** How the hour is said to stay: "same time", "at the same time". */
const SAME = "same time|at the same time|same time as before|same time as usual";
/**
 * The reminder named to be put right after the news: "fix my reminder", "can u sort the reminder".
 */
const FIX = [
  "?can you|can u|could you|could u|pls|please|and|so",
  "fix|update|change|move|correct|sort",
  "my|the|that|this",
  "reminder",
];
/** How a reminder's new day is said: "should be friday", "needs to be on friday". */
const SHOULD =
  "should be|should be on|needs to be|needs to be on|is now|is now on|can be|has to be";
const MOVED = "moved|changed|rescheduled|pushed|put|shifted";

/** Words naming what was booked rather than what a reminder is about: "my dentist appointment". */
const BOOKED = new Set(["appointment", "appt", "session", "booking", "slot", "visit", "class"]);

/** The reminder named first, then its day ({x}, {day}). */
const NAMED_FIRST = shapes([
  ["the|my", "{x}", "reminder", SHOULD, "{day}", "?not|instead of", "?_", SAME],
  // "the reminder to call the vet is for the 17th now, same time": named by what it is for.
  [
    "the|my",
    "reminder",
    "to|about|for",
    "{x}",
    `${SHOULD}|is for|is now for`,
    "{day}",
    "?now",
    SAME,
  ],
  ["move|change|push|shift|put", "the|my", "{x}", "reminder", "to", "{day}", SAME],
  [
    "move|change|push|shift|put",
    "the|my",
    "{x}",
    "reminder",
    "to",
    "{day}",
    "?not|instead of",
    "?_",
    SAME,
  ],
]);

/** What the reminder is about moved, then the reminder named ({x}, {day}). */
const NEWS_FIRST = shapes([
  ["{x}", "?got|has been|was|is|has", MOVED, "to", "{day}", SAME, ...FIX],
]);

/** Someone moved what the reminder is about ({who}, {x}, {day}). */
const MOVED_BY = shapes([
  ["the|my", "{who}", MOVED, "{x}", "to", "{day}", SAME, ...FIX],
]);

/**
 * A reminder moved to a day at its own hour, handed over to be read from it; or null.
 * @param word the words naming a reminder's kind, left out of its reference
 */
export function sameTime(c: Clause, word: RegExp): Ask | null {
  // "the dentist reminder should be 3pm now, not 2": an hour on its own day, handed over the same way.
  return movedToDay(c, word) ?? sameDay(c, word);
}

function movedToDay(c: Clause, word: RegExp): Ask | null {
  if (c.question) return null;
  const by = read(c.text, MOVED_BY);
  const [x, day] = read(c.text, NAMED_FIRST) ?? read(c.text, NEWS_FIRST) ?? by?.slice(1) ?? [];
  if (!x || !day) return null;
  // A day, and only a day: "Thursday", "the 14th"; an hour said is no hour kept.
  const hits = findDates(day, c.ctx, "future");
  if (hits.length !== 1 || !hits[0]!.dayCertain || hits[0]!.time !== null) return null;
  // "Biscuit's appointment": the reminder is about Biscuit, else about who moved it ("the vet").
  const about = x.split(" ").filter((w) => !BOOKED.has(w.toLowerCase())).join(" ");
  const refs = [...new Set([x, about, ...(by ? [by[0]!] : [])].map((r) => cleanRef(r, word)))]
    .filter((r): r is string => r !== null);
  if (refs.length === 0) return null;
  return {
    ask: "reminders_create:same_time",
    known: {},
    saved: {
      call: { name: "reminders_create", input: { text: refs[0], at: isoDate(hits[0]!.date) } },
      list: "reminders_list",
      refs,
    },
  };
}
