import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });

Deno.test("notes: a statement said after a note's, with 'and', is the same note", () => {
  const cases: [string, string][] = [
    ["note down my shoe size is 9 and my wife's is 6", "my shoe size is 9 and my wife's is 6"],
    [
      "note my locker number is 214 and the combination is 3-1-4",
      "my locker number is 214 and the combination is 3-1-4",
    ],
    [
      "jot down the dentist is on harley street and the parking is round the back",
      "the dentist is on harley street and the parking is round the back",
    ],
    ["note that mum prefers tea and dad drinks coffee", "mum prefers tea and dad drinks coffee"],
    // Ending on a word said while thinking: still one note, never two.
    ["note down my shoe size is 9 and my wife's is 6 lol", "my shoe size is 9 and my wife's is 6"],
  ];
  for (const [text, kept] of cases) assert.deepEqual(calls(text), [note(kept)], text);
});

Deno.test("notes: a request of another kind after the note is read on its own", () => {
  const reminder = (text: string, at: string): ToolCall => ({
    name: "reminders_create",
    input: { text, at },
  });
  const cases: [string, ToolCall[]][] = [
    ["note: parking at level 3, bay 42 - remind me at 6 to move the car", [
      note("parking at level 3, bay 42"),
      reminder("move the car", "2026-03-11T18:00:00+01:00"),
    ]],
    ["note that the wifi is slow and remind me at 5 to call BT", [
      note("the wifi is slow"),
      reminder("call BT", "2026-03-11T17:00:00+01:00"),
    ]],
    ["note: the spare key is under the pot, add a task to get another cut", [
      note("the spare key is under the pot"),
      { name: "tasks_create", input: { content: "get another cut" } },
    ]],
    [
      "note down my shoe size is 9 and my wife's is 6, and remind me friday to buy shoes",
      [
        note("my shoe size is 9 and my wife's is 6"),
        reminder("buy shoes", "2026-03-13T09:00:00+01:00"),
      ],
    ],
  ];
  for (const [text, expected] of cases) assert.deepEqual(calls(text), expected, text);
  // Look-alikes: what the note says, a thing to do or get, stays in it.
  for (
    const [text, kept] of [
      ["note: boiler pressure low - call the plumber", "boiler pressure low - call the plumber"],
      [
        "quick note - the bins go out tuesday, the recycling on friday",
        "the bins go out tuesday, the recycling on friday",
      ],
    ] as [string, string][]
  ) {
    assert.deepEqual(calls(text), [note(kept)], text);
  }
});
