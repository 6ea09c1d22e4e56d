import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

Deno.test("a role said before the person's name: the person is the name, the role a note", () => {
  assert.deepEqual(calls("save our new cleaner Maria Lopes as a contact, maria@lopes.example"), [{
    name: "contacts_create",
    input: { name: "Maria Lopes", email: "maria@lopes.example", notes: "new cleaner" },
  }]);
  assert.deepEqual(calls("add the kids' tutor Ben Ode to my contacts - ben@ode.example"), [{
    name: "contacts_create",
    input: { name: "Ben Ode", email: "ben@ode.example", notes: "kids' tutor" },
  }]);
  assert.deepEqual(calls("put my physio Dr Anya Bell in my contacts, 07700 900456"), [{
    name: "contacts_create",
    input: { name: "Dr Anya Bell", phone: "07700 900456", notes: "physio" },
  }]);
});

Deno.test("'who do I have at …', 'do I have a number for the …': a lookup by place or role", () => {
  const cases: [string, string][] = [
    ["who have I got at the bank?", "bank"],
    ["who do we have from the rowing club", "rowing club"],
    ["do I have a number for the electrician?", "electrician"],
    ["is there an email address for the school", "school"],
  ];
  for (const [text, query] of cases) {
    assert.deepEqual(calls(text), [{ name: "contacts_list", input: { query } }], text);
  }
});

Deno.test("a name said wrong and the right one: the contact's name changes", () => {
  const cases: [string, string, string][] = [
    ["he's Tom Lee now, not Tom Leigh", "Tom Leigh", "Tom Lee"],
    ["her name's not Kate Mos, it's Kate Moss", "Kate Mos", "Kate Moss"],
    ["it's not Ana Ruiz, it's Anna Ruiz - correct the name", "Ana Ruiz", "Anna Ruiz"],
    ["she's Priya Shah now, not Priya Patel - got married in June", "Priya Patel", "Priya Shah"],
  ];
  for (const [text, contact, name] of cases) {
    assert.deepEqual(calls(text), [{ name: "contacts_update", input: { contact, name } }], text);
  }
  // Not said of a person: nothing changes.
  assert.deepEqual(calls("it's Paris, not Rome"), []);
});

Deno.test("a contact looked up by what they do: 'find the plumber'", () => {
  const found = (text: string) => calls(text);
  assert.deepEqual(found("give me the details for the electrician"), [
    { name: "contacts_list", input: { query: "electrician" } },
  ]);
  assert.deepEqual(found("find the locksmith"), [
    { name: "contacts_list", input: { query: "locksmith" } },
  ]);
  assert.deepEqual(found("get me the physio"), [
    { name: "contacts_list", input: { query: "physio" } },
  ]);
  // "my dentist" is the user's own: left to the profile.
  assert.deepEqual(found("what's my dentist's phone number?"), []);
  // Not a role: no contact looked up.
  assert.ok(!found("find the remote").some((c) => c.name === "contacts_list"));
  assert.ok(!found("get the plumber round on friday").some((c) => c.name === "contacts_list"));
});

Deno.test("a contact's role said between commas is its notes, a part of the day in it no date", () => {
  const read = (text: string) =>
    readToolIntent(text, { now: new Date("2026-10-24T19:00:00Z"), timezone: "Europe/Berlin" })
      .calls;
  assert.deepEqual(read("new contact: Jonas Becker, night porter, +49 151 2345 6789"), [{
    name: "contacts_create",
    input: { name: "Jonas Becker", phone: "+49 151 2345 6789", notes: "night porter" },
  }]);
  assert.deepEqual(
    read("new contact: Jonas Becker, florist, +49 151 2345 6789")[0]?.input.notes,
    "florist",
  );
  // A day said in it is a second date no call holds: nothing is saved.
  assert.deepEqual(read("new contact: Jonas Becker, back on monday, +49 151 2345 6789"), []);
});
