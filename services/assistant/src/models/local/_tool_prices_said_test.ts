import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

const LONDON: IntentContext = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, LONDON);
}

const stop = (watch: string) => [{ name: "price_watches_stop", input: { watch } }];
const target = (watch: string, target_price: number) => [
  { name: "price_watches_set_target", input: { watch, target_price } },
];
const start = (url: string, target_price?: number) => ({
  name: "price_watches_start",
  input: target_price === undefined ? { url } : { url, target_price },
});

Deno.test("a thing bought, its watch said to be needed no more, is stopped", () => {
  assert.deepEqual(
    calls("got the headphones after all, no need to keep tracking them"),
    stop("headphones"),
  );
  assert.deepEqual(
    calls("we ordered the kettle in the end so no need to watch it any more"),
    stop("kettle"),
  );
  assert.deepEqual(calls("no need to keep watching the drone"), stop("drone"));
  // Another kind's request, and a thing that is no product: no watch.
  assert.deepEqual(calls("bought milk in the end, no need to remind me"), []);
  assert.deepEqual(calls("got the job in the end, no need to keep watching it"), []);
});

Deno.test("a watch stopped for a reason said after its thing is that thing's", () => {
  assert.deepEqual(
    calls("stop watching the standing desk because work is buying me one"),
    stop("standing desk"),
  );
  assert.deepEqual(
    calls(
      "stop tracking the air fryer since mum gave me hers, and track https://shop.example/blender instead",
    ),
    [
      { name: "price_watches_stop", input: { watch: "air fryer" } },
      start("https://shop.example/blender"),
    ],
  );
  // "since" a day is no reason: nothing is read.
  assert.deepEqual(calls("stop watching the desk since yesterday"), []);
});

Deno.test("a target said in words, or in a shop's own currency, is read", () => {
  assert.deepEqual(
    calls("ping me if the drone falls under three hundred dollars"),
    target("drone", 300),
  );
  assert.deepEqual(
    calls("let me know when the kettle goes below forty pounds"),
    target("kettle", 40),
  );
  assert.deepEqual(
    calls("watch https://shop.example/bike and tell me when it is under a thousand euros"),
    [start("https://shop.example/bike", 1000)],
  );
  assert.deepEqual(
    calls("keep an eye on https://jumia.example/iron, if e drop under 20,000 naira"),
    [start("https://jumia.example/iron", 20000)],
  );
  // A number in words with no currency, said after the word that says the target, is the
  // target as its digits are; under ten it is no price ("when the kids get to three").
  assert.deepEqual(calls("tell me if the Barbour drops under two hundred"), target("Barbour", 200));
  assert.deepEqual(calls("let me know when the kids get to three"), []);
});

Deno.test("a target put right by the amount meant is set, said of a product only", () => {
  assert.deepEqual(calls("I meant £80, not £90, for the boots"), target("boots", 80));
  assert.deepEqual(calls("I mean 30 not 40 on the kettle"), target("kettle", 30));
  // No thing, a day, a list's item: nothing.
  assert.deepEqual(calls("I meant 150 not 200"), []);
  assert.deepEqual(calls("I meant tuesday not monday for the dentist"), []);
  assert.deepEqual(calls("I meant 3 not 2 for the tickets on my list"), []);
  assert.deepEqual(calls("I meant 15 not 50 for the taxi yesterday"), []);
});

Deno.test("a ride, a meal or a fee put right names no watch: nothing runs", () => {
  // Paid for, no product (an expense's amount, perhaps): never a watch's target.
  assert.deepEqual(calls("I meant 15 not 50 for the taxi"), []);
  assert.deepEqual(calls("I meant 12 not 20 for the parking fee"), []);
  assert.deepEqual(calls("I mean 30, not 40 for the lunch with Sam"), []);
  assert.deepEqual(calls("I meant 9 not 19 for the uber to the airport"), []);
  assert.deepEqual(calls("tell me when the taxi to the airport drops under 20"), []);
  // A product, named by a word a ride or meal shares, still is one.
  assert.deepEqual(
    calls("I meant 200 not 250 for the coffee machine"),
    target("coffee machine", 200),
  );
  assert.deepEqual(calls("I meant 40 not 45 on the headphones"), target("headphones", 40));
});

Deno.test("two links watched by one verb are two watches; a watch asked in French is one", () => {
  assert.deepEqual(calls("track https://example.com/tent and https://example.com/bag for me"), [
    start("https://example.com/tent"),
    start("https://example.com/bag"),
  ]);
  assert.deepEqual(
    calls("surveille https://boutique.example.fr/velo, tell me when it is under 200 euros"),
    [start("https://boutique.example.fr/velo", 200)],
  );
  assert.deepEqual(calls("je voudrais que tu surveilles les enfants"), []);
});

Deno.test("the watches asked loosely, said of prices", () => {
  assert.deepEqual(calls("what stuff am I keeping tabs on price-wise"), [
    { name: "price_watches_list", input: {} },
  ]);
  // Without saying prices: no watch is named.
  assert.deepEqual(calls("what stuff am I keeping tabs on"), []);
});

Deno.test("a watch kept, its target changed, is the target set, never the watch stopped", () => {
  assert.deepEqual(
    calls("don't stop watching the bike, just drop the target to £1,250"),
    target("bike", 1250),
  );
  assert.deepEqual(
    calls("keep watching the kettle but lower the target to 25"),
    target("kettle", 25),
  );
  assert.deepEqual(
    calls("don't stop tracking the tent, drop the target to 150"),
    target("tent", 150),
  );
  // Kept with nothing changed: nothing runs, the watch is not stopped.
  assert.deepEqual(calls("don't stop watching the bike"), []);
});

Deno.test("the watches asked for by what they track", () => {
  const list = [{ name: "price_watches_list", input: {} }];
  for (
    const text of [
      "what am I tracking prices on at the moment",
      "what prices am I watching right now",
      "what am I monitoring the price of these days",
    ]
  ) {
    assert.deepEqual(calls(text), list, text);
  }
});

Deno.test("'lmk' asks to be told of a price as 'let me know' does", () => {
  const url = "https://shop.example/chair-9988";
  assert.deepEqual(calls(`track ${url}, lmk if it falls under 250`), [
    { name: "price_watches_start", input: { url, target_price: 250 } },
  ]);
  assert.deepEqual(calls("lmk when the kettle drops under 30"), target("kettle", 30));
  // "lmk" with no price said sets nothing.
  assert.deepEqual(calls("lmk what you think of the kettle"), []);
});
