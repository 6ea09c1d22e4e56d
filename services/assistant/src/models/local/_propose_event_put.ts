/**
 * Where an event is said to go, as words and the readings of them: "…, can you put it in", "…,
 * put it in the calendar" said after the event (`saidFirst`), and "on my calendar" said inside
 * the event's words (`calendarSaid`), neither any part of the event. Read by `_propose_event.ts`.
 * @module
 */
import type { Shape } from "./_shapes.ts";
import { type Word, wordsOf } from "./_shapes.ts";
import { findPhrase, isWhole } from "./_shapes_spans.ts";
import { CALENDARS, OWNERS } from "./_propose_event_words.ts";

/** The calendar said as where an event goes: "on my calendar", "in the diary". */
export const IN_CALENDAR: readonly string[] = ["in", "on", "into"].flatMap((p) =>
  OWNERS.flatMap((o) => CALENDARS.map((n) => `${p} ${o} ${n}`))
);

/** Words that may open a request said after its event: "…, so can you put it in". */
const ASKING = "*and|so|then|please|can you|could you|would you";
const END: Shape = ["?please", "*?|!"];

/**
 * The request to put an event said first in the calendar ("…, can you put it in", "…, put it in
 * the calendar", "…, calendar please"): either shape said whole after the event.
 */
export const PUT_IT_IN: readonly Shape[] = [
  [
    ASKING,
    "put|stick|pop|add|throw|whack|get",
    "it|that|this|them",
    "in|into|on|onto|to",
    "?" + OWNERS.flatMap((o) => CALENDARS.map((n) => `${o} ${n}`)).join("|"),
    ...END,
  ],
  [
    ASKING,
    "?" + ["in", "into", "on"].flatMap((p) => ["my", "the"].map((o) => `${p} ${o}`)).join("|"),
    "calendar|diary",
    ...END,
  ],
];

/** What may stand between an event and the request after it. */
export const PUT_IT_IN_AFTER = [",", ";", "-", "–", "—"];

/**
 * The event said first, then the request to put it in the calendar ("meeting with Dev on monday
 * 10-11:30, can you put it in", "half term, 16th to 20th Feb, put it in the calendar", "…,
 * calendar please"): where the event ends, or -1.
 */
export function saidFirst(text: string, ws: readonly Word[]): number {
  for (let k = 1; k < ws.length; k++) {
    const mark = ws[k]!.punct && PUT_IT_IN_AFTER.includes(ws[k]!.raw);
    const gap = text.slice(ws[k - 1]!.end, ws[k]!.index).trim();
    if (!mark && !(gap.length === 1 && PUT_IT_IN_AFTER.includes(gap))) continue;
    if (PUT_IT_IN.some((shape) => isWhole(ws, shape, mark ? k + 1 : k))) return ws[k - 1]!.end;
  }
  return -1;
}

/**
 * "block out Emancipation Day on my calendar": the span of the calendar said between `from` and
 * `to` in `text`, as a span to leave out of the event, or none.
 */
export function calendarSaid(
  text: string,
  from: number,
  to: number,
): { index: number; end: number }[] {
  const ws = wordsOf(text.slice(from, to));
  const placed = findPhrase(ws, IN_CALENDAR);
  return placed
    ? [{ index: from + ws[placed.at]!.index, end: from + ws[placed.end - 1]!.end }]
    : [];
}
