import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

Deno.test("shopping: items run together past a plural are asked to be parted, never one item", () => {
  for (
    const text of [
      "add to the list kitchen sponges dish cloths and towels",
      "add grapes chocolate ice cream to my shopping list",
      "put chocolate milk bread and eggs on the list",
      "could you add crisps salsa verde and limes to the list",
    ]
  ) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.calls, [], text);
    assert.deepEqual(read.asks.map((a) => a.tool), ["shopping_add:apart"], text);
  }
});

Deno.test("shopping: a plural that counts, joins or names one item is no run of items", () => {
  const cases: [string, string[]][] = [
    ["add 6 bottles water and crisps to the list", ["6 bottles water", "crisps"]],
    ["add bags of ice and limes", ["bags of ice", "limes"]],
    ["add hummus dip and carrots to the list", ["hummus dip", "carrots"]],
    ["put wholemeal bread and oat milk on my list", ["wholemeal bread", "oat milk"]],
    ["add Rice Krispies Treats to the list", ["Rice Krispies Treats"]],
  ];
  for (const [text, items] of cases) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.calls, [{ name: "shopping_add", input: { items } }], text);
    assert.deepEqual(read.asks, [], text);
  }
  // Words of another reading are no items run together: the note is read, nothing is asked.
  const note = readToolIntent("add a note saying the fence posts are 8ft", PARIS);
  assert.deepEqual(note.asks, []);
});

Deno.test("shopping: 'ad' misspelt is still 'add', only before a list", () => {
  const cases: [string, string[]][] = [
    ["ad teabags and sugar to my shopping list", ["teabags", "sugar"]],
    ["ad oat milk to the list", ["oat milk"]],
    ["pls ad bin bags to the grocery list", ["bin bags"]],
  ];
  for (const [text, items] of cases) {
    assert.deepEqual(
      readToolIntent(text, PARIS).calls,
      [{ name: "shopping_add", input: { items } }],
      text,
    );
  }
  // Another kind's list named: no shopping.
  assert.deepEqual(readToolIntent("ad a meeting to my calendar", PARIS).calls, []);
});
