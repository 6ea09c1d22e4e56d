import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

/** The free text of the call after the expense a message records. */
function after(text: string): unknown {
  const calls = readToolIntent(text, CORPUS_CLOCK).calls;
  assert.equal(calls.length, 2, `${text}: ${JSON.stringify(calls)}`);
  assert.equal(calls[0]!.name, "expenses_record", text);
  return calls[1]!.input.content ?? calls[1]!.input.text;
}

Deno.test("'it' in a task or reminder said after an expense is that expense", () => {
  const cases: [string, string][] = [
    ["spent 40 EUR on a taxi and add a task to claim it back", "claim the taxi expense back"],
    [
      "spent 40 EUR on a taxi and remind me on Friday to claim it back",
      "claim the taxi expense back",
    ],
    ["spent 12 EUR on parking and remind me to pay it on Friday", "pay the parking expense"],
    [
      "log 25 EUR for the hotel parking and add a task to send it to accounts",
      "send the hotel parking expense to accounts",
    ],
    [
      "paid 60 for the plumber and remind me to put it in the budget on Monday",
      "put the plumber expense in the budget",
    ],
  ];
  for (const [text, said] of cases) assert.equal(after(text), said, text);
});

Deno.test("a task or reminder after an expense that points at nothing stays as said", () => {
  assert.equal(after("spent 30 on lunch and remind me at 5 to call Sam"), "call Sam");
  assert.equal(
    readToolIntent("add milk and remind me at 5 to buy it", CORPUS_CLOCK).calls[1]?.input.text,
    "buy milk",
  );
});
