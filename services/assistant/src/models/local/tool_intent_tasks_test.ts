import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the tasks group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  tasks_list: [
    ["what's on my to-do list", {}],
    ["show my tasks", {}],
    ["what do I have to do today?", {}],
    ["any open tasks?", {}],
    ["list my tasks including completed ones", { "include_completed": true }],
    ["show me my completed tasks", { "include_completed": true }],
    ["what's left on my todo list?", {}],
  ],
  tasks_create: [
    ["add a task to file taxes by Friday", { "content": "file taxes", "due": "2026-03-27" }],
    ["create a task: call the plumber", { "content": "call the plumber" }],
    ['add "renew car insurance" to my to-do list by next Friday', {
      "content": "renew car insurance",
      "due": "2026-04-03",
    }],
    ["todo: buy a birthday card for Ana", { "content": "buy a birthday card for Ana" }],
    ["new task book flights due tomorrow at 5pm", {
      "content": "book flights",
      "due": "2026-03-28T17:00:00+01:00",
    }],
    ["put pay the electricity bill on my task list for Monday", {
      "content": "pay the electricity bill",
      "due": "2026-03-30",
    }],
    ["I have to finish the report by Thursday", {
      "content": "finish the report",
      "due": "2026-04-02",
    }],
    ['add "call the bank" as a task', { "content": "call the bank" }],
  ],
  tasks_complete: [
    ["mark file taxes as done", { "task": "file taxes" }],
    ["done the quote for Harris ✓", { "task": "quote Harris" }],
    ["tick off buy milk from my to-do list", { "task": "buy milk" }],
    ["complete the report task", { "task": "report" }],
    ["I finished the report", { "task": "report" }],
    ["the taxes task is done", { "task": "taxes" }],
    ["I've done the garage task", { "task": "garage" }],
    ['mark "call the bank" complete', { "task": "call bank" }],
  ],
  tasks_update: [
    ["change the due date of the taxes task to Monday", { "task": "taxes", "due": "2026-03-30" }],
    ["push the report task to next Monday", { "task": "report", "due": "2026-03-30" }],
    ["the report task is now due on Friday", { "task": "report", "due": "2026-03-27" }],
    ["rename the report task to write the quarterly report", {
      "task": "report",
      "content": "write the quarterly report",
    }],
    ["remove the due date from the report task", { "task": "report", "due": null }],
    ["set the deadline for the garage task to Sunday", { "task": "garage", "due": "2026-03-29" }],
  ],
  tasks_delete: [
    ["delete the taxes task", { "task": "taxes" }],
    ["remove the plumber task", { "task": "plumber" }],
    ["get rid of the task about the plumber", { "task": "plumber" }],
    ["delete the bike task from my to do list", { "task": "bike" }],
    ["erase the stamps task", { "task": "stamps" }],
    ["delete call the plumber from my to-do list", { "task": "call plumber" }],
  ],
};

testPhrasings("tasks", PHRASINGS);
