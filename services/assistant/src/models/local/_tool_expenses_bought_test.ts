import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";
import { assertValid } from "./_intent_test_util.ts";

/** Saturday 27 March 2027, 17:20 in London. */
const AT: IntentContext = { now: new Date("2027-03-27T17:20:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  const out = parseToolIntent(text, AT);
  assertValid(out);
  return out;
}

const dated = (expense: string, date: string): ToolCall[] => [
  { name: "expenses_update", input: { expense, date } },
];
const record = (amount: number, currency: string, description: string): ToolCall[] => [
  { name: "expenses_record", input: { amount, currency, description } },
];

Deno.test("an expense's day put right as when the thing was bought: '… was bought D, not E'", () => {
  const cases: [string, ToolCall[]][] = [
    [
      "the Staples chair was actually bought yesterday, not today",
      dated("Staples chair", "2027-03-26"),
    ],
    ["the toner was bought on Wednesday, not Thursday", dated("toner", "2027-03-24")],
    ["my laptop was paid on Monday, not Tuesday", dated("laptop", "2027-03-22")],
    [
      "the printer paper was purchased on the 24th, not the 25th",
      dated("printer paper", "2027-03-24"),
    ],
    ["that monitor was bought on Thursday, not Friday", dated("monitor", "2027-03-25")],
    [
      "the train ticket was actually paid yesterday, not today",
      dated("train ticket", "2027-03-26"),
    ],
    [
      "the desk lamp was bought on the 20th of March, not the 21st",
      dated("desk lamp", "2027-03-20"),
    ],
    ["the hotel was actually paid on Tuesday, not Wednesday", dated("hotel", "2027-03-23")],
    ["the courier was paid yesterday, not today", dated("courier", "2027-03-26")],
    ["my headset was purchased on Monday, not Sunday", dated("headset", "2027-03-22")],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("an amount said 'all in' is the whole of it", () => {
  assert.deepEqual(calls("expense: office chair from Staples, $212.40 all in"), [{
    name: "expenses_record",
    input: { amount: 212.4, currency: "USD", description: "office chair", supplier: "Staples" },
  }]);
  const cases: [string, ToolCall[]][] = [
    ["log the taxi to the airport, €45 all in", record(45, "EUR", "taxi to the airport")],
    ["expense: hotel in Leeds, £180 all-in", record(180, "GBP", "hotel in Leeds")],
    ["record the conference ticket, $300 all in", record(300, "USD", "conference ticket")],
    ["claim the team dinner, €220 all in", record(220, "EUR", "team dinner")],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("a cost that 'goes on the business' is a business expense", () => {
  const cases: [string, ToolCall[]][] = [
    ["the €23 Uber to the airport goes on the business", record(23, "EUR", "Uber to the airport")],
    ["the £12 parking goes on the business", record(12, "GBP", "parking")],
    [
      "not personal this time - the €23 Uber to the airport goes on the business",
      record(23, "EUR", "Uber to the airport"),
    ],
    [
      "not personal - the 40 dollar dinner with the client goes on the company",
      record(40, "USD", "dinner with the client"),
    ],
    [
      "the $60 lunch with the client goes on the company card",
      record(60, "USD", "lunch with the client"),
    ],
    ["the €15 train to Ghent goes to the business account", record(15, "EUR", "train to Ghent")],
    [
      "the €9 coffee with the supplier go on the company",
      record(9, "EUR", "coffee with the supplier"),
    ],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("look-alikes of an expense bought, 'all in' or on the business write nothing", () => {
  for (
    const text of [
      "the chair was bought at Staples, not IKEA",
      "the chair was bought for the office, not home",
      "I bought the chair yesterday",
      "the chair was bought yesterday",
      "the Staples chair was actually bought yesterday",
      "the tickets were bought yesterday, not today",
      "the hotel goes on the business",
      "it goes on the business",
      "the car goes on the company",
      "the kids go to the company picnic",
      "my sister goes to the business school",
      "not personal this time - thanks anyway",
      "not personal - just curious how much I spent",
      "the total was $40 all in",
      "all in all it was a good day",
      "expense: office chair from Staples, $212.40 all in all",
    ]
  ) assert.deepEqual(calls(text), [], text);
});
