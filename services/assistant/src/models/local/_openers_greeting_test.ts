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
