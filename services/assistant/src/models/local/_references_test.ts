import assert from "node:assert/strict";
import { perItem } from "./_references.ts";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): string[] {
  return readToolIntent(text, CTX).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

Deno.test("a reference joining items, said of several, is one call per item", () => {
  assert.deepEqual(calls("cancel the yoga and pilates reminders"), [
    'reminders_cancel {"reminder":"yoga"}',
    'reminders_cancel {"reminder":"pilates"}',
  ]);
  assert.deepEqual(calls("the gutter and the shed jobs are both done"), [
    'tasks_complete {"task":"gutter"}',
    'tasks_complete {"task":"shed"}',
  ]);
  // One item whose name holds "and": said of one, it stays one.
  assert.deepEqual(calls("delete the salt and pepper note"), [
    'notes_delete {"note":"salt and pepper"}',
  ]);
});

Deno.test("two things to do put on the tasks are two tasks; one with its objects is one", () => {
  assert.deepEqual(calls("add ring the garage and renew the parking permit to my tasks"), [
    'tasks_create {"content":"ring the garage"}',
    'tasks_create {"content":"renew the parking permit"}',
  ]);
  const one = { name: "tasks_create", input: { content: "buy milk and eggs" } };
  assert.deepEqual(perItem(one, "add buy milk and eggs to my tasks"), [one]);
});

Deno.test("a second request is never inside a reference or a note's text", () => {
  // One task ticked off, another added: each read whole, never one reference holding both.
  assert.deepEqual(calls("tick off pay the window cleaner and add book the MOT for friday"), [
    'tasks_complete {"task":"pay window cleaner"}',
    'tasks_create {"content":"book the MOT","due":"2026-03-13"}',
  ]);
  // "the one" stands for a note, as the request beside it says: two requests, each read whole.
  assert.deepEqual(
    calls("note that the boiler code is E119, and delete the one about the old boiler"),
    ['notes_create {"text":"the boiler code is E119"}', 'notes_delete {"note":"old boiler"}'],
  );
});

Deno.test("a reference joining things each pointed at is one call per thing, for things named short", () => {
  assert.deepEqual(calls("stop watching the blender and the hoover"), [
    'price_watches_stop {"watch":"blender"}',
    'price_watches_stop {"watch":"hoover"}',
  ]);
  assert.deepEqual(calls("tick off the gutters and the lawn"), [
    'tasks_complete {"task":"gutters"}',
    'tasks_complete {"task":"lawn"}',
  ]);
  // A reminder's text may hold "and": one reminder, not two.
  assert.deepEqual(calls("cancel the reminder to feed the cat and the dog"), [
    'reminders_cancel {"reminder":"feed cat and dog"}',
  ]);
});

Deno.test("'and the one …' after an item names a second item", () => {
  assert.deepEqual(calls("delete the note about the bike lock and the one about the shed key"), [
    'notes_delete {"note":"bike lock"}',
    'notes_delete {"note":"shed key"}',
  ]);
});
