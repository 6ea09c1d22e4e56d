import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const SINGAPORE = { now: new Date("2027-02-28T13:00:00Z"), timezone: "Asia/Singapore" };

function calls(text: string) {
  return readToolIntent(text, SINGAPORE).calls;
}

function updated(contact: string, detail: Record<string, string>) {
  return { name: "contacts_update", input: { contact, ...detail } };
}

Deno.test("what changed said of the person, then the new detail, is the update", () => {
  assert.deepEqual(
    calls("Uncle Tan changed his handphone number, now 9876 5432, update for me"),
    [updated("Uncle Tan", { phone: "9876 5432" })],
  );
  assert.deepEqual(calls("Aunty Siti changed her hp, now 012 345 6789"), [
    updated("Aunty Siti", { phone: "012 345 6789" }),
  ]);
  assert.deepEqual(calls("Marco changed his email, it's marco@new.example now"), [
    updated("Marco", { email: "marco@new.example" }),
  ]);
  assert.deepEqual(calls("Dev has a new number, 07700 900555, update please"), [
    updated("Dev", { phone: "07700 900555" }),
  ]);
  // What changed that is no detail changes nothing.
  assert.deepEqual(calls("Tom changed his mind, now he wants pizza"), []);
});

Deno.test("a new name after a marriage said with when is the new name", () => {
  assert.deepEqual(calls("Gwen got married over the weekend, she's Gwen Morgan now"), [
    updated("Gwen", { name: "Gwen Morgan" }),
  ]);
  assert.deepEqual(calls("Priya got married last summer, she's now Priya Nair"), [
    updated("Priya", { name: "Priya Nair" }),
  ]);
  // Said in lowercase, no name: nothing.
  assert.deepEqual(calls("Priya got married last summer, she's very happy now"), []);
});

Deno.test("'don't get rid of X, just change …' is the change", () => {
  assert.deepEqual(calls("don't get rid of Kieran, just change his number to 085 222 3344"), [
    updated("Kieran", { phone: "085 222 3344" }),
  ]);
  assert.deepEqual(calls("don't bin Nora, just update her email to nora@x.example"), [
    updated("Nora", { email: "nora@x.example" }),
  ]);
});

Deno.test("'handphone' and 'hp' lead to a number", () => {
  assert.deepEqual(calls("add Siti to my contacts, hp 012 345 6789"), [
    { name: "contacts_create", input: { name: "Siti", phone: "012 345 6789" } },
  ]);
  assert.deepEqual(calls("save Uncle Lim, handphone 9123 4567"), [
    { name: "contacts_create", input: { name: "Uncle Lim", phone: "9123 4567" } },
  ]);
});
