import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

Deno.test("'I got X wrong in my notes, it's Y': the note about X removed, X is Y noted", () => {
  const cases: [string, string, string][] = [
    [
      "i had the bin day wrong in my notes, it's thursday, not tuesday",
      "bin day",
      "the bin day is thursday",
    ],
    [
      "I got the venue wrong in my notes, it's the Crown not the Swan",
      "venue",
      "the venue is the Crown",
    ],
    [
      "I got Tom's shoe size wrong in my notes, it is a 39",
      "Tom shoe size",
      "Tom's shoe size is a 39",
    ],
  ];
  for (const [text, note, made] of cases) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, [
      { name: "notes_delete", input: { note } },
      { name: "notes_create", input: { text: made } },
    ], text);
  }
  // Said of keepsakes, the keepsake is put right.
  assert.deepEqual(
    readToolIntent("I got Mia's tooth date wrong in my keepsakes, it's the 4th", PARIS).calls
      .map((c) => c.name),
    ["keepsakes_forget", "keepsakes_save"],
  );
});

Deno.test("a thing got wrong with no notes named, or in another kind, changes no note", () => {
  for (
    const text of [
      "I got the time wrong, it's 5 not 4",
      "I got the bin day wrong in my calendar, it's thursday",
      "I got Tom's shoe size wrong, it's a 39",
    ]
  ) assert.deepEqual(readToolIntent(text, PARIS).calls, [], text);
});
