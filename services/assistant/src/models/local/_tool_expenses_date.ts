/**
 * The day an expense is dated, read from what people write: the latest such day up to today,
 * unless that is a year back and the day is at most a month ahead.
 * @module
 */
import { addDays, compareDates, findDates, isoDate, localNow } from "./_tool_dates.ts";
import type { Clause } from "./_tool_text.ts";
import type { ToolCall } from "../../tools/types.ts";
import { tokenize } from "./_tokens.ts";

/** A year said with its day: "12 March 2024". */
const YEAR = /\b(?:19|20)\d\d\b/u;

/**
 * The day an expense names: the latest such day up to today, unless that is a year back and the
 * day is at most a month ahead ("on 12 March", said on 11 March, is tomorrow, not last year).
 */
export function expenseDate(
  text: string,
  c: Clause,
): { date: string; index: number; end: number } | null {
  const today = localNow(c.ctx).date;
  const part = partOfToday(text);
  const found = findDates(text, c.ctx, "past").find((h) => h.dayCertain && !h.instant);
  // "breakfast this morning", "coffee earlier": a part of today said alone dates it today.
  const apart = found && part && (found.index >= part.end || found.end <= part.index);
  if (part && !apart) {
    return { date: isoDate(today), ...part };
  }
  const hit = found;
  if (!hit) return null;
  let date = hit.date;
  const ahead = { ...date, year: date.year + 1 };
  if (
    compareDates(date, addDays(today, -300)) < 0 && compareDates(ahead, today) > 0 &&
    compareDates(ahead, addDays(today, 31)) <= 0 &&
    !YEAR.test(text.slice(hit.index, hit.end))
  ) {
    date = ahead;
  }
  return { date: isoDate(date), index: hit.index, end: hit.end };
}

/**
 * Expenses read from one sentence whose day is said once, at its end ("spent 12 on lunch and 8 on
 * parking yesterday"): the day is each one's, never only the last's. `c` is the whole sentence.
 */
export function daySaidLast(found: ToolCall[], c: Clause): ToolCall[] {
  const spent = found.filter((f) => f.name === "expenses_record");
  const dated = spent.filter((f) => typeof f.input.date === "string");
  if (spent.length < 2 || dated.length !== 1 || dated[0] !== spent.at(-1)) return found;
  const hit = expenseDate(c.text, c);
  if (!hit || hit.date !== dated[0]!.input.date || !saidLast(c.text.slice(hit.end))) return found;
  return found.map((f) =>
    f.name === "expenses_record" ? { ...f, input: { ...f.input, date: hit.date } } : f
  );
}

/** True when only punctuation or "please" follows the day. */
function saidLast(after: string): boolean {
  return tokenize(after).every((t) => t.punct || t.w === "please" || t.w === "pls");
}

/**
 * Parts of today an expense is said at ("breakfast this morning"), longest first; "earlier" only
 * as the last words ("the earlier train" names a train).
 */
const PARTS_OF_TODAY = [
  "earlier this morning",
  "earlier this afternoon",
  "earlier this evening",
  "earlier today",
  "earlier tonight",
  "this morning",
  "this afternoon",
  "this evening",
  "earlier on",
];
const LAST_ONLY = ["earlier on", "earlier"];

/** Where a part of today is said in `text` ("this morning", "earlier" at its end), or null. */
function partOfToday(text: string): { index: number; end: number } | null {
  const low = text.toLowerCase();
  const letter = (ch: string) => ch.toLowerCase() !== ch.toUpperCase() || ch === "'";
  for (const phrase of [...PARTS_OF_TODAY, ...LAST_ONLY]) {
    const index = low.indexOf(phrase);
    const end = index + phrase.length;
    if (index < 0 || letter(low.charAt(index - 1)) || letter(low.charAt(end))) continue;
    const last = tokenize(low.slice(end)).every((t) => t.punct);
    if (LAST_ONLY.includes(phrase) && !last) continue;
    return { index, end };
  }
  return null;
}

/** Periods today is in: "spotify this month" was spent within it, no day said. */
const PERIOD_NOW = new Set(["this week", "this month", "this year", "so far this month"]);
/** Periods behind today: "netflix last month" is no day, and never a thing's name. */
const PERIOD_PAST = new Set(["last month", "last year", "this past month", "the other week"]);

/**
 * A description without the period said at its end: "spotify this month" is "spotify" (today's
 * period, no day); null when a past period ends it ("netflix last month": which day is unknown),
 * and the description as it was when none does.
 */
export function withoutPeriodLast(description: string): string | null {
  const ws = description.split(" ");
  for (const n of [4, 3, 2]) {
    let tail = ws.slice(-n).join(" ").toLowerCase();
    while (".,!".includes(tail.charAt(tail.length - 1)) && tail.length > 0) {
      tail = tail.slice(0, -1);
    }
    if (ws.length <= n) continue;
    if (PERIOD_PAST.has(tail)) return null;
    if (PERIOD_NOW.has(tail)) return ws.slice(0, -n).join(" ").trim();
  }
  return description;
}
