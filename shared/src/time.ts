/**
 * Dates and wall-clock times in IANA time zones with `Intl` alone, the one home of these
 * primitives for every service: whether a zone exists (an unknown one means UTC), what day and
 * time an instant is for the user, which instant a wall-clock time in a zone is (across
 * daylight-saving changes), and how dates and times read ("Fri 27 Nov 2026, 13:00").
 *
 * A "floating" time is a wall-clock time kept in a `Date`'s UTC fields (2026-03-30 09:00 in Paris
 * is `Date.UTC(2026, 2, 30, 9, 0)`), which is how the `rrule` package computes occurrences.
 * @module
 */

/** `Intl.DateTimeFormat`s by zone, built once each: building one is the slow part. */
function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale: string,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(timeZone, format);
  }
  return format;
}

const PARTS = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  return cached(PARTS, timeZone, {
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    era: "short",
  }, "en-US");
}

/** True when `timeZone` is an IANA time zone this runtime knows. */
export function isTimeZone(timeZone: string | null | undefined): boolean {
  if (typeof timeZone !== "string" || timeZone.length === 0) return false;
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    // Intl throws a RangeError for a zone it does not know: that is the answer, not a fault.
    return false;
  }
}

/**
 * `timeZone` when the runtime knows it, else "UTC": the one rule for a missing or invalid zone
 * (a profile's zone is free text, and a bad one must not make a reply fail).
 */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return isTimeZone(timeZone) ? timeZone! : "UTC";
}

/** The wall-clock time of `instant` in `timeZone`, as a floating time in milliseconds. */
export function toWallClock(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  const fields: Record<string, number> = {};
  let bc = false;
  for (const part of partsFormat(timeZone).formatToParts(new Date(ms))) {
    if (part.type === "era") bc = part.value.startsWith("B");
    else if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const year = bc ? 1 - fields.year! : fields.year!;
  const floating = new Date(0);
  floating.setUTCFullYear(year, fields.month! - 1, fields.day!);
  floating.setUTCHours(fields.hour!, fields.minute!, fields.second!, ((ms % 1000) + 1000) % 1000);
  return floating.getTime();
}

/** How far `timeZone` is ahead of UTC at `instantMs`, in milliseconds. */
function offsetAt(instantMs: number, timeZone: string): number {
  return toWallClock(new Date(instantMs), timeZone) - instantMs;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a wall-clock time has in `timeZone`. A time that happens twice (when clocks go
 * back) is the earlier one; a time that does not exist (when clocks go forward) is moved forward
 * by the gap, so 02:30 on the day clocks jump from 02:00 to 03:00 is 03:30. This is what
 * Temporal calls the "compatible" disambiguation.
 */
export function fromWallClock(floatingMs: number, timeZone: string): Date {
  const before = offsetAt(floatingMs - DAY_MS, timeZone);
  const after = offsetAt(floatingMs + DAY_MS, timeZone);
  const candidates = [floatingMs - before, floatingMs - after]
    .filter((instant) => toWallClock(new Date(instant), timeZone) === floatingMs)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? floatingMs - before);
}

/** A wall-clock date and time, without a zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time of `instant` in `timeZone`, to the second. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const wall = new Date(toWallClock(instant, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

function floatingMs(w: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, 0);
  return d.getTime();
}

/** The instant a wall-clock time has in `timeZone`, disambiguated as {@link fromWallClock}. */
export function instantOf(w: WallTime, timeZone: string): Date {
  return fromWallClock(floatingMs(w), timeZone);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** `YYYY-MM-DD` of a wall time (or any value with a year, month and day). */
export function dateOf(w: Pick<WallTime, "year" | "month" | "day">): string {
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The date (`YYYY-MM-DD`) that `instant` falls on in `timeZone`. */
export function dateIn(instant: Date, timeZone: string): string {
  return dateOf(wallTime(instant, timeZone));
}

/** True in leap years of the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12); February counts 29 days when `year` is a leap year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a `YYYY-MM-DD` date that exists in the calendar. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3]);
}

/** The date `days` days after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); positive when `to` is later. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant the day `date` begins in `timeZone`. */
export function startOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return instantOf(
    { year: year!, month: month!, day: day!, hour: 0, minute: 0, second: 0 },
    timeZone,
  );
}

/** `instant` as ISO 8601 in `timeZone` with its offset: `2026-03-30T09:00:00+02:00`. */
export function isoInZone(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  const offsetMin = Math.round((toWallClock(instant, timeZone) - instant.getTime()) / 60_000);
  const sign = offsetMin < 0 ? "-" : "+";
  const abs = Math.abs(offsetMin);
  return `${dateOf(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${
    pad(Math.floor(abs / 60))
  }:${pad(abs % 60)}`;
}

const DISPLAY = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time as the user reads it in `timeZone` ("Mon, 30 Mar 2026, 09:00"); an unknown
 * zone reads in UTC.
 */
export function formatDateTime(instant: Date, timeZone: string): string {
  return cached(DISPLAY, safeTimeZone(timeZone), {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }, "en-GB").format(instant);
}

/** The time of day of `instant` in `timeZone`: "09:00". */
export function formatClock(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

const DATE_FORMATS = {
  weekday: new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }),
  plain: new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  }),
} as const;

/** Midnight UTC of a `YYYY-MM-DD` date, for formatting it in UTC. */
function utcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * How a date reads: "Fri 20 Mar", with the year when it is not the year of `today`
 * ("Fri 20 Mar 2027").
 */
export function formatDay(date: string, today?: string): string {
  const text = DAY_FORMAT.format(utcMidnight(date)).replace(",", "");
  return today && today.slice(0, 4) !== date.slice(0, 4) ? `${text} ${date.slice(0, 4)}` : text;
}

/**
 * How a date reads with its year: "Thu 3 Dec 2026", or "3 Dec 2026" without the weekday.
 * @param date `YYYY-MM-DD`
 * @param weekday whether the weekday leads
 * @default weekday true
 */
export function formatDate(date: string, weekday = true): string {
  return DATE_FORMATS[weekday ? "weekday" : "plain"].format(utcMidnight(date)).replace(",", "");
}
