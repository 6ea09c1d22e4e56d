import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const LONDON = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string) {
  return readToolIntent(text, LONDON).calls;
}

function updated(contact: string, detail: Record<string, string>) {
  return [{ name: "contacts_update", input: { contact, ...detail } }];
}

function created(name: string, detail: Record<string, string>) {
  return { name: "contacts_create", input: { name, ...detail } };
}

Deno.test("a detail said to be saved wrong, then the right one, changes the contact", () => {
  assert.deepEqual(
    calls("I typed Mei's email address wrong, it is mei.chen@example.com"),
    updated("Mei", { email: "mei.chen@example.com" }),
  );
  assert.deepEqual(
    calls("I got Dev's mobile wrong, should be 07700 900789"),
    updated("Dev", { phone: "07700 900789" }),
  );
  // "put" is no new contact: the words around the number say it was wrong.
  assert.deepEqual(
    calls("I put Raj's number wrong - it should be 07700 900456"),
    updated("Raj", { phone: "07700 900456" }),
  );
  // Said wrong without the right one, or the right one not a detail: nothing changes.
  assert.deepEqual(calls("I saved Hannah's email wrong"), []);
  assert.deepEqual(calls("I saved Hannah's email wrong, it's the work one"), []);
});

Deno.test("an address read out in words in a change is written as one, only when whole", () => {
  assert.deepEqual(
    calls("change Kofi's email address to kofi at mensah dot org"),
    updated("Kofi", { email: "kofi@mensah.org" }),
  );
  assert.deepEqual(
    calls("Amara's email is now amara dot obi at example dot com"),
    updated("Amara", { email: "amara.obi@example.com" }),
  );
  assert.deepEqual(calls("update Amara's email to amara dot obi at example"), []);
  assert.deepEqual(
    calls("save Amara Obi, her email is amara dot obi at example dot com"),
    [created("Amara Obi", { email: "amara.obi@example.com" })],
  );
});

Deno.test("two people in one request, the second said with how they are related", () => {
  assert.deepEqual(
    calls("save Leah Grant 07555 010101 and her husband Owen Grant 07555 020202"),
    [
      created("Leah Grant", { phone: "07555 010101" }),
      created("Owen Grant", { phone: "07555 020202" }),
    ],
  );
  assert.deepEqual(
    calls("add Mo Ali mo@ali.example and my cousin Di Fox di@fox.example to my contacts"),
    [
      created("Mo Ali", { email: "mo@ali.example" }),
      created("Di Fox", { email: "di@fox.example" }),
    ],
  );
});

Deno.test("a number or an address saved 'as' a name is a contact of that name", () => {
  assert.deepEqual(calls("save 07911 123456 as Ellie B"), [
    created("Ellie B", { phone: "07911 123456" }),
  ]);
  assert.deepEqual(calls("add this number 07700 900123 as Dr Okafor"), [
    created("Dr Okafor", { phone: "07700 900123" }),
  ]);
  assert.deepEqual(calls("store my neighbour's email ana@example.com as Ana Ruiz"), [
    created("Ana Ruiz", { email: "ana@example.com" }),
  ]);
  // No name said after "as", or no number: nothing is saved.
  assert.deepEqual(calls("save 07911 123456 as my bestie"), []);
  assert.deepEqual(calls("save my bestie's number as Ellie"), []);
});

Deno.test("a removal said not to be wanted, then the change wanted, is the change", () => {
  assert.deepEqual(
    calls("do not remove Priya from my contacts, just change her email to priya@new.example"),
    updated("Priya", { email: "priya@new.example" }),
  );
  assert.deepEqual(
    calls("never delete Tom, only fix his number to 07700 900333"),
    updated("Tom", { phone: "07700 900333" }),
  );
  assert.deepEqual(calls("don't delete Sam"), []);
  assert.deepEqual(calls("don't delete Sam, just update his number"), []);
});

Deno.test("the right name said before the wrong one, then 'fix the contact', renames it", () => {
  assert.deepEqual(
    calls("that's Kathryn Doyle, not Katherine Doyle - correct the spelling please"),
    updated("Katherine Doyle", { name: "Kathryn Doyle" }),
  );
  assert.deepEqual(
    calls("its Mo Salah not Mo Sala, fix the name"),
    updated("Mo Sala", { name: "Mo Salah" }),
  );
  // Nothing asked of the contacts: nothing changes.
  assert.deepEqual(calls("it's John Smith not Jon Smyth"), []);
});

Deno.test("what changed for someone, then their notes said anew, changes the notes", () => {
  assert.deepEqual(
    calls("Lena moved to Leeds, change her notes to say she lives in Leeds"),
    updated("Lena", { notes: "she lives in Leeds" }),
  );
  assert.deepEqual(calls("Ryan doesn't work at Deloitte anymore"), []);
});

Deno.test("'telephone' or 'tel' leading to a number is read, no word left over", () => {
  assert.deepEqual(calls("add Geoffrey Ainsworth, telephone 01632 960 512"), [
    created("Geoffrey Ainsworth", { phone: "01632 960 512" }),
  ]);
  assert.deepEqual(calls("new contact Ada Lin tel 020 7946 0000"), [
    created("Ada Lin", { phone: "020 7946 0000" }),
  ]);
});
