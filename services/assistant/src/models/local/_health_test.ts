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
