import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

Deno.test("notes: a request for a note, then a comma, then what it says", () => {
  const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });
  const cases: [string, ToolCall][] = [
    ["jot this down, the spare fuse is in the blue tin", note("the spare fuse is in the blue tin")],
    [
      "quick note, the window cleaner comes on the 2nd",
      note("the window cleaner comes on the 2nd"),
    ],
    ["make a note, the gas meter is under the stairs", note("the gas meter is under the stairs")],
    ["write that down, we need 14 chairs for the party", note("we need 14 chairs for the party")],
  ];
  for (const [text, expected] of cases) assert.deepEqual(calls(text), [expected], text);
  // A head that names the notes is no request for one: what follows the comma is no note.
  assert.equal(
    calls("my notes, delete the one about the gate").some((c) => c.name === "notes_create"),
    false,
  );
});

Deno.test("notes: what was written about a thing, forgotten, deletes that note", () => {
  const gone = (note: string): ToolCall => ({ name: "notes_delete", input: { note } });
  const cases: [string, ToolCall][] = [
    ["forget what I wrote about the boiler pressure", gone("boiler pressure")],
    ["delete what I jotted down about Priya's flat", gone("Priya flat")],
    ["bin the stuff we wrote about the wedding seating, it's sorted", gone("wedding seating")],
  ];
  for (const [text, expected] of cases) assert.deepEqual(calls(text), [expected], text);
  // Said, not written: no note.
  assert.deepEqual(calls("forget what I said about Dom"), []);
});

Deno.test("notes: a note, then 'another (one)' with its own text, is two notes", () => {
  const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });
  const cases: [string, ToolCall[]][] = [
    [
      "make a note that the gate is 2m wide and another that the drive is 5m long",
      [note("the gate is 2m wide"), note("the drive is 5m long")],
    ],
    [
      "add a note saying Ana's flight is BA 123, and one more saying her hotel is the Ritz",
      [note("Ana's flight is BA 123"), note("her hotel is the Ritz")],
    ],
    [
      "write a note that says the boiler code is F22 and another one that says the fuse box is under the stairs",
      [note("the boiler code is F22"), note("the fuse box is under the stairs")],
    ],
  ];
  for (const [text, expected] of cases) assert.deepEqual(calls(text), expected, text);
  // The second note's words are never the first's text.
  assert.deepEqual(calls("add a note saying the vet is at 5, and another one"), []);
});

Deno.test("notes: what changed said first, then the note named to be put right", () => {
  const fixed = (note: string, text: string): ToolCall[] => [
    { name: "notes_delete", input: { note } },
    { name: "notes_create", input: { text } },
  ];
  const cases: [string, ToolCall[]][] = [
    [
      "the yoga class moved to the church hall, fix that note",
      fixed("yoga class", "the yoga class moved to the church hall"),
    ],
    [
      "the bin day is tuesday now, update the note",
      fixed("bin day", "the bin day is tuesday"),
    ],
    [
      "Tom's flat is on the 4th floor now, not the 3rd, fix the note",
      fixed("Tom flat", "Tom's flat is on the 4th floor"),
    ],
    [
      "the parking spot I noted is wrong, it's level 2 bay 17",
      fixed("parking spot", "level 2 bay 17"),
    ],
    [
      "that parking note, it was level 3 actually, not level 2",
      fixed("parking", "level 3"),
    ],
  ];
  for (const [text, expected] of cases) assert.deepEqual(calls(text), expected, text);
  // A change said with no note named, or another kind named, puts no note right.
  for (
    const text of [
      "book club moved to Ciara's house",
      "the bin day is tuesday now, not monday",
      "the meeting moved to 3pm, fix that reminder",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name.startsWith("notes_")), text);
  }
});

Deno.test("notes: asked to be read back by what they are about", () => {
  const list: ToolCall[] = [{ name: "notes_list", input: {} }];
  for (
    const text of [
      "read me back the note about the boiler pressure",
      "show me the note about the wifi",
      "pull up my notes on the garden fence",
      "show me the note from the plumber",
    ]
  ) {
    assert.deepEqual(calls(text), list, text);
  }
  // A second request joined to it is not set aside as what the note is about.
  assert.deepEqual(calls("read me back the note about the boiler and delete it"), []);
  assert.deepEqual(calls("show me the way to the station"), []);
});

Deno.test("notes: a head of a verb that only writes, without its 'down', is a note", () => {
  assert.deepEqual(calls("jot this: the shed key is under the blue pot"), [
    { name: "notes_create", input: { text: "the shed key is under the blue pot" } },
  ]);
  assert.deepEqual(calls("scribble this - the bins go out on tuesdays"), [
    { name: "notes_create", input: { text: "the bins go out on tuesdays" } },
  ]);
  // Look-alikes: "keep this:" is a keepsake, and a calendar named in the head is no note.
  assert.ok(
    !calls("jot this on my calendar: dentist friday at 3").some((c) => c.name === "notes_create"),
  );
  assert.deepEqual(calls("keep this: Lily said her first word today").map((c) => c.name), [
    "keepsakes_save",
  ]);
});

Deno.test("notes: what is right said first, then the note named by what it is about, fixed", () => {
  assert.deepEqual(calls("we moved the spare key to the shed - fix the spare key note"), [
    { name: "notes_delete", input: { note: "spare key" } },
    { name: "notes_create", input: { text: "we moved the spare key to the shed" } },
  ]);
  assert.deepEqual(calls("the bins go out on Wednesdays now, update my bin day note"), [
    { name: "notes_delete", input: { note: "bin day" } },
    { name: "notes_create", input: { text: "the bins go out on Wednesdays" } },
  ]);
  assert.deepEqual(calls("Zara's first word was actually dog, update the first word keepsake"), [
    { name: "keepsakes_forget", input: { keepsake: "first word" } },
    { name: "keepsakes_save", input: { text: "Zara's first word was actually dog" } },
  ]);
  // Look-alikes: a request before it is no note's text, so nothing runs.
  for (
    const text of [
      "add milk, update the parking note",
      "remind me at 5 to call mum, update the parking note",
      "delete the milk, update the parking note",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("notes: what a note was for, said to be over, then 'bin that note'", () => {
  assert.deepEqual(calls("the bake sale is over, you can bin that note"), [
    { name: "notes_delete", input: { note: "bake sale" } },
  ]);
  assert.deepEqual(calls("the open day is past, so you can delete that note"), [
    { name: "notes_delete", input: { note: "open day" } },
  ]);
  // Look-alikes: said of another kind, or with nothing to remove, no note is deleted.
  assert.deepEqual(calls("the bake sale is over, you can bin that reminder"), [
    { name: "reminders_cancel", input: { reminder: "bake sale" } },
  ]);
  assert.deepEqual(calls("the bake sale is over"), []);
});

Deno.test("notes: 'clear out' a note removes it, two said with 'the … one'", () => {
  const deleted = (note: string): ToolCall => ({ name: "notes_delete", input: { note } });
  assert.deepEqual(calls("clear out the Arran ferry note"), [deleted("Arran ferry")]);
  assert.deepEqual(calls("clear out the ferry note and the gym locker one"), [
    deleted("ferry"),
    deleted("gym locker"),
  ]);
  assert.deepEqual(calls("clear out the note about the boiler"), [deleted("boiler")]);
  // The notes as a whole are never cleared.
  assert.deepEqual(calls("clear out my notes"), []);
});

Deno.test("notes: 'that note's wrong, the X is Y' puts right the note about X", () => {
  const gone = (note: string): ToolCall => ({ name: "notes_delete", input: { note } });
  const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });
  assert.deepEqual(calls("that note's wrong, the gym is on Barker Lane not Baker Lane"), [
    gone("gym"),
    note("the gym is on Barker Lane"),
  ]);
  assert.deepEqual(calls("the note is wrong, the bins are on Tuesday"), [
    gone("bins"),
    note("the bins are on Tuesday"),
  ]);
  assert.deepEqual(calls("that note is not right, the code was 4411, not 4414"), [
    gone("code"),
    note("the code was 4411"),
  ]);
  // No note named: a statement of what is right may be of anything.
  assert.deepEqual(calls("that's wrong, the gym is on Barker Lane"), []);
  assert.deepEqual(calls("the trip is wrong, the hotel is on Baker Lane"), []);
});
