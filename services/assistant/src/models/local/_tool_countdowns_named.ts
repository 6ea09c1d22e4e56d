/**
 * What names a countdown beside a removal that names none: "the countdown to the wedding, delete
 * it" (a part that only names one), "I pulled out of the marathon, get rid of that countdown" (the
 * thing an explanation is about), "we cancelled tenerife so I don't need that countdown". For
 * `_tool_countdowns.ts`.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, cleanRef, makeClause } from "./_tool_text.ts";
import { othersThan } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { COUNTDOWNS } from "./groups/countdowns.ts";
import { type Shape, type Word, wordsOf } from "./_shapes.ts";
import { isWhole } from "./_shapes_spans.ts";

const OTHER = othersThan("countdown");
const NOUNS = COUNTDOWNS.nouns;
const UNTIL = "to|until|till|til";

/** A countdown's noun, or the words "count" and "down" said of it. */
export const COUNTDOWN_WORD = new RegExp(
  String.raw`^(?:${words("countdown").noun}|count|down)$`,
  "iu",
);

/** A statement's verb: "the countdown to the wedding is wrong". */
export const STATED = ["is", "are", "was", "were"];

/** What was called off, said without a determiner: "we cancelled tenerife". */
const CALLED_OFF = ["cancelled", "canceled", "scrapped"];

/** Words before the thing an explanation is about: "the recital", "my marathon". */
const THING_DET = ["the", "my", "our", "that", ...CALLED_OFF];
/** Words after it: "the recital was moved", "the marathon in May". */
const THING_AFTER = [
  "was",
  "is",
  "were",
  "has",
  "have",
  "got",
  "will",
  "had",
  "to",
  "for",
  "in",
  "on",
  "at",
  "of",
  "from",
  "with",
  // "not doing the Leaving Cert this year after all": when it was to be, or "after all".
  ...["this", "next", "after", "anymore", "any", "again", "either", "now"],
];

/** Words joining two things said one after the other: "the Oasis gig or the marathon". */
const JOINED = ["and", "or"];

/** The things an explanation names: one to three words after a determiner, before a verb or the end. */
function thingsIn(ws: readonly Word[], after = THING_AFTER): Word[][] {
  const found: Word[][] = [];
  for (let i = 0; i < ws.length; i++) {
    if (!THING_DET.includes(ws[i]!.w)) continue;
    for (let n = 1; n <= 3; n++) {
      const words = ws.slice(i + 1, i + 1 + n);
      if (words.length < n || words.some((w) => w.punct)) break;
      const next = ws[i + 1 + n];
      // "the party's off": its "'s" is "is" when what follows says how the thing stands.
      const is = isSaid(words[n - 1]!, next);
      // "the exam moved": a verb in the past ends the thing too.
      if (is || next === undefined || after.includes(next.w) || saidDone(next.w)) {
        found.push(words);
        i += n;
        break;
      }
    }
  }
  return found;
}

/** What says how a thing stands after its "'s": "the party's off", "the gig's been moved". */
const STANDS = new Set([
  "off",
  "over",
  "been",
  "not",
  "cancelled",
  "canceled",
  "postponed",
  "done",
]);

/** Whether `w`'s "'s" is "is" ("the party's off"), not a possessive ("mum's party"). */
function isSaid(w: Word, next: Word | undefined): boolean {
  return w.raw.toLowerCase().endsWith("'s") && next !== undefined &&
    (STANDS.has(next.w) || saidDone(next.w));
}

/** A verb said in the past: "moved", "finished" (not "red" or "bed"). */
function saidDone(word: string): boolean {
  return word.length > 4 && word.endsWith("ed");
}

export function namedIn(typed: string): string | null {
  const ws = wordsOf(typed);
  const found = thingsIn(ws);
  const pick = THING_DET.includes(ws[0]?.w ?? "") ? found[0] : found[found.length - 1];
  const said = pick ? typed.slice(pick[0]!.index, pick[pick.length - 1]!.end) : "";
  const ref = said ? cleanRef(said, COUNTDOWN_WORD) : null;
  return ref && !OTHER.test(ref) ? ref : null;
}

/**
 * "I'm not going to the Oasis gig or doing the marathon anymore": each thing an explanation names,
 * joined by "and" (`_references.ts` makes one removal of each), or null when it names fewer than two.
 */
export function allNamedIn(typed: string): string | null {
  const refs = thingsIn(wordsOf(typed), [...THING_AFTER, ...JOINED]).map((pick) =>
    cleanRef(typed.slice(pick[0]!.index, pick[pick.length - 1]!.end), COUNTDOWN_WORD)
  );
  const named = refs.filter((r): r is string => r !== null && !OTHER.test(r));
  return named.length >= 2 && named.length === refs.length ? named.join(" and ") : null;
}

/** "we cancelled tenerife so I don't need that countdown": the two parts a bare "so" joins. */
export function soParts(c: Clause): { clause: Clause; typed: string }[] {
  const ws = wordsOf(c.text);
  const so = ws.find((w, i) => i > 0 && w.w === "so");
  if (!so) return [];
  return [[0, so.index], [so.end, c.text.length]].map(([start, end]) => {
    const typed = c.typed(start!, end!);
    return { clause: makeClause(typed, c.ctx), typed };
  });
}

/** "the countdown to the wedding", "my exam countdown": a countdown named, and nothing else said. */
const NAMED: readonly Shape[] = [
  ["?the|my|our|that|this", NOUNS.join("|"), `${UNTIL}|for`, "~", "?~", "?~", "?~"],
  ["?the|my|our|that|this", "~", "?~", "?~", NOUNS.join("|")],
];

/** What a part that only names a countdown names ("the countdown to the wedding": "wedding"). */
export function countdownNamed(typed: string): string | null {
  const ws = wordsOf(typed);
  // "the countdown to the wedding is wrong": a statement about it, not only its name.
  if (ws.some((w) => STATED.includes(w.w))) return null;
  return NAMED.some((s) => isWhole(ws, s)) ? cleanRef(typed, COUNTDOWN_WORD) : null;
}

/** The words that name a countdown after its day: "…, call it xmas", "… called no sugar". */
const NAMING: readonly (readonly string[])[] = [
  ["call", "it"],
  ["name", "it"],
  ["called"],
  ["named"],
  ["titled"],
];

/** Words that never open a name: "called off", "called it a day". */
const NOT_A_NAME = new Set(["off", "back", "in", "up", "out", "for", "me", "you", "it", "that"]);

/**
 * "count down to christmas, call it xmas", "a 30 day countdown called no sugar": where the naming
 * words start (with the "and" or comma before them) and where the name starts, in `text`; null
 * when none is said last after `after`, or the name holds a number or a mark ("a show called
 * Hamilton on 4 May" keeps its words).
 */
export function calledAt(text: string, after = 0): { start: number; from: number } | null {
  const ws = wordsOf(text);
  for (let i = ws.length - 1; i > 0; i--) {
    const naming = NAMING.find((n) => n.every((w, k) => ws[i + k]?.w === w));
    if (!naming) continue;
    const rest = ws.slice(i + naming.length);
    if (rest.length === 0 || rest.length > 5 || NOT_A_NAME.has(rest[0]!.w)) return null;
    if (rest.some((w) => w.punct || [...w.raw].some((ch) => ch >= "0" && ch <= "9"))) return null;
    let start = i;
    while (start > 1 && [",", "and"].includes(ws[start - 1]!.w)) start--;
    return ws[start]!.index > after ? { start: ws[start]!.index, from: rest[0]!.index } : null;
  }
  return null;
}

/** Words saying a thing is not happening: "the gig on 3 May called off". */
const OFF_WORDS = new Set(["cancelled", "canceled", "postponed", "scrapped"]);
/** Two words saying so: "called off", "is off", "fell through". */
const OFF_PAIRS = [["called", "off"], ["is", "off"], ["are", "off"], ["fell", "through"], [
  "not",
  "happening",
]];

/**
 * Whether a countdown's title says its thing is called off ("gig called off", "the party's off"):
 * a countdown to something not happening is none.
 */
export function saysCalledOff(title: string): boolean {
  return calledOffSaid(title) !== null;
}

/** The words saying a thing is called off ("called off", "postponed"), as said, or null. */
function calledOffSaid(text: string): string | null {
  const ws = wordsOf(text);
  for (const [i, w] of ws.entries()) {
    if (OFF_WORDS.has(w.w)) return w.raw;
    const pair = OFF_PAIRS.find(([a, b]) => w.w === a && ws[i + 1]?.w === b);
    if (pair) return text.slice(w.index, ws[i + 1]!.end);
    if (w.w === "off" && i > 0 && ws[i - 1]!.raw.toLowerCase().endsWith("'s")) {
      return text.slice(ws[i - 1]!.index, w.end);
    }
  }
  return null;
}

/**
 * "count down to the gig on 3 May, it's been postponed": a countdown set while the message says
 * its thing is called off is none (the words saying so, as left unread), unless one is removed too.
 */
export function calledOffBeside(text: string, writes: readonly ToolCall[]): string[] {
  const set = writes.some((w) => w.name === "countdowns_set");
  if (!set || writes.some((w) => w.name === "countdowns_remove")) return [];
  const said = calledOffSaid(text);
  return said === null ? [] : [said];
}
