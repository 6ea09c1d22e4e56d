/**
 * A trip's length changed without its days: "my trip to Rome is now 5 days instead of 4", "make
 * the Oslo trip a week". Which day it starts (or ends) on is the trip's, which the parser cannot
 * see, so its days are asked for, never guessed from today.
 * @module
 */
import type { Ask } from "./_ask.ts";
import { countOf, type DateHit, findDates } from "./_tool_dates.ts";
import { DURATION_UNITS } from "./_tool_trips_dates.ts";
import { NARRATIVE, TRIP_NOUNS, UPDATE_VERBS } from "./_tool_trips_words.ts";
import type { Clause } from "./_tool_text.ts";
import { wordsOf } from "./_shapes.ts";
import { findPhrase, saysAny } from "./_shapes_spans.ts";
import { ownEntry } from "../../text/normalize.ts";

/** Words that say a trip's length is a new one: "is now 5 days", "5 days instead of 4". */
const CHANGED = ["now", "instead", ...UPDATE_VERBS];

/** "5 days", "a week", "two nights": a count and a unit of a trip's length, said anywhere. */
function saysLength(said: string): boolean {
  const ws = wordsOf(said);
  return ws.some((w, i) => {
    const next = ws[i + 1]?.w ?? "";
    const count = w.w === "a" || w.w === "an" ? 1 : countOf(w.w);
    return ownEntry(DURATION_UNITS, next) !== undefined && next !== "weekend" &&
      count !== undefined && Number.isFinite(count);
  });
}

/** The question for a trip whose length changed and no day was said, or null. */
export function lengthChanged(c: Clause): Ask | null {
  const ws = wordsOf(c.text);
  if (c.question || !saysAny(ws, CHANGED) || saysAny(ws, NARRATIVE)) return null;
  // The trip named first, then its length: "we now have 5 days to plan the trip" says none.
  const trip = findPhrase(ws, TRIP_NOUNS);
  if (!trip || !saysLength(c.text.slice(ws[trip.end - 1]!.end))) return null;
  // A day said ("… for 5 days from the 4th") is read by the trip's other shapes, or not at all.
  if (findDates(c.text, c.ctx, "future").some((h) => h.dayCertain || h.monthOnly)) return null;
  return { ask: "trips_update:days", known: {} };
}

/** Words after a day that count it from another one: "the weekend after", "a week later". */
const COUNTED = ["after", "before", "later", "earlier"];

/**
 * Whether a day read in `text` is counted from the trip's own days ("is the weekend after",
 * "the week before"), which the parser cannot see: no day of the calendar, never read from today.
 */
export function countedFromTrip(text: string, hit: DateHit): boolean {
  const last = wordsOf(hit.text).at(-1)?.w ?? "";
  return [last, wordsOf(text.slice(hit.end))[0]?.w ?? ""].some((w) => COUNTED.includes(w));
}
