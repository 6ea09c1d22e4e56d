import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

/** The one new trip a message makes (Wednesday 11 March 2026). */
function trip(text: string): Record<string, unknown> {
  const calls = readToolIntent(text, CORPUS_CLOCK).calls;
  assert.equal(calls.length, 1, `${text}: ${JSON.stringify(calls)}`);
  assert.equal(calls[0]!.name, "trips_create", text);
  return calls[0]!.input;
}

Deno.test("a country or region whose name holds 'and' is one destination", () => {
  const cases: [string, string, string?][] = [
    ["I'm off to Trinidad and Tobago from 3 to 10 April", "Trinidad and Tobago"],
    ["trip to Bosnia and Herzegovina 12-19 May", "Bosnia and Herzegovina"],
    [
      "add a trip to Antigua and Barbuda from 1 to 8 June for a wedding",
      "Antigua and Barbuda",
      "a wedding",
    ],
    ["going to St Kitts and Nevis 4-11 July with Sam", "St Kitts and Nevis", "Sam"],
    ["trip to Turks and Caicos Islands from 2 to 9 August", "Turks and Caicos Islands"],
    [
      "trip to Saint Vincent and the Grenadines 10-17 September",
      "Saint Vincent and the Grenadines",
    ],
    ["add a trip to trinidad and tobago 3-10 april", "trinidad and tobago"],
  ];
  for (const [text, destination, notes] of cases) {
    const input = trip(text);
    assert.equal(input.destination, destination, text);
    assert.equal(input.notes, notes, text);
  }
});

Deno.test("two places joined by 'and' stay as they were read: the first, the second in notes", () => {
  for (
    const [text, first, second] of [
      ["I'm off to Paris and Rome from 3 to 10 April", "Paris", "Rome"],
      ["trip to Lisbon and Porto 12-19 May", "Lisbon", "Porto"],
      ["trip to Bosnia 12-19 May and then Croatia", "Bosnia", "Croatia"],
    ] as const
  ) {
    const input = trip(text);
    assert.equal(input.destination, first, text);
    assert.equal(input.notes, second, text);
  }
});
