import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const JOBURG = { now: new Date("2026-07-31T05:45:00Z"), timezone: "Africa/Johannesburg" };

function calls(text: string) {
  return readToolIntent(text, JOBURG).calls;
}

function created(name: string, detail: Record<string, string> = {}) {
  return { name: "contacts_create", input: { name, ...detail } };
}

Deno.test("a name is read whole with the particles of its surname", () => {
  assert.deepEqual(calls("add the following contact: Pieter van Wyk, pieter@fynbos.example"), [
    created("Pieter van Wyk", { email: "pieter@fynbos.example" }),
  ]);
  assert.deepEqual(calls("save Maria dos Santos, maria@santos.example"), [
    created("Maria dos Santos", { email: "maria@santos.example" }),
  ]);
  assert.deepEqual(calls("save Ahmad bin Ismail 012 345 6789"), [
    created("Ahmad bin Ismail", { phone: "012 345 6789" }),
  ]);
  assert.deepEqual(calls("add Khalid al-Farsi to my contacts, khalid@farsi.example"), [
    created("Khalid al-Farsi", { email: "khalid@farsi.example" }),
  ]);
  assert.deepEqual(calls("add Jan van der Berg, jan@berg.example"), [
    created("Jan van der Berg", { email: "jan@berg.example" }),
  ]);
  assert.deepEqual(calls("save Siobhán Ní Bhriain, 087 765 4321"), [
    created("Siobhán Ní Bhriain", { phone: "087 765 4321" }),
  ]);
});

Deno.test("'the following contact:' opens the details; a title after the name is the notes", () => {
  assert.deepEqual(
    calls(
      "Kindly add the following contact: Mr Pieter van Wyk, Procurement Manager, pieter.vanwyk@fynbosfoods.co.za.",
    ),
    [created("Mr Pieter van Wyk", {
      email: "pieter.vanwyk@fynbosfoods.co.za",
      notes: "Procurement Manager",
    })],
  );
  assert.deepEqual(
    calls(
      "please add the following contact: Dr Fatima el-Amin, Head of Sales, fatima@amin.example",
    ),
    [created("Dr Fatima el-Amin", { email: "fatima@amin.example", notes: "Head of Sales" })],
  );
  assert.deepEqual(
    calls("add the following contact: Seán Mac Giolla, Operations Director, 087 111 2222"),
    [created("Seán Mac Giolla", { phone: "087 111 2222", notes: "Operations Director" })],
  );
  // A second name where the title would be is no title: nothing is saved.
  assert.deepEqual(calls("add the following contact: Rachel, Tom Baker, tom@baker.example"), []);
});

Deno.test("a surname labelled after the detail is the contact's, particles and all", () => {
  assert.deepEqual(calls("add Tom's number 07911 123456, surname's Barker"), [
    created("Tom Barker", { phone: "07911 123456" }),
  ]);
  assert.deepEqual(calls("save Ana's email ana@souza.example, surname is de Souza"), [
    created("Ana de Souza", { email: "ana@souza.example" }),
  ]);
  assert.deepEqual(calls("save Ana's email ana@wyk.example, last name is van Wyk"), [
    created("Ana van Wyk", { email: "ana@wyk.example" }),
  ]);
  // Said without its capital, no surname: nothing is saved.
  assert.deepEqual(calls("add Tom's number 07911 123456, surname's barker"), []);
});
