/**
 * A stretch of days a look at the calendar says by its two ends: "between the 3rd and the 7th",
 * "from Monday to Thursday", "april 1st to the 5th", "arrives on the 20th and stays till the 24th".
 * Read by `_tool_calendar.ts`.
 * @module
 */
import { addDays, compareDates, findDates } from "./_tool_dates.ts";
import type { Range } from "./_tool_calendar_weeks.ts";
import type { Clause } from "./_tool_text.ts";
import type { Word } from "./_shapes.ts";
import { findPhrase } from "./_shapes_spans.ts";

/** Words that end a span begun by "between" or "from". */
const BETWEEN_END = ["and", "to", "until", "till", "through", "thru", "-"];

/** Words that end a stretch of days begun by a day said before them ("… till the 24th"). */
const UNTIL = ["until", "till", "through", "thru"];

/**
 * "between the 3rd and the 7th", "from Monday to Thursday", "arrives on the 20th and stays till
 * the 24th": the two days, or null.
 */
export function between(text: string, ws: readonly Word[], c: Clause): Range | null {
  const open = findPhrase(ws, ["between", "from"]);
  const close = open
    ? findPhrase(ws, BETWEEN_END, open.end + 1)
    : findPhrase(ws, UNTIL, 1) ?? toAfterDay(text, ws, c);
  if (!close || close.end >= ws.length) return null;
  const first = text.slice(open ? ws[open.end]!.index : 0, ws[close.at]!.index);
  const a = findDates(first, c.ctx, "future").find((h) => h.dayCertain);
  const b = a
    ? findDates(text.slice(ws[close.end]!.index), c.ctx, "future").find((h) => h.dayCertain)
    : undefined;
  if (!a || !b) return null;
  let to = b.date;
  while (compareDates(to, a.date) < 0) to = addDays(to, 7);
  return { from: a.date, to };
}

/**
 * "april 1st to the 5th": "to" said right after a day and right before another, the span's end
 * (not "the 5th to do"), or undefined.
 */
function toAfterDay(text: string, ws: readonly Word[], c: Clause) {
  for (const at of ws.keys()) {
    if (ws[at]!.w !== "to" || at === 0 || at + 1 >= ws.length) continue;
    const day = findDates(text.slice(0, ws[at]!.index), c.ctx, "future").at(-1);
    const next = findDates(text.slice(ws[at + 1]!.index), c.ctx, "future")[0];
    if (day?.dayCertain && day.end >= ws[at - 1]!.end && next?.dayCertain && next.index === 0) {
      return { at, end: at + 1 };
    }
  }
  return undefined;
}

/**
 * "whats on my calendar monday tuesday", "thursday and friday": weekdays listed, each said alone,
 * are the days from the first to the last; null unless two or more are.
 */
export function listedDays(text: string, c: Clause): Range | null {
  // "saturday the 21st and sunday the 22nd": days said whole are listed too.
  const days = findDates(text, c.ctx, "future").filter((h) =>
    (h.weekdayOnly || h.dayCertain) && !h.endDate && !h.time
  );
  if (days.length < 2) return null;
  let to = days.at(-1)!.date;
  // A day of a month said before the first is no span of them.
  if (!days.at(-1)!.weekdayOnly && compareDates(to, days[0]!.date) < 0) return null;
  while (compareDates(to, days[0]!.date) < 0) to = addDays(to, 7);
  return { from: days[0]!.date, to };
}
