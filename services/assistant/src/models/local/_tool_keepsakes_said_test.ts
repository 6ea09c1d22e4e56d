import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

function assertEach(cases: [string, ToolCall[]][]): void {
  for (const [text, expected] of cases) assert.deepEqual(calls(text), expected, text);
}

Deno.test("keepsakes: a thing kept dear, named, then said after a colon", () => {
  const kept = (text: string): ToolCall => ({ name: "keepsakes_save", input: { text } });
  assertEach([
    ["I want to keep the best line of Gran's letter: 'be brave, little one'", [
      kept("the best line of Gran's letter: 'be brave, little one'"),
    ]],
    ["we'd love to hang on to the photo from the beach: all four of us soaked", [
      kept("the photo from the beach: all four of us soaked"),
    ]],
    ["I'd like to treasure the best bit of the wedding: Dad dancing to Abba", [
      kept("the best bit of the wedding: Dad dancing to Abba"),
    ]],
  ]);
  // A thing that is not kept dear is no keepsake: "keep the receipts: for tax".
  assert.deepEqual(calls("I want to keep the receipts: for tax"), []);
});

Deno.test("keepsakes: a thing kept dear, no longer wanted, is forgotten", () => {
  const gone = (keepsake: string): ToolCall => ({ name: "keepsakes_forget", input: { keepsake } });
  assertEach([
    ["I don't want to keep Max's painting any more", [gone("Max painting")]],
    ["we no longer want to keep the photo of the old house", [gone("photo old house")]],
    ["we do not need to keep the poem from the wedding any more", [gone("poem wedding")]],
  ]);
  // Only a thing people keep dear: "the car" is none.
  assert.deepEqual(calls("I don't want to keep the car any more"), []);
});

Deno.test("keepsakes: the things asked to be kept, asked to be shown, list the keepsakes", () => {
  const all: ToolCall = { name: "keepsakes_list", input: {} };
  assertEach([
    ["show me the things I asked you to keep", [all]],
    ["let me see everything we asked you to save", [all]],
    ["list the stuff I asked you to keep", [all]],
  ]);
});

Deno.test("keepsakes: a kept thing named last, another kind's noun before it, is forgotten", () => {
  const gone = (keepsake: string): ToolCall => ({ name: "keepsakes_forget", input: { keepsake } });
  assertEach([
    ["forget the birthday photo", [gone("birthday")]],
    ["you can drop the trip memory, it's too sad", [gone("trip")]],
    ["delete our wedding moment", [gone("wedding")]],
  ]);
  // No trip is deleted for a memory of one.
  assert.equal(calls("forget the holiday memory").some((c) => c.name === "trips_delete"), false);
});

Deno.test("keepsakes: a thing kept for what it means, named with what it is", () => {
  const kept = (text: string): ToolCall[] => [{ name: "keepsakes_save", input: { text } }];
  assertEach([
    ["keep the poem Leo wrote at school", kept("the poem Leo wrote at school")],
    ["I want to keep the drawing Ana made of our dog", kept("the drawing Ana made of our dog")],
    [
      "save the line from Dad's toast 'here's to the next fifty'",
      kept("the line from Dad's toast 'here's to the next fifty'"),
    ],
    [
      "store this as a keepsake (still makes me laugh): Ben said the moon follows our car",
      kept("Ben said the moon follows our car"),
    ],
  ]);
  // A thing of use, or a thing dear said alone, is no keepsake.
  for (
    const text of [
      "keep the photo",
      "keep the receipt from the garage",
      "keep the poem Leo wrote for my birthday",
      "save the link to the booking page",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name === "keepsakes_save"), text);
  }
});

Deno.test("keepsakes: one said to be wrong by what was done with it, then what is right", () => {
  const fixed = (keepsake: string, text: string): ToolCall[] => [
    { name: "keepsakes_forget", input: { keepsake } },
    { name: "keepsakes_save", input: { text } },
  ];
  assertEach([
    [
      "the first dance song I saved is wrong, it was Moon River not Fly Me to the Moon",
      fixed("first dance song", "Moon River"),
    ],
    ["the quote we kept is wrong, it's 'be kind, always'", fixed("quote", "be kind, always")],
    [
      "that keepsake about Nia's first word, it was 'dada' actually, not 'mama'",
      fixed("Nia first word", "dada"),
    ],
  ]);
});

Deno.test("keepsakes: asked about as what the user kept, or pulled up", () => {
  const list: ToolCall[] = [{ name: "keepsakes_list", input: {} }];
  assertEach([
    ["did I keep anything from Sam's graduation?", list],
    ["have we kept anything from the wedding", list],
    ["pull up my keepsakes", list],
    ["bring up my keepsakes lah", list],
    ["show me the keepsake with the beach photos", list],
  ]);
  // Said of the app, no keepsakes are listed.
  assert.deepEqual(calls("the keepsakes app keeps crashing"), []);
});

Deno.test("keepsakes: an item not wanted any more, then 'let it go', is removed once", () => {
  assert.deepEqual(calls("I don't want the keepsake about the first flat any more, let it go"), [
    { name: "keepsakes_forget", input: { keepsake: "first flat" } },
  ]);
  assert.deepEqual(calls("I no longer want the note about the alarm code, you can let it go"), [
    { name: "notes_delete", input: { note: "alarm code" } },
  ]);
  // Look-alike: a second request after it is not swallowed; nothing runs.
  assert.deepEqual(
    calls("I don't want the keepsake about the first flat any more, let it go and add milk"),
    [],
  );
});

Deno.test("keepsakes: 'that keepsake's wrong, the X was Y' puts right the keepsake about X", () => {
  assert.deepEqual(calls("that keepsake's wrong, the song was At Last not La Vie en Rose"), [
    { name: "keepsakes_forget", input: { keepsake: "song" } },
    { name: "keepsakes_save", input: { text: "the song was At Last" } },
  ]);
  assert.deepEqual(calls("this keepsake is wrong, the first word was dada"), [
    { name: "keepsakes_forget", input: { keepsake: "first word" } },
    { name: "keepsakes_save", input: { text: "the first word was dada" } },
  ]);
  assert.deepEqual(calls("that's wrong, the song was At Last"), []);
});
