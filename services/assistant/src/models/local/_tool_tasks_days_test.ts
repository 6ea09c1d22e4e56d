/**
 * The day of a task or a reminder said beside a holiday that only names the thing ("the christmas
 * meal", "re easter"), and day words written as texted ("tmrw", "2moro"). Sentences written for
 * each kind, with look-alikes where the holiday is the day.
 */
import assert from "node:assert/strict";
import { calls, CORPUS_CLOCK as CTX, remind, task } from "./_intent_test_util.ts";
import { readToolIntent } from "./tool_intent.ts";

Deno.test("a holiday after 're' is the topic, the texted day the day", () => {
  assert.deepEqual(calls("add a task to text the neighbours re halloween sweets tmr"), [
    task("text the neighbours re halloween sweets", "2026-03-12"),
  ]);
  assert.deepEqual(calls("task: email the school re christmas concert 2moro"), [
    task("email the school re christmas concert", "2026-03-12"),
  ]);
  assert.deepEqual(calls("remind me re easter lunch on friday at 6"), [
    // "re" is "about": what to be reminded of is what follows it.
    remind("easter lunch", "2026-03-13T18:00:00+01:00"),
  ]);
  // After "on" the holiday is the day.
  assert.deepEqual(calls("remind me on easter sunday morning to hide the eggs"), [
    remind("hide the eggs", "2026-04-05T09:00:00+02:00"),
  ]);
});

Deno.test("a holiday before a thing, another day said, names the thing", () => {
  assert.deepEqual(calls("add a task: book the christmas meal tomorrow"), [
    task("book the christmas meal", "2026-03-12"),
  ]);
  assert.deepEqual(calls("add task buy christmas tree 2moro"), [
    task("buy christmas tree", "2026-03-12"),
  ]);
  assert.deepEqual(calls("add a task to buy the easter eggs on friday"), [
    task("buy the easter eggs", "2026-03-13"),
  ]);
  // The holiday said as the day, with its own part of the day, stays the day.
  assert.deepEqual(calls("remind me on christmas eve at 6 to wrap presents"), [
    remind("wrap presents", "2026-12-24T18:00:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me christmas morning to call gran"), [
    remind("call gran", "2026-12-25T09:00:00+01:00"),
  ]);
});

Deno.test("'chuck' and 'bung' put a task on the list", () => {
  assert.deepEqual(calls("bung renew the passport on my to-do list for friday"), [
    task("renew the passport", "2026-03-13"),
  ]);
  assert.deepEqual(calls("chuck a task in to clean the oven"), [task("clean the oven")]);
  assert.deepEqual(calls("chuck sort the garage on my tasks for tomorrow"), [
    task("sort the garage", "2026-03-12"),
  ]);
  // Said of no list, or of the shopping, it is no task.
  assert.deepEqual(calls("chuck the old sofa"), []);
  assert.deepEqual(calls("chuck milk on the list"), [
    { name: "shopping_add", input: { items: ["milk"] } },
  ]);
});

Deno.test("a deadline said as the end of a day belongs to the due day, not the task", () => {
  assert.deepEqual(calls("add a task to finish the report by end of day friday"), [
    task("finish the report", "2026-03-13"),
  ]);
  assert.deepEqual(calls("new task: send the invoice by the end of the day on thursday"), [
    task("send the invoice", "2026-03-12"),
  ]);
  assert.deepEqual(calls("add a task to file the expenses by close of business monday"), [
    task("file the expenses", "2026-03-16"),
  ]);
  // With no day said, the words are all that says when: they stay.
  assert.deepEqual(calls("add a task to finish the report by end of day"), [
    task("finish the report by end of day"),
  ]);
});

Deno.test("a thing to do put on 'my list' is a task; a thing to buy stays shopping", () => {
  assert.deepEqual(calls("put mow the lawn on my list for saturday"), [
    task("mow the lawn", "2026-03-14"),
  ]);
  assert.deepEqual(calls("add call the vet to my list for tomorrow"), [
    task("call the vet", "2026-03-12"),
  ]);
  assert.deepEqual(calls("add pick up the dry cleaning to my list"), [
    task("pick up the dry cleaning"),
  ]);
  const shop = (items: string[]) => [{ name: "shopping_add", input: { items } }];
  assert.deepEqual(calls("add dog food to the list"), shop(["dog food"]));
  assert.deepEqual(calls("put milk on my list"), shop(["milk"]));
  assert.deepEqual(calls("put eggs the big ones on my list"), []);
  assert.deepEqual(calls("put washing up liquid on the list"), shop(["washing up liquid"]));
});

Deno.test("a task said to repeat asks, since a task has one due day", () => {
  for (
    const text of [
      "put water the plants on my todo for every sunday",
      "add a task to clean the fridge every week",
      "add a task to take the recycling out every other tuesday",
    ]
  ) {
    const read = readToolIntent(text, CTX);
    assert.deepEqual(read.calls, [], text);
    assert.equal(read.asks[0]?.question.startsWith("A task can't repeat"), true, text);
  }
  // "every" in what is to be done says no repeat.
  assert.deepEqual(calls("add a task to call every supplier by friday"), [
    task("call every supplier", "2026-03-13"),
  ]);
});

Deno.test("the end of the week, this one or the next, is its Friday", () => {
  // Wednesday 11 March 2026.
  assert.deepEqual(calls("add a task to send the invoices by the end of the week"), [
    task("send the invoices", "2026-03-13"),
  ]);
  assert.deepEqual(calls("task: chase the plumber, due end of next week"), [
    task("chase the plumber", "2026-03-20"),
  ]);
  assert.deepEqual(calls("put sort the recycling on my to-do list for end of week"), [
    task("sort the recycling", "2026-03-13"),
  ]);
  // Said on a Saturday, this week's Friday has passed: its Sunday.
  const saturday = { now: new Date("2026-03-14T10:00:00Z"), timezone: "Europe/Paris" };
  assert.deepEqual(
    readToolIntent("add a task to clean the fridge by the end of the week", saturday).calls,
    [task("clean the fridge", "2026-03-15")],
  );
  // A length or a weekend is no end of a week.
  assert.deepEqual(calls("add a task to plan the meals for the week"), [
    { name: "tasks_create", input: { content: "plan the meals for the week" } },
  ]);
});

Deno.test("the end of the weekend is its Sunday, never words of the task", () => {
  // Was the task "clean the garage due end", due Saturday.
  assert.deepEqual(calls("add a task to clean the garage due end of the weekend"), [
    task("clean the garage", "2026-03-15"),
  ]);
  assert.deepEqual(calls("put repaint the fence on my to-do list by the end of next weekend"), [
    task("repaint the fence", "2026-03-22"),
  ]);
  assert.deepEqual(calls("task: tidy the shed, by end of weekend"), [
    task("tidy the shed", "2026-03-15"),
  ]);
  // Said on the Sunday, the end of the weekend is that day.
  const sunday = { now: new Date("2026-03-15T10:00:00Z"), timezone: "Europe/Paris" };
  assert.deepEqual(
    readToolIntent("add a task to sort the bins by the end of the weekend", sunday).calls,
    [task("sort the bins", "2026-03-15")],
  );
  // The weekend said alone is its Saturday, as before.
  assert.deepEqual(calls("add a task to wash the car at the weekend"), [
    task("wash the car", "2026-03-14"),
  ]);
});
