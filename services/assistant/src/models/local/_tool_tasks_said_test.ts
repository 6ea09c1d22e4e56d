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

const update = (task: string, due: string | null): ToolCall => ({
  name: "tasks_update",
  input: { task, due },
});

Deno.test("tasks: a task sorted, said as a fact, is done", () => {
  const done = (task: string): ToolCall => ({ name: "tasks_complete", input: { task } });
  assertEach([
    ["I've sorted the gutter clearing", [done("gutter clearing")]],
    ["we have finally sorted the loft insulation", [done("loft insulation")]],
    ["I just sorted my pension transfer", [done("pension transfer")]],
  ]);
});

Deno.test("tasks: a task's day taken off, or said as not needed", () => {
  assertEach([
    ["take the due date off the gutters task", [update("gutters", null)]],
    ["take the deadline off the loft task", [update("loft", null)]],
    ["take the date off the fence job", [update("fence", null)]],
    ["the shed one doesn't need a date on it", [update("shed", null)]],
    ["the pension task has no deadline really", [update("pension", null)]],
    ["the ironing task does not need a deadline at all", [update("ironing", null)]],
  ]);
  // "the date" said of a thing that names no task is no task's day.
  assert.deepEqual(calls("clear the date of the party"), []);
  assert.deepEqual(calls("the wedding does not need a date"), []);
  // "…, remove the due date" after the task said so deletes no task called "due date".
  assert.deepEqual(calls("the ironing task has no deadline, remove the due date"), [
    update("ironing", null),
  ]);
});

Deno.test("tasks: a new day said as a change of the one set", () => {
  assertEach([
    ["the tax form isn't due till the 8th now", [update("tax form", "2026-04-08")]],
    ["actually the essay is due the 14th not the 10th", [update("essay", "2026-04-14")]],
    ["the garage clear-out can wait until 20 April", [update("garage clear-out", "2026-04-20")]],
    ["the library books are not due until the 3rd now", [update("library books", "2026-04-03")]],
  ]);
  // A day said as a plain fact, or of a person, changes no task.
  assert.deepEqual(calls("the rent is due on the 1st"), []);
  assert.deepEqual(calls("Tom is due back on Friday now"), []);
});

Deno.test("tasks: a task let go, said as a fact, then deleted by a pronoun", () => {
  const gone = (task: string): ToolCall => ({ name: "tasks_delete", input: { task } });
  assertEach([
    ["I'm not doing the garage clear-out any more, delete it", [gone("garage clear-out")]],
    ["I'm not bothered about the hedge trimming any more, take it off", [gone("hedge trimming")]],
    ["we are not doing the loft conversion any more, remove it", [gone("loft conversion")]],
  ]);
  // Another kind's item let go is not a task.
  assert.deepEqual(
    calls("I'm not doing the dentist reminder any more, delete it").map((c) => c.name)
      .includes("tasks_delete"),
    false,
  );
});

Deno.test("tasks: a reminder about the task just added is about that task", () => {
  const at = (text: string, when: string): ToolCall => ({
    name: "reminders_create",
    input: { text, at: when },
  });
  assertEach([
    ["add a task to ring the council by Tuesday and remind me about it on Monday at 10", [
      { name: "tasks_create", input: { content: "ring the council", due: "2026-03-31" } },
      at("ring the council", "2026-03-30T10:00:00+02:00"),
    ]],
    ["put 'service the bike' on my to-do list and remind me about it tomorrow at 8am", [
      { name: "tasks_create", input: { content: "service the bike" } },
      at("service the bike", "2026-03-28T08:00:00+01:00"),
    ]],
    ["note that the spare key is with Jo and remind me about it at 6pm", [
      { name: "notes_create", input: { text: "the spare key is with Jo" } },
      at("the spare key is with Jo", "2026-03-27T18:00:00+01:00"),
    ]],
  ]);
});

Deno.test("tasks: a thing said mended is its task done", () => {
  const done = (task: string): ToolCall => ({ name: "tasks_complete", input: { task } });
  assertEach([
    ["the garden gate is fixed!", [done("garden gate")]],
    ["the leaky gutter has been repaired", [done("leaky gutter")]],
    ["mark the shed roof as mended", [done("shed roof")]],
  ]);
});

Deno.test("tasks: the ones ticked off, asked to be shown, list the done tasks too", () => {
  const all: ToolCall = { name: "tasks_list", input: { include_completed: true } };
  assertEach([
    ["show me the ones we've ticked off as well", [all]],
    ["let me see what I have already crossed off", [all]],
    ["list everything I've completed and what's still open", [all]],
  ]);
});

Deno.test("tasks: 'ad', a common misspelling of 'add', still adds a task", () => {
  assertEach([
    // "before Tuesday" is due the day before it, Monday.
    ["ad a task to call the vet b4 tuesday", [{
      name: "tasks_create",
      input: { content: "call the vet", due: "2026-03-30" },
    }]],
    ["ad to my to-do list: water the ferns", [{
      name: "tasks_create",
      input: { content: "water the ferns" },
    }]],
    ["ad a todo - defrost the freezer", [{
      name: "tasks_create",
      input: { content: "defrost the freezer" },
    }]],
  ]);
});

Deno.test("tasks: a task's day said first, then a dash or colon, then the task", () => {
  const create = (content: string, due: string): ToolCall => ({
    name: "tasks_create",
    input: { content, due },
  });
  assertEach([
    ["add a task due friday - call the bank", [create("call the bank", "2026-03-27")]],
    ["need a task due the 30th: book the vet", [create("book the vet", "2026-03-30")]],
    ["new task due tomorrow — defrost the freezer", [create("defrost the freezer", "2026-03-28")]],
  ]);
});

Deno.test("tasks: a thing to finish by a day is still to do, never a completion", () => {
  for (
    const text of [
      "I need to finish the report by Thursday",
      "complete the tax return before the 20th",
      "we need to finish the painting until Sunday",
    ]
  ) {
    assert.equal(calls(text).some((c) => c.name === "tasks_complete"), false, text);
  }
  // A day in the task's name is no deadline.
  assertEach([["mark the Friday prep as done", [{
    name: "tasks_complete",
    input: { task: "Friday prep" },
  }]]]);
});

Deno.test("tasks: a task named, then 'that's done' pointing back at it after a dash or colon", () => {
  const done = (task: string): ToolCall => ({ name: "tasks_complete", input: { task } });
  assertEach([
    ["the one about the guttering - that's finished", [done("guttering")]],
    ["the passport renewal: that is done now", [done("passport renewal")]],
    ["the boiler service - it's sorted now", [done("boiler service")]],
  ]);
});

Deno.test("tasks: a day written with hyphens before a spaced dash is the task's day", () => {
  const create = (content: string, due: string): ToolCall => ({
    name: "tasks_create",
    input: { content, due },
  });
  assertEach([
    ["need a task due 2026-04-09 - sort the garage", [create("sort the garage", "2026-04-09")]],
    ["add a task due 2026-05-01 — renew the permit", [create("renew the permit", "2026-05-01")]],
    ["new task due 2026-04-15: phone the insurers", [create("phone the insurers", "2026-04-15")]],
  ]);
});

Deno.test("tasks: a task let go after 'turns out', then deleted by a pronoun", () => {
  const drop = (task: string): ToolCall => ({ name: "tasks_delete", input: { task } });
  assertEach([
    ["turns out i dont need to ring the electrician, just delete that task", [
      drop("ring electrician"),
    ]],
    ["it turns out we don't have to repaint the shed, remove that task", [drop("repaint shed")]],
    ["actually I'm not doing the tax return any more, delete it", [drop("tax return")]],
    // Said as a fact alone, it asks for nothing.
    ["turns out i dont need to ring the electrician", []],
  ]);
});

Deno.test("tasks: a task's day put right ('actually due monday, not thursday', 'should be …')", () => {
  const move = (task: string, due: string): ToolCall => ({
    name: "tasks_update",
    input: { task, due },
  });
  assertEach([
    ["the invoice task is actually due monday, not thursday", [move("invoice", "2026-03-30")]],
    ["the parcel task should be saturday not thursday", [move("parcel", "2026-03-28")]],
    ["oops the filing task should be on the 3rd", [move("filing", "2026-04-03")]],
    // Not named as a task, or not a day: nothing changes.
    ["the party should be saturday not friday", []],
    ["the report task should be renamed to quarterly report", []],
  ]);
});

Deno.test("tasks: anything about something still open on the list lists the tasks", () => {
  const listed: ToolCall[] = [{ name: "tasks_list", input: {} }];
  for (
    const text of [
      "anything wedding related still open on my list?",
      "is there anything garden related still to do on my list?",
      "anything about the move outstanding on my list?",
    ]
  ) {
    assert.deepEqual(calls(text).map((c) => c.name), listed.map((c) => c.name), text);
  }
  assert.deepEqual(calls("is anything still open at the shop?"), []);
});

Deno.test("tasks: 'X's off' before a removal is an aside", () => {
  const drop = (task: string): ToolCall => ({ name: "tasks_delete", input: { task } });
  assertEach([
    ["camping's off so delete the tent and stove tasks", [drop("tent"), drop("stove")]],
    ["the wedding's off so cancel the cake task", [drop("cake")]],
    ["the barbecue's off, delete the charcoal task", [drop("charcoal")]],
  ]);
});

Deno.test("tasks: a task ticked off after someone else did it is what they did, never who", () => {
  const done = (task: string): ToolCall => ({ name: "tasks_complete", input: { task } });
  assertEach([
    ["Pierre already bought the Eurostar tickets, so you can cross that one off", [
      done("Eurostar tickets"),
    ]],
    ["Maria finished the slides, tick it off", [done("slides")]],
    ["the plumber fixed the tap, mark it done", [done("tap")]],
    ["the slides are done, tick it off", [done("slides")]],
  ]);
  // Who did it said with no thing ("bought them") names no task.
  assert.deepEqual(calls("Pierre bought them, cross it off"), []);
});

Deno.test("'got any …?' asks to see the kind it names", () => {
  assert.deepEqual(calls("got any tasks due today or not"), [
    { name: "tasks_list", input: {} },
  ]);
  assert.deepEqual(calls("got any to-dos left this week"), [{ name: "tasks_list", input: {} }]);
  assert.deepEqual(calls("got any reminders for tomorrow"), [
    { name: "reminders_list", input: {} },
  ]);
  // Naming no kind, or asking for a change, it lists nothing.
  assert.deepEqual(calls("got any change for the parking meter"), []);
  assert.deepEqual(calls("got any idea what time it is"), []);
  assert.deepEqual(calls("got any tasks, add one to call mum"), []);
});
