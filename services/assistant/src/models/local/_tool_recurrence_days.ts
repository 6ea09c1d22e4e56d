/**
 * A weekday written short that the date reader leaves ("chase the quote mon", "call the bank by
 * fri", "at 9 … thurs"): read as that weekday, from the days of `_tool_recurrence_words.ts`. The
 * shorts that are words of their own ("wed", "sat", "sun": "in the sun") are a day only after a
 * word that says a deadline follows ("by sat", "due wed"; not "put on sun cream").
 * @module
 */
import { type DateHit, findDates, type ZoneContext } from "./_tool_dates.ts";
import { DAY_CODES, wordsOf } from "./_tool_recurrence_words.ts";
import { ownEntry } from "../../text/normalize.ts";
import { DEADLINE_WORDS } from "./_dates_words.ts";

/** Each day's code and its full name ("FR": "friday"), the longest of its words. */
const FULL = new Map<string, string>();
for (const [word, code] of Object.entries(DAY_CODES)) {
  if (word.length > (FULL.get(code)?.length ?? 0)) FULL.set(code, word);
}

/** Shorts that are words of their own: a day only after a word saying a day follows. */
const ALSO_WORDS = new Set(["wed", "sat", "sun"]);
/** Signs joining days written short into several ("mon-fri", "tue/thu"). */
const JOINED = new Set(["-", "–", "/", "&", "+"]);

/**
 * The weekdays written short in `text` that no hit of `hits` covers, each as the hit of its full
 * name said there ("mon" as "on monday").
 */
export function shortWeekdays(text: string, ctx: ZoneContext, hits: readonly DateHit[]): DateHit[] {
  const ws = wordsOf(text);
  const out: DateHit[] = [];
  for (const [i, w] of ws.entries()) {
    const code = ownEntry(DAY_CODES, w.w);
    const full = code ? FULL.get(code) : undefined;
    if (!full || full === w.w || hits.some((h) => h.index < w.end && w.index < h.end)) continue;
    // "mon-fri", "mon/wed" are several days, a recurrence's; "mon." and "mon," are the day.
    const next = ws[i + 1];
    if (next && next.index === w.end && JOINED.has(next.w)) continue;
    if (ALSO_WORDS.has(w.w) && !DEADLINE_WORDS.has(ws[i - 1]?.w ?? "")) continue;
    const [hit] = findDates(`on ${full}`, ctx, "future");
    if (!hit?.weekdayOnly) continue;
    out.push({ ...hit, index: w.index, end: w.end, text: text.slice(w.index, w.end) });
  }
  return out;
}
