import assert from "node:assert/strict";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";
import { readToolIntent } from "./tool_intent.ts";
import { namesItsList, numberOpens, saysNothing } from "./_debris_things.ts";

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

Deno.test("a thing named by two words joined by 'and' is one item, never two", () => {
  const items = (text: string) => readToolIntent(text, CORPUS_CLOCK).calls[0]?.input.items;
  assert.deepEqual(items("add salt and vinegar crisps to the list"), ["salt and vinegar crisps"]);
  assert.deepEqual(items("add sweet and sour sauce and rice to the shopping list"), [
    "sweet and sour sauce",
    "rice",
  ]);
  assert.deepEqual(items("add eggs and milk to the list"), ["eggs", "milk"]);
  assert.deepEqual(items("add graham and cheese crackers to the list"), [
    "graham",
    "cheese crackers",
  ]);
});

Deno.test("a value of words said only to answer or to pause names nothing", () => {
  for (const v of ["yeah", "Yeah!", "ok", "hmm", "yes yes", "um, right"]) {
    assert.ok(saysNothing(v), v);
  }
  for (
    const v of ["Sure Festival", "yeah yeah yeahs tickets", "say yes", "Okay Cafe", "", "Hmm Bar"]
  ) {
    assert.ok(!saysNothing(v), v);
  }
  const calls = (text: string) => readToolIntent(text, CORPUS_CLOCK).calls;
  // A countdown to "yeah" was set: the thing it is to was said in another sentence.
  assert.deepEqual(
    calls(
      "hmm, we said the housewarming would be... the 28th? yeah, saturday the 28th, countdown to that please",
    ),
    [],
  );
  assert.deepEqual(calls("yeah, saturday the 28th, countdown to that"), []);
  assert.deepEqual(calls("the housewarming is saturday the 28th, countdown to that please"), [
    { name: "countdowns_set", input: { title: "housewarming", date: "2026-03-28" } },
  ]);
  assert.deepEqual(calls("countdown to Sure Festival on 3 May"), [
    { name: "countdowns_set", input: { title: "Sure Festival", date: "2026-05-03" } },
  ]);
});
