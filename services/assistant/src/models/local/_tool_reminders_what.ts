/**
 * The word before what to be reminded of ("remind me to …", "… that …", "… about …"), typed as
 * said, in dialect ("tae ring my granny") or texted ("2 call the bank"): no part of the reminder.
 * @module
 */
import { words as wordsOf } from "../../text/normalize.ts";

/** Words before what to be reminded of ("remind me to …", "… that …", "… about …", "… re …"). */
const WHAT_START = /^(?:me\s+)?(?:to|that|about|of|for|re)\b\s*/iu;
/** The words of {@link WHAT_START}, one of which may be typed in dialect: "tae" for "to". */
const WHAT_WORDS = new Set(["to", "that", "about", "of", "for", "re"]);

/**
 * `text` without the word before what to be reminded of, typed as said or in dialect ("tae ring my
 * granny", "aboot the bins"): the reminder's text is typed words, which are not expanded.
 */
export function withoutWhatStart(typed: string): string {
  // "remind me before friday to call mum": the day cut, "before" is left of it.
  const text = boundLeft(typed) === "before" ? typed.trimStart().slice("before".length) : typed;
  const cut = text.replace(WHAT_START, "");
  if (cut !== text) return cut;
  const [first = "", ...rest] = text.trim().split(" ");
  const said = wordsOf(first);
  const dialect = said.length === 1 && said[0] !== first.toLowerCase();
  // "remind me tmrw 2 call the bank": "2" texted for "to", before a word.
  const next = (rest[0] ?? "").toLowerCase();
  const texted = first === "2" && next.charAt(0) !== next.charAt(0).toUpperCase() &&
    !counts(next);
  return texted || (dialect && WHAT_WORDS.has(said[0]!)) ? rest.join(" ") : text;
}

/** Words counted after a number: "2 dozen eggs", "2 bags of rice". */
const COUNTED = new Set(["dozen", "pack", "bag", "box", "kilo", "kg", "litre", "pint", "bottle"]);

/** Words a doing never starts with: "2 this week to call" says a number, never "to". */
const NO_DOING = new Set(
  ["this", "next", "the", "a", "an", "of", "in", "on", "at", "every", "each", "to", "that"],
);

/** True when `word` is counted after a number ("2 loaves", "2 dozen"), never a doing after "to". */
function counts(word: string): boolean {
  return COUNTED.has(word) || NO_DOING.has(word) || (word.endsWith("s") && !word.endsWith("ss"));
}

/** Words that bound a day, left before what to be reminded of once the day is cut. */
const BOUNDS = new Set(["before", "after", "until", "till", "til"]);

/** The bound left first ("before to call mum" of "remind me before friday to call mum"), or null. */
function boundLeft(text: string): string | null {
  const [first = "", second = ""] = wordsOf(text);
  return BOUNDS.has(first) && WHAT_WORDS.has(second) ? first : null;
}

/**
 * True when the day cut was said as a bound other than "before" ("remind me after the 5th to pay
 * rent"): the day said is not the one to remind on.
 */
export function boundUnsure(text: string): boolean {
  const bound = boundLeft(text);
  return bound !== null && bound !== "before";
}
