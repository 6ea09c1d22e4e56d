import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return readToolIntent(text, PARIS).calls;
}

const trips = (text: string) => calls(text).filter((c) => c.name === "trips_create");

Deno.test("an errand's place is never a trip's destination", () => {
  for (
    const text of [
      "going to the dentist friday, add it to my trips",
      "going to the gym on saturday, put it in my trips",
      "off to work from 3 to 5 may, add it to my trips",
      "heading to the doctor's on monday, add it to my trips",
      "going to the hairdresser on the 20th, pop it in my trips",
      "going to the vet tomorrow, add that to my trips",
      "off to the office 3-5 may, put it on my trips",
      "going to school on monday, add it to my trips",
      "going to the supermarket on saturday, stick it in my trips",
    ]
  ) {
    assert.deepEqual(trips(text), [], text);
  }
});

Deno.test("a place's trip said before it is asked for keeps its place", () => {
  const dest = (text: string) => trips(text).map((c) => c.input.destination);
  assert.deepEqual(dest("off to Rome friday to sunday, add it to my trips"), ["Rome"]);
  assert.deepEqual(dest("Edinburgh, 30th Dec to 2nd Jan - add it to my trips"), ["Edinburgh"]);
  assert.deepEqual(dest("going to the Azores Thurs-Sun"), ["Azores"]);
  assert.deepEqual(dest("flying to Oslo on 2 May"), ["Oslo"]);
  assert.deepEqual(dest("we're going to the Lake District 3-5 may"), ["Lake District"]);
  assert.deepEqual(dest("I'm off to the office in Leeds 3-5 may"), ["Leeds"]);
  assert.deepEqual(dest("trip to the Bank of England 3 May"), ["Bank of England"]);
});

Deno.test("a weekday alone said as the way back is the first one after the trip's first day", () => {
  const days = (text: string) =>
    trips(text).map((c) => [c.input.destination, c.input.start_date, c.input.end_date]);
  assert.deepEqual(days("off to Lisbon on the 3rd, back Sunday"), [[
    "Lisbon",
    "2026-04-03",
    "2026-04-05",
  ]]);
  assert.deepEqual(days("off to Lisbon on the 3rd, back on Sunday"), [[
    "Lisbon",
    "2026-04-03",
    "2026-04-05",
  ]]);
  assert.deepEqual(days("heading to Porto on 10 april, returning Tuesday"), [[
    "Porto",
    "2026-04-10",
    "2026-04-14",
  ]]);
  assert.deepEqual(days("we're in Madrid from the 3rd, home Saturday"), [[
    "Madrid",
    "2026-04-03",
    "2026-04-04",
  ]]);
  assert.deepEqual(days("going to Oslo on the 20th until Wednesday"), [[
    "Oslo",
    "2026-03-20",
    "2026-03-25",
  ]]);
  assert.deepEqual(days("flying to Rome on Friday, back Monday"), [[
    "Rome",
    "2026-03-13",
    "2026-03-16",
  ]]);
  assert.deepEqual(days("off to Lisbon on the 3rd, back on the Wednesday after"), [[
    "Lisbon",
    "2026-04-03",
    "2026-04-08",
  ]]);
  assert.deepEqual(days("off to Lisbon on the 3rd, leaving Sunday"), []);
  assert.deepEqual(days("off to Lisbon on the 3rd, back on Sunday after the wedding"), []);
  assert.deepEqual(days("off to Lisbon on the 3rd, back the Sunday before the match"), []);
});

Deno.test("which weekend is said by its day, and a way out beside a weekend is unclear", () => {
  const days = (text: string) => trips(text).map((c) => [c.input.start_date, c.input.end_date]);
  assert.deepEqual(days("going to Edinburgh for the weekend of the 21st"), [[
    "2026-03-21",
    "2026-03-22",
  ]]);
  assert.deepEqual(days("going to Edinburgh for the weekend of the 22nd"), [[
    "2026-03-21",
    "2026-03-22",
  ]]);
  assert.deepEqual(days("going to Edinburgh for the weekend of the 18th"), []);
  assert.deepEqual(days("heading to Bath for the weekend, leaving on the 20th"), []);
  assert.deepEqual(days("we're off to Bath for the weekend, departing the 27th"), []);
  assert.deepEqual(days("off to York on friday for the weekend"), [["2026-03-13", "2026-03-15"]]);
  assert.deepEqual(days("going to Bath this weekend"), [["2026-03-14", "2026-03-15"]]);
  assert.deepEqual(days("we're going to York the weekend of the 21st, saturday to sunday"), [[
    "2026-03-21",
    "2026-03-22",
  ]]);
  assert.deepEqual(days("off to York the weekend of the 22nd, sat to sun"), [[
    "2026-03-21",
    "2026-03-22",
  ]]);
  assert.deepEqual(days("going to York the weekend of the 21st, friday to sunday"), []);
});

Deno.test("a holiday said as a trip's first day ('on Easter Sunday') is its day, not its occasion", () => {
  const days = (text: string) => trips(text).map((c) => [c.input.start_date, c.input.end_date]);
  const cases: [string, string, string][] = [
    [
      "we fly to Marrakech on Easter Sunday and come back the Friday after",
      "2026-04-05",
      "2026-04-10",
    ],
    ["going to Paris on Easter Sunday, back the Friday after", "2026-04-05", "2026-04-10"],
    ["going to Rome on Good Friday, back on the Monday after", "2026-04-03", "2026-04-06"],
    ["flying to Boston on Thanksgiving, back Sunday", "2026-11-26", "2026-11-29"],
    ["going to Madrid on christmas eve until the 28th", "2026-12-24", "2026-12-28"],
    // Look-alikes: the holiday said as what the trip is for.
    ["off to Cork for Easter, 3rd to 6th april", "2026-04-03", "2026-04-06"],
    [
      "we're going up to Rovaniemi over Christmas, leaving the 21st of December and back on the 27th",
      "2026-12-21",
      "2026-12-27",
    ],
  ];
  for (const [text, start, end] of cases) assert.deepEqual(days(text), [[start, end]], text);
});
