import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { readToolIntent } from "./tool_intent.ts";
import { listedParts } from "./_clause_listed.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

function calls(text: string): ToolCall[] {
  return readToolIntent(text, CORPUS_CLOCK).calls;
}

function names(text: string): string[] {
  return calls(text).map((c) => c.name);
}

Deno.test("a list's parts are cut at their markers, a filler preface left out", () => {
  assert.deepEqual(listedParts("A few things —\n1) add eggs\n2) note the code is 4411"), [
    "add eggs",
    "note the code is 4411",
  ]);
  assert.deepEqual(listedParts("Three things please: a) x b) y c) z"), ["x", "y", "z"]);
  assert.deepEqual(listedParts("* buy rice\n* call Bo"), ["buy rice", "call Bo"]);
  assert.deepEqual(listedParts("(1) one, (2) two"), ["one", "two"]);
  // A line carried over is part of the item it continues.
  assert.deepEqual(listedParts("1. note that\nthe gate code is 12\n2. add tea"), [
    "note that the gate code is 12",
    "add tea",
  ]);
});

Deno.test("no list where markers are amounts, times, versions, quoted or out of turn", () => {
  for (
    const text of [
      "add 1.5 kg of flour and 2 loaves",
      "remind me at 10.30 to update to version 2.1",
      "note: 1. is fine",
      "2. add milk 3. add eggs",
      "add milk - and eggs - to the list",
      "Please check:\n- my calendar for Monday\n- and my open tasks",
      "add to the shopping list:\n- milk\n- eggs",
      "1) only one item here",
    ]
  ) {
    assert.equal(listedParts(text), null, text);
  }
  // "a) " inside words quoted is no marker: one item only.
  assert.equal(listedParts("a) note 'plan a) then b) later'"), null);
  // A marker said twice where the next is awaited: no list that can be cut.
  assert.deepEqual(listedParts("1. remind me at 2. 2. add milk"), []);
});

Deno.test("each part of a list is read whole on its own", () => {
  assert.deepEqual(
    calls("Three things:\n1) add rice and lentils to the shopping list\n2) what's on Friday?"),
    [
      { name: "shopping_add", input: { items: ["rice", "lentils"] } },
      { name: "calendar_list", input: { from: "2026-03-13", to: "2026-03-13" } },
    ],
  );
  assert.deepEqual(
    names(
      "Couple of things please: • note that the boiler code is 7781 • remind me at 6 to ring Ada",
    ),
    ["notes_create", "reminders_create"],
  );
  assert.deepEqual(calls("a) remind me tomorrow at 9.15 to book the MOT\nb) add 1.5 kg of rice"), [
    { name: "reminders_create", input: { text: "book the MOT", at: "2026-03-12T09:15:00+01:00" } },
    { name: "shopping_add", input: { items: ["1.5 kg of rice"] } },
  ]);
});

Deno.test("a part not read stops the whole list and is what was not read", () => {
  const intent = readToolIntent(
    "Two things:\n1) add oat milk to the shopping list\n2) the thing from earlier",
    CORPUS_CLOCK,
  );
  assert.deepEqual(intent.calls, []);
  assert.deepEqual(intent.unread, ["the thing from earlier"]);
  assert.deepEqual(calls("Please handle:\n1. the stuff from earlier\n2. you know the rest"), []);
  assert.deepEqual(calls("1. remind me at 2. 2. add milk"), []);
});

Deno.test("a part pointing back takes the one dated item the part before makes", () => {
  assert.deepEqual(calls("1) Kofi's birthday is 2 June\n2) start a countdown to it"), [
    { name: "birthdays_save", input: { name: "Kofi", date: "--06-02" } },
    { name: "countdowns_set", input: { title: "Kofi's birthday", date: "2026-06-02" } },
  ]);
  assert.deepEqual(
    names("a) add a trip to Porto from 4 to 9 May b) and a countdown for it"),
    ["trips_create", "countdowns_set"],
  );
  // Nothing made with a day: the countdown has nothing to point at, and nothing runs.
  assert.deepEqual(calls("1. add bread to the shopping list\n2. countdown to it"), []);
  // Two things made: which one "it" is is not said.
  assert.deepEqual(
    calls("1. Kofi's birthday is 2 June and Ama's is 3 July\n2. countdown to it"),
    [],
  );
});

Deno.test("a trip's way back said as a bare day of the month is its end", () => {
  const oct = { now: new Date("2026-10-24T19:00:00Z"), timezone: "Europe/Berlin" };
  assert.deepEqual(
    readToolIntent("1) add trip to Vienna 27 nov, back 29th\n2) countdown to it", oct).calls,
    [
      {
        name: "trips_create",
        input: { destination: "Vienna", start_date: "2026-11-27", end_date: "2026-11-29" },
      },
      { name: "countdowns_set", input: { title: "Vienna", date: "2026-11-27" } },
    ],
  );
  assert.deepEqual(readToolIntent("add a trip to Oslo 3 Dec, returning 8th", oct).calls, [
    {
      name: "trips_create",
      input: { destination: "Oslo", start_date: "2026-12-03", end_date: "2026-12-08" },
    },
  ]);
});
