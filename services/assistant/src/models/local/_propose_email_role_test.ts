import assert from "node:assert/strict";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK as PARIS, emailed } from "./_intent_test_util.ts";
import { forbiddenWords } from "./_tool_forbidden.ts";

Deno.test("whom an address is for, said before it between commas, then 'informing her that'", () => {
  assert.deepEqual(
    emailed(
      "Please send an email to the secretary, margaret.hale@example.org, informing her that I shall not attend Thursday's committee meeting.",
    ),
    {
      to: ["margaret.hale@example.org"],
      body: "I shall not attend Thursday's committee meeting",
    },
  );
  assert.deepEqual(
    emailed("email my accountant, jo@books.example, telling her the receipts are in the post"),
    { to: ["jo@books.example"], body: "The receipts are in the post" },
  );
  assert.deepEqual(
    emailed(
      "email the receptionist at desk@clinic.example advising them that I will be 10 minutes late",
    ),
    { to: ["desk@clinic.example"], body: "I will be 10 minutes late" },
  );
  // "informing her" is no one written to.
  assert.deepEqual(
    emailed("send an email to ana@x.example, informing her that the call moved to 3"),
    { to: ["ana@x.example"], body: "The call moved to 3" },
  );
  // Without an address, nothing is sent to the role.
  assert.deepEqual(
    readToolIntent("email the secretary informing her that I am ill", PARIS).calls,
    [],
  );
});

Deno.test("a role of any words before an address is whom it is for, never the message", () => {
  assert.deepEqual(
    emailed(
      "Please send an email to the parish office, office@stmarysparish.org, informing them that I shall be unable to read at Sunday's Mass.",
    ),
    {
      to: ["office@stmarysparish.org"],
      body: "I shall be unable to read at Sunday's Mass",
    },
  );
  assert.deepEqual(
    emailed("send an email to the school nurse at nurse@school.example saying Mia has a cold"),
    { to: ["nurse@school.example"], body: "Mia has a cold" },
  );
});

Deno.test("inviting an address by email is an email asking them to come, and the event beside it", () => {
  const calls = parseToolIntent(
    "invite sam@example.com to dinner on Saturday at 8 by email and put it in my calendar",
    PARIS,
  );
  assert.deepEqual(calls.map((c) => c.input), [
    {
      email: {
        to: ["sam@example.com"],
        subject: "Could you come to dinner on Saturday at 8?",
        body: "Could you come to dinner on Saturday at 8?",
      },
    },
    {
      calendar_event: {
        title: "Dinner",
        start: "2026-03-14T20:00:00+01:00",
        end: "2026-03-14T21:00:00+01:00",
      },
    },
  ]);
  const lunch = parseToolIntent(
    "invite jo@x.example to lunch at Dishoom on the 20th at 1pm by email and pop it in the diary",
    PARIS,
  );
  assert.equal(lunch.length, 2);
  assert.deepEqual(
    (lunch[1]!.input as { calendar_event: { start: string } }).calendar_event.start,
    "2026-03-20T13:00:00+01:00",
  );
  // Without "by email" an invitation is the calendar's, which no key may send.
  assert.notEqual(forbiddenWords("invite sam@example.com to the standup"), null);
  assert.notEqual(forbiddenWords("invite Priya and Sam to the planning session"), null);
  assert.equal(forbiddenWords("invite sam@example.com to dinner on Saturday by email"), null);
  // A name without an address is no one to email.
  assert.deepEqual(parseToolIntent("invite Priya to dinner by email", PARIS), []);
});

Deno.test("an invitation said as an email asks them to come; a day put right is the one meant", () => {
  assert.deepEqual(
    emailed("invite email to Sato-san at sato@example.jp for dinner on Thursday, sorry, Friday"),
    { to: ["sato@example.jp"], body: "Could you come for dinner Friday?" },
  );
  assert.deepEqual(emailed("invite email to Priya at priya@example.in for lunch on Sunday"), {
    to: ["priya@example.in"],
    body: "Could you come for lunch on Sunday?",
  });
  assert.deepEqual(
    emailed("email an invitation to the Okafors at okafor@example.ng for the barbecue on Saturday"),
    { to: ["okafor@example.ng"], body: "Could you come for the barbecue on Saturday?" },
  );
  assert.deepEqual(emailed("invite Jo at jo@example.com to the housewarming on the 5th by email"), {
    to: ["jo@example.com"],
    body: "Could you come to the housewarming on the 5th?",
  });
  // Not said as an email: a calendar invitation, which no key may send.
  for (
    const t of ["invite Jo to the housewarming on the 5th", "send an invite to jo@example.com"]
  ) {
    assert.deepEqual(readToolIntent(t, PARIS).calls, [], t);
    assert.ok(forbiddenWords(t) !== null, t);
  }
});
