import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

function assertEach(cases: [string, ToolCall[]][]): void {
  for (const [text, expected] of cases) {
    assert.deepEqual(parseToolIntent(text, PARIS), expected, text);
  }
}

/** The names of the tools a message runs. */
function ran(text: string): string[] {
  return parseToolIntent(text, PARIS).map((c) => c.name);
}

const added = (...items: string[]): ToolCall => ({ name: "shopping_add", input: { items } });
const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });

Deno.test("notes: things written down 'on the list' are put on that list, never a note", () => {
  assertEach([
    ["put down some saltfish, ackee and two breadfruit on the list", [
      added("saltfish", "ackee", "two breadfruit"),
    ]],
    ["jot down oat milk and rye bread on the shopping list", [added("oat milk", "rye bread")]],
    ["stick down plantain and sliced bread on my grocery list", [
      added("plantain", "sliced bread"),
    ]],
    ["put down mow the lawn on my to-do list", [
      { name: "tasks_create", input: { content: "mow the lawn" } },
    ]],
    // A fact about a list, or another list, is a note.
    ["note that Tom is on the guest list", [note("Tom is on the guest list")]],
    ["note: Sinéad is on the list for the raffle", [note("Sinéad is on the list for the raffle")]],
  ]);
  // Never a note holding "… on the list".
  for (
    const text of ["note: eggs and flour on the list", "jot down: crisps to the shopping list"]
  ) {
    assert.ok(!ran(text).includes("notes_create"), text);
  }
});

Deno.test("notes: an amount said first, then what it paid for, is never a note", () => {
  for (
    const text of [
      "stick down eighteen euro for the taxi out to the client in Athlone",
      "jot down a tenner for coffees with the accountant",
      "note: €4.50 on parking at the station",
      "quick note - half a grand for the stand at the fair",
      "write down twenty quid for the window cleaner",
    ]
  ) {
    assert.ok(!ran(text).includes("notes_create"), text);
  }
  // An amount said inside a note's sentence is the note's.
  assertEach([
    ["note that I owe Sam 20 euro for the taxi", [note("I owe Sam 20 euro for the taxi")]],
    ["note: the plumber charges 60 euro an hour", [note("the plumber charges 60 euro an hour")]],
  ]);
});

Deno.test("shopping: a tag or filler word said where an item goes is never an item", () => {
  assertEach([
    ["we need bread, lol", [added("bread")]],
    ["add eggs, milk, um, and flour", [added("eggs", "milk", "flour")]],
    ["we need bread and lah", [added("bread")]],
    ["add yerba mate and honey", [added("yerba mate", "honey")]],
  ]);
  for (const tag of ["eh", "diolch", "leh", "pls", "ta", "cheers", "innit", "abeg", "xx"]) {
    const text = `we need maple syrup and two bags of milk, ${tag}`;
    const items = parseToolIntent(text, PARIS).flatMap((c) => c.input.items as string[]);
    assert.ok(!items.includes(tag), text);
  }
});

Deno.test("notes: a thing for the user to do written down is never a note", () => {
  for (
    const text of [
      "put down for me to fix the back fence before Easter Sunday",
      "write down for me to call Gran on Sunday",
      "jot down me to ring the bank",
    ]
  ) {
    assert.ok(!ran(text).includes("notes_create"), text);
  }
  // A fact about someone else doing something stays a note.
  assertEach([
    ["jot down that Sam is coming for me to the airport", [
      note("Sam is coming for me to the airport"),
    ]],
  ]);
});
