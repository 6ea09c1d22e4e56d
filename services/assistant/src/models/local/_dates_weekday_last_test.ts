import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";

/** The due day of the one task a message adds, or null with none. */
function due(text: string): unknown {
  const made = calls(text);
  assert.equal(made.length, 1, `${text}: ${JSON.stringify(made)}`);
  return made[0]!.input.due ?? null;
}

Deno.test("a weekday's short name that is a word too, said last after a thing to do, is the day", () => {
  // Said on Wednesday 11 March 2026.
  assert.equal(due("todo fix bike brakes sat"), "2026-03-14");
  assert.equal(due("task: call mum sun"), "2026-03-15");
  assert.equal(due("todo mow the lawn wed"), "2026-03-11");
  assert.equal(due("add a task to renew the permit fri"), "2026-03-13");
});

Deno.test("said as a word ('where we sat', 'in the sun', 'get wed'), it is no day", () => {
  assert.equal(due("add a task to sit in the sun"), null);
  assert.equal(due("add a task to find out where we sat"), null);
  assert.equal(due("add a task: tell Sam we'll get wed"), null);
  assert.deepEqual(calls("add sun cream to the list"), [
    { name: "shopping_add", input: { items: ["sun cream"] } },
  ]);
  assert.deepEqual(calls("note: the cat sat"), [
    { name: "notes_create", input: { text: "the cat sat" } },
  ]);
});
