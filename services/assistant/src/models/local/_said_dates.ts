/**
 * Days and times said in words, written the way every reader of the local model already reads
 * them, before anything is read: a clock time spelled out after a word of time ("at nine fifteen"
 * is "at 9:15", "by ten thirty" "by 10:30"), an ordinal spelled out where it names a day ("the
 * twenty fourth" is "the 24th", "the third of April" "the 3rd of April") and a weekday said before
 * its date ("Friday the 3rd of April" is "Friday 3rd April"). Nothing else changes: a count of
 * people after a time ("at nine fifteen people came") and an ordinal that names no day ("the
 * third time", "the first to arrive") stay as they were, and so does text inside quotes; weeks
 * counted from a day ("two weeks today") are written as days from now, and the everyday forms of
 * `_said_dates_forms.ts` ("at 1730h", "June the 12th") as the forms the readers take. Pure.
 * @module
 */
import { signsWithoutDot, spokenAmounts } from "./_tool_text_money_said.ts";
import { languagesWritten } from "./_said_languages.ts";
import { misspeltWritten } from "./_said_misspelt.ts";
import { ownEntry } from "../../text/normalize.ts";
import { countOf } from "../../text/number_words.ts";
import { MONTHS, ordinalOf, WEEKDAY_NAMES } from "./_dates_words.ts";
import { digitsOnly } from "./_tokens.ts";
import { CLOCK_BEFORE, type Token, tokenOf, withFormsWritten } from "./_said_dates_forms.ts";

/** The hour a word says, one to twelve ("nine"), or undefined; "a", "an" and digits are none. */
function hourOf(word: string): number | undefined {
  const n = countOf(word);
  const spelled = word.length > 2 && !digitsOnly(word.charAt(0));
  return spelled && n !== undefined && Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
}

/** Minutes said alone: "fifteen", "thirty", "forty-five" (tens take a unit after them). */
const MINUTES: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};

/** Words after which a number is a count, not the minutes of a time: "at nine fifteen people". */
const COUNTED = new Set([
  "minutes",
  "minute",
  "mins",
  "min",
  "hours",
  "hour",
  "hrs",
  "seconds",
  "days",
  "weeks",
  "months",
  "years",
  "people",
  "guests",
  "times",
  "of",
  "percent",
  "%",
]);

/** Months that are verbs too ("I may second that"): a month only when written with a capital. */
const MONTH_VERBS = new Set(["may", "march", "mar"]);

/** True when a token names a month ("April", "May"; "may" in lower case is a verb). */
function monthSaid(token: Token | undefined): boolean {
  if (token === undefined || ownEntry(MONTHS, token.word) === undefined) return false;
  const first = token.raw.charAt(0);
  return !MONTH_VERBS.has(token.word) || first !== first.toLowerCase();
}

/** True for a clock time written with digits and a colon: "10:30", "9:15,". */
function clockWritten(word: string): boolean {
  const colon = word.indexOf(":");
  return colon > 0 && digitsOnly(word.charAt(0)) &&
    digitsOnly(word.charAt(colon + 1));
}

/** `n` with its ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 21st. */
function suffixed(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const end = teen
    ? "th"
    : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${end}`;
}

/** The minutes said from `i` ("fifteen", "forty five", "forty-five", "oh five") and how many words. */
function minutesAt(tokens: Token[], i: number): { minutes: number; used: number } | null {
  const t = tokens[i];
  if (!t) return null;
  if (t.word === "oh" && t.tail === "") {
    const unit = hourOf(tokens[i + 1]?.word ?? "");
    return unit !== undefined && unit <= 9 ? { minutes: unit, used: 2 } : null;
  }
  const [tens = "", unitWord] = t.word.split("-");
  const base = ownEntry(MINUTES, tens);
  if (base === undefined) return null;
  if (unitWord !== undefined) {
    const unit = hourOf(unitWord);
    return base >= 20 && base % 10 === 0 && unit !== undefined && unit <= 9
      ? { minutes: base + unit, used: 1 }
      : null;
  }
  const next = hourOf(tokens[i + 1]?.word ?? "");
  if (t.tail === "" && base >= 20 && next !== undefined && next <= 9) {
    return { minutes: base + next, used: 2 };
  }
  return { minutes: base, used: 1 };
}

/** The spaced compound ordinal at `i` ("twenty first") as one word ("twenty-first"), or null. */
function compoundAt(tokens: Token[], i: number): { word: string; used: number } | null {
  const t = tokens[i];
  const next = tokens[i + 1];
  if (!t || !next || t.tail !== "" || (t.word !== "twenty" && t.word !== "thirty")) return null;
  const word = `${t.word}-${next.word}`;
  return ordinalOf(word) !== undefined ? { word, used: 2 } : null;
}

/** True when the tokens from `i` say "of <month>" or "<month>". */
function monthFollows(tokens: Token[], i: number): boolean {
  const at = tokens[i]?.word === "of" ? i + 1 : i;
  return ownEntry(MONTHS, tokens[at]?.word ?? "") !== undefined;
}

/** `text` with its days and times said in words written as the readers read them. */
export function withDatesWritten(text: string): string {
  if (text.includes('"')) return text;
  const tokens = withFormsWritten(text).split(" ").map(tokenOf);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === undefined) continue;
    const before = tokens[i - 1];
    // "at nine fifteen", "from ten thirty": a clock time spelled out after a word of time.
    const hour = hourOf(t.word);
    // After "and" or "to" only as the second of two times ("from 10:30 to eleven fifteen"): "and
    // five fifty gram bars" counts things.
    const joined = before?.word === "and" || before?.word === "to";
    const timeBefore = joined ? clockWritten(out[out.length - 2] ?? "") : before !== undefined &&
      CLOCK_BEFORE.has(before.word);
    if (hour !== undefined && t.tail === "" && timeBefore) {
      const said = minutesAt(tokens, i + 1);
      const after = said ? tokens[i + 1 + said.used] : undefined;
      const last = said ? tokens[i + said.used] : undefined;
      if (said && said.minutes < 60 && (!after || last?.tail !== "" || !COUNTED.has(after.word))) {
        out.push(`${hour}:${String(said.minutes).padStart(2, "0")}${last?.tail ?? ""}`);
        i += said.used;
        continue;
      }
    }
    // "the twenty fourth", "the third of April", "April the third": an ordinal that names a day.
    const compound = compoundAt(tokens, i);
    const word = compound?.word ?? t.word;
    const used = compound?.used ?? 1;
    const tail = tokens[i + used - 1]?.tail ?? "";
    const day = countOf(word) === undefined ? ordinalOf(word) : undefined;
    if (day !== undefined && day > 0 && !digitsOnly(word.charAt(0))) {
      const month = monthFollows(tokens, i + used);
      const afterMonth = monthSaid(before) ||
        (before?.word === "the" && monthSaid(tokens[i - 2]));
      const afterDay = before?.word === "the" && WEEKDAY_NAMES.has(tokens[i - 2]?.word ?? "");
      const named = compound !== null && before?.word === "the";
      if ((tail === "" && month) || afterMonth || afterDay || named) {
        out.push(`${suffixed(day)}${tail}`);
        i += used - 1;
        continue;
      }
    }
    out.push(t.raw);
  }
  return withWeeksFrom(withWeekdayDates(out)).join(" ");
}

/** True for a day written as a number with its ordinal suffix: "3rd", "21st". */
function isNumberedDay(word: string): boolean {
  return word.length > 2 && digitsOnly(word.charAt(0)) &&
    ["st", "nd", "rd", "th"].includes(word.slice(-2)) &&
    ordinalOf(word) !== undefined;
}

/** "Friday the 3rd of April" as "Friday 3rd April", the form every reader takes. */
function withWeekdayDates(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    const day = tokenOf(word);
    const the = words[i + 1];
    const nth = words[i + 2];
    const month = words[i + 4];
    const ofMonth = words[i + 3] === "of" && month !== undefined &&
      ownEntry(MONTHS, tokenOf(month).word) !== undefined;
    if (
      WEEKDAY_NAMES.has(day.word) && (day.tail === "" || day.tail === ",") &&
      the?.toLowerCase() === "the" && nth !== undefined && isNumberedDay(nth) && ofMonth
    ) {
      out.push(word.slice(0, word.length - day.tail.length), nth, month);
      i += 4;
      continue;
    }
    out.push(word);
  }
  return out;
}

/** Weeks counted in words or digits: "a week", "two weeks", "3 weeks". */
const WEEK_WORDS = new Set(["week", "weeks"]);

/**
 * "two weeks today" as "in 14 days", "a week tomorrow" as "in 8 days": British English counts
 * weeks from a day, which no reader took ("add a trip to Bangkok two weeks today" made a trip to
 * "Bangkok two weeks" starting today).
 */
function withWeeksFrom(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const count = countOf(words[i] ?? "");
    const unit = tokenOf(words[i + 1] ?? "");
    const day = tokenOf(words[i + 2] ?? "");
    const from = day.word === "today" ? 0 : day.word === "tomorrow" ? 1 : -1;
    if (
      count !== undefined && Number.isInteger(count) && count > 0 && count < 10 &&
      WEEK_WORDS.has(unit.word) && unit.tail === "" && from >= 0
    ) {
      out.push("in", `${count * 7 + from}`, `days${day.tail}`);
      i += 2;
      continue;
    }
    out.push(words[i] ?? "");
  }
  return out;
}

/**
 * `text` with what the readers read in digits written so: its days and times
 * ({@link withDatesWritten}; a weekday, a month, a group's noun or a request's verb written one
 * letter wrong written right, once words of other languages are English, `_said_misspelt.ts`) and its amounts said in words next to their money ("under a hundred
 * and fifty bucks", `spokenAmounts`), before the message is parted into requests, so a part says
 * its amount wherever it is read.
 */
export function writtenAsRead(text: string): string {
  // Text inside quotes stays as it was written, its amounts too (as `withDatesWritten` keeps it).
  if (text.includes('"')) return text;
  // A message's parts are written again and again as it is read: each text is written once.
  const known = WRITTEN.get(text);
  if (known !== undefined) return known;
  const written = withDatesWritten(
    spokenAmounts(signsWithoutDot(misspeltWritten(languagesWritten(text)))),
  );
  if (WRITTEN.size >= WRITTEN_MAX) WRITTEN.clear();
  WRITTEN.set(text, written);
  return written;
}

/** The texts written lately, each with what it is written as (pure, so kept as it was). */
const WRITTEN = new Map<string, string>();
/** The most texts kept: those of a few messages' readings. */
const WRITTEN_MAX = 512;
