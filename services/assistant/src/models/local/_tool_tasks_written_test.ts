/**
 * Tasks said in ways written for no other sentence: a thing to do written down with no list named
 * ("put down for me to fix the back fence"). Sentences of each kind, with look-alikes that stay
 * what they were.
 */
import assert from "node:assert/strict";
import { calls, task } from "./_intent_test_util.ts";

Deno.test("a thing to do written down, 'for me to …' or 'to …', is a task, not a note", () => {
  assert.deepEqual(calls("put down for me to fix the back fence before Easter Sunday"), [
    task("fix the back fence", "2026-04-04"),
  ]);
  assert.deepEqual(calls("jot down for us to book the vet on friday"), [
    task("book the vet", "2026-03-13"),
  ]);
  assert.deepEqual(calls("write down to renew the car tax"), [
    { name: "tasks_create", input: { content: "renew the car tax" } },
  ]);
  // What is written down as a fact stays a note.
  assert.deepEqual(calls("write down the wifi password is on the router"), [
    { name: "notes_create", input: { text: "the wifi password is on the router" } },
  ]);
  assert.deepEqual(calls("jot down: to-do is fine"), [
    { name: "notes_create", input: { text: "to-do is fine" } },
  ]);
});

Deno.test("a task ticked off and a thing to do added with a bare 'add' are two task requests", () => {
  assert.deepEqual(calls("tick off ring the plumber and add order the skip for monday"), [
    { name: "tasks_complete", input: { task: "ring plumber" } },
    task("order the skip", "2026-03-16"),
  ]);
  assert.deepEqual(calls("mark renew the insurance as done and add cancel the old policy"), [
    { name: "tasks_complete", input: { task: "renew insurance" } },
    { name: "tasks_create", input: { content: "cancel the old policy" } },
  ]);
  // A list named keeps its kind.
  assert.deepEqual(calls("tick off ring the plumber and add bin bags to the shopping list"), [
    { name: "tasks_complete", input: { task: "ring plumber" } },
    { name: "shopping_add", input: { items: ["bin bags"] } },
  ]);
});
