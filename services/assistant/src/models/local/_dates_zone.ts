/**
 * Days, wall-clock times and time zones: the shapes dates are read into, the wall clock of a zone
 * at an instant (from `Intl`, so daylight saving time is right on both sides of a change), and day
 * arithmetic. Pure functions; the clock is always passed in.
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";

/** A calendar day. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** A wall-clock time. */
export interface LocalTime {
  hour: number;
  minute: number;
  second: number;
}

/** When "now" is, and where the user is. */
export interface ZoneContext {
  now: Date;
  /** IANA time zone; an invalid one is read as UTC. */
  timezone: string;
}

/** One date or time expression found in a text. */
export interface DateHit {
  /** Where it is in the text searched. */
  index: number;
  end: number;
  /** The day meant (today when only a time was said). */
  date: LocalDate;
  /** The time said, or null when none was. */
  time: LocalTime | null;
  /** An exact instant, for durations shorter than a day ("in 10 minutes"). */
  instant: Date | null;
  /** True when a day was said (a date, a weekday, "tomorrow"), not only a time or a month. */
  dayCertain: boolean;
  /** True when only a month was said ("next month", "in March"): `date` is its first day. */
  monthOnly: boolean;
  /** True when the day was said as a weekday only ("on Friday"). */
  weekdayOnly: boolean;
  /** True when the year was said. */
  yearCertain: boolean;
  /** The last day of a range ("from 3 to 7 December"), or null. */
  endDate: LocalDate | null;
  /** What it says, as found. */
  text: string;
}

/** Which way an expression without a year or week leans: plans lean ahead, spending back. */
export type Lean = "future" | "past";

/** What a finder says of a hit beyond where it is: the day, and whatever else it knows. */
export type HitSaid = Pick<DateHit, "date"> & Partial<Omit<DateHit, "index" | "end" | "text">>;

/**
 * The hit for `text` found at `index`: a day without a time, an instant, a range or a certain day,
 * month, weekday or year, except what `said` says. Every finder starts from these defaults.
 */
export function dateHit(index: number, text: string, said: HitSaid): DateHit {
  return {
    index,
    end: index + text.length,
    time: null,
    instant: null,
    dayCertain: false,
    monthOnly: false,
    weekdayOnly: false,
    yearCertain: false,
    endDate: null,
    text,
    ...said,
  };
}

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = FORMATTERS.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (FORMATTERS.size > 200) FORMATTERS.clear();
    FORMATTERS.set(zone, f);
  }
  return f;
}

/** Wall clocks read lately, by instant and zone: a message's dates read the same few instants. */
const CLOCKS = new Map<string, readonly number[]>();

/** The wall clock in `zone` at `instant`. */
export function wallClock(instant: Date, zone: string): { date: LocalDate; time: LocalTime } {
  const key = `${instant.getTime()} ${zone}`;
  let v = CLOCKS.get(key);
  if (v === undefined) {
    const parts: Record<string, number> = {};
    for (const p of formatter(safeTimeZone(zone)).formatToParts(instant)) {
      if (p.type !== "literal") parts[p.type] = Number(p.value);
    }
    v = [
      parts.year ?? 1970,
      parts.month ?? 1,
      parts.day ?? 1,
      (parts.hour ?? 0) % 24,
      parts.minute ?? 0,
      parts.second ?? 0,
    ];
    if (CLOCKS.size >= 256) CLOCKS.clear();
    CLOCKS.set(key, v);
  }
  return {
    date: { year: v[0]!, month: v[1]!, day: v[2]! },
    time: { hour: v[3]!, minute: v[4]!, second: v[5]! },
  };
}

/** The UTC offset of `zone` at `instant`, in minutes east of UTC (Paris in winter: 60). */
export function offsetMinutes(instant: Date, zone: string): number {
  const { date, time } = wallClock(instant, zone);
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant a wall-clock time in `zone` names. A time skipped by a daylight saving change
 * (02:30 on the night clocks go forward) becomes the same wall time after the change (03:30); a
 * time that happens twice is read with the offset after the change.
 */
export function wallToInstant(date: LocalDate, time: LocalTime, zone: string): Date {
  const target = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second);
  let t = target - offsetMinutes(new Date(target), zone) * 60_000;
  t = target - offsetMinutes(new Date(t), zone) * 60_000;
  return new Date(t);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** "2026-03-30". */
export function isoDate(d: LocalDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** An instant as ISO 8601 with the offset `zone` has at that instant: "2026-03-30T09:00:00+02:00". */
export function isoDateTime(instant: Date, zone: string): string {
  const z = safeTimeZone(zone);
  const { date, time } = wallClock(instant, z);
  const off = offsetMinutes(instant, z);
  const sign = off < 0 ? "-" : "+";
  return `${isoDate(date)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}${sign}${
    pad(Math.floor(Math.abs(off) / 60))
  }:${pad(Math.abs(off) % 60)}`;
}

/** The day `n` days after `d` (before, when negative). */
export function addDays(d: LocalDate, n: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(d: LocalDate): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: LocalDate, b: LocalDate): number {
  return (a.year - b.year) * 10_000 + (a.month - b.month) * 100 + (a.day - b.day);
}

/**
 * The day `on` gives in today's year, or, when that is behind today for plans (`lean` future) or
 * ahead of it for spending (`lean` past), in the next or the last year: a day said without a year.
 */
export function nearestYear(
  on: (year: number) => LocalDate,
  today: LocalDate,
  lean: Lean,
): LocalDate {
  const date = on(today.year);
  if (lean === "future" && compareDates(date, today) < 0) return on(today.year + 1);
  if (lean === "past" && compareDates(date, today) > 0) return on(today.year - 1);
  return date;
}

/** Negative, zero or positive as `a` is before, at or after `b`. */
export function compareTime(a: LocalTime, b: LocalTime): number {
  return (a.hour - b.hour) * 3600 + (a.minute - b.minute) * 60 + (a.second - b.second);
}

/** The number of days in a month. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when the day exists (no 31 April). */
export function isRealDate(d: LocalDate): boolean {
  return Number.isInteger(d.year) && d.month >= 1 && d.month <= 12 && d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month);
}

/** Today and now on the user's wall clock. */
export function localNow(ctx: ZoneContext): { date: LocalDate; time: LocalTime } {
  return wallClock(validNow(ctx), safeTimeZone(ctx.timezone));
}

/** `ctx.now`, or the epoch when it is not a valid date. */
export function validNow(ctx: ZoneContext): Date {
  return ctx.now instanceof Date && !Number.isNaN(ctx.now.getTime()) ? ctx.now : new Date(0);
}
