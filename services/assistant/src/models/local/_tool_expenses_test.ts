import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

function record(input: Record<string, unknown>): ToolCall[] {
  return [{ name: "expenses_record", input }];
}

Deno.test("a fact followed by the request to record it is the expense, without the request", () => {
  assert.deepEqual(
    calls("parking at the airport 18 euros - add it to my expenses"),
    record({ amount: 18, currency: "EUR", description: "parking at the airport" }),
  );
  assert.deepEqual(
    calls("Uber to the venue £14.20, file it under business expenses"),
    record({ amount: 14.2, currency: "GBP", description: "Uber to the venue" }),
  );
  assert.deepEqual(
    calls("we paid $400 to Brightline Design for the new logo, log it please"),
    record({
      amount: 400,
      currency: "USD",
      description: "new logo",
      supplier: "Brightline Design",
    }),
  );
  assert.deepEqual(
    calls("I dropped 9.80 EUR on sandwiches for the team, expense it"),
    record({ amount: 9.8, currency: "EUR", description: "sandwiches for the team" }),
  );
});

Deno.test("a request wrapped around a fact records the fact", () => {
  assert.deepEqual(
    calls("log that I paid 60 for a haircut"),
    record({ amount: 60, currency: "EUR", description: "haircut" }),
  );
  assert.deepEqual(
    calls("record how we spent 120 USD on ads yesterday"),
    record({ amount: 120, currency: "USD", description: "ads", date: "2026-03-10" }),
  );
});

Deno.test("an expense named before its amount, with or without a colon", () => {
  assert.deepEqual(
    calls("work expense $15 for a USB cable"),
    record({ amount: 15, currency: "USD", description: "USB cable" }),
  );
  assert.deepEqual(
    calls("receipt 12.40 EUR sandwiches"),
    record({ amount: 12.4, currency: "EUR", description: "sandwiches" }),
  );
});

Deno.test("why it was bought is not what it was, and a day just ahead is this year's", () => {
  assert.deepEqual(
    calls("I bought a chair for 89 EUR, it's for the studio"),
    record({ amount: 89, currency: "EUR", description: "chair" }),
  );
  assert.deepEqual(
    calls("I ordered business cards for 45 EUR on 13 March"),
    record({ amount: 45, currency: "EUR", description: "business cards", date: "2026-03-13" }),
  );
  // A day further ahead is last year's, as before.
  assert.deepEqual(
    calls("I spent 30 EUR on lunch on 20 May"),
    record({ amount: 30, currency: "EUR", description: "lunch", date: "2025-05-20" }),
  );
});

Deno.test("an expense changed by a field after a colon, renamed, or corrected as a fact", () => {
  assert.deepEqual(calls("rename the hotel receipt to 'hotel in Porto'"), [
    { name: "expenses_update", input: { expense: "hotel", description: "hotel in Porto" } },
  ]);
  assert.deepEqual(calls("update the coffee beans: vendor was Bean Co"), [
    { name: "expenses_update", input: { expense: "coffee beans", supplier: "Bean Co" } },
  ]);
  assert.deepEqual(calls("the Uber ride was actually £16, can you correct it"), [
    { name: "expenses_update", input: { expense: "Uber ride", amount: 16, currency: "GBP" } },
  ]);
  assert.deepEqual(calls("the courier should have been 210 EUR, fix that"), [
    { name: "expenses_update", input: { expense: "courier", amount: 210, currency: "EUR" } },
  ]);
  // A correction that is no amount of money is not an expense's.
  assert.ok(!calls("the milk was actually 2 litres").some((c) => c.name.startsWith("expenses")));
  assert.ok(!calls("the party is actually on Saturday").some((c) => c.name.startsWith("expenses")));
});

Deno.test("the dashboard asked for by any of its names, in either order", () => {
  for (
    const [text, input] of [
      ["open my expense overview", {}],
      ["give me a breakdown of my spending for last month", { month: "2026-02" }],
      ["show all my recent receipts", {}],
      ["business dashboard please", {}],
      ["the dashboard for February", { month: "2026-02" }],
      ["a quick summary of the business costs", {}],
    ] as const
  ) {
    assert.deepEqual(calls(text), [{ name: "expenses_dashboard", input }], text);
  }
});

Deno.test("the amount said before the noun, and how it was paid, are not the description", () => {
  assert.deepEqual(
    calls("track a 9.99 expense for the app subscription"),
    record({ amount: 9.99, currency: "EUR", description: "app subscription" }),
  );
  assert.deepEqual(
    calls("charged 75 to the company card for a conference pass"),
    record({ amount: 75, currency: "EUR", description: "conference pass" }),
  );
  assert.deepEqual(
    calls("paid 20 EUR with my debit card for a taxi"),
    record({ amount: 20, currency: "EUR", description: "taxi" }),
  );
  // "add to expenses", without "it", is the same request.
  assert.deepEqual(
    calls("lunch with a supplier 34 EUR yesterday, add to expenses"),
    record({
      amount: 34,
      currency: "EUR",
      description: "lunch with a supplier",
      date: "2026-03-10",
    }),
  );
});

Deno.test("an expense's wording or day changed in words, not taken for an amount", () => {
  assert.deepEqual(calls("the train ticket expense should say 'train to Lyon'"), [
    { name: "expenses_update", input: { expense: "train ticket", description: "train to Lyon" } },
  ]);
  assert.deepEqual(calls("move the hotel expense to 2 March"), [
    { name: "expenses_update", input: { expense: "hotel", date: "2026-03-02" } },
  ]);
  assert.deepEqual(calls("change the hotel expense to 80"), [
    { name: "expenses_update", input: { expense: "hotel", amount: 80 } },
  ]);
});

Deno.test("the verbs of the group's description drive the parser", () => {
  // "laid out" is one of the description's expenses_spent verbs; "tally" one of the dashboard's names.
  assert.deepEqual(
    calls("I laid out 45 EUR for a courier"),
    record({ amount: 45, currency: "EUR", description: "courier" }),
  );
  assert.deepEqual(calls("show me a tally of my expenses"), [
    { name: "expenses_dashboard", input: {} },
  ]);
});

Deno.test("a number of a date said is its day or year, never an amount", () => {
  // Nothing else is an amount: nothing is recorded.
  assert.deepEqual(calls("save that we moved in on 14 August 2021"), []);
  assert.deepEqual(calls("log that I signed the lease on 2 February"), []);
  // The amount beside the date is the amount.
  assert.deepEqual(
    calls("spent 18 on 2 March on a parking ticket"),
    record({
      amount: 18,
      currency: "EUR",
      description: "parking ticket",
      date: "2026-03-02",
    }),
  );
});

Deno.test("a currency said apart from its amount is the amount's, never the description's", () => {
  assert.deepEqual(
    calls("I spent 14 on a cab in dollars"),
    record({
      amount: 14,
      currency: "USD",
      description: "cab",
    }),
  );
  // Two currencies for one amount: which is meant is not known.
  assert.deepEqual(calls("I spent 14 euros on a cab in dollars"), []);
});

Deno.test("a share of what was paid said beside it is never set aside nor a description", () => {
  // The share changes what the expense is: nothing is recorded rather than the whole or a clause.
  assert.deepEqual(calls("spent 45 at Tesco, half of it was for the office"), []);
  assert.deepEqual(calls("spent 30 on lunch at Pret, some of it was for Tom"), []);
  assert.deepEqual(calls("spent 60 at Ikea, a third of that was for the office"), []);
  // What was paid for said beside it, with no share: still recorded.
  assert.deepEqual(
    calls("paid 12 for a taxi, it was raining"),
    record({
      amount: 12,
      currency: "EUR",
      description: "taxi",
    }),
  );
  assert.deepEqual(
    calls("spent 50 on a gift, it is for mum"),
    record({
      amount: 50,
      currency: "EUR",
      description: "gift",
    }),
  );
});

Deno.test("a day said once after several expenses is each one's", () => {
  const both = (a: string, b: string, date: string) => [
    { name: "expenses_record", input: { amount: 12, currency: "EUR", description: a, date } },
    { name: "expenses_record", input: { amount: 8, currency: "EUR", description: b, date } },
  ];
  assert.deepEqual(
    calls("spent 12 on lunch and 8 on parking yesterday"),
    both("lunch", "parking", "2026-03-10"),
  );
  assert.deepEqual(
    calls("paid 12 for the taxi and 8 for coffee on monday"),
    both("taxi", "coffee", "2026-03-09"),
  );
  // A day said after the first one only is its own; each said is kept.
  assert.deepEqual(calls("spent 12 on lunch yesterday and 8 on parking"), [
    {
      name: "expenses_record",
      input: { amount: 12, currency: "EUR", description: "lunch", date: "2026-03-10" },
    },
    { name: "expenses_record", input: { amount: 8, currency: "EUR", description: "parking" } },
  ]);
  assert.deepEqual(calls("spent 12 on lunch today and 8 on parking yesterday"), [
    {
      name: "expenses_record",
      input: { amount: 12, currency: "EUR", description: "lunch", date: "2026-03-11" },
    },
    {
      name: "expenses_record",
      input: { amount: 8, currency: "EUR", description: "parking", date: "2026-03-10" },
    },
  ]);
});

Deno.test("an expense written short, its amount with a decimal comma", () => {
  const uber = record({ amount: 9.9, currency: "EUR", description: "uber to client" });
  assert.deepEqual(calls("biz exp 9,90€ uber to client"), uber);
  assert.deepEqual(
    calls("exp 12 EUR taxi"),
    record({
      amount: 12,
      currency: "EUR",
      description: "taxi",
    }),
  );
  // "exp" said of no amount, or after a thing, is no expense.
  assert.deepEqual(calls("milk exp 12 march"), []);
  // A decimal comma is never where a message breaks: "7,50" is never 50.
  assert.deepEqual(calls("i payd 7,50 for parking at the station"), []);
});

Deno.test("a name after 'with' is whom the thing was had with, never who was paid", () => {
  assert.deepEqual(
    calls("spent 30 on lunch with Sophie"),
    record({
      amount: 30,
      currency: "EUR",
      description: "lunch with Sophie",
    }),
  );
  assert.deepEqual(
    calls("paid 15 euros for coffee with Lisa"),
    record({
      amount: 15,
      currency: "EUR",
      description: "coffee with Lisa",
    }),
  );
  // After "at" or "from" the name is who was paid.
  assert.deepEqual(
    calls("spent 12 on lunch at Pret"),
    record({
      amount: 12,
      currency: "EUR",
      description: "lunch",
      supplier: "Pret",
    }),
  );
});
