/**
 * What a message saying a change to a saved item says (`saved_changed.ts`): whether it says a
 * change at all, the dates and amounts it says, which of them it says the item had ("not the
 * 18th"), and which end of a trip it moves ("we leave …", "back on …").
 * @module
 */
import { words } from "../../text/normalize.ts";
import { correction } from "./_corrections.ts";
import { putRightLast } from "./_corrections_chain.ts";
import { valueCorrected } from "./_corrections_value.ts";
import { findDates } from "./_dates_find.ts";
import { MONTHS } from "./_dates_words.ts";
import type { DateHit, LocalDate, ZoneContext } from "./_dates_zone.ts";
import { findMoney, firstAmount, type Money } from "./_tool_text_money.ts";
import { phraseIndex, saysAny } from "./_tokens.ts";
import { ASKING, ASKS_MORE } from "./saved_pointed.ts";
import { HEDGES } from "./saved_items.ts";

/** Words that say what is said is a change of what was saved. */
export const CHANGED = [
  "now",
  "instead",
  "actually",
  "moved",
  "pushed",
  "bumped",
  "changed",
  "should be",
  "meant",
  "brought forward",
  "put back",
  "rescheduled",
  "postponed",
  // "I put Dublin in wrong, it's the 23rd to the 25th": what was saved said wrong.
  "in wrong",
  "down wrong",
  "is wrong",
  "was wrong",
  // "… the 17th. Change it.": said of the item, after its new value.
  "change it",
  "change that",
  "fix it",
  "fix that",
  "update it",
].map((p) => words(p));

/** Words that make the message a hypothesis or a wish: never a change ("could" too). */
const HELD_BACK = [...HEDGES, "could"].map((p) => words(p));

/**
 * Words before a value that say it is the one the item had: "not the 18th", "instead of 300", "i
 * said 500 … but i meant 450".
 */
export const WAS = [
  "not",
  "not the",
  "instead of",
  "instead of the",
  "rather than",
  "rather than the",
  "said",
].map((p) => words(p));

/** A trip's start and end, as said: "we leave on the 12th", "back on the 20th". */
export const START = [
  "leave",
  "leaving",
  "start",
  "starts",
  "starting",
  "depart",
  "departing",
  "fly out",
];
export const END = ["back", "home", "return", "returning", "end", "ends", "fly back", "come back"];
/** Verbs before "back" that make it no end: "pushed back", "put back". */
const MOVED_BACK = new Set(["pushed", "push", "put", "moved", "move", "set"]);

/** Words of a price the user would take, said of a watch alone (`acceptedOnly`). */
const ACCEPTED_WORDS = ["fine at", "happy at", "ok at", "okay at", "happy to pay"];

/**
 * Words that say an amount is what the user would pay ("the surfboard target is 350 now", "my
 * budget for the bike is now 1,100"): a price said alone ("the surfboard is 350 now") is news of the
 * price, never a target.
 */
export const TARGET = [
  "target",
  "budget",
  "max",
  "maximum",
  "limit",
  "pay",
  "spend",
  "under",
  "below",
  ...ACCEPTED_WORDS,
]
  .map((p) => words(p));

/**
 * Words that say a price the user would take, and so a watch's new target, without a word of change:
 * "the backpack's fine at 90, tell me when it gets there". Said of a watch only.
 */
const ACCEPTED = ACCEPTED_WORDS.map((p) => words(p));

/** Whether the only change the words say is a price the user would take (`ACCEPTED`). */
export function acceptedOnly(ws: readonly string[]): boolean {
  return !saysAny(ws, CHANGED) && !saysAny(ws, WAS.filter((p) => p[0] !== "said")) &&
    saysAny(ws, ACCEPTED);
}

/** What says a saved item was put in wrong. */
const PUT_WRONG = [["in", "wrong"], ["down", "wrong"]];

/**
 * Request verbs that say no change by themselves ("add …", "remind me …"); "update" is no request
 * of more after a change said ("the move got bumped to the 15th, update the countdown").
 */
const ASKS = new Set(
  [...ASKS_MORE].filter((w) =>
    !["instead", "move", "change", "push", "new", "set", "update"].includes(w)
  ),
);

/** Whether the message says a change as news: no question, hypothesis or request. */
export function changeSaid(message: string): boolean {
  const trimmed = message.trim();
  if (trimmed.endsWith("?")) return false;
  const ws = words(trimmed);
  if (ws.length === 0 || ASKING.has(ws[0]!) || saysAny(ws, HELD_BACK)) return false;
  // "I put Dublin in wrong": "put" said of what was saved asks nothing.
  const putWrong = saysAny(ws, PUT_WRONG);
  if (ws.some((w) => ASKS.has(w) && !(putWrong && w === "put"))) return false;
  return saysAny(ws, CHANGED) || saysAny(ws, WAS.filter((p) => p[0] !== "said")) ||
    saysAny(ws, ACCEPTED);
}

/** A value said, and whether it is the one the item had ("not the 18th"). */
export interface Said<T> {
  value: T;
  was: boolean;
}

/** Words between "not" and the old value that are no part of it: "isn't due on the 20th". */
const BEFORE_OLD = new Set(["due", "on", "at", "for", "by", "until", "till", "the"]);

function wasBefore(text: string, at: number): boolean {
  const before = words(text.slice(0, at));
  while (before.length > 0 && BEFORE_OLD.has(before.at(-1)!)) before.pop();
  return WAS.some((p) =>
    p.length <= before.length && p.every((w, i) => before.at(i - p.length) === w)
  );
}

/** Words after "not" that bound the value said, no old one: "80 max, not more". */
const BOUND = new Set(["more", "less", "over", "above", "higher", "lower"]);

/**
 * How many times the words say a value is the one the item had ("not", "instead of", "rather
 * than"): each must be read as an old value, or "not Thursdays" went unread.
 */
export function wasSaidCount(ws: readonly string[]): number {
  return ws.filter((w, i) =>
    (w === "not" && !BOUND.has(ws[i + 1] ?? "")) || (w === "instead" && ws[i + 1] === "of") ||
    (w === "rather" && ws[i + 1] === "than")
  ).length;
}

/** Whether a date's words say a day of the month alone: "the 25th", "the 17th to the 19th". */
export function dayAlone(hit: DateHit): boolean {
  const ws = words(hit.text);
  const joins = new Set(["the", "on", "to", "till", "until", "and"]);
  return !hit.weekdayOnly && !hit.yearCertain && ws.some((w) => isDigit(w.charAt(0))) &&
    ws.every((w) => joins.has(w) || (isDigit(w.charAt(0)) && !(w in MONTHS))) &&
    ![...hit.text].some((c) => c === "/" || c === ".");
}

export function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}

export function iso(d: LocalDate): string {
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** The text with the spans of `hits` blanked, so an amount is never read in a date. */
function blanked(text: string, spans: readonly { index: number; end: number }[]): string {
  let out = text;
  for (const s of spans) {
    out = out.slice(0, s.index) + " ".repeat(s.end - s.index) + out.slice(s.end);
  }
  return out;
}

/** Every amount in the text: with a currency, then bare numbers. */
function amountsIn(text: string): Money[] {
  const found = findMoney(text);
  let rest = blanked(text, found);
  for (let a = firstAmount(rest); a !== null; a = firstAmount(rest)) {
    if (a.currency === null) found.push(a);
    rest = blanked(rest, [a]);
  }
  return found;
}

/** The text with the word "now" blanked: the change said, no time ("due monday now"). */
function withoutNow(text: string): string {
  const lower = text.toLowerCase();
  let out = text;
  for (let at = lower.indexOf("now"); at >= 0; at = lower.indexOf("now", at + 3)) {
    const apart = !isLetter(lower.charAt(at - 1)) && !isLetter(lower.charAt(at + 3));
    if (apart) out = blanked(out, [{ index: at, end: at + 3 }]);
  }
  return out;
}

function isLetter(c: string): boolean {
  return c !== "" && c.toLowerCase() !== c.toUpperCase();
}

/** The dates and amounts a message says, each marked when said as the item's old value. */
export function valuesOf(message: string, ctx: ZoneContext) {
  const hits = findDates(withoutNow(message), ctx, "future");
  const dates = hits.map((h): Said<DateHit> => ({ value: h, was: wasBefore(message, h.index) }));
  const amounts = amountsIn(blanked(message, hits))
    .map((m): Said<Money> => ({ value: m, was: wasBefore(message, m.index) }));
  return { dates, amounts };
}

/** The trip's slot the words say, or null when they say neither or both. */
export function tripSlot(ws: readonly string[]): string | null {
  const at = (list: readonly string[]) =>
    list.map((p) => words(p)).filter((p) => {
      const i = phraseIndex(ws, p);
      return i >= 0 && !(p[0] === "back" && MOVED_BACK.has(ws[i - 1] ?? ""));
    }).length > 0;
  const [start, end] = [at(START), at(END)];
  return start === end ? null : start ? "start_date" : "end_date";
}

/**
 * The message with a day put right as it is said, once or more, said as its last day ("due the
 * 18th, no, the 19th, hang on, the 17th. Change it." is "due the 17th. Change it."), read by the
 * corrections' readers; the message itself when it puts no day right so.
 */
export function lastSaid(message: string): string {
  const put = correction(putRightLast(message) ?? message);
  if (put === null) return message;
  const stop = put.after.indexOf(". ");
  const value = stop < 0 ? put.after : put.after.slice(0, stop);
  const fixed = valueCorrected(put.before, value);
  return fixed === null ? message : fixed + (stop < 0 ? "" : put.after.slice(stop + 1));
}
