/**
 * A holiday said inside what a reminder or a task is about: a greeting ("wish her happy new year"),
 * a day said before a colon that heads the rest ("for new year's day: take down the christmas
 * lights"), a thing the holiday describes ("the easter egg hunt"), and a particle ending the doing
 * ("on christmas morning to put the oven on"); each keeps the words said, and a day said after
 * "on" that no reader took ("on diwali at 6pm to …") sets nothing.
 */
import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";

function check(table: readonly (readonly [string, string])[]): void {
  for (const [text, expected] of table) assert.equal(read(text), expected, text);
}

Deno.test("a holiday named in a greeting is what to say, never the day", () => {
  check([
    [
      "remind me at 11pm on new year's eve to ring grandma and wish her happy new year",
      'reminders_create {"text":"ring grandma and wish her happy new year","at":"2026-12-31T23:00:00+00:00"}',
    ],
    [
      "remind me tomorrow at 8 to text the family merry christmas",
      'reminders_create {"text":"text the family merry christmas","at":"2026-03-12T08:00:00+00:00"}',
    ],
    [
      "remind me on the 24th at 6pm to wish the neighbours a happy christmas",
      'reminders_create {"text":"wish the neighbours a happy christmas","at":"2026-03-24T18:00:00+00:00"}',
    ],
    [
      "remind me at midnight on the 31st to say happy new year to Kofi",
      'reminders_create {"text":"say happy new year to Kofi","at":"2026-03-31T00:00:00+01:00"}',
    ],
    [
      "set a reminder for 9am on the 25th to call nana and say merry xmas",
      'reminders_create {"text":"call nana and say merry xmas","at":"2026-03-25T09:00:00+00:00"}',
    ],
    [
      "remind me sunday at 10 to wish Ayo a happy easter",
      'reminders_create {"text":"wish Ayo a happy easter","at":"2026-03-15T10:00:00+00:00"}',
    ],
    [
      "remind me on friday at 7pm to send the team a happy thanksgiving message",
      'reminders_create {"text":"send the team a happy thanksgiving message","at":"2026-03-13T19:00:00+00:00"}',
    ],
    [
      "remind me tmrw at noon to wish dad happy father's day",
      'reminders_create {"text":"wish dad happy father\'s day","at":"2026-03-12T12:00:00+00:00"}',
    ],
    [
      "remind me on christmas eve at 5 to wrap the presents",
      'reminders_create {"text":"wrap the presents","at":"2026-12-24T17:00:00+00:00"}',
    ],
    [
      "remind me on new year's day at 10 to call gran",
      'reminders_create {"text":"call gran","at":"2027-01-01T10:00:00+00:00"}',
    ],
    ["remind me to wish everyone happy new year", ""],
  ]);
});

Deno.test("a holiday before a colon is the day of what follows it, the holidays after are words", () => {
  check([
    [
      "add a task for new year's day: take down the christmas lights",
      'tasks_create {"content":"take down the christmas lights","due":"2027-01-01"}',
    ],
    [
      "task for boxing day: return the easter bunny costume",
      'tasks_create {"content":"return the easter bunny costume","due":"2026-12-26"}',
    ],
    [
      "add a task for christmas eve: pick up the turkey",
      'tasks_create {"content":"pick up the turkey","due":"2026-12-24"}',
    ],
    [
      "add a task for easter sunday: hide the eggs in the garden",
      'tasks_create {"content":"hide the eggs in the garden","due":"2026-04-05"}',
    ],
    ["to do for new year's eve - buy champagne and the christmas crackers", ""],
    [
      "reminder for new year's eve: ring the christmas club",
      'reminders_create {"text":"ring the christmas club","at":"2026-12-31T09:00:00+00:00"}',
    ],
    [
      "add a task for friday: call the plumber",
      'tasks_create {"content":"call the plumber","due":"2026-03-13"}',
    ],
  ]);
});

Deno.test("a holiday after an article or a possessive keeps its words in the thing", () => {
  check([
    [
      "add a task to plan the easter egg hunt for the kids",
      'tasks_create {"content":"plan the easter egg hunt for the kids","due":"2026-04-05"}',
    ],
    [
      "add a task to book our christmas meal",
      'tasks_create {"content":"book our christmas meal","due":"2026-12-25"}',
    ],
    [
      "put sort the christmas decorations on my to do list",
      'tasks_create {"content":"sort the christmas decorations","due":"2026-12-25"}',
    ],
    [
      "add task: write the christmas cards by the 15th",
      'tasks_create {"content":"write the christmas cards","due":"2026-03-15"}',
    ],
    ["remind me to order the christmas turkey", ""],
    [
      "remind me on christmas morning to put the oven on",
      'reminders_create {"text":"put the oven on","at":"2026-12-25T09:00:00+00:00"}',
    ],
  ]);
});

Deno.test("a doing ending with a particle still loses the word left before it", () => {
  check([
    [
      "remind me on thanksgiving morning to put the turkey in",
      'reminders_create {"text":"put the turkey in","at":"2026-11-26T09:00:00+00:00"}',
    ],
    [
      "remind me on friday morning to check in",
      'reminders_create {"text":"check in","at":"2026-03-13T09:00:00+00:00"}',
    ],
    [
      "add a task for monday to switch the heating on",
      'tasks_create {"content":"switch the heating on","due":"2026-03-16"}',
    ],
    [
      "remind me at 7 to put the bins out",
      'reminders_create {"text":"put the bins out","at":"2026-03-12T07:00:00+00:00"}',
    ],
    [
      "remind me on christmas day at 10 to ring dad",
      'reminders_create {"text":"ring dad","at":"2026-12-25T10:00:00+00:00"}',
    ],
    [
      "remind me christmas eve morning to stuff the turkey",
      'reminders_create {"text":"stuff the turkey","at":"2026-12-24T09:00:00+00:00"}',
    ],
  ]);
});

Deno.test("a day said after 'on' that no reader took sets no reminder at the time alone", () => {
  check([
    ["remind me on diwali at 6pm to light the candles", ""],
    ["remind me on eid at 9 to call uncle", ""],
    ["remind me on payday at 10 to move the savings", ""],
    ["remind me on holi at 8 to buy colours", ""],
    ["remind me at 6 on diwali to light the candles", ""],
    [
      "remind me on the 5th at 9 to pay rent",
      'reminders_create {"text":"pay rent","at":"2026-04-05T09:00:00+01:00"}',
    ],
    [
      "remind me on friday at 9 to pay rent",
      'reminders_create {"text":"pay rent","at":"2026-03-13T09:00:00+00:00"}',
    ],
    [
      "remind me on monday 9am about the boiler",
      'reminders_create {"text":"the boiler","at":"2026-03-16T09:00:00+00:00"}',
    ],
  ]);
});

Deno.test("look-alikes: holidays said as days read as before", () => {
  check([
    [
      "remind me on easter sunday at 9 to hide the eggs",
      'reminders_create {"text":"hide the eggs","at":"2026-04-05T09:00:00+01:00"}',
    ],
    [
      "add a task to buy the eggs by easter",
      'tasks_create {"content":"buy the eggs","due":"2026-04-05"}',
    ],
    [
      "remind me on christmas eve at 5 to wrap the presents",
      'reminders_create {"text":"wrap the presents","at":"2026-12-24T17:00:00+00:00"}',
    ],
    [
      "remind me on new year's day at 10 to call gran",
      'reminders_create {"text":"call gran","at":"2027-01-01T10:00:00+00:00"}',
    ],
    [
      "add a task for friday: call the plumber",
      'tasks_create {"content":"call the plumber","due":"2026-03-13"}',
    ],
    [
      "remind me at 7 to put the bins out",
      'reminders_create {"text":"put the bins out","at":"2026-03-12T07:00:00+00:00"}',
    ],
    [
      "remind me on christmas day at 10 to ring dad",
      'reminders_create {"text":"ring dad","at":"2026-12-25T10:00:00+00:00"}',
    ],
    [
      "add task: write the christmas cards by the 15th",
      'tasks_create {"content":"write the christmas cards","due":"2026-03-15"}',
    ],
    [
      "remind me christmas eve morning to stuff the turkey",
      'reminders_create {"text":"stuff the turkey","at":"2026-12-24T09:00:00+00:00"}',
    ],
    [
      "task for tomorrow: water the plants",
      'tasks_create {"content":"water the plants","due":"2026-03-12"}',
    ],
    [
      "add a task to post the parcels before christmas",
      'tasks_create {"content":"post the parcels","due":"2026-12-24"}',
    ],
    ["remind me on diwali at 6pm to light the candles", ""],
    [
      "remind me to book the christmas meal on friday at 10",
      'reminders_create {"text":"book the christmas meal","at":"2026-03-13T10:00:00+00:00"}',
    ],
    [
      "add a task for mum's birthday: order flowers",
      'tasks_create {"content":"mum\'s birthday: order flowers"}',
    ],
    [
      "remind me on the 31st at 11pm to pop the champagne",
      'reminders_create {"text":"pop the champagne","at":"2026-03-31T23:00:00+01:00"}',
    ],
    [
      "add a task to sort the garage by new year's eve",
      'tasks_create {"content":"sort the garage","due":"2026-12-31"}',
    ],
    [
      "remind me happy hour starts at 5 tomorrow",
      'reminders_create {"text":"happy hour starts","at":"2026-03-12T17:00:00+00:00"}',
    ],
    ["add a task to switch the heating on", 'tasks_create {"content":"switch the heating on"}'],
    [
      "remind me tomorrow at 8 to put the turkey in",
      'reminders_create {"text":"put the turkey in","at":"2026-03-12T08:00:00+00:00"}',
    ],
    [
      "remind me at 9 on boxing day to go to the sales",
      'reminders_create {"text":"go to the sales","at":"2026-12-26T09:00:00+00:00"}',
    ],
    [
      "note that the christmas party is on the 18th",
      'notes_create {"text":"the christmas party is on the 18th"}',
    ],
    [
      "keep this: our first christmas in the new house",
      'keepsakes_save {"text":"our first christmas in the new house"}',
    ],
    [
      "add a task to call the bank by the 3rd",
      'tasks_create {"content":"call the bank","due":"2026-04-03"}',
    ],
    [
      "remind me on easter monday at 10 to ring auntie",
      'reminders_create {"text":"ring auntie","at":"2026-04-06T10:00:00+01:00"}',
    ],
    [
      "count down to the Pakistan Day parade",
      'countdowns_set {"title":"Pakistan Day parade","date":"2026-03-23"}',
    ],
  ]);
});
