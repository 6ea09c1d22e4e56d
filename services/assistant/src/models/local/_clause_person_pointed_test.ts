import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";

/** The words of the one thing to do a message gives beside its other request. */
function doing(text: string): unknown {
  const made = calls(text).find((c) => c.name === "reminders_create" || c.name === "tasks_create");
  assert.ok(made, `${text}: ${JSON.stringify(calls(text))}`);
  return made.input.text ?? made.input.content;
}

Deno.test("'him' or 'her' in a thing to do is the one person another request keeps a detail of", () => {
  const table: [string, string][] = [
    [
      "note the address of the notario, Calle Serrano 41, and remind me monday at 9 to call him",
      "call the notario",
    ],
    ["note the plumber's number 0612345678 and remind me friday to call him", "call the plumber"],
    [
      "note the number of the plumber, 0612345678, and remind me friday at 10 to ring him",
      "ring the plumber",
    ],
    ["note my dentist's phone 020 7946 0000 and remind me tomorrow to call her", "call my dentist"],
    // A contact saved beside it is named by its name, as before.
    ["save Ana Lopez, ana@x.com, and remind me tomorrow to call her", "call Ana Lopez"],
    // A note told of one person by their role, said first.
    ["note that the plumber is late and remind me friday to call him", "call the plumber"],
  ];
  for (const [text, said] of table) assert.equal(doing(text), said, text);
});

Deno.test("with no one, or several, kept by another request, 'him' stays as said", () => {
  for (
    const text of [
      "note the number of the plumber and the address of my dentist, and remind me friday to call him",
      "add milk to the list and remind me to call him at 5",
      "remind me at 5 to call him",
      "note that the plumber and the electrician are late and remind me friday to call him",
      "note the address of the notario and remind me monday at 9 to call him and her",
    ]
  ) {
    const reminder = calls(text).find((c) => c.name === "reminders_create");
    assert.ok(String(reminder?.input.text ?? "").includes("him"), text);
  }
});
