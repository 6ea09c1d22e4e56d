/**
 * A saved trip removed and a new one made on its days: "delete the Austin trip and add a new one
 * to San Antonio, same dates". The days are the saved trip's, which the parser cannot see: the
 * change is handed over (`_saved_days.ts`), and the local model reads the trips, finds the one
 * named, makes the new one on its days, then deletes it; when no single trip is named, the days
 * are asked and nothing is written.
 * @module
 */
import type { Ask } from "./_ask.ts";
import { cleanRef } from "./_tool_text.ts";
import { TRIP_WORD } from "./_tool_trips_words.ts";
import { read, shapes, wordsOf } from "./_shapes.ts";

const REMOVE = "delete|remove|cancel|scrap|drop|bin|get rid of";
const ADD = "add|make|create|put in|book|set up|save|put";
const NEW_ONE = "a new one|one|a trip|a new trip|another one|another trip";
const SAME = "?with the|on the|for the|at the|over the|keep the|keeping the";
const DATES = "same dates|same days|same dates as before|same days as before";

/** The trip removed ({a}) and the place of the new one ({b}), said on the same dates. */
const SWAPPED = shapes([
  // "… and put in a trip to El Paso instead, same days": "instead" is no part of the place.
  [
    REMOVE,
    "?the|my|our",
    "{a}",
    "?trip",
    "and",
    ADD,
    NEW_ONE,
    "to|for|in",
    "{b}",
    "instead",
    SAME,
    DATES,
  ],
  [REMOVE, "?the|my|our", "{a}", "?trip", "and", ADD, NEW_ONE, "to|for|in", "{b}", SAME, DATES],
]);

/** The trip removed and one made elsewhere on its days, handed over to be read from it; or null. */
export function tripSwapped(text: string): Ask | null {
  const [a, b] = read(text, SWAPPED) ?? [];
  if (!a || !b) return null;
  // Both places said with their capital: "the work trip" names no place to go.
  const place = wordsOf(b);
  if (place.length === 0 || place.length > 4 || !place.every((w) => w.cap || w.w === "de")) {
    return null;
  }
  const trip = cleanRef(a, TRIP_WORD);
  const destination = cleanRef(b, TRIP_WORD);
  if (!trip || !destination) return null;
  return {
    ask: "trips_update:days",
    known: {},
    saved: {
      call: { name: "trips_create", input: { destination, start_date: "", end_date: "" } },
      list: "trips_list",
      refs: [trip],
    },
  };
}
