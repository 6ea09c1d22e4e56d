import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";

const SINGAPORE = { now: new Date("2027-02-28T13:00:00Z"), timezone: "Asia/Singapore" };

function saved(name: string, date: string) {
  return [{ name: "birthdays_save", input: { name, date } }];
}

Deno.test("a birthday whose name is said without its 's, in capitals, is saved", () => {
  assert.deepEqual(
    parseToolIntent("my colleague Wei Ling birthday is 14/3, save pls", SINGAPORE),
    saved("Wei Ling", "--03-14"),
  );
  assert.deepEqual(
    parseToolIntent("my boss Ahmad bin Ali birthday is 2 June", SINGAPORE),
    saved("Ahmad bin Ali", "--06-02"),
  );
  assert.deepEqual(
    parseToolIntent("Dad birthday is on 4 July", SINGAPORE),
    saved("Dad", "--07-04"),
  );
  // Lowercase words, or a last word in "s" (whose?), name no one: nothing is saved.
  for (
    const text of [
      "the next birthday is 3 May",
      "granny birthday is 3 May",
      "Brodys bday is feb 12 can u save that",
      "James birthday is 3 May",
    ]
  ) {
    assert.deepEqual(parseToolIntent(text, SINGAPORE), [], text);
  }
});

Deno.test("a name with the particles of its surname keeps them in a birthday", () => {
  assert.deepEqual(
    parseToolIntent("Maria da Silva's birthday is 5 June", SINGAPORE),
    saved("Maria da Silva", "--06-05"),
  );
  assert.deepEqual(
    parseToolIntent("my friend Tom de Vries's birthday is 1 Dec", SINGAPORE),
    saved("Tom de Vries", "--12-01"),
  );
});

Deno.test("'I put X's birthday in wrong, it's …' puts the day right", () => {
  const putRight = (name: string, date: string) => [
    { name: "birthdays_remove", input: { birthday: name } },
    { name: "birthdays_save", input: { name, date } },
  ];
  assert.deepEqual(
    parseToolIntent(
      "I put Priya's birthday in wrong, it's the 3rd of December not November",
      SINGAPORE,
    ),
    putRight("Priya", "--12-03"),
  );
  assert.deepEqual(
    parseToolIntent("I saved Tom's bday wrong, it's 4 June", SINGAPORE),
    putRight("Tom", "--06-04"),
  );
  assert.deepEqual(
    parseToolIntent(
      "I entered Ana's birthday in wrong, it's the 9th of May, not the 19th",
      SINGAPORE,
    ),
    putRight("Ana", "--05-09"),
  );
});
