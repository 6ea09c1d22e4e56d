import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { spokenEmail } from "./_tool_contacts_said.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

Deno.test("what is said of a new contact after the details is kept in the notes, all of it", () => {
  assert.deepEqual(
    calls("add my new dentist, Dr Anne Moss, 020 7946 0000, she's on Harley Street"),
    [
      {
        name: "contacts_create",
        input: {
          name: "Dr Anne Moss",
          phone: "020 7946 0000",
          notes: "new dentist; she's on Harley Street",
        },
      },
    ],
  );
  assert.deepEqual(calls("add my new plumber, Gary Smith, 07700 900123, he does boilers too"), [
    {
      name: "contacts_create",
      input: {
        name: "Gary Smith",
        phone: "07700 900123",
        notes: "new plumber; he does boilers too",
      },
    },
  ]);
  // Said of something else than the person: no note of theirs.
  assert.deepEqual(calls("add my new plumber, Gary Smith, 07700 900123, we need the sink fixed"), [
    {
      name: "contacts_create",
      input: { name: "Gary Smith", phone: "07700 900123", notes: "new plumber" },
    },
  ]);
  assert.deepEqual(
    calls("add my new plumber, Gary Smith, 07700 900123, it was a nightmare finding one"),
    [{
      name: "contacts_create",
      input: { name: "Gary Smith", phone: "07700 900123", notes: "new plumber" },
    }],
  );
});

Deno.test("a person named, then a way to reach them, before another request", () => {
  assert.deepEqual(calls("add Tom Price, 07700 900123, and remind me to call him tomorrow at 6"), [
    { name: "contacts_create", input: { name: "Tom Price", phone: "07700 900123" } },
    {
      name: "reminders_create",
      input: { text: "call Tom Price", at: "2026-03-12T18:00:00+01:00" },
    },
  ]);
  assert.deepEqual(calls("save Lou Marsh, lou@marsh.example"), [
    { name: "contacts_create", input: { name: "Lou Marsh", email: "lou@marsh.example" } },
  ]);
  // No capitalised name, or no way to reach them: no contact.
  assert.ok(!calls("add Milk, 2 litres").some((c) => c.name.startsWith("contacts_")));
  assert.ok(!calls("save the receipt, 07700 900123").some((c) => c.name === "contacts_create"));
});

Deno.test("her, him or them in a second request is the one person the message names", () => {
  assert.deepEqual(
    calls("change Tom's email to tom@new.example and remind me to call him on friday at 5"),
    [
      { name: "contacts_update", input: { contact: "Tom", email: "tom@new.example" } },
      { name: "reminders_create", input: { text: "call Tom", at: "2026-03-13T17:00:00+01:00" } },
    ],
  );
  assert.deepEqual(
    calls("save Lena's birthday, 3 May, and remind me on the 1st of May at 9 to buy her a present"),
    [
      { name: "birthdays_save", input: { name: "Lena", date: "--05-03" } },
      {
        name: "reminders_create",
        input: { text: "buy Lena a present", at: "2026-05-01T09:00:00+02:00" },
      },
    ],
  );
  const keys = calls(
    "change Kim's number to 07700 900555 and remind me to let her know on friday at 5",
  );
  assert.equal(keys[1]?.input.text, "let Kim know");
  const his = calls(
    "change Tom's number to 07700 900555 and remind me to return his keys on friday at 5",
  );
  assert.equal(his[1]?.input.text, "return Tom's keys");
  // Another person named in the reminder: "her" stays as said.
  const other = calls(
    "change Kim's number to 07700 900555 and remind me to ask Jo about her on friday at 5",
  );
  assert.equal(other[1]?.input.text, "ask Jo about her");
});

Deno.test("what is said of a new contact after a number is kept whole, however they were named", () => {
  const kate = (name: string, notes: string) => [
    { name: "contacts_create", input: { name, phone: "07700 900123", notes } },
  ];
  assert.deepEqual(
    calls("save Kate's number 07700 900123, she's Tom's sister"),
    kate("Kate", "she's Tom's sister"),
  );
  assert.deepEqual(
    calls("save Kate 07700 900123, she's my sister"),
    kate("Kate", "she's my sister"),
  );
  assert.deepEqual(
    calls("add Kate Lee 07700 900123, she is Tom's sister"),
    kate("Kate Lee", "she is Tom's sister"),
  );
  assert.deepEqual(
    calls("save Kate's number 07700 900123, she does Toyotas"),
    kate("Kate", "she does Toyotas"),
  );
  // A name said with no comma before the number, and nothing more.
  assert.deepEqual(calls("save Kate 07700 900123"), [
    { name: "contacts_create", input: { name: "Kate", phone: "07700 900123" } },
  ]);
  // Not a name: nothing saved.
  assert.deepEqual(calls("add milk 2 07700 900123"), []);
});

Deno.test("an address said aloud after 'email' and a labelled name are a new contact's", () => {
  assert.deepEqual(
    calls(
      "new contact name Nomvula Dlamini number 071 234 5678 email nomvula at example dot co dot za",
    ),
    [{
      name: "contacts_create",
      input: { name: "Nomvula Dlamini", email: "nomvula@example.co.za", phone: "071 234 5678" },
    }],
  );
  assert.deepEqual(calls("new contact name Ana Berg email ana at web dot de"), [
    { name: "contacts_create", input: { name: "Ana Berg", email: "ana@web.de" } },
  ]);
  // "at" with no "dot" after it is no address: nothing is made of it.
  assert.deepEqual(spokenEmail("email jo at home"), "email jo at home");
  assert.deepEqual(spokenEmail("email sam at gmail dot com"), "email sam@gmail.com");
});

Deno.test("a number or address after what is said of a new contact is theirs, never the notes'", () => {
  assert.deepEqual(
    calls("new contact - Odile Marchand, she's the school nurse, odile.m@ecole.fr"),
    [
      {
        name: "contacts_create",
        input: {
          name: "Odile Marchand",
          email: "odile.m@ecole.fr",
          notes: "she's the school nurse",
        },
      },
    ],
  );
  assert.deepEqual(calls("new contact: Sam Reyes, he's my cousin's landlord, 07700 900456"), [
    {
      name: "contacts_create",
      input: { name: "Sam Reyes", phone: "07700 900456", notes: "he's my cousin's landlord" },
    },
  ]);
  // A number inside what is said of them is never kept as a note.
  for (const call of calls("new contact Ruth Ames, she's on 0412 555 382")) {
    assert.ok(!String(call.input.notes ?? "").includes("0412"));
  }
});
