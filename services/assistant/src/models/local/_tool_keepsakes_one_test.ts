import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

Deno.test("a memory named by 'one' or 'thing' said to have been otherwise is the keepsake put right", () => {
  const cases: [string, string, string][] = [
    ["the beach one is wrong, it was Inch not Rossbeigh", "beach", "Inch"],
    [
      "the graduation one was in June not May, could you fix that",
      "graduation",
      "graduation one was in June",
    ],
    ["the swim thing was the 2nd not the 9th", "swim", "swim thing was the 2nd"],
  ];
  for (const [text, keepsake, kept] of cases) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, [
      { name: "keepsakes_forget", input: { keepsake } },
      { name: "keepsakes_save", input: { text: kept } },
    ], text);
  }
});

Deno.test("a thing said as it was, with no value said wrong, puts nothing right", () => {
  for (
    const text of [
      "the tooth thing was the 4th",
      "the party one was great",
      "the dentist one is wrong, it's at 3",
    ]
  ) assert.deepEqual(readToolIntent(text, PARIS).calls, [], text);
});
