/**
 * A trip's way back said as a weekday alone, counted from the trip's first day (never from
 * today): "back on the Wednesday after", "off to Lisbon on the 3rd, back Sunday".
 * @module
 */
import { addDays, compareDates, type DateHit, type LocalDate, weekdayOf } from "./_tool_dates.ts";
import { wordsOf } from "./_shapes.ts";

/** The first day after `start` on `hit`'s weekday. */
function nextOn(start: LocalDate, hit: DateHit): LocalDate {
  return addDays(start, (weekdayOf(hit.date) - weekdayOf(start) + 7) % 7 || 7);
}

/**
 * "back on the Wednesday after", "back the Tuesday after": a weekday said alone before "after" is
 * the first such day after the trip's first, with where "after" ends.
 */
export function weekdayAfter(
  text: string,
  start: LocalDate,
  hit: DateHit,
): { date: LocalDate; end: number } | null {
  const next = wordsOf(text.slice(hit.end))[0];
  if (!hit.weekdayOnly || hit.endDate || next?.w !== "after") return null;
  // "the Wednesday after the wedding": counted from something else, which is not read here.
  const rest = text.slice(hit.end + next.end).trimStart();
  if (rest !== "" && !",.;!?".includes(rest.charAt(0))) return null;
  return { date: nextOn(start, hit), end: hit.end + next.end };
}

/** Words saying the day after them is the way back: "back Sunday", "returning on Monday". */
const BACK = new Set(["back", "return", "returning", "returns", "home", "until", "till"]);
/** Words between those and the weekday: "back on the Sunday". */
const BETWEEN = new Set(["on", "the"]);

/**
 * "off to Lisbon on the 3rd, back Sunday": a weekday alone said as the way back, which the date
 * reader put before the first day (counted from today), is the first such day after it; null
 * when it is not said so.
 */
export function weekdayBack(text: string, start: LocalDate, hit: DateHit): LocalDate | null {
  if (!hit.weekdayOnly || hit.endDate || compareDates(hit.date, start) >= 0) return null;
  // "back on the Wednesday after the wedding": counted from something else, never guessed.
  const next = wordsOf(text.slice(hit.end))[0]?.w ?? "";
  if (["after", "before", "week", "fortnight"].includes(next)) return null;
  const before = wordsOf(text.slice(0, hit.index));
  let i = before.length - 1;
  while (i >= 0 && BETWEEN.has(before[i]!.w)) i--;
  return i >= 0 && BACK.has(before[i]!.w) ? nextOn(start, hit) : null;
}

/**
 * "flying to New York on 02.05, returning 09.05", "… and back 7.6": the way back said with a day
 * and month in digits and a dot, which the date reader leaves unread (it may be a clock time), so
 * the trip's last day is in doubt and nothing is written.
 */
export function backUnread(text: string): boolean {
  const ws = wordsOf(text).filter((w) => !w.punct);
  return ws.some((w, i) => BACK.has(w.w) && ws.slice(i + 1, i + 4).some((n) => dayAndMonth(n.w)));
}

/** "09.05", "8.6", "20.06.": a day and a month in digits with a dot, and no year. */
function dayAndMonth(w: string): boolean {
  const parts = (w.endsWith(".") ? w.slice(0, -1) : w).split(".");
  const digits = (p: string) =>
    p.length > 0 && p.length <= 2 && [...p].every((ch) => ch >= "0" && ch <= "9");
  return parts.length === 2 && parts.every(digits);
}
