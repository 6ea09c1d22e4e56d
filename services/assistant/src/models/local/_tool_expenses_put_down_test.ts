import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";
import { assertValid } from "./_intent_test_util.ts";

const LONDON: IntentContext = {
  now: new Date("2027-03-13T12:30:00Z"),
  timezone: "Europe/London",
};

function calls(text: string): ToolCall[] {
  const out = parseToolIntent(text, LONDON);
  assertValid(out);
  return out;
}

const record = (amount: number, currency: string, description: string): ToolCall[] => [
  { name: "expenses_record", input: { amount, currency, description } },
];

Deno.test("an amount put down as a business expense for a thing: no 'down' in what was bought", () => {
  const cases: [string, ToolCall[]][] = [
    [
      "Stick a fiver down as a business expense for parking at the Leeds client's office, paid in sterling",
      record(5, "GBP", "parking at the Leeds client's office"),
    ],
    ["stick £12 down as a business expense for parking", record(12, "GBP", "parking")],
    ["pop a tenner down as a work expense for the taxi", record(10, "GBP", "taxi")],
    ["jot £40 down as an expense for printer ink", record(40, "GBP", "printer ink")],
    [
      "write €30 down as a company expense for lunch with a client",
      record(30, "EUR", "lunch with a client"),
    ],
    ["put a fiver down as a business expense for coffee", record(5, "GBP", "coffee")],
    ["put £20 down as a work expense for the train", record(20, "GBP", "train")],
    ["put down £20 for the train", record(20, "GBP", "train")],
    [
      "stick a fiver down as a business expense for parking, paid in sterling",
      record(5, "GBP", "parking"),
    ],
    ["bung £8 down as a business expense for stamps", record(8, "GBP", "stamps")],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("the currency said apart after 'paid' leaves no 'paid' in what was bought", () => {
  const cases: [string, ToolCall[]][] = [
    [
      "record a business expense of £20 for parking, paid in sterling",
      record(20, "GBP", "parking"),
    ],
    ["log 20 for the taxi, paid in euros", record(20, "EUR", "taxi")],
    ["log 45 for lunch paid in dollars", record(45, "USD", "lunch")],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("look-alikes of an amount put down keep their words", () => {
  assert.deepEqual(calls("log £500 for the down payment"), record(500, "GBP", "down payment"));
  assert.deepEqual(
    calls("log £500 down payment on the van"),
    record(500, "GBP", "down payment on the van"),
  );
  assert.deepEqual(
    calls("log £30 for the down for the duvet"),
    record(30, "GBP", "down for the duvet"),
  );
  for (
    const text of [
      "put it down as a business expense for the trip",
      "put the kids down as a priority for the trip",
      "log £20 for the invoice I paid in person",
    ]
  ) assert.deepEqual(calls(text), [], text);
});
