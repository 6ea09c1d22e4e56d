import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function trip(destination: string, start_date: string, end_date?: string) {
  const input: Record<string, unknown> = { destination, start_date };
  if (end_date) input.end_date = end_date;
  return [{ name: "trips_create", input }];
}

Deno.test("a trip left for, then come back from, runs from the one day to the other", () => {
  assert.deepEqual(
    calls("we leave for Lisbon on friday and come back tuesday"),
    trip("Lisbon", "2026-03-13", "2026-03-17"),
  );
  assert.deepEqual(
    calls("I leave for Porto on the 20th, back on the 24th"),
    trip("Porto", "2026-03-20", "2026-03-24"),
  );
  assert.deepEqual(
    calls("we're leaving for Ghent friday, back sunday"),
    trip("Ghent", "2026-03-13", "2026-03-15"),
  );
  // Leaving for what is no place is no trip.
  assert.deepEqual(calls("I leave for work on friday"), []);
  assert.deepEqual(calls("I'm leaving for the airport tomorrow"), []);
});

Deno.test("a trip's length in days after 'for' sets its last day and is no day of its own", () => {
  assert.deepEqual(
    calls("I'm in Rome for 5 days from the 4th"),
    trip("Rome", "2026-04-04", "2026-04-08"),
  );
  assert.deepEqual(
    calls("I'm off to Rome on the 4th for 5 days"),
    trip("Rome", "2026-04-04", "2026-04-08"),
  );
  assert.deepEqual(
    calls("flying to Oslo on 2 May for 10 days"),
    trip("Oslo", "2026-05-02", "2026-05-11"),
  );
  assert.deepEqual(
    calls("I'm off to Riga on the 4th for 2 weeks"),
    trip("Riga", "2026-04-04", "2026-04-18"),
  );
  // A length the trip's days do not span, or said of no trip, is still unread.
  assert.deepEqual(calls("add a trip to Rome from the 4th to the 6th for 5 days"), []);
  assert.deepEqual(calls("remind me to water the plants on the 4th for 5 days"), []);
});

Deno.test("a trip's length changed without its days asks for them, never guessed", () => {
  for (
    const text of [
      "my trip to Rome is now 5 days instead of 4",
      "make the Oslo trip a week instead of 5 days",
      "extend the Rome trip to 6 nights",
      "shorten the Lisbon holiday by a day",
    ]
  ) {
    const read = readToolIntent(text, CTX);
    assert.deepEqual(read.calls, [], text);
    assert.equal(read.asks[0]?.tool, "trips_update:days", text);
  }
  // A length said of something else, or of a trip that was, asks nothing.
  for (
    const text of [
      "we now have 5 days to plan the trip",
      "my trip to Rome was 5 days instead of 4, it was great",
    ]
  ) {
    assert.deepEqual(readToolIntent(text, CTX).asks, [], text);
  }
  // Its days said: the change itself.
  assert.deepEqual(calls("the Rome trip is now 5 days, from the 4th to the 8th of May"), [
    {
      name: "trips_update",
      input: { trip: "Rome", start_date: "2026-05-04", end_date: "2026-05-08" },
    },
  ]);
});

Deno.test("two weekdays 'next week' are both next week's, a trip from the first to the last", () => {
  assert.deepEqual(
    calls("put in a trip to Muskoka Thurs–Sun next week"),
    trip("Muskoka", "2026-03-19", "2026-03-22"),
  );
  assert.deepEqual(
    calls("I'm in Oslo mon-wed next week"),
    trip("Oslo", "2026-03-16", "2026-03-18"),
  );
  assert.deepEqual(
    calls("trip to Rome thursday to sunday next week"),
    trip("Rome", "2026-03-19", "2026-03-22"),
  );
  // A place named with its article, for days on end (the article written small is no part of it).
  assert.deepEqual(
    calls("we're going to the Azores Thurs–Sun next week"),
    trip("Azores", "2026-03-19", "2026-03-22"),
  );
  // One day "to the Dentist" is no trip; days with a hyphen are no reminder's.
  assert.deepEqual(calls("I'm going to the Dentist on friday"), []);
  assert.deepEqual(calls("remind me to call mum mon-fri"), []);
});

Deno.test("a trip's notes never hold a request to the assistant", () => {
  // Told with a place written small, the trip is no request; the reminder beside it is read whole.
  assert.deepEqual(
    calls("Im going to london 20 march to 22 march, and remind me to pack on 19th").map((c) =>
      c.name === "trips_create" ? c.input.notes ?? "" : c.name
    ),
    ["reminders_create"],
  );
  assert.deepEqual(calls("flying to Oslo on 2 May, remind us to book the taxi"), []);
  // "…, pop it in my trips" asks for the trip itself: no note of it.
  for (
    const text of [
      "we're heading to Kangaroo Island from 5 May to 8 May, pop it in my trips",
      "off to Lisbon 3 to 7 April, stick it in my trips",
    ]
  ) {
    const found = calls(text);
    assert.equal(found.length, 1, text);
    assert.equal(found[0]!.input.notes, undefined, text);
  }
  // A note on the trip that asks someone else is the user's words.
  assert.deepEqual(calls("add a note to the Oslo trip: remind Ana about the tickets"), [
    { name: "trips_update", input: { trip: "Oslo", notes: "remind Ana about the tickets" } },
  ]);
});

Deno.test("a day put right as 'the one after' the day said is never counted from today", () => {
  for (
    const text of [
      "trip to Nice next weekend, no wait, the weekend after",
      "I'm going to Nice on the 14th, no wait, the week after",
      "remind me to call mum on friday, no wait, the friday after",
      "countdown to the party on 3 May, sorry, the day before",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // A day put right by its own words is read.
  assert.deepEqual(
    calls("trip to Nice on the 14th, no wait, the 21st"),
    trip("Nice", "2026-03-21"),
  );
});

Deno.test("a trip told beside a question asked is no trip to save", () => {
  assert.deepEqual(calls("heading to the bach tomorrow, what's the weather like?"), []);
  const asked = calls("I'm going to Lisbon from 3 to 7 April, is that ok?");
  assert.deepEqual(asked.map((c) => c.name), ["trips_create"]);
});
