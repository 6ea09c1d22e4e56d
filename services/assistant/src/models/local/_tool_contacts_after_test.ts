import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function one(text: string, name: string, input: Record<string, unknown>): void {
  assert.deepEqual(calls(text), [{ name, input }], text);
}

Deno.test("a name put right: the letters said after it are no part of it", () => {
  one("I spelled Jon wrong, it's John Bates with an h", "contacts_update", {
    contact: "Jon",
    name: "John Bates",
  });
  one("I got Stephen wrong, it's Steven Price with a v", "contacts_update", {
    contact: "Stephen",
    name: "Steven Price",
  });
  one("I spelt Kate wrong, it's Cate Moss, with a C", "contacts_update", {
    contact: "Kate",
    name: "Cate Moss",
  });
  // A name holding a clause's words is never stored.
  assert.deepEqual(calls("rename contact Jo to Jo Smith with an e"), []);
  assert.deepEqual(calls("change Ben's name to ben hartley since then"), []);
});

Deno.test("a surname changed: the contact's first name with the new surname", () => {
  one("Ben's surname is Hartley now since the wedding, update it", "contacts_update", {
    contact: "Ben",
    name: "Ben Hartley",
  });
  one("change Amy's last name to Wood", "contacts_update", { contact: "Amy", name: "Amy Wood" });
  one("Priya's surname is now Shah-Patel", "contacts_update", {
    contact: "Priya",
    name: "Priya Shah-Patel",
  });
  // A surname said without its capital may be any word: nothing is changed.
  assert.deepEqual(calls("Ben's surname is hartley now"), []);
});

Deno.test("a contact's detail 'has changed to' a new one", () => {
  one("harriet's number has changed to 0412 555 789", "contacts_update", {
    contact: "harriet",
    phone: "0412 555 789",
  });
  one("Dan's email changed to dan@new.example", "contacts_update", {
    contact: "Dan",
    email: "dan@new.example",
  });
  one("the plumber's mobile has been updated to 07700 900456", "contacts_update", {
    contact: "plumber",
    phone: "07700 900456",
  });
  // The user's own number is no contact's.
  assert.deepEqual(calls("my number has changed to 07700 900123"), []);
});

Deno.test("a person named, then 'her email's …': a new contact, where they are from a note", () => {
  one("add Fiona from book club, her email's fi.mcleod@btinternet.com", "contacts_create", {
    name: "Fiona",
    email: "fi.mcleod@btinternet.com",
    notes: "from book club",
  });
  one("save Omar from the gym, his number is 07700 900777", "contacts_create", {
    name: "Omar",
    phone: "07700 900777",
    notes: "from the gym",
  });
  one("add Lily, her mobile's 07700 900888", "contacts_create", {
    name: "Lily",
    phone: "07700 900888",
  });
  // No address or number: nothing is saved.
  assert.deepEqual(calls("add Fiona from book club, her email's great"), []);
});

Deno.test("a contact asked for with a question, the person said after it", () => {
  one(
    "could you pop my new neighbour in my contacts? Ade Okafor, flat 2, 07400 111222",
    "contacts_create",
    { name: "Ade Okafor", phone: "07400 111222", notes: "new neighbour; flat 2" },
  );
  one("can you put the new cleaner in my phone? Maria Lopez 07700 900999", "contacts_create", {
    name: "Maria Lopez",
    phone: "07700 900999",
    notes: "new cleaner",
  });
});

Deno.test("who the contacts hold at a place: 'that works at', 'got saved from'", () => {
  one("who do I know that works at Boots", "contacts_list", { query: "Boots" });
  one("who have i got saved from the Pune office", "contacts_list", { query: "Pune office" });
  one("who do we have stored at the dentist", "contacts_list", { query: "dentist" });
  // Asked of no place, it is every contact; "do I know …" of anything else is no contact's.
  one("who do I know", "contacts_list", {});
  assert.deepEqual(calls("do I know what time the match starts"), []);
});

Deno.test("a contact's detail said by the person, two at once, or with the old one after", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["Lena changed her number to 07700 900444", { contact: "Lena", phone: "07700 900444" }],
    ["Tom updated his email to tom@x.example", { contact: "Tom", email: "tom@x.example" }],
    ["Kai changed his number to 07700 900321 and his email to kai@new.example", {
      contact: "Kai",
      phone: "07700 900321",
      email: "kai@new.example",
    }],
    ["change Ravi's email to ravi@new.example and his number to 07700 900322", {
      contact: "Ravi",
      email: "ravi@new.example",
      phone: "07700 900322",
    }],
    ["Tom Hale's email is tom@hale.example, not the work one", {
      contact: "Tom Hale",
      email: "tom@hale.example",
    }],
    ["Maria's number is 07700 900555 now, not the old landline", {
      contact: "Maria",
      phone: "07700 900555",
    }],
  ];
  for (const [text, input] of cases) one(text, "contacts_update", input);
  // Not a contact's detail: the user's own, or no detail at all.
  assert.deepEqual(calls("my mum changed her number to 07700 900444"), []);
  assert.deepEqual(calls("Yuki changed her mind and her plans"), []);
});

Deno.test("'stick' puts a person in the contacts", () => {
  one("stick Ana Lopez in my contacts, ana@lopez.example", "contacts_create", {
    name: "Ana Lopez",
    email: "ana@lopez.example",
  });
  one("stick Dev Patel in my address book - 07700 900123", "contacts_create", {
    name: "Dev Patel",
    phone: "07700 900123",
  });
  assert.deepEqual(calls("stick the kettle on"), []);
});

Deno.test("everyone in the contacts from a place, and a contact 'of' someone", () => {
  one("show me everyone in my contacts from Hamburg", "contacts_list", { query: "Hamburg" });
  one("list everybody in my address book who works at Siemens", "contacts_list", {
    query: "Siemens",
  });
  one("show everyone in my phone book who works at the bank", "contacts_list", { query: "bank" });
  // "everyone" is no one's name: every contact.
  one("show me everyone in my contacts", "contacts_list", {});
  assert.deepEqual(calls("show me everyone from Hamburg"), []);
  one("new contact of Ravi Shah, ravi@example.com", "contacts_create", {
    name: "Ravi Shah",
    email: "ravi@example.com",
  });
  one("save contact of Lina Park, 07700 900456", "contacts_create", {
    name: "Lina Park",
    phone: "07700 900456",
  });
  assert.deepEqual(calls("add a contact of mine, 07700 900123"), []);
});

Deno.test("a detail said to be wrong, then the right one, changes it", () => {
  one("I gave you the wrong number for Dee, it's 07700 900777", "contacts_update", {
    contact: "Dee",
    phone: "07700 900777",
  });
  one("you have the wrong email for Lee - it should be lee@x.example", "contacts_update", {
    contact: "Lee",
    email: "lee@x.example",
  });
  one("Jo's name is Jo Bell since the divorce", "contacts_update", {
    contact: "Jo",
    name: "Jo Bell",
  });
  one("Ben's name is Ben Hart now that he's married", "contacts_update", {
    contact: "Ben",
    name: "Ben Hart",
  });
  // Whose detail is not said, or no name: nothing changes.
  assert.deepEqual(calls("I gave you the wrong email, it's a@b.example"), []);
  assert.deepEqual(calls("Jo's name is long since forever"), []);
});

Deno.test("a note put in a contact: what is said after 'that', a day in it too", () => {
  one("put on Ana's contact that she moves to Leeds on 3 June", "contacts_update", {
    contact: "Ana",
    notes: "she moves to Leeds on 3 June",
  });
  one("Ana moved, put in her contact that she lives in Leeds now", "contacts_update", {
    contact: "Ana",
    notes: "she lives in Leeds",
  });
  // Another list named: no contact's note.
  assert.ok(
    !calls("put on my calendar that Ana moves on 3 June").some((c) => c.name === "contacts_update"),
  );
});

Deno.test("a contact and their birthday in one message: one request each", () => {
  assert.deepEqual(calls("add Ann Lee to my contacts, 07700 900123, her birthday is 2 May"), [
    { name: "contacts_create", input: { name: "Ann Lee", phone: "07700 900123" } },
    { name: "birthdays_save", input: { name: "Ann Lee", date: "--05-02" } },
  ]);
  assert.deepEqual(calls("save Ana's birthday, 3 May, and add her to my contacts, ana@x.example"), [
    { name: "birthdays_save", input: { name: "Ana", date: "--05-03" } },
    { name: "contacts_create", input: { name: "Ana", email: "ana@x.example" } },
  ]);
  assert.deepEqual(
    calls("save Lou Hart as a contact, lou@hart.example, and his birthday's 9 April"),
    [
      { name: "contacts_create", input: { name: "Lou Hart", email: "lou@hart.example" } },
      { name: "birthdays_save", input: { name: "Lou Hart", date: "--04-09" } },
    ],
  );
  // "her" before a word that may be a verb is not guessed.
  const help = calls(
    "change Kim's number to 07700 900555 and remind me to help her move on friday at 5",
  );
  assert.equal(help[1]?.input.text, "help her move");
});
