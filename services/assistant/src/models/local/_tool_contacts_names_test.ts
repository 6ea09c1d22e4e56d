import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const LONDON = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string) {
  return readToolIntent(text, LONDON).calls;
}

function asks(text: string) {
  return readToolIntent(text, LONDON).asks.map((a) => a.tool);
}

function created(name: string, detail: Record<string, string> = {}) {
  return { name: "contacts_create", input: { name, ...detail } };
}

Deno.test("a contact's name never starts with 'a'/'an', a particle, nor is a thing alone", () => {
  for (
    const text of [
      "add a telephone to my contacts",
      "add an electrician to my contacts",
      "add telephone to my contacts",
      "put up the plumber's number 07700 900123",
      "pop in Dave's number 07700 900123",
      "save Tom the, 07700 900123",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // Whom to save is asked.
  assert.deepEqual(asks("add a telephone to my contacts"), ["contacts_create"]);
  // "put down" is the verb, as "jot down" is.
  assert.deepEqual(calls("put down the plumber's number 07700 900123"), [
    created("the plumber", { phone: "07700 900123" }),
  ]);
  assert.deepEqual(calls("put down Kate's number 07700 900123"), [
    created("Kate", { phone: "07700 900123" }),
  ]);
  // Names that only look like it are names.
  assert.deepEqual(calls("add An Post to my contacts, 01 705 7000"), [
    created("An Post", { phone: "01 705 7000" }),
  ]);
  assert.deepEqual(calls("save Tom the Great, 07700 900123"), [
    created("Tom the Great", { phone: "07700 900123" }),
  ]);
});

Deno.test("a second number said with 'and' is never dropped: whose it is is asked", () => {
  const tunde = readToolIntent("save Tunde Afolabi 0803 555 0192 and 0805 555 0147", LONDON);
  assert.deepEqual(tunde.calls, [created("Tunde Afolabi", { phone: "0803 555 0192" })]);
  assert.deepEqual(tunde.asks.map((a) => a.tool), ["contacts_create:whose"]);
  assert.deepEqual(asks("add Jo Kerr 07700 900123 and her husband 07700 900124"), [
    "contacts_create:whose",
  ]);
  assert.deepEqual(asks("save 0805 555 0147"), ["contacts_create:whose"]);
  assert.deepEqual(calls("save 0805 555 0147"), []);
  // A second person named with the number is a second contact.
  assert.deepEqual(calls("save Leah Grant 07555 010101 and her husband Owen Grant 07555 020202"), [
    created("Leah Grant", { phone: "07555 010101" }),
    created("Owen Grant", { phone: "07555 020202" }),
  ]);
  // Words after a number say what it is for: no contact asked about.
  assert.deepEqual(asks("note down 0805 555 0147 as the alarm code"), []);
});

Deno.test("a number with its area code in brackets, saved 'as' a name, keeps what follows", () => {
  assert.deepEqual(calls("save (415) 555-0134 as Dana Whitfield, she's the kids' piano teacher"), [
    created("Dana Whitfield", { phone: "(415) 555-0134", notes: "she's the kids' piano teacher" }),
  ]);
  assert.deepEqual(calls("save my sister's number (0161) 496 0000 as Ellie"), [
    created("Ellie", { phone: "(0161) 496 0000" }),
  ]);
  assert.deepEqual(calls("save dana@w.example as Dana Whitfield - piano teacher"), [
    created("Dana Whitfield", { email: "dana@w.example", notes: "piano teacher" }),
  ]);
});

Deno.test("a new name said as a fact, then 'update her contact' and more, renames the contact", () => {
  assert.deepEqual(
    calls(
      "Anika Patel is Anika Shah now since she got married, update her contact and save her birthday 9th of June",
    ),
    [
      { name: "contacts_update", input: { contact: "Anika Patel", name: "Anika Shah" } },
      { name: "birthdays_save", input: { name: "Anika Shah", date: "--06-09" } },
    ],
  );
  assert.deepEqual(
    calls(
      "Tom Reed is now Tom Reed-Hall after the wedding, fix his contact and remind me to send a card friday at 10",
    ),
    [
      { name: "contacts_update", input: { contact: "Tom Reed", name: "Tom Reed-Hall" } },
      { name: "reminders_create", input: { text: "send a card", at: "2026-12-04T10:00:00+00:00" } },
    ],
  );
  // Names said without their capitals, or things: nothing is renamed.
  assert.deepEqual(calls("anika patel is anika shah now, update her contact"), []);
  assert.ok(
    !calls("the milk is oat milk now, update the list").some((c) => c.name === "contacts_update"),
  );
});

Deno.test("who someone is, said after their name and before their details, is a note", () => {
  assert.deepEqual(
    calls("save Tomás the electrician, 086 111 2233, and add get quote from Tomás to my tasks"),
    [
      created("Tomás", { phone: "086 111 2233", notes: "electrician" }),
      { name: "tasks_create", input: { content: "get quote from Tomás" } },
    ],
  );
  assert.deepEqual(calls("save Jacko from footy, 0438 222 019, notes: coach of the under 12s"), [
    created("Jacko", { phone: "0438 222 019", notes: "from footy; coach of the under 12s" }),
  ]);
  assert.deepEqual(calls("save Lina at the bakery, lina@bakery.example"), [
    created("Lina", { email: "lina@bakery.example", notes: "at the bakery" }),
  ]);
});

Deno.test("a place's detail saved 'as a contact called' a name: the name, the place a note", () => {
  assert.deepEqual(calls("save the gym's number, 0161 496 0000, as a new contact named Core Gym"), [
    created("Core Gym", { phone: "0161 496 0000", notes: "gym" }),
  ]);
  assert.deepEqual(calls("save kim's email, kim@example.com, name Kim Lee"), [
    created("Kim Lee", { email: "kim@example.com" }),
  ]);
});

Deno.test("one common word alone in lowercase is a thing, never a contact's name", () => {
  for (
    const text of [
      "add fridge to my contacts",
      "save kettle as a contact",
      "new contact: toaster",
      "put lamp in my contacts",
      "add wardrobes to my contacts",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
    // Whom to save is asked.
    assert.deepEqual(asks(text), ["contacts_create"], text);
  }
  // A name said in lowercase that is no common word is a name; so is a relation or a role, and a
  // common word said with a capital.
  assert.deepEqual(calls("add fergal to my contacts"), [created("fergal")]);
  assert.deepEqual(calls("save tom's mobile 07700 900987"), [
    created("tom", { phone: "07700 900987" }),
  ]);
  assert.deepEqual(calls("add mum to my contacts, 07700 900123"), [
    created("mum", { phone: "07700 900123" }),
  ]);
  assert.deepEqual(calls("add plumber to my contacts"), [created("plumber")]);
  assert.deepEqual(calls("add Fridge to my contacts"), [created("Fridge")]);
  assert.deepEqual(calls("add Mark Fridge to my contacts"), [created("Mark Fridge")]);
});
