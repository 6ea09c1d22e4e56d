import assert from "node:assert/strict";
import { type IntentContext, parseToolIntent, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function emailed(text: string): { to: string[]; body: string } {
  const calls = parseToolIntent(text, PARIS);
  assert.equal(calls.length, 1, `"${text}" gives one call, not ${JSON.stringify(calls)}`);
  const email = (calls[0]!.input as { email: { to: string[]; body: string } }).email;
  return { to: email.to, body: email.body };
}

Deno.test("whom an address is for, said before it between commas, then 'informing her that'", () => {
  assert.deepEqual(
    emailed(
      "Please send an email to the secretary, margaret.hale@example.org, informing her that I shall not attend Thursday's committee meeting.",
    ),
    {
      to: ["margaret.hale@example.org"],
      body: "I shall not attend Thursday's committee meeting.",
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
