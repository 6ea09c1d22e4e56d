/**
 * The tasks group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The tasks group's description. */
export const TASKS: GroupWords = {
  kind: "task",
  nouns: [
    "task(s)",
    "to-do(s)",
    "to do(s)",
    "todo list",
    "to-do list",
    "to do list",
    "task list",
    "action item(s)",
  ],
  examples: {
    tasks_create: ["add a task to file taxes by Friday"],
    tasks_list: ["what's on my to-do list"],
    tasks_complete: ["mark file taxes as done"],
    tasks_update: ["change the due date of the taxes task to Monday"],
    tasks_delete: ["delete the taxes task"],
  },
};
