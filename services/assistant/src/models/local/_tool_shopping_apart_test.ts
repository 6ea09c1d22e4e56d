import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";
import { several } from "./_tool_shopping_apart.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

Deno.test("a run without commas made only of known things is cut where the cut is sure", () => {
  const cases: [string, string[]][] = [
    ["put shampoo conditioner and soap on the shopping list", ["shampoo", "conditioner", "soap"]],
    ["add tea bags milk and sugar to the list", ["tea bags", "milk", "sugar"]],
    ["add bin bags tin foil and cling film to my list", ["bin bags", "tin foil", "cling film"]],
    ["need deodorant toilet roll and hand soap", ["deodorant", "toilet roll", "hand soap"]],
    ["add lemons limes and oranges to the shopping list", ["lemons", "limes", "oranges"]],
  ];
  for (const [text, items] of cases) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.calls, [{ name: "shopping_add", input: { items } }], text);
    assert.deepEqual(read.asks, [], text);
  }
  assert.deepEqual(readToolIntent("take paper towels and dish soap off the list", PARIS).calls, [
    { name: "shopping_remove", input: { items: ["paper towels", "dish soap"] } },
  ]);
});

Deno.test("a run whose first word may say which thing is never cut: it is asked about or left", () => {
  // A food before another may name one thing ("chocolate ice cream", "milk bread").
  for (
    const text of [
      "add grapes chocolate ice cream to my shopping list",
      "put chocolate milk bread and eggs on the list",
    ]
  ) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.calls, [], text);
    assert.deepEqual(read.asks.map((a) => a.tool), ["shopping_add:apart"], text);
  }
  // One thing of two words stays one ("nappy cream", "milk chocolate", "soap nuts").
  const cases: [string, string[]][] = [
    ["add nappy cream and wipes to the list", ["nappy cream", "wipes"]],
    ["add milk chocolate and eggs to the list", ["milk chocolate", "eggs"]],
    ["add soap nuts", ["soap nuts"]],
    ["add soap nuts and milk to the list", ["soap nuts", "milk"]],
  ];
  for (const [text, items] of cases) {
    assert.deepEqual(
      readToolIntent(text, PARIS).calls,
      [{ name: "shopping_add", input: { items } }],
      text,
    );
  }
  // Without "we" or "I", "milk bread" may be one thing, but said with eggs it is two.
  assert.deepEqual(readToolIntent("need milk bread and eggs", PARIS).calls, [
    { name: "shopping_add", input: { items: ["milk", "bread", "eggs"] } },
  ]);
});

Deno.test("several: the pieces of one item only when read one way", () => {
  assert.deepEqual(several("toothpaste dental floss"), ["toothpaste", "dental floss"]);
  assert.deepEqual(several("paper towels dish soap"), ["paper towels", "dish soap"]);
  assert.equal(several("sweet potato"), null);
  assert.equal(several("ice cream cake"), null);
  assert.equal(several("chocolate milk"), null);
  assert.equal(several("apples"), null);
});

Deno.test("'and' said in another language between things parts them; a name or one thing stays", () => {
  const cases: [string, string[]][] = [
    ["put tomates y cebollas on the shopping list", ["tomates", "cebollas"]],
    ["add pain et fromage to the list", ["pain", "fromage"]],
    ["add brot und butter to the list", ["brot", "butter"]],
    // A name said with capitals, and "e" that names a vitamin, are one thing.
    ["add Pan y Vino to the list", ["Pan y Vino"]],
    ["add vitamin e tablets to the list", ["vitamin e tablets"]],
  ];
  for (const [text, items] of cases) {
    assert.deepEqual(
      readToolIntent(text, PARIS).calls,
      [{ name: "shopping_add", input: { items } }],
      text,
    );
  }
  // A person's names joined by "y" in a reminder stay the reminder's.
  assert.deepEqual(
    readToolIntent("remind me to call Ana y Luis tomorrow at 5", PARIS).calls.map((c) => c.name),
    ["reminders_create"],
  );
});

Deno.test("'need' with no one said: items of two words are read when each is one known thing", () => {
  const cases: [string, string[]][] = [
    ["need mince pies and brandy butter", ["mince pies", "brandy butter"]],
    ["need sour cream and tortillas", ["sour cream", "tortillas"]],
    ["need tea bags and dog food", ["tea bags", "dog food"]],
  ];
  for (const [text, items] of cases) {
    assert.deepEqual(
      readToolIntent(text, PARIS).calls,
      [{ name: "shopping_add", input: { items } }],
      text,
    );
  }
  // Two words that may be two things, or words of no thing, are not read.
  for (const text of ["need chocolate milk bread and eggs", "need ice cream and a word with you"]) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, [], text);
  }
});
