import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const LONDON = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string) {
  return readToolIntent(text, LONDON).calls.map((c) => [c.name, c.input]);
}

Deno.test("a birthday said to be wrong, then the right day, is put right, never only saved", () => {
  for (
    const text of [
      "I got Finn's birthday wrong, it's the 21st of May",
      "I had Finn's birthday wrong, it's the 21st of May",
      "I got Finn's bday wrong, it's the 21st of May",
    ]
  ) {
    assert.deepEqual(calls(text), [
      ["birthdays_remove", { birthday: "Finn" }],
      ["birthdays_save", { name: "Finn", date: "--05-21" }],
    ], text);
  }
  // Said another way: never a list of birthdays.
  assert.ok(
    !calls("you had Finn's birthday wrong, it's the 21st of May").some(([n]) =>
      n === "birthdays_list"
    ),
  );
});

Deno.test("a birthday said to be wrong, with no mistake owned, is only saved", () => {
  for (
    const [text, name, date] of <[string, string, string][]> [
      ["Finn's birthday is wrong, it's the 21st of May", "Finn", "--05-21"],
      ["Maya's birthday is wrong, it's on 3 June", "Maya", "--06-03"],
      ["Sam's birthday is wrong - it's actually the 2nd of March", "Sam", "--03-02"],
    ]
  ) {
    assert.deepEqual(calls(text), [["birthdays_save", { name, date }]], text);
  }
  // Said wrong with no right day: nothing is written.
  assert.deepEqual(calls("Finn's birthday is wrong"), []);
});

Deno.test("a birthday said as a fact, then 'save it' beside another request, is saved", () => {
  assert.deepEqual(
    calls(
      "my colleague Fatima's birthday is 17 October, save it and remind me the day before at 9am to order flowers",
    ),
    [
      ["birthdays_save", { name: "Fatima", date: "--10-17" }],
      ["reminders_create", { text: "order flowers", at: "2027-10-16T09:00:00+01:00" }],
    ],
  );
  assert.deepEqual(
    calls("my neighbour Joe's birthday is 3 March, save it and add a task to buy a card"),
    [
      ["birthdays_save", { name: "Joe", date: "--03-03" }],
      ["tasks_create", { content: "buy a card" }],
    ],
  );
  // A birthday only told beside another request is not saved.
  assert.ok(
    !calls(
      "my colleague Fatima's birthday is 17 October, remind me on the 16th at 9am to order flowers",
    )
      .some(([n]) => n === "birthdays_save"),
  );
});

Deno.test("'I should be grateful if you would …' is a courtesy before the request", () => {
  assert.deepEqual(
    calls("I should be grateful if you would note my grandson Rafe's birthday, the ninth of July."),
    [["birthdays_save", { name: "Rafe", date: "--07-09" }]],
  );
  assert.deepEqual(calls("I'd be grateful if you could save Priya Raman, 07700 900418"), [
    ["contacts_create", { name: "Priya Raman", phone: "07700 900418" }],
  ]);
  assert.deepEqual(calls("I would be obliged if you would add eggs to my shopping list"), [
    ["shopping_add", { items: ["eggs"] }],
  ]);
  // The courtesy alone, or before no request, runs nothing.
  assert.deepEqual(calls("I would be grateful if you could"), []);
  assert.deepEqual(calls("I'd be grateful if you would tell me a joke"), []);
});
