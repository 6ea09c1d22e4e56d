import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 November 2026, 10:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  return readToolIntent(text, LONDON).calls;
}

const added = (...items: string[]): ToolCall => ({ name: "shopping_add", input: { items } });
const removed = (...items: string[]): ToolCall => ({ name: "shopping_remove", input: { items } });

Deno.test("'not X, make it Y' swaps one thing for another on the list, only when both are things", () => {
  assert.deepEqual(calls("not white rice, make it brown rice"), [
    removed("white rice"),
    added("brown rice"),
  ]);
  assert.deepEqual(calls("not salted butter, make that unsalted"), [
    removed("salted butter"),
    added("unsalted"),
  ]);
  // A day, a time, a name said with its capital: no shopping.
  assert.deepEqual(calls("not friday, make it saturday"), []);
  assert.deepEqual(calls("not 3pm, make it 4pm"), []);
  assert.deepEqual(calls("Not Tom, make it Tim"), []);
  assert.deepEqual(calls("not the dentist reminder, make it the doctor one"), []);
});

Deno.test("'don't add X, just Y' adds Y alone", () => {
  assert.deepEqual(calls("don't add crisps, the kids have loads - just apples"), [added("apples")]);
  assert.deepEqual(calls("don't add eggs, just flour"), [added("flour")]);
  // What is asked after "just" is no thing: nothing is added.
  assert.deepEqual(calls("don't add it to the calendar, just remind me"), []);
  assert.deepEqual(calls("don't add the meeting, just a reminder"), []);
});

Deno.test("'not X, I said Y' puts one thing right by another, only when both are things", () => {
  assert.deepEqual(calls("not semi-skimmed, I said full fat milk"), [
    removed("semi-skimmed"),
    added("full fat milk"),
  ]);
  assert.deepEqual(calls("not white bread, I meant wholemeal"), [
    removed("white bread"),
    added("wholemeal"),
  ]);
  assert.deepEqual(calls("not green apples, we wanted red apples"), [
    removed("green apples"),
    added("red apples"),
  ]);
  // A name said with its capital, a day: no shopping.
  assert.deepEqual(calls("not Tom, I said Tim"), []);
  assert.deepEqual(calls("not friday, I said saturday"), []);
});

Deno.test("a removal said of no list, of things one surely buys, takes them off the list", () => {
  assert.deepEqual(
    calls("remove the coconut milk and the scotch bonnets, Mummy brought some round"),
    [
      removed("coconut milk", "scotch bonnets"),
    ],
  );
  assert.deepEqual(calls("delete the bread"), [removed("bread")]);
  assert.deepEqual(calls("never mind the bread, Sam's bringing a loaf"), [removed("bread")]);
  assert.deepEqual(calls("don't worry about the crisps or the cola"), [removed("crisps", "cola")]);
  // Nothing surely bought: no removal from the list.
  assert.deepEqual(calls("remove the meeting"), []);
  assert.deepEqual(calls("delete the old sofa"), []);
  assert.deepEqual(calls("don't worry about the kids, I'll get them"), []);
  assert.deepEqual(calls("don't worry about picking me up"), []);
  // Said of another kind's item, it is that kind's.
  assert.deepEqual(calls("remove the cheese reminder"), [
    { name: "reminders_cancel", input: { reminder: "cheese" } },
  ]);
});

Deno.test("'either' or 'both' where an item goes points at things said elsewhere: no item", () => {
  assert.deepEqual(calls("remove the milk and the eggs from the list, don't need either"), [
    removed("milk", "eggs"),
  ]);
  assert.deepEqual(calls("take the crisps and the dip off the list, we don't need both"), [
    removed("crisps", "dip"),
  ]);
  // Nothing else said, nothing is added or taken off.
  assert.deepEqual(calls("we don't need either"), []);
  assert.deepEqual(calls("add both"), []);
  assert.deepEqual(calls("add either"), []);
});
