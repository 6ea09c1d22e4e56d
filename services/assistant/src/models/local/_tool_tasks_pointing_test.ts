import assert from "node:assert/strict";
import { PARIS } from "./_intent_test_util.ts";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";

const asked = (text: string): string[] => readToolIntent(text, PARIS).asks.map((a) => a.tool);

Deno.test("tasks and reminders: a text only pointing at something said before asks what it is", () => {
  for (
    const [text, ask] of ([
      ["Can you add the thing we talked about earlier to my tasks?", "tasks_create:what"],
      ["add that stuff from earlier to my to-do list", "tasks_create:what"],
      ["add what I mentioned yesterday to my tasks", "tasks_create:what"],
      ["add a task for the thing I told you about on the phone", "tasks_create:what"],
      ["remind me about the thing we discussed tomorrow at 9", "reminders_create:what"],
      ["remind me tomorrow at 6 to do what we said earlier", "reminders_create:what"],
    ] as [string, string][])
  ) {
    assert.deepEqual(parseToolIntent(text, PARIS), [], text);
    assert.deepEqual(asked(text), [ask], text);
  }
});

Deno.test("tasks and reminders: a text naming its thing beside such words is written", () => {
  for (
    const [text, name, input] of [
      ["add a task to fix the thing on the car", "tasks_create", {
        content: "fix the thing on the car",
      }],
      [
        "add a task to tell Sam what we talked about",
        "tasks_create",
        { content: "tell Sam what we talked about" },
      ],
      [
        "remind me tomorrow at 9 to send the notes from earlier to Priya",
        "reminders_create",
        { text: "send the notes from earlier to Priya", at: "2026-03-28T09:00:00+01:00" },
      ],
    ] as const
  ) {
    assert.deepEqual(parseToolIntent(text, PARIS), [{ name, input }], text);
  }
});
