/**
 * Days and times written in the everyday forms of every English variety, rewritten, before
 * anything is read, as the forms the readers already take: a 24-hour clock with an "h" or "hrs"
 * ("at 1730h", "at 14h30", "at 1730 hrs" are "at 17:30"), an hour said loosely ("at 9ish", "at
 * 10 sharp" are "at 9", "at 10"), a day written with dots ("on the 30.09." is "on the 30
 * September"), a month before its day with "the" ("June the 12th" is "June 12th"), a weekday set
 * off by a comma ("the Saturday, the 18th" is "Saturday the 18th"), "first thing Monday" ("Monday
 * morning"), "Friday just gone" ("last Friday"), "this coming Saturday" ("this Saturday"), "a couple of hours" ("2 hours") and a fortnight
 * from now ("in 14 days"), and a weekday written short after a word naming a day ("for sat" is
 * "for Saturday"). Each is read only where the words around it make it a day or a time:
 * "room 1730h", "the 10.30 train", "version 10.30", "the first thing I need" stay as they were.
 * Pure.
 * @module
 */
import { ownEntry } from "../../text/normalize.ts";
import { MONTHS, ordinalOf, WEEKDAY_NAMES } from "./_dates_words.ts";
import { digitsOnly, marksApart } from "./_tokens.ts";
import { withIsoForms } from "./_said_dates_iso.ts";
import { dayInWords, monthThenDay } from "./_said_dates_days.ts";
import { withDayMoved, withRangeMonths } from "./_said_dates_ranges.ts";
import { bareHourAt, partWithoutThe, theMornAt, weekFirst } from "./_said_dates_order.ts";

/** A token split into its word (lower case, no punctuation around it) and what follows it. */
export interface Token {
  raw: string;
  word: string;
  tail: string;
}

/** `raw` split into its word and the punctuation after it. */
export function tokenOf(raw: string): Token {
  const [word, tail] = marksApart(raw);
  return { raw, word: word.toLowerCase(), tail };
}

/**
 * Words a clock time is said after: "at 1730h", "from 14h30", "by 0900 hrs", "at nine fifteen",
 * "between ten thirty and eleven".
 */
export const CLOCK_BEFORE: ReadonlySet<string> = new Set([
  "at",
  "by",
  "from",
  "until",
  "till",
  "til",
  "before",
  "after",
  "to",
  "and",
  "around",
  "between",
]);

/** The suffixes a 24-hour clock is written with: "1730h", "1730hrs", "17:30h". */
const CLOCK_SUFFIXES = ["hrs", "hr", "h"];

/** The words written after a 24-hour clock that say it is one: "1730 hrs", "0900 hours". */
const CLOCK_WORDS = new Set(["hrs", "hr", "hours", "h"]);

/** "17:30" for 17 and 30, or null when they are no time of day. */
function clock(hour: string, minute: string): string | null {
  const h = Number(hour);
  const m = Number(minute);
  if (!digitsOnly(hour) || !digitsOnly(minute) || minute.length !== 2 || hour.length > 2) {
    return null;
  }
  return h <= 23 && m <= 59 ? `${h}:${minute}` : null;
}

/**
 * The 24-hour clock written in `word` ("1730", "1730h", "14h30", "17:30h", "0645hrs"), as
 * "17:30", or null; four digits alone ("1730") only when `bare` (a word after says hours).
 */
function clockOf(word: string, bare: boolean): string | null {
  const suffix = CLOCK_SUFFIXES.find((s) => word.endsWith(s));
  const body = suffix ? word.slice(0, -suffix.length) : word;
  if (!suffix && !bare) {
    // "14h30": the hours, an "h" and the minutes.
    const [hour = "", minute = ""] = word.split("h");
    return word.split("h").length === 2 ? clock(hour, minute) : null;
  }
  if (body.includes(":")) {
    const [hour = "", minute = ""] = body.split(":");
    return clock(hour, minute);
  }
  return digitsOnly(body) && body.length === 4 ? clock(body.slice(0, -2), body.slice(-2)) : null;
}

/** The full name of each month by its number: 9 is "September". */
function monthName(month: number): string {
  const name = Object.keys(MONTHS).find((k) => MONTHS[k] === month) ?? "";
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * "30 September" for the day written with dots ("30.09.", "3.9.", "30.09" after "on"), or null.
 * A time is written the same way ("the 10.05."), so the day needs "on" before it ("on the
 * 10.05.") or a day no hour can be ("the 30.09.").
 */
function dottedDay(tokens: Token[], i: number): string | null {
  const t = tokens[i]!;
  const the = tokens[i - 1]?.word === "the" && tokens[i - 1]?.tail === "" ? 1 : 0;
  const on = tokens[i - 1 - the];
  const afterOn = on?.word === "on" && on.tail === "";
  const dotted = t.tail.startsWith(".");
  if (!dotted && !afterOn) return null;
  const parts = t.word.split(".");
  const [day = "", month = ""] = parts;
  if (parts.length !== 2 || !digitsOnly(day) || !digitsOnly(month) || day.length > 2) return null;
  if (month.length > 2 || (!afterOn && the === 0)) return null;
  const d = Number(day);
  const m = Number(month);
  if (d < 1 || d > 31 || m < 1 || m > 12 || (!afterOn && d <= 23)) return null;
  return `${d} ${monthName(m)}${dotted ? t.tail.slice(1) : t.tail}`;
}

/** Counts said as "a couple of": only of units of time ("a couple of hours" is "2 hours"). */
const COUPLED_UNITS = new Set(["minutes", "hours", "days", "weeks", "months"]);

/** The words that name a day "first thing" is said before: "first thing Monday". */
const FIRST_THING_DAYS = new Set(["today", "tomorrow", ...WEEKDAY_NAMES.keys()]);

/** True for a day written with its ordinal suffix: "3rd", "18th". */
function numberedDay(word: string): boolean {
  return digitsOnly(word.charAt(0)) && ordinalOf(word) !== undefined && !digitsOnly(word);
}

/** `text` with the everyday forms of days and times written as the readers read them. */
export function withFormsWritten(text: string): string {
  const tokens = withDayMoved(withRangeMonths(withIsoForms(text))).split(" ").map(tokenOf);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const before = tokens[i - 1];
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    // "at 1730h", "from 14h30", "at 1730 hrs": a 24-hour clock after a word of time.
    if (before && CLOCK_BEFORE.has(before.word) && before.tail === "") {
      const spaced = t.tail === "" && next !== undefined && CLOCK_WORDS.has(next.word);
      const time = clockOf(t.word, spaced);
      if (time !== null && (spaced || time !== t.word)) {
        out.push(`${time}${spaced ? next.tail : t.tail}`);
        if (spaced) i++;
        continue;
      }
      // "at 9ish": the hour said loosely is that hour.
      const hour = t.word.endsWith("ish") ? t.word.slice(0, -3) : "";
      if (before.word === "at" && digitsOnly(hour) && Number(hour) >= 1 && Number(hour) <= 12) {
        out.push(`${hour}${t.tail}`);
        continue;
      }
    }
    // "every friday 1130 to leave": four digits right after a weekday are its time.
    const weekdayClock = before && WEEKDAY_NAMES.has(before.word) && before.tail === "" &&
        t.word.length === 4 && digitsOnly(t.word)
      ? clockOf(t.word, true)
      : null;
    if (weekdayClock !== null) {
      out.push("at", `${weekdayClock}${t.tail}`);
      continue;
    }
    // "10 in morning": the part of the day said without its "the".
    if (partWithoutThe(tokens, i)) {
      out.push(t.raw, "the");
      continue;
    }
    // "gie us a shout the morn at half eight": Scots for tomorrow.
    if (theMornAt(tokens, i)) {
      out.push(`tomorrow${tokens[i + 1]!.tail}`);
      i++;
      continue;
    }
    // "remind me 7 tonight": an hour said bare to whom it is for, before its day, is "at 7".
    if (bareHourAt(tokens, i)) {
      out.push("at", t.raw);
      continue;
    }
    // "at 10 sharp", "at 7.30pm sharp": the time said exactly is that time.
    if (t.word === "sharp" && before && before.tail === "" && digitsOnly(before.word.charAt(0))) {
      const at = tokens[i - 2]?.word;
      if (at !== undefined && CLOCK_BEFORE.has(at)) {
        out[out.length - 1] = `${out[out.length - 1]}${t.tail}`;
        continue;
      }
    }
    // "on the 30.09.": a day written with dots after a word of days.
    const dotted = digitsOnly(t.raw.charAt(0)) ? dottedDay(tokens, i) : null;
    if (dotted !== null) {
      out.push(dotted);
      continue;
    }
    // "June the 12th": the month, then its day.
    if (
      t.word === "the" && t.tail === "" && before && before.tail === "" &&
      ownEntry(MONTHS, before.word) !== undefined && next && numberedDay(next.word)
    ) continue;
    // "the Saturday, the 18th": the weekday and its day, as "Saturday the 18th".
    if (
      WEEKDAY_NAMES.has(t.word) && t.tail === "," && next?.word === "the" && next.tail === "" &&
      after && numberedDay(after.word)
    ) {
      if (before?.word === "the" && before.tail === "") out.pop();
      out.push(t.raw.slice(0, -1));
      continue;
    }
    // "first thing Monday", "first thing on Monday": that day's morning.
    if (t.word === "first" && t.tail === "" && next?.word === "thing" && next.tail === "") {
      const on = after?.word === "on" && after.tail === "" ? 1 : 0;
      const day = tokens[i + 2 + on];
      if (day && FIRST_THING_DAYS.has(day.word) && before?.word !== "the") {
        if (on) out.push(after!.raw);
        out.push(day.raw.slice(0, day.raw.length - day.tail.length), `morning${day.tail}`);
        i += 2 + on;
        continue;
      }
    }
    // "in December on the 3rd": the month, then its day said apart, as "on the 3rd of December".
    const apart = monthThenDay(tokens, i);
    if (apart !== null) {
      out.push(...apart.words);
      i += apart.used - 1;
      continue;
    }
    // "before the fourteenth": a day of the month said in words, as "the 14th".
    const ordinal = dayInWords(tokens, i);
    if (ordinal !== null) {
      out.push(t.raw, `${ordinal}${next!.tail}`);
      i++;
      continue;
    }
    // "the evening of 3 July": the day, then its part ("3 July in the evening").
    const part = partOfDayAt(tokens, i);
    if (part !== null) {
      out.push(...part.words);
      i += part.used - 1;
      continue;
    }
    // "Friday just gone": last Friday.
    if (
      WEEKDAY_NAMES.has(t.word) && t.tail === "" && next?.word === "just" && next.tail === "" &&
      after?.word === "gone"
    ) {
      if (before?.word === "on" && out.length > 0) out.pop();
      out.push("last", `${t.raw}${after.tail}`);
      i += 2;
      continue;
    }
    // "next week friday", "next week monday to thursday": the weekdays, then their week.
    const week = weekFirst(tokens, i);
    if (week !== null) {
      out.push(...week.words);
      i += week.used - 1;
      continue;
    }
    // "a couple of hours", "a couple hours": two of them.
    if (t.word === "a" && t.tail === "" && next?.word === "couple" && next.tail === "") {
      const of = after?.word === "of" && after.tail === "" ? 1 : 0;
      const unit = tokens[i + 2 + of];
      if (unit && COUPLED_UNITS.has(unit.word)) {
        out.push("2", unit.raw);
        i += 2 + of;
        continue;
      }
    }
    // "day after tomorrow at 5": the day after tomorrow, said without its "the".
    if (
      t.word === "day" && t.tail === "" && next?.word === "after" && next.tail === "" &&
      after?.word === "tomorrow" && before?.word !== "the"
    ) out.push("the");
    // "this coming Saturday", "this coming weekend": this Saturday, this weekend.
    if (
      t.word === "this" && t.tail === "" && next?.word === "coming" && next.tail === "" &&
      after && (WEEKDAY_NAMES.has(after.word) || after.word === "weekend")
    ) {
      out.push(t.raw);
      i++;
      continue;
    }
    // "in a fortnight", "a fortnight from now", "a fortnight today": fourteen days from now.
    const fortnight = fortnightAt(tokens, i);
    if (fortnight !== null) {
      out.push("in", `${fortnight.days}`, `days${fortnight.tail}`);
      i += fortnight.used - 1;
      continue;
    }
    // "for sat", "on thurs", "by weds": a weekday written short, after a word that names a day.
    const short = SHORT_WEEKDAYS.get(t.word);
    // "after sun lotion", "on sat nav": a word of its own before a thing, no day.
    const ends = t.tail !== "" || !next || !WORDS_TOO.has(t.word) || DAY_GOES_ON.has(next.word) ||
      digitsOnly(next.word.charAt(0));
    if (short && ends && before && before.tail === "" && SHORT_DAY_AFTER.has(before.word)) {
      out.push(`${short}${t.tail}`);
      continue;
    }
    out.push(t.raw);
  }
  return out.join(" ");
}

/**
 * Weekdays written short ("sat", "thurs"), each with its name in full, from the one table of
 * weekday names (`WEEKDAY_NAMES`, whose first name of a day is the full one): read as one only
 * after a word of `SHORT_DAY_AFTER`.
 */
const SHORT_WEEKDAYS: ReadonlyMap<string, string> = (() => {
  const full = new Map<number, string>();
  for (const [name, day] of WEEKDAY_NAMES) if (!full.has(day)) full.set(day, name);
  const short = [...WEEKDAY_NAMES].filter(([name, day]) => full.get(day) !== name);
  return new Map(short.map(([name, day]) => {
    const whole = full.get(day)!;
    return [name, whole.charAt(0).toUpperCase() + whole.slice(1)];
  }));
})();

/** Words a weekday is said after: "for sat", "next thurs" ("I sat", "the sun" name no day). */
const SHORT_DAY_AFTER = new Set(
  "on for this next by until till til from every each last before after due".split(" "),
);

/** Weekdays written short that are words too: a day only last, or before a word of `DAY_GOES_ON`. */
const WORDS_TOO = new Set(["sat", "sun", "wed", "mon"]);

/** Words a day is said before: "on sat at 5", "sun morning", "sat or sun". */
const DAY_GOES_ON = new Set(
  "at morning afternoon evening night am pm or and to till until - the".split(" "),
);

/** How each part of a day is said after the day: "3 July in the evening", "Friday at night". */
const PART_AFTER: Readonly<Record<string, string>> = {
  morning: "in the morning",
  afternoon: "in the afternoon",
  evening: "in the evening",
  night: "at night",
};

/** True when a word may stand in a day said with its month or weekday: "the", "3rd", "of", "July". */
function ofADay(word: string): boolean {
  return word === "the" || word === "of" || ordinalOf(word) !== undefined ||
    ownEntry(MONTHS, word) !== undefined || WEEKDAY_NAMES.has(word);
}

/**
 * "the evening of 3 July", "the morning of the 5th", "the night of Friday the 12th" at `i`: the day's
 * words, then its part, or null. Read as it was, the part had been today's ("remind me the evening
 * of 3 July …" was set for this evening). The day must name a date or a weekday, never "the" alone.
 */
function partOfDayAt(tokens: Token[], i: number): { words: string[]; used: number } | null {
  const [the, part, of] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  const after = part ? ownEntry(PART_AFTER, part.word) : undefined;
  if (the?.word !== "the" || after === undefined || of?.word !== "of") return null;
  if (the.tail !== "" || part!.tail !== "" || of.tail !== "") return null;
  const day: Token[] = [];
  for (let k = i + 3; k < tokens.length && ofADay(tokens[k]!.word); k++) {
    day.push(tokens[k]!);
    if (tokens[k]!.tail !== "") break;
  }
  while (day.length > 0 && ["the", "of"].includes(day.at(-1)!.word)) day.pop();
  const names = day.some((t) =>
    WEEKDAY_NAMES.has(t.word) || ownEntry(MONTHS, t.word) !== undefined || numberedDay(t.word)
  );
  if (!names) return null;
  const last = day.at(-1)!;
  const words = [
    ...day.slice(0, -1).map((t) => t.raw),
    last.raw.slice(0, last.raw.length - last.tail.length),
  ];
  const spoken = after.split(" ");
  spoken[spoken.length - 1] = `${spoken.at(-1)}${last.tail}`;
  return { words: [...words, ...spoken], used: 3 + day.length };
}

/** The days from now each way of counting a fortnight from a day says. */
const FORTNIGHT_FROM: Readonly<Record<string, number>> = {
  "from now": 14,
  "from today": 14,
  "today": 14,
  "from tomorrow": 15,
  "tomorrow": 15,
};

/** "in a fortnight", "a fortnight from now" at `i`: its days from now and words, or null. */
function fortnightAt(
  tokens: Token[],
  i: number,
): { days: number; used: number; tail: string } | null {
  const [a, unit, w1, w2] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3]];
  if (a?.word === "in" && unit?.word === "a" && w1?.word === "fortnight" && a.tail === "") {
    return unit.tail === "" ? { days: 14, used: 3, tail: w1.tail } : null;
  }
  if (a?.word !== "a" || unit?.word !== "fortnight" || a.tail !== "" || unit.tail !== "") {
    return null;
  }
  const two = w1 && w2 && w1.tail === "" ? ownEntry(FORTNIGHT_FROM, `${w1.word} ${w2.word}`) : 0;
  if (two) return { days: two, used: 4, tail: w2!.tail };
  const one = w1 ? ownEntry(FORTNIGHT_FROM, w1.word) : undefined;
  return one ? { days: one, used: 3, tail: w1!.tail } : null;
}
