import assert from "node:assert/strict";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { namesEmptySlot } from "./_clause_aside_data.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/London" };

Deno.test("a statement naming a slot no call filled is never dropped as an aside", () => {
  for (
    const text of [
      "log £18 for a taxi to the airport; Addison Lee were the supplier",
      "I paid 30 euros for printer paper, the vendor was Bureau Vallée",
      "add a task to renew the lease - the deadline is Jo's call",
      "watch https://shop.example/tent; my budget is Zara's to set",
    ]
  ) {
    const read = readToolIntent(text, CTX);
    assert.deepEqual(read.calls, [], text);
    assert.ok((read.unread ?? []).length > 0, text);
  }
  // Said as the expenses' template of who was paid said last, the supplier is read with the rest.
  assert.deepEqual(
    parseToolIntent(
      "Please record a business expense of £42.60 for the train to Oxford to examine a thesis; Great Western Railway was the supplier.",
      CTX,
    ),
    [{
      name: "expenses_record",
      input: {
        amount: 42.6,
        currency: "GBP",
        description: "train to Oxford to examine a thesis",
        supplier: "Great Western Railway",
      },
    }],
  );
});

Deno.test("a statement beside a request that holds no datum is still its aside", () => {
  assert.deepEqual(parseToolIntent("add eggs to the list, we have guests on Saturday", CTX), [
    { name: "shopping_add", input: { items: ["eggs"] } },
  ]);
  assert.deepEqual(
    parseToolIntent("log £18 for a taxi to the airport, the driver was lovely", CTX),
    [
      {
        name: "expenses_record",
        input: { amount: 18, currency: "GBP", description: "taxi to the airport" },
      },
    ],
  );
  // A slot named with its value, read with it.
  assert.deepEqual(
    parseToolIntent("add a task to renew the lease - the deadline is Easter Monday", CTX),
    [{ name: "tasks_create", input: { content: "renew the lease", due: "2026-04-06" } }],
  );
  // A slot named with no value said: "the deadline is tight".
  assert.deepEqual(parseToolIntent("add a task to call the bank, the deadline is tight", CTX), [
    { name: "tasks_create", input: { content: "call the bank" } },
  ]);
  // A slot's name held by the call ("with a supplier") or filled ("below …") is what was read.
  assert.equal(
    parseToolIntent("log 12 euros for lunch with a supplier, he was great", CTX)[0]?.name,
    "expenses_record",
  );
  assert.equal(
    parseToolIntent(
      "watch https://shop.example/lamp, I'll buy it when the price is below 40",
      CTX,
    )[0]?.input.target_price,
    40,
  );
});

Deno.test("a slot named is empty only when no call of its tool filled it", () => {
  const expense = { name: "expenses_record", input: { amount: 5, description: "coffee" } };
  assert.ok(namesEmptySlot("Pret was the supplier", [expense]));
  assert.ok(!namesEmptySlot("Pret was lovely", [expense]));
  assert.ok(
    !namesEmptySlot("Pret was the supplier", [{ ...expense, input: { supplier: "Pret" } }]),
  );
  const task = { name: "tasks_create", input: { content: "fix the gate" } };
  assert.ok(namesEmptySlot("the deadline is up to Sam", [task]));
  assert.ok(!namesEmptySlot("the deadline is up to them", [task]));
  assert.ok(!namesEmptySlot("no deadline", [task]));
});
