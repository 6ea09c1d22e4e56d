/**
 * Reminders: a reference naming an email is the email's follow-up, not a reminder; "it" after a
 * thing said gone ("the ficus is dead so …") is that thing; beside a task, "cancel the netflix
 * trial" is one more doing, no task removed.
 * @module
 */
import assert from "node:assert/strict";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

const calls = (text: string) => parseToolIntent(text, CORPUS_CLOCK);
const cancel = (reminder: string) => ({ name: "reminders_cancel", input: { reminder } });

Deno.test("reminders: a reference ending in 'email' is left to the follow-ups", () => {
  for (
    const said of [
      "dont need the reminder thing about the council tax email anymore",
      "cancel the reminder about the passport e-mail",
      "delete the reminder about the landlord email",
    ]
  ) assert.ok(!calls(said).some((c) => c.name === "reminders_cancel"), said);
  // A doing that sends or answers an email is a reminder's.
  assert.deepEqual(calls("cancel the reminder to send the visa email"), [
    cancel("send visa email"),
  ]);
  assert.deepEqual(calls("cancel the reminder about sending the visa email"), [
    cancel("send visa email"),
  ]);
  assert.deepEqual(calls("stop reminding me to answer the landlord email"), [
    cancel("answer landlord email"),
  ]);
});

Deno.test("reminders: 'it' after a thing said gone is that thing", () => {
  assert.deepEqual(calls("my bike was sold so there's no need reminding me to service it"), [
    cancel("service bike"),
  ]);
  assert.deepEqual(calls("the basil died, so stop reminding me to water it"), [
    cancel("water basil"),
  ]);
  assert.deepEqual(calls("the hedge is gone, so there's no point reminding me to trim it"), [
    cancel("trim hedge"),
  ]);
  // Another thing named, or nothing asked: nothing.
  assert.deepEqual(
    calls("the ficus is dead so there's no point reminding me to water the cactus"),
    [],
  );
  assert.deepEqual(calls("the ficus is dead"), []);
});

Deno.test("tasks: beside a new task, a bare 'cancel the …' is a doing, no task removed", () => {
  for (
    const said of [
      "add a task to renew car insurance and cancel the netflix trial",
      "add to my todo list: renew the permit, cancel the gym trial and order new glasses",
      "add a task to book the plumber and clear the gutters",
    ]
  ) assert.ok(!calls(said).some((c) => c.name === "tasks_delete"), said);
  // "the … one" still names a task.
  assert.deepEqual(calls("add a task to renew car insurance and delete the bike one"), [
    { name: "tasks_create", input: { content: "renew car insurance" } },
    { name: "tasks_delete", input: { task: "bike" } },
  ]);
});

Deno.test("tasks: two things said done, 'tick them off', are both ticked or neither", () => {
  for (
    const said of [
      "the gutters are cleared and the boiler is serviced, tick them off",
      "the MOT's booked and the insurance renewal's sorted, tick them off",
      "the shed is painted and the fence was mended, mark them as done",
    ]
  ) {
    const done = calls(said).filter((c) => c.name === "tasks_complete");
    assert.ok(done.length !== 1, said);
  }
  // One thing said done, or two named after the verb, are read.
  assert.deepEqual(calls("the boiler is serviced, tick it off"), [
    { name: "tasks_complete", input: { task: "boiler" } },
  ]);
  assert.deepEqual(calls("I paid the gas and the water bills, mark them done"), [
    { name: "tasks_complete", input: { task: "gas" } },
    { name: "tasks_complete", input: { task: "water bills" } },
  ]);
});
