import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const COLOMBO = { now: new Date("2026-12-18T18:20:00Z"), timezone: "Asia/Colombo" };

function calls(text: string) {
  return readToolIntent(text, COLOMBO).calls;
}

function updated(contact: string, detail: Record<string, string>) {
  return { name: "contacts_update", input: { contact, ...detail } };
}

Deno.test("a detail changed said as news, then the new one: the update", () => {
  assert.deepEqual(calls("Ruwan changed his number, new one is 071 987 6543"), [
    updated("Ruwan", { phone: "071 987 6543" }),
  ]);
  assert.deepEqual(calls("Ruwan changed his number, the new one's 071 987 6543"), [
    updated("Ruwan", { phone: "071 987 6543" }),
  ]);
  assert.deepEqual(calls("Ruwan changed his number - his new one is 071 987 6543"), [
    updated("Ruwan", { phone: "071 987 6543" }),
  ]);
  assert.deepEqual(
    calls("Chidi say make I use his work email now, chidi.okafor@example.ng"),
    [updated("Chidi", { email: "chidi.okafor@example.ng" })],
  );
  assert.deepEqual(calls("Chidi said to use his new number, 0803 123 4567"), [
    updated("Chidi", { phone: "0803 123 4567" }),
  ]);
});

Deno.test("news of a change without the new detail, or of no detail, changes nothing", () => {
  for (
    const said of [
      "Ruwan changed his number",
      "Ruwan changed his number, new one is coming",
      "Ruwan changed his mind, new one is 071 987 6543",
      "my boss changed his number, new one is 071 987 6543",
      "Chidi says use his work email for the invoice",
      "Chidi says I should use his email, it is fine",
      "if Ruwan changed his number, new one is 071 987 6543",
    ]
  ) {
    assert.equal(calls(said).some((c) => c.name === "contacts_update"), false, said);
  }
});

Deno.test("a surname spelled again, then whose it is: the contact renamed", () => {
  assert.deepEqual(calls("I wrote it wrong, it's Papadakos with an o, Giorgos"), [
    updated("Giorgos", { name: "Giorgos Papadakos" }),
  ]);
  assert.deepEqual(calls("I spelled it wrong, it's Papadakos, Giorgos"), [
    updated("Giorgos", { name: "Giorgos Papadakos" }),
  ]);
  assert.deepEqual(calls("I spelled his name wrong - it's Papadakos with an o, Giorgos"), [
    updated("Giorgos", { name: "Giorgos Papadakos" }),
  ]);
  // Nothing said of spelling, a lowercase name, or no one named: nothing.
  assert.deepEqual(calls("I got it wrong, it's Friday, Giorgos"), []);
  assert.deepEqual(calls("I wrote it wrong, it's papadakos with an o, Giorgos"), []);
  assert.deepEqual(calls("I wrote it wrong, it's Papadakos with an o"), []);
});

Deno.test("a detail's label said between the name and the detail is no part of the name", () => {
  const created = (name: string, phone: string) => ({
    name: "contacts_create",
    input: { name, phone },
  });
  assert.deepEqual(calls("save Hina Baji number 0321 7654321"), [
    created("Hina Baji", "0321 7654321"),
  ]);
  assert.deepEqual(calls("save Hina Baji phone number 0321 7654321"), [
    created("Hina Baji", "0321 7654321"),
  ]);
  assert.deepEqual(calls("save number 0321 7654321"), []);
});

Deno.test("a contact and their birthday in one request: both, never the birthday alone", () => {
  assert.deepEqual(calls("save Hina Baji number 0321 7654321 and her birthday is 14 april"), [
    { name: "contacts_create", input: { name: "Hina Baji", phone: "0321 7654321" } },
    { name: "birthdays_save", input: { name: "Hina Baji", date: "--04-14" } },
  ]);
  assert.deepEqual(calls("save Jules Moreau 0612345678 and his birthday is 14 July"), [
    { name: "contacts_create", input: { name: "Jules Moreau", phone: "0612345678" } },
    { name: "birthdays_save", input: { name: "Jules Moreau", date: "--07-14" } },
  ]);
});

Deno.test("a name in lowercase is read only with who the person is, and no common word", () => {
  assert.deepEqual(calls("add emre usta the carpenter 0532 111 2233"), [
    {
      name: "contacts_create",
      input: { name: "emre usta", phone: "0532 111 2233", notes: "carpenter" },
    },
  ]);
  assert.deepEqual(calls("save ayo from church 0803 555 0192"), [
    {
      name: "contacts_create",
      input: { name: "ayo", phone: "0803 555 0192", notes: "from church" },
    },
  ]);
  for (
    const said of [
      "add emre usta 0532 111 2233",
      "add the carpenter 0532 111 2233",
      "add milk the carpenter 0532 111 2233",
      "add bread the baker 0532 111 2233",
      "save new guy the carpenter 0532 111 2233",
      "add my plumber the carpenter 0532 111 2233",
    ]
  ) {
    assert.equal(calls(said).some((c) => c.name === "contacts_create"), false, said);
  }
});
