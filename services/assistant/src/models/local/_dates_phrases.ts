/**
 * Date and time phrases chrono-node does not read: parts of the day ("in the morning"), short
 * durations ("in 10 minutes"), spoken times ("half past 5") and holidays ("Easter Sunday").
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";
import { ownEntry } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";
import { COUNT_RE, countOf, MONTH_RE } from "./_dates_words.ts";
import { anyOf } from "./groups/_words.ts";
import {
  addDays,
  compareTime,
  type DateHit,
  dateHit,
  type Lean,
  type LocalDate,
  localNow,
  type LocalTime,
  nearestYear,
  validNow,
  wallClock,
  type ZoneContext,
} from "./_dates_zone.ts";
import { HOLIDAY_MOVED, HOLIDAY_NAMES } from "./_dates_holidays.ts";
import {
  keySets,
  mayHold,
  mayHoldAny,
  type NameKey,
  nameKey,
  textRuns,
} from "./_dates_holidays_keys.ts";
import { type CountryZones, inCountry } from "./_zone_countries.ts";
/**
 * The parts of the day and the hour each means, in the order they are tried; `span: false` marks
 * words that name the hour but are not said as a time of their own ("lunch" in "buy lunch").
 * Written in the notation of `groups/_words.ts`.
 */
const PARTS_OF_DAY: readonly { words: readonly string[]; hour: number; span?: false }[] = [
  { words: ["midnight"], hour: 0 },
  { words: ["noon", "midday", "lunch-time"], hour: 12 },
  { words: ["lunch"], hour: 12, span: false },
  { words: ["first thing in the morning", "first thing", "morning"], hour: 9 },
  { words: ["afternoon"], hour: 15 },
  { words: ["evening"], hour: 18 },
  { words: ["tonight", "night", "bedtime"], hour: 20 },
  {
    words: ["end of day", "end of the day", "end of work-day", "end of the work-day", "eod"],
    hour: 17,
  },
  { words: ["close of business", "cob"], hour: 17, span: false },
];

const PART_OF_DAY = PARTS_OF_DAY.map(({ words, hour }) => ({
  re: new RegExp(String.raw`\b${anyOf(words)}\b`, "iu"),
  time: { hour, minute: 0, second: 0 },
}));

/** The time a part of the day means: morning 09:00, afternoon 15:00, evening 18:00, night 20:00. */
export function partOfDayTime(text: string): LocalTime | null {
  for (const { re, time } of PART_OF_DAY) if (re.test(text)) return { ...time };
  return null;
}

/** A part of the day said as words ("in the morning", "at lunchtime"). */
export const PART_OF_DAY_SPAN = new RegExp(
  String.raw`\b(?:(?:in|this|during|at|on|by)\s+(?:the\s+)?)?` +
    anyOf(PARTS_OF_DAY.filter((p) => p.span !== false).flatMap((p) => p.words)) + String.raw`\b`,
  "giu",
);

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

/** "in 10 minutes", "in half an hour": exact instants. */
export function shortDurations(text: string, ctx: ZoneContext): DateHit[] {
  const hits: DateHit[] = [];
  const zone = safeTimeZone(ctx.timezone);
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
    hits.push(
      dateHit(m.index, m[0], { date: wall.date, time: wall.time, instant, dayCertain: true }),
    );
  }
  return hits;
}

const SPOKEN_TIME = new RegExp(
  String
    .raw`\b(?:at\s+(\d{1,2})|(?:at\s+)?(half|quarter|five|ten|twenty|twenty-five))\s+(past|after|to|before)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o'?clock)?(?:\s*(am|pm|a\.m\.|p\.m\.))?(?!\s*(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE})(?![\d\p{L}])`,
  "giu",
);

/** "half five": half past five, as said in Britain. */
const HALF_HOUR = new RegExp(
  String
    .raw`\b(?:at\s+)?half\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?!\s*(?:hours?|minutes?|mins?|[:.]\d))(?:\s*(am|pm|a\.m\.|p\.m\.))?(?![\d\p{L}])`,
  "giu",
);

/**
 * "at 18h", "9h30": a time on the 24-hour clock as written in much of Europe (not a duration);
 * "6 30 pm": a clock time dictated with a space for its colon, read only with its am or pm; "at
 * 1730", "at 0930": four digits after "at" on the 24-hour clock, without their colon.
 */
const HOUR_MARK =
  /(?<![\p{L}\d:.])(?:at\s+)?(?:([01]?\d|2[0-3])h([0-5]\d)?|(1[0-2]|0?[1-9]) ([0-5]\d)\s*([ap])\.?m\b\.?|(?<=\bat\s)([01]\d|2[0-3])([0-5]\d))(?![\p{L}\d])/giu;

/** "half past 5", "quarter to 9", "ten past three", "half five": times chrono does not read. */
export function spokenTimes(text: string, ctx: ZoneContext): DateHit[] {
  const now = localNow(ctx);
  const hits: DateHit[] = [];
  for (const m of text.matchAll(HOUR_MARK)) {
    // "for 2h" is how long, not when.
    if (/\bfor\s+$/iu.test(text.slice(Math.max(0, m.index - 5), m.index))) continue;
    const meridiem = (m[5] ?? "").toLowerCase();
    const hour = m[3] ? Number(m[3]) % 12 + (meridiem === "p" ? 12 : 0) : Number(m[1] ?? m[6]);
    const time = { hour, minute: Number(m[2] ?? m[4] ?? m[7] ?? 0), second: 0 };
    const date = compareTime(time, now.time) <= 0 ? addDays(now.date, 1) : now.date;
    hits.push(dateHit(m.index, m[0], { date, time }));
  }
  const spoken = [
    ...text.matchAll(SPOKEN_TIME),
    ...[...text.matchAll(HALF_HOUR)].map((m) => {
      const same = [m[0], undefined, "half", "past", m[1], m[2]] as unknown as RegExpExecArray;
      same.index = m.index;
      return same;
    }),
  ];
  for (const m of spoken) {
    const word = (m[1] ?? m[2] ?? "").toLowerCase();
    const minutes = word === "half"
      ? 30
      : word === "quarter"
      ? 15
      : word === "twenty-five"
      ? 25
      : countOf(word) ?? NaN;
    const hourWord = (m[4] ?? "").toLowerCase();
    // SPOKEN_TIME lets the hour be only digits or "one" to "twelve": their count is the hour.
    let hour = countOf(hourWord) ?? NaN;
    if (!(minutes > 0 && minutes < 60) || !(hour >= 0 && hour <= 12)) continue;
    // Morning or afternoon is the hour said: "quarter to seven" is 6:45 as "seven" is 7:00.
    const meridiem = (m[5] ?? "").toLowerCase().replace(/\./gu, "");
    if (meridiem === "pm" && hour < 12) hour += 12;
    else if (meridiem === "am" && hour === 12) hour = 0;
    else if (!meridiem && hour >= 1 && hour <= 6) hour += 12;
    let minute = minutes;
    if (/^(?:to|before)$/iu.test(m[3] ?? "")) {
      hour = (hour + 23) % 24;
      minute = 60 - minutes;
    }
    const time = { hour, minute, second: 0 };
    const date = compareTime(time, now.time) <= 0 ? addDays(now.date, 1) : now.date;
    hits.push(dateHit(m.index, m[0], { date, time }));
  }
  return hits;
}

interface Holiday {
  re: RegExp;
  /** The first word of each of its names, as `words()` says it: a text saying none names it. */
  firstWords: readonly string[];
  name: string;
  on: ((year: number) => LocalDate) | null;
  days: number | undefined;
  countries: readonly CountryZones[] | undefined;
  /** Its names' keys (`_dates_holidays_keys.ts`): a text holding none of them names it not. */
  keys: readonly (NameKey | null)[];
}

/** A holiday's name as a pattern: an apostrophe may be left out, "st" may take a dot. */
function namePattern(name: string): string {
  return name.split(/\s+/u).map((w) =>
    w.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&").replace(/'/gu, "'?").replace(/^st$/u, "st\\.?")
  ).join(String.raw`\s+`);
}

/** In the order tried: a name inside a longer one comes after it ("Easter" after "Easter Monday"). */
const HOLIDAYS: Holiday[] = HOLIDAY_NAMES.map((h) => ({
  re: new RegExp(
    String.raw`\b(?:${
      [...h.names].sort((a, b) => b.length - a.length).map(namePattern).join("|")
    })(?![\p{L}'])`,
    "giu",
  ),
  firstWords: [...new Set(h.names.map((n) => words(n)[0] ?? ""))],
  name: h.name,
  on: h.on,
  days: h.days,
  countries: h.countries,
  keys: h.names.map(nameKey),
}));

/** The text with every holiday's name blanked ("on Bonfire Night" is "on "): words of when. */
export function withoutHolidays(text: string): string {
  const said = textRuns(text);
  if (said !== null && !mayHoldAny(said, ALL_KEYS)) return text;
  return text.replace(ANY_HOLIDAY, " ");
}

const ALL_KEYS = keySets(HOLIDAYS.flatMap((h) => h.keys));

const ANY_HOLIDAY = new RegExp(HOLIDAYS.map((h) => h.re.source).join("|"), "giu");

/** The name of the holiday a text names ("xmas" is "Christmas"), or null. */
export function holidayName(text: string): string | null {
  const said = textRuns(text);
  for (const h of HOLIDAYS) {
    if (said !== null && !h.keys.some((k) => mayHold(said, k))) continue;
    if (text.search(h.re) >= 0) return h.name;
  }
  return null;
}

/** "the day before" or "day after" said just before a holiday: the days it moves, where it starts. */
function movedBy(text: string, start: number): { by: number; from: number } | null {
  const words = text.slice(0, start).trimEnd().split(" ");
  const by = ownEntry(HOLIDAY_MOVED, words.at(-1)?.toLowerCase() ?? "");
  if (by === undefined || words.at(-2)?.toLowerCase() !== "day") return null;
  const said = words.at(-3)?.toLowerCase() === "the" ? 3 : 2;
  const before = words.slice(0, -said).join(" ");
  return { by, from: before.length + (words.length > said ? 1 : 0) };
}

/** The holidays a text names, on the day they fall in the year meant. */
export function holidays(text: string, ctx: ZoneContext, lean: Lean): DateHit[] {
  const today = localNow(ctx).date;
  const hits: DateHit[] = [];
  const taken: [number, number][] = [];
  const said = new Set(words(text));
  for (const h of HOLIDAYS) {
    if (!h.firstWords.some((w) => said.has(w))) continue;
    if (h.countries && !h.countries.some((c) => inCountry(ctx.timezone, c))) continue;
    for (const m of text.matchAll(h.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      // A name with no computed day ("Chinese New Year") is read so no name inside it is: no day.
      if (h.on === null) {
        taken.push([start, end]);
        continue;
      }
      const after = text.slice(end);
      const year = /^\s+(\d{4})\b/u.exec(after);
      const day = year ? h.on(Number(year[1])) : nearestYear(h.on, today, lean);
      const stop = year ? end + year[0].length : end;
      // "the day before Ferragosto" is the day before it, never the holiday itself.
      const moved = movedBy(text, start);
      const from = moved ? moved.from : start;
      const date = moved ? addDays(day, moved.by) : day;
      taken.push([from, stop]);
      const endDate = h.days && !moved ? addDays(date, h.days - 1) : null;
      hits.push(
        dateHit(from, text.slice(from, stop), {
          date,
          dayCertain: true,
          yearCertain: !!year,
          endDate,
        }),
      );
    }
  }
  return hits;
}
