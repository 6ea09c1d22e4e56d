import assert from "node:assert/strict";
import { rephrasings } from "./_rephrase.ts";
import { saidLength, template } from "./_rephrase_templates.ts";
import { parseToolIntent } from "./tool_intent.ts";
import type { ToolCall } from "../../tools/types.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

Deno.test("a reason is dropped and a negation said as the removal it means", () => {
  assert.deepEqual(rephrasings("put coffee on the list since we ran out this morning"), [
    "put coffee on the list",
  ]);
  assert.deepEqual(rephrasings("I don't need the wedding countdown anymore"), [
    "remove the wedding countdown",
  ]);
  assert.deepEqual(rephrasings("stop reminding me about the bins"), [
    "cancel the reminder about the bins",
  ]);
  // What names no kind of item could be on any list: not rephrased.
  assert.deepEqual(rephrasings("I'm not bothered about the kettle any more"), []);
});

Deno.test("a template's contraction matches it written in full or without its apostrophe", () => {
  for (const said of ["don't", "do not", "dont", "Do not"]) {
    assert.deepEqual(rephrasings(`${said} bother reminding me about the parcel`), [
      "cancel the reminder about the parcel",
    ], said);
  }
});

Deno.test("a template's word said in several ways is one row; its plain words must be in a message", () => {
  const { re, needs } = template("{x} is {y}, fix/update/amend that/the note");
  for (const said of ["the code is 42, fix that note", "the code is 42, amend the note"]) {
    assert.ok(re.test(said), said);
  }
  assert.ok(!re.test("the code is 42, delete that note"));
  // Only the words said one way are required of a message before its pattern is tried.
  assert.deepEqual(needs, ["note", "is"]);
  // "w/" is a word of its own, and the longest way a row is said orders it among the others.
  assert.ok(template("no need to follow up w/ {x}").re.test("no need to follow up w/ Dave"));
  assert.equal(saidLength("fix/update that note"), "update that note".length);
});

Deno.test("a kind's noun names the list after a preposition or before a link, not when it describes a thing", () => {
  assert.deepEqual(rephrasings("save to keepsakes the poem Nan wrote"), [
    "save to keepsakes: the poem Nan wrote",
  ]);
  assert.ok(
    rephrasings("ignore the followup regarding the newsletter")
      .includes("ignore the followup: regarding the newsletter"),
  );
  for (const text of ["forget the holiday memory", "delete the trip photos note"]) {
    assert.ok(!rephrasings(text).some((r) => r.includes(":")), text);
  }
});

Deno.test("an ending said of an item that names its kind is its removal", () => {
  assert.deepEqual(parseToolIntent("the dentist reminder can go, I rebooked", PARIS), [
    { name: "reminders_cancel", input: { reminder: "dentist" } },
  ]);
  assert.deepEqual(parseToolIntent("the exam countdown can be binned", PARIS), [
    { name: "countdowns_remove", input: { countdown: "exam" } },
  ]);
  assert.deepEqual(parseToolIntent("not bothered about keeping Ann's birthday any more", PARIS), [
    { name: "birthdays_remove", input: { birthday: "Ann" } },
  ]);
  // What names no kind of item could be on any list, and "can go" is no ending of a person.
  assert.deepEqual(parseToolIntent("the old sofa can go", PARIS), []);
  assert.deepEqual(parseToolIntent("the kids can go to the park", PARIS), []);
});

Deno.test("negations and reasons are read as the request they mean, read whole", () => {
  assert.deepEqual(parseToolIntent("don't need Jack's birthday saved anymore", PARIS), [
    { name: "birthdays_remove", input: { birthday: "Jack" } },
  ]);
  assert.deepEqual(
    parseToolIntent(
      "remind me to take the recycling out tomorrow at 7 because the collection is early",
      PARIS,
    ),
    [{
      name: "reminders_create",
      input: { text: "take the recycling out", at: "2026-03-12T07:00:00+01:00" },
    }],
  );
});

Deno.test("an aside after a request is not part of its text, and ranges read as typed", () => {
  assert.deepEqual(
    parseToolIntent("remind me in 45 minutes to move the car, the warden comes at 11", PARIS),
    [{
      name: "reminders_create",
      input: { text: "move the car", at: "2026-03-11T10:15:00+01:00" },
    }],
  );
  for (
    const [text, destination, start, end] of [
      ["I'm going to Vienna from the 3rd to the 7th of June", "Vienna", "2026-06-03", "2026-06-07"],
      ["add a trip to Berlin December 8 through 11", "Berlin", "2026-12-08", "2026-12-11"],
    ] as const
  ) {
    assert.deepEqual(parseToolIntent(text, PARIS), [
      { name: "trips_create", input: { destination, start_date: start, end_date: end } },
    ]);
  }
  assert.deepEqual(parseToolIntent("expense: lunch with a client, 7.80 total", PARIS), [
    {
      name: "expenses_record",
      input: { amount: 7.8, currency: "EUR", description: "lunch with a client" },
    },
  ]);
});

Deno.test("two objects with a number each under one verb are two requests", () => {
  assert.deepEqual(parseToolIntent("log a taxi for €45 and a dinner for €30", PARIS), [
    { name: "expenses_record", input: { amount: 45, currency: "EUR", description: "taxi" } },
    { name: "expenses_record", input: { amount: 30, currency: "EUR", description: "dinner" } },
  ]);
  assert.deepEqual(
    parseToolIntent("remind me at 5 to feed the cat and at 6 to walk the dog", PARIS),
    [
      {
        name: "reminders_create",
        input: { text: "feed the cat", at: "2026-03-11T17:00:00+01:00" },
      },
      {
        name: "reminders_create",
        input: { text: "walk the dog", at: "2026-03-11T18:00:00+01:00" },
      },
    ],
  );
  // "X isn't needed any more, delete it": the removal of X.
  assert.deepEqual(parseToolIntent("Oscar's birthday isn't needed any more, delete it", PARIS), [
    { name: "birthdays_remove", input: { birthday: "Oscar" } },
  ]);
});

Deno.test("beside a request, a clause that only tells something runs no tool of another group", () => {
  assert.deepEqual(parseToolIntent("clear the shopping list, I've done the big shop", PARIS), [
    { name: "shopping_clear", input: {} },
  ]);
});

Deno.test("a new day said with 'change … to' is a move; 'from my list' after a named kind is dropped", () => {
  assert.deepEqual(parseToolIntent("change the library books task to next Monday", PARIS), [
    { name: "tasks_update", input: { task: "library books", due: "2026-03-16" } },
  ]);
  assert.deepEqual(parseToolIntent("remove the Lyon trip from my list", PARIS), [
    { name: "trips_delete", input: { trip: "Lyon" } },
  ]);
  // "…, stop watching it": "it" is what the clause before is about.
  assert.deepEqual(
    parseToolIntent("I don't care about the chair any more, stop watching it", PARIS),
    [{ name: "price_watches_stop", input: { watch: "chair" } }],
  );
});

Deno.test("indirect requests of a group's description are read as the request they mean", () => {
  const given: [string, ToolCall][] = [
    ["Jo Barnes is Jo Carter now", {
      name: "contacts_update",
      input: { contact: "Jo Barnes", name: "Jo Carter" },
    }],
    ["Sarah got married, she's Sarah Reese now", {
      name: "contacts_update",
      input: { contact: "Sarah", name: "Sarah Reese" },
    }],
    ["Priya Shah, priya@shah.example, 07700 900456 — save her please", {
      name: "contacts_create",
      input: { name: "Priya Shah", email: "priya@shah.example", phone: "07700 900456" },
    }],
    ["the team lunch was 64, not 60", {
      name: "expenses_update",
      input: { expense: "team lunch", amount: 64 },
    }],
  ];
  for (const [text, call] of given) assert.deepEqual(parseToolIntent(text, PARIS), [call], text);
  // A question opened by a group's question phrase asks that group, whatever else it names.
  assert.deepEqual(parseToolIntent("how many days left until our holiday?", PARIS), [
    { name: "countdowns_list", input: {} },
  ]);
});

Deno.test("an expense said without a verb, or two with their amounts, is recorded; a complaint is not", () => {
  assert.deepEqual(parseToolIntent("lunch with a client, 7.80 total", PARIS), [
    {
      name: "expenses_record",
      input: { amount: 7.8, currency: "EUR", description: "lunch with a client" },
    },
  ]);
  assert.deepEqual(
    parseToolIntent("taxi for 45 and dinner for 30, both on the company", PARIS).map((c) =>
      c.input.amount
    ),
    [45, 30],
  );
  assert.deepEqual(
    parseToolIntent("a pint for 2.15 and a coffee for 3, what a rip-off", PARIS),
    [],
  );
  // A contact said as a name and an address is a contact, never a shopping item.
  assert.deepEqual(parseToolIntent("add Marco Rossi, marco@rossi.example", PARIS), [
    { name: "contacts_create", input: { name: "Marco Rossi", email: "marco@rossi.example" } },
  ]);
  assert.deepEqual(parseToolIntent("add 07700 900123 to my shopping list", PARIS), []);
});

Deno.test("a shopping request said with its item in an aside, or with 'please' inside, is read", () => {
  assert.deepEqual(parseToolIntent("we need kitchen foil, add it to the list", PARIS), [
    { name: "shopping_add", input: { items: ["kitchen foil"] } },
  ]);
  assert.deepEqual(
    parseToolIntent("no more biscuits on the list please, we're cutting down", PARIS),
    [{ name: "shopping_remove", input: { items: ["biscuits"] } }],
  );
});

Deno.test("a sentence that only says when belongs to the request before it", () => {
  assert.deepEqual(parseToolIntent("booked Rome! 14–21 May", PARIS), [
    {
      name: "trips_create",
      input: { destination: "Rome", start_date: "2026-05-14", end_date: "2026-05-21" },
    },
  ]);
  assert.deepEqual(parseToolIntent("great news. 14 May", PARIS), []);
});

Deno.test("'the Nibbles one' is said as 'the one about Nibbles'", () => {
  assert.ok(
    rephrasings("you can forget the Nibbles one").includes(
      "you can forget the one about Nibbles",
    ),
  );
  for (const text of ["one more thing, add milk", "add the one from yesterday"]) {
    assert.ok(!rephrasings(text).some((r) => r.includes("one about")), text);
  }
});

Deno.test("two things with a date each under one verb and one kind are two requests", () => {
  assert.deepEqual(
    parseToolIntent("set countdowns for Mia's 18th on 4 June and our anniversary on 21 August", {
      now: new Date("2026-03-11T08:30:00Z"),
      timezone: "Europe/Paris",
    }).map((c) => c.input),
    [{ title: "Mia's 18th", date: "2026-06-04" }, { title: "our anniversary", date: "2026-08-21" }],
  );
});

Deno.test("an address said beside a name is the name's: an email to it", () => {
  const at = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  for (
    const text of [
      "email the landlord, j.jenkins@lettings.example, that the boiler's gone again",
      "tell rob (rob@fastmail.example) the boiler's gone again",
    ]
  ) {
    const [call] = parseToolIntent(text, at);
    const email = call?.input.email as { to?: string[]; body?: string } | undefined;
    assert.match(email?.to?.[0] ?? "", /@/u, text);
    assert.match(email?.body ?? "", /^the boiler's gone again$/iu, text);
  }
});

Deno.test("a last sentence that only asks for a kind takes the sentences before as its item", () => {
  const at = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  assert.deepEqual(
    parseToolIntent("2 april, 9am: renew the car insurance. reminder please", at).map((c) =>
      c.input
    ),
    [{ text: "renew the car insurance", at: "2026-04-02T09:00:00+02:00" }],
  );
  assert.deepEqual(parseToolIntent("the bins are full. remind me", at), []);
});

Deno.test("an aside saying the date of the thing before it is its date", () => {
  assert.ok(
    rephrasings("set up a countdown to my 40th, it's the 2nd of feb").includes(
      "set up a countdown to my 40th on the 2nd of feb",
    ),
  );
});

Deno.test("what follows a list named first is its item", () => {
  assert.ok(
    rephrasings("save to keepsakes the poem Jess read").includes(
      "save to keepsakes: the poem Jess read",
    ),
  );
  assert.ok(!rephrasings("keepsakes are nice, save one").some((r) => r.includes(": ")));
});

Deno.test("a thing of a kind that is no use any more is removed", () => {
  assert.ok(
    rephrasings("the note with the bay number is no use any more").includes(
      "remove the note with the bay number",
    ),
  );
  assert.ok(!rephrasings("this weather is no use").some((r) => r.startsWith("remove")));
});

Deno.test("a request announced with its count is one request a part, when they are as many", () => {
  const calls = (text: string) => parseToolIntent(text, PARIS);
  assert.deepEqual(
    calls("three tasks: renew the parking permit, call the accountant, and sort the loft"),
    [
      { name: "tasks_create", input: { content: "renew the parking permit" } },
      { name: "tasks_create", input: { content: "call the accountant" } },
      { name: "tasks_create", input: { content: "sort the loft" } },
    ],
  );
  assert.deepEqual(calls("log two expenses: parking for 8 and a sandwich for 5, both in pounds"), [
    { name: "expenses_record", input: { amount: 8, currency: "GBP", description: "parking" } },
    { name: "expenses_record", input: { amount: 5, currency: "GBP", description: "sandwich" } },
  ]);
  assert.deepEqual(
    calls("keep both of these: Mia rode her bike alone, and Leo read his first book"),
    [
      { name: "keepsakes_save", input: { text: "Mia rode her bike alone" } },
      { name: "keepsakes_save", input: { text: "Leo read his first book" } },
    ],
  );
  // Parts fewer or more than the count said: nothing is guessed, and no label becomes an item.
  assert.deepEqual(calls("two tasks: renew the parking permit"), []);
  assert.deepEqual(calls("add three things: bread, jam"), []);
});

Deno.test("'don't bother with' a kind's item removes it, its reason told after it or not", () => {
  const read = (text: string) => parseToolIntent(text, PARIS);
  assert.deepEqual(read("don't bother with the skates task, Liam outgrew hockey"), [
    { name: "tasks_delete", input: { task: "skates" } },
  ]);
  assert.deepEqual(read("dont bother about the wedding countdown"), [
    { name: "countdowns_remove", input: { countdown: "wedding" } },
  ]);
  assert.deepEqual(read("delete the piano task, Mia quit lessons"), [
    { name: "tasks_delete", input: { task: "piano" } },
  ]);
  // What names no kind could be on any list: nothing is removed.
  assert.deepEqual(read("don't bother with the milk"), []);
});
