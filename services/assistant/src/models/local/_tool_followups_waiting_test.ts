import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

Deno.test("waiting on a reply no more: the follow-up it names is dismissed", () => {
  const cases: [string, string][] = [
    ["stop waiting on the reply from Dana", "Dana"],
    ["stop waiting for the answer about the lease", "lease"],
    ["stop tracking the response from accounts@shop.example", "accounts@shop.example"],
    ["stop watching the reply from jo@school.example", "jo@school.example"],
  ];
  for (const [text, followup] of cases) {
    assert.deepEqual(calls(text), [{ name: "email_followups_dismiss", input: { followup } }], text);
  }
});

Deno.test("the emails nobody answered: the follow-ups listed", () => {
  for (
    const text of [
      "show me the emails no one has replied to",
      "list the threads nobody answered",
      "which messages has nobody responded to yet",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "email_followups_list", input: {} }], text);
  }
});

Deno.test("the sent emails that have had no answer are the follow-ups", () => {
  for (
    const text of [
      "which of my sent emails haven't had an answer yet",
      "which emails haven't got a reply",
      "what emails have not received a response",
    ]
  ) {
    assert.deepEqual(readToolIntent(text, PARIS).calls, [
      { name: "email_followups_list", input: {} },
    ], text);
  }
});

Deno.test("the emails I'm following up on, asked to be seen, are the follow-ups listed", () => {
  const list = [{ name: "email_followups_list", input: {} }];
  for (
    const text of [
      "show me the emails I'm following up on",
      "what emails am i following up on",
      "which emails am i waiting on",
    ]
  ) assert.deepEqual(calls(text), list, text);
  // Look-alikes: emails of a sender, or a topic no list is filtered by, list nothing.
  assert.deepEqual(calls("show me the emails from Tom"), []);
  assert.deepEqual(calls("show me the emails I'm following up on about the lease"), []);
});
