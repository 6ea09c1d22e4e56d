/**
 * Calendar dates of the list tools: today in the user's time zone, validated `YYYY-MM-DD`
 * dates, day differences and how they read ("tomorrow", "in 12 days").
 * @module
 */
import {
  dateOf,
  daysInMonth,
  formatDate as formatIsoDate,
  safeTimeZone,
  wallTime,
} from "@asst/shared/time";
import { ToolError } from "../types.ts";

/** A calendar date without a time or a time zone. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Milliseconds since the epoch at midnight UTC of a date (any year, unlike `Date.UTC`). */
function epochMs(d: CivilDate): number {
  const t = new Date(0);
  t.setUTCFullYear(d.year, d.month - 1, d.day);
  return t.getTime();
}

/** `YYYY-MM-DD` of a date. */
export function isoDate(d: CivilDate): string {
  return dateOf(d);
}

/** The calendar date of the instant `now` in `timezone` (UTC when the zone is unknown). */
export function todayIn(now: Date, timezone: string): CivilDate {
  const { year, month, day } = wallTime(now, safeTimeZone(timezone));
  return { year, month, day };
}

/**
 * Parses a `YYYY-MM-DD` date that exists in the calendar.
 * @param field what the date is, for the message ("start date")
 * @throws {ToolError} for a malformed or impossible date such as 2026-02-30
 */
export function parseDate(text: string, field: string): CivilDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) throw new ToolError(`The ${field} "${text}" is not a date: use YYYY-MM-DD`);
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (d.year < 1 || d.month < 1 || d.month > 12 || d.day < 1) {
    throw new ToolError(`The ${field} "${text}" does not exist: use a real date as YYYY-MM-DD`);
  }
  if (d.day > daysInMonth(d.year, d.month)) {
    throw new ToolError(
      `The ${field} "${text}" does not exist: ${monthName(d.month)} ${d.year} has ${
        daysInMonth(d.year, d.month)
      } days`,
    );
  }
  return d;
}

/** Days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return Math.round((epochMs(to) - epochMs(from)) / 86_400_000);
}

/** How a distance in days reads: "today", "tomorrow", "yesterday", "in 12 days", "3 days ago". */
export function relativeDays(days: number): string {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** Compares two dates for sorting. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return daysBetween(b, a);
}

/** "January" … "December". */
export function monthName(month: number): string {
  return new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** "Sat 3 May 2026", or "3 May 2026" without the weekday. */
export function formatDate(d: CivilDate, weekday = true): string {
  return formatIsoDate(dateOf(d), weekday);
}

/** "3 May 2026": the calendar date of an instant in the user's time zone. */
export function formatInstant(at: Date, timezone: string): string {
  return formatDate(todayIn(at, timezone), false);
}
