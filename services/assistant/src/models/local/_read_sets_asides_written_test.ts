/**
 * Kinds of wrong write found by fresh everyday requests of the lists (reminders, tasks, notes,
 * keepsakes, shopping, expenses): a sigh said last, a hedge or a period
 * beside an amount, a bracket that names no one, a day's bound cut from a reminder, and a second
 * note headed inside the first. Each with look-alikes that must read as before.
 */
import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";

Deno.test("a sigh said last after a comma is no part of what is written", () => {
  assert.equal(
    read("add a note that the car needs tyres, ugh"),
    'notes_create {"text":"the car needs tyres"}',
  );
  assert.equal(read("add a task to fix the car, ugh"), 'tasks_create {"content":"fix the car"}');
  assert.equal(read("add milk, ugh"), 'shopping_add {"items":["milk"]}');
  assert.equal(read("add milk, eggs, ugh"), 'shopping_add {"items":["milk","eggs"]}');
  assert.match(read("remind me to fix the car tomorrow, ugh"), /"text":"fix the car"/);
  assert.equal(
    read("I paid £250 for car insurance (renewal), ugh"),
    'expenses_record {"amount":250,"currency":"GBP","description":"car insurance"}',
  );
  // Never a wrong write: a sigh left unread writes nothing.
  for (const text of ["note: the car needs tyres, sigh", "save a memory: first bike ride, aww"]) {
    assert.ok(!/sigh|aww/.test(read(text)), text);
  }
  // Look-alikes: the word inside a thing, or a word that is no sigh, stays.
  assert.equal(read("add ugh boots to the list"), 'shopping_add {"items":["ugh boots"]}');
  assert.match(read("note: the car needs tyres, lol"), /"the car needs tyres"/);
  assert.match(
    read("add a note that the car needs tyres, and oil"),
    /tyres, and oil|tyres and oil/,
  );
  assert.equal(
    read("add bananas, apples and 500g mince to the list"),
    'shopping_add {"items":["bananas","apples","500g mince"]}',
  );
});

Deno.test("a word hedging an amount goes with it; a bound is no amount paid", () => {
  const table: [string, number, string][] = [
    ["spent like £20 on snacks for the party lol", 20, "snacks for the party"],
    ["paid roughly £15 for parking", 15, "parking"],
    ["spent almost £50 on shoes", 50, "shoes"],
    ["spent literally £5 on lunch", 5, "lunch"],
    ["spent nearly £12 on a cab", 12, "cab"],
  ];
  for (const [text, amount, description] of table) {
    assert.equal(
      read(text),
      `expenses_record ${JSON.stringify({ amount, currency: "GBP", description })}`,
      text,
    );
  }
  for (const text of ["spent over £100 on food", "paid just under £30 for the cab"]) {
    assert.equal(read(text), "", text);
  }
  // Look-alikes: no hedge, read as before.
  assert.equal(
    read("spent £20 on snacks"),
    'expenses_record {"amount":20,"currency":"GBP","description":"snacks"}',
  );
  assert.equal(
    read("spent about £20 on snacks"),
    'expenses_record {"amount":20,"currency":"GBP","description":"snacks"}',
  );
  assert.match(read("spent £3 on coffee and £5 on cake"), /"coffee".*"cake"/);
});

Deno.test("a period said last beside an expense is when, never what was paid for", () => {
  assert.equal(
    read("spent 9.99 on spotify this month"),
    'expenses_record {"amount":9.99,"currency":"GBP","description":"spotify"}',
  );
  assert.equal(
    read("spent £50 on gas this week"),
    'expenses_record {"amount":50,"currency":"GBP","description":"gas"}',
  );
  assert.equal(
    read("spent £30 on my phone bill this month."),
    'expenses_record {"amount":30,"currency":"GBP","description":"phone bill"}',
  );
  // A period behind today says no day: nothing is written.
  assert.equal(read("paid £20 for netflix last month"), "");
  // Look-alikes: a day said, or a period inside a name.
  assert.match(
    read("spent £8 on coffee this morning"),
    /"description":"coffee","date":"2026-03-11"/,
  );
  assert.match(read("spent £40 on petrol last week"), /"description":"petrol","date":"2026-03-04"/);
  assert.match(read("spent 12 on lunch today"), /"date":"2026-03-11"/);
});

Deno.test("a bracket that names how it felt or what kind it was is no supplier", () => {
  assert.equal(
    read("expense: 2 train tickets £48 (return)"),
    'expenses_record {"amount":48,"currency":"GBP","description":"2 train tickets"}',
  );
  assert.equal(
    read("£30 for the gym (again)"),
    'expenses_record {"amount":30,"currency":"GBP","description":"gym"}',
  );
  for (
    const text of ["paid £120 to the vet for Max (ouch)", "spent £40 on a drill (second hand)"]
  ) {
    assert.ok(!/supplier/.test(read(text)), text);
  }
  // Look-alikes: a name in brackets stays the supplier.
  assert.match(read("spent £14.99 on a phone case (Amazon)"), /"supplier":"Amazon"/);
  assert.equal(
    read("paid 12 for lunch (with Ana)"),
    'expenses_record {"amount":12,"currency":"GBP","description":"lunch"}',
  );
});

Deno.test("a day's bound said first in a reminder is no part of its text", () => {
  assert.equal(
    read("remind me before friday to call mum"),
    'reminders_create {"text":"call mum","at":"2026-03-13T09:00:00+00:00"}',
  );
  assert.equal(
    read("remind me before the 20th to renew the tax"),
    'reminders_create {"text":"renew the tax","at":"2026-03-20T09:00:00+00:00"}',
  );
  // After or until a day is not the day to remind on: nothing is written.
  for (
    const text of ["remind me after the 5th to pay rent", "remind me until the 5th to pay rent"]
  ) {
    assert.equal(read(text), "", text);
  }
  // Look-alikes read as before.
  assert.match(read("remind me by the 5th to pay rent"), /"text":"pay rent","at":"2026-04-05/);
  assert.match(read("remind me on the 5th to pay rent"), /"text":"pay rent","at":"2026-04-05/);
  assert.match(
    read("remind me to cancel the gym before friday"),
    /"text":"cancel the gym","at":"2026-03-13/,
  );
  assert.match(read("remind me 2 pay the milkman on sat"), /"text":"pay the milkman"/);
});

Deno.test("a second note headed inside the first makes no one note of both", () => {
  for (
    const text of [
      "jot down the plumber is Kwame, and another note: the agent is Mrs Bello",
      "note: gate code 1234, second note - bins on tuesday",
      "note: the wifi is on the router and one more note: the code is 2580",
    ]
  ) {
    assert.ok(!/another note|second note|one more note/.test(read(text)), text);
  }
  // Look-alikes: another note named as a thing stays in the text.
  assert.equal(
    read("note: the printer left another note on the fridge"),
    'notes_create {"text":"the printer left another note on the fridge"}',
  );
  assert.equal(
    read("make a note: Sam wants another notebook"),
    'notes_create {"text":"Sam wants another notebook"}',
  );
  assert.match(
    read("note: found another note from grandma in the attic"),
    /found another note from grandma/,
  );
});
