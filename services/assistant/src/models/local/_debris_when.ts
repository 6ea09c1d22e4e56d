/**
 * Days and times said inside a slot: a slot that only says when ("next Monday"), an item to buy
 * said for when ("bread for Sunday"), and a second full date inside a thing's name. Read with the
 * parser's own date reader at a fixed clock, remembered per text.
 * @module
 */
import { STOP_WORDS, words } from "../../text/normalize.ts";
import { ANY_TIME, findDates } from "./_dates_find.ts";
import { MONTH_RE, monthNumber } from "./_dates_words.ts";
import { WEEKDAY_NAMES } from "./_coverage_when.ts";
import { holidayName } from "./_dates_phrases.ts";
import { digitsOnly, tokenize } from "./_tokens.ts";

/** Words that may say when; a slot without one is not read for dates. */
export const WHENISH = new RegExp(
  String
    .raw`\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)\b|\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[/.-]\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:at|by|on|until|till)\s+\d{1,2}\b|\bin\s+(?:an?|\d+)\s+(?:min|hour|day|week)|\b(?:${MONTH_RE}|today|tonight|tomorrow|yesterday|morning|afternoon|evening|night|noon|midnight|week(?:end)?|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|next|last|christmas|easter|new\s+year)\b`,
  "iu",
);

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

/** The ways am and pm are written, as one word. */
const MERIDIEMS = ["am", "pm", "a.m.", "p.m.", "a.m", "p.m"];

/** True when a word is an hour of the 12-hour clock, with its minutes or not: "6", "6:30", "12.05". */
function twelveHour(w: string): boolean {
  const [hour = "", minute, ...more] = w.replace(".", ":").split(":");
  if (more.length > 0 || !digitsOnly(hour) || Number(hour) > 12 || hour.length > 2) return false;
  return minute === undefined || (digitsOnly(minute) && minute.length === 2 && Number(minute) < 60);
}

/** A word without the commas and stops after it: "pm," is "pm". */
function withoutStops(w: string): string {
  let end = w.length;
  while (end > 0 && ",;!?".includes(w[end - 1]!)) end--;
  return w.slice(0, end);
}

/**
 * True when a text holds am or pm after a number that is no hour: the rest of a clock time the
 * reading cut in two ("30 pm to pick up flowers" from "at 6 30 pm", "the 30pm thing"), never a
 * thing's or a doing's words. After a word, "am" is the verb ("I am") and "pm" a person ("the PM").
 */
export function strayMeridiem(value: string): boolean {
  const said = value.toLowerCase().split(" ").map(withoutStops);
  return said.some((w, i) => {
    const fused = MERIDIEMS.find((m) => w.endsWith(m) && w.length > m.length);
    const number = fused !== undefined ? w.slice(0, -fused.length) : said[i - 1] ?? "";
    if (fused === undefined && !MERIDIEMS.includes(w)) return false;
    return digitsOnly(number[0] ?? "") && !twelveHour(number);
  });
}

/** Words that say which span of time: "the month", "next week", "the week after next". */
const SPAN_WHICH = new Set(["the", "this", "next", "that", "coming", "following"]);
/** Spans of time a date phrase ends in: "… of the month", "… of next week". */
const SPAN_UNITS = new Set(["week", "weekend", "month", "year", "fortnight"]);
/** Words that start what a reminder is about, after when it is: "… the month to pay rent". */
const ABOUT_FIRST = new Set(["to", "that", "about", "re"]);
/** Words of when said alone before a time that was read apart: "remind me later at 9 to …". */
const LONE_WHEN = new Set(["later", "soon", "sometime", "today", "tonight", "tomorrow"]);

/**
 * True when a doing starts with what is left of a date phrase the reading cut ("the month to pay
 * rent" from "on the last weekend of the month to pay rent", "of next week to …", "next to call the
 * bank" from "the week after next", "later to take the bins out" from "remind me later at 9 to …"):
 * when is never what to do. Said before "to", "that", "about" or "re", so "the month end report is
 * due" is a doing.
 */
export function dateLeftover(value: string): boolean {
  const said = words(value);
  if (LONE_WHEN.has(said[0] ?? "") && ABOUT_FIRST.has(said[1] ?? "")) return true;
  let i = said[0] === "of" ? 1 : 0;
  const month = i === 1 && monthNumber(said[1] ?? "") !== undefined;
  if (month) i++;
  else if (SPAN_WHICH.has(said[i] ?? "")) {
    i++;
    // "next to …" alone is what "the week after next" leaves; "the to …" is a cut elsewhere.
    if (SPAN_UNITS.has(said[i] ?? "")) i++;
    else if (said[i - 1] !== "next") return false;
  } else if (SPAN_UNITS.has(said[i] ?? "") && i === 1) i++;
  else return false;
  return ABOUT_FIRST.has(said[i] ?? "");
}

/** Units of a length of time: "10 mins", "an hour". */
const UNITS = new Set(
  "min mins minute minutes hr hrs hour hours day days week weeks sec secs second seconds".split(
    " ",
  ),
);
/** Words that count a length of time said in words: "an hour before", "half an hour after". */
const COUNT_WORDS = new Set(["a", "an", "half", "few", "couple", "one", "two", "three", "five"]);

/**
 * True when a doing holds a length of time before or after something ("10 mins before my 3pm
 * meeting", "an hour after the match"): the moment meant is counted from another, which the reading
 * did not do, so the time it holds is not the one meant.
 */
export function offsetSaid(value: string): boolean {
  const said = words(value);
  return said.some((w, i) =>
    UNITS.has(w) && ["before", "after", "ahead"].includes(said[i + 1] ?? "") &&
    (digitsOnly(said[i - 1] ?? "") || COUNT_WORDS.has(said[i - 1] ?? ""))
  );
}

/** Weekdays' short names that are English words too: "sat", "sun", "wed". */
const WORD_TOO = new Set(["sat", "sun", "wed"]);

/**
 * True when a title holds weekdays written in lower case, which the reading left ("add the gym to
 * my calendar mon wed fri at 7am" was titled "Gym mon wed"): one that is no other word, or two.
 * A holiday's weekday ("Good Friday", "easter sunday") is its name.
 */
export function weekdaysLeft(title: string): boolean {
  if (holidayName(title) !== null) return false;
  const said = tokenize(title).filter((t) => !t.punct && !t.cap && WEEKDAY_NAMES.has(t.w));
  return said.some((t) => !WORD_TOO.has(t.w)) || said.length >= 2;
}
