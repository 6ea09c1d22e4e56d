import assert from "node:assert/strict";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK as PARIS, emailed } from "./_intent_test_util.ts";

Deno.test("an email 'for' or 'at' an address, as said in Spanish, Portuguese or French", () => {
  assert.deepEqual(
    emailed("Please, write an email for ana@x.example saying that the report is ready"),
    { to: ["ana@x.example"], body: "The report is ready" },
  );
  assert.deepEqual(emailed("Send an email for ana@x.example to say that I arrive late"), {
    to: ["ana@x.example"],
    body: "I arrive late",
  });
  assert.deepEqual(emailed("Can you send an e-mail at ana@x.example saying the room is booked"), {
    to: ["ana@x.example"],
    body: "The room is booked",
  });
  // "for" before no address: no one written to.
  assert.deepEqual(parseToolIntent("write an email for Monday's meeting", PARIS), []);
  assert.deepEqual(parseToolIntent("draft an email for the team saying hi", PARIS), []);
});

Deno.test("an email sent 'to' someone before its noun: 'send to ana@… an email saying …'", () => {
  assert.deepEqual(emailed("Please send to ana@x.example an email saying the report is ready"), {
    to: ["ana@x.example"],
    body: "The report is ready",
  });
  assert.deepEqual(emailed("Write to ana@x.example an email telling her I arrive at 9"), {
    to: ["ana@x.example"],
    body: "I arrive at 9",
  });
  // A name, with no address, is asked for.
  const named = readToolIntent("send to Ana an email saying I am late", PARIS);
  assert.deepEqual(named.calls, []);
  assert.equal(named.drafts.length, 1);
});

Deno.test("'saying that …' says what follows 'that'; 'that's fine' is the message", () => {
  assert.deepEqual(emailed("email bob@x.example saying that it's done"), {
    to: ["bob@x.example"],
    body: "It's done",
  });
  assert.deepEqual(emailed("email bob@x.example to say that we will be there"), {
    to: ["bob@x.example"],
    body: "We will be there",
  });
  assert.deepEqual(emailed("email bob@x.example saying that's fine by me"), {
    to: ["bob@x.example"],
    body: "That's fine by me",
  });
  assert.deepEqual(emailed("email bob@x.example saying that works"), {
    to: ["bob@x.example"],
    body: "That works",
  });
});
