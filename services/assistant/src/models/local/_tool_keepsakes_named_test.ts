import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 November 2026, 10:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  return readToolIntent(text, LONDON).calls;
}

const forgot = (keepsake: string): ToolCall => ({
  name: "keepsakes_forget",
  input: { keepsake },
});
const kept = (text: string): ToolCall => ({ name: "keepsakes_save", input: { text } });

Deno.test("keepsakes: a thing kept named by what it is of and 'i saved' is forgotten", () => {
  assert.deepEqual(calls("forget that hiking quote i saved"), [forgot("hiking")]);
  assert.deepEqual(calls("delete the wedding song we kept, it makes me sad"), [forgot("wedding")]);
  assert.deepEqual(calls("bin the Lisbon photo"), [forgot("Lisbon")]);
  // A quote not said to be kept may be a supplier's: nothing.
  assert.deepEqual(calls("remove the roof quote"), []);
});

Deno.test("keepsakes: 'forget the X one' is the keepsake about X", () => {
  assert.deepEqual(calls("forget the Cliffs of Moher one please"), [forgot("Cliffs Moher")]);
  assert.deepEqual(calls("we broke up, so forget the Paris one"), [forgot("Paris")]);
  assert.deepEqual(calls("forget that first tooth one"), [forgot("first tooth")]);
});

Deno.test("keepsakes: 'keepsake' then what someone said is kept", () => {
  assert.deepEqual(calls("keepsake jamie said when i grow up i want to be a bin lorry"), [
    kept("jamie said when i grow up i want to be a bin lorry"),
  ]);
  assert.deepEqual(calls("keepsake Ava told me she loves me to the moon"), [
    kept("Ava told me she loves me to the moon"),
  ]);
  assert.deepEqual(calls("keepsake Leo asked if clouds are soft"), [
    kept("Leo asked if clouds are soft"),
  ]);
});

Deno.test("keepsakes: memories said to be put away are listed, savings never", () => {
  assert.deepEqual(calls("what little memories have I put away so far?"), [
    { name: "keepsakes_list", input: {} },
  ]);
  assert.deepEqual(calls("which memories have I tucked away"), [
    { name: "keepsakes_list", input: {} },
  ]);
  assert.ok(
    !calls("how much have I put away this month?").some((c) => c.name === "keepsakes_list"),
  );
});

Deno.test("notes and keepsakes: what is right said first, then the item said to be wrong", () => {
  assert.deepEqual(calls("Zara's first word was actually dog, the keepsake is wrong"), [
    forgot("Zara first word"),
    kept("Zara's first word was actually dog"),
  ]);
  assert.deepEqual(calls("Leo's shoe size is actually 9, the note is wrong"), [
    { name: "notes_delete", input: { note: "Leo shoe size" } },
    { name: "notes_create", input: { text: "Leo's shoe size is actually 9" } },
  ]);
  assert.deepEqual(calls("the car park level is actually 3, that note's wrong"), [
    { name: "notes_delete", input: { note: "car park level" } },
    { name: "notes_create", input: { text: "the car park level is actually 3" } },
  ]);
  // Another kind's item said to be wrong is no note nor keepsake.
  assert.ok(
    !calls("the sky is actually blue, the reminder is wrong").some((c) =>
      c.name.startsWith("notes") || c.name.startsWith("keepsakes")
    ),
  );
});
