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
