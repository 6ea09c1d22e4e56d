import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { spokenDigitsLeft, withoutFillerLead, withSpokenPhone } from "./_tool_contacts_spoken.ts";

const CTX = { now: new Date("2026-06-10T08:30:00Z"), timezone: "Europe/Dublin" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function asks(text: string) {
  return readToolIntent(text, CTX).asks.map((a) => a.tool);
}

Deno.test("a phone said digit by digit in words is written as its digits", () => {
  assert.equal(
    withSpokenPhone("phone nine zero seven five five five zero one four two"),
    "phone 9075550142",
  );
  assert.equal(withSpokenPhone("on oh eight seven double five triple two one oh"), "on 0875522210");
  assert.equal(withSpokenPhone("at nine to ring one two three"), "at nine to ring one two three");
  assert.equal(withSpokenPhone("oh, and one more thing"), "oh, and one more thing");
  assert.ok(spokenDigitsLeft("number oh one two three"));
  assert.ok(!spokenDigitsLeft("one or two of them"));
  assert.equal(withoutFillerLead("pls - Brooke the dog groomer"), "Brooke the dog groomer");
  assert.equal(withoutFillerLead("please: Ana Costa"), "Ana Costa");
  assert.equal(withoutFillerLead("Will Smith"), "Will Smith");
});

Deno.test("a contact's number said in words is saved as its digits", () => {
  assert.deepEqual(calls("save Nora Quinn, phone oh eight seven double five triple two one oh"), [
    { name: "contacts_create", input: { name: "Nora Quinn", phone: "0875522210" } },
  ]);
  assert.deepEqual(
    calls(
      "add a contact for Ivo Petrov, number zero eight eight one two three four five six seven",
    ),
    [{ name: "contacts_create", input: { name: "Ivo Petrov", phone: "0881234567" } }],
  );
  assert.deepEqual(
    calls("new contact Tessa Lowe mobile seven seven double oh nine one two three four"),
    [
      { name: "contacts_create", input: { name: "Tessa Lowe", phone: "770091234" } },
    ],
  );
  assert.deepEqual(calls("update Aoife's number to oh eight seven double five triple two one oh"), [
    { name: "contacts_update", input: { contact: "Aoife", phone: "0875522210" } },
  ]);
});

Deno.test("a contact's name ends where a clause about them starts", () => {
  assert.deepEqual(
    calls(
      "add a contact named Rory Flynn he cuts our hedges phone oh eight five one two three four five six seven",
    ),
    [{
      name: "contacts_create",
      input: { name: "Rory Flynn", phone: "0851234567", notes: "he cuts our hedges" },
    }],
  );
  assert.deepEqual(calls("save Kemi Ade she does our nails 0803 555 0101"), [
    {
      name: "contacts_create",
      input: { name: "Kemi Ade", phone: "0803 555 0101", notes: "she does our nails" },
    },
  ]);
  assert.deepEqual(calls("add Sam Lee who fixed the boiler 07700 900123"), [
    {
      name: "contacts_create",
      input: { name: "Sam Lee", phone: "07700 900123", notes: "who fixed the boiler" },
    },
  ]);
  assert.deepEqual(calls("new contact Kemi Ade she does our nails, 0803 555 0101"), [
    {
      name: "contacts_create",
      input: { name: "Kemi Ade", phone: "0803 555 0101", notes: "she does our nails" },
    },
  ]);
});

Deno.test("filler said before the person is never a name", () => {
  assert.deepEqual(calls("new contact pls - Macy the cat sitter 087 222 3344"), [
    {
      name: "contacts_create",
      input: { name: "Macy", phone: "087 222 3344", notes: "cat sitter" },
    },
  ]);
  assert.deepEqual(calls("new contact please: Ana Costa, ana@costa.example"), [
    { name: "contacts_create", input: { name: "Ana Costa", email: "ana@costa.example" } },
  ]);
  assert.deepEqual(calls("save Brooke the dog groomer 0412 345 678"), [
    {
      name: "contacts_create",
      input: { name: "Brooke", phone: "0412 345 678", notes: "dog groomer" },
    },
  ]);
});

Deno.test("how the person is known, said before the name, is a note", () => {
  assert.deepEqual(calls("save my landlady Park Ji-woo, email jiwoo.park@example.kr"), [
    {
      name: "contacts_create",
      input: { name: "Park Ji-woo", email: "jiwoo.park@example.kr", notes: "landlady" },
    },
  ]);
  assert.deepEqual(calls("add our new cleaner Rosa Diaz, 07700 900555"), [
    {
      name: "contacts_create",
      input: { name: "Rosa Diaz", phone: "07700 900555", notes: "new cleaner" },
    },
  ]);
  assert.deepEqual(calls("save my plumber Gus, his number is 083 555 0134"), [
    { name: "contacts_create", input: { name: "Gus", phone: "083 555 0134", notes: "plumber" } },
  ]);
  assert.deepEqual(calls("please register a new contact: Mori Ken, email ken.mori@example.jp"), [
    { name: "contacts_create", input: { name: "Mori Ken", email: "ken.mori@example.jp" } },
  ]);
});

Deno.test("a detail used no more, then the new one, changes it", () => {
  assert.deepEqual(calls("Hendrik doesn't use 082 444 5566 anymore, update him to 071 333 2211"), [
    { name: "contacts_update", input: { contact: "Hendrik", phone: "071 333 2211" } },
  ]);
  assert.deepEqual(calls("Tomas isn't on 0412 345 678 any more, he's on 0499 111 222 now"), [
    { name: "contacts_update", input: { contact: "Tomas", phone: "0499 111 222" } },
  ]);
  assert.deepEqual(
    calls("Maria no longer uses maria@old.example, her new email is maria@new.example"),
    [{ name: "contacts_update", input: { contact: "Maria", email: "maria@new.example" } }],
  );
  assert.deepEqual(calls("Hendrik doesnt use 082 444 5566 any more - new number is 071 333 2211"), [
    { name: "contacts_update", input: { contact: "Hendrik", phone: "071 333 2211" } },
  ]);
});

Deno.test("look-alikes: nothing is saved or changed", () => {
  for (
    const text of [
      "new contact pls",
      "add a new contact please",
      "Hendrik doesn't use WhatsApp anymore",
      "does Hendrik still use 082 444 5566?",
      "Hendrik doesn't use 082 444 5566 anymore",
      "Hendrik doesn't use 082 444 5566 anymore, remind me to tell him",
      "don't update Hendrik to 071 333 2211",
      "who is my landlady Park Ji-woo?",
      "my landlady Park Ji-woo, email jiwoo.park@example.kr",
      "register for the 10k run on Saturday",
      "save Rory Flynn he cuts our hedges",
      "add my landlady Park Ji-woo to the shopping list",
      "save my landlady's number",
    ]
  ) {
    const written = calls(text).filter((c) =>
      c.name === "contacts_create" || c.name === "contacts_update"
    );
    assert.deepEqual(written, [], text);
  }
  // A clause about someone is no contact: the reminder keeps its words.
  assert.deepEqual(calls("remind me to call Rory he cuts our hedges").map((c) => c.name), []);
  // Digits said in words elsewhere stay as said.
  assert.deepEqual(calls("remind me at nine to ring one two three four"), [
    {
      name: "reminders_create",
      input: { text: "ring one two three four", at: "2026-06-11T09:00:00+01:00" },
    },
  ]);
  // A dictated note keeps the number as said.
  assert.equal(
    calls(
      "note that Rory Flynn he cuts our hedges phone oh eight five one two three four five six seven",
    )[0]?.name,
    "notes_create",
  );
});

Deno.test("a number said in words too short for one is asked for, never kept as notes", () => {
  assert.deepEqual(calls("new contact Sam Reed number oh one two three"), []);
  assert.deepEqual(asks("new contact Sam Reed number oh one two three"), ["contacts_create:phone"]);
  assert.deepEqual(calls("save Sam Reed, phone six two one"), []);
});
