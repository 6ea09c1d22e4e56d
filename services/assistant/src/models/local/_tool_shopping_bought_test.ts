import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string): unknown[] {
  return readToolIntent(text, LONDON).calls;
}

Deno.test("all of the list bought, then 'empty it', clears the list; where it was bought is none", () => {
  for (
    const text of [
      "bought everything on the list at Wong, you can empty it",
      "got everything on the list from Tesco, clear it",
      "got everything on the list at the market, you can empty it",
      "got everything on the shopping list, clear it",
      "bought everything, you can clear the shopping list",
    ]
  ) assert.deepEqual(calls(text), [{ name: "shopping_clear", input: {} }], text);
  for (
    const text of [
      "bought everything on the list at Wong, you can delete the reminder",
      "bought everything on the list at Wong",
      "bought everything on the list except eggs at Wong, you can empty it",
      "I got all the emails, you can clear it",
      "bought everything for the party, you can clear it",
      "got everything on the list, thanks",
      "got everything on my to-do list done, clear it",
    ]
  ) assert.deepEqual(calls(text), [], text);
});

Deno.test("a thing said bought 'already' is taken off; 'got' only of a thing surely bought", () => {
  const cases: [string, string[]][] = [
    ["got the Milo from Keells already", ["Milo"]],
    ["got the milk already", ["milk"]],
    ["already got the bread from Tesco", ["bread"]],
    ["got the cake from Greggs already", ["cake"]],
    ["bought the tickets from the box office already", ["tickets"]],
  ];
  for (const [text, items] of cases) {
    assert.deepEqual(calls(text), [{ name: "shopping_remove", input: { items } }], text);
  }
  // "got" as given or understood, or what is no thing: nothing is taken off.
  for (
    const text of [
      "got the kids from school already",
      "got the car from the garage already",
      "got the report from Tom already",
      "got the email from the bank already",
      "got the tickets already",
      "got the dentist already",
      "got the results from the doctor already",
      "got the parcel from the post office already",
      "got the keys from the landlord already",
      "got the money already",
      "got the message already",
      "got the joke already",
      "got the constructor already",
    ]
  ) assert.deepEqual(calls(text), [], text);
});

Deno.test("a maker's name put right by another's and the thing swaps them on the list", () => {
  const cases: [string, string, string][] = [
    ["not Peak, make it Three Crowns milk, is cheaper", "Peak", "Three Crowns milk"],
    ["not Peak, make it Three Crowns milk", "Peak", "Three Crowns milk"],
    ["not Heinz, make it Branston beans", "Heinz", "Branston beans"],
    ["not Hovis, I said Warburtons bread", "Hovis", "Warburtons bread"],
    ["not semi skimmed, make it whole milk", "semi skimmed", "whole milk"],
    ["not semi-skimmed, I said full fat milk", "semi-skimmed", "full fat milk"],
  ];
  for (const [text, out, put] of cases) {
    assert.deepEqual(calls(text), [
      { name: "shopping_remove", input: { items: [out] } },
      { name: "shopping_add", input: { items: [put] } },
    ], text);
  }
  // Names, days and places said alone are never things to swap.
  for (
    const text of [
      "not Tom, make it Tim",
      "not Friday, make it Saturday",
      "not friday, make it saturday",
      "not Paris, make it Rome",
      "not Tesco, make it Aldi",
      "swap out the Peak",
      "not Tom, make it Tim's",
    ]
  ) assert.deepEqual(calls(text), [], text);
});

Deno.test("two links watched by 'start watching' are two watches", () => {
  const a = "https://www.decathlon.example/velo-elops-500";
  const b = "https://www.decathlon.example/casque-velo";
  for (const verb of ["start watching", "start tracking", "keep an eye on"]) {
    assert.deepEqual(calls(`${verb} ${a} and ${b}`), [
      { name: "price_watches_start", input: { url: a } },
      { name: "price_watches_start", input: { url: b } },
    ], verb);
  }
  assert.deepEqual(calls(`start watching ${a} and tell me when it's under 50`), [
    { name: "price_watches_start", input: { url: a, target_price: 50 } },
  ]);
});

Deno.test("one thing known of three words beside another is no several ('aloe vera gel')", () => {
  assert.deepEqual(calls("sunscreen and aloe vera gel on the shopping list"), [
    { name: "shopping_add", input: { items: ["sunscreen", "aloe vera gel"] } },
  ]);
  // Three words no thing known are still asked about.
  for (
    const text of [
      "add peanut butter cookies and milk to the list",
      "put olive oil sea salt and pepper on the shopping list",
    ]
  ) {
    const read = readToolIntent(text, LONDON);
    assert.deepEqual(read.asks.map((a) => a.tool), ["shopping_add:apart"], text);
  }
});

Deno.test("'remove the …' said of no list keeps its reading beside 'remove …'", () => {
  assert.deepEqual(
    calls("remove the coconut milk and the scotch bonnets, Mummy brought some round"),
    [{ name: "shopping_remove", input: { items: ["coconut milk", "scotch bonnets"] } }],
  );
});
