/**
 * Wall-clock times in IANA time zones with `Intl` alone. A "floating" time is a wall-clock time
 * kept in a `Date`'s UTC fields (2026-03-30 09:00 in Paris is `Date.UTC(2026, 2, 30, 9, 0)`),
 * which is how the `rrule` package computes occurrences.
 * @module
 */

const FORMATS = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
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
      era: "short",
    });
    FORMATS.set(timeZone, format);
  }
  return format;
}

/** True when `timeZone` is an IANA time zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
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

const DISPLAY = new Map<string, Intl.DateTimeFormat>();

/** A date and time as the user reads it in `timeZone`: "Mon, 30 Mar 2026, 09:00". */
export function formatDateTime(instant: Date, timeZone: string): string {
  let format = DISPLAY.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    DISPLAY.set(timeZone, format);
  }
  return format.format(instant);
}

/** The wall-clock time of day of `instant` in `timeZone`: "09:00". */
export function formatTimeOfDay(instant: Date, timeZone: string): string {
  const wall = new Date(toWallClock(instant, timeZone));
  const hh = String(wall.getUTCHours()).padStart(2, "0");
  const mm = String(wall.getUTCMinutes()).padStart(2, "0");
  return `${hh}:${mm}`;
}
