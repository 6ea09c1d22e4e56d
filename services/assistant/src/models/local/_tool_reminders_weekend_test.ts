import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { PARIS } from "./_intent_test_util.ts";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { dateLeftover } from "./_debris_when.ts";

const calls = (text: string): ToolCall[] => parseToolIntent(text, PARIS);
const asked = (text: string): string[] => readToolIntent(text, PARIS).asks.map((a) => a.tool);
const task = (content: string, due: string): ToolCall => ({
  name: "tasks_create",
  input: { content, due },
});

Deno.test("reminders: a weekend said as a whole is no moment to remind at, it asks which day", () => {
  for (
    const text of [
      // Was a reminder "the month to pay rent" on a Sunday at 09:00.
      "remind me on the last weekend of the month to pay rent",
      "remind me the first weekend of next month to check the smoke alarms",
      "remind me on the second weekend of april at 10 to plant the beans",
      "remind me on the weekend of the 14th to call gran",
      "remind me this weekend to water the plants",
      "remind me at the weekend at 10 to ring the garage",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
    assert.deepEqual(asked(text), ["reminders_create:weekend"], text);
  }
  // One day of it, or every weekend, is a moment.
  assert.deepEqual(calls("remind me on the last saturday of the month at 10 to pay rent"), [{
    name: "reminders_create",
    input: {
      text: "pay rent",
      at: "2026-03-28T10:00:00+01:00",
      recurrence: "FREQ=MONTHLY;BYDAY=-1SA",
    },
  }]);
  assert.deepEqual(calls("remind me on weekends at 10 to call grandma"), [{
    name: "reminders_create",
    input: {
      text: "call grandma",
      at: "2026-03-28T10:00:00+01:00",
      recurrence: "FREQ=WEEKLY;BYDAY=SA,SU",
    },
  }]);
});

Deno.test("tasks: the weekend of a month is due its Saturday, its words never the task's", () => {
  // Was "pay rent of the month", due a Sunday already past.
  assert.deepEqual(calls("add a task to pay rent on the last weekend of the month"), [
    task("pay rent", "2026-03-28"),
  ]);
  assert.deepEqual(calls("put clear the gutters on my list for the first weekend of next month"), [
    task("clear the gutters", "2026-04-04"),
  ]);
  assert.deepEqual(calls("task: repaint the shed, the last weekend of may"), [
    task("repaint the shed", "2026-05-30"),
  ]);
  // "of the month" in a task's own words is no date.
  assert.deepEqual(calls("add a task to nominate Sam for employee of the month by friday"), [
    task("nominate Sam for employee of the month", "2026-03-27"),
  ]);
});

Deno.test("a reminder's text or a task never starts with what a date phrase left", () => {
  assert.equal(dateLeftover("the month to pay rent"), true);
  assert.equal(dateLeftover("of next week to call the bank"), true);
  assert.equal(dateLeftover("next to call the bank"), true);
  assert.equal(dateLeftover("of may to plant the beans"), true);
  assert.equal(dateLeftover("the month end report is due"), false);
  assert.equal(dateLeftover("last to leave locks up"), false);
  // "remind me later at 9 to …": "later" said apart from the time it goes with.
  assert.equal(dateLeftover("later to take the bins out"), true);
  assert.equal(dateLeftover("tonight about the boiler"), true);
  assert.equal(dateLeftover("later shift rota"), false);
  assert.deepEqual(calls("remind me later at 9 to take the bins out"), []);
  // "the week after next" was read as "the week", leaving "next to call the bank".
  assert.deepEqual(calls("remind me the week after next to call the bank"), []);
  assert.deepEqual(calls("add a task for the week after next to call the bank"), []);
  assert.deepEqual(calls("remind me tomorrow that the month end report is due"), [{
    name: "reminders_create",
    input: { text: "the month end report is due", at: "2026-03-28T09:00:00+01:00" },
  }]);
});

Deno.test("a hypothetical 'if I …, could I …' asks about the product: nothing runs", () => {
  for (
    const text of [
      "hypothetically if I wiped every reminder, could I get them back?",
      "if I deleted a task by mistake, could I undo it?",
      "say if we cleared the shopping list, would we lose the old items?",
      "if I cancel a reminder, can I get it back?",
    ]
  ) assert.deepEqual(calls(text), [], text);
  // Asked of the assistant ("could you …"), it is the request.
  assert.deepEqual(calls("if I have any reminders tomorrow, could you list them?"), [
    { name: "reminders_list", input: {} },
  ]);
});

Deno.test("a condition said where the doing goes is no reminder's or task's text", () => {
  assert.deepEqual(calls("remind me at 6 unless I've already left"), []);
  assert.deepEqual(calls("remind me at 6 in case I forget to lock up"), []);
  // A condition after the doing is part of it.
  assert.deepEqual(calls("remind me at 6 to take an umbrella if it rains"), [{
    name: "reminders_create",
    input: { text: "take an umbrella if it rains", at: "2026-03-27T18:00:00+01:00" },
  }]);
  assert.deepEqual(calls("add a task to check if the passport arrived"), [{
    name: "tasks_create",
    input: { content: "check if the passport arrived" },
  }]);
});

Deno.test("reminders: a weekend said only in the reason is no day of the reminder", () => {
  assert.deepEqual(
    calls("remind me on Monday at 6am to check the rota because it changes over the weekend"),
    [{
      name: "reminders_create",
      input: { text: "check the rota", at: "2026-03-30T06:00:00+02:00" },
    }],
  );
  assert.deepEqual(
    calls("remind me tomorrow at 8 to water the tomatoes cos it was too hot this weekend"),
    [{
      name: "reminders_create",
      input: { text: "water the tomatoes", at: "2026-03-28T08:00:00+01:00" },
    }],
  );
  // The reason's own day stays in it: the reminder is at the time said before it.
  assert.deepEqual(
    calls("remind me at 9 to call mum since it is her birthday on friday"),
    [{ name: "reminders_create", input: { text: "call mum", at: "2026-03-28T09:00:00+01:00" } }],
  );
  // Said with no day of its own, the weekend is still two days: it asks.
  const text = "remind me to check the rota because it changes over the weekend";
  assert.deepEqual(calls(text), []);
  assert.deepEqual(asked(text), ["reminders_create:weekend"]);
});
