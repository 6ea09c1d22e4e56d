import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function destination(text: string) {
  const calls = readToolIntent(text, CTX).calls;
  assert.equal(calls.length, 1, text);
  assert.equal(calls[0]!.name, "trips_create", text);
  return calls[0]!.input.destination;
}

Deno.test("a verb asking for a trip, written with its capital, is never the trip's place", () => {
  assert.equal(destination("Add trip to Bangkok on 14 March"), "Bangkok");
  assert.equal(destination("Book trip to Oslo next Friday"), "Oslo");
  assert.equal(destination("Put trip to Rome on 4 May"), "Rome");
  assert.equal(destination("New trip to Rome 3-7 May"), "Rome");
  assert.deepEqual(
    readToolIntent("Add trip to Bangkok two weeks today, back the Tuesday after", CTX).calls,
    [{
      name: "trips_create",
      input: { destination: "Bangkok", start_date: "2026-03-25", end_date: "2026-03-31" },
    }],
  );
});

Deno.test("a place named before the trip stays whole, a place whose name opens with such a word too", () => {
  assert.equal(destination("Lisbon trip: 3-7 December"), "Lisbon");
  assert.equal(destination("Add Lisbon trip: 3-7 December"), "Lisbon");
  assert.equal(destination("Add trip: Lisbon 3-7 December"), "Lisbon");
  assert.equal(destination("new trip: Rome 3-7 May"), "Rome");
  // "New York" had been read as "York", its "New" taken for the verb.
  assert.equal(destination("New York trip: 3-7 December"), "New York");
  assert.equal(destination("New Delhi trip 3-7 December"), "New Delhi");
  assert.equal(destination("Add New York trip: 3-7 December"), "New York");
  assert.equal(destination("Plan trip to Rome 3-7 May"), "Rome");
});
