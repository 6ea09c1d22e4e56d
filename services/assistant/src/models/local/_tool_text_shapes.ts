/**
 * Sentence shapes as data, read over words: a shape is a list of steps, each step the phrases that
 * may be said there, written "what|which|what else"; a step written "?…" may be left out, one
 * written "*…" may be said any number of times (or not at all), and "_" is any one word. A table of
 * shapes (`_list_memory.ts`, the questions' `_questions_shapes.ts`) is one more row where a
 * synonym is one more phrase; {@link fits} is the one reader of them all.
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

/** The index after `phrase` said at `at`, or -1. */
function saidAt(ws: readonly string[], at: number, phrase: readonly string[]): number {
  if (at + phrase.length > ws.length) return -1;
  return phrase.every((p, i) => p === "_" || p === ws[at + i]) ? at + phrase.length : -1;
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

/**
 * True when `text` (or its words) is said in one of the shapes: whole, or, with `whole` false,
 * from its first word on ("should I …" in "should I buy a car").
 */
export function fits(text: string | readonly string[], table: Shapes, whole = true): boolean {
  const ws = typeof text === "string" ? shapeWords(text) : text;
  return table.some((steps) => from(ws, 0, steps, 0, whole));
}
