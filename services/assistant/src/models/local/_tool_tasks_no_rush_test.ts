import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const KARACHI = { now: new Date("2027-03-02T02:40:00Z"), timezone: "Asia/Karachi" };

function calls(text: string) {
  return readToolIntent(text, KARACHI).calls;
}

Deno.test("'no rush on X' with its date taken off, either way round, drops the task's day", () => {
  const cases: [string, string][] = [
    ["no rush on ammi's glasses, take the date off", "ammi glasses"],
    ["no rush on the report, take the deadline off", "report"],
    ["no hurry with the tax forms, take the date off", "tax forms"],
    ["take the date off the sort out garage task, no rush on it", "sort out garage"],
    ["take the deadline off the report, no hurry on it", "report"],
  ];
  for (const [text, task] of cases) {
    assert.deepEqual(calls(text), [{ name: "tasks_update", input: { task, due: null } }], text);
  }
});

Deno.test("'no rush' without a date taken off, or of no task, changes no task's day", () => {
  for (
    const text of [
      "no rush on ammi's glasses",
      "no rush, take the date off",
      "no hurry with the reminder, take the date off",
      "no rush on the report",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name === "tasks_update"), text);
  }
});
