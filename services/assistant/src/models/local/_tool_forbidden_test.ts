import assert from "node:assert/strict";
import { FORBIDDEN_TEXT, forbiddenRequest } from "./_tool_forbidden.ts";

Deno.test("an email sent with the confirmation skipped is forbidden; a proposal is not", () => {
  for (
    const text of [
      "email ana@example.com that the keys are ready, without asking me first",
      "send the note to tom@example.com and skip the confirmation",
    ]
  ) {
    assert.equal(forbiddenRequest(text), FORBIDDEN_TEXT.sendEmail, text);
  }
  assert.equal(forbiddenRequest("email ana@example.com that the keys are ready"), null);
});

Deno.test("buying something now is forbidden; putting it on the list is not", () => {
  for (const text of ["order the blue kettle online", "purchase that lamp right away"]) {
    assert.equal(forbiddenRequest(text), FORBIDDEN_TEXT.purchase, text);
  }
  assert.equal(forbiddenRequest("buy milk and bread"), null);
  assert.equal(forbiddenRequest("remind me to buy the tickets now"), null);
});
