/**
 * Days and times said in the order people type them, not the order the readers take: an hour said
 * bare to whom it is for, before its day ("remind me 7 tonight" is "at 7 tonight"), and a week
 * before its weekdays ("next week friday" is "friday next week"), and Scots "the morn" for tomorrow
 * ("gie us a shout the morn at half eight"). Used by `withFormsWritten`.
 * Pure.
 * @module
 */
import { WEEKDAY_NAMES } from "./_dates_words.ts";
import { digitsOnly } from "./_tokens.ts";
import type { Token } from "./_said_dates_forms.ts";

/** Whom a reminder is for, said right before a bare hour: "remind me 7 tonight", "ping us 9 today". */
const BARE_HOUR_AFTER = new Set(["me", "us"]);

/** The days a bare hour is said before: "7 tonight", "9 tomorrow", "5 this evening". */
const BARE_HOUR_DAYS = new Set(["tonight", "tonite", "tomorrow", "tmrw", "today", "this"]);

/** The parts of a day a bare hour is said before after "this": "5 this evening". */
const PARTS = new Set(["morning", "afternoon", "evening", "night"]);

/**
 * True when the token at `i` is an hour said bare after whom it is for and before its day ("remind
 * me 7 tonight", "9.30 tomorrow", "5 this evening"); "2 this week", "need 2 tomorrow" are no hour.
 */
export function bareHourAt(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const before = tokens[i - 1];
  const next = tokens[i + 1];
  if (!before || !BARE_HOUR_AFTER.has(before.word) || before.tail !== "" || t.tail !== "") {
    return false;
  }
  if (!next || !BARE_HOUR_DAYS.has(next.word)) return false;
  if (next.word === "this" && (next.tail !== "" || !PARTS.has(tokens[i + 2]?.word ?? ""))) {
    return false;
  }
  const [hour = "", minute, ...more] = t.word.replace(":", ".").split(".");
  return digitsOnly(hour) && Number(hour) >= 1 && Number(hour) <= 12 && !hour.startsWith("0") &&
    more.length === 0 && (minute === undefined || (digitsOnly(minute) && minute.length === 2 &&
      Number(minute) < 60));
}

/** Words joining two weekdays into a range: "monday to thursday". */
const RANGE_JOINS = new Set(["to", "till", "until", "til", "through", "thru", "-", "–"]);

/**
 * "next week friday", "this week, on monday", "next week monday to thursday" at `i`: the weekday
 * (or weekdays of a range) said after its week, as "friday next week", which is read whole; null
 * when no weekday follows the week.
 */
export function weekFirst(
  tokens: readonly Token[],
  i: number,
): { words: string[]; used: number } | null {
  const t = tokens[i]!;
  const week = tokens[i + 1];
  if ((t.word !== "next" && t.word !== "this") || t.tail !== "" || week?.word !== "week") {
    return null;
  }
  if (week.tail !== "" && week.tail !== ",") return null;
  let j = i + 2;
  if (tokens[j]?.word === "on" && tokens[j]!.tail === "") j++;
  const first = tokens[j];
  if (!first || !WEEKDAY_NAMES.has(first.word)) return null;
  const days = [first];
  const join = tokens[j + 1];
  const last = tokens[j + 2];
  if (first.tail === "" && join && RANGE_JOINS.has(join.word) && join.tail === "" && last) {
    if (WEEKDAY_NAMES.has(last.word)) days.push(join, last);
  }
  const end = days[days.length - 1]!;
  const words = days.map((d) => d === end ? d.raw.slice(0, d.raw.length - d.tail.length) : d.raw);
  return { words: [...words, t.raw, `week${end.tail}`], used: j - i + days.length };
}

/** Words before "the morn" that make it a morning ("in the morn", "this morn" is no "the morn"). */
const MORNING_BEFORE = new Set(["in", "of", "during", "all", "early", "late", "good"]);

/**
 * True when the tokens at `i` are Scots "the morn", tomorrow ("remind me the morn at 8"): "the"
 * then "morn" said last or before a time, after no word that makes it the morning ("in the morn").
 */
export function theMornAt(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  if (t.word !== "the" || t.tail !== "" || next?.word !== "morn") return false;
  const after = tokens[i + 2]?.word;
  return !MORNING_BEFORE.has(tokens[i - 1]?.word ?? "") && after !== "of" && after !== "'s";
}

/**
 * True when the tokens at `i` are "in" and a part of the day said without its "the" ("10 in
 * morning", as English learners say it), after an hour: the readers take "in the morning".
 */
export function partWithoutThe(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const hour = tokens[i - 1]?.word ?? "";
  return t.word === "in" && t.tail === "" && PARTS.has(tokens[i + 1]?.word ?? "") &&
    hour.length > 0 && "0123456789".includes(hour.charAt(0));
}
