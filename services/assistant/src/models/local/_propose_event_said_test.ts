import assert from "node:assert/strict";
import { proposalInputSchema } from "@asst/shared";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function event(text: string) {
  const calls = parseToolIntent(text, PARIS);
  assert.equal(calls.length, 1, `"${text}" gives one call, not ${JSON.stringify(calls)}`);
  return proposalInputSchema.parse(calls[0]!.input).calendar_event!;
}

Deno.test("'…, at home' after a comma: the place, written with a capital or not", () => {
  const home = event("create a calendar event for the boiler check on 2 April 8am-10am, at home");
  assert.equal(home.title, "Boiler check");
  assert.equal(home.location, "home");
  const mine = event("put the book club in my calendar for Tuesday at 7pm, at mine");
  assert.equal(mine.title, "Book club");
  assert.equal(mine.location, "mine");
  const work = event("schedule a call with Jo on Monday at 10, at work");
  assert.equal(work.title, "Call with Jo");
  assert.equal(work.location, "work");
});

Deno.test("'stick/pop/put a meeting in with Bob': the 'in' goes with the verb", () => {
  assert.equal(event("stick a meeting in with Bob tomorrow at 3").title, "Meeting with Bob");
  assert.equal(
    event("pop an appointment in for the vet on Monday at 9").title,
    "Appointment for the vet",
  );
  assert.equal(event("stick a calendar event in for the quiz, Friday 13th 8pm").title, "Quiz");
  // "in" before a place is the place's.
  const paris = event("schedule a meeting in Paris on Monday at 10");
  assert.equal(paris.title, "Meeting");
  assert.equal(paris.location, "Paris");
});

Deno.test("a meal alone at a named place keeps the place in its title", () => {
  const dinner = event("put dinner at Dishoom in my calendar friday at 8");
  assert.deepEqual([dinner.title, dinner.location], ["Dinner at Dishoom", "Dishoom"]);
  const drinks = event("add drinks at The Crown to my calendar friday at 6");
  assert.deepEqual([drinks.title, drinks.location], ["Drinks at The Crown", "The Crown"]);
  // Said with more than the meal, the title is what was said: "lunch with Mo".
  const lunch = event("add lunch with Mo to the calendar tomorrow at 12:30 at Dishoom");
  assert.deepEqual([lunch.title, lunch.location], ["Lunch with Mo", "Dishoom"]);
  // Not a meal: the place is the location only.
  const yoga = event("add yoga at the Community Hall monday at 7pm to my calendar");
  assert.equal(yoga.title, "Yoga");
});

Deno.test("'A to Bpm' ends at B, the day said after it; A takes B's meridiem when it stays before", () => {
  const review = event("block 2 to 4pm on Monday for the quarterly review");
  assert.equal(review.title, "Quarterly review");
  assert.deepEqual([review.start, review.end], [
    "2026-03-16T14:00:00+01:00",
    "2026-03-16T16:00:00+01:00",
  ]);
  const call = event("schedule a call from 2 to 4 pm on Thursday");
  assert.deepEqual([call.start, call.end], [
    "2026-03-12T14:00:00+01:00",
    "2026-03-12T16:00:00+01:00",
  ]);
  const bob = event("schedule a meeting with Bob from 9 to 5 on Tuesday");
  assert.deepEqual([bob.start, bob.end], [
    "2026-03-17T09:00:00+01:00",
    "2026-03-17T17:00:00+01:00",
  ]);
  const lunch = event("block 11am to 1pm on Monday for lunch");
  assert.deepEqual([lunch.start, lunch.end], [
    "2026-03-16T11:00:00+01:00",
    "2026-03-16T13:00:00+01:00",
  ]);
});

Deno.test("a date with hyphens, or an end on another day, is no range of one day's hours", () => {
  const kickoff = event("please schedule 'project kickoff' on 2026-03-18 at 14:00 in room B");
  assert.deepEqual([kickoff.start, kickoff.end], [
    "2026-03-18T14:00:00+01:00",
    "2026-03-18T15:00:00+01:00",
  ]);
  for (
    const text of [
      "schedule the offsite Thursday 3pm to Friday 5pm",
      "block 11 to 1pm on Monday for lunch",
    ]
  ) {
    const calls = parseToolIntent(text, PARIS);
    // Never 23:00, never an hour on Thursday that ends before Friday's 5pm.
    const ev = calls[0] ? proposalInputSchema.parse(calls[0].input).calendar_event : undefined;
    assert.ok(!ev || (!ev.start.includes("T23:") && !ev.end?.startsWith("2026-03-12T16")), text);
  }
});

Deno.test("a part of the day blocked out, said alone, is blocked whole", () => {
  const block = (text: string) => {
    const e = event(text);
    return [e.title, e.start, e.end];
  };
  assert.deepEqual(block("block out friday afternoon for deep work"), [
    "Deep work",
    "2026-03-13T13:00:00+01:00",
    "2026-03-13T17:00:00+01:00",
  ]);
  assert.deepEqual(block("block tomorrow morning for the report"), [
    "Report",
    "2026-03-12T09:00:00+01:00",
    "2026-03-12T12:00:00+01:00",
  ]);
  assert.deepEqual(block("block off thursday evening"), [
    "Busy",
    "2026-03-12T18:00:00+01:00",
    "2026-03-12T21:00:00+01:00",
  ]);
  // A clock time said keeps its hour; an event that is not blocked time keeps its hour's length.
  assert.deepEqual(block("block friday afternoon from 2 for the report"), [
    "Report",
    "2026-03-13T14:00:00+01:00",
    "2026-03-13T15:00:00+01:00",
  ]);
  assert.deepEqual(block("schedule lunch with Ana friday afternoon"), [
    "Lunch with Ana",
    "2026-03-13T15:00:00+01:00",
    "2026-03-13T16:00:00+01:00",
  ]);
});
