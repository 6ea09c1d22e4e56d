/**
 * The tasks group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 *
 * Besides one entry per tool, `verbs` holds a few senses of a tool, keyed `<tool>:<sense>`, for
 * words that ask for it in another sentence shape: "tick the report off" puts "off" at the end,
 * "the report is done" says the state after the item, "I fixed the bike" says it as a fact.
 * @module
 */
import type { GroupWords } from "./_words.ts";
import { REMOVE_VERBS } from "./_remove_verbs.ts";

/** The tasks group's description. */
export const TASKS: GroupWords = {
  kind: "task",
  onlyYours: "show my tasks",
  nouns: [
    "task(s)",
    "to-do(s)",
    "to do(s)",
    "todo list",
    "to-do list",
    "to do list",
    "task list",
    "tasks list",
    "list of tasks",
    "task manager",
    "todoist",
    "action item(s)",
    "job(s)",
    "chore(s)",
    // Common misspellings.
    "taks",
    "tasl",
  ],
  verbs: {
    tasks_create: [
      "add",
      // A common misspelling: "ad a task to …".
      "ad",
      "also add",
      "create",
      "make",
      "put",
      "new",
      "set up",
      "log",
      "enter",
      "write",
      "write down",
      "jot",
      "jot down",
      "note",
      "note down",
      "set",
      "schedule",
      "open",
      "start",
      "give me",
      "stick",
      // "put down mow the lawn on my list": written down on it.
      "put down",
      "stick down",
      "pop",
      "throw",
      // "chuck ring the accountant on my tasks", "bung it on my to-do list".
      "chuck",
      "bung",
      "place",
      "save",
      "get",
      "turn",
    ],
    // "I have to renew my passport by Friday": an obligation with a deadline.
    "tasks_create:must": [
      "have",
      "have got",
      "got",
      "gotta",
      "must",
      "need",
      "should",
      "want",
      "ought",
    ],
    // "mark the report as done"
    tasks_complete: ["mark", "set", "flag", "tick", "check", "record"],
    // "finish the report"
    "tasks_complete:finish": [
      "complete",
      "finish",
      "close",
      "resolve",
      "tick off",
      "check off",
      "cross off",
      "knock off",
      "mark off",
      "strike off",
    ],
    // "tick the report off"
    "tasks_complete:off": ["tick", "check", "cross", "knock", "mark", "strike", "scratch"],
    // "... as done", "the report is finished": the state a finished task is in.
    "tasks_complete:done": [
      "done",
      "complete",
      "completed",
      "finished",
      // Not "closed": "the office is closed" tells of a place, not a task done.
      "resolved",
      "checked",
      "checked off",
      "ticked off",
      "off",
      "sorted",
      "sorted out",
      "dealt with",
      "handled",
      "taken care of",
      // "the tap is fixed": a thing mended is the task to mend it done.
      "fixed",
      "mended",
      "repaired",
    ],
    // "I finished the report": completion said as a fact.
    "tasks_complete:did": [
      "finished",
      "completed",
      "done",
      "did",
      "ticked off",
      "sorted out",
      "sorted",
    ],
    // "change the due date of X to Monday"
    tasks_update: [
      "change",
      "move",
      "set",
      "update",
      "push",
      "postpone",
      "reschedule",
      "shift",
      "make",
      "bring forward",
      "put",
      "extend",
    ],
    // "push the report task to Monday"
    "tasks_update:move": [
      "move",
      "push",
      "postpone",
      "reschedule",
      "shift",
      "delay",
      "defer",
      "bump",
      "bring forward",
      "push back",
      "put off",
    ],
    "tasks_update:rename": ["rename", "retitle", "re-name"],
    "tasks_update:edit": ["change", "edit", "update", "reword"],
    // "remove the due date from X"
    "tasks_update:undue": [
      "remove",
      "clear",
      "delete",
      "drop",
      "take off",
      "get rid of",
      "scrap",
    ],
    tasks_delete: [...REMOVE_VERBS, "take off", "strike"],
  },
  asks: {
    // A task's text only pointing at something said before ("the thing we talked about earlier").
    "tasks_create:what":
      'What is the task? I can\'t see what was said before, so say it in full, for example "add a task to renew my passport".',
    // A task said to repeat ("… for every sunday"): tasks have one due date, reminders repeat.
    "tasks_create:repeat":
      'A task can\'t repeat, so I added nothing. A reminder can: say for example "remind me every Sunday at 9 to water the plants".',
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  questions: [
    "to do",
    "to-do",
    "have to do",
    "need to do",
    "overdue",
    "due",
    "ticked off",
    // "did I ever tick off the passport renewal?": done or not, asked.
    "tick off",
    "cross off",
    "crossed off",
    "left to do",
    "finish",
    "finished",
    "completed",
    "ever finish",
    "still open",
    "anything open",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    ...["due", "deadline", "finally", "sorted", "handled", "check", "off", "by"],
    // "due tmrw EOD": the end of the working day a deadline is said at, as "end of day" is.
    ...["eod", "cob"],
  ],
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    // "task call the bank due friday", "todo …", "task: renew the cert. due …": a task dictated
    // under its label, its day after "due" set apart, so "due to …" is no day; without the colon
    // the task opens with one of its `doings` ("task force report due friday" makes no task).
    // "there's no deadline on the shed painting any more, whenever": its day gone, not the task.
    "there's no deadline/due-date on/for {x}": "{x} has no deadline",
    "there's no deadline/due-date on/for {x} anymore/now": "{x} has no deadline",
    "there's no deadline/due-date on/for {x} any more": "{x} has no deadline",
    "there's no deadline/due-date on/for {x} anymore/now, whenever": "{x} has no deadline",
    "there's no deadline/due-date on/for {x} any more, whenever": "{x} has no deadline",
    "task {Doing} due {y}": "task: {Doing}, due {y}",
    "todo {Doing} due {y}": "todo: {Doing}, due {y}",
    "task: {x}. due {y}": "task: {x}, due {y}",
    "todo: {x}. due {y}": "todo: {x}, due {y}",
    // "tasks pls: fix the bike light": the label and a word of asking nicely, then the task.
    "task/tasks/todo/todos/to-do/to-dos pls:/please:/plz: {x}": "task: {x}",
    // "add 2 my todo: finish the lab report": "to" texted as "2".
    "add/put 2 my todo:/to-do:/todos:/to-dos:/tasks: {x}": "add to my todo: {x}",
    "add/put 2 my todo/to-do/task list: {x}": "add to my todo: {x}",
    // "task for tomorrow: call the oil company before 10am": the day said with the label, the
    // hour with the thing to do.
    "task for {y}: {x}": "task: {x} {y}",
    "todo for {y}: {x}": "todo: {x} {y}",
    // "todo fix bike brakes sat": the label, then a thing to do opened by one of its `doings`.
    "todo {Doing}": "todo: {Doing}",
    "task {Doing}": "task: {Doing}",
    // "done the quote for Harris ✓": a task done, said as a fact without its subject.
    "done the {x}": "tick off the {x}",
    // "add a task due friday to return the books": the day said before the doing.
    "add a task due {x} to {y}": "add a task to {y} due {x}",
    "new task due {x}: {y}": "add a task to {y} due {x}",
    // "need a task due 2 April - prepare the slides": the day, then a dash or colon, then the task.
    "new task due {x} - {y}": "add a task to {y} due {x}",
    "add a task due {x} - {y}": "add a task to {y} due {x}",
    "add a task due {x}: {y}": "add a task to {y} due {x}",
    "need a task due {x} - {y}": "add a task to {y} due {x}",
    "need a task due {x}: {y}": "add a task to {y} due {x}",
    "done my {x}": "tick off my {x}",
    "finished the {x}": "tick off the {x}",
    "finished my {x}": "tick off my {x}",
    // "sorted the landlord thing earlier": done, said as a fact with when it was done.
    "sorted/done/finished/did the/my {x} earlier/already/today/yesterday": "tick off the {x}",
    // "the MOT task actually needs doing by next Wednesday, not this friday": its day put right.
    "the/my/that {x} task/job/to-do actually/really/now needs/need doing/done by/before {y}":
      "the {x} task is actually due {y}",
    "the/my/that {x} task/job/to-do needs/need doing/done by/before {y}":
      "the {x} task is actually due {y}",
    // "the car service task can move to the 6th of April": a task said able to move to a day.
    "the/my/that {x} task/job/to-do can/could/should/will/must move/go/shift to {y}":
      "move the {x} task to {y}",
    "the/my/that {x} task/job/to-do can/could/should/will/must be moved/pushed/shifted/postponed to {y}":
      "move the {x} task to {y}",
    "the/my/that {x} task/job/to-do needs/has to move/go to {y}": "move the {x} task to {y}",
    "the/my/that {x} task/job/to-do needs/has to be moved/pushed/shifted to {y}":
      "move the {x} task to {y}",
    // "show me all my tasks incl the ones I've ticked off": "including" written short.
    "{x} tasks/to-dos/todos incl/incl. {y}": "{x} tasks including {y}",
    // "no rush on sorting the garage, take the date off it": the day taken off what needs none.
    "no rush/hurry on/with/for {x}, take the/its date/deadline off it": "take the due date off {x}",
    "no rush/hurry on/with/for {x}, take the/its date/deadline off": "take the due date off {x}",
    // "take the date off the sort out garage task, no rush on it": the same, its reason after.
    "take the/its date/deadline off {x}, no rush/hurry on/with/for it": "take the due date off {x}",
    "no rush/hurry on/with/for {x}, remove/clear/drop the/its date/deadline":
      "take the due date off {x}",
    "no rush/hurry on/with/for {x}, remove/clear/drop the/its date/deadline from/on it":
      "take the due date off {x}",
    // "put down for me to fix the back fence": a thing to do written down, no list named.
    "put/write/jot/note down for us/me to {x}": "add a task to {x}",
    "put/write/jot/note down to {x}": "add a task to {x}",
    // "I haven't returned the library books yet, but push that task to saturday".
    "I haven't {x} yet, but push/move/shift/bump that/the task/one to {y}":
      "push the {x} task to {y}",
    "I haven't {x} yet, push/move/shift/bump that/the task/one to {y}": "push the {x} task to {y}",
    // "put 'follow up with Chidi on the payment' for tuesday": a quoted thing to do put for a day.
    // Its last words stay in the task unless they are a day ("… for the party" is its purpose).
    "put/pop/stick '{Doing}' for {y}": "add a task to {Doing} for {y}",
    "put/pop/stick '{Doing}' by {y}": "add a task to {Doing} by {y}",
  },
  // "task call the bank … due friday": the verbs a thing to do opens with, read after the label
  // said without its colon (the `{Doing}` of a rephrase template).
  doings: [
    ...["call", "ring", "phone", "email", "text", "message", "ask", "tell", "invite", "thank"],
    ...["book", "pay", "renew", "cancel", "return", "send", "post", "buy", "order", "collect"],
    ...["pick up", "drop off", "fix", "repair", "clean", "wash", "tidy", "sort", "clear", "empty"],
    ...["mow", "water", "hoover", "vacuum", "iron", "paint", "feed", "walk", "file", "submit"],
    ...["review", "prepare", "write", "finish", "check", "chase", "sign", "print", "update"],
    ...["apply", "register", "organise", "organize", "plan", "visit", "meet", "get", "take"],
    ...["bring", "move", "install", "change", "cook", "bake", "read", "study", "practise"],
    ...["follow up", "chase up"],
  ],
  examples: {
    tasks_create: [
      "add a task to file taxes by Friday",
      "to-do list: book a haircut",
      "task for tomorrow: water the plants",
      "I have to renew my passport, make it a task for Monday",
    ],
    tasks_list: ["what's on my to-do list", "what do I still have to do"],
    tasks_complete: [
      "mark file taxes as done",
      "done: file taxes",
      "I fixed the gate, tick it off",
    ],
    tasks_update: [
      "change the due date of the taxes task to Monday",
      "push 'file taxes' to next week",
      "the taxes task has no deadline any more",
    ],
    tasks_delete: ["delete the taxes task", "remove 'file taxes' from my to-do list"],
  },
};

/**
 * Verbs that are a follow-up's own, never a task's: "the fee challan and hostel one are sorted,
 * dismiss both" says two follow-ups settled, so its "dismiss both" is no aside after tasks done.
 */
export const NOT_TASK_VERBS: readonly string[] = ["dismiss", "dismis"];
