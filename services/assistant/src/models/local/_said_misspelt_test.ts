import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";
import { misspeltWritten } from "./_said_misspelt.ts";

Deno.test("a weekday or month written one letter wrong is the day meant, never words of the request", () => {
  // Wednesday 11 March 2026, 08:30 in London.
  const table: [string, string][] = [
    ["remind me wednsday at 9 to call the bank", "2026-03-11T09:00:00+00:00"],
    ["remind me thursady at 9 to call the bank", "2026-03-12T09:00:00+00:00"],
    ["remind me firday at 9 to call the bank", "2026-03-13T09:00:00+00:00"],
    ["remind me saturady at 9 to call the bank", "2026-03-14T09:00:00+00:00"],
    ["remind me tuseday at 9 to call the bank", "2026-03-17T09:00:00+00:00"],
    ["remind me on sundya at 9 to call the bank", "2026-03-15T09:00:00+00:00"],
    ["remind me on febuary 3 at 9 to call the bank", "2027-02-03T09:00:00+00:00"],
    ["remind me on the 3rd of feburary at 9 to call the bank", "2027-02-03T09:00:00+00:00"],
    ["remind me on 2 novmber at 9 to call the bank", "2026-11-02T09:00:00+00:00"],
  ];
  for (const [text, at] of table) {
    assert.equal(
      read(text),
      `reminders_create ${JSON.stringify({ text: "call the bank", at })}`,
      text,
    );
  }
});

Deno.test("words of English, names, plurals and short names are never made a day", () => {
  const same = [
    "add sundae cones to the list",
    "note: Augusta starts at Marco's on fridays",
    "add a task to buy a moody print",
    "Mondays are hard",
    "the marco polo game",
    "add a task to fix the octopus toy",
    "note: the auguster band plays on friday",
    "wednesday at 9",
  ];
  for (const text of same) assert.equal(misspeltWritten(text), text, text);
  assert.equal(misspeltWritten("wednsday, 9am"), "wednesday, 9am");
  // A word with a capital may be a name: never made a day.
  for (const name of ["Sundar", "Mondal", "Fridah", "Wednsday"]) {
    assert.equal(misspeltWritten(`call ${name} at 5`), `call ${name} at 5`, name);
  }
  assert.match(read("remind me at 5 to call Sundar"), /call Sundar/);
  assert.equal(misspeltWritten("on thursady."), "on thursday.");
  assert.match(read("add sundae cones to the list"), /sundae cones/);
});

Deno.test("a group's noun or a request's verb written one letter wrong is the word meant", () => {
  const table: [string, string][] = [
    ["delete the dentist remider", 'reminders_cancel {"reminder":"dentist"}'],
    ["cancle the dentist reminder", 'reminders_cancel {"reminder":"dentist"}'],
    ["delte the dentist reminder", 'reminders_cancel {"reminder":"dentist"}'],
    ["remvoe milk from the list", 'shopping_remove {"items":["milk"]}'],
    ["show my expences", "expenses_dashboard {}"],
    ["show my birthdys", "birthdays_list {}"],
    ["dismis the folow up with the landlord", 'email_followups_dismiss {"followup":"landlord"}'],
  ];
  for (const [text, expected] of table) assert.equal(read(text), expected, text);
  // Read as written, the clause had been put on the shopping list.
  assert.doesNotMatch(read("add a reminer for 9 to call the bank"), /shopping_add/);
});

Deno.test("words of English one letter from a request's word stay as written", () => {
  for (
    const text of [
      "turn on the remote",
      "cancer research",
      "rewind the tape",
      "the remainder of the bill",
      "shipping costs",
      "chopping board",
      "the contract renewal",
      "a vast expanse",
      "reminders",
      "deleted it",
      "I reminded Sam",
      "expensed a subscription",
      "changed it",
      "followed up",
    ]
  ) assert.equal(misspeltWritten(text), text, text);
  assert.match(read("add a chopping board to the shopping list"), /chopping board/);
  assert.match(read("add a task to sign the contract"), /sign the contract/);
  assert.match(read("expensed a $129 figma subscription today"), /^expenses_record /);
});
