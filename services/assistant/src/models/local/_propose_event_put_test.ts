import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";
import type { IntentContext } from "./tool_intent.ts";

/** Thursday 16 July 2026, 16:30 in Kingston. */
const KINGSTON: IntentContext = {
  now: new Date("2026-07-16T21:30:00Z"),
  timezone: "America/Jamaica",
};

/** The calendar event a message proposes, or null. */
function event(text: string, ctx?: IntentContext): unknown {
  const made = calls(text, ctx);
  return made.length === 1 && made[0]!.name === "propose_action"
    ? made[0]!.input.calendar_event
    : null;
}

Deno.test("'calendar event …' with a whole day said, and no clock time, is an all-day event", () => {
  // Said on Wednesday 11 March 2026.
  assert.deepEqual(event("calendar event for Heritage Day, all day monday"), {
    title: "Heritage Day",
    start: "2026-03-16",
  });
  assert.deepEqual(event("new event friday all day: team offsite"), {
    title: "Team offsite",
    start: "2026-03-13",
  });
  // Without a clock time or a whole day, no event is made of it.
  assert.equal(event("calendar event for the fair saturday"), null);
});

Deno.test("where a blocked-out day goes is no part of the event", () => {
  assert.deepEqual(
    event("block out Emancipation Day on my calendar, all day, family time", KINGSTON),
    {
      title: "Family time",
      start: "2026-08-01",
    },
  );
  assert.deepEqual(event("block out Emancipation Day on my calendar", KINGSTON), {
    title: "Busy",
    start: "2026-08-01",
  });
  assert.deepEqual(event("block off monday on the calendar for the move", KINGSTON), {
    title: "Move",
    start: "2026-07-20",
  });
  assert.deepEqual(event("block out friday afternoon on my calendar", KINGSTON), {
    title: "Busy",
    start: "2026-07-17T13:00:00-05:00",
    end: "2026-07-17T17:00:00-05:00",
  });
});

Deno.test("'instead' said after an event is no part of its title or place", () => {
  const halifax: IntentContext = {
    now: new Date("2027-02-12T03:48:00Z"),
    timezone: "America/Halifax",
  };
  assert.deepEqual(event("add an event saturday 10am: skate at the Oval instead", halifax), {
    title: "Skate",
    start: "2027-02-13T10:00:00-04:00",
    end: "2027-02-13T11:00:00-04:00",
    location: "the Oval",
  });
  assert.equal(event("add an event saturday 10am: instead", halifax), null);
});
