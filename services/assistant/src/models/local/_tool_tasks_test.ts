import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

function assertEach(cases: [string, ToolCall][]): void {
  for (const [text, expected] of cases) assert.deepEqual(calls(text), [expected], text);
}

const create = (content: string, due?: string): ToolCall => ({
  name: "tasks_create",
  input: due ? { content, due } : { content },
});
const done = (task: string): ToolCall => ({ name: "tasks_complete", input: { task } });

Deno.test("tasks: the list named before the task, maybe with its date", () => {
  assertEach([
    ["add to the task list: renew the insurance", create("renew the insurance")],
    ["onto my to-do list please: clean the gutters", create("clean the gutters")],
    ["my task list, put: sort the recycling", create("sort the recycling")],
    ["task list - new: order a skip", create("order a skip")],
    ["to-do by 2 April: renew the lease", create("renew the lease", "2026-04-02")],
    ["task for Tuesday: ring the bank", create("ring the bank", "2026-03-31")],
  ]);
  // A verb after the colon is the task's own.
  assert.deepEqual(calls("to-do: write the speech"), [create("write the speech")]);
});

Deno.test("tasks: the task said first, then a request naming it by a pronoun", () => {
  assertEach([
    ["we must repaint the shed, put it on my to-do list", create("repaint the shed")],
    [
      "I should call the dentist - add that as a task for Monday",
      create(
        "call the dentist",
        "2026-03-30",
      ),
    ],
    ["renew the parking permit, turn it into a todo", create("renew the parking permit")],
  ]);
  // A pronoun with nothing said before it is no task.
  assert.deepEqual(calls("add it as a task"), []);
});

Deno.test("tasks: completion said as a fact, then a request to mark it done", () => {
  assertEach([
    ["I repaired the gate, tick it off", done("gate")],
    ["the gutters are cleaned - mark that task as done", done("gutters")],
    ["we finally paid the nanny, you can check that off my list", done("nanny")],
    ["done: renew the lease", done("renew lease")],
    ["finished - order a skip", done("order skip")],
  ]);
  // Things bought are the shopping list's, not tasks.
  assert.deepEqual(calls("I bought the eggs, tick them off"), [{
    name: "shopping_remove",
    input: { items: ["eggs"] },
  }]);
  // A fact alone changes nothing.
  assert.deepEqual(calls("I repaired the gate"), []);
});

Deno.test("tasks: an explanation after or before the request is not the task's text", () => {
  assertEach([
    ["add a task to ring Sam, she left a message this morning", create("ring Sam")],
    ["put 'book the vet' on my to-do list - because the cat is limping", create("book the vet")],
    ["delete 'ring Sam' from my tasks, we spoke already", {
      name: "tasks_delete",
      input: { task: "ring Sam" },
    }],
    ["we spoke already, delete the Sam task", { name: "tasks_delete", input: { task: "Sam" } }],
  ]);
});

Deno.test("tasks: a quoted task is moved; a deadline dropped is said as a fact", () => {
  assertEach([
    ["postpone 'renew the lease' until 3 April", {
      name: "tasks_update",
      input: { task: "renew lease", due: "2026-04-03" },
    }],
    ["the lease task has no due date now", {
      name: "tasks_update",
      input: { task: "lease", due: null },
    }],
    ["'ring the bank' doesn't have a deadline anymore", {
      name: "tasks_update",
      input: { task: "ring bank", due: null },
    }],
  ]);
  // Without the word "task" or quotes, "push X to Monday" names no task.
  assert.deepEqual(calls("push the meeting notes to Monday").map((c) => c.name), []);
});

Deno.test("tasks: a misspelt task is still a task; 'for me' is not the task's text", () => {
  assert.deepEqual(calls("add a taks: water the garden"), [create("water the garden")]);
  assert.deepEqual(calls("could you set up a todo for me: renew the lease"), [
    create("renew the lease"),
  ]);
});

Deno.test("a question about what is left or done lists the tasks, done ones when asked", () => {
  const list = (input: Record<string, unknown>): ToolCall => ({ name: "tasks_list", input });
  assertEach([
    ["what do I have left to do", list({})],
    ["what is left to do", list({})],
    ["what have I completed", list({ include_completed: true })],
    ["what did we finish?", list({ include_completed: true })],
  ]);
});

Deno.test("tasks: a weekday written short is the due day; a short that is a word is not", () => {
  assertEach([
    [
      "pls add task chase the builder re the invoice tues",
      create("chase the builder re the invoice", "2026-03-31"),
    ],
    ["add a task to renew the lease by thurs", create("renew the lease", "2026-04-02")],
    ["add task water the seedlings mon", create("water the seedlings", "2026-03-30")],
    ["add a task to mow the lawn by sat", create("mow the lawn", "2026-03-28")],
    ["add a task to dry the towels in the sun", create("dry the towels in the sun")],
  ]);
});

Deno.test("tasks: a task named again after a comma, then its day, is due that day", () => {
  assertEach([
    [
      "add a task to renew my passport, the passport by the end of the month",
      create("renew my passport", "2026-03-31"),
    ],
    ["add a task to book the venue, the one by the river", create("book the venue")],
  ]);
  assert.deepEqual(
    calls("add tasks to fix the gate and to repaint the shed, the shed one by saturday"),
    [
      create("fix the gate"),
      create("repaint the shed", "2026-03-28"),
    ],
  );
});

Deno.test("tasks: a task done said as a fact, then ticked off without a comma", () => {
  assertEach([
    ["finished the slides for tomorrow tick that one off", done("slides")],
    ["fixed the gate tick it off", done("gate")],
    ["mended the fence mark it done", done("fence")],
  ]);
  // Ticked off twice: no task is named "off the slides tick".
  assert.deepEqual(calls("tick off the slides tick that one off"), []);
});
