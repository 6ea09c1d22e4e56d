import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

/** What a message runs and what it asks. */
function read(text: string): { calls: ToolCall[]; asks: string[] } {
  const r = readToolIntent(text, PARIS);
  return { calls: r.calls, asks: r.asks.map((a) => a.tool) };
}

Deno.test("a pronoun alone is never a note's or a keepsake's text: what to keep is asked", () => {
  const cases: [string, string][] = [
    ["save that as a keepsake", "keepsakes_save"],
    ["keep this one as a keepsake please", "keepsakes_save"],
    ["save this to my notes", "notes_create"],
    ["note it", "notes_create"],
  ];
  for (const [text, ask] of cases) assert.deepEqual(read(text), { calls: [], asks: [ask] }, text);
});

Deno.test("a reason said in a head before its colon is an aside: the text follows the colon", () => {
  const kept = (text: string): ToolCall => ({ name: "keepsakes_save", input: { text } });
  const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });
  const cases: [string, ToolCall][] = [
    [
      "keep this as a keepsake because it made me cry: Tom's first steps on the lawn",
      kept("Tom's first steps on the lawn"),
    ],
    [
      "save this forever since it was our last day there: the picnic by the lake",
      kept(
        "the picnic by the lake",
      ),
    ],
    [
      "jot this down cos I keep forgetting: the bins go out on tuesdays",
      note(
        "the bins go out on tuesdays",
      ),
    ],
  ];
  for (const [text, call] of cases) assert.deepEqual(read(text).calls, [call], text);
  // A head with no pointer at what follows is no request to keep it.
  assert.deepEqual(read("keep calm since it is late: nothing to see").calls, []);
});

Deno.test("a kept thing named with 'as a keepsake' keeps the thing, not the request's words", () => {
  const kept = (text: string): ToolCall => ({ name: "keepsakes_save", input: { text } });
  assert.deepEqual(read("save the photo as a keepsake").calls, [kept("the photo")]);
  assert.deepEqual(read("keep the drawing as a keepsake, it's lovely").calls, [
    kept("the drawing"),
  ]);
});

Deno.test("a note with 'and also that' said again is two notes, never one with the joiner", () => {
  const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });
  assert.deepEqual(
    read("jot down that the boiler man comes thursday, and also that he wants cash")
      .calls,
    [note("the boiler man comes thursday"), note("he wants cash")],
  );
  assert.deepEqual(
    read("make a note that Lucy is vegetarian and also that Sam hates olives").calls,
    [
      note("Lucy is vegetarian"),
      note("Sam hates olives"),
    ],
  );
  // "and also" with no second "that" is one fact.
  assert.deepEqual(read("note that the pool and also the gym close at 9").calls, [
    note("the pool and also the gym close at 9"),
  ]);
});

Deno.test("shopping: an item of three words or more beside others, no commas, is asked apart", () => {
  for (
    const text of [
      "put olive oil sea salt and pepper on the shopping list",
      "add kitchen roll and shampoo hair bobbles to the list",
      "add peanut butter cookies and milk to the list",
    ]
  ) {
    assert.deepEqual(read(text), { calls: [], asks: ["shopping_add:apart"] }, text);
  }
  // Words that only describe the last keep one thing; commas part the items as said.
  const cases: [string, string[]][] = [
    ["add semi skimmed milk and bread to my shopping list", ["semi skimmed milk", "bread"]],
    ["add sun dried tomatoes and basil to the list", ["sun dried tomatoes", "basil"]],
    ["add shampoo, hair gel and kitchen roll to the list", ["shampoo", "hair gel", "kitchen roll"]],
    ["add chocolate chip cookies to the list", ["chocolate chip cookies"]],
  ];
  for (const [text, items] of cases) {
    assert.deepEqual(read(text).calls, [{ name: "shopping_add", input: { items } }], text);
  }
});

Deno.test("written down, another kind's item named first is no note", () => {
  for (
    const text of [
      "put down a trip to Charleston, leaving the 27th, coming home the 30th",
      "jot down a reminder that the car needs washing",
      "write down a new birthday for Nell on 4 June",
    ]
  ) {
    assert.ok(!read(text).calls.some((c) => c.name === "notes_create"), text);
  }
  // Another kind's noun that only describes what is noted, or said later, leaves a note.
  const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });
  assert.deepEqual(read("jot down trip costs for the accountant").calls, [
    note("trip costs for the accountant"),
  ]);
  assert.deepEqual(read("jot down that the trip to Rome is booked").calls, [
    note("the trip to Rome is booked"),
  ]);
});

Deno.test("'a note that says (or reads) X' keeps X, never the word that says it", () => {
  const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });
  assert.deepEqual(read("write a note that says the boiler code is F22").calls, [
    note("the boiler code is F22"),
  ]);
  assert.deepEqual(read("make a note which says the bins go out on tuesday").calls, [
    note("the bins go out on tuesday"),
  ]);
  // "says" inside the text is the text's own.
  assert.deepEqual(read("make a note that Sarah says hello").calls, [note("Sarah says hello")]);
  // Never a note beginning "says" or "reads".
  for (const text of ["write a note that reads the gate code is 4471", "add a note that says"]) {
    const texts = read(text).calls.map((c) => String(c.input.text));
    assert.ok(texts.every((t) => !/^(?:says|reads)\b/u.test(t)), `${text}: ${texts}`);
  }
});
