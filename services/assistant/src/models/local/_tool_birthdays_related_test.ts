import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const LONDON = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string) {
  return readToolIntent(text, LONDON).calls;
}

const saved = (name: string, date: string) => [{ name: "birthdays_save", input: { name, date } }];

Deno.test("how someone is known, said before their relation ('my duo partner Kai'), names no one", () => {
  assert.deepEqual(calls("add bday for my gym buddy Kai — 5 july"), saved("Kai", "--07-05"));
  assert.deepEqual(
    calls("save my old school friend Tom's birthday, 3 May"),
    saved("Tom", "--05-03"),
  );
  assert.deepEqual(calls("add bday for my climbing partner Noor, 2 feb"), saved("Noor", "--02-02"));
  // Another kind's request: the words are not read whole, nothing runs.
  assert.deepEqual(calls("add my duo partner Kai to the shopping list"), []);
});

Deno.test("a relation's birthday, then the name ('my gran's birthday, Edna, …'), is the name's", () => {
  assert.deepEqual(calls("save my gran's birthday, Edna, 2 May"), saved("Edna", "--05-02"));
  assert.deepEqual(
    calls("add our neighbour's bday, Mr Okafor, it's on 14 August"),
    saved("Mr Okafor", "--08-14"),
  );
  assert.deepEqual(
    calls("Save mi granny birthday, Miss Pearl, she born 4 April 1950"),
    saved("Miss Pearl", "1950-04-04"),
  );
  // No name said: the relation is who.
  assert.deepEqual(calls("save my gran's birthday, 2 May"), saved("Gran", "--05-02"));
});

Deno.test("a relation's birthday asked for without its 's ('save mi granny birthday')", () => {
  assert.deepEqual(calls("save my granny birthday, 1 March"), saved("Granny", "--03-01"));
  assert.deepEqual(calls("add mi uncle birthday, 9 June"), saved("Uncle", "--06-09"));
  // A name said with its capitals stays whole; one ending in "s" may be Brody's or Brodys'.
  assert.deepEqual(calls("save Mi Ling birthday 3 May"), saved("Mi Ling", "--05-03"));
  assert.deepEqual(calls("save Brodys bday, feb 12"), []);
});
