import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";
import { assertValid, CORPUS_CLOCK } from "./_intent_test_util.ts";

function calls(text: string) {
  const out = parseToolIntent(text, CORPUS_CLOCK);
  assertValid(out);
  return out.map((c) => ({ name: c.name, input: c.input }));
}

Deno.test("a reason said after a request with no comma is set apart, as after a comma", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ["delete tyler's bday we dont talk anymore", "birthdays_remove", { birthday: "tyler" }],
    ["remove the gym countdown i quit", "countdowns_remove", { countdown: "gym" }],
    ["cancel the dentist reminder she moved it", "reminders_cancel", { reminder: "dentist" }],
    ["pls forget the playlist keepsake we are so over", "keepsakes_forget", {
      keepsake: "playlist",
    }],
    ["dismiss the follow-up with Carlos he replied", "email_followups_dismiss", {
      followup: "Carlos",
    }],
    ["mark the gas bill task done I paid it", "tasks_complete", { task: "gas bill" }],
    ["add milk we're out", "shopping_add", { items: ["milk"] }],
    ["add oat milk and bread we are nearly out", "shopping_add", { items: ["oat milk", "bread"] }],
  ];
  for (const [text, name, input] of cases) {
    assert.deepEqual(calls(text), [{ name, input }], text);
  }
});

Deno.test("words after a request's item that say which item, or what is written, stay its own", () => {
  // What the user dictates keeps its clause: no reason is cut from a reminder, a note or a task.
  assert.deepEqual(calls("note that we need milk"), [{
    name: "notes_create",
    input: { text: "we need milk" },
  }]);
  assert.deepEqual(calls("add a task to tell Sam we are moving"), [{
    name: "tasks_create",
    input: { content: "tell Sam we are moving" },
  }]);
  assert.deepEqual(calls("remind me to tell Tom we won"), []);
  // The kind's noun alone, then a clause: the clause says which one.
  for (
    const [text, key] of [
      ["forget the keepsake we saved about Kumasi", "keepsake"],
      ["delete the trip we booked for May", "trip"],
      ["delete the note we wrote about Sam", "note"],
    ] as const
  ) {
    const got = calls(text);
    assert.equal(got.length, 1, text);
    assert.notEqual(got[0]!.input[key], `the ${key}`, text);
  }
});

Deno.test("a subject said after a word that takes a clause opens no reason of its own", () => {
  assert.deepEqual(calls("remove the miso from the list because we still have a tub"), [{
    name: "shopping_remove",
    input: { items: ["miso"] },
  }]);
  assert.deepEqual(calls("remove the countdown to the gig since I sold my ticket"), [{
    name: "countdowns_remove",
    input: { countdown: "gig" },
  }]);
});
