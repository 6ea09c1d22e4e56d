/**
 * Expenses said as people note them: the amount first and then the ride or thing paid for ("₺380
 * taxi to airport"), an amount after a ride of the user's place ("tuk fare … 850 rupees"), a sign
 * written with its dot ("Rs. 4,500"), and a thing bought "from them" after a supplier just saved.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 18 December 2026, 23:50 in Colombo (UTC+5:30), where "Rs" and rupees are LKR. */
const COLOMBO: IntentContext = {
  now: new Date("2026-12-18T18:20:00Z"),
  timezone: "Asia/Colombo",
};
/** Monday 8 February 2027, 14:20 in Istanbul (UTC+3). */
const ISTANBUL: IntentContext = {
  now: new Date("2027-02-08T11:20:00Z"),
  timezone: "Europe/Istanbul",
};
const spent = (
  amount: number,
  currency: string,
  description: string,
  more: Record<string, unknown> = {},
): ToolCall => ({
  name: "expenses_record",
  input: { amount, currency, description, ...more },
});

Deno.test("an amount said first, then the ride or thing paid for, is an expense", () => {
  assert.deepEqual(parseToolIntent("₺380 taxi to airport", ISTANBUL), [
    spent(380, "TRY", "taxi to airport"),
  ]);
  assert.deepEqual(parseToolIntent("€30 parking yesterday", ISTANBUL), [
    spent(30, "EUR", "parking", { date: "2027-02-07" }),
  ]);
  assert.deepEqual(parseToolIntent("30 euros taxi to the airport", ISTANBUL), [
    spent(30, "EUR", "taxi to the airport"),
  ]);
  // Look-alikes: a number with no money, a count, a statement, a list.
  for (
    const text of [
      "30 taxi to the airport",
      "2 taxis to the airport",
      "the flight was €30",
      "€30 on the list for lunch",
    ]
  ) assert.deepEqual(parseToolIntent(text, ISTANBUL), [], text);
});

Deno.test("the rides of each place, and rupees by the sign written with its dot", () => {
  assert.deepEqual(parseToolIntent("tuk fare to the client office 850 rupees", COLOMBO), [
    spent(850, "LKR", "tuk fare to the client office"),
  ]);
  assert.deepEqual(parseToolIntent("record Rs. 4,500 for printer ink", COLOMBO), [
    spent(4500, "LKR", "printer ink"),
  ]);
  assert.deepEqual(parseToolIntent("Rs. 300 taxi to the office", COLOMBO), [
    spent(300, "LKR", "taxi to the office"),
  ]);
  // A statement of a price is no expense, however the sign is written.
  assert.deepEqual(parseToolIntent("the taxi is Rs. 300 right", COLOMBO), []);
});

Deno.test("a thing bought 'from them' after a supplier saved beside it is the supplier's", () => {
  assert.deepEqual(
    parseToolIntent(
      "save Abans as a supplier and record Rs 89,000 for the office AC from them",
      COLOMBO,
    ),
    [
      { name: "expenses_suppliers_save", input: { name: "Abans" } },
      spent(89000, "LKR", "office AC", { supplier: "Abans" }),
    ],
  );
  // Look-alikes: "them" with no supplier saved, and "for them" (whom it was for).
  assert.deepEqual(parseToolIntent("record €89 for the toner from them", COLOMBO), []);
  assert.deepEqual(
    parseToolIntent(
      "save Plaisio as a supplier and record €89 for the toner I bought for them",
      COLOMBO,
    ),
    [],
  );
});

Deno.test("'note de frais:' is the French expense claim, never a note", () => {
  // Was a note "de frais: 23,40€ déjeuner client" (a wrong write).
  assert.deepEqual(parseToolIntent("note de frais: 23,40€ déjeuner client, record it", ISTANBUL), [
    spent(23.4, "EUR", "déjeuner client"),
  ]);
  // Look-alike: a note is still a note.
  assert.deepEqual(parseToolIntent("note: 23,40€ déjeuner client", ISTANBUL), [
    { name: "notes_create", input: { text: "23,40€ déjeuner client" } },
  ]);
});

Deno.test("what an expense was for said after it, or that it is the business's, is left out", () => {
  assert.deepEqual(parseToolIntent("₺380 taxi to airport, business trip", ISTANBUL), [
    spent(380, "TRY", "taxi to airport"),
  ]);
  assert.deepEqual(
    parseToolIntent(
      "not personal, it's for the business: 18 euro parking at the airport",
      ISTANBUL,
    ),
    [spent(18, "EUR", "parking at the airport")],
  );
  // Look-alike: what follows is no expense.
  assert.deepEqual(
    parseToolIntent("not personal, it's for the business: remind me at 5", ISTANBUL),
    [],
  );
});

Deno.test("a fact of paying is never an expense's words, nor is another month dropped", () => {
  // Was "last month i paid for parking", recorded today.
  assert.deepEqual(parseToolIntent("last month i paid 30 for parking, log it", ISTANBUL), []);
  assert.deepEqual(parseToolIntent("i paid 30 for parking, log it", ISTANBUL), [
    spent(30, "TRY", "parking"),
  ]);
});

Deno.test("'chuck in', 'bung in' an expense records it; said of no expense, nothing", () => {
  const brisbane: IntentContext = {
    now: new Date("2027-11-07T06:00:00Z"),
    timezone: "Australia/Brisbane",
  };
  assert.deepEqual(
    parseToolIntent("chuck in an expense, $27.50 at the servo for fuel, yesterday", brisbane),
    [{
      name: "expenses_record",
      input: { amount: 27.5, currency: "AUD", description: "servo for fuel", date: "2027-11-06" },
    }],
  );
  assert.deepEqual(parseToolIntent("bung in an expense: 12 for parking", brisbane), [{
    name: "expenses_record",
    input: { amount: 12, currency: "AUD", description: "parking" },
  }]);
  assert.deepEqual(parseToolIntent("chuck in the milk", brisbane), []);
});
