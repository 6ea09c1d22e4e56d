import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

Deno.test("a trip written down is a trip, never a note holding it", () => {
  assert.deepEqual(calls("put down a trip to Oslo, heading off the 3rd of May, back the 5th"), [{
    name: "trips_create",
    input: { destination: "Oslo", start_date: "2026-05-03", end_date: "2026-05-05" },
  }]);
  assert.deepEqual(calls("put down a trip to Ghent 14-16 April"), [{
    name: "trips_create",
    input: { destination: "Ghent", start_date: "2026-04-14", end_date: "2026-04-16" },
  }]);
  // Read as no trip (no day said), the item is still no note.
  assert.deepEqual(calls("put down a trip to Ghent sometime"), []);
  assert.deepEqual(calls("write down a countdown to the wedding"), []);
  assert.deepEqual(calls("jot down a reminder for the bins"), []);
  // A note about another kind's thing, or named by more than the kind, stays a note.
  assert.deepEqual(calls("jot down that the trip to Ghent was lovely"), [
    { name: "notes_create", input: { text: "the trip to Ghent was lovely" } },
  ]);
  assert.deepEqual(calls("jot down a birthday idea for mum: a scarf"), [
    { name: "notes_create", input: { text: "a birthday idea for mum: a scarf" } },
  ]);
});

Deno.test("the way out said before a trip's first day is neither its place nor its notes", () => {
  assert.deepEqual(calls("add a trip to Bruges departing on the 2nd of June, back on the 4th"), [{
    name: "trips_create",
    input: { destination: "Bruges", start_date: "2026-06-02", end_date: "2026-06-04" },
  }]);
  assert.deepEqual(calls("add a trip to Bruges, leaving the 2nd of June"), [
    { name: "trips_create", input: { destination: "Bruges", start_date: "2026-06-02" } },
  ]);
  // What the trip is for is still its notes.
  assert.deepEqual(calls("add a trip to Bruges, leaving the 2nd of June, for the beer festival"), [{
    name: "trips_create",
    input: { destination: "Bruges", start_date: "2026-06-02", notes: "the beer festival" },
  }]);
});

Deno.test("a trip is set to its new days: 'set … on' a day beside a countdown is no trip change", () => {
  assert.deepEqual(calls("set the holiday on 8 July"), []);
  assert.deepEqual(calls("set a countdown for the exam on 3 June and the holiday on 8 July"), [
    { name: "countdowns_set", input: { title: "exam", date: "2026-06-03" } },
    { name: "countdowns_set", input: { title: "holiday", date: "2026-07-08" } },
  ]);
  assert.deepEqual(calls("set the Ghent trip to 14-16 April"), [{
    name: "trips_update",
    input: { trip: "Ghent", start_date: "2026-04-14", end_date: "2026-04-16" },
  }]);
});

Deno.test("a trip taken off, with or without why, is deleted", () => {
  const deleted = (trip: string) => [{ name: "trips_delete", input: { trip } }];
  assert.deepEqual(calls("take the Ghent trip off"), deleted("Ghent"));
  assert.deepEqual(calls("take my Ghent trip off, work said no"), deleted("Ghent"));
  // Taken off something else, or no trip named: no trip deleted.
  assert.deepEqual(calls("take the trip off the calendar"), []);
  assert.deepEqual(calls("take the Ghent trip off the calendar"), []);
});
