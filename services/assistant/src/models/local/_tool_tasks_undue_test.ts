/**
 * A task said to need no day, then its day taken off "it": "the photo albums thing doesn't need a
 * date, take the deadline off it". Sentences written for the kind, with look-alikes.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { parseToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris. */
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, CTX);
}

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
