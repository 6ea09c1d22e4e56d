/**
 * A part of the day said in a name ("parents' evening", "games night"), and a holiday said as a
 * topic ("ask mum about easter"): no time.
 * @module
 */
import { words } from "./_words_said.ts";
import { marksApart } from "./_tokens.ts";
import { countOf, WEEKDAY_NAMES } from "./_dates_words.ts";
import {
  addDays,
  compareDates,
  type DateHit,
  dateHit,
  type Lean,
  type LocalDate,
  localNow,
  weekdayOf,
  type ZoneContext,
} from "./_dates_zone.ts";

/** The text with each part of the day said in a name blanked ("games night" as "games      "). */
export function namedParts(text: string): string {
  let out = text;
  let at = 0;
  for (const word of text.split(" ")) {
    const bare = marksApart(word.toLowerCase())[0];
    if (PARTS.has(bare) && nameBefore(text, at)) {
      out = out.slice(0, at) + " ".repeat(bare.length) + out.slice(at + bare.length);
    }
    at += word.length + 1;
  }
  return out;
}

/** True when a word is a clock time written with digits: "7:15", "8.05", "18:30", "6:30pm". */
function clockWritten(word: string): boolean {
  const bare = ["am", "pm"].includes(word.slice(-2)) ? word.slice(0, -2) : word;
  const mark = bare.includes(":") ? ":" : ".";
  const [hour, minute, ...more] = bare.split(mark);
  const digits = (w: string | undefined) =>
    w !== undefined && w.length > 0 && [...w].every((c) => c >= "0" && c <= "9");
  return more.length === 0 && digits(hour) && hour!.length <= 2 && Number(hour) <= 23 &&
    digits(minute) && minute!.length === 2 && Number(minute) <= 59;
}

/**
 * The text with each clock time said after "the" blanked: "catch the 7:15", "the 10.05 train",
 * "meet the 6:30 arrival" name a train, a bus or a showing by its time, never when to act.
 */
export function clocksNamed(text: string): string {
  let out = text;
  let at = 0;
  const said = text.split(" ");
  said.forEach((word, i) => {
    let bare = word.toLowerCase();
    while (bare.length > 0 && ",;:!?".includes(bare.charAt(bare.length - 1))) {
      bare = bare.slice(0, -1);
    }
    if (i > 0 && said[i - 1]!.toLowerCase() === "the" && clockWritten(bare)) {
      out = out.slice(0, at) + " ".repeat(bare.length) + out.slice(at + bare.length);
    }
    at += word.length + 1;
  });
  return out;
}

/**
 * The text with the "the" before each clock time blanked, every index kept: an event named by its
 * time ("put the 7:15 train in my calendar") is at that time, read as "7:15 train" is.
 */
export function clocksAsTimes(text: string): string {
  const named = clocksNamed(text);
  let out = text;
  let at = 0;
  for (const word of text.split(" ")) {
    const next = at + word.length + 1;
    if (word.toLowerCase() === "the" && named[next] === " " && text[next] !== " ") {
      out = out.slice(0, at) + "   " + out.slice(at + 3);
    }
    at = next;
  }
  return out;
}

/** Counts of a fortnight ("in a fortnight", "one fortnight from now"): written as chrono reads them. */
const ONE = new Set(["a", "one"]);

/**
 * The text with "a fortnight" said after "in" or before "from" written "two weeks", every index
 * kept in place, so chrono reads it as it reads "in two weeks"; a fortnight said otherwise ("for a
 * fortnight", "the next fortnight") stays a length or a span, no day.
 */
export function fortnights(text: string): string {
  const said = text.split(" ");
  let out = text;
  let at = 0;
  for (const [i, word] of said.entries()) {
    const one = said[i - 1]?.toLowerCase() ?? "";
    const before = said[i - 2]?.toLowerCase();
    const after = said[i + 1]?.toLowerCase();
    // "a fortnight from friday" is read with the weekday ("a week from friday"), not from now.
    const day = words(said[i + 2] ?? "")[0] ?? "";
    if (
      word.toLowerCase() === "fortnight" && ONE.has(one) &&
      (before === "in" || (after === "from" && !WEEKDAY_NAMES.has(day)))
    ) {
      const from = at - one.length - 1;
      // The blanks go where chrono's reading covers them: after "in", before "from".
      const pad = " ".repeat(one.length + 1);
      const said = after === "from" ? "two weeks" + pad : pad + "two weeks";
      out = out.slice(0, from) + said + out.slice(at + word.length);
    }
    at += word.length + 1;
  }
  return out;
}

/** The parts of the day said alone. */
const PARTS = new Set(["morning", "afternoon", "evening", "night"]);

/** Words before a part of the day that leave it a time: "every evening", "late night". */
export const BEFORE_PART = new Set(
  ("every each late early the a one some any this that next last tomorrow today yesterday all by " +
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri " +
    "sat sun christmas easter weekday weekend mondays tuesdays wednesdays thursdays fridays " +
    "saturdays sundays")
    .split(" "),
);

/**
 * True when a part of the day is said right after a noun, as part of a name: "parents' evening",
 * "games night", "movie night" are events, not times.
 */
export function nameBefore(text: string, index: number): boolean {
  if (index < 2 || text.charAt(index - 1) !== " ") return false;
  let from = index - 1;
  while (from > 0 && text.charAt(from - 1) !== " ") from--;
  const word = text.slice(from, index - 1).toLowerCase();
  const bare = word.endsWith("'") ? word.slice(0, -1) : word;
  const letters = [...bare].every((ch) => ch.toLowerCase() !== ch.toUpperCase() || ch === "'");
  return bare.length > 1 && letters && !BEFORE_PART.has(bare);
}

/** Words that make what follows a topic: "about easter", "re easter", "regarding the christmas party". */
const TOPIC = new Set(["about", "regarding", "re", "concerning"]);

/** True when the words before `at` say what follows is a topic ("… about the …"). */
export function topicAt(text: string, at: number): boolean {
  const before = words(text.slice(0, at));
  const last = before.at(-1) === "the" ? before.at(-2) : before.at(-1);
  return TOPIC.has(last ?? "");
}

/** Words of a greeting said before a holiday's name: "happy new year", "merry christmas". */
const GREETING = new Set(["happy", "merry", "joyous", "joyful", "blessed", "wonderful"]);

/**
 * True when a holiday at `at` is named in a greeting ("… wish her happy new year", "text everyone
 * merry christmas"): the words are what to say, never the day.
 */
export function greetingAt(text: string, at: number): boolean {
  return GREETING.has(words(text.slice(0, at)).at(-1) ?? "");
}

/** Words after a holiday that keep it a day: "christmas morning", "easter weekend", "… at 9". */
const AFTER_DAY = new Set(
  ("day eve morning afternoon evening night weekend week break holiday holidays period time at on " +
    "in to and or of by for from till until then this next with so but is was the a an my our " +
    // "the Easter weekend Friday to Monday": its days said after it.
    "monday tuesday wednesday thursday friday saturday sunday")
    .split(" "),
);

/** Words before a holiday that make it a thing's: "the easter egg hunt", "our christmas meal". */
const OWNER = new Set("the a an my our your his her their some this these".split(" "));

/** Words before a holiday that make it the day things happen: "on easter", "by christmas". */
const BEFORE_DAY = new Set(
  "on by before after until till for over at from since during this next last of".split(" "),
);

/**
 * True when a holiday found at `h` describes the thing after it ("book the christmas meal
 * tomorrow", "plan the easter egg hunt tmrw") while another day is said (`others`): the thing is
 * the holiday's, the day is the other one.
 */
export function describesThing(text: string, h: DateHit, others: readonly DateHit[]): boolean {
  // "for new year's day: take down the christmas lights": a holiday before a colon heads the rest.
  if (text.slice(h.end).trimStart().startsWith(":")) return false;
  if (!others.some((o) => o.dayCertain && (o.end <= h.index || o.index >= h.end))) return false;
  const before = words(text.slice(0, h.index)).at(-1) ?? "";
  const after = words(text.slice(h.end)).at(0) ?? "";
  const letters = [...after].every((ch) => ch.toLowerCase() !== ch.toUpperCase());
  return !BEFORE_DAY.has(before) && after.length > 1 && letters && !AFTER_DAY.has(after);
}

/**
 * True when a holiday at `h` is said after an article or a possessive, before the thing it
 * describes ("plan the easter egg hunt", "book our christmas meal"): its words are the thing's,
 * whatever day is read from them.
 */
export function describesOwned(text: string, h: { index: number; end: number }): boolean {
  const before = words(text.slice(0, h.index)).at(-1) ?? "";
  const after = words(text.slice(h.end)).at(0) ?? "";
  const letters = [...after].every((ch) => ch.toLowerCase() !== ch.toUpperCase());
  return OWNER.has(before) && !text.slice(h.end).trimStart().startsWith(":") &&
    after.length > 1 && letters && !AFTER_DAY.has(after);
}

/** Words that make 12 noon: "today at 12 noon", "12pm tonight" is not midnight. */
const NOON = new Set(["noon", "midday", "pm", "lunch", "lunchtime"]);

/**
 * "midnight tonight", "tonight at 12", "midnight today": chrono reads the hour in the evening's
 * half of the day, 12 then noon, or today's 00:00 that has passed; said so it is the midnight that
 * ends the day, 00:00 of the next. "today at 12" is noon.
 */
export function atMidnight(h: DateHit, today: LocalDate): DateHit {
  if (!h.time || h.time.minute !== 0 || (h.time.hour !== 0 && h.time.hour !== 12)) return h;
  const said = words(h.text);
  if (said.some((w) => NOON.has(w))) return h;
  const tonight = said.includes("tonight") || said.includes("tonite");
  const midnight = said.includes("midnight");
  const ends = h.time.hour === 12
    ? midnight || tonight
    : midnight && (tonight || said.includes("today")) && compareDates(h.date, today) <= 0;
  if (!ends) return h;
  const day = h.time.hour === 12 ? h.date : today;
  return { ...h, date: addDays(day, 1), time: { hour: 0, minute: 0, second: 0 } };
}

/** What may stand between "end of" and "week": which week it is. */
const WEEK_SAID = new Set(["the", "this", "next"]);

/**
 * "(by) the end of the week", "end of next week", "end of week": the Friday of that week, the end
 * of the working week people mean by it (this week's Sunday once its Friday has passed); "the end
 * of the weekend" is its Sunday, and "the end of next month" its last day. Read for plans only;
 * chrono would read the Saturday, or nothing.
 */
export function weekEnds(text: string, ctx: ZoneContext, lean: Lean): DateHit[] {
  if (lean !== "future") return [];
  const hits: DateHit[] = [];
  const said = text.split(" ");
  const starts: number[] = [];
  let at = 0;
  for (const w of said) {
    starts.push(at);
    at += w.length + 1;
  }
  const bare = said.map((w) => words(w).join(" "));
  for (let i = 0; i < said.length; i++) {
    if (bare[i] !== "end" || bare[i + 1] !== "of") continue;
    const which = WEEK_SAID.has(bare[i + 2] ?? "") ? bare[i + 2] : "";
    const last = i + (which ? 3 : 2);
    const unit = bare[last];
    if (unit !== "week" && unit !== "weekend" && unit !== "month") continue;
    const first = bare[i - 1] === "the" ? i - 1 : i;
    const today = localNow(ctx).date;
    if (unit === "month") {
      // "end of next month": its last day (chrono reads none).
      if (which !== "next") continue;
      const month = today.month === 12 ? 1 : today.month + 1;
      const year = today.month === 12 ? today.year + 1 : today.year;
      const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const from = starts[first]!;
      const end = starts[last]! + said[last]!.toLowerCase().indexOf(unit) + unit.length;
      hits.push(
        dateHit(from, text.slice(from, end), { date: { year, month, day }, dayCertain: true }),
      );
      continue;
    }
    const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
    // "end of the weekend": its Sunday, never the Saturday chrono reads for "the weekend".
    let date = addDays(monday, (unit === "weekend" ? 6 : 4) + (which === "next" ? 7 : 0));
    if (compareDates(date, today) < 0) date = addDays(monday, 6);
    const from = starts[first]!;
    const end = starts[last]! + said[last]!.toLowerCase().indexOf(unit) + unit.length;
    hits.push(dateHit(from, text.slice(from, end), { date, dayCertain: true }));
  }
  return hits;
}

/** Words after an hour said in words that make it a time: "at nine tomorrow", "at seven in …". */
const AFTER_HOUR = new Set([
  "am",
  "pm",
  "a.m.",
  "p.m.",
  "o'clock",
  "oclock",
  "in",
  "on",
  "tomorrow",
  "tonight",
  "today",
  "this",
  "next",
  "to",
  "and",
  "sharp",
  "please",
  "then",
  "remind",
]);

/** Words before "at" that make the hour a thing told, not when: "my appointment is at eleven". */
const TOLD_AT = new Set(["is", "are", "was", "were", "be", "it's", "that's", "starts", "opens"]);

/**
 * The text with an hour said in words after "at" written in digits, every index kept in place
 * ("at nine in the morning" as "at    9 in the morning"), so chrono reads it as it reads "at 9";
 * only when a time's word, a punctuation mark or the end follows ("at one point" is no time).
 */
export function spelledHours(text: string): string {
  const said = text.split(" ");
  let out = text;
  let at = 0;
  for (const [i, word] of said.entries()) {
    const bare = words(word)[0] ?? "";
    const hour = countOf(bare);
    const next = said[i + 1]?.toLowerCase();
    const ended = word.length > bare.length || next === undefined || AFTER_HOUR.has(next);
    if (
      said[i - 1]?.toLowerCase() === "at" && !TOLD_AT.has(said[i - 2]?.toLowerCase() ?? "") &&
      hour !== undefined && hour >= 1 && hour <= 12 &&
      word.toLowerCase().startsWith(bare) && !(bare[0]! >= "0" && bare[0]! <= "9") && ended
    ) {
      const digits = String(hour);
      // The blanks go before the digits, so chrono's reading ends where the word did.
      out = out.slice(0, at) + " ".repeat(bare.length - digits.length) + digits +
        out.slice(at + bare.length);
    }
    at += word.length + 1;
  }
  return out;
}
