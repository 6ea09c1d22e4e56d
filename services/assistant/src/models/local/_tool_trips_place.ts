/**
 * A trip's place said wrong and put right: "it's not Porto, it's Faro - change the destination",
 * "the trip's to Bordeaux, not Toulouse", "we're doing Porto not Lisbon now, same dates". The trip
 * is named by the place it had, its destination is the place said instead. Only said of a trip
 * (its noun, "destination" or "same dates"): "it's not Tom, it's Ana" changes nothing. The shapes
 * are rows of words read over the clause's words (`_shapes.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { findDates } from "./_tool_dates.ts";
import { type Clause, cleanRef } from "./_tool_text.ts";
import { othersThan } from "./_tool_words.ts";
import { type Shape, stepsOf, type Word, wordsOf } from "./_shapes.ts";
import { saysAny } from "./_shapes_spans.ts";
import { TRIP_NOUNS, TRIP_WORD } from "./_tool_trips_words.ts";
import { PLACES } from "./_timezone_places.ts";
import { ownEntry } from "../../text/normalize.ts";

/** Names of time zones that are words of their own, no place a trip goes to ("central"). */
const ZONE_WORDS = new Set(["universal", "pacific", "mountain", "central", "eastern", "atlantic"]);
const NOT_PLACES = new Set([...ZONE_WORDS, "british", "indian", "nice"]);

/**
 * True when a place written without its capital is a city, a country or a region people name
 * (the time zones' places): "off to paris 3rd-6th april". Not an abbreviation ("est") nor a word
 * that is more often no place ("nice").
 */
export function knownPlace(text: string): boolean {
  const said = wordsOf(text).map((w) => w.w).join(" ");
  return said.length > 3 && !NOT_PLACES.has(said) && ownEntry(PLACES, said) !== undefined;
}

/** A place: up to three words written with a capital ("New York"). */
const PLACE: Shape = ["^", "?^", "?^"];

/** "not Porto, it's Faro", "not Porto but Faro": the place had, then the place meant. */
const NOT_THEN: Shape = [
  "not",
  ...PLACE,
  "?,|-|–|—|;",
  "?it is|it is actually|but|but it is|it should be|it will be|rather|we are going to",
  ...PLACE,
];
/**
 * "to Bordeaux, not Toulouse", "doing Porto not Lisbon", "it's Faro now not Porto": the place
 * meant, then the place had.
 */
const THEN_NOT: Shape = [
  "to|doing|visiting|in|is|be",
  ...PLACE,
  "?now|actually|instead",
  "?,|-|–|—",
  "not|and not|rather than|instead of",
  ...PLACE,
];

/** Words that say the places are a trip's. */
const SAYS_TRIP = [
  ...TRIP_NOUNS,
  "destination",
  "same dates",
  "same days",
  "same date(s) as before",
];

/** The words from `from` to `to` as typed, when they are a place (not "I"), or null. */
function place(c: Clause, ws: readonly Word[], from: number, to: number): string | null {
  const said = ws.slice(from, to);
  if (said.length === 0 || said.some((w) => w.punct || w.w === "i")) return null;
  return cleanRef(c.typed(said[0]!.index, said[said.length - 1]!.end), TRIP_WORD);
}

/** Where the place steps of `shape` start and end, read from word `at`: [had, meant], or null. */
function places(
  ws: readonly Word[],
  shape: Shape,
  at: number,
  first: number,
): { a: [number, number]; b: [number, number] } | null {
  // The last place ends before a word that is not capitalised: its whole name is said.
  const b = stepsOf(ws, shape, at, (end) => !ws[end]?.cap || ws[end]?.w === "i");
  if (!b) return null;
  const start = (k: number) => k === 0 ? at : b[k - 1]!;
  const a: [number, number] = [start(first), b[first + PLACE.length - 1]!];
  const last = shape.length - PLACE.length;
  return { a, b: [start(last), b[shape.length - 1]!] };
}

/** The trip whose place a clause corrects, as a change of its destination, or null. */
export function placeCorrected(c: Clause): ToolCall | null {
  const ws = wordsOf(c.text);
  if (!saysAny(ws, SAYS_TRIP) || othersThan("trip").test(c.text) || c.question) return null;
  // "going to Paris, not London, 3-6 May": a trip said with its days is read as made.
  if (findDates(c.text, c.ctx, "future").length > 0) return null;
  for (let at = 0; at < ws.length; at++) {
    const notThen = places(ws, NOT_THEN, at, 1);
    const thenNot = notThen ? null : places(ws, THEN_NOT, at, 1);
    const found = notThen ?? thenNot;
    if (!found) continue;
    const [had, meant] = notThen ? [found.a, found.b] : [found.b, found.a];
    const trip = place(c, ws, had[0], had[1]);
    const destination = place(c, ws, meant[0], meant[1]);
    if (!trip || !destination || trip.toLowerCase() === destination.toLowerCase()) return null;
    return { name: "trips_update", input: { trip, destination } };
  }
  return null;
}

/**
 * A place without the article written small before its capitalised name: "the Lake District" is
 * "Lake District", "the Maldives" is "Maldives"; "The Hague" keeps the article its name has, and
 * "the lake district" or "the beach" stay as said.
 */
export function placeName(destination: string): string {
  const ws = wordsOf(destination);
  const name = ws[1];
  return ws[0]?.raw === "the" && ws[0].index === 0 && name?.cap && !name.punct
    ? destination.slice(name.index)
    : destination;
}

/** "visit grandma in Dublin": the doing and the capitalised place it is in, or null. */
export function placeOfDoing(text: string): { doing: string; place: string } | null {
  const ws = wordsOf(text);
  const first = ws[0]?.raw.charAt(0) ?? "";
  if (ws[0]?.index !== 0 || first === first.toUpperCase()) return null;
  for (let i = 1; i + 1 < ws.length; i++) {
    if (!["in", "at"].includes(ws[i]!.w)) continue;
    if (!ws.slice(i + 1).every((w) => w.cap && !w.punct)) continue;
    return { doing: text.slice(0, ws[i]!.index).trim(), place: text.slice(ws[i + 1]!.index) };
  }
  return null;
}
