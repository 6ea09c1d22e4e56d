import assert from "node:assert/strict";
import { isOutboxRequest } from "./outbox_parse.ts";
import { forbiddenRequest } from "../models/local/tool_intent.ts";

Deno.test("isOutboxRequest() recognises asking for the outbox or the sent emails", () => {
  for (
    const text of [
      "show my outbox",
      "Show my outbox!",
      "what's in my outbox?",
      "whats in the outbox",
      "show sent emails",
      "list my sent emails",
      "open the local outbox",
      "outbox",
      "my outbox",
      "anything in my outbox?",
      "which emails have been sent?",
      "please show me my sent emails",
    ]
  ) {
    assert.ok(isOutboxRequest(text), text);
  }
});

Deno.test("isOutboxRequest() leaves other requests about email alone", () => {
  for (
    const text of [
      "read my emails",
      "show my inbox",
      "send an email to bob@example.com saying hi",
      "show my notes",
      "what did Bob's email say?",
      "the outbox of my old phone is full of junk I should clear sometime",
      "",
      "outbox ".repeat(100),
    ]
  ) {
    assert.ok(!isOutboxRequest(text), text);
  }
  // The inbox stays out of reach; the outbox holds only what the user confirmed.
  assert.notEqual(forbiddenRequest("read my emails"), null);
});
