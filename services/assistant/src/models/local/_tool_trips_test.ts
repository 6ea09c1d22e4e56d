import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

Deno.test("a trip said without 'I' or 'we', with a verb of going on its way, is a trip", () => {
  assert.deepEqual(calls("flying to Lyon on 4 May, back on 8 May"), [
    {
      name: "trips_create",
      input: { destination: "Lyon", start_date: "2026-05-04", end_date: "2026-05-08" },
    },
  ]);
  assert.deepEqual(calls("heading to Porto from 2 to 5 June"), [
    {
      name: "trips_create",
      input: { destination: "Porto", start_date: "2026-06-02", end_date: "2026-06-05" },
    },
  ]);
  // "go" alone is an instruction, not a trip; nor is an errand without a capitalised place.
  assert.deepEqual(calls("go to Tesco tomorrow"), []);
  assert.deepEqual(calls("going to the dentist tomorrow"), []);
});

Deno.test("visiting someone in a place: the place is the destination, the visit a note", () => {
  assert.deepEqual(calls("we're going to see my aunt in Cork from 9 to 12 April"), [
    {
      name: "trips_create",
      input: {
        destination: "Cork",
        start_date: "2026-04-09",
        end_date: "2026-04-12",
        notes: "see my aunt",
      },
    },
  ]);
});

Deno.test("a booking said as a fact creates the trip", () => {
  assert.deepEqual(calls("just booked a city break in Riga, 15 to 18 May"), [
    {
      name: "trips_create",
      input: { destination: "Riga", start_date: "2026-05-15", end_date: "2026-05-18" },
    },
  ]);
  assert.deepEqual(calls("we booked our flights to Malta for 1 to 8 August"), [
    {
      name: "trips_create",
      input: { destination: "Malta", start_date: "2026-08-01", end_date: "2026-08-08" },
    },
  ]);
});

Deno.test("a cancellation said as a fact, or with 'off', deletes the trip", () => {
  for (
    const [text, trip] of [
      ["the Rome trip is off", "Rome"],
      ["my holiday to Crete has been cancelled", "Crete"],
      ["knock Vienna off my trips", "Vienna"],
      ["delete the Oslo trip - work won't pay for it", "Oslo"],
      ["the Bergen trip got called off, remove it", "Bergen"],
    ]
  ) {
    assert.deepEqual(calls(text!), [{ name: "trips_delete", input: { trip } }], text!);
  }
});

Deno.test("'the start of' or 'the end of' a trip is the day that changes", () => {
  assert.deepEqual(calls("push the end of the Rome trip to 9 May"), [
    { name: "trips_update", input: { trip: "Rome", end_date: "2026-05-09" } },
  ]);
});

Deno.test("a change said as a fact updates the trip it names", () => {
  assert.deepEqual(calls("Rome trip: we fly back on 10 May instead"), [
    { name: "trips_update", input: { trip: "Rome", end_date: "2026-05-10" } },
  ]);
  assert.deepEqual(calls("the Oslo trip - we're leaving on 3 June now"), [
    { name: "trips_update", input: { trip: "Oslo", start_date: "2026-06-03" } },
  ]);
  assert.deepEqual(calls("I'm staying two more nights in Porto, until 14 April"), [
    { name: "trips_update", input: { trip: "Porto", end_date: "2026-04-14" } },
  ]);
});

Deno.test("a story about a past trip is not a request to list trips", () => {
  assert.deepEqual(calls("our holiday in Spain last summer was lovely"), []);
  assert.deepEqual(calls("my trips this year"), [{ name: "trips_list", input: {} }]);
});

Deno.test("a trip 'for the weekend' lasts two days, 'for a week' seven more", () => {
  assert.deepEqual(calls("we're driving to Wales on 4 April for the weekend"), [
    {
      name: "trips_create",
      input: { destination: "Wales", start_date: "2026-04-04", end_date: "2026-04-05" },
    },
  ]);
  assert.deepEqual(calls("I'm flying to Nice on 4 April for a week"), [
    {
      name: "trips_create",
      input: { destination: "Nice", start_date: "2026-04-04", end_date: "2026-04-11" },
    },
  ]);
});

Deno.test("telling when a trip starts is not a request to list trips", () => {
  const names = calls("our vacation begins on 2 August").map((c) => c.name);
  assert.ok(!names.includes("trips_list"), names.join());
  assert.deepEqual(calls("our next holidays?"), [{ name: "trips_list", input: {} }]);
});

Deno.test("a note added to a trip is the trip's notes, never a note of its own", () => {
  assert.deepEqual(calls("add to the Oslo trip notes that the museum shuts on mondays"), [
    { name: "trips_update", input: { trip: "Oslo", notes: "the museum shuts on mondays" } },
  ]);
  assert.deepEqual(calls("add a note to the Oslo trip that we need adapters"), [
    { name: "trips_update", input: { trip: "Oslo", notes: "we need adapters" } },
  ]);
});
