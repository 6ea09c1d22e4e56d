/**
 * The words a recurrence is said with (`_tool_recurrence.ts`): days of the week, the units a rule
 * repeats by, the words that say "every" and how often, and a text as its words with where each
 * was said, so the reader matches words, not characters.
 * @module
 */
import { countOf, monthNumber, ordinalOf } from "./_tool_dates.ts";
import { ownEntry } from "../../text/normalize.ts";

/** One word of a text (lower case) or one sign, with where it was said. */
export interface Word {
  w: string;
  index: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

/** The words and signs of `text`, in order. */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({
    w: m[0].toLowerCase(),
    index: m.index,
    end: m.index + m[0].length,
  }));
}

export const DAY_CODES: Readonly<Record<string, string>> = {
  monday: "MO",
  mon: "MO",
  tuesday: "TU",
  tue: "TU",
  tues: "TU",
  wednesday: "WE",
  wed: "WE",
  thursday: "TH",
  thu: "TH",
  thur: "TH",
  thurs: "TH",
  friday: "FR",
  fri: "FR",
  saturday: "SA",
  sat: "SA",
  sunday: "SU",
  sun: "SU",
};

/** The days in the order a rule lists them. */
export const ORDER = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** Words joining days in a list ("Monday, and Thursday", "Tue & Thu", "Sat or Sun"). */
export const DAY_JOINS = [", and", ",", "and", "&", "+", "or"];
/** The joins of a list that starts with a plural day ("Mondays, Tuesdays and Fridays"). */
export const PLURAL_DAY_JOINS = [", and", ",", "and", "&"];

/** "every", said of each time. */
export const EVERY = ["on every", "on each", "every", "each"];
/** "every", said of a day or a unit without "on". */
export const EACH = ["every", "each"];
/** Parts of the day a rule may be said with ("every Sunday morning"). */
export const PARTS = ["morning", "afternoon", "evening", "night"];

const OF = ["of"];
const THE = ["the"];
const PARTS_SAID = [...PARTS, ...PARTS.map((p) => `${p}s`)];

/** Words saying every so many ("every other week", "every 3rd day"); digits and counts too. */
const INTERVAL_WORDS: Readonly<Record<string, number>> = {
  other: 2,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
};
/** Counts too vague to repeat by ("every few days"). */
const VAGUE = new Set(["a", "an", "couple", "few", "several"]);

/** Every other week on a day: "every alternate Friday" too. */
export const OTHER_DAY = ["other", "second", "2nd", "alternate"];

/**
 * Units a rule repeats by ("every 2 weeks"), each word with its frequency; whether "every" may say
 * one without a count ("every hour"; "every day" is said whole, below) and a word saying it alone
 * ("hourly"). Units said in one phrase are read in the order of this table.
 */
export interface Units {
  words: Readonly<Record<string, string>>;
  bare?: boolean;
  alone?: readonly string[];
}

export const UNITS: readonly Units[] = [
  { words: { week: "WEEKLY", weeks: "WEEKLY" } },
  { words: { day: "DAILY", days: "DAILY" } },
  { words: { month: "MONTHLY", months: "MONTHLY" } },
  { words: { year: "YEARLY", years: "YEARLY" } },
  {
    words: {
      hour: "HOURLY",
      hours: "HOURLY",
      minute: "MINUTELY",
      minutes: "MINUTELY",
      min: "MINUTELY",
      mins: "MINUTELY",
    },
    bare: true,
    alone: ["hourly"],
  },
];

/**
 * The longest interval of each frequency that makes sense (a day of minutes, a month of hours,
 * about fifty years of the rest, 1000 days): a longer one, or 0, is no recurrence and runs nothing.
 */
export const MAX_INTERVAL: Readonly<Record<string, number>> = {
  MINUTELY: 1440,
  HOURLY: 744,
  DAILY: 1000,
  WEEKLY: 2600,
  MONTHLY: 600,
  YEARLY: 50,
};

/** Every day of Monday to Friday: "every weekday", "on working days", "on school days". */
export const WEEKDAY_NAMES = [
  "weekday",
  "weekdays",
  "week day",
  "week days",
  "workday",
  "workdays",
  "work day",
  "work days",
  "working day",
  "working days",
  "business day",
  "business days",
  "school day",
  "school days",
];
/** Said alone, without "every" or "on". */
export const WEEKDAYS_ALONE = ["weekdays", "week days"];
export const WEEKEND_NAMES = ["weekend", "weekends"];

/** Rules said in one word or phrase, each with what may follow it elsewhere in the text. */
export const SAID_WHOLE: readonly { phrases: readonly string[]; freq: string }[] = [
  {
    phrases: [
      "every day",
      "each day",
      "every single day",
      "each single day",
      "daily",
      "nightly",
      "once a day",
      "everyday",
      ...PARTS.flatMap((p) => [`every ${p}`, `each ${p}`, `every single ${p}`, `each single ${p}`]),
    ],
    freq: "DAILY",
  },
  { phrases: ["every week", "each week", "weekly", "once a week"], freq: "WEEKLY" },
  { phrases: ["every month", "each month", "monthly", "once a month"], freq: "MONTHLY" },
  {
    phrases: ["every year", "each year", "yearly", "annually", "once a year"],
    freq: "YEARLY",
  },
];

/** Words of a text, read from a place: what the reader's rules are built from. */
export class Reader {
  constructor(readonly t: readonly Word[]) {}

  at(i: number): string {
    return this.t[i]?.w ?? "";
  }

  /** Whether the word at `i` is written right after the one before it ("twenty-first"). */
  touching(i: number): boolean {
    const a = this.t[i - 1], b = this.t[i];
    return a !== undefined && b !== undefined && a.end === b.index;
  }

  /** Where the longest of `phrases` said at `i` ends, or -1. */
  phrase(i: number, phrases: readonly string[]): number {
    let best = -1;
    for (const parts of byFirstWord(phrases).get(this.at(i)) ?? []) {
      const ok = parts.every((part, k) => this.at(i + k) === part);
      if (ok && i + parts.length > best) best = i + parts.length;
    }
    return best;
  }

  /** `phrase`, or `i` itself when none is said: an optional word. */
  maybe(i: number, phrases: readonly string[]): number {
    const j = this.phrase(i, phrases);
    return j < 0 ? i : j;
  }

  /** An ordinal said at `i` ("3rd", "third", "twenty-first", "last"): its number and end. */
  ordinal(i: number): { n: number; next: number } | null {
    const w = this.at(i);
    if (this.at(i + 1) === "-" && this.touching(i + 1) && this.touching(i + 2)) {
      const n = ordinalOf(`${w}-${this.at(i + 2)}`);
      if (n !== undefined) return { n, next: i + 3 };
    }
    if (digits(w)) return null;
    const n = ordinalOf(w);
    return n === undefined ? null : { n, next: i + 1 };
  }

  /** A day of the month in digits at `i`, with or without "st"/"nd"/"rd"/"th" ("3", "3rd"). */
  dayNumber(i: number, suffix: "may" | "must" | "never"): { n: number; next: number } | null {
    const w = this.at(i);
    const plain = digits(w) && w.length <= 2;
    const suffixed = !plain && digits(w[0] ?? "") && this.ordinal(i) !== null;
    if (plain ? suffix === "must" : !suffixed || suffix === "never") return null;
    const n = ordinalOf(w);
    return n === undefined ? null : { n, next: i + 1 };
  }

  /** A month's name at `i` ("March", "Sept."): its number and end. */
  month(i: number): { n: number; next: number } | null {
    const n = monthNumber(this.at(i));
    if (n === undefined) return null;
    return { n, next: this.at(i + 1) === "." && this.touching(i + 1) ? i + 2 : i + 1 };
  }

  /** A day and month at `i`, either way round ("3 March", "the 3rd of March", "March 3rd"). */
  date(i: number): { month: number; day: number; next: number } | null {
    const d = this.dayNumber(i, "may");
    if (d) {
      const m = this.month(this.maybe(d.next, OF));
      if (m) return { month: m.n, day: d.n, next: m.next };
    }
    const m = this.month(i);
    const day = m ? this.dayNumber(this.maybe(m.next, THE), "may") : null;
    return m && day ? { month: m.n, day: day.n, next: day.next } : null;
  }

  /** A day of the week at `i`, maybe in the plural ("Monday", "Tuesdays", "thurs"). */
  day(i: number, plural: "may" | "must" | "never"): string | undefined {
    const w = this.at(i);
    const one = ownEntry(DAY_CODES, w);
    const many = w.endsWith("s") ? ownEntry(DAY_CODES, w.slice(0, -1)) : undefined;
    if (plural === "never") return one;
    // A list said in the plural starts with a whole name: "on tues" is one Tuesday.
    if (plural === "must") return w.endsWith("days") ? many : undefined;
    return one ?? many;
  }

  /** Days of the week in a list at `i` ("Monday and Thursday", "Tue, Thu & Sat"). */
  days(
    i: number,
    joins = DAY_JOINS,
    first: "may" | "must" = "may",
  ): { codes: string[]; next: number } | null {
    const code = this.day(i, first);
    if (!code) return null;
    const codes = new Set([code]);
    let next = i + 1;
    for (;;) {
      const j = this.phrase(next, joins);
      const more = j < 0 ? undefined : this.day(j, "may");
      if (!more) break;
      codes.add(more);
      next = j + 1;
    }
    return { codes: ORDER.filter((c) => codes.has(c)), next };
  }

  /** A part of the day said after a rule ("every Sunday morning"): where it ends. */
  part(i: number): number {
    return this.maybe(i, PARTS_SAID);
  }

  /** How often at `i` ("other", "3", "two", "3rd"): the interval and where it ends. */
  interval(i: number): { n: number; next: number } | null {
    const w = this.at(i);
    const said = ownEntry(INTERVAL_WORDS, w) ??
      (VAGUE.has(w) ? undefined : countOf(w));
    if (said === undefined) return null;
    return { n: Math.round(said), next: i + 1 };
  }
}

const SPLIT = new WeakMap<readonly string[], Map<string, string[][]>>();

/** A list of phrases as their words, by their first word: split once per list. */
function byFirstWord(phrases: readonly string[]): Map<string, string[][]> {
  let split = SPLIT.get(phrases);
  if (!split) {
    split = new Map();
    for (const p of phrases) {
      const parts = p.split(" ");
      split.set(parts[0] ?? "", [...(split.get(parts[0] ?? "") ?? []), parts]);
    }
    SPLIT.set(phrases, split);
  }
  return split;
}

/** True when `w` is written in digits only. */
function digits(w: string): boolean {
  return w.length > 0 && [...w].every((c) => c >= "0" && c <= "9");
}
