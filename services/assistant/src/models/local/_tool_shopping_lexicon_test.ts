import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";
import { knownThings, several } from "./_tool_shopping_apart.ts";

/** Friday 27 March 2026, 11:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/London" };

function adds(text: string, items: string[]): void {
  const read = readToolIntent(text, LONDON);
  assert.deepEqual(read.calls, [{ name: "shopping_add", input: { items } }], text);
}

function asked(text: string): void {
  const read = readToolIntent(text, LONDON);
  assert.deepEqual(read.calls, [], text);
  assert.deepEqual(read.asks.map((a) => a.tool), ["shopping_add:apart"], text);
}

function nothing(text: string): void {
  assert.deepEqual(readToolIntent(text, LONDON).calls, [], text);
}

Deno.test("items said without commas are cut when every piece is a thing known", () => {
  const cases: [string, string[]][] = [
    ["add tomatoes cucumbers feta and olives to shopping", [
      "tomatoes",
      "cucumbers",
      "feta",
      "olives",
    ]],
    ["add to shopping list dishwasher tablets bin bags and kitchen roll", [
      "dishwasher tablets",
      "bin bags",
      "kitchen roll",
    ]],
    ["add nappies wipes and the yoghurt pouches", ["nappies", "wipes", "yoghurt pouches"]],
    ["add plasters wipes and calpol to the list", ["plasters", "wipes", "calpol"]],
    ["put sardines anchovies and capers on the list", ["sardines", "anchovies", "capers"]],
    ["add limes shallots and coriander to my shopping list", ["limes", "shallots", "coriander"]],
    ["add crisps salsa and limes to the list", ["crisps", "salsa", "limes"]],
    ["add kitchen roll and shampoo hair gel to the list", ["kitchen roll", "shampoo", "hair gel"]],
    ["add hot dog buns and ketchup to the list", ["hot dog buns", "ketchup"]],
    ["add bin liners rinse aid and sponges to the list", ["bin liners", "rinse aid", "sponges"]],
    ["could u add flour eggs lemons", ["flour", "eggs", "lemons"]],
    ["need milk bread and eggs", ["milk", "bread", "eggs"]],
  ];
  for (const [text, items] of cases) adds(text, items);
});

Deno.test("a run with a piece unknown, or one word that may say which, is still asked about", () => {
  for (
    const text of [
      // "chocolate" may say which ice cream; "tomato" which soup; "olive oil" which cake.
      "add grapes chocolate ice cream to my shopping list",
      "put chocolate milk bread and eggs on the list",
      "add to the list kitchen sponges dish cloths and towels",
      "add kitchen roll and shampoo hair bobbles to the list",
      "add olives feta gubbins and bread to the list",
      "add tomatoes widgets and olives to the list",
      "add crisps salsa verde and limes to the list",
    ]
  ) asked(text);
  // One thing of several words is never cut into its words.
  const whole: [string, string[]][] = [
    ["add ice cream and eggs to the list", ["ice cream", "eggs"]],
    ["add peanut butter and jam to the list", ["peanut butter", "jam"]],
    ["add sour cream and tortillas to the list", ["sour cream", "tortillas"]],
    ["add hot dog buns to the list", ["hot dog buns"]],
    ["add tomato soup and bread to the list", ["tomato soup", "bread"]],
    ["add chicken soup and crackers to the list", ["chicken soup", "crackers"]],
    ["add milk chocolate and eggs to the list", ["milk chocolate", "eggs"]],
    ["add nappy cream and wipes to the list", ["nappy cream", "wipes"]],
  ];
  for (const [text, items] of whole) adds(text, items);
  assert.equal(several("ice cream"), null);
  assert.equal(several("peanut butter"), null);
  assert.equal(several("hot dog buns"), null);
  assert.equal(several("sour cream"), null);
  assert.equal(several("tomato soup"), null);
  assert.deepEqual(several("feta olives"), null);
  assert.deepEqual(several("cucumbers feta"), ["cucumbers", "feta"]);
});

Deno.test("what says which of a thing, after it, stays with it ('batteries AA')", () => {
  adds("shopping: batteries AA", ["batteries AA"]);
  adds("add batteries AAA to the list", ["batteries AAA"]);
  adds("add energy drinks x12 to the list", ["energy drinks x12"]);
  // Any other word run on past a plural is still asked about.
  nothing("add batteries bulbs torch thing to the list");
});

Deno.test("a misspelt 'add' adds only things known, each one, letters swapped too", () => {
  adds("ad tomatos onoins n garlic", ["tomatos", "onoins", "garlic"]);
  adds("ad tomatos and garlic", ["tomatos", "garlic"]);
  adds("ad milk", ["milk"]);
  adds("ad apples pears", ["apples", "pears"]);
  assert.deepEqual(knownThings(["onoins"]), ["onoins"]);
  assert.equal(knownThings(["report"]), null);
  // A task, an unknown thing, a thing with a day: never the shopping list's.
  for (
    const text of [
      "ad a meeting with tom",
      "ad call mum",
      "ad report for friday",
      "ad milk for friday",
      "ad the constructor",
      "ad gizmo and widget",
    ]
  ) nothing(text);
});

Deno.test("who likes a thing, said after it, is no part of the thing", () => {
  adds("add nappies wipes and um the yoghurt pouches the little ones like", [
    "nappies",
    "wipes",
    "yoghurt pouches",
  ]);
  adds("add the yoghurt pouches the little ones like", ["yoghurt pouches"]);
  // Said of nothing before it, it is no thing at all.
  for (const text of ["add the one I like", "add what the kids like"]) nothing(text);
});

Deno.test("things named together, then each after a comma, are each one", () => {
  adds("could u add the stuff for pancakes, flour eggs lemons", ["flour", "eggs", "lemons"]);
  adds("add stuff, milk", ["milk"]);
  // Said as a thing beside others, or alone, it is no heading: nothing is dropped or guessed.
  for (
    const text of [
      "add cleaning stuff and bin bags",
      "add stuff to the list",
      "add things to the list",
    ]
  ) nothing(text);
});
