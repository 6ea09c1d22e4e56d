import assert from "node:assert/strict";
import { leftOver } from "./_coverage.ts";
import { debrisIn } from "./_coverage_debris.ts";
import { unreadDays } from "./_coverage_when.ts";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

Deno.test("a reading that accounts for every word, reasons and asides included, leaves nothing", () => {
  const add = { name: "shopping_add", input: { items: ["oat milk"] } };
  assert.deepEqual(
    leftOver("put oat milk on the shopping list, because we're nearly out", [add]),
    [],
  );
  assert.deepEqual(leftOver("add oat milk to the list, the kids finished it", [add]), []);
  assert.deepEqual(leftOver("add oat milk to the list for the party", [add]), []);
});

Deno.test("a word no slot, group word or filler accounts for is left over", () => {
  const add = { name: "shopping_add", input: { items: ["milk"] } };
  assert.deepEqual(leftOver("add milk and the plumber to the list", [add]), ["plumber"]);
});

Deno.test("clause debris in an item or a reminder's text is found; a note's own words are not", () => {
  assert.deepEqual(
    debrisIn({ name: "reminders_create", input: { text: "take the bins out because it's early" } }),
    ["take the bins out because it's early"],
  );
  assert.deepEqual(debrisIn({ name: "shopping_add", input: { items: ["half marathon, it's"] } }), [
    "half marathon, it's",
  ]);
  assert.deepEqual(debrisIn({ name: "notes_create", input: { text: "late because of snow" } }), []);
});

Deno.test("a clause said of a thing, or when it is wanted, is debris in a thing, not in a doing", () => {
  const things = [
    "the kids want cereal",
    "my sister needs a charger",
    "eggs after work",
    // A thing put in a state is no thing to buy: "get dinner ready by 7".
    "dinner ready by 7",
    "tea sorted",
    "the costume done for friday",
    // A clause of its own after "once", "when", "before": "a new kettle once we move".
    "new kettle once we move",
    "eggs before we go",
    // A reason joined by "so" to what it is said of: "the garage called so the MOT".
    "garage so MOT",
  ];
  for (const thing of things) {
    assert.deepEqual(debrisIn({ name: "shopping_add", input: { items: [thing] } }), [thing]);
  }
  for (
    const thing of ["ready meals", "washed potatoes", "ready salted crisps", "once-a-day pills"]
  ) {
    assert.deepEqual(debrisIn({ name: "shopping_add", input: { items: [thing] } }), [], thing);
  }
  const doings: [string, string, string][] = [
    ["reminders_create", "text", "the recycling needs to go out"],
    ["reminders_create", "text", "walk the dog before work"],
    ["tasks_create", "content", "call the bank before lunch"],
    ["tasks_create", "content", "the boiler needs a service"],
  ];
  for (const [name, key, v] of doings) {
    assert.deepEqual(debrisIn({ name, input: { [key]: v } }), []);
  }
});

Deno.test("a request read only in part runs nothing and says which words were not read", () => {
  const intent = readToolIntent(
    "remind me to take the recycling out tomorrow at 7 because the collection is early",
    CTX,
  );
  // The reason is not the reminder's text: read whole, or not at all.
  assert.ok(
    intent.calls.length === 0
      ? intent.unread !== undefined
      : intent.calls[0]!.input.text === "take the recycling out",
    JSON.stringify(intent),
  );
});

Deno.test("an aside or filler left in a slot, and a role before a name, are debris", () => {
  assert.equal(
    debrisIn({ name: "reminders_create", input: { text: "move the car, the warden comes" } })
      .length,
    1,
  );
  assert.equal(
    debrisIn({ name: "expenses_record", input: { description: "lunch, total" } }).length,
    1,
  );
  assert.equal(
    debrisIn({ name: "contacts_create", input: { name: "plumber Dave Wilson" } }).length,
    1,
  );
  // A recurrence's own commas and an ordinary name are not.
  assert.deepEqual(
    debrisIn({
      name: "reminders_create",
      input: { text: "stretch", recurrence: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" },
    }),
    [],
  );
  assert.deepEqual(debrisIn({ name: "contacts_create", input: { name: "Dave Wilson" } }), []);
});

Deno.test("an amount, a subject with its verb or a time's number left in a slot is debris", () => {
  for (
    const input of [
      { text: "9 to book the vet" },
      { text: "feed the cat and to walk the dog" },
      { reminder: "I've ever made" },
      { reminder: "tomatoes don't need watering" },
      { description: "taxi for and a dinner for €30" },
    ]
  ) {
    assert.equal(debrisIn({ name: "reminders_create", input }).length, 1, JSON.stringify(input));
  }
});

Deno.test("a slot that only says when is debris, unless it is a title or names an item", () => {
  assert.equal(
    debrisIn({ name: "tasks_update", input: { task: "library books", content: "next Monday" } })
      .length,
    1,
  );
  assert.deepEqual(debrisIn({ name: "countdowns_set", input: { title: "Christmas" } }), []);
  assert.deepEqual(debrisIn({ name: "countdowns_remove", input: { countdown: "Christmas" } }), []);
});

Deno.test("a phrasal verb keeps its particle; a role before a name and a second date in notes are debris", () => {
  assert.deepEqual(
    readToolIntent("remind me to put the chicken in at quarter past five", CTX).calls,
    [{
      name: "reminders_create",
      input: { text: "put the chicken in", at: "2026-03-11T17:15:00+01:00" },
    }],
  );
  assert.equal(
    debrisIn({ name: "contacts_create", input: { name: "my dentist Dr Kaur" } }).length,
    1,
  );
  assert.equal(
    debrisIn({
      name: "trips_create",
      input: { destination: "Glasgow", start_date: "2026-03-14", notes: "Friday to Sunday" },
    }).length,
    1,
  );
});

Deno.test("another group's noun left unread means the message is not read whole", () => {
  const item = { name: "shopping_add", input: { items: ["break"] } };
  assert.deepEqual(leftOver("no reminders today, please, I need a break", [item]), ["reminders"]);
  assert.deepEqual(readToolIntent("no reminders today, please, I need a break", CTX).calls, []);
});

Deno.test("an item to buy that says when is not read whole; 'I need reminding' is a reminder", () => {
  assert.deepEqual(readToolIntent("I need reminding at 6.15pm to start dinner", CTX).calls, [
    {
      name: "reminders_create",
      input: { text: "start dinner", at: "2026-03-11T18:15:00+01:00" },
    },
  ]);
  assert.deepEqual(readToolIntent("add bread for Sunday to the list", CTX).calls, []);
  assert.deepEqual(readToolIntent("add Easter eggs to the shopping list", CTX).calls, [
    { name: "shopping_add", input: { items: ["Easter eggs"] } },
  ]);
});

Deno.test("an article left before a function word is debris", () => {
  assert.equal(
    debrisIn({ name: "reminders_create", input: { text: "the to pay the council tax" } }).length,
    1,
  );
});

Deno.test("a day the message names that no call holds means the time was not read whole", () => {
  const trip = {
    name: "trips_create",
    input: { destination: "Nice", start_date: "2026-08-05" },
  };
  assert.deepEqual(
    unreadDays("we fly to Nice on the 5th of August and come back on the 12th", [trip], CTX),
    ["on the 12th"],
  );
  // The trip's parser reads that day as the trip's end, in the month of its start.
  assert.deepEqual(
    readToolIntent("we fly to Nice on the 5th of August and come back on the 12th", CTX).calls,
    [{ ...trip, input: { ...trip.input, end_date: "2026-08-12" } }],
  );
  // A corrected day and a weekday alone are not counted.
  const fix = { name: "expenses_update", input: { expense: "ink", date: "2026-03-06" } };
  assert.deepEqual(unreadDays("the ink expense was on 6 March, not the 5th", [fix], CTX), []);
});

Deno.test("a reason said with any of its words ('because', 'cos', 'bc', 'cuz') is filler, never an item", async () => {
  const { readToolIntent } = await import("./tool_intent.ts");
  const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  for (const word of ["because", "cos", "bc", "cuz", "coz"]) {
    const calls = readToolIntent(`add milk ${word} we're out`, ctx).calls;
    assert.deepEqual(calls.map((c) => c.input), [{ items: ["milk"] }], word);
  }
  // A reference after a word said in Scots ("aboot") is read as after "about".
  const calls = readToolIntent("delete the note aboot the boiler service", ctx).calls;
  assert.deepEqual(calls.map((c) => c.input), [{ note: "boiler service" }]);
});

Deno.test("a task or reminder cut after 'what's' is debris; one that says what it is about is not", () => {
  const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  assert.deepEqual(readToolIntent("add a task to check what's on Thursday", ctx).calls, []);
  assert.deepEqual(
    readToolIntent("remind me at 5 to ask what's for dinner", ctx).calls.map((c) => c.input.text),
    ["ask what's for dinner"],
  );
});

Deno.test("a reference never reaches across a colon: 'remember this: the plumber's name is Iker'", () => {
  const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  assert.deepEqual(readToolIntent("remember this: the plumber's name is Iker", ctx).calls, []);
  assert.deepEqual(
    readToolIntent("the plumber's name is Iker", ctx).calls.map((c) => c.input),
    [{ contact: "plumber", name: "Iker" }],
  );
});

Deno.test("four digits after 'at' are a 24-hour time, and a deadline said after a task is its due day", () => {
  const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  const read = (t: string) => readToolIntent(t, ctx).calls.map((c) => c.input);
  // "0930 to call mum" at 09:00 was written before.
  assert.deepEqual(read("remind me tomorrow at 0930 to call mum"), [
    { text: "call mum", at: "2026-03-12T09:30:00+01:00" },
  ]);
  assert.deepEqual(read("add 1730 to the list"), []);
  assert.deepEqual(read("add a task to renew the lease, the deadline is friday"), [
    { content: "renew the lease", due: "2026-03-13" },
  ]);
  assert.deepEqual(read("add a task to call the bank, the deadline is tight"), [
    { content: "call the bank" },
  ]);
});
