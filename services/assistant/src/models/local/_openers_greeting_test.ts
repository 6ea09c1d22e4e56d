import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";
import { assertValid, CORPUS_CLOCK } from "./_intent_test_util.ts";

function calls(text: string) {
  const out = parseToolIntent(text, CORPUS_CLOCK);
  assertValid(out);
  return out.map((c) => ({ name: c.name, input: c.input }));
}

Deno.test("a greeting and who it is said to, before a request, ask nothing themselves", () => {
  const eggs = [{ name: "shopping_add", input: { items: ["eggs"] } }];
  for (
    const text of [
      "hi babe add eggs to the list",
      "yo bot add eggs to the list",
      "hey Sam, add eggs to the list",
      "hiya love add eggs to the list",
      "babe, add eggs to the list",
    ]
  ) {
    assert.deepEqual(calls(text), eggs, text);
  }
  assert.deepEqual(calls("hey darlin set me a reminder for church tomorrow at 9:30"), [{
    name: "reminders_create",
    input: { text: "church", at: "2026-03-12T09:30:00+01:00" },
  }]);
  assert.deepEqual(calls("hey assistant remind me to call mum at 5"), [{
    name: "reminders_create",
    input: { text: "call mum", at: "2026-03-11T17:00:00+01:00" },
  }]);
});

Deno.test("a greeting before what asks for nothing runs nothing", () => {
  for (
    const text of ["hey love is in the air", "hey Tom is coming at 5", "hey darling", "hi mate"]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("why a request is made, or a word for whom it is asked of, said first asks nothing", () => {
  const eggs = [{ name: "shopping_add", input: { items: ["eggs"] } }];
  for (
    const text of [
      "before i forget, add eggs to the list",
      "lemme not forget, add eggs to the list",
      "let me not forget, add eggs to the list",
      "machan add eggs to the list",
      "yaar add eggs to the list",
    ]
  ) assert.deepEqual(calls(text), eggs, text);
  // Was nothing: the reminder behind "ok lemme not forget,".
  assert.deepEqual(
    calls("ok lemme not forget, remind me tomorrow at 9 to fix the clock on the microwave lol"),
    [{
      name: "reminders_create",
      input: { text: "fix the clock on the microwave", at: "2026-03-12T09:00:00+01:00" },
    }],
  );
  // Look-alikes: what follows is no request, or the word alone.
  for (const text of ["before i forget, the wifi password is on the router", "dude", "bro code"]) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("what would happen otherwise, said after a request, is its reason", () => {
  assert.deepEqual(
    calls("remind me in 20 mins to switch off the water motor, otherwise the tank will overflow"),
    [{
      name: "reminders_create",
      input: { text: "switch off the water motor", at: "2026-03-11T09:50:00+01:00" },
    }],
  );
  assert.deepEqual(calls("add eggs, otherwise we have none for the cake"), [
    { name: "shopping_add", input: { items: ["eggs"] } },
  ]);
  // Look-alike: "otherwise" inside what a note keeps stays in it.
  assert.deepEqual(calls("note: the shop is otherwise closed on sundays"), [
    { name: "notes_create", input: { text: "the shop is otherwise closed on sundays" } },
  ]);
});

Deno.test("what happened last time, told after a request, is its reason", () => {
  assert.deepEqual(
    calls("remind me on friday at 5 pm that the bill is due, last time they charged a late fee"),
    [{
      name: "reminders_create",
      input: { text: "the bill is due", at: "2026-03-13T17:00:00+01:00" },
    }],
  );
  // Look-alike: said alone, it asks for nothing.
  assert.deepEqual(calls("last time i bought milk"), []);
});
