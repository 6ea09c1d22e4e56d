import assert from "node:assert/strict";
import { one, PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

Deno.test("a trip's place put right changes its destination", () => {
  const cases: [string, string, string][] = [
    ["the holiday's in Nice, not Cannes", "Cannes", "Nice"],
    ["not Salzburg but Vienna for the trip", "Salzburg", "Vienna"],
    ["not Salzburg, it's Vienna - fix the trip", "Salzburg", "Vienna"],
    ["it isn't Leeds, it's York - update the destination", "Leeds", "York"],
    ["we're visiting Ghent not Bruges now, same dates", "Bruges", "Ghent"],
    ["the destination should be New York, not Boston", "Boston", "New York"],
    ["we're doing Ghent now not Bruges, same dates", "Bruges", "Ghent"],
    ["it's Ghent actually, not Bruges - update the trip", "Bruges", "Ghent"],
    ["the trip is Nice now, not Cannes", "Cannes", "Nice"],
  ];
  for (const [text, trip, destination] of cases) {
    assert.deepEqual(one(text), { name: "trips_update", input: { trip, destination } }, text);
  }
});

Deno.test("two places said with 'not' change no trip unless a trip is said", () => {
  for (
    const text of [
      "it's not Tom, it's Ana",
      "it's Tom now not Ana",
      "it's Faro now not Porto",
      "is the trip to Ghent, not Bruges?",
      "the trip to Ghent not Bruges is off",
    ]
  ) {
    const names = parseToolIntent(text, PARIS).map((c) => c.name);
    assert.ok(!names.some((n) => n === "trips_update" || n === "trips_delete"), text);
  }
  // Said with its days, the trip is made, the place not meant in its notes.
  assert.deepEqual(one("I'm going to Ghent, not Bruges, 3-6 May").name, "trips_create");
});

Deno.test("a trip named first, then what to do with 'it', is that trip's change", () => {
  const cases: [string, Record<string, string>][] = [
    ["the Ghent trip: cancel it, work needs me", { trip: "Ghent" }],
    ["our Bruges holiday: get rid of it", { trip: "Bruges" }],
    ["my trip to New York - scrap it", { trip: "New York" }],
  ];
  for (const [text, input] of cases) {
    assert.deepEqual(one(text), { name: "trips_delete", input }, text);
  }
  assert.deepEqual(one("the Ghent trip: move it to 4-6 May"), {
    name: "trips_update",
    input: { trip: "Ghent", start_date: "2026-05-04", end_date: "2026-05-06" },
  });
  assert.deepEqual(parseToolIntent("the Ghent trip: I loved it", PARIS), []);
});

Deno.test("a known place written without its capital is a trip's destination", () => {
  const cases: [string, Record<string, string>][] = [
    ["off to vienna 3rd-6th may", {
      destination: "vienna",
      start_date: "2026-05-03",
      end_date: "2026-05-06",
    }],
    ["going to edinburgh on 4 june", { destination: "edinburgh", start_date: "2026-06-04" }],
    ["I'm off to new york 10th to 14th june", {
      destination: "new york",
      start_date: "2026-06-10",
      end_date: "2026-06-14",
    }],
  ];
  for (const [text, input] of cases) {
    assert.deepEqual(one(text), { name: "trips_create", input }, text);
  }
  // No place: a word that is more often no place, or a place no one names.
  for (
    const text of ["off to bed 3rd-6th may", "going to nice on 4 june", "going to gym 3-6 may"]
  ) {
    assert.deepEqual(parseToolIntent(text, PARIS), [], text);
  }
});

Deno.test("a trip added instead of another holds no 'instead' in its place", () => {
  const cases: [string, string, string, string][] = [
    [
      "cancel the Ghent trip and add Bruges instead, 8 to 12 May",
      "Bruges",
      "2026-05-08",
      "2026-05-12",
    ],
    ["drop the Oslo trip and book Bergen instead, 1-4 July", "Bergen", "2026-07-01", "2026-07-04"],
    [
      "scrap the York holiday and add Leeds instead, 2 to 3 May",
      "Leeds",
      "2026-05-02",
      "2026-05-03",
    ],
  ];
  for (const [text, destination, start_date, end_date] of cases) {
    const calls = parseToolIntent(text, PARIS);
    assert.equal(calls.length, 2, text);
    assert.deepEqual(calls[1], {
      name: "trips_create",
      input: { destination, start_date, end_date },
    }, text);
  }
});

Deno.test("a place's article written small is no part of its name; its own capital 'The' is", () => {
  const cases: [string, string][] = [
    ["we're off to the Peak District tomorrow till sunday", "Peak District"],
    ["I'm going to the Maldives from 3 to 7 May", "Maldives"],
    ["we're heading to the Scottish Highlands from 10 to 14 June", "Scottish Highlands"],
    ["flying to The Hague on 4 June until the 8th", "The Hague"],
  ];
  for (const [text, destination] of cases) {
    const call = one(text);
    assert.equal(call.name, "trips_create", text);
    assert.equal(call.input.destination, destination, text);
  }
  // Written small, the words are kept as said; a place never said is no trip.
  for (const text of ["we're going to the beach 3-6 may", "I'm going to the Dentist on friday"]) {
    const names = parseToolIntent(text, PARIS).map((c) => c.name);
    assert.ok(!names.includes("trips_create"), text);
  }
});
