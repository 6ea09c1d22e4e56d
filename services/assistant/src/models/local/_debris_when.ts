/**
 * Days and times said inside a slot: a slot that only says when ("next Monday"), an item to buy
 * said for when ("bread for Sunday"), and a second full date inside a thing's name. Read with the
 * parser's own date reader at a fixed clock, remembered per text.
 * @module
 */
import { STOP_WORDS, words } from "../../text/normalize.ts";
import { findDates } from "./_dates_find.ts";
import { MONTH_RE } from "./_dates_words.ts";

/** Words that may say when; a slot without one is not read for dates. */
export const WHENISH = new RegExp(
  String
    .raw`\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)\b|\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[/.-]\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:at|by|on|until|till)\s+\d{1,2}\b|\bin\s+(?:an?|\d+)\s+(?:min|hour|day|week)|\b(?:${MONTH_RE}|today|tonight|tomorrow|yesterday|morning|afternoon|evening|night|noon|midnight|week(?:end)?|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|next|last|christmas|easter|new\s+year)\b`,
  "iu",
);

/** Any clock will do to tell whether a text is only a date. */
const ANY_TIME = { now: new Date(0), timezone: "UTC" };

/** The dates of a slot's text read at {@link ANY_TIME} (remembered by `findDates`). */
export function datesIn(value: string): ReturnType<typeof findDates> {
  return findDates(value, ANY_TIME);
}

/** Words that join a date to what it is said of: "on", "by", "next". */
const WHEN_LINKS = new Set(["on", "by", "at", "in", "for", "next", "this"]);

/**
 * A slot that only says when ("next Monday"): a time read as a thing. A title may be a holiday's
 * name ("Christmas"), and so may a reference ("the Christmas countdown"): they are not looked at.
 */
export function onlyWhen(value: string): boolean {
  if (!WHENISH.test(value)) return false;
  const hits = datesIn(value);
  if (hits.length === 0) return false;
  let rest = value;
  for (const h of hits) {
    rest = rest.slice(0, h.index) + " ".repeat(h.end - h.index) + rest.slice(h.end);
  }
  return words(rest).every((w) => STOP_WORDS.has(w) || WHEN_LINKS.has(w));
}

/**
 * An item to buy that holds a time or says for when ("reminding at 6.15pm to start dinner",
 * "bread for Sunday", "milk tomorrow"): never an item ("Easter eggs" is one).
 */
export function saysWhen(value: string): boolean {
  if (!WHENISH.test(value)) return false;
  return datesIn(value).some((h) =>
    h.time !== null || h.instant !== null || value.slice(h.end).trim() === "" ||
    /\b(?:for|on|by|at|before|until|till)\s*$/iu.test(value.slice(0, h.index))
  );
}

/** A day with its month said inside a thing's name: "… and our anniversary on 21 August". */
const FULL_DATE = new RegExp(
  String.raw`\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE}\b|\b${MONTH_RE}\s+\d{1,2}\b`,
  "iu",
);

/** True when a thing's name holds a second date: the date of another item said with it. */
export function holdsFullDate(value: string): boolean {
  return FULL_DATE.test(value) && datesIn(value).some((h) => h.dayCertain);
}
