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
const removed = (...items: string[]): ToolCall => ({ name: "shopping_remove", input: { items } });

Deno.test("shopping: 'the messages' is the shopping list in Ireland and Scotland", () => {
  assertEach([
    ["put tattie scones and square sausage on the messages", [
      added("tattie scones", "square sausage"),
    ]],
    ["add a sliced pan and rashers to the messages", [added("sliced pan", "rashers")]],
    ["take the rashers off the messages", [removed("rashers")]],
    // "the super list": the supermarket's, said short.
    ["add tortillas and avocados to the super list", [added("tortillas", "avocados")]],
    // Never the list itself without a thing put on it: "the messages" may be anyone's.
    ["clear the messages", []],
    ["delete my messages", []],
  ]);
});

Deno.test("shopping: the list named first, then 'add' and its items", () => {
  assertEach([
    ["shopping list add kaya, eggs and Milo", [added("kaya", "eggs", "Milo")]],
    ["grocery list add oat milk", [added("oat milk")]],
    ["shopping list add rice and lentils please", [added("rice", "lentils")]],
  ]);
});

Deno.test("shopping: 'can or not' after the items asks, never an item", () => {
  assertEach([
    ["add bread and milk can or not", [added("bread", "milk")]],
    ["add kaya to the list can or not", [added("kaya")]],
  ]);
});

Deno.test("shopping: a barbecue said the regional way is a purpose after the items", () => {
  assertEach([
    ["chuck sausages and rolls on the list for the barbie tomorrow", [added("sausages", "rolls")]],
    ["buy boerewors and charcoal for the braai on saturday", [added("boerewors", "charcoal")]],
    ["add burger buns and relish to the list for the cookout", [added("burger buns", "relish")]],
  ]);
});

Deno.test("shopping: a count after a plural and a hedge before a count keep one item", () => {
  assertEach([
    ["add energy drinks x12 to the list", [added("energy drinks x12")]],
    ["add eggs x6 and milk to the list", [added("eggs x6", "milk")]],
    ["add like 6 eggs", [added("6 eggs")]],
    ["add about 2 kilos of rice and milk", [added("2 kilos of rice", "milk")]],
    // Plurals run together with no count are still asked about, unless each piece is known.
    ["add paper towels dish cloths", []],
    ["add paper towels dish soap", [added("paper towels", "dish soap")]],
  ]);
});
