import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

function dismissed(text: string): unknown {
  const [call, ...more] = calls(text);
  assert.equal(more.length, 0, text);
  assert.equal(call?.name, "email_followups_dismiss", text);
  return call?.input.followup;
}

Deno.test("the follow-ups asked for as what is still owed on emails", () => {
  for (
    const text of [
      "which messages still need a response?",
      "which emails are waiting for a reply",
      "who are we still waiting on?",
      "who am I expecting a reply from",
      "who do I owe a reply?",
      "any mails I still have to answer?",
      "what emails do I still have to get back to",
      "who hasn't replied to me yet?",
      "who still owes us an answer",
      "which mails haven't we replied to yet?",
      "is anybody waiting on an email from me?",
      "tell me who I should chase",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "email_followups_list", input: {} }], text);
  }
});

Deno.test("something done about an email, then 'dismiss it': the follow-up the first part names", () => {
  assert.equal(dismissed("Sara answered about the lease, you can dismiss that follow-up"), "lease");
  assert.equal(dismissed("I already returned the signed form, dismiss it"), "signed form");
  assert.equal(
    dismissed("the bank got back to me on the mortgage, drop the follow-up"),
    "mortgage",
  );
  assert.equal(
    dismissed("I've handled the hotel booking email, dismiss that one"),
    "hotel booking",
  );
  assert.equal(dismissed("Jo called, you can drop the follow-up about the boiler"), "boiler");
  assert.equal(dismissed("no need to chase the gardener any more"), "gardener");
  // The second part may name it itself.
  assert.equal(dismissed("Tom paid, so dismiss the invoice one"), "invoice");
  // Without a follow-up, an email or "dismiss", "remove it" is another group's.
  assert.notEqual(
    calls("I already bought the milk, remove it")[0]?.name,
    "email_followups_dismiss",
  );
});

Deno.test("dismissals in other words: giving up chasing, done with, the email named", () => {
  assert.equal(dismissed("forget about following up with the plumber"), "plumber");
  assert.equal(dismissed("stop chasing the landlord"), "landlord");
  assert.equal(dismissed("I'm done with the follow-up about the lease, they signed"), "lease");
  assert.equal(dismissed("stop tracking the school fees email"), "school fees");
  assert.equal(dismissed("tick the school fees off my followups"), "school fees");
  assert.equal(dismissed("dismis the lease follow-up"), "lease");
});

Deno.test("an email itself is never dismissed or deleted", () => {
  assert.deepEqual(calls("delete the email from Bob"), []);
  // Only verbs that stop tracking may name the email; removing one is not dismissing a follow-up.
  assert.deepEqual(calls("remove the welcome email"), []);
  assert.deepEqual(calls("people need me"), []);
  assert.deepEqual(calls("what is a follow-up?"), []);
});

Deno.test("a dismissal that does not say which follow-up is of the one there is", () => {
  // The tool takes the only follow-up, or asks which when there are several.
  for (
    const text of [
      "drop the follow-up",
      "please dismiss a follow-up",
      "dismiss my follow-up please",
    ]
  ) {
    const intent = readToolIntent(text, PARIS);
    assert.deepEqual(intent.asks, [], text);
    assert.deepEqual(intent.calls, [
      { name: "email_followups_dismiss", input: { followup: "the follow-up" } },
    ], text);
  }
  // Who wrote back names the follow-up, as "got an answer from the bank" does.
  assert.equal(dismissed("Tom wrote back, so you can dismiss that follow-up"), "Tom");
});

Deno.test("the follow-up delay setting is no follow-up", () => {
  for (const text of ["my follow-up delay is 3 days", "followup delay: a week"]) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("a follow-up said to be over, and a fact without a subject before 'remove the follow-up'", () => {
  assert.equal(dismissed("the school fees follow-up can go"), "school fees");
  assert.equal(dismissed("the follow-up about the lease is done"), "lease");
  assert.equal(dismissed("got an answer from the bank, remove the follow-up"), "bank");
  // A fact and its dismissal in two clauses give one dismissal, not a question as well.
  const intent = readToolIntent("I've answered Priya, clear that follow-up", PARIS);
  assert.deepEqual(intent.asks, []);
  assert.deepEqual(intent.calls, [
    { name: "email_followups_dismiss", input: { followup: "Priya" } },
  ]);
});

Deno.test("advice asked after what the user says of themselves reads nothing", () => {
  const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  for (
    const text of [
      "i keep forgetting to follow up on emails, any tips?",
      "we never stick to the shopping list, any advice?",
      "my expenses are a mess, any good hacks?",
    ]
  ) assert.deepEqual(readToolIntent(text, ctx).calls, [], text);
  // An email asked about is no contact's address: "what email do I have to answer today".
  assert.deepEqual(
    readToolIntent("what email do I have to answer today", ctx).calls.map((c) => c.name),
    ["email_followups_list"],
  );
  // A request before it is still read.
  assert.deepEqual(readToolIntent("show my follow-ups, any tips?", ctx).calls.map((c) => c.name), [
    "email_followups_list",
  ]);
});
