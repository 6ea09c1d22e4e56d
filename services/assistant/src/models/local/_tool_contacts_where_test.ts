import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const DUBLIN = { now: new Date("2026-03-28T22:00:00Z"), timezone: "Europe/Dublin" };

function calls(text: string) {
  return readToolIntent(text, DUBLIN).calls;
}

const listed = (query: string) => [{ name: "contacts_list", input: { query } }];

Deno.test("contacts looked up by where they live, work or are from", () => {
  assert.deepEqual(calls("list everyone in my contacts who lives in Cardiff"), listed("Cardiff"));
  assert.deepEqual(
    calls("which of my contacts are from the rugby club in Clontarf?"),
    listed("rugby club Clontarf"),
  );
  assert.deepEqual(calls("which of my contacts live in Leeds"), listed("Leeds"));
  assert.deepEqual(calls("who of my contacts works at Google?"), listed("Google"));
  assert.deepEqual(calls("show me everyone in my contacts living in Porto"), listed("Porto"));
});

Deno.test("who someone is, then 'her name is' and a detail, is a new contact", () => {
  const created = (name: string, detail: Record<string, string>) => [
    { name: "contacts_create", input: { name, ...detail } },
  ];
  assert.deepEqual(
    calls("save the new babysitter her name is Chloe Dunne number 087 123 4567"),
    created("Chloe Dunne", { phone: "087 123 4567", notes: "new babysitter" }),
  );
  assert.deepEqual(
    calls("save my physio her name is Aoife Byrne on 086 555 1234"),
    created("Aoife Byrne", { phone: "086 555 1234", notes: "physio" }),
  );
  assert.deepEqual(
    calls("add our new cleaner, his name is Tiago dos Reis email tiago@reis.example"),
    created("Tiago dos Reis", { email: "tiago@reis.example", notes: "new cleaner" }),
  );
  // No name said with its capitals: nothing is saved.
  assert.deepEqual(calls("save the new babysitter her name is lovely number 087 123 4567"), []);
});
