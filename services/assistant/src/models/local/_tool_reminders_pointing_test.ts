/**
 * Reminders and tasks said with a word that only adds them to another request ("… too"), a reminder
 * named then removed by a pronoun ("the reminder about the bins, clear it"), and a removal with a
 * hedge said last ("… tbh"). Sentences written for each kind, with look-alikes.
 */
import assert from "node:assert/strict";
import { calls, cancel, remind } from "./_intent_test_util.ts";

Deno.test("a last 'too', 'as well' or 'also' is no part of a reminder's or task's words", () => {
  assert.deepEqual(calls("remind me at 5 to call mum too"), [
    remind("call mum", "2026-03-11T17:00:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me tomorrow at 9 to water the plants as well"), [
    remind("water the plants", "2026-03-12T09:00:00+01:00"),
  ]);
  assert.deepEqual(calls("add a task to renew the passport also"), [
    { name: "tasks_create", input: { content: "renew the passport" } },
  ]);
  assert.deepEqual(calls("add a task to book the vet too by friday"), [
    { name: "tasks_create", input: { content: "book the vet", due: "2026-03-13" } },
  ]);
  // "too" alone names nothing to be reminded of.
  assert.deepEqual(calls("remind me at 5 too"), []);
  // A "too" inside the words stays.
  assert.deepEqual(calls("remind me at 5 to check if the soup is too salty"), [
    remind("check if the soup is too salty", "2026-03-11T17:00:00+01:00"),
  ]);
});

Deno.test("a reminder named, then a removal pointing back at it, cancels it", () => {
  assert.deepEqual(calls("the reminder about the bins, clear it"), [cancel("bins")]);
  assert.deepEqual(calls("my reminder about the dentist, scrap it"), [cancel("dentist")]);
  assert.deepEqual(calls("the reminder to feed the cat, get rid of that"), [cancel("feed cat")]);
  // No removal: the reminders are only shown, nothing is cancelled.
  assert.deepEqual(calls("the reminder about the bins, keep it"), [
    { name: "reminders_list", input: {} },
  ]);
  // No reminder named: nothing runs.
  assert.deepEqual(calls("the milk, clear it"), []);
});

Deno.test("a hedge said after a removal's reminder is no thing it names", () => {
  assert.deepEqual(calls("cancel my gym reminder tbh"), [cancel("gym")]);
  assert.deepEqual(calls("scrap the dentist reminder honestly"), [cancel("dentist")]);
  assert.deepEqual(calls("delete my gym task tbh"), [
    { name: "tasks_delete", input: { task: "gym" } },
  ]);
  // A real word after the noun still describes another thing: nothing runs.
  assert.deepEqual(calls("cancel the reminder app notifications"), []);
});
