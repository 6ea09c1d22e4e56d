/**
 * The spans of days a look at the calendar names without dates ("this week", "the long weekend",
 * "this afternoon", "the next 3 days"), each counted from today in the user's time zone. Read by
 * `dayRange` in `_tool_calendar.ts`.
 * @module
 */
import { addDays, countOf, type LocalDate } from "./_tool_dates.ts";
import { endOfMonth, type Range } from "./_tool_calendar_weeks.ts";
import type { Word } from "./_shapes.ts";
import { findPhrase } from "./_shapes_spans.ts";
import { ownEntry } from "../../text/normalize.ts";

/** The days around today a range is counted from. */
export interface Around {
  today: LocalDate;
  /** Today's weekday, 0 for Sunday. */
  wd: number;
  monday: LocalDate;
  sunday: LocalDate;
  /** Asked of what has been ("what did I have on this weekend?"). */
  past: boolean;
}

/** Words that ask of days gone by. */
export const PAST = ["did", "was", "were", "had"];

/** The Saturday of the weekend to come: today's on a Saturday, the next one's on a Sunday. */
function saturday(a: Around): LocalDate {
  return addDays(a.today, (6 - a.wd + 7) % 7 || (a.wd === 0 ? 6 : 0));
}

/** Spans said by name, the first row said wins: "this week", "next weekend", "the coming fortnight". */
export const SPANS: { says: readonly string[]; range: (a: Around) => Range }[] = [
  // "what have I got this afternoon", said when it is over: today, never tomorrow.
  {
    says: ["this morning", "this afternoon", "this evening"],
    range: (a) => ({ from: a.today, to: a.today }),
  },
  {
    says: ["this week", "current week", "my week", "rest of the week", "rest of this week"],
    range: (a) => ({ from: a.today, to: a.sunday }),
  },
  {
    says: ["next week", "the coming week", "the following week"],
    range: (a) => ({ from: addDays(a.monday, 7), to: addDays(a.sunday, 7) }),
  },
  {
    says: ["last week", "previous week", "past week"],
    range: (a) => ({ from: addDays(a.monday, -7), to: addDays(a.sunday, -7) }),
  },
  {
    // Said on a Saturday, that day and the next; on a Sunday, the weekend to come ("do I have any
    // meetings this weekend?"), or the one ending when asked of what has been.
    says: ["this weekend", "the weekend"],
    range: (a) =>
      a.wd === 0 && a.past
        ? { from: addDays(a.today, -1), to: a.today }
        : { from: saturday(a), to: addDays(saturday(a), 1) },
  },
  {
    // "anything on the long weekend?": the weekend to come and its Monday.
    says: ["long weekend"],
    range: (a) => ({ from: saturday(a), to: addDays(saturday(a), 2) }),
  },
  {
    says: ["next weekend"],
    range: (a) => {
      const sat = addDays(a.today, ((6 - a.wd + 7) % 7 || 7) + (a.wd === 6 || a.wd === 0 ? 0 : 7));
      return { from: sat, to: addDays(sat, 1) };
    },
  },
  {
    // Said in Hindi and Urdu among English: "aaj ka schedule kya hai" ("what is today's schedule").
    says: ["aaj"],
    range: (a) => ({ from: a.today, to: a.today }),
  },
  {
    says: ["this month", "current month", "rest of the month", "rest of this month"],
    range: (a) => ({ from: a.today, to: endOfMonth(a.today) }),
  },
];

/** Spans counted from today: "the next 3 days", "the coming two weeks", "the next fortnight". */
const AHEAD = ["next", "coming", "following"];
/** Units of a span counted from today, in days ("the next 3 weeks"). */
const AHEAD_UNITS: Readonly<Record<string, number>> = { day: 1, days: 1, week: 7, weeks: 7 };
/** Spans counted from today said by their name alone ("the coming fortnight"), in days. */
const AHEAD_NAMED: Readonly<Record<string, number>> = { fortnight: 14 };

/** "the next 3 days", "the coming fortnight": how many days from today, or null. */
export function daysAhead(ws: readonly Word[]): number | null {
  for (const [i, w] of ws.entries()) {
    if (!AHEAD.includes(w.w)) continue;
    const named = ownEntry(AHEAD_NAMED, ws[i + 1]?.w ?? "");
    if (named !== undefined) return named;
    // A count of one to three words ("3", "a couple of") and its unit.
    for (let n = 1; n <= 3 && i + n + 1 < ws.length; n++) {
      const unit = ownEntry(AHEAD_UNITS, ws[i + n + 1]!.w);
      const count = countOf(ws.slice(i + 1, i + 1 + n).map((x) => x.w).join(" "));
      if (unit === undefined || count === undefined || !Number.isFinite(count)) continue;
      return Math.min(Math.max(Math.round(count), 1), 366) * unit;
    }
  }
  return null;
}

/** Whether one of `phrases` is said other than after "not" ("not this week, next week, …"). */
export function saidNotAway(ws: readonly Word[], phrases: readonly string[]): boolean {
  for (let at = findPhrase(ws, phrases); at; at = findPhrase(ws, phrases, at.at + 1)) {
    if (ws[at.at - 1]?.w !== "not") return true;
  }
  return false;
}
