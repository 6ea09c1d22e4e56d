import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";
import { assertValid } from "./_intent_test_util.ts";

/** Saturday 27 March 2027, 17:20 in London. */
const AT: IntentContext = { now: new Date("2027-03-27T17:20:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  const out = parseToolIntent(text, AT);
  assertValid(out);
  return out;
}

const create = (content: string, due?: string): ToolCall[] => [
  { name: "tasks_create", input: due ? { content, due } : { content } },
];
const move = (task: string, due: string): ToolCall[] => [
  { name: "tasks_update", input: { task, due } },
];

Deno.test("a task dictated under its label said with a word of asking nicely: 'tasks pls: …'", () => {
  const cases: [string, ToolCall[]][] = [
    ["tasks pls: fix the bike light", create("fix the bike light")],
    ["task pls: call the dentist", create("call the dentist")],
    ["todo pls: buy printer ink", create("buy printer ink")],
    ["to-do please: renew the parking permit", create("renew the parking permit")],
    ["todos plz: water the plants", create("water the plants")],
    ["task plz: pay the council tax by friday", create("pay the council tax", "2027-04-02")],
    ["task pls: return the library books", create("return the library books")],
    ["tasks pls: book a haircut", create("book a haircut")],
    ["tasks please: book a haircut", create("book a haircut")],
    ["to-do pls: clean the gutters", create("clean the gutters")],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("a task said able to move to a day is moved there: 'the X task can move to …'", () => {
  const cases: [string, ToolCall[]][] = [
    ["the car service task can move to the 6th of April", move("car service", "2027-04-06")],
    [
      "the car service task can move to the 6th of April, the garage is closed over Easter",
      move("car service", "2027-04-06"),
    ],
    ["the dentist task could be moved to next Monday", move("dentist", "2027-03-29")],
    ["my passport job needs to be pushed to friday", move("passport", "2027-04-02")],
    ["the tax return task should move to the 30th", move("tax return", "2027-03-30")],
    ["the gym task can shift to tuesday", move("gym", "2027-03-30")],
    ["my haircut to-do could move to saturday", move("haircut", "2027-03-27")],
    ["the report task has to be moved to the 12th of April", move("report", "2027-04-12")],
    ["the boiler job will move to monday", move("boiler", "2027-03-29")],
    ["that invoice task can be pushed to the 9th", move("invoice", "2027-04-09")],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("'incl' in a list of tasks is 'including': the done ones listed too", () => {
  const all: ToolCall[] = [{ name: "tasks_list", input: { include_completed: true } }];
  for (
    const text of [
      "show me all my tasks incl the ones I've already ticked off",
      "list my tasks incl. completed ones",
      "show all tasks incl done ones",
      "what are my to-dos incl finished ones",
    ]
  ) assert.deepEqual(calls(text), all, text);
});

Deno.test("'add 2 my todo: …' is 'add to my todo: …', '2' texted for 'to'", () => {
  assert.deepEqual(
    calls("add 2 my todo: finish chem lab report b4 thurs"),
    create("finish chem lab report", "2027-03-31"),
  );
  assert.deepEqual(calls("add 2 my to-do list: call the bank"), create("call the bank"));
  assert.deepEqual(calls("put 2 my tasks: renew passport"), create("renew passport"));
  assert.deepEqual(calls("add 2 my todo: buy 2 tickets"), create("buy 2 tickets"));
  assert.deepEqual(calls("add 2 my shopping list: milk"), []);
});

Deno.test("look-alikes of a task moved, labelled or listed with 'incl' read as before", () => {
  const nothing = [
    "the car service task can wait",
    "the car service task can move now",
    "the car service task can go to the recycling",
    "the car service task can move to the garage",
    "the dentist can move to next Monday",
    "my meeting could be moved to next Monday",
    "the car service reminder can move to the 6th of April",
    "can the car service task move to the 6th of April?",
    "the kids task can move to another room",
    "list my tasks incl. subtasks",
    "show my reminders incl the ones for next week",
    "my shopping list incl eggs",
  ];
  for (const text of nothing) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("task: fix the bike light"), create("fix the bike light"));
  assert.deepEqual(calls("pls add a task: call mum"), create("call mum"));
  assert.deepEqual(calls("show me all my tasks"), [{ name: "tasks_list", input: {} }]);
  assert.deepEqual(
    calls("add a task to buy milk incl the oat one"),
    create("buy milk incl the oat one"),
  );
});
