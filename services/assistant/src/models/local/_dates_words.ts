/**
 * The words dates are said with: month names, counts ("two", "a couple of") and ordinals ("3rd",
 * "third", "last").
 * @module
 */
import { ownEntry } from "../../text/normalize.ts";

/** Words that make the day after them a deadline: "by friday", "due wed", "before the 20th". */
export const DEADLINE_WORDS: ReadonlySet<string> = new Set([
  "by",
  "due",
  "before",
  "until",
  "till",
]);

/** Month names and abbreviations, 1-12. */
export const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};

/** A regex source matching a month name. */
export const MONTH_RE = String
  .raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?`;

/** The month a name means, or undefined. */
export function monthNumber(name: string): number | undefined {
  return ownEntry(MONTHS, name.toLowerCase().replace(/\.$/u, ""));
}

export { countOf } from "../../text/number_words.ts";

/** A regex source matching a count in digits or words. */
export const COUNT_RE = String
  .raw`(?:\d+(?:\.\d+)?|a couple of|a couple|couple|a few|few|several|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty-five|forty|fifty|sixty|ninety)`;

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  "twenty-first": 21,
  "twenty-second": 22,
  "twenty-third": 23,
  "twenty-fourth": 24,
  "twenty-fifth": 25,
  "twenty-sixth": 26,
  "twenty-seventh": 27,
  "twenty-eighth": 28,
  "twenty-ninth": 29,
  thirtieth: 30,
  "thirty-first": 31,
  last: -1,
};

/** A regex source matching an ordinal ("3rd", "third", "last"). */
export const ORDINAL_RE = String
  .raw`(?:\d{1,2}(?:st|nd|rd|th)|(?:twenty|thirty)-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|thirty-first|last)`;

/** An ordinal written with its digits: "20th" for 20, "21st" for 21, "13th" for 13. */
export function ordinalWord(n: number): string {
  const suffix = n % 10 === 1 && n % 100 !== 11
    ? "st"
    : n % 10 === 2 && n % 100 !== 12
    ? "nd"
    : n % 10 === 3 && n % 100 !== 13
    ? "rd"
    : "th";
  return `${n}${suffix}`;
}

/** The number an ordinal means (-1 for "last"), or undefined. */
export function ordinalOf(word: string): number | undefined {
  const w = word.trim().toLowerCase();
  const digits = /^(\d{1,2})(?:st|nd|rd|th)?$/u.exec(w);
  if (digits) return Number(digits[1]);
  return ownEntry(ORDINAL_WORDS, w);
}

/**
 * Words chrono reads as dates that in a sentence are mostly not ("sun cream", "I may", "count down
 * the days", "my last day at work"), and a length said alone or before what it counts from that
 * is no day ("5 days instead of 4", "2 weeks after the party", "3 days before the trip": chrono
 * counts those from now; "in 5 days", "5 days from now", "3 days before friday" stay dates). "a
 * second quote", "ask for a second opinion": a second alone is no time ("in a second" is).
 */
export const NOT_A_DATE_WORD =
  /^(?:(?:the|a|my|our)\s+)?(?:week|month|year|days?|time|moment|(?:last|first|final|big)\s+day)$|^(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|couple\s+of|few)\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?|years?)(?:\s+(?:after|before|later\s+than|earlier\s+than))?$|^for\s+(?:an?|one|\d+)\s+(?:seconds?|secs?)$/iu;
export const NOT_A_DATE =
  /^(?:now|sun|sat|mon|tue|tues|wed|thu|thur|thurs|fri|may|march|second|mar|jan|jun|jul|aug|sep|oct|nov|dec|feb|apr|sec)$/u;

/** The weekdays' names, as said, by their number (0 is Sunday). */
export const WEEKDAY_NAMES: ReadonlyMap<string, number> = new Map(
  [
    "sunday sun",
    "monday mon",
    "tuesday tue tues",
    "wednesday wed weds",
    "thursday thu thur thurs",
    "friday fri",
    "saturday sat",
  ].flatMap((names, day) => names.split(" ").map((n) => [n, day] as [string, number])),
);

/** Words before a short weekday's name that make it another word: "where we sat", "in the sun". */
const NOT_BEFORE_WEEKDAY = new Set(
  ("i we you he she they it who the a an in of to my your his her our their get got getting be " +
    "been is was were just newly").split(" "),
);

/**
 * True when a weekday's short name that is a word too ("sat", "sun", "wed") is said last in
 * `text`, at `at`, after a word that makes it no other word: "todo fix bike brakes sat" is due on
 * Saturday; "remind me where we sat", "sit in the sun" say no day.
 */
export function weekdayLast(text: string, at: number, found: string): boolean {
  const name = found.toLowerCase();
  if (!WEEKDAY_NAMES.has(name)) return false;
  const after = text.slice(at + found.length).trim();
  if (after !== "" && ![".", "!", "?"].includes(after)) return false;
  const before = text.slice(0, at).trim().split(" ").at(-1)?.toLowerCase() ?? "";
  return before !== "" && !NOT_BEFORE_WEEKDAY.has(before);
}
