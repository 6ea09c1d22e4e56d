/**
 * A question about the user's data read through the group's read tool, filtered by what it says:
 * the days it asks about ("anything in the diary this weekend?"), the month of the expenses ("what
 * did January look like?"), done tasks too ("did I ever finish …?"). Also the calendar questions
 * that name no group but a day ("what does monday look like", "where's the conference on the
 * 20th").
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { words } from "../../text/normalize.ts";
import { findDates, isoDate } from "./_tool_dates.ts";
import { dayRange, OTHER_LISTS } from "./_tool_calendar.ts";
import { monthOf } from "./_tool_expenses_dashboard.ts";
import { makeClause } from "./_tool_text.ts";
import { NOUN } from "./groups/mod.ts";
import { asksAdvice, isPersonal, isQuestion, isWorldQuestion } from "./_questions.ts";
import { withoutHolidays } from "./_dates_phrases.ts";
import { fits, shapes } from "./_shapes.ts";

/** When and where the question is read. */
interface ReadAt {
  now: Date;
  timezone: string;
}

/** Done tasks asked about too. */
const DONE = new Set(
  "finish finished done complete completed tick ticked cross crossed".split(" "),
);

/** True when a word of `text` is one of `set`. */
function saysAny(text: string, set: ReadonlySet<string>): boolean {
  return words(text).some((w) => set.has(w));
}

/** The read call with the filters its question says, where the tool takes them. */
export function withFilters(call: ToolCall, text: string, at: ReadAt): ToolCall {
  const c = makeClause(text, at);
  if (call.name === "calendar_list" && call.input.from === undefined) {
    const range = dayRange(text, c);
    if (range) {
      return { ...call, input: { from: isoDate(range.from), to: isoDate(range.to) } };
    }
  }
  if (call.name === "expenses_dashboard" && call.input.month === undefined) {
    const month = monthOf(text, c);
    if (month) return { ...call, input: { ...call.input, month } };
  }
  if (
    call.name === "tasks_list" && call.input.include_completed === undefined && saysAny(text, DONE)
  ) {
    return { ...call, input: { ...call.input, include_completed: true } };
  }
  return call;
}

/** What a question about a day in the calendar asks: something on, how it looks, when, where. */
const ABOUT_A_DAY = shapes([[
  "anything|something|look like|looks like|looking like|free|busy|clear|got on|have on|what time|" +
  // "what have I already got in that stretch?": what is on in the days said before.
  "what is on|what is in|where|when|already got|already have|got in that|have in that|got in those|" +
  "have in those|got during|have during",
]]);

/** "anything in the oven for tonight": something inside a thing, not in the calendar. */
const INSIDE_A_THING = shapes([[
  "anything|something|much|got|have|is",
  "in|inside",
  "the|my|our|your",
  "!" + ["diary", "calendar", "agenda", "schedule", "planner", "next", "coming", "following"]
    .concat(["morning", "afternoon", "evening", "week", "weekend", "month", "day"]).join("|"),
]]);

/** A day asked whether it is busy or free: "is friday free?", "is thursday the 19th busy?". */
const DAY_IS_BUSY = shapes([["is", "...", "busy|free|clear|booked|booked up|full|packed"]]);

/** How a question about what is on starts ("what's on …"). */
const WHATS_ON = shapes([["what|whats|what's", "on"]]);

/** "the school play on thursday": an event of the user's, named with its day. */
const THE_EVENT = shapes([["the", "_", "?_", "on|this|next|tomorrow|today|tonight"]]);

/** What is on for everyone, not in the user's calendar: television, a match, the news. */
const NOT_MINE = new Set(
  "tv television telly radio netflix match game race fixture news cinema".split(" "),
);

/** True when a calendar question asks what is on for everyone ("what's on TV tonight?"). */
export function notInCalendar(calls: readonly ToolCall[], text: string): boolean {
  return calls.length > 0 && calls.every((c) => c.name === "calendar_list") &&
    saysAny(text, NOT_MINE);
}

/** A list named ("anything on my list today?"): never the calendar's. */
const LISTS: ReadonlySet<string> = new Set(OTHER_LISTS);

/** Any group's noun but the calendar's: the question is that group's, not the calendar's. */
const OTHER_NOUN = new RegExp(
  String.raw`\b(?:${
    Object.entries(NOUN).filter(([k]) => k !== "calendar").map(([, n]) => n).join("|")
  })\b`,
  "iu",
);

/**
 * The calendar call of a question that asks what is on a day said with a date or a weekday, or
 * null: about the user's own days ("did I have anything on last tuesday") or an event named with
 * its day; never a holiday alone ("when is easter?") or a question about the world.
 */
export function calendarQuestion(text: string, at: ReadAt): ToolCall | null {
  const t = text.trim();
  if (
    !isQuestion(t) || asksAdvice(t) || isWorldQuestion(t) || OTHER_NOUN.test(t) || saysAny(t, LISTS)
  ) {
    return null;
  }
  // "what does monday look like": how a day looks is how the user's day looks.
  const looks = words(t).includes("look") || words(t).includes("looking");
  if (
    !(fits(t, ABOUT_A_DAY, "anywhere") || fits(t, WHATS_ON, "start")) || saysAny(t, NOT_MINE) ||
    fits(t, INSIDE_A_THING, "anywhere")
  ) {
    return null;
  }
  const days = withoutHolidays(t);
  const hits = findDates(days, at, "future");
  // "is thursday the 19th busy?": a day asked whether it is busy or free is the user's day.
  const dayIsBusy = hits[0] !== undefined && fits(t, DAY_IS_BUSY, "start") &&
    ["is", "is the"].includes(words(days.slice(0, hits[0].index)).join(" "));
  if (!(isPersonal(t) || looks || dayIsBusy || fits(t, THE_EVENT, "anywhere"))) return null;
  if (!hits.some((h) => h.dayCertain || h.endDate)) return null;
  const range = dayRange(days, makeClause(days, at));
  if (!range) return null;
  return { name: "calendar_list", input: { from: isoDate(range.from), to: isoDate(range.to) } };
}
