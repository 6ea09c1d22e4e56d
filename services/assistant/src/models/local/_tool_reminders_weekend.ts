/**
 * A weekend said as a whole where a reminder or a task wants one day: "this weekend", "at the
 * weekend", "the last weekend of the month", "the weekend of the 14th". A weekend is two days, so it
 * is no moment to remind at (the reminder asks which day and time); a task is due its Saturday, as
 * "this weekend" is. The weekends of a month or of a day are the calendar's readings
 * (`_tool_calendar_weeks.ts`), with where their words are, so no text keeps "of the month".
 * @module
 */
import { type DateHit, localNow } from "./_tool_dates.ts";
import { dateHit } from "./_dates_zone.ts";
import { weekendOfDay, weekendOfMonth } from "./_tool_calendar_weeks.ts";
import type { Clause } from "./_tool_text.ts";
import { wordsOf } from "./_shapes.ts";
import { REASON_WORDS, words } from "../../text/normalize.ts";

/** Words that lead to a weekend said and go with it: "on the last weekend of …", "over the …". */
const LEADING = new Set(["the", "on", "at", "over", "during", "for"]);

/**
 * The weekend of a month or of a day said in `text` ("the last weekend of the month", "the
 * weekend of the 14th") as a hit on its Saturday spanning its words and those that lead to it, or
 * null.
 */
export function weekendOf(text: string, c: Clause): DateHit | null {
  const ws = wordsOf(text);
  const range = weekendOfMonth(text, ws, c, localNow(c.ctx).date) ?? weekendOfDay(text, ws, c);
  if (!range?.said) return null;
  let first = ws.findIndex((w) => w.index >= range.said!.index);
  while (first > 0 && LEADING.has(ws[first - 1]!.w)) first--;
  const index = ws[first]?.index ?? range.said.index;
  return dateHit(index, text.slice(index, range.said.end), {
    date: range.from,
    dayCertain: true,
    endDate: range.to,
  });
}

/** True when a date read says a weekend ("this weekend", "at the weekend at 10"), never "weekends". */
export function saysWeekend(hits: readonly DateHit[]): boolean {
  return hits.some((h) => words(h.text).includes("weekend"));
}

const REASONS = new Set(REASON_WORDS);

/**
 * The days said in a reason after a reminder's own day left out: "remind me on Monday at 6am to
 * check the schedule because it changes over the weekend" is on Monday, the weekend only why. A
 * reason holding the only day said is left whole (nothing read there is dropped).
 */
export function withoutReasonDays<T extends { index: number }>(text: string, hits: T[]): T[] {
  const reason = wordsOf(text).find((w, i) => i > 0 && REASONS.has(w.w))?.index;
  if (reason === undefined || !hits.some((h) => h.index < reason)) return hits;
  return hits.filter((h) => h.index < reason);
}
