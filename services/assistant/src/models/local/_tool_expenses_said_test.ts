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

function update(input: Record<string, unknown>): ToolCall[] {
  return [{ name: "expenses_update", input }];
}

Deno.test("the parts said around an expense's amount: what it was for, a count of it", () => {
  assert.deepEqual(
    calls("log 3 bus passes, €21 in total, for the Leeds workshop"),
    record({ amount: 21, currency: "EUR", description: "3 bus passes for the Leeds workshop" }),
  );
  assert.deepEqual(
    calls("claim the guesthouse in Bath, 3 nights, 240 euros total"),
    record({ amount: 240, currency: "EUR", description: "guesthouse in Bath (3 nights)" }),
  );
  assert.deepEqual(
    calls("record the van hire, €90, 2 days"),
    record({ amount: 90, currency: "EUR", description: "van hire (2 days)" }),
  );
});

Deno.test("a name in brackets after an expense is who was paid", () => {
  assert.deepEqual(
    calls("expense: web hosting $8 (bluehost)"),
    record({ amount: 8, currency: "USD", description: "web hosting", supplier: "bluehost" }),
  );
  assert.deepEqual(
    calls("expense: sandwiches £9 (Leon Cafe)"),
    record({ amount: 9, currency: "GBP", description: "sandwiches", supplier: "Leon Cafe" }),
  );
  // A count, or how it was paid, in brackets is no one paid.
  assert.deepEqual(calls("expense: taxi €20 (2 people)"), []);
  assert.deepEqual(
    calls("expense: taxi €20 (paid by card)"),
    record({ amount: 20, currency: "EUR", description: "taxi" }),
  );
  assert.deepEqual(
    calls("expense: parking €6 (cash)"),
    record({ amount: 6, currency: "EUR", description: "parking" }),
  );
});

Deno.test("the amount said first, with its currency or thousands, then what it went on", () => {
  assert.deepEqual(
    calls("2k on a new laptop from Dell"),
    record({ amount: 2000, currency: "EUR", description: "new laptop", supplier: "Dell" }),
  );
  assert.deepEqual(
    calls("£18 on a printer cartridge"),
    record({ amount: 18, currency: "GBP", description: "printer cartridge" }),
  );
  assert.deepEqual(
    calls("€35 on lunch with the new client"),
    record({ amount: 35, currency: "EUR", description: "lunch with the new client" }),
  );
  // Another group's thing is no expense; a bare number is no amount.
  assert.deepEqual(calls("€30 on the shopping list"), []);
  assert.deepEqual(calls("5 on the list"), []);
});

Deno.test("an expense's day or currency corrected as a fact", () => {
  assert.deepEqual(
    calls("the taxi was actually on the 9th"),
    update({ expense: "taxi", date: "2026-03-09" }),
  );
  assert.deepEqual(
    calls("the hotel was really on 2 March"),
    update({ expense: "hotel", date: "2026-03-02" }),
  );
  assert.deepEqual(
    calls("that Notion one should be in dollars, not euros"),
    update({ expense: "Notion", currency: "USD" }),
  );
  assert.deepEqual(
    calls("the printing receipt should have been in pounds"),
    update({ expense: "printing", currency: "GBP" }),
  );
  // A day of something no expense is said by is not an expense's.
  assert.deepEqual(calls("the school play was actually on the 9th"), []);
});

Deno.test("two expenses said with their currency once for both", () => {
  const two = (a: number, d: string, b: number, e: string, currency: string): ToolCall[] => [
    ...record({ amount: a, currency, description: d }),
    ...record({ amount: b, currency, description: e }),
  ];
  assert.deepEqual(
    calls("the taxi for 20 and the hotel for 150, both in dollars"),
    two(20, "taxi", 150, "hotel", "USD"),
  );
  assert.deepEqual(
    calls("log the parking for 8 and the train for 42, both in pounds"),
    two(8, "parking", 42, "train", "GBP"),
  );
  assert.deepEqual(
    calls("put through the printing for 12 and the postage for 6, both in euros"),
    two(12, "printing", 6, "postage", "EUR"),
  );
  // Not a currency: no expense.
  assert.deepEqual(calls("the cake for 20 and the candles for 5, both in the kitchen"), []);
});

Deno.test("a currency said by its name after the amount: rupees, yen, francs", () => {
  assert.deepEqual(
    calls("add an expense: 2,400 rupees hotel transfer"),
    record({ amount: 2400, currency: "INR", description: "hotel transfer" }),
  );
  assert.deepEqual(
    calls("add an expense: 900 yen for a coffee"),
    record({ amount: 900, currency: "JPY", description: "coffee" }),
  );
  assert.deepEqual(
    calls("log 45 francs for parking"),
    record({ amount: 45, currency: "CHF", description: "parking" }),
  );
  // A currency's name said alone is no amount.
  assert.deepEqual(calls("add an expense: rupees"), []);
});

Deno.test("a month said with 's before the dashboard, or 'the total for expenses in …'", () => {
  const dashboard = (month: string) => [{ name: "expenses_dashboard", input: { month } }];
  assert.deepEqual(calls("show me january's expenses dashboard"), dashboard("2026-01"));
  assert.deepEqual(calls("show october's expense summary"), dashboard("2025-10"));
  assert.deepEqual(calls("what's the total for expenses so far in march"), dashboard("2026-03"));
  assert.deepEqual(calls("what was the total for my spending in february"), dashboard("2026-02"));
  assert.deepEqual(calls("show me february's photos"), []);
});

Deno.test("an expense put right: its day 'not' the one before, an amount corrected away first", () => {
  assert.deepEqual(
    calls("the leeds hotel was on the 9th not the 8th"),
    update({ expense: "leeds hotel", date: "2026-03-09" }),
  );
  assert.deepEqual(
    calls("the taxi was on the 4th not the 5th"),
    update({ expense: "taxi", date: "2026-03-04" }),
  );
  // Not a thing paid for: no expense is changed.
  assert.deepEqual(calls("the meeting was on the 9th not the 8th"), []);
  assert.deepEqual(
    calls("not 30 quid - the station parking receipt was 12, fix it"),
    update({ expense: "station parking", amount: 12 }),
  );
  assert.deepEqual(
    calls("not 40 euros - the hotel receipt should have been 45"),
    update({ expense: "hotel", amount: 45 }),
  );
  assert.deepEqual(calls("not 30 - the score was 13"), []);
  assert.deepEqual(
    calls("change the taxi expense description to airport cab"),
    update({ expense: "taxi", description: "airport cab" }),
  );
});

Deno.test("an amount put down for a thing is an expense, a business trip it was for no part of it", () => {
  assert.deepEqual(
    calls("put down 18 quid for the Gatwick Express last Tuesday, business trip"),
    record({ amount: 18, currency: "GBP", description: "Gatwick Express", date: "2026-03-10" }),
  );
  assert.deepEqual(
    calls("put down €40 for the taxi to the client, work trip"),
    record({ amount: 40, currency: "EUR", description: "taxi to the client" }),
  );
  assert.deepEqual(
    calls("log 12 euros for the metro tickets for the business trip"),
    record({ amount: 12, currency: "EUR", description: "metro tickets" }),
  );
  assert.deepEqual(
    calls("put down 60 euros for the trip to Nantes"),
    record({ amount: 60, currency: "EUR", description: "trip to Nantes" }),
  );
  // A trip with a price is no expense of it.
  assert.deepEqual(calls("add a trip to Rome for €300"), []);
});

Deno.test("an amount in rand, its sign a capital R, its thousands spaced", () => {
  const joburg: IntentContext = { now: PARIS.now, timezone: "Africa/Johannesburg" };
  const said = (text: string) => parseToolIntent(text, joburg);
  assert.deepEqual(
    said("log R2 400 for the client dinner at Marble as a business expense"),
    record({ amount: 2400, currency: "ZAR", description: "client dinner", supplier: "Marble" }),
  );
  assert.deepEqual(
    said("record R380 for parking at the airport"),
    record({ amount: 380, currency: "ZAR", description: "parking at the airport" }),
  );
  assert.deepEqual(
    said("I spent 120 rand on coffee with a client"),
    record({ amount: 120, currency: "ZAR", description: "coffee with a client" }),
  );
  // A spaced R is read with all its digits, never its last digits alone.
  assert.deepEqual(
    said("record an expense of R 2 300 for the hotel"),
    record({ amount: 2300, currency: "ZAR", description: "hotel" }),
  );
});

Deno.test("an amount or a supplier put right is an expense's only when a thing paid for is named", () => {
  assert.deepEqual(
    calls("the team dinner was 85, not 80"),
    update({ expense: "team dinner", amount: 85 }),
  );
  assert.deepEqual(
    calls("the airport parking cost 24, not 42"),
    update({ expense: "airport parking", amount: 24 }),
  );
  assert.deepEqual(
    calls("the cab was actually Addison Lee, not Uber"),
    update({ expense: "cab", supplier: "Addison Lee" }),
  );
  // Not a thing paid for: nothing is changed.
  assert.deepEqual(calls("the temperature was 30 not 40"), []);
  assert.deepEqual(calls("the score was actually 3, not 2"), []);
  assert.deepEqual(calls("the final score was actually 3"), []);
  assert.deepEqual(calls("the winner was Chelsea, not Arsenal"), []);
  assert.deepEqual(calls("that film was Titanic, not Avatar"), []);
});

Deno.test("an expense put through the books is recorded", () => {
  assert.deepEqual(
    calls("put through an expense of €40 for the printer ink"),
    record({ amount: 40, currency: "EUR", description: "printer ink" }),
  );
  assert.deepEqual(
    calls("put through 12 euros for the parking at the station"),
    record({ amount: 12, currency: "EUR", description: "parking at the station" }),
  );
  // Nothing paid: nothing recorded.
  assert.deepEqual(calls("put through the new sofa"), []);
});

Deno.test("a thing said to be bought, and where, after an expense: who was paid", () => {
  assert.deepEqual(
    calls("log 45 euros for a printer cartridge, bought on Monday at Staples"),
    record({
      amount: 45,
      currency: "EUR",
      description: "printer cartridge",
      date: "2026-03-09",
      supplier: "Staples",
    }),
  );
  assert.deepEqual(
    calls("record €80 for a desk lamp, purchased at IKEA"),
    record({ amount: 80, currency: "EUR", description: "desk lamp", supplier: "IKEA" }),
  );
  assert.deepEqual(
    calls("put through €19 for the hdmi cable, bought yesterday from Currys"),
    record({
      amount: 19,
      currency: "EUR",
      description: "hdmi cable",
      date: "2026-03-10",
      supplier: "Currys",
    }),
  );
  // What was bought said after it is no place: nothing recorded.
  assert.deepEqual(calls("record €80 for a desk lamp, bought with the voucher"), []);
});

Deno.test("a business trip said before the request is what the expense was for", () => {
  assert.deepEqual(
    calls("for the business trip record $212.40 for the hotel"),
    record({ amount: 212.4, currency: "USD", description: "hotel" }),
  );
  assert.deepEqual(
    calls("for the work trip, log 30 euros for a taxi"),
    record({ amount: 30, currency: "EUR", description: "taxi" }),
  );
  assert.deepEqual(
    calls("on my work trip I spent 40 euros on dinner"),
    record({ amount: 40, currency: "EUR", description: "dinner" }),
  );
  // A trip that is not said to be for work is no purpose: nothing recorded.
  assert.deepEqual(calls("for the trip record 30 euros for a taxi"), []);
});

Deno.test("who was paid put right, said as where", () => {
  assert.deepEqual(
    calls("that lunch expense was at Tim Hortons not Starbucks"),
    update({ expense: "lunch", supplier: "Tim Hortons" }),
  );
  assert.deepEqual(
    calls("the taxi receipt was actually at Bolt, not Uber"),
    update({ expense: "taxi", supplier: "Bolt" }),
  );
  assert.deepEqual(
    calls("the coffee expense was at Costa, not Pret"),
    update({ expense: "coffee", supplier: "Costa" }),
  );
  // No expense named: nothing changed.
  assert.deepEqual(calls("the match was at Wembley, not Anfield"), []);
});

Deno.test("an expense named by its price first is found by the price's digits", () => {
  assert.deepEqual(
    calls("change the $64 lunch expense to $70"),
    update({ expense: "64 lunch", amount: 70, currency: "USD" }),
  );
  assert.deepEqual(
    calls("change the 15 euro misc expense description to USB-C cables"),
    update({ expense: "15 misc", description: "USB-C cables" }),
  );
  assert.deepEqual(
    calls("that €38 taxi expense was at Bolt, not Uber"),
    update({ expense: "38 taxi", supplier: "Bolt" }),
  );
  // A price said after the thing names it no more: nothing changed.
  assert.deepEqual(calls("change the lunch for $64 expense to $70"), []);
});

Deno.test("a business trip said first, then two expenses: each is recorded, the trip in neither", () => {
  assert.deepEqual(
    calls("for the work trip log 30 euros for a taxi and 12 euros for lunch, both on monday"),
    [
      ...record({ amount: 30, currency: "EUR", description: "taxi", date: "2026-03-09" }),
      ...record({ amount: 12, currency: "EUR", description: "lunch", date: "2026-03-09" }),
    ],
  );
  assert.deepEqual(
    calls("on my business trip record €90 for the hotel and €14 for parking, both yesterday"),
    [
      ...record({ amount: 90, currency: "EUR", description: "hotel", date: "2026-03-10" }),
      ...record({ amount: 14, currency: "EUR", description: "parking", date: "2026-03-10" }),
    ],
  );
  assert.deepEqual(
    calls("for the work trip, record €90 for the hotel and €14 for parking, both yesterday"),
    [
      ...record({ amount: 90, currency: "EUR", description: "hotel", date: "2026-03-10" }),
      ...record({ amount: 14, currency: "EUR", description: "parking", date: "2026-03-10" }),
    ],
  );
  // A trip said first before another kind's request is no expense.
  assert.deepEqual(calls("for the business trip remind me to pack"), []);
});
