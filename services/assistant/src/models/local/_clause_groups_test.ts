import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";
import { withReasonBreaks } from "./_clause_groups.ts";
import { isStatement } from "./_clause_statements.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

Deno.test("a reason joined to its request by a bare 'so' is read as one said before a comma", () => {
  assert.deepEqual(calls("the cat knocked the vase over so add superglue"), [
    { name: "shopping_add", input: { items: ["superglue"] } },
  ]);
  assert.deepEqual(calls("my sister keeps borrowing my charger so put a charger on the list"), [
    { name: "shopping_add", input: { items: ["charger"] } },
  ]);
  assert.deepEqual(calls("the kids finished the cereal so add cornflakes please"), [
    { name: "shopping_add", input: { items: ["cornflakes"] } },
  ]);
});

Deno.test("a 'so' before a purpose, a subject or a word is left as it is", () => {
  for (
    const text of [
      "add flour so I can bake",
      "remind me at 6 to buy flowers so mum is happy",
      "it is so cold add gloves",
      "add milk and so on",
    ]
  ) {
    assert.equal(withReasonBreaks(text), text);
  }
  assert.equal(withReasonBreaks("we ran out so add rice"), "we ran out, so add rice");
  assert.equal(
    withReasonBreaks("I rang the garage so you can cancel that reminder"),
    "I rang the garage, so you can cancel that reminder",
  );
});

Deno.test("an instruction pointing back is not read of a request said after it", () => {
  for (
    const text of [
      "mark that done, and add wrap the present for saturday",
      "tick it off and add book the taxi for friday",
      "cross that off, then add ring the bank for monday",
    ]
  ) {
    assert.ok(
      !calls(text).some((c) => c.name === "tasks_complete"),
      `"${text}" completes nothing: ${JSON.stringify(calls(text))}`,
    );
  }
});

Deno.test("a request whose verb's past is its own form is no statement of a bare subject", () => {
  for (const text of ["so put a charger on the list", "just set a timer", "then cut the hedge"]) {
    assert.equal(isStatement(text), false, text);
  }
  for (
    const text of ["neighbour gave us some", "legal sent the contract back", "dad lent me one"]
  ) {
    assert.equal(isStatement(text), true, text);
  }
});

Deno.test("what has not been done, its subject left out, is a statement beside a removal", () => {
  for (const text of ["haven't spoken to him in years", "not needed any more", "never wanted it"]) {
    assert.equal(isStatement(text), true, text);
  }
  for (const text of ["not the milk", "never mind the milk", "note that the gate is broken"]) {
    assert.equal(isStatement(text), false, text);
  }
  assert.deepEqual(calls("take Barry off the birthdays, haven't spoken to him in years"), [
    { name: "birthdays_remove", input: { birthday: "Barry" } },
  ]);
  assert.deepEqual(calls("cancel the yoga reminder, never went anyway"), [
    { name: "reminders_cancel", input: { reminder: "yoga" } },
  ]);
});

Deno.test("a clause pointing at the day of the request beside it is said with that day", () => {
  const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  const calls = (t: string) =>
    parseToolIntent(t, ctx).map((c) => `${c.name} ${JSON.stringify(c.input)}`);
  assert.deepEqual(
    calls(
      "start a countdown to the gala on 9 May and remind me the night before at 9 to iron my dress",
    ),
    [
      'countdowns_set {"title":"gala","date":"2026-05-09"}',
      'reminders_create {"text":"iron my dress","at":"2026-05-08T21:00:00+02:00"}',
    ],
  );
  assert.deepEqual(
    calls("add Sam's birthday on 4 June and remind me the morning before at 9 to buy a present"),
    [
      'birthdays_save {"name":"Sam","date":"--06-04"}',
      'reminders_create {"text":"buy a present","at":"2026-06-03T09:00:00+02:00"}',
    ],
  );
  assert.deepEqual(
    calls("show my calendar for the 20th and add a task to print the tickets for that day"),
    [
      'calendar_list {"from":"2026-03-20","to":"2026-03-20"}',
      'tasks_create {"content":"print the tickets","due":"2026-03-20"}',
    ],
  );
  // Said of no day, a reminder is asked when, never this morning; "the day after tomorrow" is its own.
  assert.deepEqual(calls("remind me that morning at 8 to pick up the flowers"), []);
  assert.deepEqual(calls("remind me the day after tomorrow at 9 to call Jo"), [
    'reminders_create {"text":"call Jo","at":"2026-03-13T09:00:00+01:00"}',
  ]);
});

Deno.test("an expense paid 'to them' after a supplier saved is that supplier's", () => {
  const ctx = { now: new Date("2026-10-02T16:40:00Z"), timezone: "Europe/London" };
  const calls = (t: string) =>
    parseToolIntent(t, ctx).map((c) => `${c.name} ${JSON.stringify(c.input)}`);
  assert.deepEqual(
    calls("add Bright Print as a supplier and log 120 euros paid to them for the flyers"),
    [
      'expenses_suppliers_save {"name":"Bright Print"}',
      'expenses_record {"amount":120,"currency":"EUR","description":"flyers","supplier":"Bright Print"}',
    ],
  );
  assert.deepEqual(
    calls("save Oak Joinery as a supplier and record 900 quid paid to them for the new shelves"),
    [
      'expenses_suppliers_save {"name":"Oak Joinery"}',
      'expenses_record {"amount":900,"currency":"GBP","description":"new shelves","supplier":"Oak Joinery"}',
    ],
  );
  // Said of nothing: no expense with "them" in its description.
  assert.deepEqual(calls("save Acme Ltd as a supplier and record 50 quid paid to them"), []);
});

Deno.test("two requests of a kind said with ', both <when>' are each said with that when", () => {
  const calls = (t: string) =>
    parseToolIntent(t, PARIS).map((c) => `${c.name} ${JSON.stringify(c.input)}`);
  assert.deepEqual(calls("log 30 euros for a taxi and 12 euros for lunch, both yesterday"), [
    'expenses_record {"amount":30,"currency":"EUR","description":"taxi","date":"2026-03-10"}',
    'expenses_record {"amount":12,"currency":"EUR","description":"lunch","date":"2026-03-10"}',
  ]);
  assert.deepEqual(calls("remind me to water the plants and feed the cat, both at 6pm"), [
    'reminders_create {"text":"water the plants","at":"2026-03-11T18:00:00+01:00"}',
    'reminders_create {"text":"feed the cat","at":"2026-03-11T18:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("add a task to renew the passport and book the vet, both by friday"), [
    'tasks_create {"content":"renew the passport","due":"2026-03-13"}',
    'tasks_create {"content":"book the vet","due":"2026-03-13"}',
  ]);
  // "both" saying no day: not a when shared, the sentence is cut as any other.
  assert.notDeepEqual(calls("add milk and eggs, both organic").length, 2);
});

Deno.test("a countdown 'to it' beside a trip or a birthday made is to that item, on its day", () => {
  const calls = (t: string) =>
    parseToolIntent(t, PARIS).map((c) => `${c.name} ${JSON.stringify(c.input)}`);
  assert.deepEqual(calls("add a trip to Oslo 4-9 June and a countdown to it"), [
    'trips_create {"destination":"Oslo","start_date":"2026-06-04","end_date":"2026-06-09"}',
    'countdowns_set {"title":"Oslo","date":"2026-06-04"}',
  ]);
  assert.deepEqual(calls("add Leo's birthday - 2 May - and set a countdown to it"), [
    'birthdays_save {"name":"Leo","date":"--05-02"}',
    'countdowns_set {"title":"Leo\'s birthday","date":"2026-05-02"}',
  ]);
  // A task has no day to count down to: nothing runs.
  assert.deepEqual(calls("add a task to pay rent and a countdown to it"), []);
});

Deno.test("a reminder 'to check them' beside a note is about the note's subject", () => {
  const calls = (t: string) =>
    parseToolIntent(t, PARIS).map((c) => `${c.name} ${JSON.stringify(c.input)}`);
  assert.deepEqual(
    calls("note that the plants need feeding weekly, and remind me sunday at 9 to feed them"),
    [
      'notes_create {"text":"the plants need feeding weekly"}',
      'reminders_create {"text":"feed the plants","at":"2026-03-15T09:00:00+01:00"}',
    ],
  );
  assert.deepEqual(
    calls("note that the bike tyres need 60 psi, and remind me friday at 6pm to pump them"),
    [
      'notes_create {"text":"the bike tyres need 60 psi"}',
      'reminders_create {"text":"pump the bike tyres","at":"2026-03-13T18:00:00+01:00"}',
    ],
  );
  // A note that says no subject to act on ("I like tea", where a thing is): nothing runs.
  assert.deepEqual(calls("note that I like tea, and remind me at 5 to buy it"), []);
  assert.deepEqual(calls("note that the ladder is in the garage and remind me at 6 to fix it"), []);
});
