/**
 * Weeks, weekends and months a look at the calendar names: "the first week of November", "the last
 * weekend of the month", "the week of the 17th", "the weekend of the 14th", "the week commencing
 * the 23rd", "the rest of March". Each gives the span of days it says, or nothing.
 * @module
 */
import {
  addDays,
  compareDates,
  daysInMonth,
  findDates,
  type LocalDate,
  monthNumber,
  weekdayOf,
} from "./_tool_dates.ts";
import { type DateHit, dateHit } from "./_dates_zone.ts";
import type { Clause } from "./_tool_text.ts";
import { type Word, wordsOf } from "./_shapes.ts";
import { findPhrase } from "./_shapes_spans.ts";
import { ownEntry } from "../../text/normalize.ts";

/** A span of days, both ends kept; `said`, where known, is where its words are in the text. */
export type Range = { from: LocalDate; to: LocalDate; said?: { index: number; end: number } };

/** The last day of `d`'s month. */
export const endOfMonth = (d: LocalDate): LocalDate => ({
  ...d,
  day: daysInMonth(d.year, d.month),
});

/** Words before a month that make its name no verb ("for March", "the rest of may"). */
const MONTH_BEFORE = ["of", "in", "for", "during", "through"];

/**
 * "the rest of march", "anything in may": a month the date reader leaves alone as a word
 * ("march", "may") is one after a word that says when; this year's, or next year's once past.
 */
export function monthSaid(ws: readonly Word[], today: LocalDate): DateHit | undefined {
  const at = ws.findIndex((w, i) =>
    i > 0 && MONTH_BEFORE.includes(ws[i - 1]!.w) && monthNumber(w.w) !== undefined
  );
  if (at < 0) return undefined;
  const month = monthNumber(ws[at]!.w)!;
  const year = month < today.month ? today.year + 1 : today.year;
  return dateHit(ws[at]!.index, ws[at]!.w, { date: { year, month, day: 1 }, monthOnly: true });
}

/** The month said as the one we are in ("of the month", "of this month"), read as today's. */
const THIS_MONTH = ["the month", "this month", "the current month"];

/** Which week of a month is said ("the first week of November"), its first day's offset; -1 last. */
const WEEK_OF_MONTH: Readonly<Record<string, number>> = {
  first: 0,
  "1st": 0,
  second: 7,
  "2nd": 7,
  third: 14,
  "3rd": 14,
  fourth: 21,
  "4th": 21,
  last: -1,
  final: -1,
};

/**
 * "the first week of November", "the last weekend of the month": where "week" or "weekend" is
 * said after its count and before "of", the count's offset and the first day of the month, or null.
 */
function ofMonth(
  text: string,
  ws: readonly Word[],
  c: Clause,
  today: LocalDate,
  unit: "week" | "weekend",
): { offset: number; month: LocalDate; said: { index: number; end: number } } | null {
  const at = ws.findIndex((w, i) =>
    i > 0 && w.w === unit && ws[i + 1]?.w === "of" &&
    ownEntry(WEEK_OF_MONTH, ws[i - 1]!.w) !== undefined
  );
  if (at < 0) return null;
  const rest = text.slice(ws[at + 1]!.index);
  const restWords = wordsOf(rest);
  // "of the month": the month we are in.
  const current = findPhrase(restWords, THIS_MONTH);
  const named = current?.at === 1
    ? undefined
    : findDates(rest, c.ctx, "future").find((h) => h.monthOnly) ?? monthSaid(restWords, today);
  const month = current?.at === 1 ? { year: today.year, month: today.month, day: 1 } : named?.date;
  if (!month || month.day !== 1) return null;
  const end = current?.at === 1 ? restWords[current.end - 1]!.end : named!.end;
  const said = { index: ws[at - 1]!.index, end: ws[at + 1]!.index + end };
  return { offset: ownEntry(WEEK_OF_MONTH, ws[at - 1]!.w)!, month, said };
}

/** "the first week of November", "the last week of next month": those seven days, or null. */
export function weekOfMonth(
  text: string,
  ws: readonly Word[],
  c: Clause,
  today: LocalDate,
): Range | null {
  const said = ofMonth(text, ws, c, today, "week");
  if (!said) return null;
  const { offset, month } = said;
  const from = offset < 0 ? addDays(endOfMonth(month), -6) : addDays(month, offset);
  return { from, to: addDays(from, 6), said: said.said };
}

/**
 * "the last weekend of the month", "the first weekend of May": that month's first (second, …)
 * Saturday, or its last, and the Sunday after it; or null.
 */
export function weekendOfMonth(
  text: string,
  ws: readonly Word[],
  c: Clause,
  today: LocalDate,
): Range | null {
  const said = ofMonth(text, ws, c, today, "weekend");
  if (!said) return null;
  const { offset, month } = said;
  const last = endOfMonth(month);
  const saturday = offset < 0
    ? addDays(last, -((weekdayOf(last) + 1) % 7))
    : addDays(month, (6 - weekdayOf(month) + 7) % 7 + offset);
  return { from: saturday, to: addDays(saturday, 1), said: said.said };
}

/** The last day of a range, brought back into the week of its first when only weekdays are said. */
export function withinWeek(hit: DateHit): LocalDate {
  let to = hit.endDate ?? hit.date;
  while (hit.weekdayOnly && compareDates(addDays(hit.date, 6), to) < 0) to = addDays(to, -7);
  return to;
}

/** A week said by the day it starts on ("the week commencing the 23rd", "w/c Monday the 9th"). */
const WEEK_FROM = ["week commencing", "week beginning", "week starting", "w/c"];

/**
 * "the week of the 17th", "the week of March 3rd": Monday to Sunday of the week that day is in;
 * "the week commencing the 23rd": the seven days from that day.
 */
export function weekOfDay(text: string, ws: readonly Word[], c: Clause): Range | null {
  const from = findPhrase(ws, WEEK_FROM);
  const at = from ?? findPhrase(ws, ["week of"]);
  if (!at || at.end >= ws.length) return null;
  const day = findDates(text.slice(ws[at.end]!.index), c.ctx, "future")[0];
  if (!day?.dayCertain || day.endDate || day.weekdayOnly || day.index > 0) return null;
  const start = from ? day.date : addDays(day.date, -((weekdayOf(day.date) + 6) % 7));
  return { from: start, to: addDays(start, 6) };
}

/**
 * "the weekend of the 14th", "the weekend of 21 March": the Saturday and Sunday that day is in, or
 * the weekend after a weekday; null when no day of the month follows.
 */
export function weekendOfDay(text: string, ws: readonly Word[], c: Clause): Range | null {
  const at = findPhrase(ws, ["weekend of"]);
  if (!at || at.end >= ws.length) return null;
  const day = findDates(text.slice(ws[at.end]!.index), c.ctx, "future")[0];
  if (!day?.dayCertain || day.endDate || day.weekdayOnly || day.index > 0) return null;
  const wd = weekdayOf(day.date);
  const saturday = wd === 0 ? addDays(day.date, -1) : addDays(day.date, 6 - wd);
  const said = { index: ws[at.at]!.index, end: ws[at.end]!.index + day.end };
  return { from: saturday, to: addDays(saturday, 1), said };
}

/**
 * A month said by name that is the month we are in ("the rest of March", said in March): this
 * year's, which the date reader, reading ahead from a first day already past, makes next year's.
 */
export function thisMonth(hit: DateHit, today: LocalDate): DateHit {
  if (!hit.monthOnly || hit.yearCertain || hit.date.month !== today.month) return hit;
  return hit.date.year === today.year + 1
    ? { ...hit, date: { ...hit.date, year: today.year } }
    : hit;
}
