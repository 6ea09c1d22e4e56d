/**
 * Sentence shapes as data, read over words: a shape is a list of steps, each step the phrases that
 * may be said there, written "what|which|what else"; a step written "?…" may be left out, one
 * written "*…" may be said any number of times (or not at all), and "_" is any one word of letters
(not a number). A table of
 * shapes is a list of rows where a synonym is one more phrase; {@link fits} is the one reader of
 * them all.
 * @module
 */
import { words } from "../../text/normalize.ts";

/** A shape of a sentence: its steps, as written (see the module comment). */
export type Shape = readonly string[];

interface Step {
  /** Each phrase as its words; "_" stands for any word. */
  phrases: readonly (readonly string[])[];
  optional: boolean;
  repeat: boolean;
}

/** A table of shapes, ready to read. */
export type Shapes = readonly (readonly Step[])[];

/** The phrases of a step written "a|b c", as words. */
function step(written: string): Step {
  const mark = written.charAt(0);
  const repeat = mark === "*";
  const optional = repeat || mark === "?";
  const said = repeat || optional ? written.slice(1) : written;
  return {
    phrases: said.split("|").map((p) => p.trim().split(" ").filter((w) => w.length > 0))
      .filter((p) => p.length > 0),
    optional,
    repeat,
  };
}

/** The shapes of a table, ready to read. */
export function shapes(rows: readonly Shape[]): Shapes {
  return rows.map((row) => row.map(step));
}

/**
 * Every way of saying one of `firsts` then one of `seconds` ("about|of", "me|myself" give "about
 * me|about myself|of me|of myself"), as a step.
 */
export function each(firsts: string, seconds: string): string {
  return firsts.split("|").flatMap((a) => seconds.split("|").map((b) => `${a} ${b}`)).join("|");
}

/** True when a word is made of letters: no digit in it. */
function letters(word: string): boolean {
  return ![...word].some((ch) => ch >= "0" && ch <= "9");
}

/** The index after `phrase` said at `at`, or -1. */
function saidAt(ws: readonly string[], at: number, phrase: readonly string[]): number {
  if (at + phrase.length > ws.length) return -1;
  const said = phrase.every((p, i) => p === ws[at + i] || (p === "_" && letters(ws[at + i]!)));
  return said ? at + phrase.length : -1;
}

/** True when the steps from `k` are said from word `at` (to the last word when `whole`). */
function from(
  ws: readonly string[],
  at: number,
  steps: readonly Step[],
  k: number,
  whole: boolean,
): boolean {
  const s = steps[k];
  if (s === undefined) return !whole || at === ws.length;
  if (s.optional && from(ws, at, steps, k + 1, whole)) return true;
  return s.phrases.some((p): boolean => {
    const next = saidAt(ws, at, p);
    return next > at && from(ws, next, steps, s.repeat ? k : k + 1, whole);
  });
}

/** The words a shape is read over: lower case, contractions expanded, without punctuation. */
export function shapeWords(text: string): string[] {
  return words(text);
}

/** Where a shape is said: the whole text, from its first word, up to its last, or anywhere. */
export type Where = "whole" | "start" | "end" | "anywhere";

/**
 * True when `text` (or its words) is said in one of the shapes: the whole of it, or from its first
 * word on ("should I …" in "should I buy a car"), or up to its last ("… put the chicken in"), or
 * anywhere in it.
 */
export function fits(
  text: string | readonly string[],
  table: Shapes,
  where: Where = "whole",
): boolean {
  const ws = typeof text === "string" ? shapeWords(text) : text;
  const toEnd = where === "whole" || where === "end";
  const last = where === "whole" || where === "start" ? 0 : ws.length - 1;
  for (let at = 0; at <= Math.max(0, last); at++) {
    if (table.some((steps) => from(ws, at, steps, 0, toEnd))) return true;
  }
  return false;
}
