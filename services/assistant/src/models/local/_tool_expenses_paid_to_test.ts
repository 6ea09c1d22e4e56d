import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Saturday 24 October 2026, 18:00 in London. */
const LONDON: IntentContext = {
  now: new Date("2026-10-24T17:00:00Z"),
  timezone: "Europe/London",
};

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, LONDON);
}

function record(input: Record<string, unknown>): ToolCall {
  return { name: "expenses_record", input };
}

Deno.test("'paid to X' or 'to X for …' after the amount names who was paid, never the thing", () => {
  assert.deepEqual(calls("record £75 paid to Dunmore Print for the flyers"), [
    record({ amount: 75, currency: "GBP", description: "flyers", supplier: "Dunmore Print" }),
  ]);
  assert.deepEqual(calls("log £50 for the window clean paid to Sparkle & Shine"), [
    record({
      amount: 50,
      currency: "GBP",
      description: "window clean",
      supplier: "Sparkle & Shine",
    }),
  ]);
  assert.deepEqual(calls("log £18 to Kwik Couriers for the delivery"), [
    record({ amount: 18, currency: "GBP", description: "delivery", supplier: "Kwik Couriers" }),
  ]);
  // Who was paid, said without a name's capital, is never kept as the thing bought.
  assert.deepEqual(calls("record £50 paid to sparkle for the window clean"), []);
});

Deno.test("a day said with its 's ('today's delivery') is the day, and no 's is left behind", () => {
  assert.deepEqual(calls("log £18 for yesterday's taxi"), [
    record({ amount: 18, currency: "GBP", description: "taxi", date: "2026-10-23" }),
  ]);
  assert.deepEqual(calls("expense £30 for Friday's parking"), [
    record({ amount: 30, currency: "GBP", description: "parking", date: "2026-10-23" }),
  ]);
  assert.deepEqual(calls("record 23.40 for last night's ride home"), [
    record({ amount: 23.4, currency: "GBP", description: "ride home", date: "2026-10-23" }),
  ]);
});

Deno.test("'to them', 'with them' after a supplier saved is that supplier; alone, nothing", () => {
  assert.deepEqual(
    calls("save Northside Vans as a supplier, and log £60 to them for today's van hire"),
    [
      { name: "expenses_suppliers_save", input: { name: "Northside Vans" } },
      record({
        amount: 60,
        currency: "GBP",
        description: "van hire",
        date: "2026-10-24",
        supplier: "Northside Vans",
      }),
    ],
  );
  assert.deepEqual(calls("add Acme as a supplier and record 40 with them for the printer ink"), [
    { name: "expenses_suppliers_save", input: { name: "Acme" } },
    record({ amount: 40, currency: "GBP", description: "printer ink", supplier: "Acme" }),
  ]);
  // No one named for "them": nothing is written.
  assert.deepEqual(calls("log £18 to them for the delivery"), []);
  assert.deepEqual(calls("record 380 quid paid to them for the team lunch"), []);
});

Deno.test("a supplier said for a recorded expense changes it, never saves the thing as one", () => {
  const update = (expense: string, supplier: string): ToolCall[] => [
    { name: "expenses_update", input: { expense, supplier } },
  ];
  assert.deepEqual(
    calls("the software sub was from Figma, put that as the supplier"),
    update("software sub", "Figma"),
  );
  assert.deepEqual(
    calls("the carpet clean was with Harper & Sons, put them down as the supplier"),
    update("carpet clean", "Harper & Sons"),
  );
  assert.deepEqual(
    calls("make Bolt the supplier on the airport taxi"),
    update("airport taxi", "Bolt"),
  );
  assert.deepEqual(
    calls("change the vendor of the printer ink to Cartridge World"),
    update("printer ink", "Cartridge World"),
  );
  // Said without a name's capital, or without asking: nothing.
  assert.deepEqual(calls("change the supplier of the software sub to figma"), []);
  assert.deepEqual(calls("the software sub was from Figma"), []);
});

Deno.test("an expense for what a supplier just saved did is theirs, their doing no description", () => {
  const both = calls(
    "save Bytes & Co as a supplier and record USD 240 for the laptop repair they did",
  );
  assert.deepEqual(both.map((c) => c.name), ["expenses_suppliers_save", "expenses_record"]);
  assert.equal(both[1]!.input.description, "laptop repair");
  assert.equal(both[1]!.input.supplier, "Bytes & Co");
  // With no supplier saved in the message, "they" names no one: the words stay.
  const alone = calls("record USD 240 for the laptop repair they did");
  assert.ok(alone.every((c) => c.input.supplier === undefined), JSON.stringify(alone));
});
