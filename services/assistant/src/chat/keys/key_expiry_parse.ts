/**
 * When a key should stop working, as a key request says it ("that expires in 30 days", "until 1
 * March", "valid for a year"): found in the request's text, then read in the user's time zone.
 * @module
 */
import { fromWallClock, toWallClock } from "@asst/shared/time";
import * as chrono from "chrono-node";
import { countOf } from "../../text/number_words.ts";

const UNIT = String.raw`(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)`;
const COUNT = String
  .raw`(?:\d{1,6}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+couple\s+of|a\s+few)`;
const STOP = String
  .raw`(?=\s*(?:[,;!?]|\.(?:\s|$)|\b(?:and|that|which|with|only|from|to|called|named|for\s+(?!${COUNT}\s+${UNIT}))\b|$))`;

/** "expires in 30 days", "until 1 March", "valid for a year", "for 2 weeks". */
const EXPIRY = new RegExp(
  String
    .raw`(?:,\s*)?\b(?:(?:that|which|and|it)\s+)?(?:(?:expir(?:e|es|ing)|ends?|ending|runs?\s+out|stops?\s+working|lasts?|lasting|(?:is\s+|stays?\s+)?valid|works?|good)\s+)?` +
    String.raw`((?:in|on|at|after|for|until|till|til|through|by)\s+.+?)${STOP}`,
  "iu",
);

/** The words before the preposition that make a phrase about expiry (not "for my NAS"). */
const EXPIRY_CUE =
  /\b(?:expir(?:e|es|ing)|ends?|ending|runs?\s+out|stops?\s+working|lasts?|lasting|valid|works?|good)\s+$/iu;

const DURATION = new RegExp(
  String
    .raw`^(?:in|for|after|within)?\s*(${COUNT})\s+(${UNIT})(?:\s+(?:from\s+now|from\s+today|long))?$`,
  "iu",
);

/**
 * Takes the expiry phrase out of a key request.
 * @returns the phrase ("in 30 days", "until 1 March"), or null, and the text without it
 */
export function extractExpiry(text: string): { phrase: string | null; rest: string } {
  const re = new RegExp(EXPIRY.source, "giu");
  for (const m of text.matchAll(re)) {
    const phrase = m[1]!.trim();
    const before = text.slice(0, m.index + m[0].length - m[1]!.length);
    const lead = /^(?:until|till|til|through)\b/iu.test(phrase);
    const duration = DURATION.test(phrase);
    // "for my NAS", "in my notes", "on my calendar" are no expiry: only a duration, an "until",
    // or a cue word ("expires", "valid") before the preposition makes one.
    if (!lead && !duration && !EXPIRY_CUE.test(before)) continue;
    return {
      phrase,
      rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`,
    };
  }
  return { phrase: null, rest: text };
}

/**
 * Reads a duration ("2 hours", "for 7 days", "a week") as milliseconds, or null when the phrase is
 * not one. Months are 30 days and years 365 here (used for short spans: a rotation's overlap).
 */
export function readDuration(phrase: string): number | null {
  const m = DURATION.exec(phrase.trim().replace(/\s+/gu, " "));
  if (!m) return null;
  const n = countOf(m[1]!) ?? 1;
  const unit = m[2]!.toLowerCase();
  const hour = 3_600_000;
  const per = unit.startsWith("min")
    ? 60_000
    : unit.startsWith("h")
    ? hour
    : unit.startsWith("d")
    ? 24 * hour
    : unit.startsWith("w")
    ? 7 * 24 * hour
    : unit.startsWith("mo")
    ? 30 * 24 * hour
    : 365 * 24 * hour;
  return n * per;
}

/**
 * The instant an expiry phrase names, in `timeZone`: a duration from `now` (months and years on
 * the calendar), or a date (the start of that day when no time is said), or null when the phrase
 * can not be read.
 */
export function readExpiry(phrase: string, now: Date, timeZone: string): Date | null {
  const p = phrase.trim().replace(/\s+/gu, " ");
  const duration = DURATION.exec(p);
  if (duration) {
    const n = countOf(duration[1]!) ?? 1;
    const unit = duration[2]!.toLowerCase();
    if (unit.startsWith("mo") || unit.startsWith("y")) {
      const wall = new Date(toWallClock(now, timeZone));
      wall.setUTCMonth(wall.getUTCMonth() + (unit.startsWith("y") ? 12 * n : n));
      return fromWallClock(wall.getTime(), timeZone);
    }
    return new Date(now.getTime() + readDuration(p)!);
  }
  const date = p.replace(/^(?:on|at|until|till|til|through|by|in|after)\s+/iu, "");
  if (date.length === 0 || date.length > 60) return null;
  const reference = new Date(toWallClock(now, timeZone));
  const [result] = chrono.casual.parse(date, { instant: reference, timezone: 0 }, {
    forwardDate: true,
  });
  // The whole phrase must be the date: "1 March" yes, "1 March or so" or "soonish" no.
  if (!result || result.index !== 0 || result.text.length < date.replace(/[.!]+$/u, "").length) {
    return null;
  }
  const c = result.start;
  const timed = c.isCertain("hour");
  const floating = Date.UTC(
    c.get("year") ?? reference.getUTCFullYear(),
    (c.get("month") ?? 1) - 1,
    c.get("day") ?? 1,
    timed ? c.get("hour") ?? 0 : 0,
    timed ? c.get("minute") ?? 0 : 0,
  );
  return fromWallClock(floating, timeZone);
}
