import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 27 November 2026, 10:00 in London. */
const LONDON: IntentContext = {
  now: new Date("2026-11-27T10:00:00Z"),
  timezone: "Europe/London",
};

function calls(text: string, ctx: IntentContext = LONDON): ToolCall[] {
  return parseToolIntent(text, ctx);
}

function record(input: Record<string, unknown>): ToolCall {
  return { name: "expenses_record", input };
}

Deno.test("'to <place> for <thing>' after an amount: the thing, where it went, no supplier", () => {
  assert.deepEqual(calls("log £64 to Leeds for the train"), [
    record({ amount: 64, currency: "GBP", description: "train to Leeds" }),
  ]);
  assert.deepEqual(calls("I paid £40 to New York for the flight yesterday"), [
    record({ amount: 40, currency: "GBP", description: "flight to New York", date: "2026-11-26" }),
  ]);
  assert.deepEqual(calls("record £23 to glasgow for the coach"), [
    record({ amount: 23, currency: "GBP", description: "coach to glasgow" }),
  ]);
  // A name that is no place is who was paid; "to" someone said in lower case is neither: nothing.
  assert.deepEqual(calls("log £18 to Kwik Couriers for the delivery"), [
    record({ amount: 18, currency: "GBP", description: "delivery", supplier: "Kwik Couriers" }),
  ]);
  assert.deepEqual(calls("log £20 to bob for the window clean"), []);
  // Said the other way round, as before.
  assert.deepEqual(calls("log £64 for the train to Leeds"), [
    record({ amount: 64, currency: "GBP", description: "train to Leeds" }),
  ]);
});

Deno.test("a question whether there was spending is the dashboard, of the month of the days said", () => {
  const dashboard = (month?: string): ToolCall[] => [{
    name: "expenses_dashboard",
    input: month ? { month } : {},
  }];
  assert.deepEqual(calls("did I spend anything on taxis last week?"), dashboard("2026-11"));
  assert.deepEqual(calls("have we spent much on software this month"), dashboard("2026-11"));
  assert.deepEqual(calls("did I spend any money on parking yesterday?"), dashboard("2026-11"));
  assert.deepEqual(calls("did I spend anything on lunches on the 3rd?"), dashboard("2026-11"));
  assert.deepEqual(calls("did I spend anything on taxis?"), dashboard());
  // "last week" read on Wednesday 2 December is 23-29 November; "this week" runs over two months.
  const december = { now: new Date("2026-12-02T10:00:00Z"), timezone: "Europe/London" };
  assert.deepEqual(
    calls("did I spend anything on taxis last week?", december),
    dashboard("2026-11"),
  );
  assert.deepEqual(calls("did I spend anything on taxis this week?", december), dashboard());
  // With an amount it is no question of the totals.
  assert.deepEqual(calls("did I spend over £100 on taxis last week?"), []);
});

Deno.test("an amount said in words without a currency, read only when it reads one way", () => {
  assert.deepEqual(calls("expense twenty three fifty for stationery at ryman yesterday"), [
    record({
      amount: 23.5,
      currency: "GBP",
      description: "stationery",
      date: "2026-11-26",
      // Who was paid, said in lowercase, is the supplier (`_expenses_shop_named.ts`).
      supplier: "Ryman",
    }),
  ]);
  assert.deepEqual(calls("I paid three forty for a coffee"), [
    record({ amount: 3.4, currency: "GBP", description: "coffee" }),
  ]);
  assert.deepEqual(calls("I spent twenty five on a taxi"), [
    record({ amount: 25, currency: "GBP", description: "taxi" }),
  ]);
  // Cents under ten, no "for"/"on" after, or a length of time: nothing.
  assert.deepEqual(calls("expense twenty three five for stamps"), []);
  assert.deepEqual(calls("expense twenty three fifty"), []);
  assert.deepEqual(calls("I spent two hours on the report"), []);
});

Deno.test("an expense's supplier put right, the thing named an expense ('the X expense was A, not B')", () => {
  const update = (expense: string, supplier: string): ToolCall[] => [{
    name: "expenses_update",
    input: { expense, supplier },
  }];
  assert.deepEqual(
    calls("the stock photos expense was Adobe Stock, not Shutterstock"),
    update("stock photos", "Adobe Stock"),
  );
  assert.deepEqual(
    calls("that font licence expense was actually Monotype, not Adobe"),
    update("font licence", "Monotype"),
  );
  // A month put right is no supplier.
  assert.deepEqual(calls("the hotel expense was March, not April"), []);
});

Deno.test("'what's the damage' on spending asks the dashboard; said of anything else, nothing", () => {
  assert.deepEqual(calls("whats the damage so far this month on business spending"), [
    { name: "expenses_dashboard", input: { month: "2026-11" } },
  ]);
  assert.deepEqual(calls("what's the damage on expenses this month"), [
    { name: "expenses_dashboard", input: { month: "2026-11" } },
  ]);
  assert.deepEqual(calls("what's the damage to the car"), []);
  assert.deepEqual(calls("what's the damage so far"), []);
});

Deno.test("'to <place> for <thing>': a journey goes to the place, anything else is had in it", () => {
  assert.deepEqual(calls("record £120 to Manchester for the hotel"), [
    record({ amount: 120, currency: "GBP", description: "hotel in Manchester" }),
  ]);
  assert.deepEqual(calls("put down £200 to Edinburgh for the hotel room"), [
    record({ amount: 200, currency: "GBP", description: "hotel room in Edinburgh" }),
  ]);
  assert.deepEqual(calls("log £80 to Glasgow for the conference"), [
    record({ amount: 80, currency: "GBP", description: "conference in Glasgow" }),
  ]);
  // What takes one there still goes "to" it.
  assert.deepEqual(calls("record 30 euros to Paris for the taxi tickets"), [
    record({ amount: 30, currency: "EUR", description: "taxi tickets to Paris" }),
  ]);
  assert.deepEqual(calls("log £45 to Leeds for the petrol"), [
    record({ amount: 45, currency: "GBP", description: "petrol to Leeds" }),
  ]);
});

Deno.test("a question about time spent, not money, runs nothing", () => {
  for (
    const text of [
      "did I spend the night at Tom's last week?",
      "did we spend the weekend in Leeds?",
      "what did I spend the afternoon doing?",
      "how much time did I spend on the report?",
      "where did I spend christmas last year?",
    ]
  ) assert.deepEqual(calls(text), [], text);
  // Money spent in those days is still the dashboard, of their month.
  assert.deepEqual(calls("what did we spend this weekend?"), [
    { name: "expenses_dashboard", input: { month: "2026-11" } },
  ]);
  assert.deepEqual(calls("how much did I spend on the night out?"), [
    { name: "expenses_dashboard", input: {} },
  ]);
  assert.deepEqual(calls("did I spend much last week?"), [
    { name: "expenses_dashboard", input: { month: "2026-11" } },
  ]);
});
