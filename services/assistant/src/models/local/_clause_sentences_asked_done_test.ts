/**
 * A question of whether a thing was done ("did we get the eggs?"), then a request pointing back at
 * it ("tick them off"): what was done is not known, so nothing is ticked off; and a thing "to
 * finish by" a day is still to do, never a task completed.
 */
import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";

Deno.test("a request pointing back at a question of what was done ticks nothing off", () => {
  const table: [string, string][] = [
    ["did we get the eggs? tick them off", 'tasks_list {"include_completed":true}'],
    ["did i call the plumber? tick it off", 'tasks_list {"include_completed":true}'],
    ["did we pay the gas bill? mark it done", ""],
    ["did you add milk? cross it off", ""],
    ["have we booked the vet? cross it off", 'tasks_list {"include_completed":true}'],
    ["did he fix the tap? mark it done", ""],
    ["I called the plumber! tick it off", 'tasks_complete {"task":"plumber"}'],
    ["finally paid the gas bill. mark it done", 'tasks_complete {"task":"gas bill"}'],
    ["you know the note about the wifi? delete it", 'notes_delete {"note":"wifi"}'],
    ["we sorted the gutters. tick that off", 'tasks_complete {"task":"gutters"}'],
  ];
  for (const [text, expected] of table) assert.equal(read(text), expected, text);
});

Deno.test("a thing to finish by a day said with 'the' is still to do", () => {
  const table: [string, string][] = [
    ["i need to finish the tax return by the 31st of january", ""],
    ["I need to finish the report by Thursday", ""],
    ["gotta finish the quilt by the 14th", ""],
    [
      "we need to finish painting the fence before the 3rd",
      'tasks_create {"content":"finish painting the fence","due":"2026-04-02"}',
    ],
    ["finished the report, tick it off", 'tasks_complete {"task":"report"}'],
    ["i finished the tax return", 'tasks_complete {"task":"tax return"}'],
  ];
  for (const [text, expected] of table) assert.equal(read(text), expected, text);
});
