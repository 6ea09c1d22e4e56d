import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

/** The one event a message proposes: its title, start and end. */
function eventOf(text: string): [string, string, string] | null {
  const calls = parseToolIntent(text, CORPUS_CLOCK);
  if (calls.length !== 1 || !("calendar_event" in calls[0]!.input)) return null;
  const e = calls[0]!.input.calendar_event as { title: string; start: string; end: string };
  return [e.title, e.start, e.end];
}

const EVENTS: [string, [string, string, string]][] = [
  // Dictated with no verb: the thing, the calendar, then when.
  ["holiday in the calendar from the 3rd through the 7th of august", [
    "Holiday",
    "2026-08-03",
    "2026-08-07",
  ]],
  ["dentist in the calendar friday at 3", [
    "Dentist",
    "2026-03-13T15:00:00+01:00",
    "2026-03-13T16:00:00+01:00",
  ]],
  ["school play in my diary thursday at 6pm", [
    "School play",
    "2026-03-12T18:00:00+01:00",
    "2026-03-12T19:00:00+01:00",
  ]],
  ["lunch with Ana in my calendar on Friday at 1pm", [
    "Lunch with Ana",
    "2026-03-13T13:00:00+01:00",
    "2026-03-13T14:00:00+01:00",
  ]],
  ["the dentist in the calendar on friday at 3", [
    "Dentist",
    "2026-03-13T15:00:00+01:00",
    "2026-03-13T16:00:00+01:00",
  ]],
  // How long, said before the kind of event.
  ["add a 30 minute catch-up with Fiona at half ten on Monday", [
    "Catch-up with Fiona",
    "2026-03-16T10:30:00+01:00",
    "2026-03-16T11:00:00+01:00",
  ]],
  ["Book in a 30 minute call with Dev on Monday at 4:15", [
    "Call with Dev",
    "2026-03-16T16:15:00+01:00",
    "2026-03-16T16:45:00+01:00",
  ]],
  ["schedule a 45 minute meeting with Bob tomorrow at 3pm", [
    "Meeting with Bob",
    "2026-03-12T15:00:00+01:00",
    "2026-03-12T15:45:00+01:00",
  ]],
  ["book a 15 min call with Ana on Thursday at 9", [
    "Call with Ana",
    "2026-03-12T09:00:00+01:00",
    "2026-03-12T09:15:00+01:00",
  ]],
  // "pencil in a …": a thing of any kind, with its clock time.
  ["pencil in a haircut next tuesday at half five", [
    "Haircut",
    "2026-03-17T17:30:00+01:00",
    "2026-03-17T18:30:00+01:00",
  ]],
  ["pencil in an eye test on friday at 11am", [
    "Eye test",
    "2026-03-13T11:00:00+01:00",
    "2026-03-13T12:00:00+01:00",
  ]],
  ["diarise a call with the bank on Monday at 10", [
    "Call with the bank",
    "2026-03-16T10:00:00+01:00",
    "2026-03-16T11:00:00+01:00",
  ]],
];

Deno.test("events dictated with no verb, a length before their kind, or pencilled in are read", () => {
  for (const [text, event] of EVENTS) assert.deepEqual(eventOf(text), event, text);
});

Deno.test("look-alikes propose no event", () => {
  for (
    const text of [
      "dentist in the calendar",
      "dentist in the calendar friday at 3?",
      "nothing in the calendar on friday",
      "milk in the calendar",
      "yoga in the calendar every monday at 7",
      "with Ana in my calendar on Friday at 1pm",
      "anything in the calendar friday",
      "what is in my diary tomorrow",
      "is there anything in my calendar friday",
      "pencil in a haircut",
      "pencil in a haircut next tuesday",
      "schedule a 30 minute reminder to call mum",
      "remind me about the dentist in the calendar friday at 3",
      "add a 2 hour",
      "what's on my calendar friday at 3",
      "Please could you let me know what is in my diary for the weekend of the 21st.",
      "I got the bin day wrong in my calendar, it's thursday",
      "bin day wrong in my calendar, it is thursday",
      "the dentist in my calendar got moved to friday at 3",
      "dentist in my calendar is now friday at 3",
      "the meeting in my diary moves to monday at 10",
    ]
  ) {
    assert.ok(
      !parseToolIntent(text, CORPUS_CLOCK).some((c) => "calendar_event" in c.input),
      text,
    );
  }
});
