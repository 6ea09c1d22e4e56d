import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

const calls = (text: string): ToolCall[] => parseToolIntent(text, PARIS);
const remind = (text: string, at: string): ToolCall => ({
  name: "reminders_create",
  input: { text, at },
});

Deno.test("reminders: the word before what to be reminded of, typed in Scots, is no part of it", () => {
  // Was the text "tae ring my granny".
  assert.deepEqual(calls("remind me at 5 tae ring my granny"), [
    remind("ring my granny", "2026-03-27T17:00:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me aboot the bins the morra at 8"), [
    remind("the bins", "2026-03-28T08:00:00+01:00"),
  ]);
  // "to" said, then a word of the doing, keeps the doing whole.
  assert.deepEqual(calls("remind me at 5 that the taxes are due"), [
    remind("the taxes are due", "2026-03-27T17:00:00+01:00"),
  ]);
});

Deno.test("reminders: 'gie us a shout' asks for one with a time, as 'give us a shout' does", () => {
  assert.deepEqual(calls("gie us a shout at half 1 tomorrow afternoon tae ring my granny"), [
    remind("ring my granny", "2026-03-28T13:30:00+01:00"),
  ]);
  assert.deepEqual(calls("gie me a nudge the morra at 9 tae feed the cat"), [
    remind("feed the cat", "2026-03-28T09:00:00+01:00"),
  ]);
  // Without a time, or a hand asked for: nothing.
  assert.deepEqual(calls("gie us a shout"), []);
  assert.deepEqual(calls("gie me a hand with the boxes tomorrow at 5"), []);
});

Deno.test("reminders: Scots 'gonnae' and 'remember me … to …' said for 'remind me' ask for one", () => {
  assert.deepEqual(calls("gonnae remind me the morra at 8 tae phone ma auntie in Paisley"), [
    remind("phone ma auntie in Paisley", "2026-03-28T08:00:00+01:00"),
  ]);
  assert.deepEqual(
    calls("I would like that you remember me the day after tomorrow at 14h to renew the visa"),
    [remind("renew the visa", "2026-03-29T14:00:00+02:00")],
  );
  // Look-alikes: "remember me" with no time and doing is no reminder.
  for (const text of ["please remember me", "remember me to your mother", "remember me fondly"]) {
    assert.deepEqual(calls(text), [], text);
  }
});
