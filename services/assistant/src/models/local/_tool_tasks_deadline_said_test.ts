/**
 * A task's deadline said in words of its own: "…, I must do it until 15 December", "due tmrw
 * EOD", and a quoted thing to do put for a day ("put 'call mum' for tuesday"). Sentences of each
 * kind, with look-alikes that stay what they were or run nothing.
 */
import assert from "node:assert/strict";
import { calls, task } from "./_intent_test_util.ts";

Deno.test("a deadline said of the task as 'it' after a comma is its due day", () => {
  assert.deepEqual(
    calls("Please create me a task: the tax declaration, I must do it until 15 December"),
    [task("the tax declaration", "2026-12-15")],
  );
  assert.deepEqual(calls("create a task: the tax declaration, I must do it by 15 December"), [
    task("the tax declaration", "2026-12-15"),
  ]);
  assert.deepEqual(calls("add a task: the tax declaration, I have to do it by friday"), [
    task("the tax declaration", "2026-03-13"),
  ]);
  assert.deepEqual(calls("add a task to pay the council, I will pay it by monday"), [
    task("pay the council", "2026-03-16"),
  ]);
  assert.deepEqual(calls("add a task to send the form, I need to send it before friday"), [
    task("send the form", "2026-03-12"),
  ]);
  // An explanation with no deadline's word stays an explanation, its day unread.
  assert.deepEqual(calls("add a task to fix the gate, I have to do it because of friday"), [
    task("fix the gate"),
  ]);
  // What is said of "it" that is not doing it is no deadline: nothing is written.
  assert.deepEqual(calls("add a task to call the bank, I must remember it by friday"), []);
  assert.deepEqual(calls("add a task to fix the gate, he said it must be done by friday"), []);
  assert.deepEqual(
    calls("add a task to renew the passport, we need to get it done before friday"),
    [],
  );
});

Deno.test("a deadline said at the end of the working day beside its day is that day", () => {
  assert.deepEqual(calls("Task: review Q3 board deck, due tmrw EOD"), [
    task("review Q3 board deck", "2026-03-12T17:00:00+01:00"),
  ]);
  assert.deepEqual(calls("Task: review Q3 board deck, due EOD tmrw"), [
    task("review Q3 board deck", "2026-03-12"),
  ]);
  assert.deepEqual(calls("add a task to send the deck by cob friday"), [
    task("send the deck", "2026-03-13"),
  ]);
  assert.deepEqual(calls("add a task to send the deck by friday cob"), [
    task("send the deck", "2026-03-13"),
  ]);
  // Said with no day, it stays in the task's words.
  assert.deepEqual(calls("add a task to review the deck by eod"), [task("review the deck by eod")]);
  // A reminder reads it as the time it is.
  assert.deepEqual(calls("remind me to send the deck tomorrow eod"), [
    { name: "reminders_create", input: { text: "send the deck", at: "2026-03-12T17:00:00+01:00" } },
  ]);
});

Deno.test("a quoted thing to do put for a day, no list named, is a task due that day", () => {
  assert.deepEqual(calls("put 'follow up with Chidi on the aso ebi payment' for tuesday"), [
    task("follow up with Chidi on the aso ebi payment", "2026-03-17"),
  ]);
  assert.deepEqual(calls("put 'call mum' for tuesday"), [task("call mum", "2026-03-17")]);
  assert.deepEqual(calls("put 'book the vet' by friday"), [task("book the vet", "2026-03-13")]);
  assert.deepEqual(calls("put 'water the plants' for sunday morning"), [
    task("water the plants", "2026-03-15T09:00:00+01:00"),
  ]);
  assert.deepEqual(calls("task follow up with Dan due friday"), [
    task("follow up with Dan", "2026-03-13"),
  ]);
  // What it is for, said instead of a day, stays in the task: never a due day of words.
  assert.deepEqual(calls("put 'buy milk' for the party"), [task("buy milk for the party")]);
  assert.deepEqual(calls("put 'call mum' for later"), [task("call mum for later")]);
  // A thing, not a thing to do, or a day that repeats, makes no task.
  assert.deepEqual(calls("put 'milk' for tuesday"), []);
  assert.deepEqual(calls("put 'pay the rent' for every monday"), []);
  // A calendar named keeps its kind.
  assert.deepEqual(calls("put 'call mum' for tuesday in the calendar"), [
    {
      name: "propose_action",
      input: { calendar_event: { title: "Call mum", start: "2026-03-17" } },
    },
  ]);
});

Deno.test("a task's new words said with a new day at their end change both", () => {
  const update = (task: string, input: Record<string, unknown>) => ({
    name: "tasks_update",
    input: { task, ...input },
  });
  assert.deepEqual(calls("change call oma task -> video call oma on sunday"), [
    update("call oma", { content: "video call oma", due: "2026-03-15" }),
  ]);
  assert.deepEqual(calls("change call oma task to video call oma on sunday"), [
    update("call oma", { content: "video call oma", due: "2026-03-15" }),
  ]);
  assert.deepEqual(calls("change the call oma task to 'video call oma' on sunday"), [
    update("call oma", { content: "video call oma", due: "2026-03-15" }),
  ]);
  assert.deepEqual(calls("change the report task to finish the report by friday"), [
    update("report", { content: "finish the report", due: "2026-03-13" }),
  ]);
  assert.deepEqual(calls("change call oma task → video call oma"), [
    update("call oma", { content: "video call oma" }),
  ]);
  // A day inside the new words, or one said with no word before it, stays in them.
  assert.deepEqual(calls("change the call task to call about the friday meeting"), [
    update("call", { content: "call about the friday meeting" }),
  ]);
  assert.deepEqual(calls("change the call oma task to call oma sunday"), [
    update("call oma", { content: "call oma sunday" }),
  ]);
  // Words after "on" that are no day stay in them.
  assert.deepEqual(calls("rename the call oma task to call oma on skype"), [
    update("call oma", { content: "call oma on skype" }),
  ]);
  // Another list named changes no task.
  assert.deepEqual(calls("change the shopping list to milk on sunday"), []);
});
