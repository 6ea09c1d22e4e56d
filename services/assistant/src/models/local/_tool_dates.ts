/**
 * Dates and times in what people write, read in the user's time zone: chrono-node finds the
 * expressions, and the wall-clock result is turned into an instant with the zone's real UTC offset
 * at that instant (from `Intl`, so daylight saving time is right on both sides of a change).
 * Pure functions; the clock is always passed in.
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";
import {
  addDays,
  compareDates,
  type DateHit,
  isoDateTime,
  type LocalTime,
  validNow,
  wallClock,
  wallToInstant,
  type ZoneContext,
} from "./_dates_zone.ts";

export * from "./_dates_zone.ts";
export * from "./_dates_words.ts";
export { holidayName, partOfDayTime } from "./_dates_phrases.ts";
export { findDates } from "./_dates_find.ts";

/**
 * The moment a hit names, as ISO 8601 with the zone's offset; `defaultTime` when no time was said.
 * A weekday whose moment has passed today means that weekday next week; "today" without a time,
 * once `defaultTime` has passed, means the next full hour.
 */
export function momentOf(hit: DateHit, ctx: ZoneContext, defaultTime: LocalTime): string {
  const zone = safeTimeZone(ctx.timezone);
  const now = validNow(ctx);
  if (hit.instant) return isoDateTime(hit.instant, zone);
  let at = wallToInstant(hit.date, hit.time ?? defaultTime, zone);
  if (at.getTime() <= now.getTime()) {
    if (hit.weekdayOnly) {
      at = wallToInstant(addDays(hit.date, 7), hit.time ?? defaultTime, zone);
    } else if (hit.time === null && compareDates(hit.date, wallClock(now, zone).date) === 0) {
      at = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
    }
  }
  return isoDateTime(at, zone);
}

/** The text with the spans of `hits` taken out, and the spaces and commas around them tidied. */
export function withoutSpans(
  text: string,
  spans: readonly { index: number; end: number }[],
): string {
  let out = text;
  const sorted = [...spans].sort((a, b) => b.index - a.index);
  for (const s of sorted) out = out.slice(0, s.index) + " " + out.slice(s.end);
  return out.replace(/\s+,/gu, ",").replace(/\s{2,}/gu, " ").trim();
}

/** A day said in one place and a time in another ("on Friday ... at 5") make one moment. */
export function combineHits(hits: DateHit[]): DateHit | null {
  const first = hits[0];
  if (!first) return null;
  if (first.instant || (first.time && first.dayCertain)) return first;
  const day = hits.find((h) => h.dayCertain || h.monthOnly);
  const time = hits.find((h) => h.time !== null && !h.dayCertain && !h.monthOnly);
  if (day && time && day.time === null) return { ...day, time: time.time };
  return day ?? first;
}
