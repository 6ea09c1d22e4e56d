/**
 * Spans of a text read with the shapes of `_shapes.ts` (the notation is stated there once): where a
 * shape or a phrase is said among a text's words, signs included ("countdown to {the wedding, 2
 * May}", "take {Tokyo} off my trips"), and the text around it. The calendar's and countdowns'
 * questions, the trips' and the events' words are read with them.
 * @module
 */
import { phraseEnd, type Shape, stepsOf, ways, type Word, wordsOf } from "./_shapes.ts";

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
