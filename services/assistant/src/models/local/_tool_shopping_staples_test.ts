import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { PARIS } from "./_intent_test_util.ts";

/** The items one request adds, and that nothing is asked. */
function adds(text: string, items: string[]): void {
  const read = readToolIntent(text, PARIS);
  assert.deepEqual(read.calls, [{ name: "shopping_add", input: { items } }], text);
  assert.deepEqual(read.asks, [], text);
}

Deno.test("a staple said before another grocery without a comma is its own item", () => {
  const cases: [string, string[]][] = [
    ["add milk eggs and bread", ["milk", "eggs", "bread"]],
    ["add milk eggs and butter to the list", ["milk", "eggs", "butter"]],
    ["put bread eggs and cheese on the shopping list", ["bread", "eggs", "cheese"]],
    ["add water bananas and apples", ["water", "bananas", "apples"]],
    ["add flour sugar and eggs to the list", ["flour", "sugar", "eggs"]],
    ["add bacon eggs and beans to my list", ["bacon", "eggs", "beans"]],
    ["add pasta onions and garlic to my list", ["pasta", "onions", "garlic"]],
    ["put ham tomatoes and lettuce on the list", ["ham", "tomatoes", "lettuce"]],
    ["add cereal bananas and yoghurt", ["cereal", "bananas", "yoghurt"]],
    ["add eggs milk and bread", ["eggs", "milk", "bread"]],
  ];
  for (const [text, items] of cases) adds(text, items);
});

Deno.test("one thing of two words stays one item", () => {
  const cases: [string, string[]][] = [
    ["add chicken thighs and rice", ["chicken thighs", "rice"]],
    ["add peanut butter and jam", ["peanut butter", "jam"]],
    ["add ice cream and cones", ["ice cream", "cones"]],
    ["add orange juice and milk", ["orange juice", "milk"]],
    ["add tomato sauce and pasta", ["tomato sauce", "pasta"]],
    ["add hot dog buns and ketchup", ["hot dog buns", "ketchup"]],
    ["add chocolate biscuits and milk", ["chocolate biscuits", "milk"]],
    ["add bread rolls and butter", ["bread rolls", "butter"]],
    ["add pasta sauce and cheese", ["pasta sauce", "cheese"]],
    ["add milk chocolate and eggs to the list", ["milk chocolate", "eggs"]],
    ["add flour tortillas and salsa", ["flour tortillas", "salsa"]],
    ["add milk and eggs", ["milk", "eggs"]],
    ["add milk", ["milk"]],
  ];
  for (const [text, items] of cases) adds(text, items);
});

Deno.test("a staple before a grocery that may be made of it is asked about, never written", () => {
  for (
    const text of [
      "add milk tea and sugar",
      "add ham sausages and eggs",
      "put chocolate milk bread and eggs on the list",
    ]
  ) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.calls, [], text);
    assert.deepEqual(read.asks.map((a) => a.tool), ["shopping_add:apart"], text);
  }
  // Staples said together that name no thing as one are cut (`STAPLES_APART`).
  adds("add bread milk and eggs", ["bread", "milk", "eggs"]);
  adds("need milk bread and eggs", ["milk", "bread", "eggs"]);
});

Deno.test("'an' said for 'and' between things parts them; the article 'an' stays", () => {
  const cases: [string, string[]][] = [
    ["put ackee, saltfish an hard dough bread pon di list", [
      "ackee",
      "saltfish",
      "hard dough bread",
    ]],
    ["put yam, plantain an callaloo pon di list", ["yam", "plantain", "callaloo"]],
    ["add bread an butter an jam", ["bread", "butter", "jam"]],
    ["add salt an pepper", ["salt", "pepper"]],
    ["put corned beef an crackers pon di list", ["corned beef", "crackers"]],
    ["add peas an chicken to the list", ["peas", "chicken"]],
    ["add milk an sugar to the list", ["milk", "sugar"]],
    ["add rice an peas to the list", ["rice", "peas"]],
    ["add chicken an rice an peas to the list", ["chicken", "rice", "peas"]],
    // The article before a vowel or a silent "h" is no "and".
    ["add an apple and a pear", ["apple", "pear"]],
    ["add an onion and a leek", ["onion", "leek"]],
  ];
  for (const [text, items] of cases) adds(text, items);
  // "an hour" is an article before a silent "h": no item is cut there.
  assert.deepEqual(
    readToolIntent("add an hour of parking to my tasks", PARIS).calls,
    [{ name: "tasks_create", input: { content: "an hour of parking" } }],
  );
});
