import assert from "node:assert/strict";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): string[] {
  return parseToolIntent(text, PARIS).map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

Deno.test("a day said after two requests for one of them, by its word, is that one's", () => {
  assert.deepEqual(
    calls("add tasks to pay the gas bill and to return the library books, the books by friday"),
    [
      'tasks_create {"content":"pay the gas bill"}',
      'tasks_create {"content":"return the library books","due":"2026-03-13"}',
    ],
  );
  assert.deepEqual(
    calls("add tasks to clean the oven and to renew my bus pass, the pass by the end of the month"),
    [
      'tasks_create {"content":"clean the oven"}',
      'tasks_create {"content":"renew my bus pass","due":"2026-03-31"}',
    ],
  );
  assert.deepEqual(
    calls("add a task to call the bank and a task to fix the gate, the gate by sunday"),
    [
      'tasks_create {"content":"call the bank"}',
      'tasks_create {"content":"fix the gate","due":"2026-03-15"}',
    ],
  );
  // A word no request says is no day of theirs: the day goes with neither.
  assert.ok(
    !calls("add tasks to book the vet and to renew my card, the dog by friday").some((c) =>
      c.includes('"due"')
    ),
  );
});

Deno.test("one more item of the kind said as 'and a <kind> to …' is a request of its own", () => {
  assert.deepEqual(calls("add a task to call the bank and a task to fix the gate"), [
    'tasks_create {"content":"call the bank"}',
    'tasks_create {"content":"fix the gate"}',
  ]);
  assert.deepEqual(
    calls("set a reminder for 5pm to call Jo and a reminder at 6pm to feed the cat"),
    [
      'reminders_create {"text":"call Jo","at":"2026-03-11T17:00:00+01:00"}',
      'reminders_create {"text":"feed the cat","at":"2026-03-11T18:00:00+01:00"}',
    ],
  );
  // Another kind's item beside a trip stays a trip's words, which are not read: nothing runs.
  assert.deepEqual(calls("add a trip to Paris 3-5 May and a reminder to pack"), []);
  assert.deepEqual(calls("add a task to call the bank and a reminder at 5 to fix the gate"), []);
});

Deno.test("a reminder said once with a day and time for each doing is one reminder each", () => {
  assert.deepEqual(
    calls("remind me at 8 this evening to call mum and tomorrow at noon to pay the rent"),
    [
      'reminders_create {"text":"call mum","at":"2026-03-11T20:00:00+01:00"}',
      'reminders_create {"text":"pay the rent","at":"2026-03-12T12:00:00+01:00"}',
    ],
  );
  assert.deepEqual(
    calls("remind me on friday at 9 to ring the garage and on saturday at 10 to wash the car"),
    [
      'reminders_create {"text":"ring the garage","at":"2026-03-13T09:00:00+01:00"}',
      'reminders_create {"text":"wash the car","at":"2026-03-14T10:00:00+01:00"}',
    ],
  );
  assert.deepEqual(calls("set a reminder for 7am tomorrow to take the bins out and 6pm to water"), [
    'reminders_create {"text":"take the bins out","at":"2026-03-12T07:00:00+01:00"}',
    'reminders_create {"text":"water","at":"2026-03-11T18:00:00+01:00"}',
  ]);
  // A bare hour after an afternoon or evening one is in the same part of the day.
  assert.deepEqual(calls("remind me at 2pm to ring the bank and at 4 to collect the kids"), [
    'reminders_create {"text":"ring the bank","at":"2026-03-11T14:00:00+01:00"}',
    'reminders_create {"text":"collect the kids","at":"2026-03-11T16:00:00+01:00"}',
  ]);
  assert.deepEqual(
    calls("remind me at 6pm to call the vet and at 7 to walk the dog, he's restless"),
    [
      'reminders_create {"text":"call the vet","at":"2026-03-11T18:00:00+01:00"}',
      'reminders_create {"text":"walk the dog","at":"2026-03-11T19:00:00+01:00"}',
    ],
  );
  assert.deepEqual(calls("remind me at 8am to call the vet and at 9 to feed the cat"), [
    'reminders_create {"text":"call the vet","at":"2026-03-12T08:00:00+01:00"}',
    'reminders_create {"text":"feed the cat","at":"2026-03-12T09:00:00+01:00"}',
  ]);
  // No day or time before the second doing: the two people are one reminder's, as before.
  assert.deepEqual(calls("remind me at 5 to call Jo and Sam to book the table"), [
    'reminders_create {"text":"call Jo and Sam to book the table","at":"2026-03-11T17:00:00+01:00"}',
  ]);
});

Deno.test("a follow-up dismissed may be chased by a reminder or a task made instead", () => {
  assert.deepEqual(
    calls("drop the dentist follow-up, and remind me friday at 10 to ring them instead"),
    [
      'email_followups_dismiss {"followup":"dentist"}',
      'reminders_create {"text":"ring the dentist","at":"2026-03-13T10:00:00+01:00"}',
    ],
  );
  assert.deepEqual(
    calls(
      "dismiss the follow-up about the lease and remind me on monday at 9 to call the agent instead",
    ),
    [
      'email_followups_dismiss {"followup":"lease"}',
      'reminders_create {"text":"call the agent","at":"2026-03-16T09:00:00+01:00"}',
    ],
  );
  // A reminder the reading would leave out beside the follow-up let go: nothing runs.
  assert.deepEqual(
    calls("the plumber follow-up can go, remind me on friday at 10 to call him instead"),
    [],
  );
  // A trip is no follow-up chased another way: nothing runs.
  assert.deepEqual(
    calls("drop the passport office follow-up, and add a trip to Rome 3-5 May instead"),
    [],
  );
  // Nothing removed: a new reminder "instead" is a correction not read.
  assert.deepEqual(calls("remind me on friday at 10 to call the plumber instead"), []);
});

Deno.test("an amount a doing pays is part of it, with a reason after it set aside", () => {
  assert.deepEqual(calls("add a task to pay Jake $50 since he did half"), [
    'tasks_create {"content":"pay Jake $50"}',
  ]);
  assert.deepEqual(calls("remind me at 5 to send mum £20 for the flowers"), [
    'reminders_create {"text":"send mum £20 for the flowers","at":"2026-03-11T17:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("add a task to pay the plumber 120 euros"), [
    'tasks_create {"content":"pay the plumber 120 euros"}',
  ]);
  // What a thing cost is no doing: nothing runs.
  assert.deepEqual(calls("add taxi for $30 to my tasks"), []);
  assert.deepEqual(calls("add a task: lunch 12 euros"), []);
});

Deno.test("a reason inside one of two requests, and 'instead' after an item ended, are set aside", () => {
  assert.deepEqual(
    calls(
      "cancel the gym reminder because my knee is sore, and remind me on friday at 6pm to book a physio instead",
    ),
    [
      'reminders_cancel {"reminder":"gym"}',
      'reminders_create {"text":"book a physio","at":"2026-03-13T18:00:00+01:00"}',
    ],
  );
  assert.deepEqual(
    calls(
      "delete the boiler note because the engineer fixed it and add a task to pay the engineer",
    ),
    ['notes_delete {"note":"boiler"}', 'tasks_create {"content":"pay the engineer"}'],
  );
  assert.deepEqual(
    calls("dismiss the follow-up about the lease, and add a task to visit the agent instead"),
    ['email_followups_dismiss {"followup":"lease"}', 'tasks_create {"content":"visit the agent"}'],
  );
  // Nothing ended before it: "instead" stays, and nothing runs.
  assert.deepEqual(
    calls("add a task to call the bank and remind me at 5 to email them instead"),
    [],
  );
});

Deno.test("'for it' after a look at one day's calendar is for what that day holds", () => {
  assert.deepEqual(
    calls("what have I got on saturday and remind me friday at 6 to buy a gift for it"),
    [
      'calendar_list {"from":"2026-03-14","to":"2026-03-14"}',
      'reminders_create {"text":"buy a gift","at":"2026-03-13T18:00:00+01:00"}',
    ],
  );
  assert.deepEqual(
    calls(
      "what's on the calendar on the 30th and add a task to print the notes for it by the 29th",
    ),
    [
      'calendar_list {"from":"2026-03-30","to":"2026-03-30"}',
      'tasks_create {"content":"print the notes","due":"2026-03-29"}',
    ],
  );
  assert.deepEqual(
    calls("what's on thursday? and remind me tonight at 9 to polish my shoes for it"),
    [
      'calendar_list {"from":"2026-03-12","to":"2026-03-12"}',
      'reminders_create {"text":"polish my shoes","at":"2026-03-11T21:00:00+01:00"}',
    ],
  );
  // A week holds more than one thing "it" may be: nothing runs.
  assert.deepEqual(calls("what's on next week and remind me friday at 6 to buy a gift for it"), []);
});

Deno.test("a request said in the plural 'for X and for Y' is one request each", () => {
  assert.deepEqual(calls("set countdowns for halloween and for the school play on 2 may"), [
    'countdowns_set {"title":"Halloween","date":"2026-10-31"}',
    'countdowns_set {"title":"school play","date":"2026-05-02"}',
  ]);
  assert.deepEqual(
    calls("add countdowns for christmas and for the lisbon marathon on 18 october"),
    [
      'countdowns_set {"title":"Christmas","date":"2026-12-25"}',
      'countdowns_set {"title":"lisbon marathon","date":"2026-10-18"}',
    ],
  );
  assert.deepEqual(calls("set countdowns for the wedding on 3 june and for the move on 20 july"), [
    'countdowns_set {"title":"wedding","date":"2026-06-03"}',
    'countdowns_set {"title":"move","date":"2026-07-20"}',
  ]);
  // A doing's "for … and for …" is the doing's own words.
  assert.deepEqual(calls("remind me at 5 to buy flowers for mum and for dad"), [
    'reminders_create {"text":"buy flowers for mum and for dad","at":"2026-03-11T17:00:00+01:00"}',
  ]);
});
