/**
 * Precision first, for when: every day and time a message says must be held by a call read from
 * it, and a day said without its month is not guessed for an item that already has one.
 * @module
 */
import { findTool } from "@asst/shared";
import type { ToolCall } from "../../tools/types.ts";
import { stem, STOP_WORDS } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";
import { REASON, slotWords } from "./_coverage.ts";
import { findDates } from "./_dates_find.ts";
import { MONTH_RE, WEEKDAY_NAMES } from "./_dates_words.ts";

export { WEEKDAY_NAMES };
import { addDays, weekdayOf } from "./_dates_zone.ts";
import { pointsAtDay } from "./_clause_days.ts";
import { lengthHeld } from "./_tool_trips_dates.ts";
import { MONTH_WORD, valuesOf } from "./_coverage_values.ts";
import { unreadYears } from "./_coverage_years.ts";

/** When a message is read, for the days it names. */
export interface ReadAt {
  now: Date;
  timezone: string;
}

function iso(d: { year: number; month: number; day: number }): string {
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${
    String(d.day).padStart(2, "0")
  }`;
}

/**
 * The days a message names that no call holds ("…, and come back on the 12th" when the trip was
 * read without its end): a time not read whole. A day is held when a call's value says it (as a
 * date, a date-time, a month, or a day without its year), when a free text holds its words, or
 * when it is today (tools take today when no day is given).
 */
export function unreadDays(text: string, calls: readonly ToolCall[], at: ReadAt): string[] {
  const out: string[] = unreadWeekdays(text, calls, at);
  out.push(...unreadYears(text, calls), ...unreadTomorrow(text, calls, at));
  const said = valuesOf(calls);
  const slots = slotWords(calls);
  // Reading dates costs: only a message that says a day with a number or a month is looked at.
  if (!DAY_SAID.test(text)) return out;
  const today = todayIn(at);
  // A recurring reminder's days ("the 1st of every month") are its rule's, not its first date's.
  if (calls.some((c) => typeof c.input.recurrence === "string")) return out;
  for (const h of findDates(text, at)) {
    // Only a day said as a date counts: a weekday alone leans either way, a part of the day is no
    // day, and the year may be read either way.
    if (!h.dayCertain || h.weekdayOnly || !SAID_DAY.test(h.text) || pointsAtDay(h.text)) continue;
    // "in Rome for 5 days from the 4th": a trip's length, held by its first and last day.
    if (lengthHeld(h.text, calls)) continue;
    // "6 March, not the 5th", "it isn't 11 july, it's the 17th": the day corrected away.
    if (/\b(?:not|isn['’]?t)\s+(?:on\s+)?$/iu.test(text.slice(Math.max(0, h.index - 9), h.index))) {
      continue;
    }
    const monthSaid = MONTH_WORD.test(h.text) || /\d[/.-]\d/u.test(h.text);
    const days = [h.date, ...(h.endDate ? [h.endDate] : [])].map(iso);
    const holds = (d: string) =>
      d === today || said.includes(`-${d.slice(5)}`) ||
      (h.monthOnly && said.includes(d.slice(0, 7))) ||
      // "on the 4th" leans back for what was spent: the day of the month is what was said (in a
      // day's place: the 3rd is not held by a day in March, "2026-03-09").
      (!monthSaid && new RegExp(`-\\d{2}-${d.slice(8)}(?!\\d)`, "u").test(said));
    // "the last weekend of may": a weekend is held by either of its days; a deadline said "before
    // the 14th", by the day before it.
    const held = days.every(holds) || weekendOf(h.text, h.date).some(holds) ||
      (dueBefore(text, h.index) && holds(iso(addDays(h.date, -1))));
    const inText = words(h.text).every((w) =>
      STOP_WORDS.has(w) || slots.has(stem(w)) || slots.has(w)
    );
    if (!held && !inText) out.push(h.text.trim());
  }
  return out;
}

/**
 * "tomorrow" said when the calls hold days but not tomorrow's, nor its word in a free text ("remind
 * me to thank the first to arrive tomorrow at 9" read on the 1st of next month): a day not read.
 */
function unreadTomorrow(text: string, calls: readonly ToolCall[], at: ReadAt): string[] {
  const said = words(text);
  if (!said.includes("tomorrow") || slotWords(calls).has("tomorrow")) return [];
  if (calls.some((c) => typeof c.input.recurrence === "string")) return [];
  const values = valuesOf(calls);
  const today = todayIn(at);
  const after = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  // Only calls that hold a day at all: a note of "the plumber comes tomorrow" holds its word.
  if (!values.split(" ").some((v) => v.length >= 10 && v.charAt(4) === "-")) return [];
  const meant = said.join(" ").includes("after tomorrow") ? after(2) : after(1);
  return values.includes(meant) ? [] : ["tomorrow"];
}

/** Slots of a day a tool takes as today when left out ("when it was spent"). */
const TODAY_WHEN_LEFT_OUT = ["date"];

/**
 * The days a message says, in words too ("…, got it at Best Buy yesterday"), that no call holds
 * while a call left out a day it takes as today: recording it so would change the day said.
 */
export function dayLeftOut(text: string, calls: readonly ToolCall[], at: ReadAt): string[] {
  const empty = calls.some((c) => {
    const shape = (findTool(c.name)?.input as { shape?: Record<string, unknown> } | undefined)
      ?.shape ?? {};
    return findTool(c.name)?.level !== "read" &&
      TODAY_WHEN_LEFT_OUT.some((k) => k in shape && c.input[k] === undefined);
  });
  if (!empty) return [];
  const today = todayIn(at);
  const said = valuesOf(calls);
  const held = (h: { date: { year: number; month: number; day: number } }) =>
    iso(h.date) === today || said.includes(iso(h.date));
  // "…, and remind me Monday at 9": a day ahead is another call's; "because I forgot last week":
  // a reason's day is the reason's.
  const told = text.replace(REASON, " ");
  const ahead = findDates(told, at);
  // "last month i paid 30 for parking": a month other than this one is no day of it either.
  const other = (h: { monthOnly: boolean; date: { year: number; month: number; day: number } }) =>
    h.monthOnly && iso(h.date).slice(0, 7) !== today.slice(0, 7);
  return findDates(told, at, "past").filter((h) =>
    (h.dayCertain || other(h)) && !held(h) && !ahead.some((a) => a.index === h.index && held(a)) &&
    !words(h.text).every((w) => said.toLowerCase().includes(w))
  ).map((h) => h.text.trim());
}

/**
 * The days ahead a message says ("task: renew BLS cert. due end of next month") that no call holds
 * while a task was made with no due day: the day said would be lost.
 */
export function dueLeftOut(text: string, calls: readonly ToolCall[], at: ReadAt): string[] {
  if (!calls.some((c) => c.name === "tasks_create" && c.input.due === undefined)) return [];
  const said = valuesOf(calls);
  const told = text.replace(REASON, " ");
  const today = todayIn(at);
  // A day held as a birthday's month and day ("--03-03") is held; a day past is an aside's.
  return findDates(told, at).filter((h) =>
    h.dayCertain && iso(h.date) > today && !said.includes(iso(h.date).slice(4)) &&
    !words(h.text).every((w) => said.toLowerCase().includes(w))
  ).map((h) => h.text.trim());
}

/** The Saturday and Sunday of a weekend said ("the last weekend of may"), else none. */
function weekendOf(said: string, d: { year: number; month: number; day: number }): string[] {
  if (!words(said).includes("weekend")) return [];
  const day = new Date(Date.UTC(d.year, d.month - 1, d.day));
  const saturday = day.getUTCDate() - (day.getUTCDay() === 0 ? 1 : 0);
  if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) return [];
  return [0, 1].map((k) => new Date(Date.UTC(d.year, d.month - 1, saturday + k)).toISOString())
    .map((t) => t.slice(0, 10));
}

/** The names of the days of the week, Sunday first, as `Date.getUTCDay()` numbers them. */
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/**
 * The weekdays a message names on which no date a call holds falls ("set reminders for the bins
 * on Monday and the recycling on Tuesday" read as one reminder on Monday), when the calls hold a
 * date at all: a day not read whole.
 */
function unreadWeekdays(text: string, calls: readonly ToolCall[], at: ReadAt): string[] {
  const lower = text.toLowerCase();
  if (!WEEKDAYS.some((d) => lower.includes(d))) return [];
  const held = new Set<number>();
  for (const v of valuesOf(calls).split(" ")) {
    const day = v.length >= 10 && v.charAt(4) === "-" ? new Date(v.slice(0, 10)) : null;
    if (day && !Number.isNaN(day.getTime())) held.add(day.getUTCDay());
  }
  // "for the weekend, Friday to Sunday": every day from a start to an end is held.
  for (const { input } of calls) {
    if (typeof input.start_date !== "string" || typeof input.end_date !== "string") continue;
    const from = new Date(input.start_date);
    const days = (new Date(input.end_date).getTime() - from.getTime()) / 86_400_000;
    for (let d = 0; d <= Math.min(days, 6); d++) held.add((from.getUTCDay() + d) % 7);
  }
  if (held.size === 0) return [];
  const slots = slotWords(calls);
  return findDates(text, at).filter((h) => {
    // "friday the 21st" when the 21st is a Saturday: the day said with a weekday it is not on.
    if (!h.weekdayOnly && h.dayCertain && !h.endDate) return !onWeekdaySaid(h, calls);
    if (!h.weekdayOnly || h.endDate) return false;
    // "friday, not thursday": the weekday corrected away (a "not" no slot holds).
    const before = words(text.slice(0, h.index)).slice(-2);
    if (before.includes("not") && !slots.has("not")) return false;
    // "sunday at 11 instead of saturday": the weekday corrected away, said with two words.
    if (WEEKDAY_AWAY.includes(before.join(" "))) return false;
    const day = new Date(Date.UTC(h.date.year, h.date.month - 1, h.date.day)).getUTCDay();
    // "the last weekend of the month": a weekend is held by either of its days.
    if (words(h.text).includes("weekend") && (held.has(6) || held.has(0))) return false;
    const dayHeld = held.has(day) || (dueBefore(text, h.index) && held.has((day + 6) % 7));
    return !dayHeld && !words(h.text).some((w) => slots.has(w) || slots.has(stem(w)));
  }).map((h) => h.text.trim());
}

/** Two words saying the weekday after them is corrected away ("instead of saturday"). */
const WEEKDAY_AWAY = ["instead of", "rather than"];

/** A day said right after "before" ("before the 14th"): a deadline the day before it holds. */
function dueBefore(text: string, index: number): boolean {
  return words(text.slice(0, index)).at(-1) === "before";
}

/**
 * True unless the words of a day read say a weekday that day does not fall on, or the last day of
 * a call that starts on it ("fri 5th to mon 8th june": the Monday is the trip's last day).
 */
function onWeekdaySaid(
  h: { text: string; date: { year: number; month: number; day: number } },
  calls: readonly ToolCall[],
) {
  const day = new Date(Date.UTC(h.date.year, h.date.month - 1, h.date.day)).getUTCDay();
  const ends = calls.filter((c) => c.input.start_date === iso(h.date))
    .map((c) => new Date(String(c.input.end_date)).getUTCDay());
  return words(h.text).every((w) => {
    const said = WEEKDAY_NAMES.get(w) ?? day;
    return said === day || ends.includes(said);
  });
}

/** A message that may say a day: an ordinal, a numeric date, a month's name. */
const DAY_SAID = new RegExp(
  String
    .raw`\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[/.-]\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b|\b${MONTH_RE}\b`,
  "iu",
);

/** Today's date in the user's zone, YYYY-MM-DD. */
function todayIn(at: ReadAt): string {
  try {
    let format = DAY_FORMATS.get(at.timezone);
    if (format === undefined) {
      format = new Intl.DateTimeFormat("en-CA", { timeZone: at.timezone });
      if (DAY_FORMATS.size >= 64) DAY_FORMATS.clear();
      DAY_FORMATS.set(at.timezone, format);
    }
    return format.format(at.now);
  } catch {
    return at.now.toISOString().slice(0, 10);
  }
}

/** The formats of a day by zone, each made once (making one costs more than what it formats). */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A day said with a number or a month's name (not "for a week", "the days"). */
const SAID_DAY = new RegExp(String.raw`\d|\b${MONTH_RE}\b`, "iu");

/** A clock time said with digits: "at 7", "3 to 7pm", "18:30", "9h". */
const CLOCK_SAID =
  /\d\s*(?:[:.h]\d{2}|am\b|pm\b|a\.m|p\.m|o'?clock)|\b(?:at|to|until|till|-)\s*\d{1,2}\b/iu;

function hhmm(t: { hour: number; minute: number }): string {
  return `T${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}`;
}

/**
 * The clock times a message says that no call holding a date-time holds ("3 to 7pm" read as
 * 15:00 to 16:00): a time read wrong. Only calls that hold a date-time are looked at, and only
 * times said with digits.
 */
export function unreadTimes(text: string, calls: readonly ToolCall[], at: ReadAt): string[] {
  if (!CLOCK_SAID.test(text)) return [];
  const said = valuesOf(calls);
  // A calendar event read for a day alone ("5 Nov at 7.30pm" read as 5 Nov) lost its time too.
  const event = calls.some((c) => c.name === "propose_action" && c.input.calendar_event);
  if (!event && !/T\d{2}:\d{2}/u.test(said)) return [];
  if (calls.some((c) => typeof c.input.recurrence === "string")) return [];
  const out: string[] = [];
  // The latest afternoon or evening hour said so far: "at 6pm …, and at 7" is 19:00, not 07:00.
  let evening: number | null = null;
  for (const h of findDates(text, at)) {
    // Only a clock time said with digits: not "for 30 minutes", "quarter to 9" or "morning".
    if (h.time === null || h.instant !== null || !CLOCK_SAID.test(h.text)) continue;
    const bare = !/am\b|pm\b|a\.m|p\.m|[:.h]\d{2}/iu.test(h.text);
    const late = { hour: h.time.hour % 12 + 12, minute: h.time.minute };
    if (
      bare && !h.dayCertain && evening !== null && late.hour > evening && !said.includes(hhmm(late))
    ) {
      out.push(h.text.trim());
      continue;
    }
    if (h.time.hour >= 12) evening = Math.max(evening ?? 0, h.time.hour);
    const times = [h.time];
    // "3 to 7pm": the end said with the range.
    const tail =
      /\d(?:\s*(?:am|pm))?(?:\s(?:to|until|till|til)\s|\s*[-–]\s*)(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)\s*$/iu
        .exec(h.text);
    // Only a range whose start is the time read: "at 5 to 7" read as 18:55 is no range.
    const first = Number(/\d{1,2}/u.exec(h.text)?.[0] ?? NaN);
    const range = tail?.[1] && first % 12 === h.time.hour % 12 ? tail[1] : null;
    const end = range ? findDates(`at ${range}`, at).find((e) => e.time !== null) : null;
    if (end?.time) times.push(end.time);
    // "8am and 8pm": a time said with am or pm is never read twelve hours off.
    const lower = h.text.toLowerCase();
    const meridiem = ["am", "pm", "a.m", "p.m"].some((m) => lower.includes(m));
    const held = times.every((t, i) =>
      said.includes(hhmm(t)) ||
      // A time in the hour a clock change skips is kept an hour later ("2:30am" on that Sunday).
      said.includes(hhmm({ hour: (t.hour + 1) % 24, minute: t.minute })) ||
      // An end said without am/pm may be read after noon ("10 to 11:30", "2 to 4").
      ((i > 0 || !meridiem) && said.includes(hhmm({ hour: (t.hour + 12) % 24, minute: t.minute })))
    );
    // "email … saying I'll be late to the 2pm, and put … at 4pm in my calendar": a time said in
    // an email's words is the email's, unless a call holds it twelve hours off.
    const emailed = emailWords(calls).includes(h.text.trim().toLowerCase()) &&
      !times.some((t) => said.includes(hhmm({ hour: (t.hour + 12) % 24, minute: t.minute })));
    if (!held && !emailed) out.push(h.text.trim());
  }
  return out;
}

/** The subjects and messages of the emails among `calls`, lower-cased. */
function emailWords(calls: readonly ToolCall[]): string {
  const emails = calls.map((c) => c.input.email as Record<string, unknown> | undefined);
  return emails.flatMap((e) => [e?.subject, e?.body]).filter((v) => typeof v === "string")
    .join(" ").toLowerCase();
}

/** Tools that change an item that already has a day: a day said alone takes the item's month. */
// A countdown removed and set again keeps its month too ("the gig moved to the 30th, fix the
// countdown"): `_saved_days.ts` completes it from the saved countdown.
const KEEPS_MONTH = new Set(["trips_update", "birthdays_save", "countdowns_remove"]);

/**
 * "the 19th", "on the 3rd": a day of the month without the month; also two of them joined ("17th
 * to 19th", "the 20th-23rd"), a trip's days put right.
 */
const DAY_ALONE =
  /^(?:(?:on|from|to|until|till|by)\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s*(?:-|–|to|till|until|through)\s*(?:the\s+)?\d{1,2}(?:st|nd|rd|th))?$/iu;

/**
 * Days said without their month ("Lucy's birthday is actually the 19th", "the Japan trip starts
 * on the 3rd now") for a tool that changes an item whose month the message does not say: which
 * month is the item's, not the reader's guess, so nothing is changed.
 */
export function dayWithoutMonth(text: string, calls: readonly ToolCall[], at: ReadAt): string[] {
  if (!calls.some((c) => KEEPS_MONTH.has(c.name)) || !/\d(?:st|nd|rd|th)\b/iu.test(text)) {
    return [];
  }
  // A month said anywhere names the month of the days said alone ("from the 3rd to 7 June").
  if (MONTH_WORD.test(text)) return [];
  return findDates(text, at).filter((h) => DAY_ALONE.test(h.text.trim())).map((h) => h.text.trim());
}

/**
 * The question asked for the first day said without its month where the calls need one ("Which
 * month do you mean for "the 3rd"?"), or null.
 */
export function monthAsked(text: string, calls: readonly ToolCall[], at: ReadAt): string | null {
  const day = dayWithoutMonth(text, calls, at)[0];
  if (day === undefined) return null;
  const [first, ...rest] = day.split(" ");
  const said = ["on", "from", "to", "until", "till", "by"].includes(first!.toLowerCase())
    ? rest.join(" ")
    : day;
  return `Which month do you mean for "${said}"? Say it with the month, for example "${said} of June".`;
}

/** Words that may stand between two days said as choices: "friday, or maybe thursday". */
const CHOICE = new Set(["or", "maybe", "perhaps", "possibly", "else"]);

/**
 * Two days said as choices ("by friday, or thursday if possible", "yesterday or the day before"):
 * neither is the user's, so the phrase is unread and nothing runs. "or rather" corrects instead.
 */
export function daysAsChoices(text: string, at: ReadAt): string[] {
  const hits = findDates(text, at);
  return hits.slice(1).flatMap((b, i) => {
    const a = hits[i]!;
    const between = words(text.slice(a.end, b.index));
    const choice = between.includes("or") && between.every((w) => CHOICE.has(w));
    return choice ? [text.slice(a.index, b.end)] : [];
  });
}

/**
 * A trip said to be a weekend whose first day the reading put on a Sunday ("add a trip to Rome the
 * last weekend of April" ran Sunday 26 to Monday 27): the weekend was misread, so the days are
 * unread and nothing runs.
 */
export function weekendMisread(text: string, writes: readonly ToolCall[]): string[] {
  if (!words(text).includes("weekend")) return [];
  return writes.filter((w) => w.name.startsWith("trips_")).flatMap((w) => {
    const start = String(w.input.start_date ?? "");
    const [year, month, day] = start.split("-").map(Number);
    if (!year || !month || !day) return [];
    return weekdayOf({ year, month, day }) === 0 ? [start] : [];
  });
}
