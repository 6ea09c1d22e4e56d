import assert from "node:assert/strict";
import { proposalInputSchema } from "@asst/shared";
import { type IntentContext, parseToolIntent, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
/** Tuesday 30 June 2026, 19:00 in Sydney (UTC+10). */
const SYDNEY: IntentContext = {
  now: new Date("2026-06-30T09:00:00Z"),
  timezone: "Australia/Sydney",
};

function event(text: string, ctx: IntentContext = PARIS) {
  const calls = parseToolIntent(text, ctx);
  assert.equal(calls.length, 1, `"${text}" gives one call, not ${JSON.stringify(calls)}`);
  return proposalInputSchema.parse(calls[0]!.input).calendar_event!;
}

Deno.test("an event's title, day, time and place listed after a colon, the hour with a dot", () => {
  const physio = event(
    "book a calendar event: physio, Friday 3 July, 4.15pm, at Bondi Junction",
    SYDNEY,
  );
  assert.deepEqual(
    [physio.title, physio.start, physio.location],
    ["Physio", "2026-07-03T16:15:00+10:00", "Bondi Junction"],
  );
  // "add to my calendar: …", "put in my diary: …" open the same list.
  const added = event("add to my calendar: physio, Friday 3 July, 4.15pm", SYDNEY);
  assert.deepEqual([added.title, added.start], ["Physio", "2026-07-03T16:15:00+10:00"]);
  const dentist = event("put in my diary: dentist, 3 July, 9.30am, at the Mall", SYDNEY);
  assert.deepEqual(
    [dentist.title, dentist.start, dentist.location],
    ["Dentist", "2026-07-03T09:30:00+10:00", "the Mall"],
  );
  // "3 July, 4.15" without am or pm is never 4 July: nothing runs.
  assert.deepEqual(parseToolIntent("calendar: physio, 3 July, 4.15", SYDNEY), []);
  // Something to do put on the calendar's list is no event.
  assert.deepEqual(
    parseToolIntent("add to my calendar: remind me to call mum on friday", PARIS),
    [],
  );
});

Deno.test("hours said before a weekday and its day of the month are that day's", () => {
  const conf = event("put the conference in my calendar from 9am to 5pm on Tuesday the 24th");
  assert.deepEqual(
    [conf.title, conf.start, conf.end],
    ["Conference", "2026-03-24T09:00:00+01:00", "2026-03-24T17:00:00+01:00"],
  );
  const dentist = event("block out 2 to 4pm on Friday the 13th for the dentist");
  assert.deepEqual(
    [dentist.start, dentist.end],
    ["2026-03-13T14:00:00+01:00", "2026-03-13T16:00:00+01:00"],
  );
  const workshop = event("put the workshop in my calendar from 10 to 12 on Thursday 19th");
  assert.deepEqual(
    [workshop.start, workshop.end],
    ["2026-03-19T10:00:00+01:00", "2026-03-19T12:00:00+01:00"],
  );
  // The 24th is a Tuesday: a weekday that disagrees leaves both unread, and nothing runs.
  const wrong = readToolIntent(
    "put the conference in my calendar from 9am to 5pm on Wednesday the 24th",
    PARIS,
  );
  assert.deepEqual(wrong.calls, []);
});
