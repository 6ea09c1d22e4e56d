import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function saved(text: string) {
  const [call, ...rest] = calls(text);
  assert.deepEqual(rest, [], text);
  assert.equal(call?.name, "birthdays_save", text);
  return call.input;
}

Deno.test("a birthday announced with 'it is' names the person, not the announcement", () => {
  assert.deepEqual(saved("it's Maria's birthday on 4 June, please keep it"), {
    name: "Maria",
    date: "--06-04",
  });
  assert.deepEqual(saved("it will be Sam's bday on the 2nd of July"), {
    name: "Sam",
    date: "--07-02",
  });
});

Deno.test("'don't let me forget' and other ways of asking to keep a birthday save it", () => {
  assert.deepEqual(saved("do not let me forget Omar's birthday - 19 October"), {
    name: "Omar",
    date: "--10-19",
  });
  assert.deepEqual(saved("never forget Gina's birthday: 7 Dec"), { name: "Gina", date: "--12-07" });
});

Deno.test("the noun as a label, or a name right before the date, saves a birthday", () => {
  assert.deepEqual(saved("bday: Peter Pan, 21 January"), { name: "Peter Pan", date: "--01-21" });
  assert.deepEqual(saved("add birthday Ingrid 1979-02-14"), { name: "Ingrid", date: "1979-02-14" });
  assert.deepEqual(saved("record a birthday for my cousin Lea on 30 Nov"), {
    name: "Lea",
    date: "--11-30",
  });
  // Without a date, nothing is saved.
  assert.deepEqual(calls("birthday: Peter Pan"), []);
});

Deno.test("a birthday given relative to today has no birth year", () => {
  assert.deepEqual(saved("Nadia's birthday is the day after tomorrow"), {
    name: "Nadia",
    date: "--03-13",
  });
  // A written year is a birth year.
  assert.deepEqual(saved("Nadia's birthday is 13/03/1990"), { name: "Nadia", date: "1990-03-13" });
});

Deno.test("a removal said with 'off', 'no need to keep' or followed by a reason removes", () => {
  for (
    const [text, ref] of [
      ["cross Felix Grant off my birthdays", "Felix Grant"],
      ["no need to keep Auntie Jo's birthday", "Auntie Jo"],
      ["remove Marco's birthday, he moved away years ago", "Marco"],
      ["stop tracking the birthday of Kim", "Kim"],
    ]
  ) {
    assert.deepEqual(calls(text!), [{ name: "birthdays_remove", input: { birthday: ref } }], text!);
  }
});

Deno.test("asking whose birthdays come up lists them; my own birthday is not a list", () => {
  for (const text of ["whose birthdays are next?", "whose bday is this month"]) {
    assert.deepEqual(calls(text), [{ name: "birthdays_list", input: {} }], text);
  }
  assert.deepEqual(calls("when is my birthday"), []);
});

Deno.test("a question about a present for someone's birthday is not the list", () => {
  const names = calls("any idea what to buy Leo for his birthday?").map((c) => c.name);
  assert.ok(!names.includes("birthdays_list"), names.join());
});

Deno.test("two names said for one day, in the plural or with 'both', are two birthdays", () => {
  assert.deepEqual(
    calls("Ruby and Finn's birthdays are both on 8 August"),
    [
      { name: "birthdays_save", input: { name: "Ruby", date: "--08-08" } },
      { name: "birthdays_save", input: { name: "Finn", date: "--08-08" } },
    ],
  );
  // A bracket left on a name once its day was read: nothing runs.
  assert.deepEqual(calls("add birthdays for Ruby (8 August) and Finn (2 May)"), []);
});
