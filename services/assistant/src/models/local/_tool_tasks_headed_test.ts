/**
 * A task's heading said before a colon or quoted words: quoted words are the task's own, whatever
 * day they name ("put 'book flights for july' on my tasks for Monday"); the article of a day said
 * as the heading goes with the day ("for the weekend: …"), and a when that names no day ("for
 * later: …") is no part of the task.
 */
import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";

Deno.test("a task's quoted words, its heading's article and a heading of no day", () => {
  const table: [string, string][] = [
    [
      "put 'book flights for july' on my tasks for Monday",
      'tasks_create {"content":"book flights for july","due":"2026-03-16"}',
    ],
    [
      'add "pay the june invoice by friday" to my to do list for thursday',
      'tasks_create {"content":"pay the june invoice by friday","due":"2026-03-12"}',
    ],
    [
      "put 'plan easter' on my to-do list for the 20th",
      'tasks_create {"content":"plan easter","due":"2026-03-20"}',
    ],
    [
      "add 'renew passport by june' to my tasks",
      'tasks_create {"content":"renew passport","due":"2026-06-01"}',
    ],
    [
      "add 'pay the june invoice' to my tasks for friday",
      'tasks_create {"content":"pay the june invoice","due":"2026-03-13"}',
    ],
    [
      "add a task for the weekend: clean the car",
      'tasks_create {"content":"clean the car","due":"2026-03-14"}',
    ],
    [
      "task for the weekend - wash the dog",
      'tasks_create {"content":"wash the dog","due":"2026-03-14"}',
    ],
    [
      "add a task for the 20th: pay the rent",
      'tasks_create {"content":"pay the rent","due":"2026-03-20"}',
    ],
    [
      "add a task: the garage needs clearing by friday",
      'tasks_create {"content":"the garage needs clearing","due":"2026-03-13"}',
    ],
    ["add a task for later: call Ravi back", 'tasks_create {"content":"call Ravi back"}'],
    ["task for someday: learn italian", 'tasks_create {"content":"learn italian"}'],
    ["add a task: later call Ravi", 'tasks_create {"content":"later call Ravi"}'],
    [
      "add a task for this christmas: buy a tree",
      'tasks_create {"content":"buy a tree","due":"2026-12-25"}',
    ],
  ];
  for (const [text, expected] of table) assert.equal(read(text), expected, text);
});
