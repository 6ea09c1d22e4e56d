import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

const calls = (text: string) => parseToolIntent(text, CORPUS_CLOCK);

Deno.test("tasks: a doing said finished is a piece of life, no task ticked off", () => {
  for (
    const text of [
      "I've finished knitting the scarf for mum",
      "we completed painting the shed over the weekend",
      "done with reading the contract",
      "finally finished watching the whole of Twin Peaks!",
    ]
  ) assert.deepEqual(calls(text), [], text);
});

Deno.test("tasks: a doing named as a task or asked ticked off is still completed", () => {
  const done = (task: string) => [{ name: "tasks_complete", input: { task } }];
  const cases: [string, ReturnType<typeof done>][] = [
    ["finished cleaning the garage, tick it off", done("cleaning garage")],
    ["tick off reading the contract", done("reading contract")],
    ["I finished the reading task", done("reading")],
    ["I finished the report", done("report")],
    ["done the ironing", done("ironing")],
    ["I finished the wedding planning", done("wedding planning")],
  ];
  for (const [text, expected] of cases) assert.deepEqual(calls(text), expected, text);
});
