/**
 * The days of a trip in what people write: "from 3 to 7 December", "next month" (the first day of
 * the month), "on 3 May for a week", "for the weekend" (two days). Read for the trip parser
 * (`_tool_trips.ts`).
 * @module
 */
import {
  addDays,
  compareDates,
  countOf,
  type DateHit,
  findDates,
  type LocalDate,
  localNow,
  monthNumber,
  weekdayOf,
} from "./_tool_dates.ts";
import type { Clause } from "./_tool_text.ts";
import { type Word, wordsOf } from "./_shapes.ts";
import { saysAny } from "./_shapes_spans.ts";
import { ownEntry } from "../../text/normalize.ts";
import { DAY_CODES } from "./_tool_recurrence_words.ts";
import { holidayName } from "./_dates_phrases.ts";
import { aroundOccasion, withMonthWeekend } from "./_tool_trips_occasion.ts";
import { weekdayAfter, weekdayBack } from "./_tool_trips_back.ts";

/** How many days past the first a trip said to last `n` units lasts: "for 3 nights", "for a week". */
export const DURATION_UNITS: Readonly<Record<string, (n: number) => number>> = {
  day: (n) => Math.max(n - 1, 0),
  days: (n) => Math.max(n - 1, 0),
  night: (n) => n,
  nights: (n) => n,
  week: (n) => 7 * n,
  weeks: (n) => 7 * n,
  // A weekend is two days, not seven.
  weekend: () => 1,
  fortnight: () => 14,
};

/** "for 3 days", "for a week", "for the weekend": how long a trip lasts, and where it is said. */
function duration(
  ws: readonly Word[],
): { index: number; end: number; days: number; weekend: boolean } | null {
  for (const [i, w] of ws.entries()) {
    if (w.w !== "for") continue;
    for (let n = 1; n <= 3; n++) {
      const unit = ownEntry(DURATION_UNITS, ws[i + n + 1]?.w ?? "");
      const said = ws.slice(i + 1, i + 1 + n).map((x) => x.w).join(" ");
      const count = said === "the" ? 1 : countOf(said);
      if (!unit || count === undefined || !Number.isFinite(count)) continue;
      const weekend = ws[i + n + 1]!.w === "weekend";
      // "for the weekend of the 18th": which weekend, said by its day, is no length.
      if (weekend && ws[i + n + 2]?.w === "of") return null;
      return { index: w.index, end: ws[i + n + 1]!.end, days: Math.round(unit(count)), weekend };
    }
  }
  return null;
}

/**
 * Whether `said` is only a length after "for" ("for 5 days", "for 2 weeks", which chrono reads as
 * a day from now) that a call's first and last day span: the length of the trip read, no day.
 */
export function lengthHeld(said: string, calls: readonly { input: Record<string, unknown> }[]) {
  const ws = wordsOf(said);
  const d = duration(ws);
  if (!d || ws[0]?.w !== "for" || d.end !== ws[ws.length - 1]!.end) return false;
  return calls.some((c) => {
    const [start, end] = [c.input.start_date, c.input.end_date];
    if (typeof start !== "string" || typeof end !== "string") return false;
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
    return days === d.days;
  });
}

const CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/**
 * Whether `word` is two weekdays joined by a hyphen ("thurs-sun") that a trip read from the
 * message starts and ends on: the trip holds the span said.
 */
export function weekdaysHeld(word: string, calls: readonly { input: Record<string, unknown> }[]) {
  const [a, b, more] = word.split("-").map((d) => ownEntry(DAY_CODES, d));
  if (!a || !b || more !== undefined || word.split("-").length !== 2) return false;
  const code = (iso: unknown) =>
    typeof iso === "string" ? CODES[new Date(`${iso}T12:00:00Z`).getUTCDay()] : undefined;
  return calls.some((c) => code(c.input.start_date) === a && code(c.input.end_date) === b);
}

/** "a week-long trip", "a two-week trip", "a 10-day trip": how many days past the first, or null. */
function lengthSaid(ws: readonly Word[]): number | null {
  for (const w of ws) {
    const [count, unit, more] = w.w.split("-");
    const long = unit === "long";
    const days = ownEntry(DURATION_UNITS, long ? count ?? "" : unit ?? "");
    const n = long ? 1 : countOf(count ?? "");
    if (!days || more !== undefined || n === undefined || !Number.isFinite(n) || n < 1) continue;
    // "a weekend-long trip" says no more than "a weekend trip".
    if ((long ? count : unit) === "weekend") continue;
    return Math.round(days(n));
  }
  return null;
}

interface Dates {
  start: LocalDate;
  end: LocalDate | null;
  spans: { index: number; end: number }[];
  firstIndex: number;
}

/** Whether a day was read from words alone, with no number: "the weekend", "next weekend". */
function vagueWeekend(hit: DateHit): boolean {
  const said = wordsOf(hit.text);
  return saysAny(said, ["weekend"]) &&
    !said.some((w) => [...w.w].some((ch) => ch >= "0" && ch <= "9"));
}

const ORDINAL = ["st", "nd", "rd", "th"];

/** Whether a day was said by its ordinal with no month: "the 12th", "sunday the 29th". */
function monthless(hit: DateHit): boolean {
  const said = wordsOf(hit.text);
  const ordinal = (w: string) =>
    ORDINAL.some((o) => w.endsWith(o) && w.length > 2 && !Number.isNaN(Number(w.slice(0, -2))));
  return !hit.monthOnly && said.some((w) => ordinal(w.w)) &&
    !said.some((w) => monthNumber(w.w) !== undefined);
}

/**
 * A day said without its month after the first day ("on 5 August, back on the 12th"): in the
 * first day's month, or the next one when that day is already past.
 */
function inMonthOf(start: LocalDate, hit: DateHit): LocalDate {
  if (compareDates(hit.date, start) >= 0 || !monthless(hit)) return hit.date;
  const day = hit.date.day;
  const same = { year: start.year, month: start.month, day };
  if (compareDates(same, start) >= 0) return same;
  const next = start.month === 12
    ? { year: start.year + 1, month: 1, day }
    : { year: start.year, month: start.month + 1, day };
  return next;
}

/** Words before a month that say when ("in May, the 3rd to the 7th"), not what is named. */
const MONTH_WHEN = ["in", "during", "throughout"];

/**
 * "for March break, the 14th through the 22nd", "in May, the 3rd to the 7th", "for the May bank
 * holiday, the 2nd to the 4th": a month said alone (a capitalised month's name), then days said
 * without their month, are those days of that month (not of the month chrono puts them in). The
 * month is returned as a day said when a word of {@link MONTH_WHEN} is before it; otherwise it
 * names something ("March break") and stays in the trip's words.
 */
/** Words after which a month's name written small is the month: "for march break", "in may". */
const MONTH_LEADS = new Set(["in", "for", "during", "over", "this", "next", "of"]);

function inSaidMonth(
  text: string,
  hits: readonly DateHit[],
  today: LocalDate,
): { hits: DateHit[]; when: DateHit | null } {
  const none = { hits: [...hits], when: null };
  const hit = hits[0]?.monthOnly ? hits[0] : null;
  const days = hit ? hits[1] : hits[0];
  if (!days || !monthless(days)) return none;
  // "for march break, 13th to the 20th": a month written small counts after a word that makes it
  // one ("we march on the 13th" says none).
  const said = wordsOf(text.slice(0, days.index));
  const named = said.find((w, i) =>
    (w.cap || MONTH_LEADS.has(said[i - 1]?.w ?? "")) && w.w.length > 2 &&
    monthNumber(w.w) !== undefined
  );
  const m = hit?.date.month ?? monthNumber(named?.w ?? "");
  if (m === undefined) return none;
  const year = hit?.date.year ?? (m < today.month ? today.year + 1 : today.year);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const end = days.endDate?.day;
  if (days.date.day > last || (end !== undefined && (end < days.date.day || end > last))) {
    return none;
  }
  const endDate = end === undefined ? null : { year, month: m, day: end };
  const before = hit ? wordsOf(text.slice(0, hit.index)).at(-1)?.w ?? "" : "";
  return {
    hits: [
      { ...days, date: { year, month: m, day: days.date.day }, endDate },
      ...hits.slice(hit ? 2 : 1),
    ],
    when: hit && MONTH_WHEN.includes(before) ? hit : null,
  };
}

/**
 * "the weekend of the 25th": the Saturday and Sunday holding the day said, or null when the day is
 * no day of a weekend (which weekend is meant is then unclear).
 */
function weekendOf(weekend: DateHit, day: DateHit, rest: readonly DateHit[] = []): Dates | null {
  const wd = weekdayOf(day.date);
  if (wd !== 0 && wd !== 6) return null;
  const start = wd === 6 ? day.date : addDays(day.date, -1);
  const spans = [{ index: weekend.index, end: day.end }];
  // "the weekend of the 21st, saturday to sunday": its days said again by their weekdays.
  const again = rest.filter((h) =>
    h.weekdayOnly && weekdayOf(h.date) === 6 && (!h.endDate || weekdayOf(h.endDate) === 0)
  );
  if (again.length !== rest.length) return null;
  spans.push(...again.map((h) => ({ index: h.index, end: h.end })));
  return { start, end: addDays(start, 1), spans, firstIndex: weekend.index };
}

/** Words before "weekend" that say which kind it is, and what leads them ("for the long …"). */
const WEEKEND_KIND = ["long", "bank holiday", "holiday"];
const WEEKEND_LEAD = ["for the", "over the", "the", "a", "for a"];

/**
 * "for the long weekend, 5th to 8th june": the kind of weekend said before the days read from it is
 * part of the days said, never a note ("the long").
 */
function withWeekendKind(text: string, dates: Dates | null): Dates | null {
  if (!dates) return dates;
  const ws = wordsOf(text);
  const spans = dates.spans.map((s) => {
    const at = ws.findIndex((w) => w.index === s.index);
    if (ws[at]?.w !== "weekend") return s;
    const before = ws.slice(0, at);
    const kind = endingWith(before, WEEKEND_KIND);
    if (kind === before.length) return s;
    const lead = endingWith(before.slice(0, kind), WEEKEND_LEAD);
    return { index: ws[lead]!.index, end: s.end };
  });
  return { ...dates, spans, firstIndex: Math.min(...spans.map((s) => s.index)) };
}

/** Where the last of `phrases` said at the end of the words starts (their length when none is). */
function endingWith(ws: readonly Word[], phrases: readonly string[]): number {
  for (const p of phrases) {
    const n = p.split(" ").length;
    if (ws.length >= n && ws.slice(-n).map((w) => w.w).join(" ") === p) return ws.length - n;
  }
  return ws.length;
}

/**
 * "fri 5th to mon 8th june": the weekday said before each of a range's two days (the date reader
 * reads no range through them). Each such weekday word is blanked (the text keeps its length);
 * its code is kept to check against the day read. Fewer or more than two: none blanked.
 */
function rangeWeekdays(text: string): { text: string; said: { code: string; w: Word }[] } {
  const ws = wordsOf(text);
  const digit = (raw: string | undefined) => raw !== undefined && raw >= "0" && raw < ":";
  const said = ws.flatMap((w, i) => {
    const code = ownEntry(DAY_CODES, w.w);
    // "Mon 8th", "Monday the 6th of April": the weekday before its day's number.
    const the = ws[i + 1]?.w === "the" ? 1 : 0;
    return code && digit(ws[i + 1 + the]?.raw) ? [{ code, w, the: the === 1 }] : [];
  });
  if (said.length !== 2) return { text, said: [] };
  let out = text;
  for (const { w, the } of said) {
    // "to Mon 8th" is read as "to the 8th" (a day of the month alone is read after "the").
    const width = w.end - w.index;
    const put = !the && width >= 3 ? "the" + " ".repeat(width - 3) : " ".repeat(width);
    out = out.slice(0, w.index) + put + out.slice(w.end);
  }
  return { text: out, said };
}

/**
 * The days a text gives: "from 3 to 7 December", "next month", "on 3 May for a week". A weekend
 * said beside its days ("for the weekend, Friday to Sunday") is read as those days when they hold
 * it. A trip's length said before it ("a week-long trip") is read from `clause`, the whole clause.
 */
export function readDates(typed: string, c: Clause, clause: string = typed): Dates | null {
  const { text, said: weekdays } = rangeWeekdays(typed);
  const dates = withWeekendKind(text, datesIn(text, c, clause));
  if (!dates || weekdays.length === 0) return dates;
  // "fri 5th to mon 8th june": each weekday is its day's, or the days are not read (never guessed).
  const [first, last] = weekdays;
  const holds = dates.end !== null && CODES[weekdayOf(dates.start)] === first!.code &&
    CODES[weekdayOf(dates.end)] === last!.code;
  if (!holds) return null;
  const spans = [...dates.spans, ...weekdays.map(({ w }) => ({ index: w.index, end: w.end }))];
  return { ...dates, spans, firstIndex: Math.min(...spans.map((s) => s.index)) };
}

/** Whether the day `hit` is said as the way out: "leaving on the 20th", "departing Friday". */
function startLed(text: string, hit: DateHit): boolean {
  const before = wordsOf(text.slice(0, hit.index)).filter((w) => !["on", "the"].includes(w.w));
  return ["leaving", "leave", "departing", "depart", "flying", "going"].includes(
    before.at(-1)?.w ?? "",
  );
}

/** Words that lead a holiday said as a trip's occasion: "over Christmas", "for Easter". */
const OCCASION_LEADS = ["over", "for", "at", "during", "through"];

function datesIn(text: string, c: Clause, clause: string): Dates | null {
  const d = duration(wordsOf(text));
  // "for a week from the 3rd": how long the trip lasts is no day of it, when a day is said too.
  const read = withMonthWeekend(
    text,
    c,
    findDates(text, c.ctx, "future").filter((h) => h.dayCertain || h.monthOnly),
  );
  const inLength = (h: DateHit) => d !== null && h.index >= d.index && h.end <= d.end;
  const month = inSaidMonth(
    text,
    read.some((h) => !inLength(h)) ? read.filter((h) => !inLength(h)) : read,
    localNow(c.ctx).date,
  );
  // "over Christmas, leaving the 21st of December and back on the 27th", "…, for Christmas": a
  // holiday said beside the days is the occasion, held by the days read (checked below).
  // "on Easter Sunday and come back the Friday after": a holiday said as the day ("on") is one.
  const on = (h: DateHit) => wordsOf(text.slice(0, h.index)).at(-1)?.w === "on";
  const occasion = (h: DateHit) =>
    holidayName(h.text) !== null && ![...h.text].some((ch) => ch >= "0" && ch <= "9") && !on(h);
  const occasions = month.hits.some((h) => !occasion(h)) ? month.hits.filter(occasion) : [];
  const all = month.hits.filter((h) => !occasions.includes(h)).map((h) =>
    aroundOccasion(h, occasions)
  );
  let hits = all;
  const weekend = all[0] && vagueWeekend(all[0]) ? all[0] : undefined;
  const days = weekend ? all[1] : undefined;
  // "the weekend of the 25th": the weekend holding the day; "the weekend of the 26th to 28th":
  // the days said are the weekend.
  const of = weekend && days
    ? wordsOf(text.slice(weekend.end, days.index)).map((w) => w.w).join(" ")
    : "";
  if (days && !vagueWeekend(days) && (of === "of" || of === "of the")) {
    if (!days.endDate) return weekendOf(weekend!, days, all.slice(2));
    hits = all.slice(1);
  }
  if (weekend && days && !vagueWeekend(days) && hits === all) {
    const last = days.endDate ?? days.date;
    const holds = compareDates(addDays(days.date, -1), weekend.date) <= 0 &&
      compareDates(weekend.date, addDays(last, 1)) <= 0;
    if (holds) hits = all.slice(1);
  }
  const first = hits[0];
  if (!first) return null;
  const today = localNow(c.ctx).date;
  let start = first.date;
  const said = wordsOf(first.text);
  const monday = addDays(today, ((8 - weekdayOf(today)) % 7) || 7);
  // "Thurs–Sun next week": both days of next week (chrono starts this week's Thursday).
  const lastDay = first.weekdayOnly && first.endDate ? first.endDate : null;
  if (saysAny(said, ["next week"]) && lastDay) {
    start = addDays(lastDay, -((weekdayOf(lastDay) - weekdayOf(first.date) + 7) % 7));
    const outside = compareDates(lastDay, addDays(monday, 7)) >= 0;
    if (compareDates(start, monday) < 0 || outside) return null;
  } else if (saysAny(said, ["next week"])) {
    start = monday;
  }
  let end: LocalDate | null = first.endDate;
  const spans = all.filter((h) => h === first || h === weekend)
    .map((h) => ({ index: h.index, end: h.end }));
  const second = hits.slice(1).find((h) => !vagueWeekend(h));
  // "for the weekend, leaving on the 20th": a day said as the way out is no end of the weekend
  // read from today (which weekend is meant is then unclear).
  if (second && vagueWeekend(first) && startLed(text, second)) return null;
  const after = second ? weekdayAfter(text, start, second) : null;
  const then = after?.date ??
    (second ? weekdayBack(text, start, second) ?? inMonthOf(start, second) : null);
  if (!end && second && then && compareDates(then, start) >= 0) {
    end = then;
    spans.push({ index: second.index, end: after?.end ?? second.end });
  }
  if (saysAny(said, ["weekend"]) && !end) end = addDays(start, 1);
  // "for the weekend" said beside a day of the week's end: the day said is the end.
  for (const h of hits.slice(1)) {
    if (h !== second && vagueWeekend(h)) spans.push({ index: h.index, end: h.end });
  }
  if (month.when) spans.push({ index: month.when.index, end: month.when.end });
  if (d) {
    spans.push({ index: d.index, end: d.end });
    // "on Friday for the weekend": to the Sunday (from a Thursday, a Friday or a Saturday).
    const toSunday = (7 - weekdayOf(start)) % 7;
    if (!end) end = addDays(start, d.weekend && toSunday >= 1 && toSunday <= 3 ? toSunday : d.days);
  }
  const length = end ? null : lengthSaid(wordsOf(clause));
  if (length !== null) end = addDays(start, length);
  if (end && compareDates(end, start) < 0) end = null;
  // The occasion must fall within the days (a day either side), else nothing is guessed.
  for (const o of occasions) {
    const last = addDays(end ?? start, 1);
    const held = compareDates(o.endDate ?? o.date, addDays(start, -1)) >= 0 &&
      compareDates(o.date, last) <= 0;
    if (!held) return null;
    const lead = wordsOf(text.slice(0, o.index)).at(-1);
    const led = lead && OCCASION_LEADS.includes(lead.w) && lead.end + 1 >= o.index;
    spans.push({ index: led ? lead.index : o.index, end: o.end });
  }
  return { start, end, spans, firstIndex: Math.min(...spans.map((s) => s.index)) };
}
