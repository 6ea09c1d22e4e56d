import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

function assertEach(cases: [string, ToolCall[]][]): void {
  for (const [text, expected] of cases) {
    assert.deepEqual(parseToolIntent(text, PARIS), expected, text);
  }
}

const added = (...items: string[]): ToolCall => ({ name: "shopping_add", input: { items } });

Deno.test("shopping: one item put right after 'sorry' is added alone, only when of the same kind", () => {
  assertEach([
    ["add 6 lemons, sorry, 8 lemons", [added("8 lemons")]],
    ["add milk, sorry I mean oat milk", [added("oat milk")]],
    ["put 2 onions on the list, sorry, 3 onions", [added("3 onions")]],
    // Another thing after "sorry" is no sure correction: nothing, never both or debris.
    ["add apples, sorry, pears", []],
    ["add milk, sorry, eggs too", []],
  ]);
});

Deno.test("shopping: items said first, 'pls add' after; a thing said bare after 'not …,'", () => {
  assertEach([
    ["need nappies n wipes pls add", [added("nappies", "wipes")]],
    ["oat milk n granola please add", [added("oat milk", "granola")]],
    ["not white bread, wholemeal", [
      { name: "shopping_remove", input: { items: ["white bread"] } },
      added("wholemeal"),
    ]],
    // A day or a moment put right is no item.
    ["not friday, saturday", []],
    ["not now, later", []],
  ]);
});

Deno.test("notes and keepsakes: a Spanish 'note this' / 'keep this memory' before the text", () => {
  assertEach([
    ["apunta esto: the window man comes on Mondays", [
      { name: "notes_create", input: { text: "the window man comes on Mondays" } },
    ]],
    ["guárdame este recuerdo: Leo tied his laces by himself", [
      { name: "keepsakes_save", input: { text: "Leo tied his laces by himself" } },
    ]],
    ["guarda ese recuerdo: the first snow at the cabin", [
      { name: "keepsakes_save", input: { text: "the first snow at the cabin" } },
    ]],
    // The opener alone asks for nothing.
    ["apunta esto", []],
  ]);
});

Deno.test("keepsakes: 'keepsake please …' keeps what follows, a dictated 'full stop' left out", () => {
  assertEach([
    ["keepsake please the first snow at the cabin", [
      { name: "keepsakes_save", input: { text: "the first snow at the cabin" } },
    ]],
    ["keepsake please Nan's laugh at the pier full stop", [
      { name: "keepsakes_save", input: { text: "Nan's laugh at the pier" } },
    ]],
  ]);
});
