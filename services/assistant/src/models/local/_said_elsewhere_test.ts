import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";
import { readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

const asked = (text: string): string[] =>
  readToolIntent(text, CORPUS_CLOCK).asks.map((a) => a.tool);

Deno.test("a text naming its thing only by who said it writes nothing", () => {
  for (
    const text of [
      "make a task for the thing Kofi mentioned",
      "add a task for the stuff we discussed",
      "create a task: the thing from the meeting",
      "add the thing Priya brought up to my tasks",
      "put the stuff that Jo asked for on my to-do list",
      "remind me tomorrow at 9 about the thing Priya asked",
      "remind me tomorrow at 9 to do the thing Kofi mentioned",
      "remind me on friday at 6 about what the doctor told me",
      "note down what Sara said",
      "make a note of what the doctor told me",
      "jot down what Mum said",
      "note what my boss mentioned in the meeting",
      "save the place Tom recommended",
      "add the thing we talked about to my list",
      "add the stuff Jo asked for to the shopping list",
      "put the things Dad texted me on the shopping list",
      "keep the thing Lily said as a keepsake",
      "add a task to do the thing Sam suggested",
      "remind me at 5 about the stuff Ana sent",
      "make a task for what Kofi flagged",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // What to write is asked.
  assert.deepEqual(asked("make a task for the thing Kofi mentioned"), ["tasks_create:what"]);
  assert.deepEqual(asked("remind me tomorrow at 9 about the thing Priya asked"), [
    "reminders_create:what",
  ]);
  assert.deepEqual(asked("note down what Sara said"), ["notes_create"]);
});

Deno.test("a text that names its thing beside such words is written", () => {
  const written: [string, string, Record<string, unknown>][] = [
    ["add a task: ask Kofi about the thing", "tasks_create", {
      content: "ask Kofi about the thing",
    }],
    ["make a task to ask Sara about what she said", "tasks_create", {
      content: "ask Sara about what she said",
    }],
    ["note: the thing about Kofi is he's always late", "notes_create", {
      text: "the thing about Kofi is he's always late",
    }],
    ["note that Tom recommended the place on King Street", "notes_create", {
      text: "Tom recommended the place on King Street",
    }],
    ["remind me to call the guy about the boiler tomorrow at 9", "reminders_create", {
      text: "call the guy about the boiler",
      at: "2026-03-12T09:00:00+01:00",
    }],
    ["note down that Sara said the meeting moved to room 4", "notes_create", {
      text: "Sara said the meeting moved to room 4",
    }],
    ["add a task to fix the thing Kofi mentioned on the car", "tasks_create", {
      content: "fix the thing Kofi mentioned on the car",
    }],
    ["save the restaurant Tom recommended as a keepsake", "keepsakes_save", {
      text: "the restaurant Tom recommended",
    }],
  ];
  for (const [text, name, input] of written) {
    assert.deepEqual(calls(text), [{ name, input }], text);
  }
});

Deno.test("a note of what was told, named only by who told it, keeps nothing and is asked", () => {
  for (
    const text of [
      "note down the address she gave me",
      "note the price the plumber quoted",
      "jot down the number Dev gave us",
      "make a note of the directions Mum sent",
    ]
  ) {
    assert.deepEqual(readToolIntent(text, CORPUS_CLOCK).calls, [], text);
    assert.deepEqual(asked(text), ["notes_create"], text);
  }
  // Said with what was told, or as a reminder of it, it is written.
  const said = calls("note down the address she gave me: 12 Rue Cler");
  assert.deepEqual(said.map((c) => c.name), ["notes_create"]);
  assert.match(String(said[0]!.input.text), /12 Rue Cler/u);
  assert.deepEqual(
    calls("remind me tomorrow at 9 about the recipe Gran gave me").map((c) => c.name),
    ["reminders_create"],
  );
  assert.deepEqual(calls("note: the plumber quoted 450 for the boiler").map((c) => c.name), [
    "notes_create",
  ]);
});

Deno.test('a thing shown rather than said ("this page", "that photo") is never kept as its words', () => {
  for (const text of ["note this page", "add this page to my notes"]) {
    assert.deepEqual(readToolIntent(text, CORPUS_CLOCK).calls, [], text);
    assert.deepEqual(asked(text), ["notes_create"], text);
  }
  assert.deepEqual(asked("save this photo as a keepsake"), ["keepsakes_save"]);
  // Said with what it holds, or as something to do with it, it is written.
  assert.deepEqual(calls("note: this page has the recipe for Gran's scones").map((c) => c.name), [
    "notes_create",
  ]);
  assert.deepEqual(calls("remind me tomorrow at 9 to read this article").map((c) => c.name), [
    "reminders_create",
  ]);
});

Deno.test("a thing to do named only as what someone asked me to do says nothing: it is asked", () => {
  for (
    const text of [
      "add that thing Farhana bhabi asked me to do as a task",
      "add that thing Sam asked me to do to my tasks",
    ]
  ) {
    const intent = readToolIntent(text, CORPUS_CLOCK);
    assert.deepEqual(intent.calls, [], text);
    assert.equal(intent.asks[0]?.tool, "tasks_create:what", text);
  }
  // A thing named is kept, who asked for it beside it.
  assert.deepEqual(calls("add a task to buy the book Sam asked me to get"), [
    { name: "tasks_create", input: { content: "buy the book Sam asked me to get" } },
  ]);
});
