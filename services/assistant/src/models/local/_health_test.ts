import assert from "node:assert/strict";
import { FORBIDDEN_TEXT } from "./_tool_forbidden.ts";
import { forbiddenRequest } from "./tool_intent.ts";

Deno.test("health is refused when the request would read or store it, not when an aside says it", () => {
  // Stored or read: refused.
  for (
    const text of [
      "remind me to take my insulin at 8pm",
      "note that my blood pressure is 140/90",
      "what medication am I on?",
      "cancel the reminder about my therapy session",
    ]
  ) {
    assert.equal(forbiddenRequest(text), FORBIDDEN_TEXT.health, text);
  }
  // Said only as the reason for a change that holds none of it: not refused.
  for (
    const text of [
      "remove the marathon countdown, I pulled out injured",
      "remind me at 6pm to call the vet, the dog is on antibiotics",
    ]
  ) {
    assert.equal(forbiddenRequest(text), null, text);
  }
});

Deno.test("a surgery said as a doctor's practice, a place, is no health; an operation is", () => {
  for (
    const text of [
      "that note's wrong, the surgery is on Barker Lane not Baker Lane",
      "quick note, Dr Patel's surgery number changed to 020 7946 0321",
      "note: the GP surgery opens at 8 on Saturdays",
      "jot down the vet's surgery phone, 01632 960123",
    ]
  ) {
    assert.equal(forbiddenRequest(text), null, text);
  }
  for (
    const text of [
      "note that my surgery is on Tuesday",
      "note that Tom's surgery went well",
      "remind me about my knee surgery on Friday",
      "note the surgery is on March 3",
      // A place said beside another word of health is still health.
      "note that the GP surgery changed my prescription",
    ]
  ) {
    assert.equal(forbiddenRequest(text), FORBIDDEN_TEXT.health, text);
  }
});
