import assert from "node:assert/strict";
import { one, PARIS, type Phrasings, testPhrasings } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

/** Phrasings of the trips group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  trips_list: [
    ["show my trips", {}],
    ["what trips do I have coming up", {}],
    ["when am I going to Lisbon?", {}],
    ["where am I travelling next?", {}],
    ["list my upcoming travel", {}],
    ["trips?", {}],
  ],
  trips_create: [
    ["Lisbon trip: 3-7 December", {
      "destination": "Lisbon",
      "start_date": "2026-12-03",
      "end_date": "2026-12-07",
    }],
    ["I'll be travelling to Porto between 12 and 16 May", {
      "destination": "Porto",
      "start_date": "2026-05-12",
      "end_date": "2026-05-16",
    }],
    ["I'm going to Lisbon from 3 to 7 December", {
      "destination": "Lisbon",
      "start_date": "2026-12-03",
      "end_date": "2026-12-07",
    }],
    // "next month" alone says no day: asked, not guessed as the 1st (precision_kinds_test.ts).
    ["add a trip to Rome on the 2nd of April", {
      "destination": "Rome",
      "start_date": "2026-04-02",
    }],
    ["we're flying to Tokyo on May 3 for a week", {
      "destination": "Tokyo",
      "start_date": "2026-05-03",
      "end_date": "2026-05-10",
    }],
    ["I'll be in Paris from 10 to 14 June for a conference", {
      "destination": "Paris",
      "start_date": "2026-06-10",
      "end_date": "2026-06-14",
      "notes": "a conference",
    }],
    ["add a trip to Berlin 2026-05-01 to 2026-05-04", {
      "destination": "Berlin",
      "start_date": "2026-05-01",
      "end_date": "2026-05-04",
    }],
    ["plan a holiday in Greece from 1 August to 15 August", {
      "destination": "Greece",
      "start_date": "2026-08-01",
      "end_date": "2026-08-15",
    }],
    ["I'm heading to New York on the 20th", {
      "destination": "New York",
      "start_date": "2026-04-20",
    }],
    ["book a business trip to Milan on 2 April", {
      "destination": "Milan",
      "start_date": "2026-04-02",
    }],
    ["trip to Oslo next weekend", {
      "destination": "Oslo",
      "start_date": "2026-04-04",
      "end_date": "2026-04-05",
    }],
    ["I'm off to Barcelona next Friday until Monday", {
      "destination": "Barcelona",
      "start_date": "2026-04-03",
      "end_date": "2026-04-06",
    }],
  ],
  trips_update: [
    // A day without its month is not guessed for a trip that has one (precision_test.ts).
    ["move the Lisbon trip to start on the 4th of April", {
      "trip": "Lisbon",
      "start_date": "2026-04-04",
    }],
    ["change the end date of the Rome trip to 15 April", {
      "trip": "Rome",
      "end_date": "2026-04-15",
    }],
    ["the Berlin trip now starts on 2 May", { "trip": "Berlin", "start_date": "2026-05-02" }],
    ["add a note to the Lisbon trip: hotel is booked", {
      "trip": "Lisbon",
      "notes": "hotel is booked",
    }],
    ["extend the Rome trip until 12 April", { "trip": "Rome", "end_date": "2026-04-12" }],
    ["rename the Lisbon trip to Porto", { "trip": "Lisbon", "destination": "Porto" }],
    ["move my Crete holiday to August", { "trip": "Crete", "start_date": "2026-08-01" }],
    ["push my trip to Lisbon to 10 December", { "trip": "Lisbon", "start_date": "2026-12-10" }],
  ],
  trips_delete: [
    ["cancel the Lisbon trip", { "trip": "Lisbon" }],
    ["delete my trip to Berlin", { "trip": "Berlin" }],
    ["I'm not going to Madrid anymore", { "trip": "Madrid" }],
    ["remove the Oslo trip", { "trip": "Oslo" }],
    ["I've cancelled my Vienna trip", { "trip": "Vienna" }],
    ["call off the Rome trip", { "trip": "Rome" }],
  ],
};

testPhrasings("trips", PHRASINGS);

Deno.test("a weekend said beside its days is read as those days", () => {
  const cases: [string, string, string, string][] = [
    [
      "heading to Cardiff for the weekend, Saturday to Sunday",
      "Cardiff",
      "2026-03-28",
      "2026-03-29",
    ],
    ["going to York next weekend, 4th to the 5th", "York", "2026-04-04", "2026-04-05"],
    ["off to Bruges for the weekend, Friday to Sunday", "Bruges", "2026-03-27", "2026-03-29"],
    // The day of return said beats the weekend's two days.
    [
      "we're off to Bath on the 4th of April for the weekend, back monday the 6th",
      "Bath",
      "2026-04-04",
      "2026-04-06",
    ],
  ];
  for (const [text, destination, start_date, end_date] of cases) {
    assert.deepEqual(one(text).input, { destination, start_date, end_date }, text);
  }
});

Deno.test("a day of return said without its month is in the month of the start", () => {
  const cases: [string, string, string, string][] = [
    ["we fly to Oslo on 5 May and come back on the 9th", "Oslo", "2026-05-05", "2026-05-09"],
    ["flying to Bern on the 28th of April, back on the 3rd", "Bern", "2026-04-28", "2026-05-03"],
    ["I'm going to Riga on 10 June, back on the 14th", "Riga", "2026-06-10", "2026-06-14"],
  ];
  for (const [text, destination, start_date, end_date] of cases) {
    assert.deepEqual(one(text).input, { destination, start_date, end_date }, text);
  }
});

Deno.test("a trip's notes may say a clock time", () => {
  const cases: [string, string, string][] = [
    ["add a note to the Rome trip: museum shuts at 6pm", "Rome", "museum shuts at 6pm"],
    [
      "add to the Lyon trip: train at 07:45 from Part-Dieu",
      "Lyon",
      "train at 07:45 from Part-Dieu",
    ],
    ["add a note to the Oslo trip: check-out by 11am", "Oslo", "check-out by 11am"],
  ];
  for (const [text, trip, notes] of cases) {
    assert.deepEqual(one(text), { name: "trips_update", input: { trip, notes } }, text);
  }
});

Deno.test("a day trip, a city break or a weekend is a trip", () => {
  const cases: [string, Record<string, string>][] = [
    ["Brighton day trip on the 2nd of May", { destination: "Brighton", start_date: "2026-05-02" }],
    ["Prague city break, 7 to 10 May", {
      destination: "Prague",
      start_date: "2026-05-07",
      end_date: "2026-05-10",
    }],
    ["book a weekend in Whitby, 2 to 3 May", {
      destination: "Whitby",
      start_date: "2026-05-02",
      end_date: "2026-05-03",
    }],
    ["plan a weekend away in Dorset 16-17 May", {
      destination: "Dorset",
      start_date: "2026-05-16",
      end_date: "2026-05-17",
    }],
  ];
  for (const [text, input] of cases) {
    assert.deepEqual(one(text), { name: "trips_create", input }, text);
  }
  // A holiday's weekend is no place.
  assert.deepEqual(parseToolIntent("Easter weekend: 3-5 April", PARIS), []);
});
