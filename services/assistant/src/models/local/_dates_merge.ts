/**
 * Date and time phrases read apart that say one moment: "tomorrow" then "at 5", "half 7" then
 * "this evening" (read in the evening), "friday" then "the 20th" (one day).
 * @module
 */
import { monthNumber } from "./_dates_words.ts";
import { hasDigit } from "./_tokens.ts";
import {
  addDays,
  compareDates,
  compareTime,
  type DateHit,
  daysInMonth,
  type LocalDate,
  type LocalTime,
  weekdayOf,
} from "./_dates_zone.ts";

/** "Friday" then "in the morning", or "tomorrow" then "at 5": one moment, not two. */
export function mergeAdjacent(
  text: string,
  hits: DateHit[],
  now: { date: LocalDate; time: LocalTime },
): DateHit[] {
  const out: DateHit[] = [];
  for (const h of hits) {
    const prev = out[out.length - 1];
    // "8 February next year": a day of a month said with its year counted from this one.
    const year = prev ? yearSaid(text, prev, h, now.date) : null;
    // "the Easter weekend Friday to Monday": weekdays said after days named, those days' own.
    const named = year ?? (prev ? weekdaysOfSpan(text, prev, h) : null);
    if (named) {
      out[out.length - 1] = named;
      continue;
    }
    // "the first monday of next month", "the last friday of april": that month's weekday.
    const nth = prev ? weekdayOfMonth(text, prev, h) : null;
    if (nth) {
      out[out.length - 1] = nth;
      continue;
    }
    // "on wed the 18th at 10": the weekday and its time read around the day of the month.
    const within = prev && prev.index <= h.index && h.end <= prev.end
      ? weekdayAndDay(prev, h)
      : null;
    if (within) {
      out[out.length - 1] = { ...within, index: prev!.index, end: prev!.end };
      out[out.length - 1]!.text = text.slice(prev!.index, prev!.end);
      continue;
    }
    const beside = prev !== undefined && prev.end <= h.index &&
      /^[\s,]*(?:at|on|by|around|about|in|in the|this)?[\s,]*$/iu.test(
        text.slice(prev.end, h.index),
      ) &&
      prev.instant === null && h.instant === null && h.endDate === null;
    // "friday the 20th": a weekday and a day of the month are one day when they agree, the
    // weekday's hours too ("from 9am to 5pm on Tuesday the 24th").
    const sameDay = beside && withinDay(prev) ? weekdayAndDay(prev, h) : null;
    if (prev && sameDay) {
      out[out.length - 1] = { ...sameDay, index: prev.index, end: h.end };
      out[out.length - 1]!.text = text.slice(prev.index, h.end);
      continue;
    }
    if (prev && beside && prev.endDate === null) {
      const prevDay = prev.dayCertain || prev.monthOnly ||
        (!h.dayCertain && !h.monthOnly && isPartOfDay(prev));
      const [dayHit, timeHit] = prevDay ? [prev, h] : [h, prev];
      // "half past eight tomorrow morning", "half 7 this evening": the time said wins over the
      // part of the day's, and is read in it.
      const partOfDayOnly = isPartOfDay(dayHit) &&
        /\d|half|quarter|past|\bto\b|o'?clock|noon/iu.test(timeHit.text);
      if (
        (dayHit.dayCertain || dayHit.monthOnly || partOfDayOnly) && !timeHit.dayCertain &&
        !timeHit.monthOnly && timeHit.time !== null && (dayHit.time === null || partOfDayOnly)
      ) {
        const time = partOfDayOnly ? inPartOfDay(timeHit, dayHit.time) : timeHit.time;
        // "this morning at half 10": a part of the day said without its day is the next one.
        const date = dayHit.dayCertain || dayHit.monthOnly || !time
          ? dayHit.date
          : compareTime(time, now.time) <= 0
          ? addDays(now.date, 1)
          : now.date;
        out[out.length - 1] = {
          ...dayHit,
          date,
          index: prev.index,
          end: h.end,
          time,
          text: text.slice(prev.index, h.end),
        };
        continue;
      }
    }
    out.push(weekdayOfNamedMonth(text, h, now.date) ?? h);
  }
  return joinedRanges(text, out);
}

/** The years said after a day by how far from this one: "8 February next year". */
const YEARS_ON: Record<string, number> = { "this year": 0, "next year": 1 };

/** A day of a named month then its year said ("8 February next year", "3 June this year"), or null. */
function yearSaid(text: string, prev: DateHit, h: DateHit, today: LocalDate): DateHit | null {
  const on = YEARS_ON[h.text.toLowerCase()];
  if (on === undefined || !prev.dayCertain || prev.yearCertain || prev.weekdayOnly) return null;
  if (!hasDigit(prev.text)) return null;
  if (!["", ","].includes(text.slice(prev.end, h.index).trim())) return null;
  const year = today.year + on;
  const move = (d: LocalDate | null) => d && { ...d, year: d.year + year - prev.date.year };
  return {
    ...prev,
    date: move(prev.date)!,
    endDate: move(prev.endDate),
    yearCertain: true,
    end: h.end,
    text: text.slice(prev.index, h.end),
  };
}

/**
 * A span of days named ("the Easter weekend") then weekdays said as a range ("Friday to Monday",
 * "Saturday to Monday"): the span's days on those weekdays, or null when they are not in it.
 */
function weekdaysOfSpan(text: string, prev: DateHit, h: DateHit): DateHit | null {
  const last = prev.endDate;
  if (last === null || !h.weekdayOnly || h.endDate === null) return null;
  if (!["", ","].includes(text.slice(prev.end, h.index).trim())) return null;
  const days: LocalDate[] = [];
  for (let d = prev.date; compareDates(d, last) <= 0; d = addDays(d, 1)) days.push(d);
  const first = days.find((d) => weekdayOf(d) === weekdayOf(h.date));
  const end = days.findLast((d) => weekdayOf(d) === weekdayOf(h.endDate!));
  if (!first || !end || compareDates(first, end) > 0) return null;
  return { ...prev, date: first, endDate: end, end: h.end, text: text.slice(prev.index, h.end) };
}

/** The words that join two days said as a range: "the 28th to jan 2". */
const RANGE_JOINS = new Set(["to", "until", "till", "through", "thru", "-", "–"]);
/** The weekdays by their number in `weekdayOf`, Sunday first. */
const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/**
 * "Friday the 24th to Sunday | the 26th": the join and the second day's weekday read with the
 * first day, the weekday agreeing with the day after it.
 */
function joinedBefore(prev: DateHit, h: DateHit, gap: string): boolean {
  const said = prev.text.toLowerCase().split(" ").filter((w) => w.length > 0);
  const [join = "", day = ""] = said.slice(-2);
  return gap === "" && said.length > 2 && RANGE_JOINS.has(join) && day.length >= 3 &&
    (DAY_NAMES[weekdayOf(h.date)] ?? "").startsWith(day);
}

/** Whether every weekday `said` names is the weekday of `date`. */
function agrees(said: string, date: LocalDate): boolean {
  const day = DAY_NAMES[weekdayOf(date)] ?? "";
  return said.toLowerCase().split(" ").every((w) =>
    w.length < 3 || !DAY_NAMES.some((d) => d.startsWith(w)) || day.startsWith(w)
  );
}

/** The most days a range of two days said apart may span. */
const RANGE_MOST_DAYS = 62;

/**
 * "Friday the 24th to Sunday the 26th", "the 28th to jan 2": two days of the month, each read
 * whole, joined by "to", are one range; a first day said without its month is the last such day
 * before the end ("the 28th" of December when the range ends on 2 January). A weekday said alone
 * on either side ("from monday to tuesday", a day moved) is no range, nor is a day with a time.
 */
function joinedRanges(text: string, hits: DateHit[]): DateHit[] {
  const out: DateHit[] = [];
  const plainDay = (h: DateHit) =>
    h.dayCertain && !h.monthOnly && !h.weekdayOnly && h.time === null && h.instant === null &&
    h.endDate === null && hasDigit(h.text);
  for (const h of hits) {
    const prev = out[out.length - 1];
    const join = prev && prev.end <= h.index ? text.slice(prev.end, h.index).trim() : "";
    if (!prev || !(RANGE_JOINS.has(join.toLowerCase()) || joinedBefore(prev, h, join))) {
      out.push(h);
      continue;
    }
    // "Monday the 14th" when the 14th is a Tuesday: left apart, so neither is read.
    const own = joinedBefore(prev, h, join)
      ? prev.text.split(" ").slice(0, -2).join(" ")
      : prev.text;
    if (!plainDay(prev) || !plainDay(h) || !agrees(own, prev.date) || !agrees(h.text, h.date)) {
      out.push(h);
      continue;
    }
    // A weekday said with the first day agreed with it: its month stays.
    const said = prev.text.toLowerCase().split(" ");
    const named = said.some((w) =>
      monthNumber(w) !== undefined || DAY_NAMES.some((d) => w.length >= 3 && d.startsWith(w))
    );
    let date = named ? prev.date : { year: h.date.year, month: h.date.month, day: prev.date.day };
    for (let i = 0; i < 12 && !named && compareDates(date, h.date) > 0; i++) {
      const back = date.month === 1 ? { year: date.year - 1, month: 12 } : {
        year: date.year,
        month: date.month - 1,
      };
      date = { ...back, day: date.day };
    }
    const span = (Date.UTC(h.date.year, h.date.month - 1, h.date.day) -
      Date.UTC(date.year, date.month - 1, date.day)) / 86_400_000;
    if (span <= 0 || span > RANGE_MOST_DAYS || date.day > daysInMonth(date.year, date.month)) {
      out.push(h);
      continue;
    }
    out[out.length - 1] = {
      ...prev,
      date,
      endDate: h.date,
      end: h.end,
      text: text.slice(prev.index, h.end),
    };
  }
  return out;
}

/** Whether a hit is one day: no range, or hours within its day ("from 9am to 5pm on Tuesday"). */
function withinDay(h: DateHit): boolean {
  return h.endDate === null || compareDates(h.endDate, h.date) === 0;
}

/** "this evening", "tomorrow morning", "tonight": a part of the day said without a clock time. */
function isPartOfDay(h: DateHit): boolean {
  return h.time !== null && !/\d/u.test(h.text) &&
    /\b(?:morning|afternoon|evening|night|tonight|tonite)\b/iu.test(h.text);
}

/**
 * "quarter past 8 tonight": a clock time said without am or pm is read in the part of the day said
 * with it (an evening's 8 is 20:00).
 */
function inPartOfDay(timeHit: DateHit, part: LocalTime | null): LocalTime | null {
  const time = timeHit.time;
  if (!time || !part || part.hour < 12 || time.hour >= 12) return time;
  const said = timeHit.text.toLowerCase();
  if (["am", "a.m", "noon", "midday"].some((w) => said.includes(w))) return time;
  return { ...time, hour: time.hour + 12 };
}

/**
 * "friday the 20th", "on Wed 18th": a weekday said beside a day of the month, both read on their
 * own, is one day, the day of the month's; null when they are not those two.
 */
function weekdayAndDay(a: DateHit, b: DateHit): DateHit | null {
  const [week, day] = a.weekdayOnly ? [a, b] : [b, a];
  if (!week.weekdayOnly || day.weekdayOnly || !day.dayCertain || day.monthOnly) return null;
  if (week.time !== null && day.time !== null) return null;
  // When they disagree the day of the month is kept, and the weekday said is left unread
  // (`unreadDays`), so nothing runs on either: which of them is wrong is not known.
  return { ...day, time: day.time ?? week.time };
}

/** The ordinals a weekday of a month is said with: "the first monday", "the last friday". */
const NTH: ReadonlyMap<string, number> = new Map([
  ["first", 1],
  ["1st", 1],
  ["second", 2],
  ["2nd", 2],
  ["third", 3],
  ["3rd", 3],
  ["fourth", 4],
  ["4th", 4],
  ["last", -1],
]);

/**
 * "the first monday of next month" read as a weekday and a month: the month's first Monday, one
 * hit from the ordinal to the month; a weekday "of" a month said without an ordinal is left as
 * read. Null when the hits are not that.
 */
function weekdayOfMonth(text: string, week: DateHit, month: DateHit): DateHit | null {
  if (!week.weekdayOnly || !month.monthOnly || week.end > month.index) return null;
  if (text.slice(week.end, month.index).trim().toLowerCase() !== "of") return null;
  return nthWeekday(text, week, month.date, month.end);
}

/** "the third thursday of may": a month's name chrono leaves ("may") said after the weekday. */
export function weekdayOfNamedMonth(text: string, week: DateHit, today: LocalDate): DateHit | null {
  if (!week.weekdayOnly) return null;
  const [of = "", name = ""] = text.slice(week.end).trimStart().split(" ");
  const number = monthNumber(name.toLowerCase());
  if (of.toLowerCase() !== "of" || number === undefined) return null;
  const year = number < today.month ? today.year + 1 : today.year;
  const end = text.indexOf(name, week.end) + name.length;
  return nthWeekday(text, week, { year, month: number, day: 1 }, end);
}

function nthWeekday(
  text: string,
  week: DateHit,
  month: LocalDate,
  end: number,
): DateHit | null {
  const said = week.text.trim().toLowerCase().split(" ");
  const before = text.slice(0, week.index).trimEnd().toLowerCase().split(" ").at(-1) ?? "";
  const inText = NTH.get(said[0] ?? "");
  const n = inText ?? NTH.get(before);
  if (n === undefined) return null;
  const start = inText !== undefined ? week.index : week.index - (text.slice(0, week.index).length -
    text.slice(0, week.index).trimEnd().length) -
    before.length;
  const want = weekdayOf(week.date);
  const { year, month: m } = month;
  const days = daysInMonth(year, m);
  let day = n > 0 ? 1 : days;
  while (weekdayOf({ year, month: m, day }) !== want) day += n > 0 ? 1 : -1;
  if (n > 1) day += 7 * (n - 1);
  if (day > days) return null;
  return {
    ...week,
    index: start,
    end,
    text: text.slice(start, end),
    date: { year, month: m, day },
    weekdayOnly: false,
    dayCertain: true,
  };
}
