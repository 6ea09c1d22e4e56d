import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { PARIS, task } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

const calls = (text: string): ToolCall[] => parseToolIntent(text, PARIS);
const update = (task: string, due: string | null): ToolCall => ({
  name: "tasks_update",
  input: { task, due },
});

Deno.test("tasks: a task's day put right as when it needs doing by", () => {
  assert.deepEqual(calls("the tax task actually needs doing by next monday, not this thursday"), [
    update("tax", "2026-03-30"),
  ]);
  assert.deepEqual(calls("the fence job needs doing by the 20th"), [update("fence", "2026-04-20")]);
  assert.deepEqual(calls("my passport to-do really needs doing before friday"), [
    update("passport", "2026-03-27"),
  ]);
  // A thing that names no task: nothing.
  assert.deepEqual(calls("the car needs doing by friday"), []);
});

Deno.test("tasks: no rush on a task, then its day taken off", () => {
  assert.deepEqual(calls("no rush on painting the shed, take the date off it"), [
    update("painting shed", null),
  ]);
  assert.deepEqual(calls("no hurry with the tax return, remove the deadline"), [
    update("tax return", null),
  ]);
  // "no rush" alone changes nothing.
  assert.deepEqual(calls("no rush on painting the shed"), []);
});

Deno.test("tasks: not done yet, then 'push that task' to a day", () => {
  assert.deepEqual(calls("I haven't rung the bank yet, but push that task to monday"), [
    update("rung bank", "2026-03-30"),
  ]);
  assert.deepEqual(calls("I haven't sent the forms yet, move that one to the 2nd"), [
    update("sent forms", "2026-04-02"),
  ]);
  // Said without the task to move, it is a fact: nothing.
  assert.deepEqual(calls("I haven't rung the bank yet"), []);
});

Deno.test("tasks: done, said as a fact with when it was done", () => {
  const done = (t: string): ToolCall => ({ name: "tasks_complete", input: { task: t } });
  assert.deepEqual(calls("sorted the council tax thing earlier"), [done("council tax")]);
  assert.deepEqual(calls("finished the quarterly report already"), [done("quarterly report")]);
  assert.deepEqual(calls("did the recycling today"), [done("recycling")]);
});

Deno.test("tasks: the deadline said after the task as a sentence of its own", () => {
  assert.deepEqual(calls("add a task to renew the TV licence, it's due by the 20th"), [
    task("renew the TV licence", "2026-04-20"),
  ]);
  assert.deepEqual(calls("add a task to book the MOT - it is due friday"), [
    task("book the MOT", "2026-03-27"),
  ]);
  assert.deepEqual(calls("put renew the passport on my tasks, it's needed by the 3rd of may"), [
    task("renew the passport", "2026-05-03"),
  ]);
  // Another thing said of it, or a second day: no day of the task's.
  assert.deepEqual(calls("add a task to renew the TV licence, it's cheaper by the 20th"), []);
  assert.deepEqual(calls("add a task to call the vet by friday, it's due monday"), []);
  // "the 1099s" is no time.
  assert.deepEqual(calls("new task - call the accountant about the 1099s, due Tuesday"), [
    task("call the accountant about the 1099s", "2026-03-31"),
  ]);
});
