/**
 * Date and time phrases read apart that say one moment: "tomorrow" then "at 5", "half 7" then
 * "this evening" (read in the evening), "friday" then "the 20th" (one day).
 * @module
 */
import {
  addDays,
  compareTime,
  type DateHit,
  type LocalDate,
  type LocalTime,
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
    // "on wed the 18th at 10": the weekday and its time read around the day of the month.
    const within = prev && prev.index <= h.index && h.end <= prev.end
      ? weekdayAndDay(prev, h)
      : null;
    if (within) {
      out[out.length - 1] = { ...within, index: prev!.index, end: prev!.end };
      out[out.length - 1]!.text = text.slice(prev!.index, prev!.end);
      continue;
    }
    if (
      prev && prev.end <= h.index &&
      /^[\s,]*(?:at|on|by|around|about|in|in the|this)?[\s,]*$/iu.test(
        text.slice(prev.end, h.index),
      ) &&
      prev.instant === null && h.instant === null && prev.endDate === null && h.endDate === null
    ) {
      // "friday the 20th": a weekday and a day of the month are one day when they agree.
      const sameDay = weekdayAndDay(prev, h);
      if (sameDay) {
        out[out.length - 1] = { ...sameDay, index: prev.index, end: h.end };
        out[out.length - 1]!.text = text.slice(prev.index, h.end);
        continue;
      }
      const prevDay = prev.dayCertain || prev.monthOnly ||
        (!h.dayCertain && !h.monthOnly && isPartOfDay(prev));
      const [dayHit, timeHit] = prevDay ? [prev, h] : [h, prev];
      // "half past eight tomorrow morning", "half 7 this evening": the time said wins over the
      // part of the day's, and is read in it.
      const partOfDayOnly = isPartOfDay(dayHit) &&
        /\d|half|quarter|past|o'?clock|noon/iu.test(timeHit.text);
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
    out.push(h);
  }
  return out;
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
