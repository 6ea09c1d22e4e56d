/**
 * Reads a question about what the owner's API keys did ("what did my keys do today?", "this
 * week", "yesterday", "what did key shopping do?", "key activity for …Ab12 last week") and the
 * time range it asks about, in the owner's time zone.
 * @module
 */
import { addDays, dateIn, formatDay, startOfDay } from "@asst/shared/time";
import { countOf } from "../../text/number_words.ts";

/** A time range the question asks about. */
export type ActivityRange =
  | { kind: "today" | "yesterday" | "this_week" | "last_week" | "this_month" }
  | { kind: "days"; days: number }
  | { kind: "hours"; hours: number };

/** Most days back "the last N days" may reach (counts are kept 30 days). */
export const MAX_DAYS_BACK = 30;

/** Longest key name the gateway keeps. */
const MAX_KEY_NAME = 40;

/** What a message asks about the keys' activity. */
export type ActivityQuestion =
  | { kind: "activity"; range: ActivityRange; key: string | null }
  /** An activity question whose time range cannot be read; `said` is what was there. */
  | { kind: "unreadable_range"; said: string }
  /** An activity question about one key whose name cannot be a key's. */
  | { kind: "bad_key"; said: string };

const KEYS_WORD = String.raw`(?:api\s+)?(?:keys?|tokens?)`;
/** Every key: "my keys", "all of my API keys", "the keys". */
const ALL_KEYS = new RegExp(
  String.raw`^(?:(?:all|each|every\s+one)\s+(?:of\s+)?)?(?:(?:my|the|our)\s+)?${KEYS_WORD}$`,
  "i",
);
/** One key named after the noun: "key shopping", "my key …Ab12", "the key ending in Ab12". */
const KEY_THEN_NAME = new RegExp(
  String
    .raw`^(?:(?:my|the|our)\s+)?(?:api\s+)?(?:key|token)\s+(?:(?:called|named|ending\s+(?:in|with))\s+)?(.+)$`,
  "i",
);
/** One key named before the noun: "my shopping key", "the 'home bot' key". */
const NAME_THEN_KEY = /^(?:(?:my|the|our)\s+)?(.+?)\s+(?:api\s+)?(?:key|token)$/i;

/** "what did my keys do …", "what has key shopping done …", "how were my keys used …". */
const QUESTIONS = [
  /^what\s+(?:did|have|has)\s+(.+?)\s+(?:been\s+doing|been\s+up\s+to|done|do)\b(.*)$/i,
  /^how\s+(?:were|was|have|has)\s+(.+?)\s+(?:been\s+)?used\b(.*)$/i,
  /^(?:show\s+(?:me\s+)?|list\s+|give\s+me\s+)?(?:(?:my|the)\s+)?(?:api\s+)?(?:key|token)s?\s+(?:activity|usage|use)\b(.*)$/i,
  /^(?:show\s+(?:me\s+)?|give\s+me\s+)?(?:the\s+)?(?:activity|usage|use)\s+of\s+(.+?)(?:\s+(today|yesterday|this\s+\S+|last\s+.*|(?:in|over|during|for)\s+.*|since\s+.*))?$/i,
];

function normalise(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/[?!]+\s*$/u, "").replace(/\.+$/u, "")
    .replace(/\s+/gu, " ").trim();
}

/** The key a subject names: null for every key, a name, or false when it names no key. */
function keyOf(subject: string): string | null | false {
  const s = subject.trim();
  if (ALL_KEYS.test(s)) return null;
  const named = KEY_THEN_NAME.exec(s)?.[1] ?? NAME_THEN_KEY.exec(s)?.[1];
  if (named === undefined) return false;
  return named.trim().replace(/^["'`]+|["'`]+$/g, "").replace(/^(?:…|\.{2,3})\s*/u, "").trim();
}

/** The range of a phrase ("today", "this week", "in the last 3 days"), or null. */
export function parseRange(phrase: string): ActivityRange | null {
  const p = phrase.toLowerCase().trim().replace(/^(?:so\s+far\s+)/, "").replace(/\s+so\s+far$/, "")
    .replace(/^(?:in|during|over|for|from|of)\s+/, "").trim();
  if (p === "" || p === "today") return { kind: "today" };
  if (p === "yesterday") return { kind: "yesterday" };
  if (p === "this week") return { kind: "this_week" };
  if (p === "last week") return { kind: "last_week" };
  if (p === "this month") return { kind: "this_month" };
  const span = /^(?:the\s+)?(?:last|past)\s+(?:(\d{1,6}|[a-z]+)\s+)?(days?|hours?|weeks?)$/.exec(p);
  if (!span) return null;
  const n = span[1] === undefined ? 1 : countOf(span[1]);
  if (n === undefined || n < 1 || !Number.isInteger(n)) return null;
  const unit = span[2]!;
  if (unit.startsWith("hour")) return n <= 24 * MAX_DAYS_BACK ? { kind: "hours", hours: n } : null;
  const days = unit.startsWith("week") ? 7 * n : n;
  if (unit.startsWith("day") && n === 1 && span[1] === undefined) {
    return { kind: "hours", hours: 24 };
  }
  return days <= MAX_DAYS_BACK ? { kind: "days", days } : null;
}

/**
 * Reads a question about the keys' activity.
 * @returns the question, or null when the message is not one
 */
export function parseActivityQuestion(text: string): ActivityQuestion | null {
  const t = normalise(text);
  for (const re of QUESTIONS) {
    const m = re.exec(t);
    if (!m) continue;
    // The patterns about "key activity" have no subject: every key, unless the rest names one.
    const subjectless = re === QUESTIONS[2];
    let key = subjectless ? null : keyOf(m[1]!);
    if (key === false) continue;
    let rest = (subjectless ? m[1] : m[2]) ?? "";
    if (subjectless) {
      const forKey =
        /^\s*(?:for|of|by)\s+(.+?)(?:\s+(today|yesterday|this\s+\S+|last\s+.*|(?:in|over|during)\s+.*))?$/i
          .exec(rest);
      if (forKey) {
        const named = keyOf(forKey[1]!);
        if (named === false) {
          if (parseRange(rest) === null) {
            key = forKey[1]!.trim().replace(/^["'`]+|["'`]+$/g, "").replace(/^(?:…|\.{2,3})/u, "");
            rest = forKey[2] ?? "";
          }
        } else {
          key = named;
          rest = forKey[2] ?? "";
        }
      }
    }
    if (key !== null && !/^[\p{L}\p{N} _.\-]{1,40}$/u.test(key)) {
      return { kind: "bad_key", said: key.slice(0, MAX_KEY_NAME + 1) };
    }
    const range = parseRange(rest);
    if (!range) return { kind: "unreadable_range", said: rest.trim().slice(0, 41) };
    return { kind: "activity", range, key };
  }
  return null;
}

/** The instants a range covers, and how the reply names it. */
export interface ActivityWindow {
  from: Date;
  to: Date;
  /** "today (Thu 26 Nov)", "last week (Mon 16 Nov to Sun 22 Nov)". */
  label: string;
}

const HOUR_MS = 3_600_000;

/**
 * The instants of a range in the owner's time zone: days begin at local midnight, weeks on
 * Monday; a range that reaches today ends at the end of today.
 */
export function activityWindow(range: ActivityRange, now: Date, zone: string): ActivityWindow {
  const today = dateIn(now, zone);
  const tomorrow = startOfDay(addDays(today, 1), zone);
  const day = (date: string) => formatDay(date, today);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday: 0
  const monday = addDays(today, -weekday);
  switch (range.kind) {
    case "today":
      return { from: startOfDay(today, zone), to: tomorrow, label: `today (${day(today)})` };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return {
        from: startOfDay(yesterday, zone),
        to: startOfDay(today, zone),
        label: `yesterday (${day(yesterday)})`,
      };
    }
    case "this_week":
      return {
        from: startOfDay(monday, zone),
        to: tomorrow,
        label: `this week (since ${day(monday)})`,
      };
    case "last_week": {
      const start = addDays(monday, -7);
      return {
        from: startOfDay(start, zone),
        to: startOfDay(monday, zone),
        label: `last week (${day(start)} to ${day(addDays(monday, -1))})`,
      };
    }
    case "this_month": {
      const first = `${today.slice(0, 8)}01`;
      return {
        from: startOfDay(first, zone),
        to: tomorrow,
        label: `this month (since ${day(first)})`,
      };
    }
    case "days": {
      const start = addDays(today, -(range.days - 1));
      return {
        from: startOfDay(start, zone),
        to: tomorrow,
        label: range.days === 1
          ? `today (${day(today)})`
          : `in the last ${range.days} days (since ${day(start)})`,
      };
    }
    case "hours":
      return {
        from: new Date(now.getTime() - range.hours * HOUR_MS),
        to: new Date(now.getTime() + HOUR_MS),
        label: `in the last ${range.hours === 1 ? "hour" : `${range.hours} hours`}`,
      };
  }
}
