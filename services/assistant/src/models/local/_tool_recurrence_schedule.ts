/**
 * When a recurring reminder runs: whether an RRULE (without DTSTART) can be scheduled, and its
 * first time in the user's zone, with the rrule library. The rule is read from words by
 * `_tool_recurrence.ts`.
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";
import rrulePkg from "rrule";
import {
  compareDates,
  isoDateTime,
  type LocalDate,
  localNow,
  type LocalTime,
  wallToInstant,
  type ZoneContext,
} from "./_tool_dates.ts";

const { RRule } = rrulePkg;

/** True when `rule` is an RRULE (without DTSTART) the rrule library reads and can schedule. */
export function isValidRule(rule: string): boolean {
  if (typeof rule !== "string" || rule.length > 200 || !rule.startsWith("FREQ=")) return false;
  try {
    const options = RRule.parseString(rule);
    if (typeof options.freq !== "number") return false;
    const days = options.byweekday;
    if (Array.isArray(days) && days.some((d) => d === undefined || d === null)) return false;
    const r = new RRule({ ...options, dtstart: new Date(Date.UTC(2026, 0, 1)) });
    return r.after(new Date(Date.UTC(2026, 0, 1)), true) !== null;
  } catch {
    return false;
  }
}

/**
 * The first time a recurring reminder fires, as ISO 8601 in the user's zone: the first moment
 * after now (and on or after `from`, when a start day was said) that the rule allows, at `time`.
 * An interval ("every 2 weeks") counts from that first time.
 */
export function firstOccurrence(
  rule: string,
  time: LocalTime,
  ctx: ZoneContext,
  from: LocalDate | null,
): string | null {
  if (!isValidRule(rule)) return null;
  const zone = safeTimeZone(ctx.timezone);
  const now = localNow(ctx);
  try {
    const options = RRule.parseString(rule);
    const subDaily = options.freq === RRule.HOURLY || options.freq === RRule.MINUTELY;
    // Wall-clock times are computed as "floating" UTC dates, then placed in the zone.
    const floatNow = new Date(Date.UTC(
      now.date.year,
      now.date.month - 1,
      now.date.day,
      now.time.hour,
      now.time.minute,
      now.time.second,
    ));
    if (subDaily) {
      const r = new RRule({
        ...options,
        dtstart: new Date(floatNow.getTime() - (floatNow.getTime() % 60_000)),
      });
      const next = r.after(floatNow, false);
      if (!next) return null;
      const step = next.getTime() - floatNow.getTime();
      return isoDateTime(new Date(ctx.now.getTime() + step), zone);
    }
    const start = from && compareDates(from, now.date) > 0 ? from : now.date;
    const { interval: _interval, ...once } = options;
    const r = new RRule({
      ...once,
      dtstart: new Date(
        Date.UTC(start.year, start.month - 1, start.day, time.hour, time.minute, time.second),
      ),
      byhour: [time.hour],
      byminute: [time.minute],
      bysecond: [time.second],
    });
    const after = compareDates(start, now.date) > 0
      ? new Date(Date.UTC(start.year, start.month - 1, start.day) - 1000)
      : floatNow;
    const next = r.after(after, false);
    if (!next) return null;
    const day: LocalDate = {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
    };
    return isoDateTime(wallToInstant(day, time, zone), zone);
  } catch {
    return null;
  }
}
