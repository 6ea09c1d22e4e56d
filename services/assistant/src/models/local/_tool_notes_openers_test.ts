import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 November 2026, 10:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  return readToolIntent(text, LONDON).calls;
}

const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });

Deno.test("another kind turned down first, then 'just' a request: the request alone is read", () => {
  assert.deepEqual(calls("don't remind me, just jot down that the bins go out on tuesdays"), [
    note("the bins go out on tuesdays"),
  ]);
  assert.deepEqual(calls("do not remind me, just make a note that the van is booked"), [
    note("the van is booked"),
  ]);
  assert.deepEqual(calls("not a reminder, just a note: the plumber's number is on the fridge"), [
    note("the plumber's number is on the fridge"),
  ]);
  assert.deepEqual(calls("dont remind me, just add milk to the list"), [
    { name: "shopping_add", input: { items: ["milk"] } },
  ]);
  // What follows "just" is no request: nothing runs.
  assert.deepEqual(calls("don't remind me, just leave it"), []);
  assert.deepEqual(calls("not a reminder, just a thought"), []);
});

Deno.test("an opening term of endearment or formal courtesy asks nothing: the request after it is read", () => {
  assert.deepEqual(calls("honey can you jot down that the cornbread takes buttermilk"), [
    note("the cornbread takes buttermilk"),
  ]);
  assert.deepEqual(calls("babe could you add oat milk to the shopping list"), [
    { name: "shopping_add", input: { items: ["oat milk"] } },
  ]);
  assert.deepEqual(calls("could you be so kind as to note that the boiler was serviced today"), [
    note("the boiler was serviced today"),
  ]);
  assert.deepEqual(
    calls("Would you be so good as to add a jar of honey and some Earl Grey to my shopping list."),
    [
      { name: "shopping_add", input: { items: ["a jar of honey", "Earl Grey"] } },
    ],
  );
  // Said before no request, it runs nothing.
  assert.deepEqual(calls("love can you believe it"), []);
  assert.deepEqual(calls("would you be so kind as to tell me a joke"), []);
  assert.deepEqual(calls("I should like to know the weather"), []);
});

Deno.test("a note said to be of no use after why, and one taken off the notes, is deleted", () => {
  const gone = (note: string): ToolCall => ({ name: "notes_delete", input: { note } });
  assert.deepEqual(calls("Mia's moved out so that note with her gate code is no use now"), [
    gone("gate code"),
  ]);
  assert.deepEqual(
    calls("we sold the van, so the note about the van insurance is no good anymore"),
    [gone("van insurance")],
  );
  assert.deepEqual(calls("take the gate code off my notes"), [gone("gate code")]);
  // No note named: nothing is deleted.
  assert.deepEqual(calls("Mia's moved out so that car is no use now"), []);
  assert.deepEqual(calls("the car is no use now"), []);
});

Deno.test("another kind turned down, then the kind meant and its text: that kind's item", () => {
  assert.deepEqual(calls("not a note, a keepsake - Nan said mind yourself, pet"), [
    { name: "keepsakes_save", input: { text: "Nan said mind yourself, pet" } },
  ]);
  assert.deepEqual(calls("not a reminder, a note: the bins go out on tuesday"), [
    note("the bins go out on tuesday"),
  ]);
  assert.deepEqual(calls("not a keepsake, a note - the spare key is under the mat"), [
    note("the spare key is under the mat"),
  ]);
  assert.deepEqual(calls("not a reminder, a task - renew the car tax"), [
    { name: "tasks_create", input: { content: "renew the car tax" } },
  ]);
  // The kind alone says nothing to keep.
  assert.deepEqual(calls("not a note, a keepsake"), []);
});

Deno.test("a tag said in a note's or keepsake's head asks nothing: the text follows the colon", () => {
  assert.deepEqual(calls("jot this down lah: the bins go out tuesday"), [
    note("the bins go out tuesday"),
  ]);
  assert.deepEqual(calls("save this leh: Ah Ma's tart secret is lots of patience"), [
    { name: "keepsakes_save", input: { text: "Ah Ma's tart secret is lots of patience" } },
  ]);
  assert.deepEqual(calls("keep this one for keeps - Nan's laugh at the pier"), [
    { name: "keepsakes_save", input: { text: "Nan's laugh at the pier" } },
  ]);
});
