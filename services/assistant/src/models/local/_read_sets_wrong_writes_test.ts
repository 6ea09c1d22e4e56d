/**
 * Kinds of wrong write read in the first five sealed sets once they joined the development part
 * (`corpus_dev19/` … `corpus_dev23/`), each with new phrasings of the kind and look-alikes that
 * must read as before.
 */
import assert from "node:assert/strict";
import { calls, CORPUS_CLOCK, LONDON, readCalls as read } from "./_intent_test_util.ts";
import type { IntentContext } from "./tool_intent.ts";

const NEW_YORK: IntentContext = {
  now: new Date("2026-07-02T13:00:00Z"),
  timezone: "America/New_York",
};

Deno.test("'a second' before a noun is no time: the thing keeps its words and gets no due", () => {
  const table: [string, string][] = [
    ["add a task to get a second quote", "get a second quote"],
    ["add a task to get a second opinion on the roof", "get a second opinion on the roof"],
    ["add a task: book a second viewing", "book a second viewing"],
    ["add a task to take a second look at the budget", "take a second look at the budget"],
  ];
  for (const [text, content] of table) {
    assert.equal(read(text), `tasks_create ${JSON.stringify({ content })}`, text);
  }
  assert.match(
    read("remind me tomorrow at 9 to ask for a second opinion"),
    /ask for a second opinion/,
  );
  // Look-alikes: a length said as one stays a time.
  assert.match(read("remind me in 30 seconds to check the oven"), /T08:30:30/);
  assert.match(read("add a task to get a second quote by friday"), /"due":"2026-03-13"/);
});

Deno.test("a reminder's words that only say the user forgets are why, not what", () => {
  const asked = calls("remind me friday at 9, I always forget", LONDON);
  assert.deepEqual(asked, []);
  for (
    const text of [
      "remind me at 9am the day before, I always forget",
      "remind me tomorrow at 6 coz i keep forgetting lol",
      "remind me monday at 8, or I'll forget",
    ]
  ) {
    assert.doesNotMatch(read(text), /forget/, text);
  }
  // Look-alikes: a thing to do said with the reason keeps its words; forgetting can be the doing.
  assert.match(read("remind me friday at 9 to call mum, I always forget"), /"text":"call mum"/);
  assert.match(read("remind me friday at 9 to forget about work"), /forget about work/);
});

Deno.test("a reminder that says only when, beside a task made, is about that task", () => {
  const table: [string, string][] = [
    [
      "put renew car tax on my tasks for the 31st and remind me the day before at 9am, I always forget",
      'reminders_create {"text":"renew car tax","at":"2026-03-30T09:00:00+01:00"}',
    ],
    [
      "add renew passport to my tasks for friday and remind me thursday at 9, I keep forgetting",
      'reminders_create {"text":"renew passport","at":"2026-03-12T09:00:00+00:00"}',
    ],
    [
      "add a task to call the bank friday and remind me at 8 that morning",
      'reminders_create {"text":"call the bank","at":"2026-03-13T08:00:00+00:00"}',
    ],
  ];
  for (const [text, reminder] of table) assert.ok(read(text).endsWith(reminder), read(text));
  // Look-alikes: a reminder of its own stays so; beside a shopping item, nothing is guessed.
  assert.match(
    read("add a task to call the bank and remind me to call mum friday at 9"),
    /"text":"call mum"/,
  );
  assert.doesNotMatch(read("add milk to the list and remind me at 6"), /reminders_create/);
});

Deno.test("a phone number or an address is never a thing to buy", () => {
  for (
    const text of [
      "add +44 7700 900123 as Raj the electrician",
      "add 555-0134 as Tia's number",
      "put 07700 900123 on the shopping list",
      "add raj@example.com to the list",
    ]
  ) {
    assert.doesNotMatch(read(text), /shopping_add/, text);
  }
  assert.match(read("add +44 7700 900123 as Raj the electrician"), /contacts_create.*Raj/);
  // Look-alikes: amounts and counts in items stay items.
  assert.equal(read("add 2 litres of milk"), 'shopping_add {"items":["2 litres of milk"]}');
  assert.equal(
    read("add milk, eggs and 6 rolls"),
    'shopping_add {"items":["milk","eggs","6 rolls"]}',
  );
});

Deno.test("where a holiday is written down is no place gone to", () => {
  // Dictated with no verb, it is an all-day event proposed (`_propose_event_verbless.ts`).
  const holiday =
    'propose_action {"calendar_event":{"title":"Holiday","start":"2026-08-03","end":"2026-08-07"}}';
  assert.equal(read("holiday in the calendar from the 3rd through the 7th of august"), holiday);
  assert.equal(read("holiday in my calendar 3-7 august"), holiday);
  assert.match(
    read("holiday in Spain from the 3rd through the 7th of august"),
    /trips_create \{"destination":"Spain"/,
  );
  assert.match(read("we're going to Diary Island 3-7 august"), /"destination":"Diary Island"/);
});

Deno.test("dates written with slashes are read month first in the Americas, ranges whole", () => {
  const trip = (text: string, ctx: IntentContext) => read(text, ctx);
  const chicago =
    'trips_create {"destination":"Chicago","start_date":"2026-07-17","end_date":"2026-07-19"}';
  for (
    const text of [
      "add a trip to Chicago 7/17-7/19",
      "add a trip to Chicago 7/17 - 7/19",
      "trip to Chicago 7/17-19",
      "add a trip to Chicago 17/7-19/7",
    ]
  ) {
    assert.equal(trip(text, NEW_YORK), chicago, text);
  }
  assert.match(trip("remind me 4/5 at 9 to call mom", NEW_YORK), /2027-04-05T09:00/);
  assert.match(trip("remind me 4/5 at 9 to call mum", LONDON), /2026-05-04T09:00/);
  assert.match(trip("trip to Leeds 17/7-19", LONDON), /"end_date":"2026-07-19"/);
  assert.match(trip("add 1/2 cup sugar to the list", NEW_YORK), /1\/2 cup sugar/);
});

Deno.test("how details come is no name; 'put X's email as' sets a saved person's detail", () => {
  assert.doesNotMatch(
    read("new contact, email first: tom.b@fastmail.example, it's Tom Barker from the allotment"),
    /"name":"email first"/,
  );
  assert.doesNotMatch(
    read("new contact, number first: 07700 900123, it's Tom Barker"),
    /number first/,
  );
  assert.match(read("save Emily First, emily@first.example"), /"name":"Emily First"/);
  assert.equal(
    read("put maya's email as maya@example.net, she's already in my contacts"),
    'contacts_update {"contact":"maya","email":"maya@example.net"}',
  );
  assert.match(read("put Tom's email as tom@x.example"), /contacts_update/);
  // Look-alikes: saving someone's number is a new contact.
  assert.match(read("put Tom's number 07700 900123 in my contacts"), /contacts_create/);
  assert.match(read("save Tom's number 07700 900123"), /contacts_create/);
});

Deno.test("'cc me at <address>' copies the user at that address", () => {
  assert.match(
    read(
      "can you email sales@supplier.example, cc me at me@example.com, asking for their spring price list",
    ),
    /"cc":\["me@example\.com"\].*"body":"Could you send me their spring price list\?"/,
  );
  assert.match(read("email me at me@x.example saying hi"), /"to":\["me@x\.example"\]/);
  assert.match(
    read("email bob@x.example, cc ana@x.example: running late"),
    /"cc":\["ana@x\.example"\]/,
  );
});

Deno.test("a person a note is told of by their role is the 'him' of a thing to do beside it", () => {
  assert.match(
    read("Note that the plumber charges 65 an hour, and remind me to call him Monday at 9."),
    /"text":"call the plumber"/,
  );
  assert.match(
    read("note that the dentist moved to Elm Road and remind me friday to ring her"),
    /"text":"ring the dentist"/,
  );
  // Two roles, or none: nobody is guessed.
  assert.match(
    read("note that the plumber and the electrician both quoted, and remind me monday to call him"),
    /"text":"call him"/,
  );
  assert.match(read("note that the weather is bad and remind me monday to call him"), /call him/);
});

Deno.test("'write this down' without a colon: the rest is the note, a joining word is not", () => {
  assert.equal(
    read("jot this down the bins go out tuesdays"),
    'notes_create {"text":"the bins go out tuesdays"}',
  );
  assert.equal(
    read("write this down the meeting with the school is about the trip"),
    'notes_create {"text":"the meeting with the school is about the trip"}',
  );
  assert.doesNotMatch(read("jot this down then remind me at 5 to call mum"), /notes_create/);
  assert.doesNotMatch(read("write this down and remind me tomorrow at 9"), /notes_create/);
});

Deno.test("what is due in a note is the 'it' of a reminder to book it", () => {
  assert.match(
    read("note down that the car is due a service in may and remind me on 1 may at 9am to book it"),
    /"text":"book the car service"/,
  );
  assert.match(
    read("note that the rego for the ute is due 14 August and remind me on the 10th to pay it"),
    /"text":"pay the rego for the ute"/,
  );
  assert.match(
    read("note that the tyre pressure should be 36 psi, and remind me sunday at 10 to check them"),
    /"text":"check the tyre pressure"/,
  );
});

Deno.test("a day pointed at after a question about a day is that day", () => {
  assert.match(
    read("what's on saturday? and add pick up the cake to my tasks for then"),
    /tasks_create \{"content":"pick up the cake","due":"2026-03-14"\}/,
  );
  assert.match(
    read("what's on friday? remind me the day before at 6 to book a taxi"),
    /"text":"book a taxi","at":"2026-03-12T18:00:00\+00:00"/,
  );
  // A question that reads as no request gives no day: the reminder is asked when.
  assert.equal(read("will it rain on friday? remind me the day before at 6 to book a taxi"), "");
  assert.ok(calls("what's on saturday? add milk to the list", CORPUS_CLOCK).length === 2);
});

Deno.test("the kind of a thing said after it, past a dash or a comma, is part of it", () => {
  const table: [string, string][] = [
    ["add coffee beans - the decaf ones", "decaf coffee beans"],
    ["add coffee beans - decaf", "decaf coffee beans"],
    ["add coffee beans, the decaf ones", "decaf coffee beans"],
    ["add milk - the oat one please", "oat milk"],
    ["add rice - brown", "brown rice"],
    ["add apples, red ones", "red apples"],
  ];
  for (const [text, item] of table) {
    assert.equal(read(text), `shopping_add {"items":["${item}"]}`, text);
  }
  // Look-alikes: things of their own stay apart; a reason after a dash is none of the item.
  assert.equal(read("add milk, green beans"), 'shopping_add {"items":["milk","green beans"]}');
  assert.equal(read("add bread - we're out"), 'shopping_add {"items":["bread"]}');
  assert.equal(
    read("we don't need the parmesan anymore, Sara's bringing some"),
    'shopping_remove {"items":["parmesan"]}',
  );
});
