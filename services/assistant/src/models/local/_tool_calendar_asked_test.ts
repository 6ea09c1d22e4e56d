import assert from "node:assert/strict";
import { calls, CORPUS_CLOCK as PARIS, remind } from "./_intent_test_util.ts";

const day = (from: string, to = from) => ({ name: "calendar_list", input: { from, to } });

Deno.test("the calendar said as a place things are in: 'anything in the diary'", () => {
  assert.deepEqual(calls("Anything in my agenda for Friday?"), [day("2026-03-13")]);
  assert.deepEqual(calls("is there much in the diary next week"), [
    day("2026-03-16", "2026-03-22"),
  ]);
  assert.deepEqual(calls("have I got anything in the calendar tomorrow?"), [day("2026-03-12")]);
  // Another place is no calendar, even with a day said.
  assert.deepEqual(calls("anything in the fridge for Monday?"), []);
  assert.deepEqual(calls("is there anything in the oven for tonight"), []);
});

Deno.test("'got anything' said straight before a day asks about the calendar", () => {
  assert.deepEqual(calls("got anything tomorrow or not"), [day("2026-03-12")]);
  assert.deepEqual(calls("you got anything this weekend?"), [day("2026-03-14", "2026-03-15")]);
  assert.deepEqual(calls("Have I got something on Saturday"), [day("2026-03-14")]);
  // What is got for something is no appointment.
  assert.deepEqual(calls("got anything for dinner tomorrow?"), []);
  assert.deepEqual(calls("got anything for a headache"), []);
});

Deno.test("a question written with a capital, beside a request, is still asked", () => {
  assert.deepEqual(
    calls("What's on Thursday? and remind me this evening at 9 to iron a shirt for it"),
    [day("2026-03-12"), remind("iron a shirt", "2026-03-11T21:00:00+01:00")],
  );
  assert.deepEqual(calls("How does Friday look, and remind me at 8 to book a taxi", PARIS), [
    day("2026-03-13"),
    remind("book a taxi", "2026-03-12T08:00:00+01:00"),
  ]);
  assert.deepEqual(calls("When is my next meeting, and remind me at 8 to print the slides"), [
    { name: "calendar_list", input: {} },
    remind("print the slides", "2026-03-12T08:00:00+01:00"),
  ]);
  // A name said first still tells something: nothing is listed.
  assert.deepEqual(calls("Tom is on holiday next week, remind me at 8 to cover his desk"), [
    remind("cover his desk", "2026-03-12T08:00:00+01:00"),
  ]);
});

Deno.test("the diary looks as the calendar does: 'how's my diary looking'", () => {
  assert.deepEqual(calls("How's my diary looking for next week?"), [
    day("2026-03-16", "2026-03-22"),
  ]);
  assert.deepEqual(calls("what does the diary look like tomorrow"), [day("2026-03-12")]);
  assert.deepEqual(calls("how does my diary look on Friday"), [day("2026-03-13")]);
  // A diary kept of what happened is no calendar asked about.
  assert.deepEqual(calls("how is my food diary going"), []);
});
