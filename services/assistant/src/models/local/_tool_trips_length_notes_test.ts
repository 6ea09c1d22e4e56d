import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { calls, CORPUS_CLOCK } from "./_intent_test_util.ts";

Deno.test("a trip's length said from a day is never written as its notes", () => {
  for (
    const text of [
      "add a trip to Bangkok, two weeks from Monday",
      "add a trip to Rome, 3 days from Saturday",
      "add a trip to Oslo, ten days from the 20th",
      "add a trip to Hanoi, a fortnight from Friday",
    ]
  ) {
    const calls = readToolIntent(text, CORPUS_CLOCK).calls;
    assert.ok(calls.every((c) => c.input.notes === undefined), `${text}: ${JSON.stringify(calls)}`);
  }
});

Deno.test("notes that say more than a length stay a trip's notes", () => {
  const cases: [string, string][] = [
    ["add a trip to Berlin 3-10 April, a week of meetings", "a week of meetings"],
    ["add a trip to Paris 3-10 April for work", "work"],
  ];
  for (const [text, notes] of cases) {
    assert.equal(readToolIntent(text, CORPUS_CLOCK).calls[0]?.input.notes, notes, text);
  }
  assert.deepEqual(
    readToolIntent("add a trip to Lisbon for a week from Friday", CORPUS_CLOCK).calls[0]?.input,
    { destination: "Lisbon", start_date: "2026-03-20", end_date: "2026-03-27" },
  );
});

Deno.test("a trip's notes said with their label, with or without a colon, hold no label", () => {
  for (
    const text of [
      "add trip rome 17 to 19 april notes staying at hotel artemide",
      "add a trip to rome 17 to 19 april, notes: staying at hotel artemide",
    ]
  ) {
    assert.deepEqual(calls(text), [{
      name: "trips_create",
      input: {
        destination: "rome",
        start_date: "2026-04-17",
        end_date: "2026-04-19",
        notes: "staying at hotel artemide",
      },
    }], text);
  }
  // A place named so is still the place.
  assert.equal(calls("add a trip to Notes 17 to 19 april")[0]?.input.destination, "Notes");
});
