import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

Deno.test("a role said before the person: the person is the name, the role a note", () => {
  assert.deepEqual(calls("add a contact for the electrician, Ian Holt, 07700 900111"), [
    {
      name: "contacts_create",
      input: { name: "Ian Holt", phone: "07700 900111", notes: "electrician" },
    },
  ]);
  assert.deepEqual(calls("store our piano teacher as a contact: Mia Lund mia@lund.example"), [
    {
      name: "contacts_create",
      input: { name: "Mia Lund", email: "mia@lund.example", notes: "piano teacher" },
    },
  ]);
  // Without the word "contact", a role and a person with a way to reach them is a contact.
  assert.deepEqual(calls("save my new physio, Jon Berg, phone 07700 900333"), [
    {
      name: "contacts_create",
      input: { name: "Jon Berg", phone: "07700 900333", notes: "new physio" },
    },
  ]);
  // A role alone stays the name.
  assert.deepEqual(calls("add the vet to my contacts"), [
    { name: "contacts_create", input: { name: "the vet" } },
  ]);
});

Deno.test("a person named in an explanation, then 'save him/her': the person is saved", () => {
  assert.deepEqual(calls("Lena Park helped with the move, save her: lena@park.example"), [
    { name: "contacts_create", input: { name: "Lena Park", email: "lena@park.example" } },
  ]);
});

Deno.test("a name given with a label wins over the possessive", () => {
  assert.deepEqual(calls("save jo's number, 07700 900444, full name Joanna Fry"), [
    { name: "contacts_create", input: { name: "Joanna Fry", phone: "07700 900444" } },
  ]);
});

Deno.test("asking whether a detail is known for someone looks them up", () => {
  for (
    const [text, query] of [
      ["have I got an email for Nina Ross?", "Nina Ross"],
      ["what's the phone number for Ahmed", "Ahmed"],
    ]
  ) {
    assert.deepEqual(calls(text!), [{ name: "contacts_list", input: { query } }], text!);
  }
});

Deno.test("a change said after news about the person updates their contact", () => {
  assert.deepEqual(calls("Priya changed jobs, her email is now priya@newco.example"), [
    { name: "contacts_update", input: { contact: "Priya", email: "priya@newco.example" } },
  ]);
  // A request before the comma is that request, not a change.
  assert.deepEqual(calls("add Ola Berg to my contacts, her email is ola@berg.example"), [
    { name: "contacts_create", input: { name: "Ola Berg", email: "ola@berg.example" } },
  ]);
});

Deno.test("a corrected detail may follow a colon", () => {
  assert.deepEqual(calls("fix Nina Ross's phone: 07700 900555"), [
    { name: "contacts_update", input: { contact: "Nina Ross", phone: "07700 900555" } },
  ]);
});

Deno.test("'contact' as a verb is not a request to see the contacts", () => {
  assert.deepEqual(calls("I really must contact Tom about the deposit"), []);
  assert.deepEqual(calls("remember to contact the school"), []);
});

Deno.test("a new contact asked for without anyone named asks whom to save", () => {
  for (
    const text of [
      "save a contact for me would you",
      "add a new contact please",
      "create a contact for you",
      "make a new contact",
    ]
  ) {
    const intent = readToolIntent(text, CTX);
    assert.deepEqual(intent.calls, [], text);
    assert.deepEqual(intent.asks.map((a) => a.tool), ["contacts_create"], text);
  }
  // A name said after the request is still the contact's.
  assert.deepEqual(calls("save a contact for Jo Marsh"), [
    { name: "contacts_create", input: { name: "Jo Marsh" } },
  ]);
  assert.deepEqual(calls("add a contact for jo"), [
    { name: "contacts_create", input: { name: "jo" } },
  ]);
});

Deno.test("an address said aloud is written as one only when said whole; else it is asked", () => {
  assert.deepEqual(calls("add contact Ken Ito email ken at ito dot co dot jp"), [
    { name: "contacts_create", input: { name: "Ken Ito", email: "ken@ito.co.jp" } },
  ]);
  assert.deepEqual(calls("save Tom Reed, email tom dot reed at work dot example dot org"), [
    { name: "contacts_create", input: { name: "Tom Reed", email: "tom.reed@work.example.org" } },
  ]);
  // Not whole (no host's ending, a host said bare): nothing is saved, the address is asked for,
  // and it is never kept as a note.
  for (
    const text of [
      "add contact Amara Obi email amara dot obi at example",
      "save Jo Lee, email jo at gmail",
    ]
  ) {
    const read = readToolIntent(text, CTX);
    assert.deepEqual(read.calls, [], text);
    assert.deepEqual(read.asks.map((a) => a.tool), ["contacts_create:email"], text);
  }
  // An email to write is no contact: nothing is asked about an address.
  assert.deepEqual(readToolIntent("remind me to email jo at 5", CTX).asks, []);
});
