import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

function dismissed(followup: string): ToolCall[] {
  return [{ name: "email_followups_dismiss", input: { followup } }];
}

Deno.test("a fact of someone, then 'dismiss his/her/their follow-up', dismisses theirs", () => {
  assert.deepEqual(
    parseToolIntent("Thandi paid, dismiss her follow-up", PARIS),
    dismissed("Thandi"),
  );
  assert.deepEqual(
    parseToolIntent("Marcus replied, so clear his follow-up", PARIS),
    dismissed("Marcus"),
  );
  assert.deepEqual(
    parseToolIntent("Dunne Roofing signed, drop their follow-up", PARIS),
    dismissed("Dunne Roofing"),
  );
  // Nobody named: "his" points at no one.
  assert.deepEqual(parseToolIntent("he paid, dismiss his follow-up", PARIS), []);
});

Deno.test("an email turned down, then 'just clear the follow-up …', dismisses it", () => {
  assert.deepEqual(
    parseToolIntent("don't chase the landlord, just drop the follow-up about the deposit", PARIS),
    dismissed("deposit"),
  );
  assert.deepEqual(
    parseToolIntent("don't email Priya, just dismiss the follow-up about the invoice", PARIS),
    dismissed("invoice"),
  );
  // Another request after it is no dismissal, and loses no one's name: nothing runs.
  assert.deepEqual(parseToolIntent("don't email Tom, just remind me to call him at 5", PARIS), []);
});

Deno.test("a follow-up said to be necessary no more is dismissed, a courtesy before it too", () => {
  assert.deepEqual(
    parseToolIntent("the follow-up about the invoice is not required any more", PARIS),
    dismissed("invoice"),
  );
  assert.deepEqual(
    parseToolIntent("Please, the follow-up on the roof quote isn't necessary anymore", PARIS),
    dismissed("roof quote"),
  );
  assert.deepEqual(
    parseToolIntent("please, the gym reminder isn't needed any more", PARIS),
    [{ name: "reminders_cancel", input: { reminder: "gym" } }],
  );
  // A thing of no kind said to be unneeded removes nothing.
  assert.deepEqual(parseToolIntent("Please, the umbrella is not necessary anymore", PARIS), []);
});

Deno.test("'the follow-up …, you can get rid of that' said without commas, and 'stop me chasing'", () => {
  assert.deepEqual(
    parseToolIntent("the followup about the gas bill you can drop that they refunded me", PARIS),
    dismissed("gas bill"),
  );
  assert.deepEqual(
    parseToolIntent(
      "so the follow up with Ana about the lease you can get rid of it she signed",
      PARIS,
    ),
    dismissed("Ana lease"),
  );
  assert.deepEqual(
    parseToolIntent("stop me chasing the council about the permit, they wrote back", PARIS),
    dismissed("council permit"),
  );
  assert.deepEqual(
    parseToolIntent("you can stop me chasing Ferreira about the boat", PARIS),
    dismissed("Ferreira boat"),
  );
  // Stopping a reminder is the reminders' ("stop me" names no follow-up there).
  assert.ok(
    parseToolIntent("stop reminding me about the bins", PARIS).every((c) =>
      c.name !== "email_followups_dismiss"
    ),
  );
});

Deno.test("emails asked about 'with no answer' or 'without a reply' list the follow-ups", () => {
  const list = [{ name: "email_followups_list", input: {} }];
  for (
    const q of [
      "which emails of mine are still hanging with no answer?",
      "any emails without a reply from the landlord?",
      "what mails are sat there waiting on an answer?",
    ]
  ) {
    assert.deepEqual(parseToolIntent(q, PARIS), list, q);
  }
  // Questions of something else with no answer list nothing.
  assert.deepEqual(parseToolIntent("which questions did the quiz have with no answer?", PARIS), []);
});
