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

Deno.test("'2 till half 4': a bare hour before a spoken time starts the range it ends", () => {
  const review = event("block out 2 till half 4 on monday for the budget review");
  assert.equal(review.title, "Budget review");
  assert.equal(review.start, "2026-03-16T14:00:00+01:00");
  assert.equal(review.end, "2026-03-16T16:30:00+01:00");
  const budget = event("put the budget meeting in my calendar friday 10 to quarter past 11");
  assert.equal(budget.start, "2026-03-13T10:00:00+01:00");
  assert.equal(budget.end, "2026-03-13T11:15:00+01:00");
  const party = event("put the party in my calendar saturday 6 till half 9");
  assert.equal(party.start, "2026-03-14T18:00:00+01:00");
  assert.equal(party.end, "2026-03-14T21:30:00+01:00");
  const plan = event("schedule the planning session on thursday from 3 - half 5");
  assert.equal(plan.start, "2026-03-12T15:00:00+01:00");
  assert.equal(plan.end, "2026-03-12T17:30:00+01:00");
  // A count before the range word is no start: never 2pm.
  assert.deepEqual(parseToolIntent("book a table for 2 till half 4 on monday", PARIS), []);
  const quiz = parseToolIntent("put the quiz in my calendar on friday, round 3 till half 9", PARIS);
  assert.ok(!JSON.stringify(quiz).includes("T15:00"), JSON.stringify(quiz));
});

function emailAndEvent(text: string) {
  const calls = parseToolIntent(text, PARIS);
  return calls.map((c) => proposalInputSchema.parse(c.input)).find((p) => p.calendar_event)
    ?.calendar_event;
}

Deno.test("'email X that the offsite is moving to the 24th, and add it to my calendar'", () => {
  const offsite = emailAndEvent(
    "email the team at crew@example.com that the retreat is moving to the 24th, and add it to my calendar for that day",
  );
  assert.equal(offsite?.title, "Retreat");
  assert.equal(offsite?.start, "2026-03-24");
  const launch = emailAndEvent(
    "email dev@example.com that the launch party has moved to the 3rd of april and add it to my calendar",
  );
  assert.equal(launch?.title, "Launch party");
  assert.equal(launch?.start, "2026-04-03");
  const quiz = emailAndEvent(
    "email kim@example.com that the quiz night is on friday at 8 and stick it in my calendar",
  );
  assert.equal(quiz?.title, "Quiz night");
  assert.equal(quiz?.start, "2026-03-13T20:00:00+01:00");
  // The message names no thing, or no one day: no event.
  assert.equal(
    emailAndEvent("email bob@example.com that I am off on the 24th, and add it to my calendar"),
    undefined,
  );
  assert.equal(
    emailAndEvent(
      "email sue@example.com that the school play is next week, and add it to my calendar for that day",
    ),
    undefined,
  );
});

Deno.test("'email X that the call's moved and put it in my calendar for thursday at 4'", () => {
  // The message says no day: "it" is what it is about, on the day the clause says.
  const call = emailAndEvent(
    "email anna@studio9.com that the call's moved and put it in my calendar for thursday at 4",
  );
  assert.equal(call?.title, "Call");
  assert.equal(call?.start, "2026-03-12T16:00:00+01:00");
  const club = emailAndEvent(
    "email sam@example.com that the book club has moved and add it to my diary on the 3rd at 7pm",
  );
  assert.equal(club?.title, "Book club");
  assert.equal(club?.start, "2026-04-03T19:00:00+02:00");
  // No thing named, or no day said at all: no event.
  assert.equal(
    emailAndEvent("email sam@example.com that I'm off and put it in my calendar for Friday"),
    undefined,
  );
  assert.equal(
    emailAndEvent("email sam@example.com that the call's moved and put it in my calendar"),
    undefined,
  );
});

Deno.test("a title said whole between 'add' and 'to my calendar' keeps its dash", () => {
  assert.equal(
    emailAndEvent("add Bank holiday – office closed to my calendar on 17 March")?.title,
    "Bank holiday - office closed",
  );
  assert.equal(
    emailAndEvent("put Boiler service – engineer coming in my calendar on Friday at 10")?.start,
    "2026-03-13T10:00:00+01:00",
  );
  // Said after the calendar, a dash's words are no part of the title: nothing runs.
  assert.equal(emailAndEvent("calendar: dentist - bring the forms, Friday at 9"), undefined);
});

Deno.test("'…, it starts in an hour and a half' after an event asked when is its start", () => {
  assert.equal(
    emailAndEvent("put the supplier webinar in my calendar, it starts in an hour and a half")
      ?.start,
    "2026-03-11T11:00:00+01:00",
  );
  assert.equal(
    emailAndEvent("add the school concert to my calendar - it begins at 6pm on Thursday")?.start,
    "2026-03-12T18:00:00+01:00",
  );
  const lunch = emailAndEvent("pop the team lunch in the diary, it's on Friday at 1");
  assert.equal(lunch?.title, "Team lunch");
  assert.equal(lunch?.start, "2026-03-13T13:00:00+01:00");
  // The statement says more than when, or no day at all: nothing is proposed.
  for (
    const t of [
      "put the webinar in my calendar, it starts at 3 but I might be late",
      "put the webinar in my calendar, it's cancelled",
      "put the webinar in my calendar, it's a big one",
    ]
  ) assert.equal(emailAndEvent(t), undefined, t);
});

Deno.test("'at'/'@' before lower-case words ending in a venue's noun: the place", () => {
  const study = event("put study grp in my calendar tmrw 9-11am @ norlin library");
  assert.equal(study.title, "Study grp");
  assert.equal(study.location, "norlin library");
  const lunch = event("put lunch with Ana in my calendar friday 1pm at uni cafe");
  assert.equal(lunch.title, "Lunch with Ana");
  assert.equal(lunch.location, "uni cafe");
  assert.equal(event("put team meeting in my calendar friday 3pm at office").location, "office");
  // A time, or a word that names no venue, is no place.
  assert.equal(event("put dinner at 8 in my calendar friday").location, undefined);
  assert.equal(event("put coffee in my calendar friday at 10 at work").location, undefined);
});
