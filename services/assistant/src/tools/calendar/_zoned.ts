/**
 * Dates and wall-clock times in IANA time zones with `Intl` alone, for the calendar and the
 * tasks: what day and time an instant is for the user, and which instant a wall-clock time in a
 * zone is (across daylight-saving changes).
 * @module
 */

/** A wall-clock date and time, without a zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const PARTS = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = PARTS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    PARTS.set(timeZone, format);
  }
  return format;
}

/** True when the runtime knows `timeZone`. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** `timeZone` when the runtime knows it, else UTC. */
export function safeTimeZone(timeZone: string): string {
  return isTimeZone(timeZone) ? timeZone : "UTC";
}

/** The wall-clock time of `instant` in `timeZone`. */
export function wallTime(instant: Date, timeZone: string): WallTime {
  const f: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") f[part.type] = Number(part.value);
  }
  return {
    year: f.year!,
    month: f.month!,
    day: f.day!,
    hour: f.hour! % 24,
    minute: f.minute!,
    second: f.second!,
  };
}

function floatingMs(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

function offsetMs(instantMs: number, timeZone: string): number {
  return floatingMs(wallTime(new Date(instantMs), timeZone)) - Math.floor(instantMs / 1000) * 1000;
}

const HOUR_MS = 3_600_000;

/**
 * The instant a wall-clock time has in `timeZone`. A time that happens twice (clocks going back)
 * is the earlier one; a time that does not exist (clocks going forward) is moved on by the gap.
 */
export function instantOf(w: WallTime, timeZone: string): Date {
  const local = floatingMs(w);
  const candidates = [...new Set([-36, 0, 36].map((h) => offsetMs(local + h * HOUR_MS, timeZone)))]
    .map((offset) => local - offset)
    .filter((instant) => floatingMs(wallTime(new Date(instant), timeZone)) === local)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? local - offsetMs(local - 36 * HOUR_MS, timeZone));
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** `YYYY-MM-DD` of a wall time. */
export function dateOf(w: WallTime): string {
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The date (`YYYY-MM-DD`) that `instant` falls on in `timeZone`. */
export function dateIn(instant: Date, timeZone: string): string {
  return dateOf(wallTime(instant, timeZone));
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
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
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
  const offsetMin = Math.round(
    (floatingMs(w) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = offsetMin < 0 ? "-" : "+";
  const abs = Math.abs(offsetMin);
  return `${dateOf(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${
    pad(Math.floor(abs / 60))
  }:${pad(abs % 60)}`;
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/**
 * How a date reads: "Fri 20 Mar", with the year when it is not the year of `today`
 * ("Fri 20 Mar 2027").
 */
export function formatDay(date: string, today?: string): string {
  const text = DAY_FORMAT.format(new Date(`${date}T00:00:00Z`)).replace(",", "");
  return today && today.slice(0, 4) !== date.slice(0, 4) ? `${text} ${date.slice(0, 4)}` : text;
}

/** The time of day of `instant` in `timeZone`: "09:00". */
export function formatClock(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}
