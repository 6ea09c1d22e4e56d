/**
 * A task said to need no day, then its day taken off "it": "the photo albums thing doesn't need a
 * date, take the deadline off it". Sentences written for the kind, with look-alikes.
 */
import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";
import type { ToolCall } from "../../tools/types.ts";

const undue = (task: string): ToolCall => ({ name: "tasks_update", input: { task, due: null } });

Deno.test("a task said to need no day, then its day taken off it, loses its due date", () => {
  assert.deepEqual(
    calls("the photo albums thing doesn't need a date, take the deadline off it"),
    [undue("photo albums")],
  );
  assert.deepEqual(
    calls("the garage clear-out has no deadline now, remove the due date from it"),
    [undue("garage clear-out")],
  );
  assert.deepEqual(
    calls("the tax return task doesn't have a deadline, take the date off it"),
    [undue("tax return")],
  );
  // More said after "it" than the day taken off: nothing runs.
  assert.deepEqual(
    calls("the photo albums thing doesn't need a date, take the deadline off it and the other one"),
    [],
  );
});
