import assert from "node:assert/strict";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return parseToolIntent(text, PARIS);
}

Deno.test("a supplier kept as one of several, in the description's words", () => {
  assert.deepEqual(calls("add Bright Paper as one of our suppliers"), [
    { name: "expenses_suppliers_save", input: { name: "Bright Paper" } },
  ]);
  assert.deepEqual(calls("remember Blue Fern Florists as a vendor, hello@bluefern.example"), [
    {
      name: "expenses_suppliers_save",
      input: { name: "Blue Fern Florists", email: "hello@bluefern.example" },
    },
  ]);
  assert.deepEqual(calls("who is our supplier for paper?"), []);
});

Deno.test("a supplier said by what it is, then its name between commas, is saved by its name", () => {
  assert.deepEqual(calls("save our caterer, Bella Cucina, as a supplier"), [
    { name: "expenses_suppliers_save", input: { name: "Bella Cucina", notes: "our caterer" } },
  ]);
  assert.deepEqual(calls("add the printers, Inkwell Press, to my vendors"), [
    { name: "expenses_suppliers_save", input: { name: "Inkwell Press", notes: "the printers" } },
  ]);
  // Commas anywhere else: no name is guessed.
  assert.deepEqual(calls("save milk, eggs, bread as a supplier"), []);
  assert.deepEqual(calls("save the caterer, the one from the wedding, as a supplier"), []);
});

Deno.test("a supplier put down by its name: 'down' is the verb's, a pointer names a name only", () => {
  assert.deepEqual(calls("put Harper & Sons down as a supplier"), [
    { name: "expenses_suppliers_save", input: { name: "Harper & Sons" } },
  ]);
  assert.deepEqual(calls("put Dunmore Print down as one of our vendors"), [
    { name: "expenses_suppliers_save", input: { name: "Dunmore Print" } },
  ]);
  // "them" points at the name said, never at the words around it.
  assert.deepEqual(calls("we use Kwik Couriers a lot, save them as a supplier"), [
    { name: "expenses_suppliers_save", input: { name: "Kwik Couriers" } },
  ]);
  assert.deepEqual(calls("I met the guys from Acme Ltd at the expo, save them as a supplier"), [
    { name: "expenses_suppliers_save", input: { name: "Acme Ltd" } },
  ]);
  // A thing pointed at is no supplier's name.
  assert.deepEqual(calls("the taxi was from bolt, make that the supplier"), []);
  assert.deepEqual(calls("the printer ink was pricey, save that as a supplier"), []);
});
