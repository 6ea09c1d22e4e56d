/**
 * Finding every date and time expression in a text: chrono-node finds most of them, the phrases
 * it does not read are found first ({@link ./_dates_phrases.ts}), and the results are read as
 * days and wall-clock times in the user's zone.
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";
import * as chrono from "chrono-node";
import { MONTH_RE, monthNumber, NOT_A_DATE, NOT_A_DATE_WORD, weekdayLast } from "./_dates_words.ts";
import { words } from "../../text/normalize.ts";
import {
  holidays,
  PART_OF_DAY_SPAN,
  partOfDayTime,
  shortDurations,
  spokenTimes,
} from "./_dates_phrases.ts";
import { mergeAdjacent } from "./_dates_merge.ts";
import {
  atMidnight,
  clocksNamed,
  describesThing,
  fortnights,
  greetingAt,
  nameBefore,
  namedParts,
  spelledHours,
  topicAt,
  weekEnds,
} from "./_dates_names.ts";
import {
  addDays,
  compareDates,
  compareTime,
  type DateHit,
  dateHit,
  isRealDate,
  type Lean,
  type LocalDate,
  type LocalTime,
  offsetMinutes,
  validNow,
  wallClock,
  weekdayOf,
  type ZoneContext,
} from "./_dates_zone.ts";
import { ordinalDays, slashDates, weekOn } from "./_dates_days.ts";
/** How many days ahead a date said for spending may be and still be this year's. */
const PAST_SLACK_DAYS = 7;

/**
 * What is done in the evening: an hour from 7 to 11 said with one is after noon ("dinner at 7"),
 * unless the evening is only what is prepared ("book the cinema at 9") or what something is of or
 * about ("remind me tomorrow at 9 to send her the photos of the party" is nine in the morning).
 */
const EVENING =
  /(?<!\b(?:book|reserve|order|buy|get|cook|make|prep|plan)\s+(?:(?:the|a|some|tickets\s+for(?:\s+the)?)\s+)?)(?<!\b(?:of|about|from)\s+(?:(?:the|a|that|this|my|our|last)\s+){0,2})\b(?:dinner|supper|drinks|pub|bar|party|theatre|theater|cinema|movie|film|concert|gig|show|night|evening)\b/iu;

/** A date chrono read, its place and words in the text as given. */
type Said = Pick<chrono.ParsedResult, "index" | "text" | "start" | "end">;

/**
 * What `parse` reads in `text` with each run of spaces said as one ("the 5th of jan" and "at half
 * twelve" blanked after it: chrono took "jan" and the blanks after it, longer, for the month
 * alone), its places and words those of `text`.
 */
function parsedSpaced(text: string, parse: (t: string) => chrono.ParsedResult[]): Said[] {
  let short = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === " " && text[i - 1] === " ") continue;
    short += text[i];
    at.push(i);
  }
  return parse(short).map((r) => {
    const index = at[r.index] ?? r.index;
    const end = r.text.length > 0 ? (at[r.index + r.text.length - 1] ?? index) + 1 : index;
    const said = { index, text: text.slice(index, end), start: r.start };
    return r.end ? { ...said, end: r.end } : said;
  });
}

function blank(text: string, hits: readonly DateHit[]): string {
  let out = text;
  for (const h of hits) {
    out = out.slice(0, h.index) + " ".repeat(h.end - h.index) + out.slice(h.end);
  }
  return out;
}

/**
 * "between 3 and 7 December", "from 10 to 14 June" and "from 14 Oct to 18 Oct" read as day
 * ranges (chrono reads "from 10 to 14" as hours), keeping every index in place.
 */
function dayRanges(text: string): string {
  const re = new RegExp(
    String
      .raw`\b(between|from)(\s+\d{1,2}(?:st|nd|rd|th)?\s*)(and|to|until|till|through|-)(\s*\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE})`,
    "giu",
  );
  const days = text.replace(
    re,
    (_m, word: string, first: string, joiner: string, second: string) => {
      const to = joiner.length >= 2 ? " ".repeat(joiner.length - 2) + "to" : "-";
      return " ".repeat(word.length) + first + to + second;
    },
  );
  // "from 14 Oct to 18 Oct", "between 3 May and 7 May": chrono reads "from 14" as a time.
  const day = String.raw`\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE}\b`;
  const full = new RegExp(
    String.raw`\b(between|from)(\s+${day}\s*)(and|to|until|till|through|-)(?=\s*${day})`,
    "giu",
  );
  return days.replace(full, (_m, word: string, first: string, joiner: string) => {
    const to = joiner.length >= 2 ? " ".repeat(joiner.length - 2) + "to" : "-";
    return " ".repeat(word.length) + first + to;
  });
}

/**
 * "a reminder for 9 tomorrow morning", "book it for 7pm": an hour after "for" with a day, a part
 * of the day or am/pm said with it is a time ("at 9"), not how long; and "23rd march 10.15am",
 * "March 3 11.30": a clock time written with a dot right after a day is that day's time (chrono
 * reads "10" there as the year 2010), written with a colon; so is an hour of one digit said with
 * am or pm ("3 July, 4.15pm", never 4 July). "the meal prep for the week", "for a month": how
 * long something is for, never a day (chrono reads it as a week from now), is blanked, unless a day
 * follows ("for the week of the 12th", "for a week from now"). Indices stay in place.
 */
const FOR_HOUR_OR_DOTTED_CLOCK = new RegExp(
  String
    .raw`\bfor(\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock|(?:tomorrow|today|tonight|this|on|next|in\s+the)\b))|(?<=(?:\b${MONTH_RE}(?:\s+\d{1,2})?|\d(?:st|nd|rd|th)),?\s+(?:at\s+)?(?:\d{2}|\d(?=\.[0-5]\d\s*[ap]\.?m)))\.(?=[0-5]\d(?!\d|\.\d))|(\bfor\s+(?:the|a|one)\s+(?:week|month|year|day)\b(?!\s+(?:of|from|after|before|later|earlier)\b))`,
  "giu",
);

function forHours(text: string): string {
  return text.replace(
    FOR_HOUR_OR_DOTTED_CLOCK,
    (m: string, hour: string | undefined, length: string | undefined) =>
      length ? " ".repeat(m.length) : hour === undefined ? ":" : "at " + hour,
  );
}

/**
 * "the 3rd to the 7th of June" and "December 8 through 11" written as chrono reads a range
 * ("3-7 June", "December 8-11"), padded with spaces so every index stays in place.
 */
function spokenDayRanges(text: string): { text: string; spans: [number, number][] } {
  const spans: [number, number][] = [];
  const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
  const JOIN = String.raw`\s*(?:and|to|until|till|through|thru|-)\s*`;
  const dayFirst = new RegExp(
    String
      .raw`\b(?:(?:between|from)\s+)?(?:the\s+)?${DAY}${JOIN}(?:the\s+)?${DAY}\s+(?:of\s+)?(${MONTH_RE})\b`,
    "giu",
  );
  const monthFirst = new RegExp(
    String
      .raw`\b(${MONTH_RE})\s+${DAY}${JOIN}${DAY}\b(?!\s*(?:am|pm|a\.m|p\.m|[:.]\d|o'?clock|h\b|hours?|minutes?))`,
    "giu",
  );
  const out = text
    .replace(dayFirst, (m, a: string, b: string, month: string, at: number) => {
      spans.push([at, at + m.length]);
      const short = `${a}-${b} ${month}`;
      return " ".repeat(m.length - short.length) + short;
    })
    .replace(monthFirst, (m, month: string, a: string, b: string, at: number) => {
      spans.push([at, at + m.length]);
      const short = `${month} ${a}-${b}`;
      return short + " ".repeat(m.length - short.length);
    });
  return { text: out, spans };
}

/** Hits as said: a hit inside a range written anew covers the whole range as typed. */
function asSaid(said: string, hits: DateHit[], spans: readonly [number, number][]): DateHit[] {
  if (spans.length === 0) return hits;
  return hits.map((h) => {
    const span = spans.find(([a, b]) => h.index < b && h.end > a);
    if (!span) return h;
    const index = Math.min(h.index, span[0]);
    const end = Math.max(h.end, span[1]);
    return { ...h, index, end, text: said.slice(index, end) };
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

/** Readings already made, by text, clock, zone and lean: a message's checks read it again. */
const SEEN = new Map<string, DateHit[]>();
const SEEN_MOST = 512;

/** A clock for `findDates` when only whether a text says a day or a time matters: any will do. */
export const ANY_TIME = { now: new Date(0), timezone: "UTC" };

/**
 * Every date and time expression in `text`, in order.
 * A time said without am/pm from 1 to 6 ("at 3") is read as afternoon (unless `assumePm` is
 * false); "morning", "evening" and
 * the like give the time they usually mean ({@link partOfDayTime}). A time said without a day that
 * has already passed today means tomorrow. The same text read at the same clock is read once: the
 * hits are frozen and shared, never to be changed by a caller.
 */
export function findDates(
  said: string,
  ctx: ZoneContext,
  lean: Lean = "future",
  assumePm = true,
): DateHit[] {
  const key = `${validNow(ctx).getTime()}|${ctx.timezone}|${lean}|${assumePm}|${said}`;
  let hits = SEEN.get(key);
  if (hits === undefined) {
    hits = Object.freeze(
      readDates(said, ctx, lean, assumePm).map((h) => Object.freeze(h)),
    ) as DateHit[];
    if (SEEN.size >= SEEN_MOST) SEEN.clear();
    SEEN.set(key, hits);
  }
  return hits;
}

/** Said in the morning: a clock written "07:30", "am", "morning". */
const MORNING_SAID = /\b0\d[:.h]|\ba\.?m\b|\bmorning\b/iu;

/**
 * "parents' evening at half seven", "dinner at ten past 8": a spoken hour from 7 to 11 with an
 * evening's occasion is the evening's, as a clock time chrono reads is (below).
 */
function inEvening(
  h: DateHit,
  text: string,
  assumePm: boolean,
  today: { date: LocalDate; time: LocalTime },
): DateHit {
  const t = h.time;
  // "twenty to seven this evening": the hour said is seven, though the time is 6:40.
  const before = t !== null && t.minute > 0 &&
    words(h.text).some((w) => w === "to" || w === "before");
  const hour = t === null ? 0 : before ? t.hour + 1 : t.hour;
  if (!assumePm || !t || hour < 7 || hour > 11 || !EVENING.test(text)) return h;
  if (MORNING_SAID.test(text)) return h;
  const time = { ...t, hour: t.hour + 12 };
  // A time said without its day is the next one: "at twenty to eight" (for dinner) at 9:30 is
  // tonight's 19:40, not tomorrow's, though 07:40 had passed.
  const passed = !h.dayCertain && compareDates(h.date, today.date) > 0 &&
    compareTime(time, today.time) > 0;
  return { ...h, date: passed ? today.date : h.date, time };
}

function readDates(said: string, ctx: ZoneContext, lean: Lean, assumePm: boolean): DateHit[] {
  const { text, spans } = spokenDayRanges(said);
  const zone = safeTimeZone(ctx.timezone);
  const now = validNow(ctx);
  const today = wallClock(now, zone);
  const own = [...shortDurations(text, ctx)];
  // "ask mum about easter": a holiday said as what something is about is its topic, no day.
  const named = holidays(blank(text, own), ctx, lean).filter((h) =>
    !topicAt(text, h.index) && !greetingAt(text, h.index)
  );
  own.push(...named);
  for (const h of ordinalDays(blank(text, own), ctx, lean)) own.push(h);
  for (const h of weekEnds(blank(text, own), ctx, lean)) own.push(h);
  for (const h of slashDates(blank(text, own), ctx, lean)) own.push(h);
  for (const h of spokenTimes(blank(text, own), ctx)) own.push(inEvening(h, text, assumePm, today));
  // "parents' evening", "games night": a part of the day in an event's name is no time.
  const rest = spelledHours(
    fortnights(namedParts(clocksNamed(forHours(dayRanges(blank(text, own)))))),
  );
  let results: Said[] = [];
  try {
    results = parsedSpaced(rest, (t) =>
      chrono.casual.parse(
        t,
        { instant: now, timezone: offsetMinutes(now, zone) },
        { forwardDate: lean === "future" },
      ));
  } catch {
    results = [];
  }
  const hits: DateHit[] = [...own];
  for (const r of results) {
    const found = r.text.trim();
    if (NOT_A_DATE.test(found) && !weekdayLast(rest, r.index, found)) continue;
    // "100 days from today": chrono reads the length and the day apart, and they are merged later.
    const [next, then] = rest.slice(r.index + r.text.length).trimStart().toLowerCase().split(" ");
    const fromNow = next === "from" &&
      ["now", "now,", "today", "today,", "", undefined].includes(then);
    if (NOT_A_DATE_WORD.test(found) && !fromNow) continue;
    // A number alone, or a plural of one ("the 1099s", "the 1990s"): no time from now.
    if (/^\d{1,4}s?$/u.test(found)) continue;
    const start = fromComponents(r.start);
    const s = r.start;
    const dayCertain = s.isCertain("day") || s.isCertain("weekday");
    const monthOnly = !dayCertain && s.isCertain("month");
    const yearCertain = s.isCertain("year");
    let date = start.date;
    let time = start.time;
    // "6 March to Monday": chrono puts the first day a year behind to end on the weekday said; a
    // range ended by a weekday alone, its first day behind, is no day read, never one guessed.
    const byWeekday = r.end?.isCertain("weekday") && !r.end.isCertain("day");
    if (byWeekday && !yearCertain && compareDates(date, today.date) < 0) continue;
    if (monthOnly) date = { ...date, day: 1 };
    if (!dayCertain && !monthOnly && s.isCertain("year")) {
      date = { year: date.year, month: 1, day: 1 };
    }
    if (assumePm && time && !s.isCertain("meridiem") && time.hour >= 1 && time.hour <= 6) {
      // "at 3" in a message is three in the afternoon; "03:00" and "3am" stay as written.
      const after = rest.slice(r.index + r.text.length);
      // "6:30 tomorrow morning": the part of the day said after the time keeps it in the morning.
      const morningAfter = /^[\s,]*(?:(?:in|on)\s+)?(?:the\s+)?(?:morning|a\.?m\b)/iu.test(after);
      if (!/\b0\d[:.h]|\ba\.?m\b|\bmorning\b/iu.test(r.text) && !morningAfter) {
        time = { ...time, hour: time.hour + 12 };
      }
    }
    if (
      assumePm && time && !s.isCertain("meridiem") && time.hour >= 7 && time.hour <= 11 &&
      EVENING.test(text) && !MORNING_SAID.test(text)
    ) {
      // "dinner with Tom on Saturday at 7" is seven in the evening.
      time = { ...time, hour: time.hour + 12 };
    }
    if (!time) time = partOfDayTime(r.text);
    const weekday = s.isCertain("weekday") && !s.isCertain("day");
    const week = weekday ? weekOn(rest, r.index, r.index + r.text.length) : null;
    const relative = /\b(?:next|last|this|coming|past|previous)\b/iu.test(r.text);
    // "next thursday week": a week said twice over is left unread, never guessed.
    if (week && (relative || lean !== "future")) continue;
    if (weekday && !relative) {
      // A bare weekday is the nearest one: ahead for plans (today while its time is still ahead),
      // behind for what was spent.
      const wd = s.get("weekday") ?? 0;
      const base = today.date;
      const diff = (wd - weekdayOf(base) + 7) % 7;
      if (lean === "future") {
        date = addDays(base, diff);
        if (diff === 0 && time && compareTime(time, today.time) <= 0) date = addDays(base, 7);
        if (week) date = addDays(date, 7 * week.weeks);
      } else {
        date = addDays(base, diff === 0 ? 0 : diff - 7);
      }
    }
    if (
      s.isCertain("weekday") && !s.isCertain("day") && /\b(?:last|past|previous)\b/iu.test(r.text)
    ) {
      // "last tuesday" is behind, whichever way the rest of the message leans.
      while (compareDates(date, today.date) >= 0) date = addDays(date, -7);
    }
    // Spending leans back a year, unless the day is within the coming week ("on 12 March", said
    // on the 11th, is tomorrow, not a year ago).
    if (
      lean === "past" && !yearCertain && dayCertain &&
      compareDates(date, addDays(today.date, PAST_SLACK_DAYS)) > 0
    ) {
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
    // "at the end of the month": the article before a span chrono starts at "end" belongs to it.
    // "at the start of next month": the first day of the month chrono reads, said with its words.
    const before = rest.slice(Math.max(0, r.index - 24), r.index);
    const article = /^(?:end|start|beginning|middle)\b/iu.test(r.text)
      ? /\bthe\s+$/iu.exec(before)
      : monthOnly
      ? /\b(?:the\s+)?(?:start|beginning)\s+of\s+(?:the\s+)?$/iu.exec(before)
      : null;
    const from = week?.index ?? r.index - (article?.[0].length ?? 0);
    const said = week ? rest.slice(week.index, week.end) : (article?.[0] ?? "") + r.text;
    hits.push(dateHit(from, said, {
      date,
      time,
      dayCertain,
      monthOnly,
      weekdayOnly: s.isCertain("weekday") && !s.isCertain("day"),
      yearCertain,
      endDate,
    }));
  }
  // Parts of the day chrono left alone ("every Sunday morning" once the recurrence is taken out).
  const blankedForParts = blank(text, hits);
  for (const m of blankedForParts.matchAll(PART_OF_DAY_SPAN)) {
    const time = partOfDayTime(m[0]);
    if (!time || nameBefore(blankedForParts, m.index)) continue;
    let date = today.date;
    if (compareTime(time, today.time) <= 0) date = addDays(date, 1);
    hits.push(dateHit(m.index, m[0], { date, time }));
  }
  // "book the christmas meal tomorrow": a holiday before a thing, another day said, is no day, and
  // nor is a weekend said bare ("Waitangi weekend camping, 5th to 7th February") or a month ("pay
  // Thandi her December wages on Friday").
  const byName = (h: DateHit) =>
    named.includes(h) || h.text.toLowerCase() === "weekend" ||
    (h.monthOnly && monthNumber(h.text.trim()) !== undefined);
  const days = hits.filter((h) => !byName(h) || !describesThing(text, h, hits));
  const sorted = days.map((h) => atMidnight(h, today.date)).sort((a, b) => a.index - b.index);
  return asSaid(said, mergeAdjacent(text, sorted, today), spans);
}
