import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const KARACHI = { now: new Date("2027-03-02T02:40:00Z"), timezone: "Asia/Karachi" };

function calls(text: string) {
  return readToolIntent(text, KARACHI).calls;
}

function saved(name: string, date: string) {
  return { name: "birthdays_save", input: { name, date } };
}

Deno.test("two people after a relation, born on one day: a birthday each, never one alone", () => {
  for (
    const said of [
      "the twins Hugo and Chloe were born 4 Feb 2015, save both",
      "the twins Hugo and Chloe were born 4 Feb 2015",
      "my twins Hugo and Chloe were born 4 Feb 2015",
      "my nephews Hugo and Chloe were born 4 Feb 2015, save both",
      "my sons Hugo and Chloe born 4 Feb 2015, add both",
      "twins Hugo and Chloe born 4 Feb 2015",
    ]
  ) {
    assert.deepEqual(calls(said), [saved("Hugo", "2015-02-04"), saved("Chloe", "2015-02-04")]);
  }
});

Deno.test("people named only by a relation, or a name in lowercase, save no birthday", () => {
  assert.deepEqual(calls("the twins were born 4 Feb 2015"), []);
  assert.deepEqual(calls("my kids were born on 4 Feb"), []);
  assert.deepEqual(calls("the twins Hugo and chloe were born 4 Feb 2015, save both"), []);
  assert.deepEqual(calls("the twins and I were born on 3 May"), []);
});

Deno.test("kin added with a day of the year and nothing else: their birthday", () => {
  assert.deepEqual(calls("add my goddaughter Ines, 2 July"), [saved("Ines", "--07-02")]);
  assert.deepEqual(calls("add my goddaughter Ines, 2 July 2015"), [saved("Ines", "2015-07-02")]);
  assert.deepEqual(calls("add my sister Ines, 2 July"), [saved("Ines", "--07-02")]);
  assert.deepEqual(calls("add my son Leo, 2nd of July"), [saved("Leo", "--07-02")]);
  assert.deepEqual(calls("add my goddaughter Ines - 02/07"), [saved("Ines", "--07-02")]);
});

Deno.test("kin added with anything but a day of the year saves no birthday", () => {
  for (
    const said of [
      "add my goddaughter Ines, 2 July at 3pm",
      "add my goddaughter Ines, tomorrow",
      "add my goddaughter Ines, next week",
      "add my goddaughter Ines, in 3 days",
      "add my goddaughter Ines, July",
      "add my goddaughter Ines, Friday 2 July",
      "add my goddaughter Ines, 2 July to 5 July",
      "add my goddaughter Ines, 2 July, dentist",
      "add my goddaughter ines, 2 July",
      "add my colleague Ines, 2 July",
      "add my landlord Ines, 2 July",
      "remind my goddaughter Ines, 2 July",
      "add my goddaughter Ines to the trip, 2 July",
    ]
  ) {
    assert.equal(calls(said).some((c) => c.name === "birthdays_save"), false, said);
  }
});

Deno.test("a birthday's name never holds the request's verb or a figure", () => {
  assert.deepEqual(
    calls("save hina baji number 0321 7654321 and her birthday is 14 april"),
    [],
  );
});

Deno.test("a bare 'the list' after a sentence naming one kind is that kind's list", () => {
  assert.deepEqual(calls("did I save phuppo's birthday? show me the list"), [
    { name: "birthdays_list", input: {} },
  ]);
  assert.deepEqual(calls("did I save phuppo's birthday? can I see the list please"), [
    { name: "birthdays_list", input: {} },
  ]);
  assert.deepEqual(calls("I need to check the countdowns. show me the list"), [
    { name: "countdowns_list", input: {} },
  ]);
  // Named nothing, or the shopping, or the list's kind said: as before.
  assert.deepEqual(calls("show me the list"), [{ name: "shopping_list", input: {} }]);
  assert.deepEqual(calls("did I add milk? show me the list"), [
    { name: "shopping_list", input: {} },
  ]);
  assert.deepEqual(calls("did I save phuppo's birthday? show me the shopping list"), [
    { name: "shopping_list", input: {} },
  ]);
});
