/**
 * Price watches as people ask for them: a link named by the thing it shows ("watch this lawn suit
 * https://…"), a target said for an item named first ("the lawn suit, alert me at 5999 instead"),
 * or after the price ("alert me at 5999 for …"), and "make the air fryer target 90". Sentences
 * written for the kinds, with look-alikes that stay as they were.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

const calls = (text: string): ToolCall[] => parseToolIntent(text, PARIS);
const start = (url: string, target_price?: number): ToolCall => ({
  name: "price_watches_start",
  input: target_price === undefined ? { url } : { url, target_price },
});
const target = (watch: string, target_price: number): ToolCall => ({
  name: "price_watches_set_target",
  input: { watch, target_price },
});

Deno.test("a link named by what it shows, said before it, is watched", () => {
  // Each was nothing: the words naming the link were left unread.
  assert.deepEqual(
    calls("watch this lawn suit https://www.khaadi.example.pk/lawn-3pc under 6500"),
    [
      start("https://www.khaadi.example.pk/lawn-3pc", 6500),
    ],
  );
  assert.deepEqual(calls("watch this air fryer https://www.shop.example/p/12345 under 80"), [
    start("https://www.shop.example/p/12345", 80),
  ]);
  assert.deepEqual(
    calls(
      "watch the price of this air fryer https://www.shop.example/air-fryer-xl let me know when it goes under 80",
    ),
    [start("https://www.shop.example/air-fryer-xl", 80)],
  );
  assert.deepEqual(
    calls(
      "monitor this deep freezer price https://www.shop.example.ng/haier-freezer, target 350000",
    ),
    [start("https://www.shop.example.ng/haier-freezer", 350000)],
  );
  // Look-alike: words said after the link are read as ever ("and buy milk" is a second request).
  assert.deepEqual(calls("watch https://shop.example/p/1 and buy milk"), [
    start("https://shop.example/p/1"),
    { name: "shopping_add", input: { items: ["milk"] } },
  ]);
});

Deno.test("a target said for an item named first, or after the price, is the item's", () => {
  assert.deepEqual(calls("the lawn suit, alert me at 5999 instead"), [target("lawn suit", 5999)]);
  assert.deepEqual(calls("alert me at 5999 for the lawn suit"), [target("lawn suit", 5999)]);
  assert.deepEqual(calls("alert me at $20 for the kettle"), [target("kettle", 20)]);
  assert.deepEqual(calls("for the LG tv, tell me only if it goes below 999"), [
    target("LG tv", 999),
  ]);
  assert.deepEqual(calls("make the air fryer target 90"), [target("air fryer", 90)]);
  // Look-alikes: a number that may be an hour, and "one" that names no target.
  for (
    const text of [
      "alert me at 5 for the meeting",
      "the meeting, alert me at 5 instead",
      "make the cake one 90",
    ]
  ) assert.deepEqual(calls(text), [], text);
});

Deno.test("thousands said bare ('450k') that no call holds leave the message unread", () => {
  // Was a watch with no target: "if e reach 450k" was never read, and never said unread.
  assert.deepEqual(
    calls("Abeg monitor this generator price https://example.ng/gen-3kva, tell me if e reach 450k"),
    [],
  );
  assert.deepEqual(calls("monitor https://example.ng/gen-3kva, tell me if it reaches 450k"), [
    start("https://example.ng/gen-3kva", 450000),
  ]);
  // Look-alike: a race's "5k" a text holds as said.
  assert.deepEqual(calls("remind me saturday at 8 to do the 5k run"), [{
    name: "reminders_create",
    input: { text: "do the 5k run", at: "2026-03-28T08:00:00+01:00" },
  }]);
});

Deno.test("the products I'm watching, asked to be listed, are the watches", () => {
  const list = [{ name: "price_watches_list", input: {} }];
  assert.deepEqual(calls("list the products i am watching"), list);
  assert.deepEqual(calls("show me the things im tracking"), list);
  // Look-alike: watching something else.
  assert.deepEqual(calls("list the items i am watching on tv"), []);
});

Deno.test("a watch stopped with why told after it, with no comma, is the thing named", () => {
  assert.deepEqual(calls("stop watching the Redmi we got one already"), [
    { name: "price_watches_stop", input: { watch: "Redmi" } },
  ]);
  // A name told in it is never dropped unread: nothing is stopped.
  assert.deepEqual(calls("stop watching the Redmi i bought it from a shop in Unity Plaza"), []);
});

Deno.test("a target said in words that reads as no number never starts a watch without it", () => {
  // Was a watch with no target: "one fifty" (150, or 1.50?) was never read, nor said unread.
  assert.deepEqual(
    calls(
      "start watching the price on https://www.shop.example/ninja-creami/5129928103 and tell me if it drops below one fifty",
    ),
    [],
  );
  // Look-alikes: read whole in words with its money, or no target said at all.
  assert.deepEqual(
    calls("watch https://shop.example/a and tell me if it goes under a hundred and fifty bucks"),
    [start("https://shop.example/a", 150)],
  );
  assert.deepEqual(calls("watch https://shop.example/a"), [start("https://shop.example/a")]);
});
