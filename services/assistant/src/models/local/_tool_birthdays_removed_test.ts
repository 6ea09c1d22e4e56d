import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const LONDON = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string) {
  return readToolIntent(text, LONDON).calls;
}

function removed(birthday: string) {
  return [{ name: "birthdays_remove", input: { birthday } }];
}

Deno.test("a birthday no longer wanted 'in there' is removed", () => {
  assert.deepEqual(calls("I don't want Mia's bday in the list now"), removed("Mia"));
  assert.deepEqual(calls("we don't need Raf's birthday in there any more"), removed("Raf"));
});

Deno.test("what happened to someone, then their birthday taken off, removes it", () => {
  assert.deepEqual(calls("my gran Edna passed away, remove her birthday"), removed("Edna"));
  assert.deepEqual(calls("Jess and I fell out, remove her birthday"), removed("Jess"));
  assert.deepEqual(calls("Marco moved to Spain, delete his bday please"), removed("Marco"));
  // Said not to be taken off: nothing is removed.
  assert.deepEqual(calls("Uncle Pete is visiting, don't take his birthday off"), []);
});
