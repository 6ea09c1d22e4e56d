import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

const add = (...items: string[]): ToolCall[] => [{ name: "shopping_add", input: { items } }];

Deno.test("shopping: a gift keeps whose occasion it is for, or nothing is added", () => {
  assert.deepEqual(
    calls("add a present for Tom's wedding to the list"),
    add("present for Tom's wedding"),
  );
  assert.deepEqual(
    calls("put a gift for Ana's christening on the list"),
    add("gift for Ana's christening"),
  );
  // Never "present" alone, which says nothing of whom it is for.
  for (
    const text of [
      "I need to buy a present for mum's birthday next week",
      "buy a card for dad's birthday",
      "get something for Ana's christening",
    ]
  ) {
    assert.ok(
      !calls(text).some((c) =>
        c.name === "shopping_add" &&
        (c.input.items as string[]).some((i) => ["present", "card", "something"].includes(i))
      ),
      text,
    );
  }
  // Look-alikes: a thing for an occasion is the thing.
  assert.deepEqual(calls("add candles for the party"), add("candles"));
  assert.deepEqual(calls("add wrapping paper for mum's birthday"), add("wrapping paper"));
});

Deno.test("shopping: 'ta' after a comma thanks, as 'cheers' does", () => {
  assert.deepEqual(
    calls("put 2 pints of milk and a loaf on the list please, ta"),
    add("2 pints of milk", "a loaf"),
  );
  assert.deepEqual(calls("add coffee, ta"), add("coffee"));
  assert.deepEqual(calls("add eggs, cheers, ta"), add("eggs"));
  // A word ending in "ta" and "ta" said as a name stay.
  assert.deepEqual(calls("add feta"), add("feta"));
  assert.deepEqual(calls("note that the cafe is called ta"), [
    { name: "notes_create", input: { text: "the cafe is called ta" } },
  ]);
});

Deno.test("shopping: a question about words that names a list reads no list", () => {
  for (
    const text of [
      "how do you say shopping list in Irish",
      "how would I say keepsake in Spanish?",
      "what's the French word for grocery list",
      "what's the German for reminder",
      "how do you spell my dentist's name",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // Look-alikes: the list itself asked about, or a word added to it.
  assert.deepEqual(calls("what's on my shopping list?"), [{ name: "shopping_list", input: {} }]);
  assert.deepEqual(calls("add french bread to the list"), add("french bread"));
  assert.deepEqual(calls("what's on my grocery list for the french dinner"), [
    { name: "shopping_list", input: {} },
  ]);
});

Deno.test("shopping: 'the following' before the list, and what is needed from the shops", () => {
  assert.deepEqual(
    calls("add the following to the list: tinned tomatoes, rice"),
    add("tinned tomatoes", "rice"),
  );
  assert.deepEqual(
    calls("put the following on the grocery list - oats, honey"),
    add("oats", "honey"),
  );
  const LIST: ToolCall[] = [{ name: "shopping_list", input: {} }];
  assert.deepEqual(calls("what do I need at the supermarket"), LIST);
  assert.deepEqual(calls("what do we need from the shop"), LIST);
  // Look-alikes: what is needed for something else is no shopping list.
  assert.deepEqual(calls("what do I need for the passport renewal"), []);
  assert.deepEqual(calls("what do I need to bring to the party"), []);
});
