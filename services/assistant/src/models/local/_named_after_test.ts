import assert from "node:assert/strict";
import { calls, CORPUS_CLOCK } from "./_intent_test_util.ts";
import { readToolIntent } from "./tool_intent.ts";
import { withNameGiven } from "./_named_after.ts";

const saved = (name: string, date: string) => ({ name: "birthdays_save", input: { name, date } });

Deno.test("a name said after the relation is the person's name", () => {
  const cases: [string, string, string][] = [
    ["bestie's bday is june 2nd!! her name's Zara", "Zara", "--06-02"],
    ["my neighbour's birthday is 4 May, she's called Ines", "Ines", "--05-04"],
    ["save my boss's birthday, 12 Oct, his name is Henrik", "Henrik", "--10-12"],
    ["my brother's bday is 20 March, he's called Sam", "Sam", "--03-20"],
    ["my cousin's birthday is 1 Feb - he's called Leo", "Leo", "--02-01"],
    ["my niece (Ava) turns 5 on 9 July", "Ava", "2021-07-09"],
    ["my niece's birthday is 9 July (Ava)", "Ava", "--07-09"],
    ["my flatmate's birthday is 30 Nov and her name is Chloe Park", "Chloe Park", "--11-30"],
    ["my teammate's birthday is 5 Jan; his name is Tomasz", "Tomasz", "--01-05"],
    ["save my roommate's birthday, 9 Jan - she goes by Kay", "Kay", "--01-09"],
  ];
  for (const [text, name, date] of cases) {
    assert.deepEqual(calls(text), [saved(name, date)], text);
  }
});

Deno.test("a relation alone, or a name said otherwise, stays as it was", () => {
  const same = [
    "Mum's birthday is 3 May",
    "her name is Zara and her birthday is 2 June",
    "note that my neighbour's name is on the lease",
    "save the restaurant called Nobu as a keepsake",
    "my sister Ana's birthday is 2 June, her name is Ana",
    "scratch that note about Mia's teacher, her name's Mrs Shah not Patel",
    "add milk (Tesco) to the list",
    "my dad's birthday is 3 May, his name is on the card",
  ];
  for (const text of same) assert.equal(withNameGiven(text), text, text);
  assert.deepEqual(calls("Mum's birthday is 3 May"), [saved("Mum", "--05-03")]);
  assert.deepEqual(calls("save my sister Ana's birthday, 2 June"), [saved("Ana", "--06-02")]);
  // Right after the relation: "named", "called" and brackets go, the name stays.
  assert.equal(withNameGiven("my cousin named Leo is 30"), "my cousin Leo is 30");
  assert.equal(withNameGiven("my dog called Rex, born 3 March"), "my dog Rex, born 3 March");
  assert.equal(withNameGiven("my niece (Ava) turns 5"), "my niece Ava turns 5");
});

Deno.test("a contact named after the relation takes the name, the relation its notes", () => {
  assert.deepEqual(
    calls("add my landlord to contacts, 07700 900555, his name is Gareth Hughes"),
    [{
      name: "contacts_create",
      input: { name: "Gareth Hughes", phone: "07700 900555", notes: "landlord" },
    }],
  );
});

Deno.test("a contact described, not named, is asked for by name", () => {
  const asks = (text: string) => readToolIntent(text, CORPUS_CLOCK).asks.map((a) => a.tool);
  for (
    const text of [
      "add the guy from the garage to my contacts",
      "save the woman from the bakery as a contact, 07700 900456",
      "add that bloke from the pub to contacts",
      "new contact: the lady who cuts my hair, 07700 900111",
      "add a contact for the man who fixed the boiler",
      "The guy from the garage, add him to my contacts",
      "save the girl from yoga to my contacts, 07700 900222",
      "put that fella from the chippy in my contacts",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  assert.deepEqual(asks("add the guy from the garage to my contacts"), ["contacts_create"]);
  // A name, a relation and a role are names.
  const created = (name: string, more: Record<string, string> = {}) => ({
    name: "contacts_create",
    input: { name, ...more },
  });
  assert.deepEqual(calls("add Dave from the garage to my contacts"), [
    created("Dave", { notes: "from the garage" }),
  ]);
  assert.deepEqual(calls("add Mum to my contacts, 07700 900123"), [
    created("Mum", { phone: "07700 900123" }),
  ]);
  assert.deepEqual(calls("add the vet to my contacts"), [created("the vet")]);
  assert.deepEqual(calls("save Tom the Great, 07700 900123"), [
    created("Tom the Great", { phone: "07700 900123" }),
  ]);
});
