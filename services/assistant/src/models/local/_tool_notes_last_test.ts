import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 November 2026, 10:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  return readToolIntent(text, LONDON).calls;
}

const noted = (text: string): ToolCall => ({ name: "notes_create", input: { text } });

Deno.test("a story told without a comma, then 'make a note of that', is the note", () => {
  const cases: [string, string][] = [
    [
      "ok so the electrician came and said the wiring in the back room is old and we need to redo before the rains make a note of that",
      "the electrician came and said the wiring in the back room is old and we need to redo before the rains",
    ],
    [
      "my sister said the recital is at the town hall this year put that in my notes",
      "my sister said the recital is at the town hall this year",
    ],
    [
      "the wiring in the back room is old make a note of that",
      "the wiring in the back room is old",
    ],
    [
      "the neighbour said the bins go out on thursdays now note that down",
      "the neighbour said the bins go out on thursdays now",
    ],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), [noted(want)], text);
  // Said after a comma, it is read as pointing back, as before.
  assert.deepEqual(calls("the plumber is coming back on the 14th, note that down"), [
    noted("the plumber is coming back on the 14th"),
  ]);
});

Deno.test("a request or a question before 'make a note of that' is no story to note", () => {
  for (
    const text of [
      "remind me to call mum because she is sick make a note of that",
      "add milk because we are out of it make a note of that",
      "did the plumber say the boiler was fine make a note of that",
      "is the boiler still under warranty do you think make a note of that",
      "tom's birthday is on the 3rd of may and he loves lego make a note of that",
      "the wifi is slow make a note of that",
      "the kids played outside all day make a note of that",
      "book the car in because it is making a noise make a note of that",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  assert.deepEqual(calls("make a note of that"), []);
});
