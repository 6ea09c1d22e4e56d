import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Saturday 31 October 2026, 11:00, in a zone: the currency of a bare amount follows it. */
function at(timezone: string): IntentContext {
  return { now: new Date("2026-10-31T11:00:00Z"), timezone };
}
const LONDON = at("Europe/London");

function record(input: Record<string, unknown>): ToolCall[] {
  return [{ name: "expenses_record", input }];
}

Deno.test("an expense's fields said apart with their labels: supplier X, dated D", () => {
  assert.deepEqual(
    parseToolIntent("log £80 for the logo refresh, supplier Inkwell Studio, dated 3rd May", LONDON),
    record({
      amount: 80,
      currency: "GBP",
      description: "logo refresh",
      date: "2026-05-03",
      supplier: "Inkwell Studio",
    }),
  );
  assert.deepEqual(
    parseToolIntent("record the following expense: €40 for paper, vendor: Staples", LONDON),
    record({ amount: 40, currency: "EUR", description: "paper", supplier: "Staples" }),
  );
  assert.deepEqual(
    parseToolIntent("log 12,50 EUR for stamps, date 14th of October", LONDON),
    record({ amount: 12.5, currency: "EUR", description: "stamps", date: "2026-10-14" }),
  );
  // A supplier said small is no name: nothing is written rather than a wrong one.
  assert.deepEqual(parseToolIntent("log €40 for paper, supplier the corner shop", LONDON), []);
});

Deno.test("the business's spending totted up is the dashboard", () => {
  const dashboard = (month?: string): ToolCall[] => [
    { name: "expenses_dashboard", input: month ? { month } : {} },
  ];
  assert.deepEqual(
    parseToolIntent("tot up what the company has spent in September", LONDON),
    dashboard("2026-09"),
  );
  assert.deepEqual(
    parseToolIntent("add up what we've spent this month", LONDON),
    dashboard("2026-10"),
  );
  assert.deepEqual(
    parseToolIntent("what has the business laid out so far", LONDON),
    dashboard(),
  );
  // Adding up something else asks nothing of the expenses.
  assert.ok(
    parseToolIntent("add up the shopping list", LONDON).every((c) =>
      !c.name.startsWith("expenses")
    ),
  );
});

Deno.test("an amount put right in any money's sign, the one corrected away after it", () => {
  const update = (expense: string, amount: number, currency: string): ToolCall[] => [
    { name: "expenses_update", input: { expense, amount, currency } },
  ];
  assert.deepEqual(
    parseToolIntent("the taxi was actually €38 not €30, fix it", LONDON),
    update("taxi", 38, "EUR"),
  );
  assert.deepEqual(
    parseToolIntent("the parking was actually RM 12 not RM 15", at("Asia/Kuala_Lumpur")),
    update("parking", 12, "MYR"),
  );
  assert.deepEqual(
    parseToolIntent("the hotel was really R1 450 not R1 540, fix it", at("Africa/Johannesburg")),
    update("hotel", 1450, "ZAR"),
  );
  // An amount is never a supplier's name: "was actually R210" changes the amount only.
  assert.deepEqual(
    parseToolIntent("the client lunch was actually R210", at("Africa/Johannesburg")),
    update("client lunch", 210, "ZAR"),
  );
  // Two amounts for two things, one "not": neither is read.
  assert.deepEqual(parseToolIntent("spent €20 on lunch not €30 on dinner", LONDON), []);
});
