import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

function assertEach(cases: [string, ToolCall[]][]): void {
  for (const [text, expected] of cases) assert.deepEqual(calls(text), expected, text);
}

Deno.test("keepsakes: a thing kept dear, named, then said after a colon", () => {
  const kept = (text: string): ToolCall => ({ name: "keepsakes_save", input: { text } });
  assertEach([
    ["I want to keep the best line of Gran's letter: 'be brave, little one'", [
      kept("the best line of Gran's letter: 'be brave, little one'"),
    ]],
    ["we'd love to hang on to the photo from the beach: all four of us soaked", [
      kept("the photo from the beach: all four of us soaked"),
    ]],
    ["I'd like to treasure the best bit of the wedding: Dad dancing to Abba", [
      kept("the best bit of the wedding: Dad dancing to Abba"),
    ]],
  ]);
  // A thing that is not kept dear is no keepsake: "keep the receipts: for tax".
  assert.deepEqual(calls("I want to keep the receipts: for tax"), []);
});

Deno.test("keepsakes: a thing kept dear, no longer wanted, is forgotten", () => {
  const gone = (keepsake: string): ToolCall => ({ name: "keepsakes_forget", input: { keepsake } });
  assertEach([
    ["I don't want to keep Max's painting any more", [gone("Max painting")]],
    ["we no longer want to keep the photo of the old house", [gone("photo old house")]],
    ["we do not need to keep the poem from the wedding any more", [gone("poem wedding")]],
  ]);
  // Only a thing people keep dear: "the car" is none.
  assert.deepEqual(calls("I don't want to keep the car any more"), []);
});

Deno.test("keepsakes: the things asked to be kept, asked to be shown, list the keepsakes", () => {
  const all: ToolCall = { name: "keepsakes_list", input: {} };
  assertEach([
    ["show me the things I asked you to keep", [all]],
    ["let me see everything we asked you to save", [all]],
    ["list the stuff I asked you to keep", [all]],
  ]);
});

Deno.test("keepsakes: a kept thing named last, another kind's noun before it, is forgotten", () => {
  const gone = (keepsake: string): ToolCall => ({ name: "keepsakes_forget", input: { keepsake } });
  assertEach([
    ["forget the birthday photo", [gone("birthday")]],
    ["you can drop the trip memory, it's too sad", [gone("trip")]],
    ["delete our wedding moment", [gone("wedding")]],
  ]);
  // No trip is deleted for a memory of one.
  assert.equal(calls("forget the holiday memory").some((c) => c.name === "trips_delete"), false);
});
