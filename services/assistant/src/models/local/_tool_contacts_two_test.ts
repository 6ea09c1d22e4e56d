import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

function created(name: string, detail: Record<string, string>) {
  return { name: "contacts_create", input: { name, ...detail } };
}

Deno.test("two people said in one request, each with an address or a number: two contacts", () => {
  assert.deepEqual(calls("save Mo Ali mo@ali.example and Di Fox di@fox.example to my contacts"), [
    created("Mo Ali", { email: "mo@ali.example" }),
    created("Di Fox", { email: "di@fox.example" }),
  ]);
  assert.deepEqual(calls("add Jo Park 07700 900222 and Kim Ha 07700 900333 as contacts"), [
    created("Jo Park", { phone: "07700 900222" }),
    created("Kim Ha", { phone: "07700 900333" }),
  ]);
  assert.deepEqual(calls("add Tom Lee tom@lee.example and Sue Day 07700 900111 to my contacts"), [
    created("Tom Lee", { email: "tom@lee.example" }),
    created("Sue Day", { phone: "07700 900111" }),
  ]);
});

Deno.test("one person with an address and a number, or a name with 'and', is one contact", () => {
  assert.deepEqual(calls("add Tom Lee tom@lee.example 07700 900111 to my contacts"), [
    created("Tom Lee", { email: "tom@lee.example", phone: "07700 900111" }),
  ]);
  assert.deepEqual(calls("add Marks and Spencer to my contacts, 0800 123456"), [
    created("Marks and Spencer", { phone: "0800 123456" }),
  ]);
});
