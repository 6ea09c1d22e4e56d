import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

const cancel = (reminder: string): ToolCall => ({
  name: "reminders_cancel",
  input: { reminder },
});
const at = (text: string, when: string): ToolCall => ({
  name: "reminders_create",
  input: { text, at: when },
});

Deno.test("reminders: one moved to another time is cancelled and made again at it", () => {
  const cases: [string, ToolCall[]][] = [
    ["move my gym reminder to saturday 9am", [
      cancel("gym"),
      at("gym", "2026-03-28T09:00:00+01:00"),
    ]],
    ["change the pharmacy reminder to 5pm tomorrow instead", [
      cancel("pharmacy"),
      at("pharmacy", "2026-03-28T17:00:00+01:00"),
    ]],
    ["the piano reminder should be 4pm on monday, not 3", [
      cancel("piano"),
      at("piano", "2026-03-30T16:00:00+02:00"),
    ]],
    ["reschedule the haircut reminder to tuesday at 10", [
      cancel("haircut"),
      at("haircut", "2026-03-31T10:00:00+02:00"),
    ]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(calls(text), expected, text);
  // Moved to no time ("to my other phone") or changed otherwise: nothing is cancelled.
  assert.deepEqual(calls("move the bins reminder to my other phone"), []);
  assert.deepEqual(calls("the bin reminder should be louder"), []);
});

Deno.test("reminders: 'don't bother reminding me' cancels the reminder", () => {
  assert.deepEqual(calls("don't bother reminding me about the library books"), [
    cancel("library books"),
  ]);
  assert.deepEqual(calls("please don't bother reminding me to water the ferns"), [
    cancel("water ferns"),
  ]);
  assert.deepEqual(calls("don't bother reminding me about the school run"), [
    cancel("school run"),
  ]);
});

Deno.test("reminders: what I need to remember, asked, lists the reminders", () => {
  const all: ToolCall = { name: "reminders_list", input: {} };
  for (
    const text of [
      "what do I need to remember on Monday?",
      "is there anything we need to remember this weekend?",
      "anything I need to remember today",
    ]
  ) assert.deepEqual(calls(text), [all], text);
  // Asked of the assistant's own memory: no reminders.
  assert.deepEqual(calls("do you remember my sister's name?"), []);
});

Deno.test("reminders: a reminder no longer wanted, said after a word opening the message", () => {
  for (
    const [text, reminder] of [
      ["actually don't bother reminding me about the gas meter", "gas meter"],
      ["ok so, stop reminding me to water the tomatoes", "water tomatoes"],
      ["oh and no need to remind me about the bins any more", "bins"],
    ] as [string, string][]
  ) {
    assert.deepEqual(calls(text), [cancel(reminder)], text);
  }
});

Deno.test("reminders: a time corrected away in brackets after the text is no part of it", () => {
  assert.deepEqual(
    calls("set a reminder for 9am monday: call the garage (not 10)"),
    [at("call the garage", "2026-03-30T09:00:00+02:00")],
  );
  assert.deepEqual(
    calls("remind me at 4 tomorrow to collect the suit (not 5, the shop shuts early)"),
    [at("collect the suit", "2026-03-28T16:00:00+01:00")],
  );
  assert.deepEqual(
    calls("set a reminder for 6pm tomorrow: feed the fish (not 7, we're out later)"),
    [at("feed the fish", "2026-03-28T18:00:00+01:00")],
  );
  // A correction that says the day meant inside the brackets is not read as the time outside.
  assert.deepEqual(calls("remind me at 5 to pay rent (not the 3rd, the 4th)"), []);
});
