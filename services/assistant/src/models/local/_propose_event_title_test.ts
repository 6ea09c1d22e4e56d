import assert from "node:assert/strict";
import { readCalls } from "./_intent_test_util.ts";

/** Messages whose event title would keep an unread range of hours or a second request. */
const IN_DOUBT = [
  "schedule team sync next monday 9-10",
  "put review on monday 10:30-11",
  "add planning session on friday 2-3",
  "book the retro thursday 4–5",
  "add team meeting mon 10am and tell the team by email",
  "schedule standup tomorrow 9am and email everyone",
  "add dinner with Jo friday 7pm and book a table",
  "put dentist on friday at 3pm and text Sarah about it",
  "add gym tuesday 7am and remind me the night before",
  "add parents evening thursday 6pm and invite Tom",
];

Deno.test("an event whose title keeps an unread range of hours or a joined request: none", () => {
  for (const text of IN_DOUBT) {
    assert.ok(!readCalls(text).includes("calendar_event"), `${text}: ${readCalls(text)}`);
  }
});

/** Look-alikes: a title that says "and", a range read whole, or a range said before the day. */
const PROPOSED: readonly [string, string, string][] = [
  ["add meeting with Tom and Anna monday 10am", "Meeting with Tom and Anna", "T10:00"],
  ["add planning meeting friday 2-4pm", "Planning meeting", "T14:00"],
  ["book standup tomorrow 9-9:30", "Standup", "T09:00"],
  ["schedule call with Bob monday 14:00-15:00", "Call with Bob", "T14:00"],
  ["schedule team sync 9-10 next monday", "Team sync", "T09:00"],
  ["add team lunch on friday from 12 to 1", "Team lunch", "T12:00"],
  ["add piano lesson tmrw @ 5:30pm 1hr", "Piano lesson", "T17:30"],
  ["propose a meeting with Lisa on friday at 2pm about the budget", "Meeting with Lisa", "T14:00"],
  ["set up a call with Dr. Okafor next tuesday 3pm, 20 mins", "Call with Dr. Okafor", "T15:00"],
  ["book a call with Jan van der Berg tomorrow 10am", "Call with Jan van der Berg", "T10:00"],
  ['add "Oma abholen" to my calendar on Sunday at 3', "Oma abholen", "T15:00"],
  ['add event "Quiz night @ The Crown" thurs 8pm', "Quiz night at The Crown", "T20:00"],
  ["block out friday afternoon for deep work", "Deep work", "T13:00"],
  ["rdv chez le médecin vendredi 10h, put it in the calendar", "Rdv chez le médecin", "T10:00"],
  ["book meeting w/ Karl-Heinz tmrw 2pm re: the budget", "Meeting w/ Karl-Heinz", "T14:00"],
];

Deno.test("look-alikes: titles with 'and' or a range read whole are proposed as before", () => {
  for (const [text, title, time] of PROPOSED) {
    const got = readCalls(text);
    assert.ok(got.includes(`"title":"${title}`) && got.includes(time), `${text}: ${got}`);
  }
});
