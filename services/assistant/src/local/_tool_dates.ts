/**
 * Dates and times in what people write, read in the user's time zone: chrono-node finds the
 * expressions, and the wall-clock result is turned into an instant with the zone's real UTC offset
 * at that instant (from `Intl`, so daylight saving time is right on both sides of a change).
 * Pure functions; the clock is always passed in.
 * @module
 */
import * as chrono from "chrono-node";
import { ownEntry } from "./_text.ts";

/** A calendar day. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** A wall-clock time. */
export interface LocalTime {
  hour: number;
  minute: number;
  second: number;
}

/** When "now" is, and where the user is. */
export interface ZoneContext {
  now: Date;
  /** IANA time zone; an invalid one is read as UTC. */
  timezone: string;
}

/** One date or time expression found in a text. */
export interface DateHit {
  /** Where it is in the text searched. */
  index: number;
  end: number;
  /** The day meant (today when only a time was said). */
  date: LocalDate;
  /** The time said, or null when none was. */
  time: LocalTime | null;
  /** An exact instant, for durations shorter than a day ("in 10 minutes"). */
  instant: Date | null;
  /** True when a day was said (a date, a weekday, "tomorrow"), not only a time or a month. */
  dayCertain: boolean;
  /** True when only a month was said ("next month", "in March"): `date` is its first day. */
  monthOnly: boolean;
  /** True when the day was said as a weekday only ("on Friday"). */
  weekdayOnly: boolean;
  /** True when the year was said. */
  yearCertain: boolean;
  /** The last day of a range ("from 3 to 7 December"), or null. */
  endDate: LocalDate | null;
  /** What it says, as found. */
  text: string;
}

/** Which way an expression without a year or week leans: plans lean ahead, spending back. */
export type Lean = "future" | "past";

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** The zone if the runtime knows it, else "UTC". */
export function safeZone(zone: string): string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return "UTC";
  if (FORMATTERS.has(zone)) return zone;
  try {
    formatter(zone);
    return zone;
  } catch {
    return "UTC";
  }
}

function formatter(zone: string): Intl.DateTimeFormat {
  let f = FORMATTERS.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (FORMATTERS.size > 200) FORMATTERS.clear();
    FORMATTERS.set(zone, f);
  }
  return f;
}

/** The wall clock in `zone` at `instant`. */
export function wallClock(instant: Date, zone: string): { date: LocalDate; time: LocalTime } {
  const parts: Record<string, number> = {};
  for (const p of formatter(safeZone(zone)).formatToParts(instant)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    date: { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 },
    time: { hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, second: parts.second ?? 0 },
  };
}

/** The UTC offset of `zone` at `instant`, in minutes east of UTC (Paris in winter: 60). */
export function offsetMinutes(instant: Date, zone: string): number {
  const { date, time } = wallClock(instant, zone);
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant a wall-clock time in `zone` names. A time skipped by a daylight saving change
 * (02:30 on the night clocks go forward) becomes the same wall time after the change (03:30); a
 * time that happens twice is read with the offset after the change.
 */
export function wallToInstant(date: LocalDate, time: LocalTime, zone: string): Date {
  const target = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second);
  let t = target - offsetMinutes(new Date(target), zone) * 60_000;
  t = target - offsetMinutes(new Date(t), zone) * 60_000;
  return new Date(t);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** "2026-03-30". */
export function isoDate(d: LocalDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** An instant as ISO 8601 with the offset `zone` has at that instant: "2026-03-30T09:00:00+02:00". */
export function isoDateTime(instant: Date, zone: string): string {
  const z = safeZone(zone);
  const { date, time } = wallClock(instant, z);
  const off = offsetMinutes(instant, z);
  const sign = off < 0 ? "-" : "+";
  return `${isoDate(date)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}${sign}${
    pad(Math.floor(Math.abs(off) / 60))
  }:${pad(Math.abs(off) % 60)}`;
}

/** The day `n` days after `d` (before, when negative). */
export function addDays(d: LocalDate, n: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(d: LocalDate): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: LocalDate, b: LocalDate): number {
  return (a.year - b.year) * 10_000 + (a.month - b.month) * 100 + (a.day - b.day);
}

/** The number of days in a month. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when the day exists (no 31 April). */
export function isRealDate(d: LocalDate): boolean {
  return Number.isInteger(d.year) && d.month >= 1 && d.month <= 12 && d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month);
}

/** Today and now on the user's wall clock. */
export function localNow(ctx: ZoneContext): { date: LocalDate; time: LocalTime } {
  return wallClock(validNow(ctx), safeZone(ctx.timezone));
}

function validNow(ctx: ZoneContext): Date {
  return ctx.now instanceof Date && !Number.isNaN(ctx.now.getTime()) ? ctx.now : new Date(0);
}

// ---------------------------------------------------------------------------------------------
// Words

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

const SMALL_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  "a couple of": 2,
  "a couple": 2,
  couple: 2,
  "a few": 3,
  few: 3,
  several: 3,
};

/** A count written in digits or words ("2", "two", "a couple of"), or undefined. */
export function countOf(word: string): number | undefined {
  const w = word.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/u.test(w)) return Number(w);
  return ownEntry(SMALL_NUMBERS, w);
}

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

/** The number an ordinal means (-1 for "last"), or undefined. */
export function ordinalOf(word: string): number | undefined {
  const w = word.trim().toLowerCase();
  const digits = /^(\d{1,2})(?:st|nd|rd|th)?$/u.exec(w);
  if (digits) return Number(digits[1]);
  return ownEntry(ORDINAL_WORDS, w);
}

// ---------------------------------------------------------------------------------------------
// Finding expressions

const PART_OF_DAY: [RegExp, LocalTime][] = [
  [/\bmidnight\b/iu, { hour: 0, minute: 0, second: 0 }],
  [/\b(?:noon|midday|lunch\s*time|lunch)\b/iu, { hour: 12, minute: 0, second: 0 }],
  [/\bmorning\b/iu, { hour: 9, minute: 0, second: 0 }],
  [/\bafternoon\b/iu, { hour: 15, minute: 0, second: 0 }],
  [/\bevening\b/iu, { hour: 18, minute: 0, second: 0 }],
  [/\b(?:tonight|night|bedtime)\b/iu, { hour: 20, minute: 0, second: 0 }],
  [/\b(?:end of (?:the )?(?:work\s*)?day|eod|close of business|cob)\b/iu, {
    hour: 17,
    minute: 0,
    second: 0,
  }],
];

/** The time a part of the day means: morning 09:00, afternoon 15:00, evening 18:00, night 20:00. */
export function partOfDayTime(text: string): LocalTime | null {
  for (const [re, time] of PART_OF_DAY) if (re.test(text)) return { ...time };
  return null;
}

const PART_OF_DAY_SPAN =
  /\b(?:(?:in|this|during|at|on|by)\s+(?:the\s+)?)?(?:morning|afternoon|evening|tonight|night|midnight|noon|midday|lunch\s*time|lunchtime|bedtime|end of (?:the )?(?:work\s*)?day|eod)\b/giu;

const UNIT_MS: Readonly<Record<string, number>> = {
  s: 1000,
  sec: 1000,
  secs: 1000,
  second: 1000,
  seconds: 1000,
  m: 60_000,
  min: 60_000,
  mins: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hr: 3_600_000,
  hrs: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
};

const SHORT_DURATION = new RegExp(
  String
    .raw`\b(?:(?:in|within|after)\s+(?:about\s+|around\s+|roughly\s+|just\s+)?(${COUNT_RE}|half\s+an?)\s*` +
    String
      .raw`(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|m|s)\b(\s+and\s+a\s+half)?(?:\s+from\s+now)?|(${COUNT_RE})\s*(seconds?|secs?|minutes?|mins?|hours?|hrs?)\s+from\s+now\b)`,
  "giu",
);

function shortDurations(text: string, ctx: ZoneContext): DateHit[] {
  const hits: DateHit[] = [];
  const zone = safeZone(ctx.timezone);
  for (const m of text.matchAll(SHORT_DURATION)) {
    const countWord = (m[1] ?? m[4] ?? "").toLowerCase();
    const unit = (m[2] ?? m[5] ?? "").toLowerCase();
    const perUnit = ownEntry(UNIT_MS, unit);
    if (perUnit === undefined) continue;
    let count = /^half/u.test(countWord) ? 0.5 : countOf(countWord);
    if (count === undefined || !Number.isFinite(count) || count <= 0 || count > 100_000) continue;
    if (m[3]) count += 0.5;
    const instant = new Date(validNow(ctx).getTime() + Math.round(count * perUnit));
    const wall = wallClock(instant, zone);
    hits.push({
      index: m.index,
      end: m.index + m[0].length,
      date: wall.date,
      time: wall.time,
      instant,
      dayCertain: true,
      monthOnly: false,
      weekdayOnly: false,
      yearCertain: false,
      endDate: null,
      text: m[0],
    });
  }
  return hits;
}

const CLOCK_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const SPOKEN_TIME = new RegExp(
  String
    .raw`\b(?:at\s+(\d{1,2})|(?:at\s+)?(half|quarter|five|ten|twenty|twenty-five))\s+(past|after|to|before)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o'?clock)?(?:\s*(am|pm|a\.m\.|p\.m\.))?(?!\s*(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE})(?![\d\p{L}])`,
  "giu",
);

/** "half past 5", "quarter to 9", "ten past three": times chrono does not read. */
function spokenTimes(text: string, ctx: ZoneContext): DateHit[] {
  const now = localNow(ctx);
  const hits: DateHit[] = [];
  for (const m of text.matchAll(SPOKEN_TIME)) {
    const word = (m[1] ?? m[2] ?? "").toLowerCase();
    const minutes = word === "half"
      ? 30
      : word === "quarter"
      ? 15
      : word === "twenty-five"
      ? 25
      : countOf(word) ?? NaN;
    const hourWord = (m[4] ?? "").toLowerCase();
    let hour = /^\d+$/u.test(hourWord) ? Number(hourWord) : ownEntry(CLOCK_WORDS, hourWord) ?? NaN;
    if (!(minutes > 0 && minutes < 60) || !(hour >= 0 && hour <= 12)) continue;
    const before = /^(?:to|before)$/iu.test(m[3] ?? "");
    let minute = minutes;
    if (before) {
      hour = (hour + 23) % 24;
      minute = 60 - minutes;
    }
    const meridiem = (m[5] ?? "").toLowerCase().replace(/\./gu, "");
    if (meridiem === "pm" && hour < 12) hour += 12;
    else if (meridiem === "am" && hour === 12) hour = 0;
    else if (!meridiem && hour >= 1 && hour <= 6) hour += 12;
    const time = { hour, minute, second: 0 };
    const date = compareTime(time, now.time) <= 0 ? addDays(now.date, 1) : now.date;
    hits.push({
      index: m.index,
      end: m.index + m[0].length,
      date,
      time,
      instant: null,
      dayCertain: false,
      monthOnly: false,
      weekdayOnly: false,
      yearCertain: false,
      endDate: null,
      text: m[0],
    });
  }
  return hits;
}

interface Holiday {
  re: RegExp;
  name: string;
  on: (year: number) => LocalDate;
}

function easter(year: number): LocalDate {
  // Anonymous Gregorian algorithm.
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

function nthWeekday(year: number, month: number, weekday: number, n: number): LocalDate {
  const first = weekdayOf({ year, month, day: 1 });
  return { year, month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7 };
}

const fixed = (month: number, day: number) => (year: number): LocalDate => ({ year, month, day });

const HOLIDAYS: Holiday[] = [
  { re: /\bchristmas\s+eve\b|\bxmas\s+eve\b/iu, name: "Christmas Eve", on: fixed(12, 24) },
  { re: /\bboxing\s+day\b/iu, name: "Boxing Day", on: fixed(12, 26) },
  { re: /\b(?:christmas|xmas)(?:\s+day)?\b/iu, name: "Christmas", on: fixed(12, 25) },
  { re: /\bnew\s+year'?s\s+eve\b|\bnye\b/iu, name: "New Year's Eve", on: fixed(12, 31) },
  {
    re: /\bnew\s+year'?s?(?:\s+day)?\b|\bthe\s+new\s+year\b/iu,
    name: "New Year",
    on: (y) => ({ year: y, month: 1, day: 1 }),
  },
  { re: /\bhalloween\b/iu, name: "Halloween", on: fixed(10, 31) },
  { re: /\bvalentine'?s?(?:\s+day)?\b/iu, name: "Valentine's Day", on: fixed(2, 14) },
  {
    re: /\b(?:st\.?|saint)\s+patrick'?s?(?:\s+day)?\b/iu,
    name: "St Patrick's Day",
    on: fixed(3, 17),
  },
  {
    re: /\bindependence\s+day\b|\b(?:the\s+)?fourth\s+of\s+july\b/iu,
    name: "Independence Day",
    on: fixed(7, 4),
  },
  { re: /\bbastille\s+day\b/iu, name: "Bastille Day", on: fixed(7, 14) },
  { re: /\beaster(?:\s+sunday)?\b/iu, name: "Easter", on: easter },
  {
    re: /\bthanksgiving\b/iu,
    name: "Thanksgiving",
    on: (y) => nthWeekday(y, 11, 4, 4),
  },
  { re: /\bmother'?s\s+day\b/iu, name: "Mother's Day", on: (y) => nthWeekday(y, 5, 0, 2) },
  { re: /\bfather'?s\s+day\b/iu, name: "Father's Day", on: (y) => nthWeekday(y, 6, 0, 3) },
];

/** The name of the holiday a text names ("xmas" is "Christmas"), or null. */
export function holidayName(text: string): string | null {
  for (const h of HOLIDAYS) if (h.re.test(text)) return h.name;
  return null;
}

function holidays(text: string, ctx: ZoneContext, lean: Lean): DateHit[] {
  const today = localNow(ctx).date;
  const hits: DateHit[] = [];
  const taken: [number, number][] = [];
  for (const h of HOLIDAYS) {
    const re = new RegExp(h.re.source, "giu");
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const after = text.slice(end);
      const year = /^\s+(\d{4})\b/u.exec(after);
      let date = h.on(year ? Number(year[1]) : today.year);
      if (!year) {
        if (lean === "future" && compareDates(date, today) < 0) date = h.on(today.year + 1);
        if (lean === "past" && compareDates(date, today) > 0) date = h.on(today.year - 1);
      }
      const stop = year ? end + year[0].length : end;
      taken.push([start, stop]);
      hits.push({
        index: start,
        end: stop,
        date,
        time: null,
        instant: null,
        dayCertain: true,
        monthOnly: false,
        weekdayOnly: false,
        yearCertain: year !== null,
        endDate: null,
        text: text.slice(start, stop),
      });
    }
  }
  return hits;
}

const ORDINAL_DAY = new RegExp(
  String
    .raw`\b(?:on\s+)?the\s+(\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twentieth|thirtieth)\b(?!\s*(?:of\s+)?(?:${MONTH_RE}|every|each|the\s+month|this\s+month|next\s+month|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|time|one|floor|item|task|note|reminder|trip)\b)`,
  "giu",
);

function ordinalDays(text: string, ctx: ZoneContext, lean: Lean): DateHit[] {
  const today = localNow(ctx).date;
  const hits: DateHit[] = [];
  for (const m of text.matchAll(ORDINAL_DAY)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    if (new RegExp(String.raw`${MONTH_RE}\s*$`, "iu").test(before)) continue;
    const day = ordinalOf(m[1] ?? "");
    if (day === undefined || day < 1 || day > 31) continue;
    let date: LocalDate = { year: today.year, month: today.month, day };
    for (let i = 0; i < 14; i++) {
      const ok = isRealDate(date) &&
        (lean === "future" ? compareDates(date, today) >= 0 : compareDates(date, today) <= 0);
      if (ok) break;
      const step = lean === "future" ? 1 : -1;
      const month0 = date.year * 12 + (date.month - 1) + step;
      date = { year: Math.floor(month0 / 12), month: (month0 % 12) + 1, day };
    }
    if (!isRealDate(date)) continue;
    hits.push({
      index: m.index,
      end: m.index + m[0].length,
      date,
      time: null,
      instant: null,
      dayCertain: true,
      monthOnly: false,
      weekdayOnly: false,
      yearCertain: false,
      endDate: null,
      text: m[0],
    });
  }
  return hits;
}

/** True for zones whose people write 5/6 for the 5th of June; the Americas write it month first. */
function dayFirst(zone: string): boolean {
  return !/^(?:America\/|US\/|Canada\/|Pacific\/Honolulu)/u.test(zone);
}

const SLASH_DATE =
  /(?<![\d/.\p{L}])(\d{1,2})([/.])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d/\p{L}]|\.\d)/gu;

/** "5/6" and "12.03.2027" read day first outside the Americas (chrono reads them month first). */
function slashDates(text: string, ctx: ZoneContext, lean: Lean): DateHit[] {
  const zone = safeZone(ctx.timezone);
  if (!dayFirst(zone)) return [];
  const today = localNow(ctx).date;
  const hits: DateHit[] = [];
  for (const m of text.matchAll(SLASH_DATE)) {
    if (m[2] === "." && !m[4]) continue;
    const day = Number(m[1]);
    const month = Number(m[3]);
    let year = m[4] ? Number(m[4]) : today.year;
    if (m[4] && m[4].length === 2) year += 2000;
    let date: LocalDate = { year, month, day };
    if (!isRealDate({ ...date, year: 2000 })) continue;
    if (!m[4]) {
      if (lean === "future" && compareDates(date, today) < 0) date = { ...date, year: year + 1 };
      if (lean === "past" && compareDates(date, today) > 0) date = { ...date, year: year - 1 };
    }
    if (!isRealDate(date)) continue;
    hits.push({
      index: m.index,
      end: m.index + m[0].length,
      date,
      time: null,
      instant: null,
      dayCertain: true,
      monthOnly: false,
      weekdayOnly: false,
      yearCertain: m[4] !== undefined,
      endDate: null,
      text: m[0],
    });
  }
  return hits;
}

/** Words chrono reads as dates that in a sentence are mostly not ("sun cream", "I may"). */
const NOT_A_DATE_WORD = /^(?:(?:the|a)\s+)?(?:week|month|year|day|time|moment)$/iu;
const NOT_A_DATE =
  /^(?:now|sun|sat|mon|tue|tues|wed|thu|thur|thurs|fri|may|march|second|mar|jan|jun|jul|aug|sep|oct|nov|dec|feb|apr|sec)$/u;

function blank(text: string, hits: readonly DateHit[]): string {
  let out = text;
  for (const h of hits) {
    out = out.slice(0, h.index) + " ".repeat(h.end - h.index) + out.slice(h.end);
  }
  return out;
}

/**
 * "between 3 and 7 December" and "from 10 to 14 June" read as day ranges (chrono reads "from 10
 * to 14" as hours), keeping every index in place.
 */
function dayRanges(text: string): string {
  const re = new RegExp(
    String
      .raw`\b(between|from)(\s+\d{1,2}(?:st|nd|rd|th)?\s*)(and|to|until|till|through|-)(\s*\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE})`,
    "giu",
  );
  return text.replace(re, (_m, word: string, first: string, joiner: string, second: string) => {
    const to = joiner.length >= 2 ? " ".repeat(joiner.length - 2) + "to" : "-";
    return " ".repeat(word.length) + first + to + second;
  });
}

function fromComponents(
  c: chrono.ParsedComponents,
): { date: LocalDate; time: LocalTime | null; certainHour: boolean } {
  const date = {
    year: c.get("year") ?? 1970,
    month: c.get("month") ?? 1,
    day: c.get("day") ?? 1,
  };
  const certainHour = c.isCertain("hour");
  const time = certainHour
    ? { hour: c.get("hour") ?? 0, minute: c.get("minute") ?? 0, second: c.get("second") ?? 0 }
    : null;
  return { date, time, certainHour };
}

/**
 * Every date and time expression in `text`, in order.
 * A time said without am/pm from 1 to 6 ("at 3") is read as afternoon (unless `assumePm` is
 * false); "morning", "evening" and
 * the like give the time they usually mean ({@link partOfDayTime}). A time said without a day that
 * has already passed today means tomorrow.
 */
export function findDates(
  text: string,
  ctx: ZoneContext,
  lean: Lean = "future",
  assumePm = true,
): DateHit[] {
  const zone = safeZone(ctx.timezone);
  const now = validNow(ctx);
  const today = wallClock(now, zone);
  const own = [...shortDurations(text, ctx)];
  for (const h of [...holidays(blank(text, own), ctx, lean)]) own.push(h);
  for (const h of ordinalDays(blank(text, own), ctx, lean)) own.push(h);
  for (const h of slashDates(blank(text, own), ctx, lean)) own.push(h);
  for (const h of spokenTimes(blank(text, own), ctx)) own.push(h);
  const rest = dayRanges(blank(text, own));
  let results: chrono.ParsedResult[] = [];
  try {
    results = chrono.casual.parse(
      rest,
      { instant: now, timezone: offsetMinutes(now, zone) },
      { forwardDate: lean === "future" },
    );
  } catch {
    results = [];
  }
  const hits: DateHit[] = [...own];
  for (const r of results) {
    const found = r.text.trim();
    if (NOT_A_DATE.test(found) || NOT_A_DATE_WORD.test(found)) continue;
    if (/^\d{1,4}$/u.test(found)) continue;
    const start = fromComponents(r.start);
    const s = r.start;
    const dayCertain = s.isCertain("day") || s.isCertain("weekday");
    const monthOnly = !dayCertain && s.isCertain("month");
    const yearCertain = s.isCertain("year");
    let date = start.date;
    let time = start.time;
    if (monthOnly) date = { ...date, day: 1 };
    if (!dayCertain && !monthOnly && s.isCertain("year")) {
      date = { year: date.year, month: 1, day: 1 };
    }
    if (assumePm && time && !s.isCertain("meridiem") && time.hour >= 1 && time.hour <= 6) {
      // "at 3" in a message is three in the afternoon; "03:00" and "3am" stay as written.
      if (!/\b0\d[:.h]|\ba\.?m\b|\bmorning\b/iu.test(r.text)) {
        time = { ...time, hour: time.hour + 12 };
      }
    }
    if (!time) time = partOfDayTime(r.text);
    if (
      s.isCertain("weekday") && !s.isCertain("day") &&
      !/\b(?:next|last|this|coming|past|previous)\b/iu.test(r.text)
    ) {
      // A bare weekday is the nearest one: ahead for plans (today while its time is still ahead),
      // behind for what was spent.
      const wd = s.get("weekday") ?? 0;
      const base = today.date;
      const diff = (wd - weekdayOf(base) + 7) % 7;
      if (lean === "future") {
        date = addDays(base, diff);
        if (diff === 0 && time && compareTime(time, today.time) <= 0) date = addDays(base, 7);
      } else {
        date = addDays(base, diff === 0 ? 0 : diff - 7);
      }
    }
    if (lean === "past" && !yearCertain && dayCertain && compareDates(date, today.date) > 0) {
      if (s.isCertain("month")) date = { ...date, year: date.year - 1 };
    }
    if (lean === "past" && monthOnly && !yearCertain && compareDates(date, today.date) > 0) {
      date = { ...date, year: date.year - 1 };
    }
    if (!dayCertain && !monthOnly && time) {
      // Only a time was said: today, or tomorrow when that time has already passed today.
      date = today.date;
      if (compareTime(time, today.time) <= 0) date = addDays(today.date, 1);
    }
    let endDate: LocalDate | null = null;
    if (r.end) {
      const e = fromComponents(r.end).date;
      endDate = isRealDate(e) ? e : null;
      if (endDate && compareDates(endDate, date) < 0 && !r.end.isCertain("year")) {
        endDate = { ...endDate, year: endDate.year + 1 };
      }
    }
    if (!isRealDate(date)) continue;
    hits.push({
      index: r.index,
      end: r.index + r.text.length,
      date,
      time,
      instant: null,
      dayCertain,
      monthOnly,
      weekdayOnly: s.isCertain("weekday") && !s.isCertain("day"),
      yearCertain,
      endDate,
      text: r.text,
    });
  }
  // Parts of the day chrono left alone ("every Sunday morning" once the recurrence is taken out).
  const blankedForParts = blank(text, hits);
  for (const m of blankedForParts.matchAll(PART_OF_DAY_SPAN)) {
    const time = partOfDayTime(m[0]);
    if (!time) continue;
    let date = today.date;
    if (compareTime(time, today.time) <= 0) date = addDays(date, 1);
    hits.push({
      index: m.index,
      end: m.index + m[0].length,
      date,
      time,
      instant: null,
      dayCertain: false,
      monthOnly: false,
      weekdayOnly: false,
      yearCertain: false,
      endDate: null,
      text: m[0],
    });
  }
  return mergeAdjacent(text, hits.sort((a, b) => a.index - b.index));
}

/** "Friday" then "in the morning", or "tomorrow" then "at 5": one moment, not two. */
function mergeAdjacent(text: string, hits: DateHit[]): DateHit[] {
  const out: DateHit[] = [];
  for (const h of hits) {
    const prev = out[out.length - 1];
    if (
      prev && prev.end <= h.index &&
      /^[\s,]*(?:at|on|by|around|about|in|in the|this)?[\s,]*$/iu.test(
        text.slice(prev.end, h.index),
      ) &&
      prev.instant === null && h.instant === null && prev.endDate === null && h.endDate === null
    ) {
      const prevDay = prev.dayCertain || prev.monthOnly;
      const [dayHit, timeHit] = prevDay ? [prev, h] : [h, prev];
      if (
        (dayHit.dayCertain || dayHit.monthOnly) && !timeHit.dayCertain && !timeHit.monthOnly &&
        timeHit.time !== null && dayHit.time === null
      ) {
        out[out.length - 1] = {
          ...dayHit,
          index: prev.index,
          end: h.end,
          time: timeHit.time,
          text: text.slice(prev.index, h.end),
        };
        continue;
      }
    }
    out.push(h);
  }
  return out;
}

function compareTime(a: LocalTime, b: LocalTime): number {
  return (a.hour - b.hour) * 3600 + (a.minute - b.minute) * 60 + (a.second - b.second);
}

/**
 * The moment a hit names, as ISO 8601 with the zone's offset; `defaultTime` when no time was said.
 * A weekday whose moment has passed today means that weekday next week; "today" without a time,
 * once `defaultTime` has passed, means the next full hour.
 */
export function momentOf(hit: DateHit, ctx: ZoneContext, defaultTime: LocalTime): string {
  const zone = safeZone(ctx.timezone);
  const now = validNow(ctx);
  if (hit.instant) return isoDateTime(hit.instant, zone);
  let at = wallToInstant(hit.date, hit.time ?? defaultTime, zone);
  if (at.getTime() <= now.getTime()) {
    if (hit.weekdayOnly) {
      at = wallToInstant(addDays(hit.date, 7), hit.time ?? defaultTime, zone);
    } else if (hit.time === null && compareDates(hit.date, wallClock(now, zone).date) === 0) {
      at = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
    }
  }
  return isoDateTime(at, zone);
}

/** The text with the spans of `hits` taken out, and the spaces and commas around them tidied. */
export function withoutSpans(
  text: string,
  spans: readonly { index: number; end: number }[],
): string {
  let out = text;
  const sorted = [...spans].sort((a, b) => b.index - a.index);
  for (const s of sorted) out = out.slice(0, s.index) + " " + out.slice(s.end);
  return out.replace(/\s+,/gu, ",").replace(/\s{2,}/gu, " ").trim();
}

/** A day said in one place and a time in another ("on Friday ... at 5") make one moment. */
export function combineHits(hits: DateHit[]): DateHit | null {
  const first = hits[0];
  if (!first) return null;
  if (first.instant || (first.time && first.dayCertain)) return first;
  const day = hits.find((h) => h.dayCertain || h.monthOnly);
  const time = hits.find((h) => h.time !== null && !h.dayCertain && !h.monthOnly);
  if (day && time && day.time === null) return { ...day, time: time.time };
  return day ?? first;
}
