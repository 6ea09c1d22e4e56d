/**
 * Days said by their number, which chrono reads wrong or not at all: "the 3rd", "the 20th to the
 * 23rd", "the 5th of next month", "Friday 20th", "by 20th", "…, 25th at 5:30am", "19th at 6pm"
 * (never "Tom's 21st at 8"), and "5/6" or "12.03.2027" day first outside the
 * Americas. For `_dates_find.ts`.
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";
import { MONTH_RE, ordinalOf } from "./_dates_words.ts";
import {
  compareDates,
  type DateHit,
  dateHit,
  isRealDate,
  type Lean,
  type LocalDate,
  localNow,
  nearestYear,
  type ZoneContext,
} from "./_dates_zone.ts";

const ORDINAL_DAY = new RegExp(
  String
    .raw`\b(?:(between)\s+|from\s+)?(?:on\s+)?(?:the\s+(\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twentieth|thirtieth)|(\d{1,2}(?:st|nd|rd|th))(?=\s*(?:to|until|till|through|-|–)\s*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b)|(?:(?<=\b(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?\.?,?|on|by|due|before|until|till|back|returning)\s+)|(?<=,\s*)(?=\d{1,2}(?:st|nd|rd|th)\s*(?:$|,|\.|at\b|\d))|(?<!(?:'s|my|his|her|their|our|your)\s+)(?=\d{1,2}(?:st|nd|rd|th)\s+(?:at\s+\d|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b)))(\d{1,2}(?:st|nd|rd|th)))(?:\s*(?:(and)|to|until|till|through|-|–)\s*(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)))?(?:\s+of\s+(this|next)\s+month)?\b(?!\s*(?:of\s+)?(?:${MONTH_RE}|every|each|the\s+month|this\s+month|next\s+month|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|time|one|floor|item|task|note|reminder|trip)\b)`,
  "giu",
);

export function ordinalDays(text: string, ctx: ZoneContext, lean: Lean): DateHit[] {
  const today = localNow(ctx).date;
  const hits: DateHit[] = [];
  for (const m of text.matchAll(ORDINAL_DAY)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    if (new RegExp(String.raw`${MONTH_RE}\s*$`, "iu").test(before)) continue;
    const day = ordinalOf(m[2] ?? m[3] ?? m[4] ?? "");
    if (day === undefined || day < 1 || day > 31) continue;
    // "between the 20th and 25th", "the 20th-23rd", "21st to the 22nd": a range of days, in the
    // month of the first ("the 30th to the 2nd" ends in the next); "the 20th and the 25th"
    // without "between" is two days.
    const last = m[6] ? ordinalOf(m[6]) : undefined;
    const range = last !== undefined && last >= 1 && last <= 31 && (!m[5] || m[1] !== undefined);
    const said = range || !m[6] ? m[0] : m[0].slice(0, m[0].toLowerCase().lastIndexOf(" and"));
    // "the 5th of next month": that month's day, whichever way the message leans.
    const ahead = m[7]?.toLowerCase() === "next" ? 1 : 0;
    const month0 = today.year * 12 + today.month - 1 + ahead;
    let date: LocalDate = { year: Math.floor(month0 / 12), month: (month0 % 12) + 1, day };
    // "the 3rd to the 6th of next month": no month is stepped to, the range kept.
    for (let i = 0; i < 14 && !m[7]; i++) {
      const ok = isRealDate(date) &&
        (lean === "future" ? compareDates(date, today) >= 0 : compareDates(date, today) <= 0);
      if (ok) break;
      const step = lean === "future" ? 1 : -1;
      const month0 = date.year * 12 + (date.month - 1) + step;
      date = { year: Math.floor(month0 / 12), month: (month0 % 12) + 1, day };
    }
    if (!isRealDate(date)) continue;
    let endDate: LocalDate | null = null;
    if (range) {
      const at = date.year * 12 + date.month - 1;
      const monthAt = (i: number) => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });
      // "the 28th to the 2nd of next month": the month said is the last day's.
      const wraps = last! <= day;
      if (wraps && m[7]) date = { ...monthAt(at - 1), day };
      endDate = !wraps ? { ...date, day: last! } : { ...monthAt(m[7] ? at : at + 1), day: last! };
      if (!isRealDate(date) || !isRealDate(endDate)) continue;
    }
    hits.push(dateHit(m.index, said, { date, dayCertain: true, endDate }));
    // "on the 20th and the 25th": the second day on its own.
    if (m[6] && !range) {
      const at = m.index + said.length;
      const second = ordinalDays(" ".repeat(at) + text.slice(at), ctx, lean);
      hits.push(...second.filter((h) => h.index >= at && h.index < m.index + m[0].length));
    }
  }
  return hits;
}

/** True for zones whose people write 5/6 for the 5th of June; the Americas write it month first. */
function dayFirst(zone: string): boolean {
  return !/^(?:America\/|US\/|Canada\/|Pacific\/Honolulu)/u.test(zone);
}

const SLASH_DATE =
  /(?<![\d/.\p{L}])(\d{1,2})([/.])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d/\p{L}]|\.\d)/gu;

/**
 * "5/6" and "12.03.2027" read day first outside the Americas (chrono reads them month first), and
 * month first in the Americas, read here too: chrono read "7/17-19" as 17 July 2019, and "7/17-7/19"
 * as its first day only. A date that reads only the other way round ("17/7" in Chicago) is read so.
 */
export function slashDates(text: string, ctx: ZoneContext, lean: Lean): DateHit[] {
  const first = dayFirst(safeTimeZone(ctx.timezone));
  const today = localNow(ctx).date;
  const hits: DateHit[] = [];
  for (const m of text.matchAll(SLASH_DATE)) {
    if (m[2] === "." && !m[4]) continue;
    // "17/7" in the Americas, "7/17" elsewhere: a date that reads only the other way is read so.
    const fits = (d: string, mo: string) =>
      isRealDate({ year: 2000, month: Number(mo), day: Number(d) });
    const dayFirstHere = first
      ? fits(m[1]!, m[3]!) || !fits(m[3]!, m[1]!)
      : !fits(m[3]!, m[1]!) && fits(m[1]!, m[3]!);
    const day = Number(dayFirstHere ? m[1] : m[3]);
    const month = Number(dayFirstHere ? m[3] : m[1]);
    if (!isRealDate({ year: 2000, month, day })) continue;
    const on = (year: number): LocalDate => ({ year, month, day });
    const year = m[4] ? Number(m[4]) + (m[4].length === 2 ? 2000 : 0) : undefined;
    const date = year === undefined ? nearestYear(on, today, lean) : on(year);
    if (!isRealDate(date)) continue;
    const to = year === undefined ? dayAfterDash(text, m.index + m[0].length) : null;
    const endDate = to && to.day > day ? { ...date, day: to.day } : null;
    const said = endDate && isRealDate(endDate) ? text.slice(m.index, to!.end) : m[0];
    hits.push(dateHit(m.index, said, {
      date,
      dayCertain: true,
      yearCertain: year !== undefined,
      endDate: said === m[0] ? null : endDate,
    }));
  }
  return hits;
}

/**
 * "7/17-19", "17/7–19": a day of the same month said after a dash right after a date, as the last
 * day of a range, and where it ends; null when the dash is followed by anything else ("7/17-7/19"
 * is two dates, "5/6-8pm" a time).
 */
function dayAfterDash(text: string, at: number): { day: number; end: number } | null {
  if (!["-", "–"].includes(text.charAt(at))) return null;
  let end = at + 1;
  while (end < text.length && end - at <= 2 && "0123456789".includes(text.charAt(end))) end++;
  const next = text.charAt(end);
  if (end === at + 1 || (next !== "" && !" ,.;!?)".includes(next))) return null;
  if (next === "." && "0123456789".includes(text.charAt(end + 1))) return null;
  const day = Number(text.slice(at + 1, end));
  return day >= 1 && day <= 31 ? { day, end } : null;
}

/** The leads that put a weekday one or two weeks on: "a week on thursday", "a fortnight on monday". */
const WEEKS_ON: readonly [string, number][] = [
  ["a fortnight on", 2],
  ["fortnight on", 2],
  ["a fortnight from", 2],
  ["a week on", 1],
  ["a week from", 1],
];

/** The words after a weekday that put it one or two weeks on: "thursday week", "monday fortnight". */
const WEEKS_AFTER: Readonly<Record<string, number>> = { week: 1, fortnight: 2 };

/**
 * "thursday week", "a week on thursday", "monday fortnight", "a fortnight on monday": the weekday
 * one or two weeks after the nearest one, and the span saying so, or null.
 */
export function weekOn(
  text: string,
  start: number,
  end: number,
): { index: number; end: number; weeks: number } | null {
  const after = text.slice(end).toLowerCase();
  const [said = "", then = ""] = after.trimStart().split(" ");
  const next = said.endsWith(",") || said.endsWith(".") ? said.slice(0, -1) : said;
  const weeks = Object.hasOwn(WEEKS_AFTER, next) ? WEEKS_AFTER[next]! : 0;
  // "thursday week 3 of the course": a week counted is no week later.
  if (weeks > 0 && !"0123456789".includes(then[0] ?? "-")) {
    return { index: start, end: end + after.indexOf(next) + next.length, weeks };
  }
  const before = text.slice(0, start).toLowerCase().trimEnd();
  const day = text.slice(start, end).toLowerCase();
  for (const [lead, count] of WEEKS_ON) {
    // "a week on friday" is read as "a week" before "on friday" as often as before "friday".
    const said = lead.endsWith(" on") && day.startsWith("on ") ? lead.slice(0, -3) : lead;
    const edge = before.charAt(before.length - said.length - 1);
    if (before.endsWith(said) && (edge === "" || edge === " ")) {
      return { index: before.length - said.length, end, weeks: count };
    }
  }
  return null;
}
