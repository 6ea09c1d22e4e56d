import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";
import { paidForAll } from "./_expenses_each.ts";

/** The one expense a message records: its amount and description, or null. */
function recorded(text: string): [unknown, unknown] | null {
  const made = calls(text).filter((c) => c.name === "expenses_record");
  return made.length === 1 ? [made[0]!.input.amount, made[0]!.input.description] : null;
}

Deno.test("a count and a price each is the amount paid for all of them", () => {
  const table: [string, number, string][] = [
    [
      "Expense: 2 printer cartridges at 18.99 each from Cartridge World",
      37.98,
      "2 printer cartridges",
    ],
    ["expense 2 tickets at £12 each", 24, "2 tickets"],
    ["log 2 coffees 3€ each", 6, "2 coffees"],
    ["expense: 2 printer cartridges, 18.99 each", 37.98, "2 printer cartridges"],
    ["expense 4 pastries at 2.50 each", 10, "4 pastries"],
  ];
  for (const [text, amount, description] of table) {
    assert.deepEqual(recorded(text), [amount, description], text);
  }
});

Deno.test("a price each whose count is not said, or a count times a price not read whole, records nothing", () => {
  for (
    const text of [
      "expense 12 each for taxis",
      "spent 3 x 4.50 on coffees",
      "spent 45 on lunch and 3 x 2 on coffees",
    ]
  ) {
    assert.equal(recorded(text), null, text);
    assert.ok(calls(text).every((c) => c.name !== "expenses_record" || c.input.amount !== 3), text);
  }
  // Look-alikes: an amount paid for several things is that amount.
  assert.deepEqual(recorded("paid 18.99 for 2 printer cartridges"), [
    18.99,
    "2 printer cartridges",
  ]);
  assert.deepEqual(recorded("spent 45 on lunch"), [45, "lunch"]);
});

Deno.test("paidForAll() writes the product where the count and price were, or says none was read", () => {
  assert.equal(
    paidForAll("2 printer cartridges at 18.99 each from Cartridge World"),
    "37.98 for 2 printer cartridges from Cartridge World",
  );
  assert.equal(paidForAll("3 x 4.50 on coffees"), "13.50 on coffees");
  assert.equal(paidForAll("12 each for taxis"), null);
  assert.equal(paidForAll("spent 45 on lunch"), "spent 45 on lunch");
  assert.equal(paidForAll("2026 tickets at 3 each"), null);
});
