import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

/** Monday 16 November 2026, 10:00 in London. */
const NOVEMBER: IntentContext = {
  now: new Date("2026-11-16T10:00:00Z"),
  timezone: "Europe/London",
};

Deno.test("a month said alone in that month writes no reminder or task a year ahead", () => {
  for (
    const [text, ctx] of [
      ["remind me in March to book the MOT", CORPUS_CLOCK],
      ["remind me in march to book the MOT", CORPUS_CLOCK],
      ["add a task to renew the passport in March", CORPUS_CLOCK],
      ["remind me in November to book flights", NOVEMBER],
      ["add a task to sort the Christmas cards in November", NOVEMBER],
      ["remind me in November to renew the car insurance", NOVEMBER],
    ] as const
  ) {
    assert.deepEqual(readToolIntent(text, ctx).calls, [], text);
  }
});

Deno.test("another month, a day or a year said with the month is read as said", () => {
  const cases: [string, IntentContext, string][] = [
    ["remind me in April to book the MOT", CORPUS_CLOCK, "2026-04-01"],
    ["remind me in February to pay the tax", CORPUS_CLOCK, "2027-02-01"],
    ["remind me in March 2027 to book the MOT", CORPUS_CLOCK, "2027-03-01"],
    ["remind me on 20 March to book the MOT", CORPUS_CLOCK, "2026-03-20"],
    ["remind me on the 20th of March to book the MOT", CORPUS_CLOCK, "2026-03-20"],
    ["remind me in December to book flights", NOVEMBER, "2026-12-01"],
    ["remind me on 30 November to book flights", NOVEMBER, "2026-11-30"],
  ];
  for (const [text, ctx, day] of cases) {
    const calls = readToolIntent(text, ctx).calls;
    assert.equal(calls.length, 1, text);
    assert.equal(String(calls[0]!.input.at).slice(0, 10), day, text);
  }
});
