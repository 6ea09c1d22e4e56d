/**
 * Shopping said as people write it: an aisle as a heading before its things ("add veg: carrots,
 * leeks"), the list's Scottish name before them ("the messages: tatties, …"), things put "for the
 * list", and an item that names no thing ("add an item to the list"), which adds nothing.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

const calls = (text: string): ToolCall[] => parseToolIntent(text, PARIS);
const add = (...items: string[]): ToolCall => ({ name: "shopping_add", input: { items } });

Deno.test("an aisle said as a heading before its things is no thing of the list", () => {
  // Was nothing: "sabzi: tinday" left unread.
  assert.deepEqual(calls("add sabzi: tinday, bhindi, 1 kg tomatoes, also dahi"), [
    add("tinday", "bhindi", "1 kg tomatoes", "dahi"),
  ]);
  assert.deepEqual(calls("add veg: carrots, leeks"), [add("carrots", "leeks")]);
  assert.deepEqual(calls("add dairy: milk and yoghurt"), [add("milk", "yoghurt")]);
  // Look-alikes: an aisle alone is the thing asked for; a thing before a colon is no aisle.
  assert.deepEqual(calls("add veg"), [add("veg")]);
  assert.deepEqual(calls("add milk: 2 litres, full fat"), []);
  assert.deepEqual(calls("add veg: the meeting"), []);
});

Deno.test("the list named by its Scottish name, or things put 'for' it, are its things", () => {
  assert.deepEqual(calls("the messages: tatties, a loaf and some irn bru"), [
    add("tatties", "a loaf", "irn bru"),
  ]);
  assert.deepEqual(calls("put garri, 2 tins of Peak milk and maggi for the list"), [
    add("garri", "2 tins of Peak milk", "maggi"),
  ]);
  assert.deepEqual(calls("my messages: check them later"), []);
});

Deno.test("an item said as 'an item' or 'something' names no thing: nothing is added", () => {
  for (
    const text of [
      "add an item to the list",
      "add an item for the list",
      "add something to the list",
      "add items to the list",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("add bin bags to the list"), [add("bin bags")]);
});

Deno.test("'add to the shopping list the following: …' adds the things after the colon", () => {
  assert.deepEqual(
    calls(
      "Would you add to the shopping list the following: Earl Grey tea, a jar of marmalade, and some digestive biscuits; we have guests on Saturday.",
    ),
    [add("Earl Grey tea", "a jar of marmalade", "digestive biscuits")],
  );
  // Look-alike: "the following" with nothing after it names no thing.
  assert.deepEqual(calls("add to the list the following"), []);
});

Deno.test("an amount a note keeps as written, in a sign of letters, is read with it", () => {
  // Was nothing: the sign said as its code ("kes") was left unread.
  assert.deepEqual(
    calls("Make a note: the mama mboga sells sukuma wiki at KSh 20 a bunch on Saturdays"),
    [{
      name: "notes_create",
      input: { text: "the mama mboga sells sukuma wiki at KSh 20 a bunch on Saturdays" },
    }],
  );
});
