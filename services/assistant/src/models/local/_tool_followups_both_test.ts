import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const KARACHI = { now: new Date("2027-03-02T02:40:00Z"), timezone: "Asia/Karachi" };

function calls(text: string) {
  return readToolIntent(text, KARACHI).calls;
}

function dismissed(...followups: string[]) {
  return followups.map((followup) => ({ name: "email_followups_dismiss", input: { followup } }));
}

Deno.test("two things said settled, then 'dismiss both': each follow-up dismissed, no task", () => {
  const cases: [string, string[]][] = [
    ["both the fee challan and hostel one are sorted, dismiss both", ["fee challan", "hostel"]],
    ["the fee challan and hostel one are sorted, dismiss them", ["fee challan", "hostel"]],
    ["the visa and the lease are done, dismiss both follow-ups", ["visa", "lease"]],
    ["the visa and the lease are all sorted so dismiss them both", ["visa", "lease"]],
    ["the visa and the lease are all sorted, so dismiss them both", ["visa", "lease"]],
    ["the deposit and the refund are both settled, dismiss both of them", ["deposit", "refund"]],
    ["the invoice and the quote are paid, dismiss those", ["invoice", "quote"]],
    ["both the permit and the insurance are handled, dismis both", ["permit", "insurance"]],
    ["the plumber and the builder both replied, dismiss both", ["plumber", "builder"]],
  ];
  for (const [text, followups] of cases) {
    assert.deepEqual(calls(text), dismissed(...followups), text);
  }
});

Deno.test("two tasks said done and ticked off stay tasks", () => {
  const cases: [string, string[]][] = [
    ["the gutters and the drains are done, tick them off", ["gutters", "drains"]],
    ["the car and the boiler are sorted, mark them done", ["car", "boiler"]],
  ];
  for (const [text, tasks] of cases) {
    assert.deepEqual(
      calls(text),
      tasks.map((task) => ({ name: "tasks_complete", input: { task } })),
      text,
    );
  }
});

Deno.test("a follow-up's own verb after things said done is never a task ticked off", () => {
  for (
    const text of [
      "the fee challan and hostel one are sorted, dismiss them",
      "both the fee challan and hostel one are sorted, dismiss both",
      "the bins and the car are done, dismiss both",
      "the report and the slides are finished, dismiss those",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name.startsWith("tasks_")), text);
  }
});

Deno.test("one thing said settled, then 'dismiss it', is one follow-up (unchanged)", () => {
  assert.deepEqual(calls("the fee challan one is sorted, dismiss it"), dismissed("fee challan"));
  assert.deepEqual(calls("the lease has been signed, dismiss that one"), dismissed("lease"));
});

Deno.test("a task named beside 'dismiss' stays the tasks' reading", () => {
  const read = calls("dismiss the gym task");
  assert.ok(read.every((c) => !c.name.startsWith("email_followups")), JSON.stringify(read));
});
