/**
 * Reading the calendar in what people write: "what's on my calendar tomorrow", "what meetings do I
 * have next week", "am I free on Friday". The range is a span of days in the user's time zone.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { addDays, compareDates, findDates, isoDate, localNow, weekdayOf } from "./_tool_dates.ts";
import {
  endOfMonth,
  monthSaid,
  type Range,
  thisMonth,
  weekendOfDay,
  weekendOfMonth,
  weekOfDay,
  weekOfMonth,
  withinWeek,
} from "./_tool_calendar_weeks.ts";
import type { Clause } from "./_tool_text.ts";
import { asksToList, NOUN } from "./_tool_words.ts";
import { type Shape, wordsOf } from "./_shapes.ts";
import { isWhole, opensWith, saysAny } from "./_shapes_spans.ts";
import { kindsNamed } from "./_clause_kind.ts";
import { isWorldQuestion } from "./_questions.ts";
import { hasDigit } from "./_tokens.ts";
import { between, listedDays } from "./_tool_calendar_between.ts";
import { type Around, daysAhead, PAST, saidNotAway, SPANS } from "./_tool_calendar_spans.ts";

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
/** Words that say a span between two days: a weekday said with one is no day on its own. */
const BETWEEN = ["between", "from", "until", "till", "through", "thru"];

/** The days a text asks about, or null for the default range. */
export function dayRange(text: string, c: Clause): Range | null {
  const ws = wordsOf(text);
  const today = localNow(c.ctx).date;
  const wd = weekdayOf(today);
  const monday = addDays(today, -((wd + 6) % 7));
  const past = saysAny(ws, PAST);
  const around: Around = { today, wd, monday, sunday: addDays(monday, 6), past };
  // "the week starting monday the 16th": a week said by one of its days is the week.
  const week = weekOfMonth(text, ws, c, today) ?? weekendOfMonth(text, ws, c, today) ??
    weekOfDay(text, ws, c) ?? weekendOfDay(text, ws, c);
  if (week) return week;
  // "whats on my calendar monday tuesday", "mon, wed and fri": the days from the first to the last.
  const listed = saysAny(ws, BETWEEN) ? null : listedDays(text, c);
  if (listed) return listed;
  // "on Wednesday next week": the day said, not the week around it.
  const weekday = saysAny(ws, WEEKDAYS)
    ? findDates(text, c.ctx, "future").find((h) => h.dayCertain && !h.endDate)
    : undefined;
  if (weekday && !saysAny(ws, BETWEEN)) return { from: weekday.date, to: weekday.date };
  const span = SPANS.find((r) => saidNotAway(ws, r.says));
  if (span) return span.range(around);
  const ahead = daysAhead(ws);
  if (ahead !== null) return { from: today, to: addDays(today, ahead - 1) };
  const hits = findDates(text, c.ctx, "future");
  // "between xmas and new years, like the 28th to jan 2": the days said as a range are the span.
  const hit = hits.find((h) => h.endDate && h.dayCertain && !h.weekdayOnly && hasDigit(h.text)) ??
    hits.find((h) => h.dayCertain || h.monthOnly || h.time) ?? monthSaid(ws, today);
  // "from the 2nd to the 5th of May": a range read whole says its month for both days; two
  // weekdays ("mon-wed", said on a Monday) are the days of one week.
  if (hit?.endDate) return { from: hit.date, to: withinWeek(hit) };
  const range = between(text, ws, c);
  if (range) return range;
  if (!hit) {
    const myDay = saysAny(ws, ["my day", "the day"]) && !saysAny(ws, ["day after", "day before"]);
    return myDay ? { from: today, to: today } : null;
  }
  if (hit.endDate) return { from: hit.date, to: hit.endDate };
  if (hit.monthOnly) {
    // "the rest of March", said in March: from today.
    const month = thisMonth(hit, today).date;
    const rest = saysAny(ws, ["rest of", "remainder of"]) && compareDates(month, today) < 0;
    return { from: rest ? today : month, to: endOfMonth(month) };
  }
  return { from: hit.date, to: hit.date };
}

const PARTS_OF_DAY = ["morning", "afternoon", "evening"];
const WHEN_SAID = ["today", "tomorrow", "tonight", "this", "next", "on", "for", "at"];
/**
 * Words that name another list ("what is on my shopping list", "anything to my list today"): a
 * question saying one is never the calendar's.
 */
export const OTHER_LISTS = [
  "list",
  "note",
  "notes",
  "task",
  "tasks",
  "todo",
  "todos",
  "to-do",
  "to-dos",
  "shopping",
  "groceries",
];

/** "what is on it": what is on a list said before, never the calendar. */
const POINTING = ["on it", "on them", "on there"];

/** A day said after a question's words: "what do I have today", "got anything tomorrow". */
const DAY_SAID = [
  "today",
  "tomorrow",
  "tonight",
  "next week",
  // "what have I got next weekend?": the weekend, not "next week" and a word more.
  "next weekend",
  ...["morning", "afternoon", "evening", "week", "weekend"].map((w) => `this ${w}`),
  ...WEEKDAYS,
  ...WEEKDAYS.map((w) => `on ${w}`),
].join("|");

/** The calendar said as a place things are in: "anything in the diary", "is there much in my agenda". */
const IN_CALENDAR: readonly string[] = ["in my|in the|in our", "diary|calendar|agenda|schedule"];

/** Questions about the calendar that name none: "am I free on Friday", "what is on tomorrow". */
const ASKS: readonly Shape[] = [
  [
    "am|are",
    "i|we",
    "free|busy|available|booked|doing anything|around|off|double booked|double-booked|overbooked",
  ],
  ["what", "am i|are we", "doing|up to"],
  ["what", "have i got|do i have", "on|planned|scheduled|going on"],
  // "what do I have today?": a day after "what do I have" asks about the calendar.
  [
    "what",
    "have i got|have we got|do i have|do we have",
    "?on|for",
    DAY_SAID,
  ],
  // "when's my next dentist appt": one word may say what the appointment is for.
  // "when is my dentist appointment", "when's my next hair appointment".
  // "when is the dentist appointment?": the one said, "the" for "my".
  ["when|what time", "is my|is the", "?next|first", "?_", "meeting|event|appointment|appt|call"],
  // "did I have a meeting yesterday afternoon": asked of days gone by.
  [
    "did",
    "i|we",
    "have|have got",
    "a|an|any",
    "meeting|meetings|appointment|appointments|event|events",
  ],
  [
    "what does|how does|how is|how busy is",
    // "what does the rest of the week look like": the span's rest (`SPANS`).
    "?the rest of|rest of",
    "my|the|this",
    [
      "day",
      "week",
      "weekend",
      "month",
      ...PARTS_OF_DAY,
      "schedule",
      "calendar",
      "agenda",
      "diary",
      "tomorrow",
    ].join("|"),
  ],
  ["how busy", "am i|is my day|is my week"],
  // "busy tonight?", "free tomorrow afternoon?": "am I" left out, a day said.
  ["busy|free", DAY_SAID],
  // "whole next month calendar show": the span, the calendar, then "show" (as said in India).
  [
    "?whole|entire",
    "this|next|the",
    "week|weekend|month|fortnight",
    "calendar|schedule|agenda|diary",
    "show|dikhao",
  ],
  // Said in Hindi and Urdu among English: "aaj ka schedule kya hai", "aaj ki plans batao".
  ["aaj", "?ka|ki|ke", "schedule|calendar|agenda|plan|plans", "kya|batao|dikhao"],
  // "how's next week looking", "how does friday look": a span or a day said bare.
  [
    "how is|how does|what does",
    ["next week", "this week", "next month", "this weekend", "next weekend", "tomorrow"]
      .concat(WEEKDAYS).join("|"),
    "look|looking",
  ],
  [
    "what",
    "is|does|will",
    "my|the",
    [
      "day",
      "week",
      "weekend",
      ...PARTS_OF_DAY,
      "schedule",
      "calendar",
      "agenda",
      "diary",
    ].join("|"),
    // "what's my day like".
    "look|looking|be|like",
  ],
  [
    "what is|what are",
    "my|the",
    "next|upcoming",
    "meeting|meetings|event|events|appointment|appointments",
  ],
];

/**
 * "have I any appointments on Monday" ("have" said without "got"), "do I have anything tomorrow":
 * the calendar's when no other list is named ("do I have anything on the list for new year's" is
 * the shopping list's).
 */
const HAVE_ANY: readonly Shape[] = [
  ["have", "i|we", "any|anything|something|much"],
  ["do|have", "i|we", "have|got", "anything|something|much|a lot|stuff"],
];

/**
 * "got anything on at 9.45 tmr?", "any clashes on the 2nd of April?": the calendar's only when a
 * day or the calendar is said ("got anything on sale?", "any clashes in the seating plan" are none).
 */
const GOT_ANY: readonly Shape[] = [
  ["got", "anything|something", "on|planned|scheduled|happening"],
  // "got anything tomorrow or not", "you got anything this weekend" (not "got anything for dinner").
  ["?you|have you|have i|have we", "got", "anything|something", DAY_SAID],
  // "anything on Friday?" (not "anything on sale?", nor "anything on my task list").
  ["anything|something", "on|planned|scheduled|happening"],
  // "anything in the diary for Monday?", "is there much in my agenda tomorrow".
  ["?is there|are there|have i got|do i have", "anything|something|much", ...IN_CALENDAR],
  // "is there anything on the 25th?" (not "is there anything on sale").
  // "is anything on friday", "is something booked for the 3rd": "there" left out.
  [
    "is there|are there|is|is there not",
    "anything|something|much",
    "on|planned|scheduled|happening|booked",
  ],
  // "check if I get anything for Democracy day", "see whether we have anything on Friday".
  [
    "check|see|find out",
    "if|whether",
    "i|we",
    "have|get|got|have got",
    "anything|something|much",
  ],
  // "what have I got between the 16th and the 20th", "what do we have from Monday to Wednesday".
  ["what", "have i got|have we got|do i have|do we have", "?on", "between|from"],
  // "busy on the 2nd of April?", "free on 3 May?": "am I" left out, before a date said.
  ["busy|free|booked", "on|for"],
  // "what all is there on the 20th" (as said in India): "all" for everything on the day.
  ["?tell me|show me|check", "what all", "is there|is on|do i have|have i got|is planned"],
  // Said in Nigerian Pidgin: "wetin dey my calendar for today" ("what is on").
  ["wetin", "dey"],
  ["?are there|do i have|have i got|have i", "any", "clashes|conflicts|double bookings"],
  // "check if anything clashes with the school play on thursday".
  ["check|see|find out", "if|whether", "anything|something", "clashes|conflicts|clash|conflict"],
];

/** "what is on …", "what is up tomorrow": the calendar, unless another list is named. */
const WHAT_IS_ON: readonly Shape[] = [
  ["what is", "on|happening|planned|scheduled|going on|booked"],
  // "just show me what's on Saturday", "tell us what is happening tomorrow", "check what's on
  // Thursday".
  [
    "?just|only",
    "show|tell|give|check",
    "?me|us",
    "what is",
    "on|happening|planned|scheduled|going on|booked",
  ],
  ["what is up", WHEN_SAID.join("|")],
  // "check what I've got on Monday", "see what we have planned tomorrow".
  [
    "check|see|show me|tell me",
    "what",
    "i have|i have got|i got|we have|we have got|we got",
    "on|planned|scheduled|booked|going on",
  ],
];

/**
 * "show me everything between the 20th and 27th", "list everything on friday": everything of some
 * days is the calendar's, when the days are said and no other list is.
 */
const EVERYTHING: readonly Shape[] = [
  ["show|list|give", "?me|us", "everything|all|anything", "?i have|i have got|that is"],
];

/**
 * "when's the dentist in my calendar?", "whens my next catch up with Julia on the calendar": when
 * something is, asked of the calendar named.
 */
const WHEN_IN: readonly Shape[] = [["when is|when are|whens|what time is|when do i have"]];

/** Words pointing at a day or time said elsewhere: "am I free then?", "what have I got that day?". */
const SAID_ELSEWHERE = ["then", "that day", "that time", "that evening", "that night", "that week"];

/** The calendar call a clause asks for, or null. */
export function parseCalendar(c: Clause): ToolCall | null {
  const ws = wordsOf(c.text);
  const onlyCalendar = !saysAny(ws, OTHER_LISTS) &&
    [...kindsNamed(c.text)].every((k) => k === "calendar");
  const range = dayRange(c.text, c);
  const named = range !== null || kindsNamed(c.text).has("calendar");
  // "what's on?", "what's on Friday": said alone or with a day ("what is on sale" is none).
  const whatIsOn = opensWith(ws, WHAT_IS_ON) && !saysAny(ws, OTHER_LISTS) &&
    !saysAny(ws, POINTING) && (named || WHAT_IS_ON.some((s) => isWhole(ws, s)));
  const asks = asksToList(c, NOUN.calendar) || opensWith(ws, ASKS) || whatIsOn ||
    (opensWith(ws, HAVE_ANY) && onlyCalendar);
  const got = (named && onlyCalendar && opensWith(ws, GOT_ANY)) ||
    (opensWith(ws, WHEN_IN) && kindsNamed(c.text).has("calendar") && onlyCalendar);
  const everything = !asks && range !== null && opensWith(ws, EVERYTHING) &&
    onlyCalendar &&
    // "show me everything between the 3rd": a span said half is a piece of another sentence.
    (!saysAny(ws, BETWEEN) || compareDates(range.from, range.to) !== 0);
  // "how is tomorrow looking for the weather": the world's day, not the user's.
  if ((!asks && !everything && !got) || isWorldQuestion(c.text)) return null;
  // "am I free then?": a day said elsewhere, never this week's in its place.
  if (range === null && saysAny(ws, SAID_ELSEWHERE)) return null;
  return {
    name: "calendar_list",
    input: range ? { from: isoDate(range.from), to: isoDate(range.to) } : {},
  };
}
