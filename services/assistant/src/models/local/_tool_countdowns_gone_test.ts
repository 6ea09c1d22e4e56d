import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return readToolIntent(text, PARIS).calls;
}

const set = (title: string, date: string): ToolCall => ({
  name: "countdowns_set",
  input: { title, date },
});

Deno.test("a day gone by in a countdown's words is part of its title, never its day", () => {
  assert.deepEqual(calls("countdown: last night shift 6 nov"), [
    set("last night shift", "2026-11-06"),
  ]);
  assert.deepEqual(calls("countdown to my last night shift, 6 nov"), [
    set("my last night shift", "2026-11-06"),
  ]);
  // Only a day gone by said: nothing is counted down to.
  for (
    const text of [
      "countdown to yesterday",
      "countdown to last monday",
      "countdown for the party last night",
      "countdown: last night was fun",
      "start a countdown to 10 march 2026",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("'please' after the countdown's name asks nicely, before what it counts down to", () => {
  assert.deepEqual(calls("Countdown please for Makar Sankranti, 14 Jan"), [
    set("Makar Sankranti", "2027-01-14"),
  ]);
  assert.deepEqual(calls("countdown pls to the wedding on 20 June"), [
    set("wedding", "2026-06-20"),
  ]);
  assert.deepEqual(calls("set a countdown please to the move, 3 May"), [set("move", "2026-05-03")]);
  assert.deepEqual(calls("countdown please"), []);
  assert.deepEqual(calls("countdown please for the thing"), []);
});

Deno.test("the day named by what it is after the thing counted down to is its day", () => {
  const cases: [string, ToolCall][] = [
    [
      "countdown til summer break, last day of school is june 12",
      set("summer break", "2026-06-12"),
    ],
    ["countdown to the wedding, the big day is june 12", set("wedding", "2026-06-12")],
    [
      "count down to graduation, the last day of exams is june 12",
      set("graduation", "2026-06-12"),
    ],
    [
      "countdown for summer break, first day of holidays is 20 july",
      set("summer break", "2026-07-20"),
    ],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), [want], text);
  // No day said where the day is named: nothing.
  for (
    const text of [
      "countdown to summer, last day of school is the best",
      "countdown to summer, last day of school is soon",
      "countdown to the move, the big day is coming",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});
