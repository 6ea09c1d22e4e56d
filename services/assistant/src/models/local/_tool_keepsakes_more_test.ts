import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 November 2026, 10:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  return readToolIntent(text, LONDON).calls;
}

const kept = (text: string): ToolCall => ({ name: "keepsakes_save", input: { text } });
const forgot = (keepsake: string): ToolCall => ({ name: "keepsakes_forget", input: { keepsake } });

Deno.test("'something to keep:' keeps what follows, also after another kind turned down", () => {
  assert.deepEqual(calls("something to keep: the kids asleep in the tent"), [
    kept("the kids asleep in the tent"),
  ]);
  assert.deepEqual(calls("not a task, just something to treasure: Ava's first giggle"), [
    kept("Ava's first giggle"),
  ]);
  assert.deepEqual(calls("something I want to cherish: dad teaching Leo to fish"), [
    kept("dad teaching Leo to fish"),
  ]);
  // Nothing after the colon, or no keeping said: nothing is kept.
  assert.deepEqual(calls("something to eat: pasta"), []);
});

Deno.test("'fr' and 'among my keepsakes' in a head before the colon keep what follows", () => {
  assert.deepEqual(calls("save this fr: grandad's laugh at the wedding"), [
    kept("grandad's laugh at the wedding"),
  ]);
  assert.deepEqual(calls("store this among my keepsakes: the note Sam left on the fridge"), [
    kept("the note Sam left on the fridge"),
  ]);
  assert.deepEqual(
    calls("I should like to preserve the following among my keepsakes: my mother's wedding card."),
    [kept("my mother's wedding card")],
  );
  assert.deepEqual(calls("keep this fr"), []);
  assert.deepEqual(calls("fr: nothing"), []);
});

Deno.test("a dear thing no longer wanted, or taken off the keepsakes, is forgotten", () => {
  assert.deepEqual(calls("I'd rather not keep Jake's poem any more, we've broken up"), [
    forgot("Jake"),
  ]);
  assert.deepEqual(calls("i would rather not keep Priya's letter anymore"), [forgot("Priya")]);
  assert.deepEqual(calls("take the festival wristband off my keepsakes"), [
    forgot("festival wristband"),
  ]);
  // Not a thing kept for what it means, or not said whose: nothing is forgotten.
  assert.deepEqual(calls("I'd rather not keep Jake's car any more"), []);
  assert.deepEqual(calls("I'd rather not keep the poem any more"), []);
});

Deno.test("first words said with them, and the name of a thing loved, are kept; names of use are not", () => {
  const kept: [string, string][] = [
    ["save my daughter's first words: 'more biccie'", "more biccie"],
    ["keep my son's first words: 'dada car'", "dada car"],
    [
      "I'd like to keep the name of that wine we loved in Stellenbosch, Kanonkop Pinotage",
      "Kanonkop",
    ],
    ["save the name of that cafe we loved in Lisbon, Fábrica Coffee Roasters", "Fábrica"],
  ];
  for (const [text, word] of kept) {
    const found = calls(text);
    assert.deepEqual(found.map((c) => c.name), ["keepsakes_save"], text);
    assert.ok(String(found[0]!.input.text).includes(word), text);
  }
  for (const text of ["save my words for later", "save the name of the plumber, Joe Bloggs"]) {
    assert.ok(calls(text).every((c) => c.name !== "keepsakes_save"), text);
  }
  assert.deepEqual(calls("what was the name of that wine I saved?").map((c) => c.name), [
    "keepsakes_list",
  ]);
});
