/**
 * Kinds of message that must change no data, or change exactly what was said (issue 31, precision
 * first): each test holds sentences of one kind, written for the kind, not taken from the corpus.
 */
import assert from "node:assert/strict";
import { debrisIn } from "./_coverage_debris.ts";
import { referencesAcrossBreaks } from "./_coverage_references.ts";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): string[] {
  return readToolIntent(text, CTX).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

Deno.test("a need for something no shop sells is no shopping item", () => {
  for (
    const text of [
      "I need a break from all this",
      "I need more sleep honestly",
      "we need a hand with the move",
      "I need help",
      "we could do with a proper holiday",
    ]
  ) assert.deepEqual(calls(text), [], text);
  // The same words inside an item's name are that item.
  assert.deepEqual(calls("we need hand soap"), ['shopping_add {"items":["hand soap"]}']);
});

Deno.test("the rest of a clause in a thing's name is debris", () => {
  const debris = (items: string[]) => debrisIn({ name: "shopping_add", input: { items } });
  assert.deepEqual(debris(["well soon card for grandma would be nice"]).length, 1);
  assert.deepEqual(debris(["bread to the list", "milk"]), ["bread to the list"]);
  assert.deepEqual(debris(["new one to print them"]), ["new one to print them"]);
  assert.deepEqual(debris(["sleep honestly"]), ["sleep honestly"]);
  assert.deepEqual(debris(["jelly", "ice lolly"]), []);
  assert.deepEqual(
    debrisIn({
      name: "expenses_record",
      input: { amount: 7, currency: "EUR", description: "sandwich and 3 on a drink" },
    }),
    ["sandwich and 3 on a drink"],
  );
  assert.deepEqual(
    debrisIn({ name: "reminders_cancel", input: { reminder: "anything today" } }),
    ["anything today"],
  );
});

Deno.test("asking for advice lists no data", () => {
  for (
    const text of [
      "should I buy a new car?",
      "what's a good birthday present for a 5 year old?",
      "is it worth buying an air fryer?",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("what's on my shopping list?"), ["shopping_list {}"]);
});

Deno.test("a pronoun names the latest watch only with a watch's own words", () => {
  assert.deepEqual(calls("forget about it"), []);
  assert.deepEqual(calls("stop watching it"), ['price_watches_stop {"watch":"the last one"}']);
});

Deno.test("a reason ends where a second request starts: both requests run", () => {
  assert.deepEqual(calls("add eggs because we are out and remind me to call Bob at 5"), [
    'shopping_add {"items":["eggs"]}',
    'reminders_create {"text":"call Bob","at":"2026-03-11T17:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("don't remind me about anything today"), []);
});

Deno.test("a word ending in -ly that says what is not read as a manner", () => {
  assert.deepEqual(calls("my mum's birthday was lovely yesterday"), []);
  assert.deepEqual(calls("add jelly to the list"), ['shopping_add {"items":["jelly"]}']);
});

Deno.test("a subject labelled after the message is the subject, not part of the body", () => {
  const [email] = readToolIntent(
    "email marco@rossi-tiles.it saying yes to the quote, subject Bathroom tiles",
    CTX,
  ).calls;
  const e = email?.input.email as { subject?: string; body?: string } | undefined;
  assert.deepEqual([e?.subject, e?.body], ["Bathroom tiles", "Yes to the quote"]);
});

Deno.test("'get rid of everything' after the list clears it, and is never an item", () => {
  assert.deepEqual(calls("the list - get rid of everything, I'm starting again"), [
    "shopping_clear {}",
  ]);
  assert.deepEqual(debrisIn({ name: "shopping_add", input: { items: ["rid of everything"] } }), [
    "rid of everything",
  ]);
});

Deno.test("'one' standing for an item said before is never an item or a task", () => {
  assert.deepEqual(calls("delete the note about the wifi and add one about the router"), []);
  assert.deepEqual(calls("add a task to renew my passport and one to book the vet"), []);
});

Deno.test("a reply tracked is no price watch; an alarm's hour is in the morning", () => {
  assert.deepEqual(calls("stop tracking the reply from the bank"), []);
  assert.deepEqual(calls("set an alarm for 6:45"), [
    'reminders_create {"text":"Reminder","at":"2026-03-12T06:45:00+01:00"}',
  ]);
});

Deno.test("a reminder with a time but nothing to be reminded of asks what", () => {
  const intent = readToolIntent("remind me tomorrow", CTX);
  assert.deepEqual(intent.calls, []);
  assert.match(intent.asks[0]?.question ?? "", /What should I remind you about/u);
});

Deno.test("an item said to be off is removed; shorthand is read and accounted for", () => {
  assert.deepEqual(calls("the Oslo trip's off"), ['trips_delete {"trip":"Oslo"}']);
  assert.deepEqual(calls("not going to Porto after all"), ['trips_delete {"trip":"Porto"}']);
  assert.deepEqual(calls("ditch the yoga reminder"), ['reminders_cancel {"reminder":"yoga"}']);
  assert.deepEqual(calls("remnd me tonite at 8 to lock up"), [
    'reminders_create {"text":"lock up","at":"2026-03-11T20:00:00+01:00"}',
  ]);
});

Deno.test("every amount said must be read; a request or a clause in an item is debris", () => {
  assert.deepEqual(calls("I paid 80 for the electrician on Monday and 12 for fuses"), []);
  assert.deepEqual(calls("add bread and remind me"), []);
  assert.deepEqual(calls("add rice, beans, and also the kids want crisps"), []);
  // An aside's amount or time is not the request's.
  assert.deepEqual(calls("set a reminder at 16:45 to call the garage, they close at 5"), [
    'reminders_create {"text":"call the garage","at":"2026-03-11T16:45:00+01:00"}',
  ]);
});

Deno.test("a statement then the removal of 'the reminder' removes the one it is about", () => {
  assert.deepEqual(calls("pilates is off this week, remove the reminder"), [
    'reminders_cancel {"reminder":"pilates"}',
  ]);
  assert.deepEqual(calls("I dropped out of the fun run, delete its countdown"), [
    'countdowns_remove {"countdown":"fun run"}',
  ]);
});

Deno.test("a keepsake said before 'keep that for me' is kept; another group's item is not", () => {
  assert.deepEqual(calls("Leo tied his shoes by himself today! keep that for me"), [
    'keepsakes_save {"text":"Leo tied his shoes by himself today"}',
  ]);
  assert.deepEqual(calls("save this forever, Gran said we were her sunshine"), [
    'keepsakes_save {"text":"Gran said we were her sunshine"}',
  ]);
  for (
    const text of [
      "Tom's birthday is on 8 October, please save it",
      "save this for me, Tom's birthday is on 8 October",
    ]
  ) assert.ok(!calls(text).some((c) => c.startsWith("keepsakes_save")), text);
});

Deno.test("a thing paid for and its cost is an expense; a statement of a price is not", () => {
  assert.deepEqual(calls("bus to the station £2.40 yesterday"), [
    'expenses_record {"amount":2.4,"currency":"GBP","description":"bus to the station","date":"2026-03-10"}',
  ]);
  for (const text of ["the tent is £150", "eggs £3 at the market", "not €45"]) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("an event said first, then 'put it in the calendar', is proposed", () => {
  assert.deepEqual(calls("dinner with the Carters on friday at 7, put it in my calendar"), [
    'propose_action {"calendar_event":{"title":"Dinner with the Carters","start":"2026-03-13T19:00:00+01:00","end":"2026-03-13T20:00:00+01:00"}}',
  ]);
  assert.deepEqual(calls("add milk, put it in the fridge"), []);
});

Deno.test("a thing put off to a day is a task moved; a change of something else is not", () => {
  assert.deepEqual(calls("postpone the gutter clean to next Friday"), [
    'tasks_update {"task":"gutter clean","due":"2026-03-20"}',
  ]);
  for (const text of ["change my flight to tuesday", "push Lisbon to the 22nd"]) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("a bare expense starts with a thing expensed; an amount asked to be recorded is read", () => {
  for (
    const text of [
      "Tom owes me 20 euros",
      "salary 3000 euros",
      "delay the flight to Monday",
      "that's a good idea, put it in",
      "save Blue Cabs as a supplier and record 23.40 with them",
    ]
  ) assert.deepEqual(calls(text), [], text);
});

Deno.test("a second dated item is never in a title; a reply received dismisses its follow-up", () => {
  // Two countdowns, each with its own date, not one titled with the other's.
  assert.deepEqual(calls("set countdowns for the move on 3 June and the party on 9 August"), [
    'countdowns_set {"title":"move","date":"2026-06-03"}',
    'countdowns_set {"title":"party","date":"2026-08-09"}',
  ]);
  assert.deepEqual(calls("the roofer finally emailed back!"), [
    'email_followups_dismiss {"followup":"roofer"}',
  ]);
});

Deno.test("a clause naming no kind is read in the kind beside it only to remove or complete", () => {
  assert.deepEqual(calls("put sun cream on the list and remove the hot chocolate"), [
    'shopping_add {"items":["sun cream"]}',
    'shopping_remove {"items":["hot chocolate"]}',
  ]);
  for (
    const text of [
      "put sun cream on the list and put the kettle on",
      "add bread to the list and get the kids from school",
      "we're out of oat milk and bin bags",
    ]
  ) assert.ok(!calls(text).some((c) => c.startsWith("shopping_remove")), text);
  assert.deepEqual(calls("put sun cream on the list and put the kettle on"), []);
});

Deno.test("a second request is never stored inside a reminder's text or a note", () => {
  for (
    const text of [
      "remind me to call mum at 5 and add the Smiths to the party",
      "save a note that the code is 1234 and add the one from yesterday",
      "save a keepsake: Ava sang today and forget the Nibbles one",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.equal(calls("note: the red key and the blue one are spares").length, 1);
  assert.equal(calls("note: mix the flour and add the eggs slowly").length, 1);
  // One doing of two errands is one reminder.
  assert.equal(calls("remind me to pick up the kids and get milk at 3").length, 1);
});

Deno.test("a doing, a relative clause or an alternative is never stored as a thing", () => {
  for (
    const text of [
      "buy milk, bread, and call the bank",
      "I spent 20 on lunch with Tom who owes me 10",
      "remind me at 3 or 4 to call Tom",
      "keep this: Ella said 'I love you to the moon' at bedtime, remind me to frame it",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.equal(calls("put the big box of cereal on the list").length, 1);
});

Deno.test("a request said once for two doings, and a time said first, are read", () => {
  assert.deepEqual(calls("remind me at 5 to feed the cat and to walk the dog"), [
    'reminders_create {"text":"feed the cat","at":"2026-03-11T17:00:00+01:00"}',
    'reminders_create {"text":"walk the dog","at":"2026-03-11T17:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("every monday at 9 I need reminding to send in my timesheet"), [
    'reminders_create {"text":"send in my timesheet","at":"2026-03-16T09:00:00+01:00","recurrence":"FREQ=WEEKLY;BYDAY=MO"}',
  ]);
  // A request spoken after a dash is no part of a place; where we will be names the event.
  assert.deepEqual(calls("Friday to Monday we're in Cornwall — stick it in my calendar"), [
    'propose_action {"calendar_event":{"title":"Cornwall","start":"2026-03-13","end":"2026-03-16","location":"Cornwall"}}',
  ]);
});

Deno.test("'add X' beside a change of another kind's item is of that kind, never shopping", () => {
  assert.deepEqual(calls("mark the laundry done, then add ironing"), [
    'tasks_complete {"task":"laundry"}',
    'tasks_create {"content":"ironing"}',
  ]);
  assert.deepEqual(calls("remove the Lisbon trip and add Rome"), []);
  assert.equal(
    calls("add milk and remind me at 5 to buy it")[0],
    'shopping_add {"items":["milk"]}',
  );
});

Deno.test("a wish's amount must be read; no count alone, no other kind's item in notes", () => {
  for (
    const text of [
      "track https://shop.example/x, I want it under £50 by Friday",
      "add a trip to Paris next weekend and a reminder to pack",
      "I need to buy eggs, about 12",
    ]
  ) assert.deepEqual(calls(text), [], text);
});

Deno.test("an interjection and 'again' are filler; no one's own thing is an item", () => {
  // Asked without its question mark, it is still no item to add.
  assert.ok(!calls("have we got cheese and milk on the list").some((c) => c.includes("_add")));
  assert.deepEqual(calls("ugh we're out of coffee AGAIN"), ['shopping_add {"items":["coffee"]}']);
  assert.deepEqual(calls("flour + sugar on the list"), [
    'shopping_add {"items":["flour","sugar"]}',
  ]);
  for (
    const text of [
      "remind me again at 5 to call mum",
      "my name on the list",
      "too much stuff on the list",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("a template's name has its capital; a corrected value takes only itself away", () => {
  for (
    const text of [
      "log dinner, 45, the client paid half",
      "the parking was 9 not 7 and the taxi 20",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("the parking was €9 not €7"), [
    'expenses_update {"expense":"parking","amount":9,"currency":"EUR"}',
  ]);
});

Deno.test("a task done is ticked off only when it names a thing", () => {
  for (const text of ["done for today", "done with you"]) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("finished my tax return"), ['tasks_complete {"task":"tax return"}']);
});

Deno.test("what an expense starts with is no word of another group's request", () => {
  // "lunch", "taxi" start an expense said without a verb; beside a shopping reading they are words
  // not read, so nothing is written.
  assert.deepEqual(calls("add dinner with a client for 60 and a cab for 20"), []);
  // Announced with their kind and count, they are two expenses.
  assert.deepEqual(calls("add two expenses: dinner with a client for 60 and a cab for 20"), [
    'expenses_record {"amount":60,"currency":"EUR","description":"dinner with a client"}',
    'expenses_record {"amount":20,"currency":"EUR","description":"cab"}',
  ]);
  assert.deepEqual(calls("put sparkling water on the list for Friday's dinner"), [
    'shopping_add {"items":["sparkling water"]}',
  ]);
});

Deno.test("how the assistant works is asked, not a list", () => {
  assert.deepEqual(calls("how do the reminder things work?"), []);
  assert.deepEqual(calls("so how does the shopping list work exactly?"), []);
});

Deno.test("'n' joins two items", () => {
  assert.deepEqual(calls("add crisps n dip"), ['shopping_add {"items":["crisps","dip"]}']);
});

Deno.test("a note said right after an item with notes is that item's", () => {
  assert.deepEqual(calls("save Acme Paper as a supplier, note they deliver on Tuesdays"), [
    'expenses_suppliers_save {"name":"Acme Paper","notes":"they deliver on Tuesdays"}',
  ]);
});

Deno.test("hedges and courtesies around a request are no part of it", () => {
  assert.deepEqual(calls("could you maybe add oat milk to the shopping"), [
    'shopping_add {"items":["oat milk"]}',
  ]);
  assert.equal(calls("remind me at 6 to water the plants, if it's not too much bother").length, 1);
  assert.deepEqual(calls("clear the entire shopping list"), ["shopping_clear {}"]);
  // A hedge before a thought is no request.
  assert.deepEqual(calls("maybe I should buy a new car"), []);
});

Deno.test("a request's verb said as a doing is no item", () => {
  // Never a shopping item "reminding about the dentist": the reminder no longer wanted.
  assert.deepEqual(calls("don't need reminding about the dentist anymore"), [
    'reminders_cancel {"reminder":"dentist"}',
  ]);
  assert.deepEqual(calls("add cleaning spray and baking powder"), [
    'shopping_add {"items":["cleaning spray","baking powder"]}',
  ]);
});

Deno.test("what was spent asks the expenses; what to spend on is advice", () => {
  assert.deepEqual(calls("what did the company spend in february"), [
    'expenses_dashboard {"month":"2026-02"}',
  ]);
  assert.deepEqual(calls("what should I spend my bonus on"), []);
});

Deno.test("a reference never swallows the part of the message after a break", () => {
  const calls = [{ name: "notes_delete", input: { note: "wifi password changed" } }];
  assert.deepEqual(
    referencesAcrossBreaks("delete the note about the wifi password, changed it", calls),
    [
      "wifi password changed",
    ],
  );
  assert.deepEqual(
    referencesAcrossBreaks("delete note 'wifi password, changed'", calls),
    [],
  );
});

Deno.test("'both' with nothing named before it reaches no item", () => {
  assert.deepEqual(calls("the boiler's serviced and the gutters are clear, tick both off"), []);
});

Deno.test("another kind's item joined to a task or a reminder's text is debris", () => {
  assert.deepEqual(calls("add a task to renew the passport and a reminder to find the form"), []);
  // A kind's word inside the thing itself is no other item.
  assert.deepEqual(calls("add a task to buy a birthday card and a gift bag"), [
    'tasks_create {"content":"buy a birthday card and a gift bag"}',
  ]);
});
