/**
 * Sentence shapes as data, read over words: the one reader of the parser's rows of word steps.
 *
 * A shape is a row of steps, each step a string, said in the order written:
 * - `"what|which|what else"`: the phrases that may be said there, any one of them;
 * - `"?a|an|the"`: a step that may be left out; it is said when it can be. `"?x"` is `"x|"`: an
 *   empty phrase leaves the step out where it is written, so `"|~"` tries leaving it out first;
 * - `"*left|to go"`: phrases said any number of times, or not at all;
 * - `"!tell|show"`: one word that is none of these;
 * - `"{x}"`: a slot, one word or more, the fewest that let the rest be said, given as typed
 *   ({@link read});
 * - `"..."`: any words, or none.
 *
 * The first character of a step is its mark when it is `?`, `*` or `!` (the sign "?" as a phrase is
 * never written first: `"*?|!"` is any number of "?" and "!"). In a phrase, `~` is any one word (a
 * number too), `_` any word of letters (no digit in it), `^` a word written with a capital
 * (`["^", "?^", "trip"]` is "New York trip"); `x's` is `x` said with a possessive "'s" (`_'s` any
 * such word). The descriptions' notation is read as they write it: `(s)` or `(es)` at a word's end
 * lets the plural be said ("count-down(s)"), and a hyphen inside a word lets it be said as one word
 * or two ("count-down" is "countdown", "count-down", "count down"). A synonym is one more phrase in
 * a step; a list of a description's words is a step joined with "|" (`NOUNS.join("|")`).
 *
 * The words are those of `tokenize()` (`_tokens.ts`) with where each is in the text
 * ({@link wordsOf}): a word is matched as written, lower-cased, or without its possessive, and the
 * signs ",", ";", ":", "-", "?", "!", "=" are words a row may name. {@link fits} and {@link read}
 * read a clause without its signs; the span helpers (`_shapes_spans.ts`) read them too.
 *
 * Examples: `["how many", "?more", "days|weeks", "*left|to go", "until|before"]` is "how many more
 * days left to go until …"; `["i|we", "do not need|don't need", "{x}", "?any more|anymore"]` gives
 * the thing no longer needed; `["my", "_'s"]` is "my dentist's".
 * @module
 */
import { type Token, tokenize } from "./_tokens.ts";

/** A shape of a sentence: its steps, as written (see the module comment). */
export type Shape = readonly string[];

/** A word of a text and where it is in it. */
export interface Word extends Token {
  index: number;
  end: number;
}

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

/** A step, ready to read. */
export interface Step {
  /** Each phrase's ways of being said, as words (`[]`: the step left out). */
  phrases: readonly (readonly (readonly string[])[])[];
  /** Said any number of times, or not at all. */
  repeat: boolean;
  /** One word that is none of the phrases. */
  not: boolean;
  /** A slot: one word or more, given as typed. */
  slot: boolean;
}

/** A table of shapes, ready to read. */
export type Shapes = readonly (readonly Step[])[];

const WAYS = new Map<string, readonly (readonly string[])[]>();

/** A phrase's ways of being said, each as its words: `-` in a word is said as one or two words. */
export function ways(phrase: string): readonly (readonly string[])[] {
  let found = WAYS.get(phrase);
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
    WAYS.set(phrase, found);
  }
  return found;
}

const STEPS = new Map<string, Step>();

/** A step as written, ready to read. */
function step(written: string): Step {
  let found = STEPS.get(written);
  if (found !== undefined) return found;
  const mark = written.charAt(0);
  const anyWords = written === "...";
  const repeat = mark === "*" || anyWords;
  const not = mark === "!";
  const marked = repeat || not || mark === "?";
  const said = anyWords ? "..." : marked ? written.slice(1) : written;
  const slot = written.startsWith("{") && written.endsWith("}");
  const phrases = slot ? [] : said.split("|").map((p) => ways(p.trim()));
  // "?a|b" is "a|b|": the step left out after its phrases are tried.
  const empty = phrases.some((p) => p.length === 1 && p[0]!.length === 0);
  found = {
    slot,
    phrases: mark === "?" && !empty ? [...phrases, [[]]] : phrases,
    repeat,
    not,
  };
  STEPS.set(written, found);
  return found;
}

const READY = new WeakMap<Shape, readonly Step[]>();

/** A shape's steps, ready to read (once for each row). */
function ready(shape: Shape): readonly Step[] {
  let found = READY.get(shape);
  if (found === undefined) {
    found = shape.map(step);
    READY.set(shape, found);
  }
  return found;
}

/** The shapes of a table, ready to read. */
export function shapes(rows: readonly Shape[]): Shapes {
  return rows.map(ready);
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
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 48 && code <= 57) return false;
  }
  return true;
}

/** The ends that let a phrase's word be said in the plural ("count-down(s)"). */
const PLURAL_ENDS = ["(s)", "(es)"] as const;

/** The last word lower-cased, as written and lower-cased: a word is read against many phrases. */
let lastRaw = "";
let lastLower = "";

/** A word as written, lower-cased (once for the many phrases it is read against). */
function lowerOf(raw: string): string {
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastLower = raw.toLowerCase();
  }
  return lastLower;
}

/** Whether word `w` is the phrase's word `p` (see the module comment). */
function isWord(w: Word, p: string): boolean {
  if (p === "...") return true;
  if (p === "~") return !w.punct;
  if (p === "_") return !w.punct && letters(w.w);
  if (p === "^") return w.cap && !w.punct;
  if (w.w === p) return true;
  const lower = lowerOf(w.raw);
  if (lower === p) return true;
  if (p.endsWith("'s")) {
    const stem = p.slice(0, -2);
    return w.poss && (stem === "_" ? letters(w.w) : w.w === stem);
  }
  if (!p.endsWith(")")) return false;
  for (const end of PLURAL_ENDS) {
    if (!p.endsWith(end)) continue;
    const stem = p.slice(0, -end.length);
    const plural = stem + end.slice(1, -1);
    return w.w === stem || w.w === plural || lower === stem || lower === plural;
  }
  return false;
}

/** The index after one of a phrase's ways said at word `at`, or -1 (`[]` is said as nothing). */
function wayEnd(ws: readonly Word[], at: number, phrase: readonly (readonly string[])[]): number {
  for (const parts of phrase) {
    if (at + parts.length > ws.length) continue;
    if (parts.every((p, i) => isWord(ws[at + i]!, p))) return at + parts.length;
  }
  return -1;
}

/** The index after `phrase` said at word `at`, or -1 ("" is said anywhere, as nothing). */
export function phraseEnd(ws: readonly Word[], at: number, phrase: string): number {
  return wayEnd(ws, at, ways(phrase));
}

/** What must be true where a shape ends: nothing, the end of the words, or more words. */
export type Done = (at: number) => boolean;

function walk(
  ws: readonly Word[],
  at: number,
  steps: readonly Step[],
  k: number,
  done: Done,
  bounds: number[],
): boolean {
  const s = steps[k];
  if (s === undefined) return done(at);
  if (s.slot) {
    for (let end = at + 1; end <= ws.length; end++) {
      bounds[k] = end;
      if (walk(ws, end, steps, k + 1, done, bounds)) return true;
    }
    return false;
  }
  if (s.not) {
    const word = ws[at];
    if (word === undefined) return false;
    if (s.phrases.some((p) => p.some((way) => way.length === 1 && isWord(word, way[0]!)))) {
      return false;
    }
    bounds[k] = at + 1;
    return walk(ws, at + 1, steps, k + 1, done, bounds);
  }
  if (s.repeat) {
    for (const p of s.phrases) {
      const next = wayEnd(ws, at, p);
      if (next > at && walk(ws, next, steps, k, done, bounds)) return true;
    }
    bounds[k] = at;
    return walk(ws, at, steps, k + 1, done, bounds);
  }
  for (const p of s.phrases) {
    const next = wayEnd(ws, at, p);
    if (next < 0) continue;
    bounds[k] = next;
    if (walk(ws, next, steps, k + 1, done, bounds)) return true;
  }
  return false;
}

/**
 * Where each step of `shape`, said from word `at`, ends (a step's words run from the end of the
 * one before), or null when it is not said so; `done` says what must be true where it ends.
 */
export function stepsOf(
  ws: readonly Word[],
  shape: Shape,
  at = 0,
  done: Done = () => true,
): number[] | null {
  const bounds: number[] = [];
  return walk(ws, at, ready(shape), 0, done, bounds) ? bounds : null;
}

/** Where a shape is said: the whole text, from its first word, up to its last, or anywhere. */
export type Where = "whole" | "start" | "end" | "anywhere";

/** The words `fits` and `read` read a clause as: its words without its signs. */
export function clauseWords(text: string): Word[] {
  return wordsOf(text).filter((w) => !w.punct);
}

/** The first shape said where asked: the word it starts at and the spans of its slots; or null. */
function said(
  ws: readonly Word[],
  table: Shapes,
  where: Where,
): { at: number; slots: [number, number][] } | null {
  const toEnd = where === "whole" || where === "end";
  const done: Done = toEnd ? (at) => at === ws.length : () => true;
  const last = where === "whole" || where === "start" ? 0 : ws.length - 1;
  for (let at = 0; at <= Math.max(0, last); at++) {
    for (const steps of table) {
      const bounds: number[] = [];
      if (!walk(ws, at, steps, 0, done, bounds)) continue;
      const slots = steps.flatMap((s, k): [number, number][] =>
        s.slot ? [[k === 0 ? at : bounds[k - 1]!, bounds[k]!]] : []
      );
      return { at, slots };
    }
  }
  return null;
}

/**
 * True when `text` (or its words) is said in one of the shapes: the whole of it, or from its first
 * word on ("should I …" in "should I buy a car"), or up to its last ("… put the chicken in"), or
 * anywhere in it.
 */
export function fits(
  text: string | readonly Word[],
  table: Shapes,
  where: Where = "whole",
): boolean {
  const ws = typeof text === "string" ? clauseWords(text) : text.filter((w) => !w.punct);
  return said(ws, table, where) !== null;
}

/**
 * The slots of the first of the shapes `text` is said in, as typed ("I don't need {x} any more"
 * gives the words said for {x}); null when it is said in none.
 */
export function read(text: string, table: Shapes, where: Where = "whole"): string[] | null {
  const words = clauseWords(text);
  const found = said(words, table, where);
  return found && found.slots.map(([a, b]) => text.slice(words[a]!.index, words[b - 1]!.end));
}

/**
 * The text before the words one of the shapes says at its end, as typed ("call mum in the" gives
 * "call mum" for "in|on|at", "the"); null when it ends with none of them.
 */
export function beforeEnd(text: string, table: Shapes): string | null {
  const words = clauseWords(text);
  const found = said(words, table, "end");
  return found && text.slice(0, words[found.at]?.index ?? text.length).trimEnd();
}
