/**
 * Sentence shapes as data, read over words: a shape is a row of steps, each step the phrases that
 * may be said there ("" when the step may be left out, `{ many }` for phrases said any number of
 * times), `*` in a phrase stands for any one word and `{Name}` for one written with a capital. The calendar's questions
 * (`_tool_calendar.ts`), the countdowns' questions (`_tool_countdowns.ts`), the trips' words
 * (`_tool_trips.ts`, `_tool_trips_change.ts`) and the events' words (`_propose_event.ts`) are rows
 * read here; a synonym is one more string in a row. Words are those of `tokenize()`
 * (`_forbidden_tokens.ts`), lower-cased, with where each is in the text.
 * @module
 */
import { type Token, tokenize } from "./_forbidden_tokens.ts";

/** A word of a text and where it is in it. */
export interface Word extends Token {
  index: number;
  end: number;
}

/** One step of a shape: any of its phrases ("" when it may be left out), or a run of them. */
export type Step = readonly string[] | { readonly many: readonly string[] };

/** A sentence shape: its steps in the order they are said. */
export type Shape = readonly Step[];

/** The words of `text` (cleaned and expanded already), each with its place. */
export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  let at = 0;
  for (const t of tokenize(text)) {
    const index = text.indexOf(t.raw, at);
    if (index < 0) continue;
    at = index + t.raw.length;
    out.push({ ...t, index, end: at });
  }
  return out;
}

/** A phrase's ways of being said, each as its words: `-` in a word is said as one or two words. */
const SAID = new Map<string, readonly (readonly string[])[]>();

function ways(phrase: string): readonly (readonly string[])[] {
  let found = SAID.get(phrase);
  if (found === undefined) {
    let all: string[][] = [[]];
    for (const word of phrase.toLowerCase().split(" ").filter((p) => p.length > 0)) {
      const parts = word.split("-");
      const options = parts.length > 1 && !word.startsWith("-")
        ? [[word], [parts.join("")], parts]
        : [[word]];
      all = all.flatMap((a) => options.map((o) => [...a, ...o]));
    }
    found = all;
    SAID.set(phrase, found);
  }
  return found;
}

/** Whether word `w` is the phrase's word `p` ("*": any word; "(s)", "(es)": a plural may be said). */
function isWord(w: Word, p: string): boolean {
  if (p === "*") return !w.punct;
  if (p === "{name}") return w.cap && !w.punct;
  const lower = w.raw.toLowerCase();
  if (w.w === p || lower === p) return true;
  for (const end of ["(s)", "(es)"]) {
    if (!p.endsWith(end)) continue;
    const stem = p.slice(0, -end.length);
    const plural = stem + end.slice(1, -1);
    return w.w === stem || w.w === plural || lower === stem || lower === plural;
  }
  return false;
}

/** The index after `phrase` said at word `at`, or -1 ("" is said anywhere, as nothing). */
export function phraseEnd(ws: readonly Word[], at: number, phrase: string): number {
  for (const parts of ways(phrase)) {
    if (at + parts.length > ws.length) continue;
    if (parts.every((p, i) => isWord(ws[at + i]!, p))) return at + parts.length;
  }
  return -1;
}

/** What must be true where a shape ends: nothing, the end of the words, or more words. */
type Done = (at: number) => boolean;

function walk(
  ws: readonly Word[],
  at: number,
  shape: Shape,
  i: number,
  done: Done,
  bounds: number[],
): boolean {
  if (i === shape.length) return done(at);
  const step = shape[i]!;
  if ("many" in step) {
    for (const p of step.many) {
      const next = phraseEnd(ws, at, p);
      if (next > at && walk(ws, next, shape, i, done, bounds)) return true;
    }
    bounds[i] = at;
    return walk(ws, at, shape, i + 1, done, bounds);
  }
  for (const p of step) {
    const next = phraseEnd(ws, at, p);
    if (next < 0) continue;
    bounds[i] = next;
    if (walk(ws, next, shape, i + 1, done, bounds)) return true;
  }
  return false;
}

/**
 * Where each step of `shape`, said from word `at`, ends (a step's words run from the end of the
 * one before), or null when it is not said so.
 */
export function stepsOf(
  ws: readonly Word[],
  shape: Shape,
  at = 0,
  done: Done = () => true,
): number[] | null {
  const bounds: number[] = [];
  return walk(ws, at, shape, 0, done, bounds) ? bounds : null;
}

/** The index after `shape` said from word `at`, or -1. */
export function shapeEnd(ws: readonly Word[], at: number, shape: Shape): number {
  const bounds = stepsOf(ws, shape, at);
  return bounds === null ? -1 : shape.length === 0 ? at : bounds[shape.length - 1]!;
}

/** Whether the words are `shape` said from word `at` to the end. */
export function isWhole(ws: readonly Word[], shape: Shape, at = 0): boolean {
  return stepsOf(ws, shape, at, (end) => end === ws.length) !== null;
}

/** Where in `text` the words from word `at` start, past the spaces after the word before. */
export function textFrom(text: string, ws: readonly Word[], at: number): number {
  let start = at === 0 ? 0 : ws[at - 1]!.end;
  while (text[start] === " ") start++;
  return start;
}

/** The words from word `from` to word `to` as written in `text` (what lies between them too). */
export function textOf(text: string, ws: readonly Word[], from: number, to: number): string {
  if (to <= from) return "";
  return text.slice(ws[from]!.index, ws[to - 1]!.end);
}

/** Whether words `from` to `to` are said with only spaces between them (no quote, no bracket). */
export function saidPlainly(text: string, ws: readonly Word[], from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) {
    if (text.slice(ws[i - 1]!.end, ws[i]!.index).trim() !== "") return false;
  }
  return true;
}

/**
 * Where the words after `shape` (said from the first word) start in `text`, with at least one word
 * left, or -1: "countdown to {the wedding, 2 May}".
 */
export function restAfter(text: string, ws: readonly Word[], shape: Shape): number {
  const bounds = stepsOf(ws, shape, 0, (at) => at < ws.length);
  if (bounds === null) return -1;
  return textFrom(text, ws, shape.length === 0 ? 0 : bounds[shape.length - 1]!);
}

/** Whether the words open with one of the shapes. */
export function opensWith(ws: readonly Word[], shapes: readonly Shape[]): boolean {
  return shapes.some((s) => shapeEnd(ws, 0, s) >= 0);
}

/** The first word where one of `phrases` is said, and the index after it, or null. */
export function findPhrase(
  ws: readonly Word[],
  phrases: readonly string[],
  from = 0,
): { at: number; end: number } | null {
  for (let at = from; at < ws.length; at++) {
    for (const p of phrases) {
      const end = phraseEnd(ws, at, p);
      if (end > at) return { at, end };
    }
  }
  return null;
}

/** Whether one of `phrases` is said anywhere in the words. */
export function saysAny(ws: readonly Word[], phrases: readonly string[]): boolean {
  return findPhrase(ws, phrases) !== null;
}

/** Where one of `phrases` said last before word `to` (and from word `from`) starts, or -1. */
export function endingAt(
  ws: readonly Word[],
  from: number,
  to: number,
  phrases: readonly string[],
): number {
  const head = ws.slice(0, to);
  for (const p of phrases) {
    for (const parts of ways(p)) {
      const at = to - parts.length;
      if (at >= from && at < to && phraseEnd(head, at, p) === to) return at;
    }
  }
  return -1;
}

/**
 * A slot of one word or more from word `from`, said before `tail` (which runs to the end), the
 * shortest such: the index where the tail starts, or -1 ("take {Tokyo} off my trips").
 */
export function slotBefore(ws: readonly Word[], from: number, tail: Shape): number {
  for (let at = from + 1; at < ws.length; at++) {
    if (isWhole(ws, tail, at)) return at;
  }
  return -1;
}

/** Whether the words end with one of `phrases`. */
export function endsWithAny(ws: readonly Word[], phrases: readonly string[]): boolean {
  return endingAt(ws, 0, ws.length, phrases) >= 0;
}

/**
 * `text` without the phrases said first (`lead`) or last (`trail`) in it, as often as they are:
 * "the wedding which is" is "wedding" without "the" and "which is".
 */
export function trimPhrases(
  text: string,
  lead: readonly string[],
  trail: readonly string[],
): string {
  const ws = wordsOf(text);
  let from = 0;
  let to = ws.length;
  for (let moved = true; moved && from < to;) {
    moved = false;
    const head = lead.map((p) => phraseEnd(ws.slice(0, to), from, p)).find((e) => e > from);
    if (head !== undefined) [from, moved] = [head, true];
    const tail = endingAt(ws, from, to, trail);
    if (tail >= 0) [to, moved] = [tail, true];
  }
  if (from >= to) return "";
  const start = from === 0 ? 0 : ws[from]!.index;
  return text.slice(start, to === ws.length ? text.length : ws[to - 1]!.end).trim();
}
