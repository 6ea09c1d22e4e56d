/**
 * More kinds of message that must change no data, or change exactly what was said (issue 31,
 * precision first), found with sentences written for each kind (never taken from an evaluation
 * set): a reference reaching the wrong item, debris in a slot, a request read in part. Each test
 * holds the near sentence that must still be read.
 */
import assert from "node:assert/strict";
import { debrisIn } from "./_coverage_debris.ts";
import {
  anotherLeftOut,
  correctionsMisread,
  partsNotSaid,
  referencesMisread,
  reminderLeftOut,
  twoOwners,
} from "./_coverage_references.ts";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): string[] {
  return readToolIntent(text, CTX).calls.map((c) => c.name);
}

Deno.test("a reference said as the one not meant reaches nothing", () => {
  const call = (countdown: string) => [{ name: "countdowns_remove", input: { countdown } }];
  assert.deepEqual(referencesMisread("not the exam one, the other - bin it", call("exam")), [
    "exam",
  ]);
  assert.deepEqual(referencesMisread("no, not my old one, the party one", call("old one")), [
    "old one",
  ]);
  assert.deepEqual(calls("not the exam one, the other countdown - bin it"), []);
  // Said as the one meant, the same words are the reference.
  assert.deepEqual(referencesMisread("bin the exam countdown, not needed", call("exam")), []);
});

Deno.test("a kind named only to describe another thing is not the item ended", () => {
  const trip = [{ name: "trips_delete", input: { trip: "photo" } }];
  assert.deepEqual(referencesMisread("get rid of the holiday photo", trip), ["photo"]);
  assert.deepEqual(calls("get rid of the holiday photo"), []);
  assert.deepEqual(
    referencesMisread("scrap the vacation snapshot please", [
      { name: "trips_delete", input: { trip: "snapshot" } },
    ]),
    ["snapshot"],
  );
  // The kind's noun as the thing itself: "the Rome trip, it's off", "the trip tomorrow".
  for (
    const text of [
      "cancel the Rome trip, it's off",
      "delete the trip to Rome tomorrow",
      "delete trip: Rome",
      "cancel the holiday please",
    ]
  ) {
    assert.deepEqual(
      referencesMisread(text, [{ name: "trips_delete", input: { trip: "Rome" } }]),
      [],
      text,
    );
  }
  // A change that is not an ending may name the kind as a describing word ("the trip notes").
  assert.deepEqual(
    referencesMisread("add to the trip notes for Oslo", [
      { name: "trips_update", input: { trip: "Oslo" } },
    ]),
    [],
  );
});

Deno.test("an item that only names its list, or a slot cut inside brackets, is debris", () => {
  assert.deepEqual(debrisIn({ name: "shopping_add", input: { items: ["list"] } }), ["list"]);
  assert.deepEqual(debrisIn({ name: "shopping_add", input: { items: ["the shopping list"] } }), [
    "the shopping list",
  ]);
  assert.deepEqual(debrisIn({ name: "shopping_add", input: { items: ["dates"] } }), []);
  assert.deepEqual(debrisIn({ name: "shopping_add", input: { items: ["cat food"] } }), []);
  assert.deepEqual(calls("put on my shopping list"), []);
  assert.deepEqual(
    debrisIn({ name: "expenses_record", input: { description: "hosting (ovh", amount: 9 } }),
    ["hosting (ovh"],
  );
  assert.deepEqual(
    debrisIn({ name: "expenses_record", input: { description: "hosting (ovh)", amount: 9 } }),
    [],
  );
});

Deno.test("a person's name read into a contact's notes is debris", () => {
  const contact = (input: Record<string, unknown>) => debrisIn({ name: "contacts_create", input });
  assert.deepEqual(contact({ name: "the plumber", notes: "Gareth" }), ["Gareth"]);
  assert.deepEqual(contact({ name: "the plumber", notes: "Gareth Evans" }), ["Gareth Evans"]);
  assert.deepEqual(contact({ name: "Gareth Evans", notes: "the plumber, cheap" }), []);
  assert.deepEqual(contact({ name: "Gareth Evans", notes: "Tuesdays only" }), []);
});

Deno.test("a question about what would follow lists nothing", () => {
  for (
    const text of [
      "what happens if I clear my shopping list?",
      "what would happen if i removed every reminder",
      "what if I delete a task by mistake?",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("what's on my shopping list?"), ["shopping_list"]);
});

Deno.test("a clause opened inside a thing or a reference is debris; a doing may hold one", () => {
  for (
    const text of [
      "we're out of rice but Ana is picking some up",
      "add yoghurt if there's room in the fridge",
      "get apples or pears, whatever looks good",
      "add candles, napkins, and whatever else the party needs",
      "cancel the gym reminder if it's still on",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("remind me at 6pm to bring the washing in if it rains"), [
    "reminders_create",
  ]);
  assert.deepEqual(calls("add butter, oil and bread"), ["shopping_add"]);
});

Deno.test("an item named only by its place in a list is not reached", () => {
  for (
    const text of ["tick off the first one", "mark the last task as done", "delete the second item"]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(
    referencesMisread("tick off the first aid kit", [
      { name: "tasks_complete", input: { task: "first aid kit" } },
    ]),
    [],
  );
});

Deno.test("what to buy said with when it is not needed is no item to take off", () => {
  assert.deepEqual(calls("no need for butter this week"), []);
  assert.deepEqual(calls("add the usual"), []);
});

Deno.test("a day said beside a removal must be read: removing alone would lose it", () => {
  for (
    const text of [
      "delete Sam's birthday, it's the 9th of August actually",
      "cancel the physio reminder, she moved me to the 2nd of April",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("delete Sam's birthday, I got it wrong"), ["birthdays_remove"]);
});

Deno.test("a vague time left in a doing is debris; a contact's new detail changes it", () => {
  assert.deepEqual(calls("remind me next month sometime to renew the parking permit"), []);
  const update = readToolIntent("save Priya's new mobile 07700 900555", CTX).calls;
  assert.deepEqual(update.map((c) => [c.name, c.input.contact ?? c.input.name]), [
    ["contacts_update", "Priya"],
  ]);
  const create = readToolIntent("save Priya's mobile 07700 900555", CTX).calls;
  assert.deepEqual(create.map((c) => c.name), ["contacts_create"]);
});

Deno.test("an item that names no thing of its own is debris; how-to questions list nothing", () => {
  // Said as an aside, the vague part is left out: the item is the tea.
  assert.deepEqual(
    readToolIntent("add tea, the nice stuff from the deli", CTX).calls.map((c) => c.input),
    [{ items: ["tea"] }],
  );
  assert.deepEqual(calls("add juice and the big stuff from the cash and carry"), []);
  assert.deepEqual(calls("add shampoo and the cheap one for Leo"), []);
  assert.deepEqual(calls("add shampoo (the cheap one) and soap"), ["shopping_add"]);
  for (const text of ["how do I set a countdown?", "how would I cancel a reminder"]) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("notes cut from the request are debris; a word that led to a number is no note", () => {
  const notes = (name: string, n: string) => debrisIn({ name, input: { notes: n } });
  assert.deepEqual(notes("expenses_suppliers_save", "bills go to"), ["bills go to"]);
  assert.deepEqual(notes("trips_create", "7th"), ["7th"]);
  assert.deepEqual(notes("trips_create", "staying with Gran"), []);
  // Read as the range it is, never with a day as the trip's notes.
  assert.deepEqual(readToolIntent("booked Oslo for the 12th-14th", CTX).calls.map((c) => c.input), [
    { destination: "Oslo", start_date: "2026-03-12", end_date: "2026-03-14" },
  ]);
  const saved = readToolIntent("save the locksmith, Ian, on 07700 900444", CTX).calls;
  assert.deepEqual(saved.map((c) => c.input), [
    { name: "Ian", phone: "07700 900444", notes: "locksmith" },
  ]);
});

Deno.test("a time's words left in a doing are debris", () => {
  for (
    const text of [
      "remind me tomorrow pm to ring the garage",
      "remind me two days from monday to ring the garage",
      "remind me to ring the garage at 4 or 5",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("remind me at 4 to ring the garage"), ["reminders_create"]);
});

Deno.test("a reference that names nothing reaches nothing", () => {
  for (const text of ["forget about it, it's fine", "stop watching that one, all good"]) {
    assert.deepEqual(calls(text), [], text);
  }
  assert.deepEqual(
    referencesMisread("cancel it", [{ name: "reminders_cancel", input: { reminder: "it" } }]),
    ["it"],
  );
});

Deno.test("who to copy an email to is never its words", () => {
  assert.deepEqual(
    debrisIn({
      name: "propose_action",
      input: { email: { to: ["a@x.example"], subject: "Hi", body: "hi and cc b@x.example" } },
    }).length,
    1,
  );
  // Said after the message in a part of its own, the copy is the email's cc, never its words.
  const email = readToolIntent("email kim@x.example saying see you soon, cc lee@x.example", CTX)
    .calls.map((c) => c.input.email);
  assert.deepEqual(email, [
    { to: ["kim@x.example"], cc: ["lee@x.example"], subject: "See you soon", body: "See you soon" },
  ]);
  assert.deepEqual(calls("email kim@x.example saying I'll cc lee@x.example later"), []);
});

Deno.test("what is said of announced parts is none of them; 'instead' is no place's name", () => {
  const kept = readToolIntent(
    "keep both of these: the note Ava left on the fridge and her first drawing, Dan asked me to keep them",
    CTX,
  ).calls;
  assert.ok(kept.every((c) => !String(c.input.text).includes("asked me")), JSON.stringify(kept));
  assert.deepEqual(
    debrisIn({ name: "trips_create", input: { destination: "Porto instead" } }),
    ["Porto instead"],
  );
});

Deno.test("a request, a clause or an errand's time said where a thing goes is debris", () => {
  for (
    const text of [
      "add flour as Ana is making pancakes",
      "add flour so we can make pancakes",
      "grab bread after school",
      "cancel the gym reminder and remind me saturday at 9 instead",
      "remind me at 4 and add it to my to-do list: ring the bank",
      "note that the bike is in the shed and remind me at 6 to oil it",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("remind me at 8 to put it in the oven"), ["reminders_create"]);
  // A second request is read as one, or nothing runs: never stored as an item.
  const both = readToolIntent("add bread and remove butter", CTX).calls;
  assert.ok(both.every((c) => !JSON.stringify(c.input).includes("remove")), JSON.stringify(both));
  assert.deepEqual(calls("add after sun lotion"), ["shopping_add"]);
});

Deno.test("a correction inside an item is debris; a laugh or a shrug after a request is not", () => {
  assert.deepEqual(calls("add rye bread not white"), []);
  assert.deepEqual(calls("add crisps or not, dunno"), []);
  for (const text of ["add conditioner lol", "add conditioner i guess", "add conditioner haha"]) {
    assert.deepEqual(readToolIntent(text, CTX).calls.map((c) => c.input), [
      { items: ["conditioner"] },
    ], text);
  }
});

Deno.test("a reminder asked for beside another request runs, or nothing does", () => {
  assert.deepEqual(calls("save Raj's birthday 3 July and remind me a week before"), []);
  assert.deepEqual(calls("note that Ana will remind me about the keys"), ["notes_create"]);
  assert.deepEqual(
    reminderLeftOut("add eggs and remind me", [
      { name: "shopping_add", input: { items: ["eggs"] } },
    ]),
    ["remind me"],
  );
});

Deno.test("a correction is not read as a new item, nor a shift as a day from today", () => {
  for (
    const text of [
      "Lisbon trip: back on the 12th instead",
      "book Porto instead",
      "the Lisbon trip ends two days later",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(
    correctionsMisread("remove Berlin from my trips and add Prague for 8-10 May instead", [
      { name: "trips_delete", input: { trip: "Berlin" } },
      { name: "trips_create", input: { destination: "Prague" } },
    ]),
    [],
  );
});

Deno.test("a name in brackets beside an expense says who was paid: read, never dropped", () => {
  const read = readToolIntent("expense: web hosting $9 (hetzner)", CTX).calls;
  assert.deepEqual(read.map((c) => [c.name, c.input.supplier]), [["expenses_record", "hetzner"]]);
});

Deno.test("a second item asked for as 'another' runs with the first, or nothing does", () => {
  assert.deepEqual(calls("set a reminder for friday at 4: parents evening, and another at 3"), []);
  assert.deepEqual(
    anotherLeftOut("remind me at 5 to call mum and another one at 6", [
      { name: "reminders_create", input: { text: "call mum" } },
    ]).length,
    1,
  );
  assert.deepEqual(calls("add bread and another pint of milk"), ["shopping_add"]);
});

Deno.test("a note is stored whole and as said; a month is no day; two owners are two things", () => {
  // Whole, never cut where the message goes on: the statement after "and" is the note's.
  assert.deepEqual(
    readToolIntent("note that the gas meter was read today and the next reading is in June", CTX)
      .calls,
    [{
      name: "notes_create",
      input: { text: "the gas meter was read today and the next reading is in June" },
    }],
  );
  assert.deepEqual(calls("note that the bins go out on Tuesday"), ["notes_create"]);
  assert.deepEqual(calls("going to Oslo and Bergen in May"), []);
  assert.deepEqual(calls("add a trip to Rome next month"), []);
  assert.deepEqual(
    twoOwners([{ name: "countdowns_set", input: { title: "Ana's party Ben's" } }]),
    ["Ana's party Ben's"],
  );
  assert.deepEqual(
    partsNotSaid("keep two things: Ava swam today, and she wants a dog", [
      { name: "keepsakes_save", input: { text: "Ava swam today" } },
      { name: "keepsakes_save", input: { text: "she wants a dog" } },
    ]),
    [],
  );
});

Deno.test("a thing taken out of one item, or an item about a kind's noun, deletes no item of that kind", () => {
  // Out of one item ("from the note"): no note is deleted; off the list of them, one is.
  for (
    const text of [
      "remove wifi from the note",
      "delete the address from the contact",
      "take the photo out of the trip",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  assert.deepEqual(calls("remove the wifi one from my notes"), ["notes_delete"]);
  assert.deepEqual(calls("remove the milk from the list"), ["shopping_remove"]);
  assert.deepEqual(calls("take Tokyo off the trip list"), ["trips_delete"]);
  // "about the holiday": the thing removed is about a trip, never a trip called "memory".
  for (const text of ["forget the memory about the holiday", "delete the photo about the trip"]) {
    assert.ok(!calls(text).includes("trips_delete"), text);
  }
  assert.deepEqual(calls("cancel the dentist reminder"), ["reminders_cancel"]);
});

Deno.test("a place said to be closed completes no task; a task closed by its verb is", () => {
  for (
    const text of ["the office is closed", "tell Bob the office is closed", "the pool is closed"]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  assert.deepEqual(calls("close the passport task"), ["tasks_complete"]);
});

Deno.test("a second day said of a second item is never dropped: the whole runs, or nothing", () => {
  for (
    const text of [
      "the hotel was on the 9th not the 8th and the taxi on the 3rd",
      "the parking was on the 5th not the 6th and the lunch on the 2nd",
    ]
  ) assert.deepEqual(readToolIntent(text, CTX).calls, [], text);
  // The 3rd said alone is held by the day it names, in March or not.
  const lunch = readToolIntent("I spent 20 on lunch on the 3rd", CTX).calls;
  assert.equal(lunch[0]?.input.date, "2026-03-03");
});

Deno.test("a name said of someone is a person, never a thing to buy", () => {
  for (
    const text of [
      "add Priya, she's my dentist",
      "add Tom, he's the plumber",
      "add Lily, her number is 07700 900888",
    ]
  ) {
    const names = readToolIntent(text, CTX).calls.filter((c) => c.name.startsWith("shopping_"));
    assert.deepEqual(names, [], text);
  }
  // Said to the list, it is the list's: "add Weetabix for him to the list".
  const list = readToolIntent("add Weetabix for him to the list", CTX).calls;
  assert.equal(list[0]?.name, "shopping_add");
});

Deno.test("a second thing said with 'and also', or a place in a statement, is never stored", () => {
  for (
    const text of [
      "remind me to call mum at 5 and also the dentist",
      "add a task to pay rent and also the gas bill",
      "trip to Paris was amazing last week",
      "the trip to Lisbon is booked for may",
    ]
  ) {
    const writes = readToolIntent(text, CTX).calls.filter((c) => !c.name.endsWith("_list"));
    assert.deepEqual(writes, [], text);
  }
  // A second doing said with its own "to" is a second reminder.
  const two = readToolIntent("remind me at 5 to call mum and also to feed the cat", CTX).calls;
  assert.deepEqual(two.map((c) => c.input.text), ["call mum", "feed the cat"]);
});

Deno.test("a holiday said as what something is about stays in its words, no day", () => {
  const text = (said: string) => readToolIntent(said, CTX).calls[0]?.input;
  assert.deepEqual(text("remind me tomorrow at 6 to ask mum about easter"), {
    text: "ask mum about easter",
    at: "2026-03-12T18:00:00+01:00",
  });
  assert.equal(
    text("add a task to ask Jo about the christmas party")?.content,
    "ask Jo about the christmas party",
  );
  // Said as when, it is the day: "book flights for christmas" is due on the 25th.
  assert.equal(text("add a task to book flights for christmas")?.due, "2026-12-25");
});

Deno.test("an expense never holds a second amount, nor an expense named by its kind", () => {
  for (
    const text of [
      "record 30 for parking, 15 for tolls",
      "log 22 for the taxi, 8 on the tip",
      "add £5.99 to the Netflix expense",
      "put 12 euros on the lunch expense",
    ]
  ) {
    const records = readToolIntent(text, CTX).calls.filter((c) => c.name === "expenses_record");
    assert.deepEqual(records, [], text);
  }
  const dinner = readToolIntent("record 40 for dinner for 2", CTX).calls[0]?.input;
  assert.deepEqual([dinner?.amount, dinner?.description], [40, "dinner for 2"]);
});

Deno.test("words said to the assistant ('nagging me', 'reminding me') are no item to reach", () => {
  for (
    const text of [
      "forget about reminding me re the boiler service, the engineer's been",
      "quit bugging me about the gym thing",
    ]
  ) {
    for (const call of readToolIntent(text, CTX).calls) {
      for (const v of Object.values(call.input)) {
        assert.ok(!String(v).split(" ").includes("me"), `${text}: ${JSON.stringify(call)}`);
      }
    }
  }
});

Deno.test("an amount said beside a call that left its own amount out is never dropped", () => {
  for (
    const text of [
      "track https://shop.example/kettle, I will pay 60 quid",
      "watch https://shop.example/lamp, I'll spend £40 at most",
    ]
  ) {
    const calls = readToolIntent(text, CTX).calls;
    assert.ok(calls.every((c) => c.input.target_price !== undefined), JSON.stringify(calls));
  }
});

Deno.test("a deadline said after a comma is never dropped from the request it is for", () => {
  for (
    const text of [
      "add a task to call the plumber, the boiler by friday",
      "add a task to sort the garage, the skip before the 20th",
    ]
  ) {
    const calls = readToolIntent(text, CTX).calls;
    assert.ok(calls.every((c) => c.input.due !== undefined), `${text}: ${JSON.stringify(calls)}`);
  }
  // An hour an aside says is its own: "the shop closes by 6".
  const milk = readToolIntent("add milk, the shop closes by 6", CTX).calls;
  assert.deepEqual(milk.map((c) => c.name), ["shopping_add"]);
});
