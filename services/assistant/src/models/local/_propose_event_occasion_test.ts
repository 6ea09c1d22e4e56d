import assert from "node:assert/strict";
import { proposalInputSchema } from "@asst/shared";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 30 October 2026, 09:00 in London (UTC+0). */
const LONDON: IntentContext = { now: new Date("2026-10-30T09:00:00Z"), timezone: "Europe/London" };

function event(text: string) {
  const calls = parseToolIntent(text, LONDON);
  assert.equal(calls.length, 1, `"${text}" gives one call, not ${JSON.stringify(calls)}`);
  const e = proposalInputSchema.parse(calls[0]!.input).calendar_event!;
  return [e.title, e.start, e.location ?? null];
}

Deno.test("an occasion added with its day and clock time, no calendar said, is an event", () => {
  assert.deepEqual(event("add the school play, Friday at 6pm"), [
    "School play",
    "2026-10-30T18:00:00+00:00",
    null,
  ]);
  assert.deepEqual(event("add the wedding, 12 June at 1pm, at St Paul's"), [
    "Wedding",
    "2027-06-12T13:00:00+01:00",
    "St Paul's",
  ]);
  assert.deepEqual(event("add the kids' party on saturday at 2 at the soft play"), [
    "Kids' party",
    "2026-10-31T14:00:00+00:00",
    "the soft play",
  ]);
  // A part of the day after a noun names the occasion, and makes its hour an evening one.
  assert.deepEqual(event("add quiz night on Friday at 8 at the Red Lion"), [
    "Quiz night",
    "2026-10-30T20:00:00+00:00",
    "the Red Lion",
  ]);
  assert.deepEqual(event("add open evening on the 12th at 7.30"), [
    "Open evening",
    "2026-11-12T19:30:00+00:00",
    null,
  ]);
});

Deno.test("an occasion added without a clock time, or a thing added with one, proposes nothing", () => {
  for (
    const t of [
      // No clock time: an occasion's day alone may be a task's or a reminder's.
      "add the party on saturday",
      // A part of the day after a word of time is the time, not an occasion.
      "add milk this evening at 6",
      "add milk tomorrow night at 8",
      // Words after the occasion that are no day make it a thing.
      "add dinner stuff, friday at 6pm",
      "add gig tickets friday at 9am",
    ]
  ) {
    assert.ok(!parseToolIntent(t, LONDON).some((c) => c.name === "propose_action"), t);
  }
  // Another kind named is that kind's.
  assert.deepEqual(
    parseToolIntent("add task school play friday at 6", LONDON).map((c) => c.name),
    ["tasks_create"],
  );
});

Deno.test("a spoken hour with an evening's occasion is the evening's, as a written one is", () => {
  assert.deepEqual(
    event("add open evening on the 12th at half seven")[1],
    "2026-11-12T19:30:00+00:00",
  );
  assert.deepEqual(event("add quiz night on Friday at half 8")[1], "2026-10-30T20:30:00+00:00");
  // Said in the morning, or with no occasion, it stays as said.
  assert.deepEqual(
    event("book dinner at half eight tomorrow morning")[1],
    "2026-10-31T08:30:00+00:00",
  );
});
