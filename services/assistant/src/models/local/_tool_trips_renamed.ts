/**
 * A trip's place changed, said after "to" with nothing after it but "same dates": "change the Nice
 * trip to Cannes, same dates", "change the york trip to Leeds". The trip is the one named before
 * its noun, written with its capital or not (never a word saying which kind of trip it is, "the
 * work trip"), its new place the words after "to". The shapes are rows of words read over the
 * clause's words (`_shapes.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { monthNumber } from "./_tool_dates.ts";
import { tidy } from "./_tool_text.ts";
import { type Word, wordsOf } from "./_shapes.ts";
import { isWhole, saysAny, shapeEnd } from "./_shapes_spans.ts";
import { knownPlace } from "./_tool_trips_place.ts";
import { DETS, NOT_PLACE, SAME_DATES, TRIP_KINDS, TRIP_NOUNS } from "./_tool_trips_words.ts";

/** Whether a word is letters only ("Cannes", not "5th"). */
const isLetters = (w: string) => [...w].every((ch) => ch.toLowerCase() !== ch.toUpperCase());

/**
 * "change the Nice trip to Cannes, same dates": a trip's place changed, said after "to" (up to three
 * words, capitalised, a known place, or said with "same dates"), or null.
 */
export function placeChanged(ref: string, rest: string, ws: readonly Word[]): ToolCall | null {
  if (ws[0]?.w !== "to") return null;
  let end = 1;
  while (end < ws.length && !ws[end]!.punct) end++;
  const tail = ws.slice(end).filter((w) => !w.punct || w.raw !== ",");
  const same = tail.length > 0 && isWhole(tail, SAME_DATES);
  if ((tail.length > 0 && !same) || end < 2 || end > 4) return null;
  const said = ws.slice(1, end);
  if (shapeEnd(said, 0, [DETS]) > 0 || saysAny(said, TRIP_NOUNS)) return null;
  if (said.some((w) => NOT_PLACE.includes(w.w) || !isLetters(w.w))) return null;
  const destination = tidy(rest.slice(said[0]!.index, said[said.length - 1]!.end));
  if (!same && !said.every((w) => w.cap) && !knownPlace(destination)) return null;
  return { name: "trips_update", input: { trip: ref, destination } };
}

/** Whether what follows a trip's new place says nothing, or only that its days stay ("same dates"). */
export function keptDays(text: string): boolean {
  const tail = wordsOf(text).filter((w) => !w.punct || w.raw !== ",");
  return tail.length === 0 || isWhole(tail, SAME_DATES);
}

/**
 * Whether the words before a trip's noun name the trip: capitalised ("the York trip"), a place
 * people name, or up to three words of letters written small ("the york trip") that say no kind
 * of trip ("the work trip", "the summer holiday"), no month and no day.
 */
export function namedBefore(ref: string): boolean {
  const ws = wordsOf(ref);
  if (ws.every((w) => w.cap) || knownPlace(ref)) return true;
  return ws.length > 0 && ws.length <= 3 &&
    ws.every((w) =>
      isLetters(w.w) && !TRIP_KINDS.includes(w.w) && !NOT_PLACE.includes(w.w) && !monthNumber(w.w)
    );
}
