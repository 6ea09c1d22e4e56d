import assert from "node:assert/strict";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";
import { readToolIntent } from "./tool_intent.ts";
import { namesItsList, numberOpens } from "./_debris_things.ts";

Deno.test("an item naming its own list, or a text opened by a number and a colon, is debris", () => {
  assert.ok(namesItsList("bread 2 the list"));
  assert.ok(namesItsList("oat milk too my shopping list"));
  assert.ok(!namesItsList("Schindler's List dvd"));
  assert.ok(!namesItsList("list pad"));
  assert.ok(numberOpens("4: gym"));
  assert.ok(!numberOpens("10:30 yoga"));
  assert.ok(!numberOpens("gym: legs"));
});

Deno.test("texted requests whose joining word was not read write nothing", () => {
  const calls = (text: string) => readToolIntent(text, CORPUS_CLOCK).calls;
  assert.deepEqual(calls("pls add bread 2 the list"), []);
  assert.deepEqual(calls("set reminder 4 8am tmrw: gym"), []);
  // The same said in full still runs.
  assert.deepEqual(calls("pls add bread to the list"), [
    { name: "shopping_add", input: { items: ["bread"] } },
  ]);
  assert.equal(calls("remind me at 5 to print the guest list").length, 1);
});
