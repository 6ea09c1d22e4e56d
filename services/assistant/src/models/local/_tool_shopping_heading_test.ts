import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, CORPUS_CLOCK);
}

const add = (...items: string[]): ToolCall[] => [{ name: "shopping_add", input: { items } }];

/** True when no call of the text adds to or takes off the shopping list. */
function writesNoShopping(text: string): boolean {
  return !calls(text).some((c) => c.name === "shopping_add" || c.name === "shopping_remove");
}

Deno.test("shopping: a need said as a heading, then its things", () => {
  const cases: [string, string[]][] = [
    ["need: lemons, ginger, honey", ["lemons", "ginger", "honey"]],
    ["need: milk, bread, eggs", ["milk", "bread", "eggs"]],
    ["we need: rice, lentils, onions", ["rice", "lentils", "onions"]],
    ["i need: coffee beans, filters", ["coffee beans", "filters"]],
    ["to buy: bin bags, sponges", ["bin bags", "sponges"]],
    ["to get - oat milk, bananas", ["oat milk", "bananas"]],
    ["need: 2 lemons and some mint", ["2 lemons", "mint"]],
    ["need - tortillas, salsa", ["tortillas", "salsa"]],
    ["to buy: washing powder", ["washing powder"]],
    ["need: cat litter, kitchen roll", ["cat litter", "kitchen roll"]],
  ];
  for (const [text, items] of cases) assert.deepEqual(calls(text), add(...items), text);
});

Deno.test("shopping: an item said after 'some', 'a' or a count is one item", () => {
  const cases: [string, string[]][] = [
    ["need 2 tins of chopped tomatoes and some fresh basil", [
      "2 tins of chopped tomatoes",
      "fresh basil",
    ]],
    ["need bread and some fresh mint", ["bread", "fresh mint"]],
    ["need rice and a bag of lentils", ["rice", "a bag of lentils"]],
    ["need pasta and 2 jars of pesto", ["pasta", "2 jars of pesto"]],
    ["need milk and some eggs", ["milk", "eggs"]],
    ["need butter and some plain flour", ["butter", "plain flour"]],
    ["need eggs and some smoked salmon", ["eggs", "smoked salmon"]],
    ["need 6 eggs and some double cream", ["6 eggs", "double cream"]],
    ["need onions and some red peppers", ["onions", "red peppers"]],
    ["need a loaf and some greek yoghurt", ["a loaf", "greek yoghurt"]],
  ];
  for (const [text, items] of cases) assert.deepEqual(calls(text), add(...items), text);
});

Deno.test("shopping: a question said before 'check it' or 'tick them off' is no fact", () => {
  assert.deepEqual(
    calls("have we got everything for the bbq on the list? check it for me"),
    [{ name: "shopping_list", input: {} }],
  );
  for (
    const text of [
      "have we got bananas? cross them off",
      "do we have milk? take it off the list",
      "are we out of milk? add it",
      "have we got everything on the list? check it",
      "did we buy the rice? tick it off",
    ]
  ) {
    assert.ok(writesNoShopping(text), text);
  }
  // Look-alikes: a fact before the pronoun is still read.
  assert.deepEqual(calls("got the eggs, tick them off"), [
    { name: "shopping_remove", input: { items: ["eggs"] } },
  ]);
  assert.deepEqual(calls("we're out of coffee, add it to the list"), add("coffee"));
  assert.deepEqual(calls("we have loads of rice, take it off"), [
    { name: "shopping_remove", input: { items: ["rice"] } },
  ]);
});

Deno.test("shopping: look-alikes of a heading or of items said after 'some' add nothing", () => {
  for (
    const text of [
      "need: to call the bank",
      "need: a break",
      "need: call mum tomorrow",
      "need: an answer from Tom by friday",
      "need to buy: eggs and then call mum",
      "we need to talk",
      "I need a hand with the boxes",
      "need: the report by monday",
      "to do: call mum, pay rent",
      "need some time off and a holiday",
      "need sleep and some peace and quiet",
      "need a lift and some help with the move",
      "to get: the kids at 4",
      "need: a word with Sam",
      "need you to call me and some time to think",
    ]
  ) {
    assert.ok(writesNoShopping(text), text);
  }
});

Deno.test("shopping: two things said got, each with its 'the', are ticked off", () => {
  const cases: [string, string[]][] = [
    ["got the milk and the bananas", ["milk", "bananas"]],
    ["got the nappies and the wipes", ["nappies", "wipes"]],
    ["grabbed the eggs and the bread", ["eggs", "bread"]],
    ["got the coffee and the oat milk", ["coffee", "oat milk"]],
    ["got the rice and the lentils", ["rice", "lentils"]],
  ];
  for (const [text, items] of cases) {
    assert.deepEqual(calls(text), [{ name: "shopping_remove", input: { items } }], text);
  }
  // Look-alikes: things not surely bought, or said with more, take nothing off.
  for (
    const text of [
      "got the kids and the dog",
      "got the tickets and the passports",
      "got the email and the invoice",
      "got the job and the flat",
      "got the car and the keys",
      "got the results and the report",
      "got the milk and the kids",
      "got the flu and the kids are off",
      "got the keys and the car, heading out",
      "got the bus and the train",
      "got the message and the photos",
      "got the house and the garden",
      "got the parcel and the letter",
    ]
  ) {
    assert.ok(writesNoShopping(text), text);
  }
});
