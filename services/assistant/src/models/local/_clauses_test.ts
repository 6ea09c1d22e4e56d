import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

function only(text: string): ToolCall {
  const got = calls(text);
  assert.equal(got.length, 1, `"${text}" gives one call, not ${JSON.stringify(got)}`);
  return got[0]!;
}

Deno.test("a statement after a request explains it and stays out of what is stored", () => {
  assert.deepEqual(only("remind me to water the plants at 7pm, the soil is dry"), {
    name: "reminders_create",
    input: { text: "water the plants", at: "2026-03-11T19:00:00+01:00" },
  });
  assert.deepEqual(
    only("remind me to pay the window cleaner on Friday, he comes at 10").input.text,
    "pay the window cleaner",
  );
  assert.deepEqual(only("add bin bags to the shopping list, we used the last one"), {
    name: "shopping_add",
    input: { items: ["bin bags"] },
  });
  assert.deepEqual(only("delete the note about the alarm code, they changed it"), {
    name: "notes_delete",
    input: { note: "alarm code" },
  });
});

Deno.test("a statement before a request that points back at it gives the request its object", () => {
  const trip = only("the Paris trip got called off, delete it");
  assert.equal(trip.name, "trips_delete");
  assert.match(String(trip.input.trip), /paris/iu);
  assert.deepEqual(only("we've run out of olive oil, put it on the shopping list"), {
    name: "shopping_add",
    input: { items: ["olive oil"] },
  });
  const done = only("I mended the fence, mark it as done");
  assert.equal(done.name, "tasks_complete");
  assert.match(String(done.input.task), /fence/iu);
});

Deno.test("an instruction pointing at a request that stands alone adds nothing to it", () => {
  const spent = only("I paid €40 for printer ink, log it as an expense");
  assert.equal(spent.name, "expenses_record");
  assert.equal(spent.input.amount, 40);
  assert.doesNotMatch(String(spent.input.description), /log|expense/iu);
});

Deno.test("what the user dictates keeps its statements", () => {
  assert.deepEqual(only("keepsake: the first day of school, she was so proud"), {
    name: "keepsakes_save",
    input: { text: "the first day of school, she was so proud" },
  });
  const email = only("email bob@example.com saying the boiler is fixed, it was the valve");
  assert.match(JSON.stringify(email.input), /it was the valve/u);
});

Deno.test("a list of items is not taken for statements", () => {
  assert.deepEqual(only("buy eggs, the brown bread, and milk").input.items, [
    "eggs",
    "brown bread",
    "milk",
  ]);
  // "the big ones" says which eggs, and is no thing to buy of its own: the eggs are the big ones.
  assert.deepEqual(only("buy eggs, the big ones, and milk").input.items, ["big eggs", "milk"]);
});

Deno.test("a story told in the past or a question about the things themselves asks for nothing", () => {
  for (
    const text of [
      "our holiday in Crete last summer was wonderful",
      "my notes from the lecture were a mess",
      "what is a countdown for?",
      "what's the difference between a task and a reminder",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  assert.equal(only("which trips were saved?").name, "trips_list");
  assert.equal(only("what was on my shopping list?").name, "shopping_list");
});

Deno.test("a statement about the past gives the request beside it no date", () => {
  assert.deepEqual(only("add a task to call the accountant, she rang yesterday"), {
    name: "tasks_create",
    input: { content: "call the accountant" },
  });
});

Deno.test("what is no longer needed is what an instruction pointing back at it names", () => {
  assert.deepEqual(only("no need for batteries anymore, take them off the shopping list"), {
    name: "shopping_remove",
    input: { items: ["batteries"] },
  });
});

Deno.test("an instruction naming a kind takes the other clause as what is dictated to it", () => {
  assert.deepEqual(only("train to Lyon, 64 euros, yesterday - log it in my expenses"), {
    name: "expenses_record",
    input: { amount: 64, currency: "EUR", description: "train to Lyon", date: "2026-03-10" },
  });
  assert.deepEqual(only("I must renew the passport, make it a task for Friday"), {
    name: "tasks_create",
    input: { content: "renew the passport", due: "2026-03-13" },
  });
});

Deno.test("'him' or 'her' in an instruction is the person the other clause names", () => {
  assert.deepEqual(
    only("we hired Maria Lopez as a cleaner, add her to my contacts: 07700 900111"),
    {
      name: "contacts_create",
      input: { name: "Maria Lopez", phone: "07700 900111" },
    },
  );
});

Deno.test("an instruction may point back at the sentence before it, or at several clauses", () => {
  const done = only("Finally mended the fence! You can mark that as done");
  assert.equal(done.name, "tasks_complete");
  assert.match(String(done.input.task), /fence/iu);
  assert.deepEqual(only("we ran out of rice and lentils, put them on the shopping list"), {
    name: "shopping_add",
    input: { items: ["rice", "lentils"] },
  });
});

Deno.test("a verb a group's description lists starts a new request after 'and'", () => {
  const got = calls("remind me to call mum at 6pm and chuck some crisps on the shopping list");
  assert.deepEqual(got.map((c) => c.name), ["reminders_create", "shopping_add"]);
  assert.deepEqual(got[1]?.input, { items: ["crisps"] });
});

Deno.test("a statement is what a request is about when the request says nothing else", () => {
  assert.deepEqual(
    only("remind me on Friday at 10, the window cleaner is coming").input.text,
    "the window cleaner is coming",
  );
  const email = readToolIntent("email Ana saying hello, the dinner is at 8", PARIS);
  assert.deepEqual(email.calls, []);
  assert.match(
    email.drafts[0]?.kind === "email" ? email.drafts[0].body ?? "" : "",
    /dinner is at 8/u,
  );
});

Deno.test("a detail labelled by its field belongs to the request before it, not an email to send", () => {
  assert.deepEqual(
    only("new contact Ines Duarte, email ines@duarte.example, mobile 0612 345 678"),
    {
      name: "contacts_create",
      input: { name: "Ines Duarte", email: "ines@duarte.example", phone: "0612 345 678" },
    },
  );
  assert.deepEqual(only("save supplier Brightline Print, e-mail: accounts@brightline.example"), {
    name: "expenses_suppliers_save",
    input: { name: "Brightline Print", email: "accounts@brightline.example" },
  });
  // An email with something to say is still a request of its own.
  const both = calls("add eggs to the list, email ana@example.org saying the eggs are in");
  assert.deepEqual(both.map((c) => c.name), ["shopping_add", "propose_action"]);
});

Deno.test("an item made in place of the kind's, or one more of it, is of that kind", () => {
  assert.deepEqual(
    calls("delete the piano reminder and add a new one for tennis on friday at 6"),
    [
      { name: "reminders_cancel", input: { reminder: "piano" } },
      {
        name: "reminders_create",
        input: { text: "tennis", at: "2026-03-13T18:00:00+01:00" },
      },
    ],
  );
  assert.deepEqual(calls("scrap the festival countdown and start one for the wedding on 4 July"), [
    { name: "countdowns_remove", input: { countdown: "festival" } },
    { name: "countdowns_set", input: { title: "wedding", date: "2026-07-04" } },
  ]);
  assert.deepEqual(calls("take Madrid off my trips and add Seville for 3-6 June instead"), [
    { name: "trips_delete", input: { trip: "Madrid" } },
    {
      name: "trips_create",
      input: { destination: "Seville", start_date: "2026-06-03", end_date: "2026-06-06" },
    },
  ]);
  // "one" as a count names no item of the kind.
  assert.deepEqual(calls("cancel the plumber reminder and add one loaf of bread"), []);
});

Deno.test("an aside written without its apostrophe is an aside", () => {
  assert.deepEqual(only("remind me at 4 to ring the dentist, its about the crown"), {
    name: "reminders_create",
    input: { text: "ring the dentist", at: "2026-03-11T16:00:00+01:00" },
  });
  assert.deepEqual(only("add dog food to the list, thats the last bag gone"), {
    name: "shopping_add",
    input: { items: ["dog food"] },
  });
});

Deno.test("beside a shopping request, a thing to remove is said bare", () => {
  assert.deepEqual(parseToolIntent("remove butter and add margarine", PARIS), [
    { name: "shopping_remove", input: { items: ["butter"] } },
    { name: "shopping_add", input: { items: ["margarine"] } },
  ]);
  // "bin bags" is a thing, not "bin" said of bags; and beside a task, "remove milk" says no list.
  assert.deepEqual(parseToolIntent("we're out of foil and bin bags", PARIS), [
    { name: "shopping_add", input: { items: ["foil", "bin bags"] } },
  ]);
  assert.deepEqual(parseToolIntent("mark the ironing done and remove milk", PARIS), []);
});

Deno.test("a verb said once for an item and 'the one …' after it is said for both", () => {
  assert.deepEqual(calls("cancel the piano reminder and the one about the boiler"), [
    { name: "reminders_cancel", input: { reminder: "piano" } },
    { name: "reminders_cancel", input: { reminder: "boiler" } },
  ]);
  assert.deepEqual(calls("dismiss the plumber follow-up and the one from Marco"), [
    { name: "email_followups_dismiss", input: { followup: "plumber" } },
    { name: "email_followups_dismiss", input: { followup: "Marco" } },
  ]);
});

Deno.test("a question of how long until a thing, then the request it asks for, is read of the thing", () => {
  assert.deepEqual(calls("how many weeks before the exam on 12 May? add a countdown"), [
    { name: "countdowns_set", input: { title: "exam", date: "2026-05-12" } },
  ]);
  assert.deepEqual(calls("how long until the wedding on 3 June? make a countdown for it"), [
    { name: "countdowns_set", input: { title: "wedding", date: "2026-06-03" } },
  ]);
  assert.deepEqual(calls("How many days till the gig on 9 October? Start a countdown."), [
    { name: "countdowns_set", input: { title: "gig", date: "2026-10-09" } },
  ]);
  // A question alone is still a question.
  assert.deepEqual(calls("how many days until the gig on 9 October?").map((c) => c.name), [
    "countdowns_list",
  ]);
});

Deno.test("what the user is no longer bothered about is what a removal pointing back removes", () => {
  assert.deepEqual(calls("I'm not fussed about the Rome trip any more, cancel it"), [
    { name: "trips_delete", input: { trip: "Rome" } },
  ]);
  assert.deepEqual(calls("no longer interested in the standing desk watch, stop it"), [
    { name: "price_watches_stop", input: { watch: "standing desk" } },
  ]);
  assert.deepEqual(calls("not keen on having the gym reminder anymore, delete it"), [
    { name: "reminders_cancel", input: { reminder: "gym" } },
  ]);
});

Deno.test("a statement after a birthday that gives its year stays with it", () => {
  assert.deepEqual(calls("Nina's birthday is 2 August, she is turning 40"), [
    { name: "birthdays_save", input: { name: "Nina", date: "1986-08-02" } },
  ]);
  assert.deepEqual(calls("Oscar's birthday is 20 May, he'll be 5"), [
    { name: "birthdays_save", input: { name: "Oscar", date: "2021-05-20" } },
  ]);
  assert.deepEqual(calls("Bea's birthday: 1 April, she'll be 12"), [
    { name: "birthdays_save", input: { name: "Bea", date: "2014-04-01" } },
  ]);
  // A statement that says no year is set aside.
  assert.deepEqual(calls("Tom's birthday is 4 June, he is my neighbour"), [
    { name: "birthdays_save", input: { name: "Tom", date: "--06-04" } },
  ]);
});

Deno.test("an aside whose subject is said without 'the' or 'my' is set aside", () => {
  assert.deepEqual(calls("take the bread off the list, mum brought us some"), [
    { name: "shopping_remove", input: { items: ["bread"] } },
  ]);
  assert.deepEqual(calls("remove the tape from the shopping list, dad lent me some"), [
    { name: "shopping_remove", input: { items: ["tape"] } },
  ]);
  assert.deepEqual(calls("add lemons to the shopping list, neighbour took them all"), [
    { name: "shopping_add", input: { items: ["lemons"] } },
  ]);
  assert.deepEqual(calls("add rice to the shopping list, flatmate finished the bag"), [
    { name: "shopping_add", input: { items: ["rice"] } },
  ]);
});

Deno.test("a thing named before a colon is what the instruction after it points at", () => {
  assert.deepEqual(calls("the Rome trip: cancel it, work got in the way"), [
    { name: "trips_delete", input: { trip: "Rome" } },
  ]);
  assert.deepEqual(calls("oat milk: take it off the list"), [
    { name: "shopping_remove", input: { items: ["oat milk"] } },
  ]);
  assert.deepEqual(calls("the gym countdown: get rid of it"), [
    { name: "countdowns_remove", input: { countdown: "gym" } },
  ]);
  // A kind's label is no thing: "note: …" stays the note's.
  assert.deepEqual(calls("note: the spare key is under it"), [
    { name: "notes_create", input: { text: "the spare key is under it" } },
  ]);
});

Deno.test("a request said last, without its thing, is of the thing said first, past the asides", () => {
  assert.deepEqual(calls("bin bags. we used the last one. add to shopping"), [
    { name: "shopping_add", input: { items: ["bin bags"] } },
  ]);
  assert.deepEqual(calls("oat milk. the kids drank it all. put on the list"), [
    { name: "shopping_add", input: { items: ["oat milk"] } },
  ]);
  assert.deepEqual(calls("washing up liquid. we are out. put it on the shopping list"), [
    { name: "shopping_add", input: { items: ["washing up liquid"] } },
  ]);
});
