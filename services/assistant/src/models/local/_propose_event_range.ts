/**
 * The end of a time range said for an event ("from 3 to 5pm", "2 to 4pm on Monday", "9 till 5"),
 * and the start's half of the day read from it ("11 to 1pm" is 11:00, never 23:00), for
 * `_propose_event.ts`.
 * @module
 */
import { type DateHit, findDates, type LocalTime } from "./_tool_dates.ts";
import type { Clause } from "./_tool_text.ts";
import { wordsOf } from "./_shapes.ts";
import { RANGE_WORDS } from "./_propose_event_words.ts";

/** How a clock time says it is the morning's or the afternoon's. */
const MERIDIEM = ["am", "pm", "a.m", "p.m", "noon", "morning", "afternoon", "evening", "tonight"];

/**
 * The end time of "from 3 to 5pm", "3-4pm", "at 3 until 5", "2 to 4pm on Monday" (the day said
 * after the end is the start's own), or null; never a time of another day ("… to Friday 5pm").
 */
export function endTime(hit: DateHit, c: Clause): LocalTime | null {
  const tail = /(?:\s+(?:to|until|till|til|through)\s+|\s*[-–]\s*)([^-–]+)$/iu.exec(hit.text);
  if (!tail?.[1] || !hit.time) return null;
  const timeOf = (said: string) =>
    findDates(said, c.ctx).find((h) => h.time !== null && !h.dayCertain)?.time ?? null;
  // "4pm on Monday", "5 on Tuesday": the time said first, then its day.
  const [first = "", next = ""] = tail[1].trim().split(" ");
  return timeOf(tail[1]) ?? timeOf(`${first} ${next}`) ?? bareHour(first);
}

/**
 * "11 to 1pm": a start said without am or pm takes the end's only when that keeps it before the
 * end; otherwise it is the morning's (11:00, not 23:00). The hours to take off, 12 or 0.
 */
export function startAfterEnd(hit: DateHit, until: LocalTime): number {
  const start = hit.time;
  const word = wordsOf(hit.text).find((w) => RANGE_WORDS.includes(w.w));
  const dash = [hit.text.indexOf("-"), hit.text.indexOf("–")].filter((i) => i >= 0);
  const first = hit.text.slice(0, word?.index ?? Math.min(hit.text.length, ...dash)).toLowerCase();
  // Only an end said in the afternoon ("1pm"): "6 to 8" bare stays in the evening.
  if (!start || start.hour < 12 || until.hour < 12 || MERIDIEM.some((m) => first.includes(m))) {
    return 0;
  }
  // Only a range whose start is the time read: "2026-03-18 at 14:00" is none.
  const said = parseInt(wordsOf(first).at(-1)?.w ?? "", 10);
  if (said % 12 !== start.hour % 12) return 0;
  const before = start.hour * 60 + start.minute < until.hour * 60 + until.minute;
  return !before && start.hour - 12 < until.hour ? 12 : 0;
}

/** "9 till 5", "2 to 4:30": an hour said as a bare number ends the range (made pm if need be). */
function bareHour(said: string): LocalTime | null {
  const [h, m, ...more] = said.trim().split(":");
  const hour = Number(h);
  const minute = m === undefined ? 0 : Number(m);
  if (more.length > 0 || !h || (m !== undefined && m.length !== 2)) return null;
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || hour < 1 || hour > 12) return null;
  return minute < 60 ? { hour, minute, second: 0 } : null;
}
