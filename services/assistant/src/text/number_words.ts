/**
 * Counts said in words, for every parser of the assistant (dates and durations of the local model,
 * a key's lifetime, a range of days asked about): one table.
 * @module
 */
import { ownEntry } from "./normalize.ts";

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  "a couple of": 2,
  "a couple": 2,
  couple: 2,
  "a few": 3,
  few: 3,
  several: 3,
};

/** A count written in digits or words ("2", "two", "a couple of"), or undefined. */
export function countOf(word: string): number | undefined {
  const w = word.trim().toLowerCase().replace(/\s+/gu, " ");
  if (/^\d+(?:\.\d+)?$/u.test(w)) return Number(w);
  return ownEntry(NUMBER_WORDS, w);
}
