import assert from "node:assert/strict";
import { PARIS, task } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

Deno.test("tasks: one more said 'and another one' is a task of its own", () => {
  for (
    const [said, expected] of [
      ["add task renew the permit by 10th and another one ring the council on monday", [
        task("renew the permit", "2026-04-10"),
        task("ring the council", "2026-03-30"),
      ]],
      ["add a task to clean the oven and another one to defrost the freezer", [
        task("clean the oven"),
        task("defrost the freezer"),
      ]],
      ["create a task to order logs, and one more to sweep the chimney by friday", [
        task("order logs"),
        task("sweep the chimney", "2026-03-27"),
      ]],
    ] as const
  ) assert.deepEqual(parseToolIntent(said, PARIS), expected, said);
  // A cancellation's "and another one about …" is no new item: nothing.
  assert.deepEqual(
    parseToolIntent("cancel the gym reminder and another one about the bins", PARIS),
    [],
  );
  // Said with nothing after it, or after a thing to buy, it names nothing.
  assert.deepEqual(parseToolIntent("add a task to clean the oven and another one", PARIS), []);
  assert.deepEqual(parseToolIntent("add oat milk and another one", PARIS), []);
});

Deno.test("tasks: a day said right after by or due is read without its 'the'", () => {
  assert.deepEqual(parseToolIntent("add a task to pay the nursery by 20th", PARIS), [
    task("pay the nursery", "2026-04-20"),
  ]);
  assert.deepEqual(parseToolIntent("task: send the invoice due 2nd", PARIS), [
    task("send the invoice", "2026-04-02"),
  ]);
  // "by 2nd floor" is a place.
  assert.deepEqual(parseToolIntent("add a task to fix the light by 2nd floor stairs", PARIS), [
    task("fix the light by 2nd floor stairs"),
  ]);
});

Deno.test("tasks: a second day or time left in a task writes nothing", () => {
  for (
    const said of [
      "add a task to book the 8 15 pm train by thursday",
      "add a task to pay fees by 20th and collect the passport on monday",
    ]
  ) assert.deepEqual(parseToolIntent(said, PARIS), [], said);
  // A clock time written after "the" names the showing, and is kept in the task's words.
  assert.deepEqual(parseToolIntent("add a task to book the 7:30pm showing by friday", PARIS), [
    task("book the 7:30pm showing", "2026-03-27"),
  ]);
});
