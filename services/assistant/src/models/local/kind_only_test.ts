/**
 * A removal or change that names its item by its kind alone ("remove the trip", "tick off the
 * task") gives the call with the reference "the <kind>", which the tools read as the one there is:
 * the only item, or a question naming them when there are several (`tools/resolve_item.ts`).
 */
import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  const intent = readToolIntent(text, PARIS);
  assert.deepEqual(intent.asks, [], `${text}: nothing to ask in the parser`);
  return intent.calls;
}

/** The one call `text` gives, as [tool, reference field's value]. */
function only(text: string, field: string): [string, unknown] {
  const [call, ...more] = calls(text);
  assert.ok(call, `${text}: no call`);
  assert.equal(more.length, 0, text);
  return [call.name, call.input[field]];
}

Deno.test("a removal that names only the kind of item is of the one there is", () => {
  const cases: [string, string, string][] = [
    ["scrap the trip", "trips_delete", "trip"],
    ["please get rid of my holiday", "trips_delete", "trip"],
    ["cancel that vacation", "trips_delete", "trip"],
    ["drop the countdown", "countdowns_remove", "countdown"],
    ["bin my countdown please", "countdowns_remove", "countdown"],
    ["delete that birthday", "birthdays_remove", "birthday"],
    ["erase the note", "notes_delete", "note"],
    ["throw away my note", "notes_delete", "note"],
    ["forget that keepsake", "keepsakes_forget", "keepsake"],
    ["remove the to-do", "tasks_delete", "task"],
    ["clear the follow-up", "email_followups_dismiss", "followup"],
  ];
  for (const [text, tool, field] of cases) {
    const kind = field === "followup" ? "follow-up" : field;
    assert.deepEqual(only(text, field), [tool, `the ${kind}`], text);
  }
});

Deno.test("a completion or a change that names only the kind of item is of the one there is", () => {
  assert.deepEqual(only("check off the task", "task"), ["tasks_complete", "the task"]);
  assert.deepEqual(only("mark my to-do as finished", "task"), ["tasks_complete", "the task"]);
  assert.deepEqual(only("push the task to Monday", "task"), ["tasks_update", "the task"]);
  assert.deepEqual(only("shift my trip to 10 to 14 May", "trip"), ["trips_update", "the trip"]);
  assert.deepEqual(only("set the contact's email to ana@mail.example", "contact"), [
    "contacts_update",
    "the contact",
  ]);
  assert.deepEqual(only("stop the price alert", "watch"), [
    "price_watches_stop",
    "the price watch",
  ]);
});

Deno.test("an item named, or all of a kind, is not 'the one there is'", () => {
  assert.deepEqual(only("scrap the Oslo trip", "trip"), ["trips_delete", "Oslo"]);
  assert.deepEqual(only("drop the countdown to the wedding", "countdown"), [
    "countdowns_remove",
    "wedding",
  ]);
  // "my birthday" is the user's own; a plural or "all" asks for every item, which no tool does.
  for (const text of ["delete my birthday", "delete my notes", "remove all my trips"]) {
    assert.deepEqual(calls(text), [], text);
  }
  // A pronoun after a price watch still means the watch started last.
  assert.deepEqual(only("stop watching it", "watch"), ["price_watches_stop", "the last one"]);
});
