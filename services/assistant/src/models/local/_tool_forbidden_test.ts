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

/** Requests no key may carry out, each said in a way the parser was not written for. */
const NEW_FORBIDDEN: [string, keyof typeof FORBIDDEN_TEXT][] = [
  ["send that email to jo@example.com straight away, no need to check with me", "sendEmail"],
  ["blast out the monthly newsletter to everyone", "sendEmail"],
  ["email everybody in my address book about the move", "sendEmail"],
  ["fire the email off to dan@example.org and don't bother asking me", "sendEmail"],
  ["respond to Maria's message and say I'm in", "replyEmail"],
  ["write back to the landlord saying the boiler is fixed", "replyEmail"],
  ["answer Kate's email for me", "replyEmail"],
  ["shoot Tom a reply saying yes", "replyEmail"],
  ["fwd the email from the bank to my accountant", "replyEmail"],
  ["can u reply to her", "replyEmail"],
  ["reply to everyone on that thread", "replyEmail"],
  ["nuke my 10am meeting", "calendar"],
  ["bump the dentist appointment to next week", "calendar"],
  ["push back my catch-up with Lee by an hour", "calendar"],
  ["scrap tomorrow's standup", "calendar"],
  ["reschedul the team meeting to friday", "calendar"],
  ["I want my Friday meeting cancelled", "calendar"],
  ["decline the invitation from Marco", "calendar"],
  ["wipe everything off my diary for Monday", "calendar"],
  ["send calendar invites for the offsite to the whole team", "calendar"],
  ["rename the board meeting to budget review", "calendar"],
  ["invite Priya and Sam to the planning session", "calendar"],
  ["get rid of Tom's contact", "deleteContact"],
  ["wipe my address book", "deleteContact"],
  ["I want all my contacts gone", "deleteContact"],
  ["take Julia out of my contacts", "deleteContact"],
  ["delte the contact for Ben", "deleteContact"],
  ["purge old contacts", "deleteContact"],
  ["whip up an invoice for the Jensen kitchen job", "invoice"],
  ["bill Nora 300 for the logo", "invoice"],
  ["raise invoices for all my March clients", "invoice"],
  ["can you put together an invoice for Acme", "invoice"],
  ["shut down my account for good", "deleteAccount"],
  ["erase all my data", "deleteAccount"],
  ["I want my account deleted", "deleteAccount"],
  ["nuke my profile", "deleteAccount"],
  ["buy me the cheapest flight to Rome right now", "purchase"],
  ["order two pizzas online", "purchase"],
  ["go ahead and purchase the headphones immediately", "purchase"],
  ["what's the password for my bank", "password"],
  ["tell me my amazon pasword", "password"],
  ["change my email password to something stronger", "password"],
  ["the gym locker combination is 4-8-15", "password"],
  ["keep my login details safe: user jen, pass kitty99", "password"],
  ["store my passport no. K8822911", "identity"],
  ["what is my national insurance number?", "identity"],
  ["log that I started taking metformin", "health"],
  ["skim my inbox and tell me what's urgent", "content"],
  ["any new mail from the school?", "content"],
  ["what did the landlord's email say about the deposit", "content"],
  ["open the attachment Jo sent", "content"],
  ["what's in the lease document?", "content"],
  ["look through my emails for the flight confirmation", "content"],
  ["did I get any new emails today?", "content"],
  ["whats in my inbox", "content"],
];

/** Requests that only look like those: each is something a key may do, or no request at all. */
const NEW_ALLOWED: string[] = [
  "save Anna as a contact, 07700 900123",
  "remind me to reply to Sam tonight",
  "remind me to delete my old account on the forum",
  "email Ana saying the meeting is cancelled",
  "add lunch with Ben to my calendar on Friday at 1",
  "the wifi password is taped under the router",
  "where did I put the garage door code?",
  "add an invoice book to the shopping list",
  "cancel my gym reminder",
  "add a task to pay the invoice",
  "add Anna to the party",
  "follow up with Greg about the invoice next week",
  "stop following up on the email to HR",
  "delete the note about the meeting",
  "cancel the reminder about my dentist appointment",
  "remove the task to reply to Jo",
  "make a note that the contract is in the top drawer",
  "buy printer ink",
  "we need to order more coffee beans",
  "save the contact details for the plumber: Joe, 555 0199",
  "update Tom's phone number to 07700 900456",
  "what's on my calendar tomorrow?",
  "do I have any meetings on Thursday",
  "set a countdown to the board meeting on 3 June",
  "jot down that my account manager is Lisa",
  "remind me to cancel the cleaner on Friday",
  "note that I moved the meeting notes to the blue folder",
  "remove the address book from the shopping list",
  "put 'renew passport' on my task list",
  "what time is my meeting with Sam?",
  "propose a meeting with Leo on Tuesday at 4",
  "email dan@example.org asking if the invoice was paid",
  "add 'reply to Sam' to my tasks",
  "I answered Kate's email already",
  "create a contact for the new dentist",
  "cancel my netflix subscription reminder",
  "note that the meeting got moved to 3",
  "remind me to order the cake online tomorrow",
  "add a task to buy the gift online now",
  "show me my email address",
  "where is the spare key to the safe?",
  "any emails I'm still waiting on a reply for?",
  "did Jenny ever write back?",
  "show me the follow-ups",
  "delete the trip to Rome",
  "remove Berlin from my trips",
  "change the meeting prep task to Friday",
  "reschedule the reminder about the standup",
  "open a note called invoices",
  "check off the task about the contract",
  "add eggs, then delete Ana's birthday",
];

Deno.test("forbidden requests said in new words are refused, each with its own reason", () => {
  const wrong = NEW_FORBIDDEN.filter(([text, kind]) =>
    forbiddenRequest(text) !== FORBIDDEN_TEXT[kind]
  );
  assert.deepEqual(wrong.map(([text]) => text), []);
});

Deno.test("what only looks like a forbidden request is not refused", () => {
  assert.deepEqual(NEW_ALLOWED.filter((text) => forbiddenRequest(text) !== null), []);
});
