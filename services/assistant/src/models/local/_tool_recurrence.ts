/**
 * Recurrence in what people write ("every weekday at 9", "every first Monday", "every 2 weeks on
 * Friday", "every year on 3 March") as the RFC 5545 RRULE the reminder tool takes, validated and
 * scheduled with the rrule library.
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";
import rrulePkg from "rrule";
import {
  compareDates,
  countOf,
  isoDateTime,
  type LocalDate,
  localNow,
  type LocalTime,
  MONTH_RE,
  monthNumber,
  ORDINAL_RE,
  ordinalOf,
  partOfDayTime,
  wallToInstant,
  type ZoneContext,
} from "./_tool_dates.ts";
import { ownEntry } from "../../text/normalize.ts";

const { RRule } = rrulePkg;

/** A recurrence found in a text. */
export interface Recurrence {
  /** The RRULE without DTSTART, such as "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR". */
  rule: string;
  /** Where it was said. */
  index: number;
  end: number;
  /** The time its words imply ("every morning": 09:00), or null. */
  time: LocalTime | null;
}

const DAY_CODES: Readonly<Record<string, string>> = {
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

const ORDER = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

const DAY = String
  .raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)`;
const DAYS = String.raw`${DAY}s?(?:\s*(?:,\s*(?:and\s+)?|and|&|\+|or)\s*${DAY}s?)*`;
const PART = String.raw`(?:\s+(?:morning|afternoon|evening|night)s?)?`;
const EVERY = String.raw`(?:every|each|on\s+every|on\s+each)`;
const INTERVAL = String.raw`(?:other|second|2nd|third|3rd|fourth|4th|\d+|two|three|four|five|six)`;

function dayCodes(list: string): string[] {
  const codes = new Set<string>();
  for (const m of list.toLowerCase().matchAll(new RegExp(DAY, "gu"))) {
    const code = ownEntry(DAY_CODES, m[0]);
    if (code) codes.add(code);
  }
  return ORDER.filter((c) => codes.has(c));
}

function intervalOf(word: string): number {
  const w = word.toLowerCase();
  if (w === "other" || w === "second" || w === "2nd") return 2;
  if (w === "third" || w === "3rd") return 3;
  if (w === "fourth" || w === "4th") return 4;
  return Math.min(Math.max(Math.round(countOf(w) ?? 1), 1), 1000);
}

interface Pattern {
  re: RegExp;
  build: (m: RegExpExecArray, text: string) => string | null;
}

function withInterval(freq: string, n: number, rest = ""): string {
  return `FREQ=${freq}${n > 1 ? `;INTERVAL=${n}` : ""}${rest}`;
}

/** A day said with the weekly rule elsewhere in the text ("weekly on Monday"). */
function daysNearby(text: string): string {
  const m = new RegExp(String.raw`\bon\s+(${DAYS})\b`, "iu").exec(text);
  const codes = m ? dayCodes(m[1] ?? "") : [];
  return codes.length > 0 ? `;BYDAY=${codes.join(",")}` : "";
}

/** A day of the month said with the monthly rule elsewhere ("monthly on the 15th"). */
function monthDayNearby(text: string): string {
  const last = /\b(?:on\s+)?the\s+last\s+day\b/iu.test(text);
  if (last) return ";BYMONTHDAY=-1";
  const m = new RegExp(String.raw`\b(?:on\s+)?the\s+(${ORDINAL_RE}|\d{1,2})\b`, "iu").exec(text);
  const n = m ? ordinalOf(m[1] ?? "") : undefined;
  return n !== undefined && n >= 1 && n <= 31 ? `;BYMONTHDAY=${n}` : "";
}

/** A day and month said with the yearly rule elsewhere ("every year on 3 March"). */
function yearDayNearby(text: string): string {
  const dm = new RegExp(
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH_RE})(?![\p{L}])`,
    "iu",
  ).exec(text);
  const md = new RegExp(
    String.raw`\b(${MONTH_RE})\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b`,
    "iu",
  ).exec(text);
  const month = monthNumber((dm ? dm[2] : md?.[1]) ?? "");
  const day = Number((dm ? dm[1] : md?.[2]) ?? NaN);
  if (month === undefined || !(day >= 1 && day <= 31)) return "";
  return `;BYMONTH=${month};BYMONTHDAY=${day}`;
}

const PATTERNS: Pattern[] = [
  // every first Monday (of the month), the last Friday of every month
  {
    re: new RegExp(
      String
        .raw`\b(?:${EVERY}\s+(${ORDINAL_RE})\s+(${DAY})(?:\s+of\s+(?:the|every|each)\s+month)?|(?:on\s+)?the\s+(${ORDINAL_RE})\s+(${DAY})\s+(?:of\s+)?(?:every|each)\s+month|(?:on\s+)?the\s+(${ORDINAL_RE})\s+(${DAY})\s+of\s+the\s+month|(?:monthly|once\s+a\s+month)\s+on\s+the\s+(${ORDINAL_RE})\s+(${DAY}))\b`,
      "iu",
    ),
    build: (m) => {
      const n = ordinalOf(m[1] ?? m[3] ?? m[5] ?? m[7] ?? "");
      const code = ownEntry(DAY_CODES, (m[2] ?? m[4] ?? m[6] ?? m[8] ?? "").toLowerCase());
      if (n === undefined || !code || n === 0 || n > 5) return null;
      return `FREQ=MONTHLY;BYDAY=${n}${code}`;
    },
  },
  // every month on the 15th, the 1st of every month, on the last day of each month
  {
    re: new RegExp(
      String
        .raw`\b(?:${EVERY}\s+month\s+on\s+the\s+(${ORDINAL_RE}|\d{1,2})(?:\s+day)?|(?:monthly|once\s+a\s+month)\s+on\s+the\s+(${ORDINAL_RE}|\d{1,2})(?:\s+day)?|(?:on\s+)?the\s+(${ORDINAL_RE}|\d{1,2})(?:\s+day)?\s+of\s+(?:every|each|the)\s+month|${EVERY}\s+(\d{1,2}(?:st|nd|rd|th)))\b`,
      "iu",
    ),
    build: (m) => {
      const n = ordinalOf(m[1] ?? m[2] ?? m[3] ?? m[4] ?? "");
      if (n === undefined || n === 0 || n > 31) return null;
      return `FREQ=MONTHLY;BYMONTHDAY=${n}`;
    },
  },
  // every year on 3 March, every March 3rd, annually on the 3rd of March
  {
    re: new RegExp(
      String
        .raw`\b(?:(?:${EVERY}\s+year|yearly|annually|once\s+a\s+year)\s+on\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE}|${MONTH_RE}\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)|${EVERY}\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE}|${MONTH_RE}\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?))(?![\p{L}])`,
      "iu",
    ),
    build: (m) => {
      const day = yearDayNearby(m[0]);
      return day ? `FREQ=YEARLY${day}` : null;
    },
  },
  // every weekday, on weekdays, every working day, Monday to Friday
  {
    re:
      /\b(?:(?:every|each|on)\s+(?:single\s+)?(?:week\s*days?|work\s*days?|working\s+days?|business\s+days?|school\s+days?)|week\s*days|(?:every\s+day\s+)?(?:from\s+)?monday\s+(?:to|through|thru|-)\s+friday)\b/iu,
    build: () => "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
  },
  // every weekend, on weekends
  {
    re: /\b(?:(?:every|each|on)\s+weekends?|weekends)\b/iu,
    build: () => "FREQ=WEEKLY;BYDAY=SA,SU",
  },
  // every 2 weeks on Friday, every other week
  {
    re: new RegExp(
      String.raw`\b${EVERY}\s+(${INTERVAL})\s+weeks?(?:\s+on\s+(${DAYS}))?${PART}\b`,
      "iu",
    ),
    build: (m, text) => {
      const n = intervalOf(m[1] ?? "");
      const codes = m[2] ? dayCodes(m[2]) : [];
      return withInterval(
        "WEEKLY",
        n,
        codes.length > 0 ? `;BYDAY=${codes.join(",")}` : daysNearby(text),
      );
    },
  },
  // every other Friday, every 2nd Tuesday
  {
    re: new RegExp(
      String.raw`\b${EVERY}\s+(other|second|2nd|alternate)\s+(${DAYS})${PART}\b`,
      "iu",
    ),
    build: (m) => {
      const codes = dayCodes(m[2] ?? "");
      return codes.length > 0 ? withInterval("WEEKLY", 2, `;BYDAY=${codes.join(",")}`) : null;
    },
  },
  // every Monday and Thursday, every Sunday morning, on Mondays, Tuesdays
  {
    re: new RegExp(
      String
        .raw`\b(?:${EVERY}\s+(${DAYS})|(?:(?:weekly|every\s+week|once\s+a\s+week)\s+on\s+)(${DAYS})|(?:on\s+)?((?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)(?:\s*(?:,\s*(?:and\s+)?|and|&)\s*${DAY}s?)*))${PART}\b`,
      "iu",
    ),
    build: (m) => {
      const codes = dayCodes(m[1] ?? m[2] ?? m[3] ?? "");
      return codes.length > 0 ? `FREQ=WEEKLY;BYDAY=${codes.join(",")}` : null;
    },
  },
  // every 3 days, every other day
  {
    re: new RegExp(String.raw`\b${EVERY}\s+(${INTERVAL})\s+days?\b`, "iu"),
    build: (m) => withInterval("DAILY", intervalOf(m[1] ?? "")),
  },
  // every 2 months, every other month
  {
    re: new RegExp(String.raw`\b${EVERY}\s+(${INTERVAL})\s+months?\b`, "iu"),
    build: (m, text) => withInterval("MONTHLY", intervalOf(m[1] ?? ""), monthDayNearby(text)),
  },
  // every 2 years
  {
    re: new RegExp(String.raw`\b${EVERY}\s+(${INTERVAL})\s+years?\b`, "iu"),
    build: (m, text) => withInterval("YEARLY", intervalOf(m[1] ?? ""), yearDayNearby(text)),
  },
  // every hour, hourly, every 2 hours, every 15 minutes
  {
    re: new RegExp(
      String.raw`\b(?:${EVERY}\s+(?:(${INTERVAL}|\d+)\s+)?(hours?|minutes?|mins?)|(hourly))\b`,
      "iu",
    ),
    build: (m) => {
      const unit = (m[2] ?? m[3] ?? "").toLowerCase();
      const n = m[1] ? intervalOf(m[1]) : 1;
      return withInterval(unit.startsWith("min") ? "MINUTELY" : "HOURLY", n);
    },
  },
  // every day, daily, every morning, every night, once a day
  {
    re:
      /\b(?:(?:every|each)\s+(?:single\s+)?(?:day|morning|afternoon|evening|night)|daily|nightly|once\s+a\s+day|every\s*day)\b/iu,
    build: () => "FREQ=DAILY",
  },
  // every week, weekly
  {
    re: /\b(?:(?:every|each)\s+week|weekly|once\s+a\s+week)\b/iu,
    build: (_m, text) => `FREQ=WEEKLY${daysNearby(text)}`,
  },
  // every month, monthly
  {
    re: /\b(?:(?:every|each)\s+month|monthly|once\s+a\s+month)\b/iu,
    build: (_m, text) => `FREQ=MONTHLY${monthDayNearby(text)}`,
  },
  // every year, yearly, annually
  {
    re: /\b(?:(?:every|each)\s+year|yearly|annually|once\s+a\s+year)\b/iu,
    build: (_m, text) => `FREQ=YEARLY${yearDayNearby(text)}`,
  },
];

/** Spans of the text that the rule also used ("on the 15th", "on Monday", "on 3 March"). */
function usedModifiers(text: string, rule: string): { index: number; end: number }[] {
  const out: { index: number; end: number }[] = [];
  const add = (re: RegExp) => {
    const m = re.exec(text);
    if (m) out.push({ index: m.index, end: m.index + m[0].length });
  };
  if (/^FREQ=WEEKLY/u.test(rule) && rule.includes("BYDAY")) {
    add(new RegExp(String.raw`\bon\s+${DAYS}\b`, "iu"));
  }
  if (/^FREQ=MONTHLY/u.test(rule) && rule.includes("BYMONTHDAY")) {
    add(new RegExp(String.raw`\b(?:on\s+)?the\s+(?:last\s+day|(?:${ORDINAL_RE}|\d{1,2}))\b`, "iu"));
  }
  if (/^FREQ=YEARLY/u.test(rule) && rule.includes("BYMONTH")) {
    add(
      new RegExp(
        String
          .raw`\b(?:on\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE}|${MONTH_RE}\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)(?![\p{L}])`,
        "iu",
      ),
    );
  }
  return out;
}

/**
 * The recurrence `text` asks for, or null. Spans returned cover the words that said it, so the
 * caller can take them out of the reminder's text.
 */
export function findRecurrence(
  text: string,
): { recurrence: Recurrence; spans: { index: number; end: number }[] } | null {
  for (const p of PATTERNS) {
    const m = p.re.exec(text);
    if (!m) continue;
    const rest = text.slice(0, m.index) + " ".repeat(m[0].length) +
      text.slice(m.index + m[0].length);
    const rule = p.build(m, rest);
    if (!rule || !isValidRule(rule)) continue;
    const spans = [{ index: m.index, end: m.index + m[0].length }];
    for (const s of usedModifiers(rest, rule)) spans.push(s);
    return {
      recurrence: { rule, index: m.index, end: m.index + m[0].length, time: partOfDayTime(m[0]) },
      spans,
    };
  }
  return null;
}

/** True when `rule` is an RRULE (without DTSTART) the rrule library reads and can schedule. */
export function isValidRule(rule: string): boolean {
  if (typeof rule !== "string" || rule.length > 200 || !/^FREQ=/u.test(rule)) return false;
  try {
    const options = RRule.parseString(rule);
    if (typeof options.freq !== "number") return false;
    const days = options.byweekday;
    if (Array.isArray(days) && days.some((d) => d === undefined || d === null)) return false;
    const r = new RRule({ ...options, dtstart: new Date(Date.UTC(2026, 0, 1)) });
    return r.after(new Date(Date.UTC(2026, 0, 1)), true) !== null;
  } catch {
    return false;
  }
}

/**
 * The first time a recurring reminder fires, as ISO 8601 in the user's zone: the first moment
 * after now (and on or after `from`, when a start day was said) that the rule allows, at `time`.
 * An interval ("every 2 weeks") counts from that first time.
 */
export function firstOccurrence(
  rule: string,
  time: LocalTime,
  ctx: ZoneContext,
  from: LocalDate | null,
): string | null {
  if (!isValidRule(rule)) return null;
  const zone = safeTimeZone(ctx.timezone);
  const now = localNow(ctx);
  try {
    const options = RRule.parseString(rule);
    const subDaily = options.freq === RRule.HOURLY || options.freq === RRule.MINUTELY;
    // Wall-clock times are computed as "floating" UTC dates, then placed in the zone.
    const floatNow = new Date(Date.UTC(
      now.date.year,
      now.date.month - 1,
      now.date.day,
      now.time.hour,
      now.time.minute,
      now.time.second,
    ));
    if (subDaily) {
      const r = new RRule({
        ...options,
        dtstart: new Date(floatNow.getTime() - (floatNow.getTime() % 60_000)),
      });
      const next = r.after(floatNow, false);
      if (!next) return null;
      const step = next.getTime() - floatNow.getTime();
      return isoDateTime(new Date(ctx.now.getTime() + step), zone);
    }
    const start = from && compareDates(from, now.date) > 0 ? from : now.date;
    const { interval: _interval, ...once } = options;
    const r = new RRule({
      ...once,
      dtstart: new Date(
        Date.UTC(start.year, start.month - 1, start.day, time.hour, time.minute, time.second),
      ),
      byhour: [time.hour],
      byminute: [time.minute],
      bysecond: [time.second],
    });
    const after = compareDates(start, now.date) > 0
      ? new Date(Date.UTC(start.year, start.month - 1, start.day) - 1000)
      : floatNow;
    const next = r.after(after, false);
    if (!next) return null;
    const day: LocalDate = {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
    };
    return isoDateTime(wallToInstant(day, time, zone), zone);
  } catch {
    return null;
  }
}
