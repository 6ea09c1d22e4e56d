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

const add = (...items: string[]): ToolCall[] => [{ name: "shopping_add", input: { items } }];
const remove = (...items: string[]): ToolCall[] => [{ name: "shopping_remove", input: { items } }];
const CLEAR: ToolCall[] = [{ name: "shopping_clear", input: {} }];

Deno.test("shopping: the items said first, then a request naming them by a pronoun", () => {
  assertEach([
    ["we're low on olive oil, put it on the list", add("olive oil")],
    [
      "we've run out of teabags and sugar - could you add them to my grocery list",
      add(
        "teabags",
        "sugar",
      ),
    ],
    ["I grabbed the onions, cross them off", remove("onions")],
    [
      "we already have plenty of rice, so take it off the shopping list",
      remove("rice"),
    ],
    ["short of dish soap - add it", add("dish soap")],
    ["don't need any crisps anymore, delete them", remove("crisps")],
  ]);
  // A pronoun with nothing said before it names no item.
  assert.deepEqual(calls("add it to the shopping list"), []);
  // "it" is the exam: no shopping item (the task of that name, if any, is done).
  assert.ok(!calls("the exam went well, tick it off").some((c) => c.name.startsWith("shopping_")));
});

Deno.test("shopping: a need said without a subject, or as something to remember", () => {
  assertEach([
    ["have to pick up cat litter", add("cat litter")],
    ["don't forget to buy stamps", add("stamps")],
    ["gotta grab some limes", add("limes")],
  ]);
  // "need to" followed by something other than buying is not shopping.
  assert.deepEqual(calls("need to call the garage"), []);
});

Deno.test("shopping: a purpose or occasion after the items is not an item", () => {
  assertEach([
    ["pick up crisps and dip for the match", add("crisps", "dip")],
    ["put plates and cups on the grocery list for the picnic", add("plates", "cups")],
    ["add to the list: eggs, flour - for pancakes", add("eggs", "flour")],
  ]);
  // Where or when to buy them is not an item either.
  assertEach([
    ["grab some bread on the way home", add("bread")],
    ["pick up olives and feta at the market", add("olives", "feta")],
    ["get bananas when you're out", add("bananas")],
  ]);
  // After one item, "for" may be part of it.
  assert.deepEqual(calls("add food for the cat to the shopping list"), add("food for the cat"));
});

Deno.test("shopping: the list named before the request", () => {
  assertEach([
    ["groceries - add rice", add("rice")],
    ["shopping list, put: cereal", add("cereal")],
    ["shopping list: remove the rice", remove("rice")],
    ["onto the grocery list: pears", add("pears")],
  ]);
});

Deno.test("shopping: an explanation before or after the request asks for nothing", () => {
  assertEach([
    ["put bin bags on the list, we used the last one yesterday", add("bin bags")],
    ["take the cheese off the grocery list - Sam brought some", remove("cheese")],
    ["we just got back from the supermarket, clear the list", CLEAR],
  ]);
});

Deno.test("shopping: a fresh list empties the old one; a misspelt list is still the list", () => {
  assertEach([
    ["begin a new grocery list", CLEAR],
    ["make a clean shopping list", CLEAR],
    ["add jam to my shoping list", add("jam")],
  ]);
});

Deno.test("shopping: a particular thing to buy, or a list word in the slot, is not an item", () => {
  assert.deepEqual(calls("get the kids from school"), []);
  assert.deepEqual(calls("buy the blue lamp"), []);
  assert.deepEqual(calls("add pears to the shopin list"), []);
  assert.deepEqual(calls("buy tea"), add("tea"));
  // A pronoun names something said elsewhere, even with more after it.
  assert.deepEqual(calls("we need them for the party"), []);
});

Deno.test("shopping: never read beside another kind named and no list, nor with a price", () => {
  assertEach([
    // Shopping is the kind read when none is said: beside a task or a note named, it is theirs.
    ["the gutter task is not urgent, take the deadline off", []],
    ["that note about the boiler is old, scrap the date", []],
    // What something cost is an expense, not an item.
    ["add parking for 12 and train tickets for 40, both in euros", []],
    ["add printer paper for 9.99", []],
  ]);
  // With the list said, the items are the list's even when another kind is named.
  assert.deepEqual(calls("put envelopes on the list, for the note cards"), add("envelopes"));
});

Deno.test("shopping: what the items are for is no part of them, after one item too", () => {
  assertEach([
    ["add gift bags for the christening", add("gift bags")],
    [
      "get streamers and party poppers for new year's eve, oh and candles",
      add(
        "streamers",
        "party poppers",
        "candles",
      ),
    ],
    ["pick up batteries for the camping weekend", add("batteries")],
    // Not an occasion: the thing itself.
    ["add food for the cat", []],
    // Someone to do something is nothing to buy.
    ["we need the electrician to look at the fuse box", []],
    // A word said while thinking is no item.
    ["add flour, um, and baking soda", add("flour", "baking soda")],
  ]);
});

Deno.test("shopping: an item said after the list is the list's; a doing is no item", () => {
  assertEach([
    ["add bin bags to the list and also foil", add("bin bags", "foil")],
    ["put oat milk on the shopping list as well as granola", add("oat milk", "granola")],
    // "call mum" is something to do, not to buy: nothing is read.
    ["add butter to the list and also call mum", []],
    ["add milk and pay the window cleaner", []],
  ]);
});

Deno.test("shopping: a need withdrawn for this or that is withdrawn for both", () => {
  assertEach([["we don't need rice or pasta any more", remove("rice", "pasta")]]);
});

Deno.test("shopping: what is said in brackets is an aside, unless it says a number or a day", () => {
  assertEach([
    ["add rye bread (the seeded one) and honey", add("rye bread", "honey")],
    // "(6)" is how many: not set aside, and not read whole.
    ["add lemons (6)", []],
  ]);
});

Deno.test("shopping: one item swapped for another on the list", () => {
  assert.deepEqual(calls("swap the butter for margarine on the list"), [
    ...remove("butter"),
    ...add("margarine"),
  ]);
});

Deno.test("shopping: one item swapped for another, no list named, only between plain things", () => {
  assertEach([
    ["swap the sourdough for rye bread", [...remove("sourdough"), ...add("rye bread")]],
    ["switch the butter for margarine", [...remove("butter"), ...add("margarine")]],
    ["swap the semi-skimmed for oat milk", [...remove("semi-skimmed"), ...add("oat milk")]],
    // A thing said with "a", "one" standing for a noun, a day or a meeting: no shopping.
    ["swap the car for a bike", []],
    ["swap the tyres for winter ones", []],
    ["swap the tuesday yoga for pilates", []],
    ["swap the monday meeting for a call", []],
    ["swap in a new battery", []],
  ]);
});

Deno.test("shopping: a need said without 'we' or 'I'", () => {
  assertEach([
    ["need oat milk, bin bags and kitchen roll", add("oat milk", "bin bags", "kitchen roll")],
    ["need a jar of honey and 6 lemons", add("a jar of honey", "6 lemons")],
    ["need more toothpaste", add("toothpaste")],
    // Run together without commas, an item of two plain words may be two: nothing is guessed.
    ["need pasta sauce cheese and ham", []],
    ["need to ring the bank", []],
  ]);
});

Deno.test("shopping: a removal said as what can come off the list", () => {
  assertEach([
    ["the rice can come off the list", remove("rice")],
    ["bananas could go off the shopping list now", remove("bananas")],
    ["the teabags can just come off my list", remove("teabags")],
  ]);
});

Deno.test("shopping: the list said bare before its items, and 'instead' after them", () => {
  assertEach([
    ["list: tinned peaches, cream", add("tinned peaches", "cream")],
    ["my list - crumpets, butter", add("crumpets", "butter")],
    ["take the cola off the list and add lemonade instead", [
      ...remove("cola"),
      ...add("lemonade"),
    ]],
    ["remove the white rice and add brown rice instead", [
      ...remove("white rice"),
      ...add("brown rice"),
    ]],
  ]);
});

Deno.test("shopping: another kind's noun said before an item's last word only describes it", () => {
  assertEach([
    ["add birthday candles to the list", add("birthday candles")],
    ["put a trip adaptor on the shopping list", add("trip adaptor")],
    ["I need to buy a birthday banner, add it to the list", add("birthday banner")],
    // Said last, it names that kind's item.
    ["add the dentist reminder to the list", []],
    ["add Tom's birthday to the list", []],
  ]);
});

Deno.test("shopping: the big shop said as why the list is cleared", () => {
  assertEach([
    ["empty the list, did the big shop", CLEAR],
    ["clear the shopping list, just done the big shop", CLEAR],
    ["wipe the grocery list, we did the big shop this morning", CLEAR],
  ]);
});

Deno.test("shopping: a removal said with the fact that the thing is in the house", () => {
  assertEach([
    ["scratch the couscous, we've got two bags", remove("couscous")],
    ["drop the ketchup, I already bought some", remove("ketchup")],
    ["remove the beans, I found a tin at the back", remove("beans")],
  ]);
});

Deno.test("shopping: 'get rid of' and 'one' for another kind's noun are no items", () => {
  const none = (text: string): boolean => !calls(text).some((c) => c.name === "shopping_add");
  for (
    const text of [
      "get rid of the Berlin one",
      "get rid of that one",
      "add one for new year's eve",
      "add another one",
      "buy a new one",
    ]
  ) {
    assert.ok(none(text), text);
  }
  // A thing counted by "one" is still a thing to buy.
  assertEach([["add one lemon", [{ name: "shopping_add", input: { items: ["one lemon"] } }]]]);
});

Deno.test("shopping: the list asked for as what to get, and a misspelt list", () => {
  const LIST: ToolCall[] = [{ name: "shopping_list", input: {} }];
  assertEach([
    ["remind me what i need from the shops", LIST],
    ["remind me what we still need to get at the supermarket", LIST],
    ["whats on the shoppin list", LIST],
    ["add eggs to the shoppin list", add("eggs")],
  ]);
  // What to do is no list of things.
  assert.notDeepEqual(calls("remind me what i need to do tomorrow"), LIST);
});

Deno.test("shopping: a removal said of no list, only of plain things", () => {
  assertEach([
    ["scratch the anchovies", remove("anchovies")],
    ["actually scratch the olives, nobody likes them", remove("olives")],
    ["take off the brie", remove("brie")],
    ["strike the crackers", remove("crackers")],
    [
      "put crisps on the list and take off the hummus because Mia's bringing some",
      [...add("crisps"), ...remove("hummus")],
    ],
  ]);
  for (const text of ["scratch the meeting", "take off early today", "strike the first one"]) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("shopping: the list said to be done with, then cleared", () => {
  for (
    const text of [
      "we're done with the shopping list now, clear it all out",
      "I'm finished with the grocery list, clear it out",
      "done with the list, so empty it",
    ]
  ) {
    assert.deepEqual(calls(text), CLEAR, text);
  }
  assert.deepEqual(calls("we're done with the list"), []);
  assert.deepEqual(calls("clear it all out"), []);
});

Deno.test("shopping: an item put right as it is said, or after 'not …, I meant'", () => {
  assertEach([
    ["add 4 peppers to the list, no make that onions", add("4 onions")],
    ["put butter on the list - no, make it margarine", add("margarine")],
    ["not brown bread, I meant white bread", [...remove("brown bread"), ...add("white bread")]],
    ["no not plums, I meant apricots - swap them", [...remove("plums"), ...add("apricots")]],
    ["not oat, I meant almond milk", [...remove("oat milk"), ...add("almond milk")]],
  ]);
  // A name, a day or "one" put right is no shopping item.
  for (
    const text of [
      "not Tom, I meant Tim",
      "not friday, I meant saturday",
      "not the big one, I meant the small one",
      "add eggs to the list, no make that 12",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name.startsWith("shopping_")), text);
  }
});

Deno.test("shopping: asked for in other words ('can help me add', 'n' for 'and')", () => {
  assertEach([
    ["can help me add 2 packet of noodles into shopping list", add("2 packet of noodles")],
    ["could you help me add tea bags to the list", add("tea bags")],
    ["pls add crisps n dip", add("crisps", "dip")],
  ]);
});

Deno.test("shopping: said of the app, the list is not read", () => {
  for (
    const text of [
      "my shopping list app keeps crashing, is that you?",
      "is the grocery list glitching again?",
      "why is my notes app so slow",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  assert.deepEqual(calls("what's on my shopping list?"), [{ name: "shopping_list", input: {} }]);
  assert.deepEqual(calls("add apps to the list"), add("apps"));
});
