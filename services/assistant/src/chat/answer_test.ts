import assert from "node:assert/strict";
import { dismisses, MAX_ANSWER, readAnswer, withAnswer } from "./answer.ts";

const CTX = { now: new Date("2026-11-23T09:00:00Z"), timezone: "Europe/Lisbon" };

Deno.test("readAnswer() takes a short detail, tidied, as the answer", () => {
  assert.equal(readAnswer("tomorrow at 6pm", CTX), "tomorrow at 6pm");
  assert.equal(readAnswer("  Lisbon.  ", CTX), "Lisbon");
  assert.equal(readAnswer("- 2027-05-01!", CTX), "2027-05-01");
  assert.equal(readAnswer("at\n6pm", CTX), "at 6pm");
});

Deno.test("readAnswer() leaves a request, a question, an empty or an oversized message to be itself", () => {
  for (
    const text of [
      "add milk to my shopping list",
      "remind me to call dad tomorrow at 9",
      "who is my dentist?",
      "",
      "   ",
      "?!.",
      "\u200b\u0000",
      "x".repeat(MAX_ANSWER + 1),
      "x".repeat(100_000),
    ]
  ) {
    assert.equal(readAnswer(text, CTX), null, JSON.stringify(text.slice(0, 40)));
  }
  assert.equal(readAnswer("x".repeat(MAX_ANSWER), CTX), "x".repeat(MAX_ANSWER));
});

Deno.test("withAnswer() puts the answer after the request, without the request's full stop", () => {
  assert.equal(
    withAnswer("remind me to call mum.", "tomorrow at 6pm"),
    "remind me to call mum tomorrow at 6pm",
  );
  assert.equal(withAnswer("remove the trip", "Lisbon"), "remove the trip Lisbon");
});

Deno.test("dismisses() reads the ways of dropping a question, and nothing that answers it", () => {
  for (const text of ["never mind", "Nevermind.", "cancel", "no thanks", "forget it!", "skip"]) {
    assert.ok(dismisses(text), text);
  }
  for (const text of ["tomorrow at 6pm", "Lisbon", "no later than 6pm", "cancel the dentist"]) {
    assert.ok(!dismisses(text), text);
  }
});
