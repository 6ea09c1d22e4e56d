import assert from "node:assert/strict";
import { correction, narrowed } from "./_corrections.ts";
import { readToolIntent } from "./tool_intent.ts";
import { readCalls } from "./_intent_test_util.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): string[] {
  return readToolIntent(text, CTX).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

Deno.test("a message that takes back what it said is split where it does", () => {
  assert.deepEqual(correction("take milk and eggs off - no wait, just the milk"), {
    before: "take milk and eggs off",
    after: "just the milk",
  });
  assert.deepEqual(correction("add milk, I mean oat milk"), {
    before: "add milk",
    after: "oat milk",
  });
  // "wait" inside a sentence takes nothing back.
  assert.equal(correction("I can't wait for the wedding"), null);
  assert.equal(correction("add eggs and bread"), null);
});

Deno.test("'just the X' keeps those of the items said before, and only those", () => {
  const remove = { name: "shopping_remove", input: { items: ["milk", "eggs"] } };
  assert.deepEqual(narrowed([remove], "just the milk"), [
    { name: "shopping_remove", input: { items: ["milk"] } },
  ]);
  assert.equal(narrowed([remove], "just the butter"), null);
  assert.equal(narrowed([remove], "oat milk"), null);
});

Deno.test("the request after a correction wins; a fragment runs nothing", () => {
  assert.deepEqual(calls("take milk and eggs off - no wait, just the milk"), [
    'shopping_remove {"items":["milk"]}',
  ]);
  assert.deepEqual(calls("add milk - no wait, add oat milk"), [
    'shopping_add {"items":["oat milk"]}',
  ]);
  // ("remind me at 5, I mean 6, to call Jo" puts the time right: see below.)
  const fragment = readToolIntent("remind me at 5 to call Jo - I mean, the other one", CTX);
  assert.deepEqual(fragment.calls, []);
  assert.ok(fragment.unread && fragment.unread.length > 0);
});

Deno.test("a correction pointing back with 'his' or 'her' is said of the person named before it", () => {
  assert.deepEqual(
    calls("Tom's moved — no wait, just his phone changed, it's 07700 900456 now"),
    ['contacts_update {"contact":"Tom","phone":"07700 900456"}'],
  );
  assert.deepEqual(calls("add Sam's birthday on 3 May - no wait, her birthday is 4 May"), [
    'birthdays_save {"name":"Sam","date":"--05-04"}',
  ]);
  // "sorry" after a break takes back what was said; inside a request it is a word of it.
  assert.deepEqual(correction("add Ana, ana@x.com - sorry, her email is ana@y.com"), {
    before: "add Ana, ana@x.com",
    after: "her email is ana@y.com",
  });
  assert.equal(correction("remind me to say sorry to Jo at 5"), null);
  // Two people named before: which one "her" means is not guessed.
  assert.equal(calls("save Ana and Mia - no wait, just her phone, 07700 900111").length, 0);
});

Deno.test("a correction left in a thing runs nothing", () => {
  assert.deepEqual(calls("add 2 melons no make that 3"), []);
  assert.deepEqual(calls("put the quiz in my calendar for 7 not 8 on thursday"), []);
  assert.deepEqual(calls("remind me to say sorry to Priya at 6"), [
    'reminders_create {"text":"say sorry to Priya","at":"2026-03-11T18:00:00+01:00"}',
  ]);
});

Deno.test("a day or a time corrected as it is said is read in place of the one before", () => {
  assert.deepEqual(calls("remind me at 7am to feed the fish.. wait no make it 6.45"), [
    'reminders_create {"text":"feed the fish","at":"2026-03-12T06:45:00+01:00"}',
  ]);
  assert.deepEqual(calls("remind me tomorrow at 5pm to ring the bank - sorry, make that 5.30"), [
    'reminders_create {"text":"ring the bank","at":"2026-03-12T17:30:00+01:00"}',
  ]);
  assert.deepEqual(calls("leo's birthday is the 3rd... no sorry, the 13th of august"), [
    'birthdays_save {"name":"leo","date":"--08-13"}',
  ]);
  // "actually" inside a request takes nothing back; after a break, a value alone is the change.
  assert.equal(correction("I actually need eggs"), null);
  assert.deepEqual(calls("remind me at 9 to water the plants... actually make it a plant"), []);
});

Deno.test("a day or time put right as it is said, the request going on after it", () => {
  assert.deepEqual(calls("remind me friday at 10 no wait 11 to pick up the hire van"), [
    'reminders_create {"text":"pick up the hire van","at":"2026-03-13T11:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("remind me on monday at 9 sorry 10 to water the plants"), [
    'reminders_create {"text":"water the plants","at":"2026-03-16T10:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("remind me at 5, I mean 6, to call Jo"), [
    'reminders_create {"text":"call Jo","at":"2026-03-11T18:00:00+01:00"}',
  ]);
  // "sorry" in the doing itself takes nothing back.
  assert.deepEqual(calls("remind me at 5 to say sorry to Jo"), [
    'reminders_create {"text":"say sorry to Jo","at":"2026-03-11T17:00:00+01:00"}',
  ]);
});

Deno.test("a bare 'no' after a break takes back a day, keeping the month said before", () => {
  assert.deepEqual(calls("countdown to the school fair, december 1st, no, november 26th"), [
    'countdowns_set {"title":"school fair","date":"2026-11-26"}',
  ]);
  assert.deepEqual(calls("add a countdown to the recital on 3 may, no, the 4th"), [
    'countdowns_set {"title":"recital","date":"2026-05-04"}',
  ]);
  assert.deepEqual(calls("add a countdown to the recital on 3 may - no wait, the 4th"), [
    'countdowns_set {"title":"recital","date":"2026-05-04"}',
  ]);
  // "no" before a thing is part of it, and "no" before a day beside a thing takes nothing back.
  assert.equal(correction("add milk, no sugar"), null);
  assert.deepEqual(calls("add milk, no, the 4th"), []);
});

Deno.test("an amount put right once is read in place, and the sentences after it too", () => {
  assert.deepEqual(calls("the parking was 12, sorry, 21 euros. Fix it."), [
    'expenses_update {"expense":"parking","amount":21,"currency":"EUR"}',
  ]);
  assert.deepEqual(calls("Set the tent target to 150, no wait, 140."), [
    'price_watches_set_target {"watch":"tent","target_price":140}',
  ]);
  // A number of a longer one, or one going on in the request, is not put right alone.
  assert.deepEqual(calls("Jo's number is 07700 900123, no wait, 900124"), []);
  assert.deepEqual(calls("I spent 30, no wait, 40 on lunch"), []);
});

Deno.test("a sentence said after a taking back takes the item back; the item said again puts it right", () => {
  for (
    const text of [
      "add eggs. wait no, we have eggs",
      "add eggs, sorry, they have eggs",
      "add eggs, no wait, there are eggs",
      "put bread on the list. wait no, we've got bread",
      "add bananas, sorry, it's bananas",
    ]
  ) assert.equal(readCalls(text), "", text);
  const putRight: [string, string][] = [
    ["add 6 lemons, sorry, 8 lemons", "8 lemons"],
    ["add milk, sorry I mean oat milk", "oat milk"],
    ["add milk, sorry, whole milk", "whole milk"],
    ["add eggs. wait no, make it a dozen eggs", "a dozen eggs"],
  ];
  for (const [text, item] of putRight) {
    assert.equal(readCalls(text), `shopping_add ${JSON.stringify({ items: [item] })}`, text);
  }
});
