import assert from "node:assert/strict";
import { proposalInputSchema } from "@asst/shared";
import { type IntentContext, parseToolIntent, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function proposal(text: string) {
  const calls = parseToolIntent(text, PARIS);
  assert.equal(calls.length, 1, `"${text}" gives one call, not ${JSON.stringify(calls)}`);
  assert.equal(calls[0]!.name, "propose_action", text);
  return proposalInputSchema.parse(calls[0]!.input);
}

Deno.test("an email's subject and body may be named as fields, in quotes", () => {
  const email = proposal(
    "write an email to finance@acme.example: subject 'Receipts', body 'All receipts are in the shared folder.'",
  ).email!;
  assert.equal(email.subject, "Receipts");
  assert.equal(email.body, "All receipts are in the shared folder.");
});

Deno.test("a recipient described before the address is the address, in To or Cc", () => {
  const email = proposal(
    "email the caretaker at caretaker@school.example, cc my wife jo@home.example, saying the gate is broken",
  ).email!;
  assert.deepEqual(email.to, ["caretaker@school.example"]);
  assert.deepEqual(email.cc, ["jo@home.example"]);
  assert.match(email.body, /gate is broken/u);
});

Deno.test("other ways of asking for an email: a misspelt verb, 'let … know by email', 'write to …'", () => {
  assert.deepEqual(proposal("emali tim@example.com: the train is delayed").email!.to, [
    "tim@example.com",
  ]);
  for (
    const text of [
      "let Priya know by email that the contract is signed",
      "write to Priya that the contract is signed",
      "send a short note to Priya by email: the contract is signed",
    ]
  ) {
    const draft = readToolIntent(text, PARIS).drafts[0];
    assert.ok(draft && draft.kind === "email", text);
    assert.deepEqual(draft.names, [{ name: "Priya", field: "to" }], text);
    assert.match(draft.body ?? "", /contract is signed/u, text);
  }
  assert.equal(readToolIntent("reply to Priya saying yes", PARIS).drafts.length, 0);
});

Deno.test("an event's title in quotes is its title and holds no date; 'all day' gives a day", () => {
  const event = proposal("put 'spring evening concert' in my diary on 3/28, all day")
    .calendar_event!;
  assert.equal(event.title, "Spring evening concert");
  assert.equal(event.start, "2026-03-28");
  // An apostrophe is not a quote.
  const dinner = proposal(
    "add drinks with Sam's parents at Mario's to my calendar on Friday at 8pm",
  );
  assert.match(dinner.calendar_event!.title, /Sam's parents/u);
});

Deno.test("an event said after 'calendar:' or 'new calendar event:'", () => {
  assert.deepEqual(proposal("calendar: physio next Monday at 10").calendar_event, {
    title: "Physio",
    start: "2026-03-16T10:00:00+01:00",
    end: "2026-03-16T11:00:00+01:00",
  });
  assert.equal(
    proposal("new calendar entry - team drinks, Thursday 6pm").calendar_event?.start,
    "2026-03-12T18:00:00+01:00",
  );
});
