import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

const calls = (text: string): ToolCall[] => parseToolIntent(text, PARIS);
const cancel = (reminder: string): ToolCall => ({
  name: "reminders_cancel",
  input: { reminder },
});
const remind = (text: string, at: string, recurrence?: string): ToolCall => ({
  name: "reminders_create",
  input: recurrence ? { text, at, recurrence } : { text, at },
});

Deno.test("reminders: one said to be wrong, then the time that is right", () => {
  assert.deepEqual(calls("the bins reminder is wrong, it should be sunday at 8pm not monday"), [
    cancel("bins"),
    remind("bins", "2026-03-29T20:00:00+02:00"),
  ]);
  assert.deepEqual(calls("my pilates reminder is off, make it saturday at 10"), [
    cancel("pilates"),
    remind("pilates", "2026-03-28T10:00:00+01:00"),
  ]);
  assert.deepEqual(calls("that physio reminder is incorrect, it should be tuesday at 4pm"), [
    cancel("physio"),
    remind("physio", "2026-03-31T16:00:00+02:00"),
  ]);
  // Without its hour the time would be a guess: nothing.
  assert.deepEqual(calls("the bins reminder is wrong, it should be sunday"), []);
});

Deno.test("reminders: one no longer needed, said by what made it pointless", () => {
  assert.deepEqual(calls("Marek rang back so I won't be needing that reminder to call him"), [
    cancel("call Marek"),
  ]);
  assert.deepEqual(calls("the parcel came so I won't be needing the reminder about the parcel"), [
    cancel("parcel"),
  ]);
  assert.deepEqual(calls("not going to choir anymore, too busy. get rid of that reminder"), [
    cancel("choir"),
  ]);
  assert.deepEqual(calls("not going to the pool any more. scrap that reminder"), [cancel("pool")]);
  // "them" names no one person; a note pointed at is the notes' question, no reminder.
  assert.deepEqual(calls("the kids texted so I won't be needing the reminder to call them"), []);
  assert.deepEqual(calls("not going to the pool anymore. get rid of that note"), []);
});

Deno.test("reminders: the time said first, then 'give me a nudge' and what for", () => {
  assert.deepEqual(
    calls("every weekday at quarter past 7 in the morning give me a nudge to feed the fish"),
    [remind("feed the fish", "2026-03-30T07:15:00+02:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")],
  );
  assert.deepEqual(calls("tomorrow at half 6 in the evening give us a shout to ring the garage"), [
    remind("ring the garage", "2026-03-28T18:30:00+01:00"),
  ]);
  // Nothing to be nudged about, or a hand asked for: nothing.
  assert.deepEqual(calls("every weekday at quarter past 7 in the morning give me a nudge"), []);
  assert.deepEqual(calls("tomorrow at 5 give me a hand with the boxes"), []);
});

Deno.test("reminders: what is due, said as the reminder's words, keeps 'due'", () => {
  assert.deepEqual(calls("every month on the 1st at 9 in the morning remind me the rent is due"), [
    remind("the rent is due", "2026-04-01T09:00:00+02:00", "FREQ=MONTHLY;BYMONTHDAY=1"),
  ]);
  assert.deepEqual(calls("remind me on monday at 8 that the library books are due"), [
    remind("the library books are due", "2026-03-30T08:00:00+02:00"),
  ]);
  // A deadline's "due" left at a task's end is no part of it.
  assert.deepEqual(calls("add a task to pay the rent due"), [
    { name: "tasks_create", input: { content: "pay the rent" } },
  ]);
});

Deno.test("reminders: one named first, then moved ('that reminder about X, push it to …')", () => {
  const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  const moved = (text: string) => parseToolIntent(text, ctx);
  assert.deepEqual(moved("that reminder about the vet, push it to monday at 10"), [
    { name: "reminders_cancel", input: { reminder: "vet" } },
    { name: "reminders_create", input: { text: "the vet", at: "2026-03-16T10:00:00+01:00" } },
  ]);
  assert.deepEqual(moved("that reminder re the boiler, shift it to friday at 8am instead"), [
    { name: "reminders_cancel", input: { reminder: "boiler" } },
    { name: "reminders_create", input: { text: "the boiler", at: "2026-03-13T08:00:00+01:00" } },
  ]);
  // Said without its hour, or of a note, nothing moves: the time it keeps is not said.
  assert.deepEqual(moved("that reminder for the bins, move it to thursday"), []);
  assert.deepEqual(moved("that note about the bins, move it to thursday at 7pm"), []);
});
