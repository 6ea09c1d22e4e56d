import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";

const named = (text: string) => calls(text).map((c) => c.name);

Deno.test("what is told, then one more request pointing back and saying 'also': both run", () => {
  assert.deepEqual(
    calls("My brother Kwame's birthday is on 2 May; please also set a countdown for it"),
    [
      { name: "birthdays_save", input: { name: "Kwame", date: "--05-02" } },
      { name: "countdowns_set", input: { title: "Kwame's birthday", date: "2026-05-02" } },
    ],
  );
  assert.deepEqual(
    calls("I'm going to Kyoto from 4 to 9 October, so please set a countdown for it as well"),
    [
      {
        name: "trips_create",
        input: { destination: "Kyoto", start_date: "2026-10-04", end_date: "2026-10-09" },
      },
      { name: "countdowns_set", input: { title: "Kyoto", date: "2026-10-04" } },
    ],
  );
  assert.deepEqual(
    named("My niece Pema's birthday is on 12 March; please also set a countdown for it."),
    ["birthdays_save", "countdowns_set"],
  );
  // The stop that ends the message is none of the request's words.
  assert.deepEqual(
    named("I am going to Sapporo from 20 to 23 July, so please set a countdown for it as well."),
    ["trips_create", "countdowns_set"],
  );
});

Deno.test("told without 'also', or pointing at nothing told, keeps what is told an aside", () => {
  // No "also": the countdown alone, as before.
  assert.deepEqual(named("My niece Pema's birthday is on 12 March, set a countdown for it"), [
    "countdowns_set",
  ]);
  assert.deepEqual(named("Tom's birthday is 5 May; set a countdown for it"), []);
  // "also" with nothing pointed back at: the statement is no request.
  assert.deepEqual(named("I was at the dentist today, also add floss to the list"), [
    "shopping_add",
  ]);
  assert.deepEqual(
    named("my flight to Rome got cancelled, also remind me to call the airline about it"),
    [],
  );
  assert.deepEqual(named("I'm going to the dentist on Friday, also remind me to take my card"), []);
  // Alone, a request pointing back at nothing reads as nothing.
  for (const text of ["please also set a countdown for it", "set a countdown for it as well"]) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("a request said of the person the one before names by 'his' or 'her'", () => {
  assert.deepEqual(calls("save Aunty Efua 020 998 7766 and add her birthday, 14 April"), [
    { name: "contacts_create", input: { name: "Aunty Efua", phone: "020 998 7766" } },
    { name: "birthdays_save", input: { name: "Aunty Efua", date: "--04-14" } },
  ]);
  assert.deepEqual(calls("save Uncle Kojo 020 555 1234 and add his birthday, 2 June"), [
    { name: "contacts_create", input: { name: "Uncle Kojo", phone: "020 555 1234" } },
    { name: "birthdays_save", input: { name: "Uncle Kojo", date: "--06-02" } },
  ]);
  assert.deepEqual(
    calls("note that the plumber is Mr Adeyemi and save his number 07700 900333 in my contacts"),
    [
      { name: "notes_create", input: { text: "the plumber is Mr Adeyemi" } },
      { name: "contacts_create", input: { name: "Mr Adeyemi", phone: "07700 900333" } },
    ],
  );
  assert.deepEqual(
    named("note that the landlord is Mr Okafor and save his number 0803 555 0142 in my contacts"),
    ["notes_create", "contacts_create"],
  );
  // Two people named in the note: "his" is not guessed, and nothing of it is a contact.
  assert.ok(
    !named(
      "note that the landlord is Mr Okafor and that Mrs Bello is the agent and save his number 0803 555 0142",
    ).includes("contacts_create"),
  );
  // A statement about her beside the contact is no birthday.
  assert.deepEqual(named("save Aunty Efua 020 998 7766, and she turns 40 this year"), [
    "contacts_create",
  ]);
  assert.deepEqual(calls("add her birthday, 14 April"), []);
});

Deno.test("a purpose said after 'so' ends where a second request starts", () => {
  assert.deepEqual(
    calls(
      "set a countdown to the marathon on 19 April so I stay motivated, and add a task to buy energy gels by the 10th",
    ),
    [
      { name: "countdowns_set", input: { title: "marathon", date: "2026-04-19" } },
      { name: "tasks_create", input: { content: "buy energy gels", due: "2026-04-10" } },
    ],
  );
  assert.deepEqual(named("add flour so we can make pancakes, and remind me at 5 to bake"), [
    "shopping_add",
    "reminders_create",
  ]);
  // A purpose beside one request alone is never written into it: nothing runs (precision_kinds).
  for (
    const text of [
      "add oat milk so we have some for the weekend",
      "set a countdown to the half marathon on 12 April so that I keep training",
    ]
  ) {
    assert.ok(
      !calls(text).some((c) => JSON.stringify(c.input).includes(" so ")),
      text,
    );
  }
  // "so I won't need that reminder" is the request itself.
  assert.deepEqual(calls("choir's cancelled this week so I won't need that reminder"), [
    { name: "reminders_cancel", input: { reminder: "choir" } },
  ]);
  // "so" opening a request is still read as one.
  assert.deepEqual(calls("we're out so add milk"), [
    { name: "shopping_add", input: { items: ["milk"] } },
  ]);
  // A second request after a reason is never read as the first one's second object.
  for (
    const text of [
      "set a countdown to the wedding on 5 September so we stay on track, and add a task to order the cake by the 1st",
      "set a countdown to the wedding on 5 September because we need it, and add a task to order the cake by the 1st",
    ]
  ) {
    assert.ok(!calls(text).some((c) => String(c.input.title ?? "").includes("task")), text);
  }
  // "and" inside a note's text does not cut it.
  assert.deepEqual(calls("note that Tom and Ana are coming on Friday"), [
    { name: "notes_create", input: { text: "Tom and Ana are coming on Friday" } },
  ]);
});
