import assert from "node:assert/strict";
import { withDatesWritten } from "./_said_dates.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";
import { readToolIntent } from "./tool_intent.ts";

Deno.test("withDatesWritten() writes a clock time spelled out after a word of time", () => {
  assert.equal(withDatesWritten("call at nine fifteen tomorrow"), "call at 9:15 tomorrow");
  assert.equal(withDatesWritten("from ten thirty to eleven"), "from 10:30 to eleven");
  assert.equal(withDatesWritten("by seven forty five, please"), "by 7:45, please");
  assert.equal(withDatesWritten("at six forty-five."), "at 6:45.");
  assert.equal(withDatesWritten("around eleven oh five"), "around 11:05");
  assert.equal(withDatesWritten("from ten thirty to eleven fifteen"), "from 10:30 to 11:15");
});

Deno.test("withDatesWritten() leaves counts and numbers that are no clock time", () => {
  for (
    const text of [
      "at nine fifteen people came",
      "about five twenty minutes",
      "nine fifteen", // no word of time before it
      "at nine, fifteen of us",
      "add twelve thirty year old wines",
      "add apples and five fifty gram bars", // "and" before a count, no time before it
      "add two to ten fifteen", // nor "to"
    ]
  ) {
    assert.equal(withDatesWritten(text), text);
  }
});

Deno.test("withDatesWritten() writes an ordinal spelled out only where it names a day", () => {
  assert.equal(withDatesWritten("the twenty first of May"), "the 21st of May");
  assert.equal(withDatesWritten("from the 1st to the twenty fourth"), "from the 1st to the 24th");
  assert.equal(withDatesWritten("on the third of April"), "on the 3rd of April");
  assert.equal(withDatesWritten("June the second"), "June the 2nd");
  assert.equal(withDatesWritten("May the fourth"), "May the 4th");
  assert.equal(withDatesWritten("Friday the third of April"), "Friday 3rd April");
  assert.equal(withDatesWritten("Monday, the 6th of April"), "Monday 6th April");
  for (
    const text of [
      "the third time the boiler broke",
      "thank the first to arrive",
      "the second one",
      "I may second that motion",
      "we march first to the square",
      'she wrote "see you Friday the third of April"',
    ]
  ) {
    assert.equal(withDatesWritten(text), text);
  }
});

Deno.test("a request with its day or time said in words is read as with digits", () => {
  const at = (text: string) => readToolIntent(text, CORPUS_CLOCK).calls;
  assert.deepEqual(at("remind me at nine fifteen tomorrow to call Bob"), [
    {
      name: "reminders_create",
      input: { text: "call Bob", at: "2026-03-12T09:15:00+01:00" },
    },
  ]);
  assert.deepEqual(at("add a trip to Rome from the twenty first of May to the twenty fourth"), [
    {
      name: "trips_create",
      input: { destination: "Rome", start_date: "2026-05-21", end_date: "2026-05-24" },
    },
  ]);
  assert.deepEqual(at("add a task to pay rent by Friday the 3rd of April"), [
    { name: "tasks_create", input: { content: "pay rent", due: "2026-04-03" } },
  ]);
});

Deno.test("'tomorrow' said beside another day a call holds instead runs nothing", () => {
  const at = (text: string) => readToolIntent(text, CORPUS_CLOCK);
  assert.deepEqual(at("remind me to thank the first to arrive tomorrow at 9").calls, []);
  assert.deepEqual(at("remind me to ring the second caller back tomorrow at 10").calls, []);
  // Tomorrow held, the day after it held, and tomorrow in a note's own words all still run.
  assert.equal(at("remind me the day after tomorrow at 9 to call Bob").calls.length, 1);
  assert.equal(at("add a trip to Rome from tomorrow to Sunday").calls.length, 1);
  assert.equal(at("note that the plumber comes tomorrow").calls.length, 1);
});

Deno.test("weeks counted from today or tomorrow are days from now; a place never holds them", () => {
  assert.equal(withDatesWritten("due two weeks today"), "due in 14 days");
  assert.equal(withDatesWritten("a week tomorrow, at 9"), "in 8 days, at 9");
  assert.equal(withDatesWritten("for two weeks from Monday"), "for two weeks from Monday");
  const at = (text: string) => readToolIntent(text, CORPUS_CLOCK).calls;
  assert.deepEqual(at("add a task to call Bob due two weeks today"), [
    { name: "tasks_create", input: { content: "call Bob", due: "2026-03-25" } },
  ]);
  // "Bangkok two weeks" is no destination; "the Tuesday after" is the first Tuesday after the
  // trip's first day (Wednesday 25 March).
  assert.deepEqual(at("add a trip to Bangkok two weeks today, back the Tuesday after"), [
    {
      name: "trips_create",
      input: { destination: "Bangkok", start_date: "2026-03-25", end_date: "2026-03-31" },
    },
  ]);
});
