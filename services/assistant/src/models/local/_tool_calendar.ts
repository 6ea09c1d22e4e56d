/**
 * Reading the calendar in what people write: "what's on my calendar tomorrow", "what meetings do I
 * have next week", "am I free on Friday". The range is a span of days in the user's time zone.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import {
  addDays,
  compareDates,
  COUNT_RE,
  countOf,
  daysInMonth,
  findDates,
  isoDate,
  type LocalDate,
  localNow,
  weekdayOf,
} from "./_tool_dates.ts";
import type { Clause } from "./_tool_text.ts";
import { asksToList, NOUN } from "./_tool_words.ts";

/** The days a text asks about, or null for the default range. */
export function dayRange(text: string, c: Clause): { from: LocalDate; to: LocalDate } | null {
  const today = localNow(c.ctx).date;
  const wd = weekdayOf(today);
  const mondayThisWeek = addDays(today, -((wd + 6) % 7));
  const sundayThisWeek = addDays(mondayThisWeek, 6);
  const endOfMonth = (d: LocalDate): LocalDate => ({ ...d, day: daysInMonth(d.year, d.month) });
  // "on Wednesday next week": the day said, not the week around it.
  const weekday = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/iu.test(text)
    ? findDates(text, c.ctx, "future").find((h) => h.dayCertain && !h.endDate)
    : undefined;
  if (weekday && !/\b(?:between|from|until|till|through|thru)\b/iu.test(text)) {
    return { from: weekday.date, to: weekday.date };
  }
  if (
    /\b(?:this|the\s+current|current|my)\s+week\b|\brest\s+of\s+(?:the|this)\s+week\b/iu.test(text)
  ) {
    return { from: today, to: sundayThisWeek };
  }
  if (/\bnext\s+week\b|\bthe\s+(?:coming|following)\s+week\b/iu.test(text)) {
    return { from: addDays(mondayThisWeek, 7), to: addDays(sundayThisWeek, 7) };
  }
  if (/\b(?:last|previous|past)\s+week\b/iu.test(text)) {
    return { from: addDays(mondayThisWeek, -7), to: addDays(sundayThisWeek, -7) };
  }
  if (/\b(?:this|the|over\s+the)\s+weekend\b/iu.test(text)) {
    const sat = wd === 0 ? today : addDays(today, (6 - wd + 7) % 7);
    return { from: sat, to: wd === 0 ? today : addDays(sat, 1) };
  }
  if (/\bnext\s+weekend\b/iu.test(text)) {
    const sat = addDays(today, ((6 - wd + 7) % 7 || 7) + (wd === 6 || wd === 0 ? 0 : 7));
    return { from: sat, to: addDays(sat, 1) };
  }
  if (
    /\b(?:this|the\s+current|current)\s+month\b|\brest\s+of\s+(?:the|this)\s+month\b/iu.test(text)
  ) {
    return { from: today, to: endOfMonth(today) };
  }
  const next = new RegExp(
    String.raw`\b(?:the\s+)?(?:next|coming|following)\s+(${COUNT_RE})\s+(days?|weeks?)\b`,
    "iu",
  ).exec(text);
  if (next) {
    const n = Math.min(Math.max(Math.round(countOf(next[1] ?? "") ?? 1), 1), 366);
    const days = (next[2] ?? "").toLowerCase().startsWith("week") ? n * 7 : n;
    return { from: today, to: addDays(today, days - 1) };
  }
  if (/\b(?:the\s+)?(?:next|coming)\s+fortnight\b/iu.test(text)) {
    return { from: today, to: addDays(today, 13) };
  }
  if (/\b(?:the\s+)?(?:next|coming)\s+few\s+days\b/iu.test(text)) {
    return { from: today, to: addDays(today, 2) };
  }
  const between = /\b(?:between|from)\s+(.+?)\s+(?:and|to|until|till|through|thru|-)\s+(.+)$/iu
    .exec(text);
  if (between) {
    const a = findDates(between[1] ?? "", c.ctx, "future").find((h) => h.dayCertain);
    const b = a
      ? findDates(between[2] ?? "", c.ctx, "future").find((h) => h.dayCertain)
      : undefined;
    if (a && b) {
      let to = b.date;
      while (compareDates(to, a.date) < 0) to = addDays(to, 7);
      return { from: a.date, to };
    }
  }
  const hit = findDates(text, c.ctx, "future").find((h) => h.dayCertain || h.monthOnly || h.time);
  if (!hit) {
    const myDay = /\b(?:my|the)\s+day\b/iu.test(text) && !/\bday\s+(?:after|before)\b/iu.test(text);
    return myDay ? { from: today, to: today } : null;
  }
  if (hit.endDate) return { from: hit.date, to: hit.endDate };
  if (hit.monthOnly) return { from: hit.date, to: endOfMonth(hit.date) };
  return { from: hit.date, to: hit.date };
}

const ASKS: RegExp[] = [
  /^(?:am|are)\s+(?:i|we)\s+(?:free|busy|available|booked|doing\s+anything|around|off)\b/iu,
  /^what\s+(?:am\s+i|are\s+we)\s+(?:doing|up\s+to)\b/iu,
  /^(?:do|have)\s+(?:i|we)\s+(?:have|got)\s+(?:anything|something|much|a\s+lot|stuff)\b/iu,
  /^what\s+is\s+(?:on|happening|up(?=\s+(?:for|today|tomorrow|tonight|this|next|on|at))|planned|scheduled|going\s+on|booked)\b(?!.*\b(?:list|notes?|tasks?|to-?dos?|shopping|groceries)\b)/iu,
  /^what\s+(?:have\s+i\s+got|do\s+i\s+have)\s+(?:on|planned|scheduled|going\s+on)\b/iu,
  // "what do I have today?": a day after "what do I have" asks about the calendar.
  /^what\s+(?:have\s+(?:i|we)\s+got|do\s+(?:i|we)\s+have)\s+(?:(?:on|for)\s+)?(?:today|tomorrow|tonight|this\s+(?:morning|afternoon|evening|week|weekend)|next\s+week|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/iu,
  /^(?:anything|something)\s+(?:on|planned|scheduled|happening)\b/iu,
  /^(?:when|what\s+time)\s+is\s+my\s+(?:next|first)\s+(?:meeting|event|appointment|call)\b/iu,
  /^(?:what\s+does|how\s+does|how\s+is|how\s+busy\s+is)\s+(?:my|the)\s+(?:day|week|weekend|month|morning|afternoon|evening|schedule|calendar|agenda|tomorrow)\b/iu,
  /^how\s+busy\s+(?:am\s+i|is\s+my\s+(?:day|week))\b/iu,
  /^what\s+(?:is|does|will)\s+(?:my|the)\s+(?:day|week|weekend|morning|afternoon|evening|schedule|calendar|agenda)\s+(?:look|looking|be)\b/iu,
  /^(?:what\s+is|what\s+are)\s+(?:my|the)\s+(?:next|upcoming)\s+(?:meetings?|events?|appointments?)\b/iu,
];

/** The calendar call a clause asks for, or null. */
export function parseCalendar(c: Clause): ToolCall | null {
  if (!asksToList(c, NOUN.calendar) && !ASKS.some((re) => re.test(c.text))) return null;
  const range = dayRange(c.text, c);
  return {
    name: "calendar_list",
    input: range ? { from: isoDate(range.from), to: isoDate(range.to) } : {},
  };
}
