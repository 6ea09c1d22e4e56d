import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

/** Monday 8 February 2027, afternoon in Istanbul. */
const ISTANBUL = { now: new Date("2027-02-08T11:20:00Z"), timezone: "Europe/Istanbul" };

function calls(text: string) {
  return readToolIntent(text, ISTANBUL).calls;
}

Deno.test("a thing came, its follow-up dismissed, then a task to do something with 'it'", () => {
  const cases: [string, string, string, string | null][] = [
    [
      "avukat sent the contract, dismiss that follow up and add task to sign it until friday",
      "contract",
      "sign the contract",
      "2027-02-12",
    ],
    [
      "legal returned the lease, drop that followup and add a task to file it",
      "lease",
      "file the lease",
      null,
    ],
    [
      "the agent signed the offer, clear the follow-up and add a task to print it by friday",
      "offer",
      "print the offer",
      "2027-02-12",
    ],
  ];
  for (const [text, followup, content, due] of cases) {
    assert.deepEqual(calls(text), [
      { name: "email_followups_dismiss", input: { followup } },
      { name: "tasks_create", input: { content, ...(due ? { due } : {}) } },
    ], text);
  }
});

Deno.test("a task whose 'it' is no thing that came is made as said, or not at all", () => {
  // "call him": no "it", the task is as said.
  assert.deepEqual(
    calls("avukat sent the contract, dismiss that follow up and add a task to call him"),
    [
      { name: "email_followups_dismiss", input: { followup: "contract" } },
      { name: "tasks_create", input: { content: "call him" } },
    ],
  );
  // No follow-up dismissed: no row of these.
  for (
    const text of [
      "avukat sent the contract, add task to sign it until friday",
      "avukat sent the contract and I need to sign it",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name === "email_followups_dismiss"), text);
  }
});
