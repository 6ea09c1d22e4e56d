/**
 * Sentence shapes as data, read over words: a shape is a list of steps, each step the phrases that
 * may be said there, written "what|which|what else"; a step written "?…" may be left out, one
 * written "*…" may be said any number of times (or not at all), "_" is any one word of letters (not
 * a number), "..." any words (or none), a step written "!…" is one word that is none of its
 * words ("can you" then anything but "tell", "show"), and "{x}" is a slot: one word or more, the
 * fewest that let the rest be said, given as typed ({@link read}). As in a pattern, a step that may
 * be left out is said when it can be. A table of shapes is a list of rows where a synonym is one
 * more phrase; {@link fits} and {@link read} are the one reader of them all.
 * @module
 */

/** A shape of a sentence: its steps, as written (see the module comment). */
export type Shape = readonly string[];

interface Step {
  /** Each phrase as its words; "_" stands for any word of letters, "..." for any words. */
  phrases: readonly (readonly string[])[];
  optional: boolean;
  repeat: boolean;
  /** One word that is none of the phrases. */
  not: boolean;
  /** A slot: one word or more, given as typed. */
  slot: boolean;
}

/** A table of shapes, ready to read. */
export type Shapes = readonly (readonly Step[])[];

/** The phrases of a step written "a|b c", as words. */
function step(written: string): Step {
  const mark = written.charAt(0);
  const anyWords = written === "...";
  const repeat = mark === "*" || anyWords;
  const optional = repeat || mark === "?";
  const not = mark === "!";
  const said = anyWords ? "#" : repeat || optional || not ? written.slice(1) : written;
  return {
    slot: written.startsWith("{") && written.endsWith("}"),
    phrases: said.split("|").map((p) => p.trim().split(" ").filter((w) => w.length > 0))
      .filter((p) => p.length > 0),
    optional,
    repeat,
    not,
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
  const said = phrase.every((p, i) =>
    p === ws[at + i] || p === "#" || (p === "_" && letters(ws[at + i]!))
  );
  return said ? at + phrase.length : -1;
}

/**
 * True when the steps from `k` are said from word `at` (to the last word when `whole`); the spans
 * of the slots said are pushed on `slots`.
 */
function from(
  ws: readonly string[],
  at: number,
  steps: readonly Step[],
  k: number,
  whole: boolean,
  slots: [number, number][],
): boolean {
  const s = steps[k];
  if (s === undefined) return !whole || at === ws.length;
  if (s.slot) {
    for (let end = at + 1; end <= ws.length; end++) {
      slots.push([at, end]);
      if (from(ws, end, steps, k + 1, whole, slots)) return true;
      slots.pop();
    }
    return false;
  }
  if (s.not) {
    const word = ws[at];
    return word !== undefined && !s.phrases.some((p) => p.length === 1 && p[0] === word) &&
      from(ws, at + 1, steps, k + 1, whole, slots);
  }
  const said = s.phrases.some((p): boolean => {
    const next = saidAt(ws, at, p);
    return next > at && from(ws, next, steps, s.repeat ? k : k + 1, whole, slots);
  });
  return said || (s.optional && from(ws, at, steps, k + 1, whole, slots));
}

/** True for a letter, a digit or "_": what a word is made of. */
export function wordChar(ch: string): boolean {
  return ch.toLowerCase() !== ch.toUpperCase() || (ch >= "0" && ch <= "9") || ch === "_";
}

/** The word a text starts with, as written, lower case ("what's" starts with "what"). */
export function firstWord(text: string): string {
  const t = text.trimStart();
  let end = 0;
  while (end < t.length && wordChar(t.charAt(end))) end++;
  return t.slice(0, end).toLowerCase();
}

/** A word of a text: lower case, and where it was typed. */
interface Said {
  w: string;
  index: number;
  end: number;
}

/**
 * The words a shape is read over: lower case, as written ("u" is not "you"), parted at every sign
 * and space but a hyphen inside a word ("what's" is "what s", "follow-up" is one word).
 */
function saidWords(text: string): Said[] {
  const out: Said[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const ch = text.charAt(i);
    if (i < text.length && (wordChar(ch) || (ch === "-" && start >= 0))) {
      if (start < 0) start = i;
      continue;
    }
    let end = i;
    while (end > start && text.charAt(end - 1) === "-") end--;
    if (start >= 0 && end > start) {
      out.push({ w: text.slice(start, end).toLowerCase(), index: start, end });
    }
    start = -1;
  }
  return out;
}

/** The words of a text as shapes read them (see {@link saidWords}). */
export function shapeWords(text: string): string[] {
  return saidWords(text).map((s) => s.w);
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
  return said(ws, table, where) !== null;
}

/** The first shape said where asked, with the spans of its slots (in words); or null. */
function said(ws: readonly string[], table: Shapes, where: Where): [number, number][] | null {
  const toEnd = where === "whole" || where === "end";
  const last = where === "whole" || where === "start" ? 0 : ws.length - 1;
  for (let at = 0; at <= Math.max(0, last); at++) {
    for (const steps of table) {
      const slots: [number, number][] = [];
      if (from(ws, at, steps, 0, toEnd, slots)) return slots;
    }
  }
  return null;
}

/**
 * The slots of the first of the shapes `text` is said in, as typed ("I don't need {x} any more"
 * gives the words said for {x}); null when it is said in none.
 */
export function read(text: string, table: Shapes, where: Where = "whole"): string[] | null {
  const words = saidWords(text);
  const slots = said(words.map((w) => w.w), table, where);
  return slots && slots.map(([a, b]) => text.slice(words[a]!.index, words[b - 1]!.end));
}

/** `text` without the first of `phrases` it starts with, said as whole words before a space. */
export function withoutFirst(text: string, phrases: readonly string[]): string {
  const lower = text.toLowerCase();
  const said = phrases.find((p) => lower.startsWith(`${p} `));
  return said === undefined ? text : text.slice(said.length).trimStart();
}

/** The text without its last `n` words (as parted by spaces). */
export function withoutLastWords(text: string, n: number): string {
  let end = text.trimEnd().length;
  for (let i = 0; i < n; i++) {
    end = text.lastIndexOf(" ", end - 1);
    if (end < 0) return "";
    end = text.slice(0, end).trimEnd().length;
  }
  return text.slice(0, end);
}
