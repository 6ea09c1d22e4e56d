import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";

const day = (from: string, to = from) => ({ name: "calendar_list", input: { from, to } });
/** Friday 26 March 2027, 18:00 in Athens. */
const ATHENS = { now: new Date("2027-03-26T16:00:00Z"), timezone: "Europe/Athens" };
/** Monday 8 February 2027 in Istanbul. */
const ISTANBUL = { now: new Date("2027-02-08T11:20:00Z"), timezone: "Europe/Istanbul" };
/** Tuesday 2 March 2027, 07:40 in Karachi. */
const KARACHI = { now: new Date("2027-03-02T02:40:00Z"), timezone: "Asia/Karachi" };
/** Sunday 6 June 2027 in Lagos. */
const LAGOS = { now: new Date("2027-06-06T15:45:00Z"), timezone: "Africa/Lagos" };

Deno.test("a day, 'to' and another day are the days between them", () => {
  assert.deepEqual(calls("show calendar for april first to the fifth", ATHENS), [
    day("2027-04-01", "2027-04-05"),
  ]);
  assert.deepEqual(calls("show calendar for april 1st to the 5th", ATHENS), [
    day("2027-04-01", "2027-04-05"),
  ]);
  assert.deepEqual(calls("show my calendar for the 30th to the 2nd", ATHENS), [
    day("2027-03-30", "2027-04-02"),
  ]);
  assert.deepEqual(calls("what's on the 3rd to the 5th", ATHENS), [
    day("2027-04-03", "2027-04-05"),
  ]);
  // "to" before no day is no span.
  assert.deepEqual(calls("am I free on april 3rd to meet ana", ATHENS), [day("2027-04-03")]);
  assert.deepEqual(calls("what do I have on Friday to do", ATHENS), [
    { name: "tasks_list", input: {} },
  ]);
});

Deno.test("a span, the calendar, then 'show' asks for the span", () => {
  assert.deepEqual(calls("whole next month calendar show", ISTANBUL), [
    day("2027-03-01", "2027-03-31"),
  ]);
  assert.deepEqual(calls("next week calendar show", ISTANBUL), [
    day("2027-02-15", "2027-02-21"),
  ]);
  assert.deepEqual(calls("show my whole calendar for next month", ISTANBUL), [
    day("2027-03-01", "2027-03-31"),
  ]);
  assert.deepEqual(calls("the whole next month shopping list show", ISTANBUL), []);
});

Deno.test("today's schedule asked in Hindi or Urdu among English is today's calendar", () => {
  assert.deepEqual(calls("aaj ka schedule kya hai? what's on today", KARACHI), [
    day("2027-03-02"),
  ]);
  assert.deepEqual(calls("aaj ka schedule kya hai", KARACHI), [day("2027-03-02")]);
  assert.deepEqual(calls("aaj ki plans batao", KARACHI), [day("2027-03-02")]);
  // Another word, or another list, is no calendar's.
  assert.deepEqual(calls("aaj ka khana kya hai", KARACHI), []);
  assert.deepEqual(calls("aaj ka shopping list kya hai", KARACHI), []);
});

Deno.test("'check if I have anything' with a day said asks the calendar", () => {
  assert.deepEqual(calls("check if I get anything for Democracy day", LAGOS), [
    day("2027-06-12"),
  ]);
  assert.deepEqual(calls("check if I have anything on Friday", LAGOS), [day("2027-06-11")]);
  assert.deepEqual(calls("see whether we have anything planned tomorrow", LAGOS), [
    day("2027-06-07"),
  ]);
  // No day said, or another list or thing named: none.
  for (
    const t of [
      "check if I have anything for dinner",
      "check if I have anything in the fridge",
      "check if I got anything from Amazon",
    ]
  ) {
    assert.deepEqual(calls(t, LAGOS), [], t);
  }
  assert.deepEqual(calls("check if I have anything on my shopping list for Friday", LAGOS), [
    { name: "shopping_list", input: {} },
  ]);
});

Deno.test("'check what I've got' with a day asks the calendar, never a list to do", () => {
  assert.deepEqual(calls("check what I've got on Monday", LAGOS), [day("2027-06-07")]);
  assert.deepEqual(calls("see what we have planned for Saturday", LAGOS), [day("2027-06-12")]);
  assert.deepEqual(calls("check what I have to do today", LAGOS), [
    { name: "tasks_list", input: {} },
  ]);
  assert.deepEqual(calls("check what I've got on my list for Monday", LAGOS), []);
});

Deno.test("a span said after 'not' is put right by the one said after it", () => {
  const adelaide = { now: new Date("2027-02-15T20:45:00Z"), timezone: "Australia/Adelaide" };
  assert.deepEqual(calls("not this week, next week, what's in my calendar?", adelaide), [
    day("2027-02-22", "2027-02-28"),
  ]);
  assert.deepEqual(calls("what's on next week, not this week", ISTANBUL), [
    day("2027-02-15", "2027-02-21"),
  ]);
  assert.deepEqual(calls("what's on this week", ISTANBUL), [day("2027-02-08", "2027-02-14")]);
});
