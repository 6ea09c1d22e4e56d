import assert from "node:assert/strict";
import { putRightLast, withoutConfirmed } from "./_corrections_chain.ts";
import { calls as readCalls } from "./_intent_test_util.ts";
import { amountSaid } from "./_corrections_amount.ts";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): string[] {
  return readToolIntent(text, CTX).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

Deno.test("a value put right more than once is said once, from the first value to the last", () => {
  assert.equal(
    putRightLast("remind me to ring the vet at 4, no, 5, sorry, make it 5.30"),
    "remind me to ring the vet at 4, no wait, 5.30",
  );
  assert.equal(
    putRightLast("the taxi was 38, no, 48, no, 84 pounds. Fix it."),
    "the taxi was 38, no wait, 84 pounds. Fix it.",
  );
  // Put right once, or never: no chain.
  assert.equal(putRightLast("remind me at 5, I mean 6, to call Jo"), null);
  assert.equal(putRightLast("add milk, no sugar, no salt crisps, eggs"), null);
});

Deno.test("the value said last is read, whatever its kind", () => {
  assert.deepEqual(calls("remind me to ring the vet at 4, no, 5, sorry, make it 5.30"), [
    'reminders_create {"text":"ring the vet","at":"2026-03-11T17:30:00+01:00"}',
  ]);
  assert.deepEqual(calls("change the lunch expense to 45, no, 54, no, 45.50 EUR"), [
    'expenses_update {"expense":"lunch","amount":45.5,"currency":"EUR"}',
  ]);
  assert.deepEqual(calls("set the tent target to 120, no, 110, actually 115"), [
    'price_watches_set_target {"watch":"tent","target_price":115}',
  ]);
  assert.deepEqual(
    calls("look at my calendar for Tuesday, no, Wednesday, sorry, I mean Friday the 20th"),
    ['calendar_list {"from":"2026-03-20","to":"2026-03-20"}'],
  );
  assert.deepEqual(calls("Not gouda, I meant edam, no, actually feta."), [
    'shopping_remove {"items":["gouda"]}',
    'shopping_add {"items":["feta"]}',
  ]);
  assert.deepEqual(
    calls("countdown to the school fair, december 1st, no, november 26th, no wait, november 27th"),
    ['countdowns_set {"title":"school fair","date":"2026-11-27"}'],
  );
  assert.deepEqual(
    calls("email sam@x.com, no, sam@y.com, no, sam@z.com saying I'll be late tonight"),
    [
      'propose_action {"email":{"to":["sam@z.com"],"subject":"I\'ll be late tonight","body":"I\'ll be late tonight"}}',
    ],
  );
  assert.deepEqual(
    calls("add a task to renew the passport by the 14th, no, the 15th, no, the 16th"),
    [
      'tasks_create {"content":"renew the passport","due":"2026-03-16"}',
    ],
  );
});

Deno.test("a chain not of one slot's values, or not ending on one alone, runs nothing", () => {
  for (
    const text of [
      // The last number counts people, not the time.
      "book a table at 6, no, 7, no, 8 people are coming",
      // A time, then a day: two slots.
      "remind me at 6, no, Friday, no, 7 to call Jo",
      // The request goes on after the chain: which part it belongs to is not read.
      "remind me at 5, no, 6, no, 7, to call Jo",
      // The last part is no price.
      "set the tent target to 120, no, 110, actually Amazon",
      // Everything taken back.
      "add apples, no, pears, no, actually, forget it",
      "add apples, no, pears, actually forget it",
      // Numbers of a longer one.
      "Add Dan, 0412 345 678, no, 0412 345 679, no, 0412 345 680",
      // A count put right after the thing counted.
      "add 6 lemons, no, 7, no, 8",
      "What's my bank password, no, my email password, no, the wifi one",
    ]
  ) assert.deepEqual(calls(text), [], text);
  // "no" in an item is no taking back.
  assert.deepEqual(calls("add milk, no sugar, no salt crisps, eggs"), [
    'shopping_add {"items":["milk","no sugar","no salt crisps","eggs"]}',
  ]);
});

Deno.test("an amount put right takes the place of the one the request ends with", () => {
  assert.equal(amountSaid("the dinner was €132", "123"), "the dinner was €123");
  assert.equal(amountSaid("the dinner was 132 euros", "123"), "the dinner was 123 euros");
  assert.equal(amountSaid("set the target to 250", "make it 270"), "set the target to 270");
  assert.equal(amountSaid("add Dan, 0412 345 678", "0412 345 679"), null);
  assert.equal(amountSaid("add 2 melons", "3"), null);
  assert.equal(amountSaid("table at 6", "7 people"), null);
});

Deno.test("a value said again at the end to confirm it is said once", () => {
  assert.equal(
    withoutConfirmed("note that my locker is number 212, no wait, 221, yeah 221"),
    "note that my locker is number 212, no wait, 221",
  );
  assert.equal(withoutConfirmed("add milk, yes milk"), "add milk");
  // Another value, or no word of confirming, is kept.
  for (
    const text of ["add milk, yes eggs", "remind me at 6, no 7", "add milk, eggs", "note: yes 44"]
  ) {
    assert.equal(withoutConfirmed(text), text);
  }
  assert.deepEqual(
    readCalls(
      "ok so um I keep forgetting this, can you note down that my locker at the pool is number 212, no wait, 221, yeah 221",
    ),
    [{ name: "notes_create", input: { text: "my locker at the pool is number 221" } }],
  );
});

Deno.test("four digits right after a weekday are its time; a number left before the doing is debris", () => {
  assert.deepEqual(readCalls("remind me every friday 1130 to leave"), [{
    name: "reminders_create",
    input: { text: "leave", at: "2026-03-13T11:30:00+01:00", recurrence: "FREQ=WEEKLY;BYDAY=FR" },
  }]);
  assert.deepEqual(readCalls("remind me friday 0930 to call the bank"), [{
    name: "reminders_create",
    input: { text: "call the bank", at: "2026-03-13T09:30:00+01:00" },
  }]);
  // No clock: four digits no time of day can be, an amount after a verb.
  assert.deepEqual(
    readCalls("remind me friday 2575 to pay").filter((c) =>
      c.input.at === "2026-03-13T09:00:00+01:00"
    ),
    [],
  );
  assert.deepEqual(readCalls("remind me to pay 1200 to the landlord on friday"), [{
    name: "reminders_create",
    input: { text: "pay 1200 to the landlord", at: "2026-03-13T09:00:00+01:00" },
  }]);
});
