/**
 * Weekdays said beside a holiday a trip is for ("Thanksgiving weekend, Thursday to Sunday", "over
 * Easter, Friday to Monday") and a weekend said of a month ("the last weekend of next month"). Read
 * for the trip's days (`_tool_trips_dates.ts`).
 * @module
 */
import { addDays, compareDates, type DateHit, localNow, weekdayOf } from "./_tool_dates.ts";
import { dateHit } from "./_dates_zone.ts";
import { weekendOfMonth, weekOfMonth } from "./_tool_calendar_weeks.ts";
import type { Clause } from "./_tool_text.ts";
import { wordsOf } from "./_shapes.ts";
import { saysAny } from "./_shapes_spans.ts";

/** Words that count weekdays from today ("next Wednesday to Sunday"): never the holiday's week. */
const FROM_TODAY = ["next", "this", "coming", "last", "week"];

/**
 * A range of weekdays alone ("Thursday to Sunday", which chrono reads from today) said beside one
 * holiday: the days of the holiday's week, its first the weekday said on or before the holiday and
 * its last the first weekday said after that, when they hold the holiday; else the hit as read.
 */
export function aroundOccasion(hit: DateHit, occasions: readonly DateHit[]): DateHit {
  const [occasion] = occasions;
  if (occasions.length !== 1 || !occasion || !hit.weekdayOnly || !hit.endDate) return hit;
  if ([...hit.text].some((ch) => ch >= "0" && ch <= "9")) return hit;
  if (saysAny(wordsOf(hit.text), FROM_TODAY)) return hit;
  const back = (weekdayOf(occasion.date) - weekdayOf(hit.date) + 7) % 7;
  const start = addDays(occasion.date, -back);
  const end = addDays(start, (weekdayOf(hit.endDate) - weekdayOf(start) + 7) % 7 || 7);
  if (compareDates(end, occasion.endDate ?? occasion.date) < 0) return hit;
  return { ...hit, date: start, endDate: end };
}

/**
 * "the last weekend of next month", "the first weekend of May": its Saturday to its Sunday ("the
 * last week of April": its seven days), in place of what the date reader made of the same words (a
 * Sunday, a month's first day, or the month alone).
 */
export function withMonthWeekend(text: string, c: Clause, hits: readonly DateHit[]): DateHit[] {
  const [ws, today] = [wordsOf(text), localNow(c.ctx).date];
  const range = weekendOfMonth(text, ws, c, today) ?? weekOfMonth(text, ws, c, today);
  if (!range?.said) return [...hits];
  const { index, end } = range.said;
  const weekend = dateHit(index, text.slice(index, end), {
    date: range.from,
    dayCertain: true,
    endDate: range.to,
  });
  const apart = hits.filter((h) => h.end <= index || h.index >= end);
  return [...apart, weekend].sort((a, b) => a.index - b.index);
}
