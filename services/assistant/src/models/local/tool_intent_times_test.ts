/**
 * How the parser places what it reads in time: wall-clock times across a daylight saving change,
 * the user's zone and order of day and month, a day without a time, and recurrences as RRULEs.
 * @module
 */
import assert from "node:assert/strict";
import type { IntentContext } from "./tool_intent.ts";
import { one } from "./_intent_test_util.ts";

Deno.test("parseToolIntent() puts a reminder on the other side of a daylight saving change at its wall-clock time", () => {
  // Paris goes from UTC+1 to UTC+2 at 02:00 on Sunday 29 March 2026.
  assert.deepEqual(one("remind me on Monday at 9 to call the bank").input, {
    text: "call the bank",
    at: "2026-03-30T09:00:00+02:00",
  });
  assert.equal(
    one("remind me tomorrow at 9 to water the plants").input.at,
    "2026-03-28T09:00:00+01:00",
  );
  assert.equal(
    one("remind me on Sunday at 10 to call grandma").input.at,
    "2026-03-29T10:00:00+02:00",
  );
  // 02:30 does not exist that night: it is the same wall time after the change.
  assert.equal(
    one("remind me at 2:30am on Sunday to check the clocks").input.at,
    "2026-03-29T03:30:00+02:00",
  );
  const lateSaturday: IntentContext = {
    now: new Date("2026-03-28T23:30:00Z"),
    timezone: "Europe/Paris",
  };
  // Two real hours after 00:30 (UTC+1) is 03:30 (UTC+2): the hour from 02:00 was skipped.
  assert.equal(
    one("remind me in 2 hours to sleep", lateSaturday).input.at,
    "2026-03-29T03:30:00+02:00",
  );
});

Deno.test("parseToolIntent() reads the end of October in Paris with the winter offset after the change", () => {
  // Paris goes back from UTC+2 to UTC+1 at 03:00 on Sunday 25 October 2026.
  const friday: IntentContext = { now: new Date("2026-10-23T08:00:00Z"), timezone: "Europe/Paris" };
  assert.equal(
    one("remind me on Monday at 9 to call the bank", friday).input.at,
    "2026-10-26T09:00:00+01:00",
  );
  assert.deepEqual(one("remind me every day at 8pm to take out the trash", friday).input, {
    text: "take out the trash",
    at: "2026-10-23T20:00:00+02:00",
    recurrence: "FREQ=DAILY",
  });
  assert.deepEqual(
    one("don't let me forget to water the plants every Sunday morning", friday).input,
    {
      text: "water the plants",
      at: "2026-10-25T09:00:00+01:00",
      recurrence: "FREQ=WEEKLY;BYDAY=SU",
    },
  );
  const night: IntentContext = { now: new Date("2026-10-25T00:30:00Z"), timezone: "Europe/Paris" };
  assert.equal(
    one("remind me in an hour to go to bed", night).input.at,
    "2026-10-25T02:30:00+01:00",
  );
  assert.deepEqual(one("count down to Christmas", friday).input, {
    title: "Christmas",
    date: "2026-12-25",
  });
});

Deno.test("parseToolIntent() uses the user's zone for the offset and the order of day and month", () => {
  const newYork: IntentContext = {
    now: new Date("2026-03-27T14:00:00Z"),
    timezone: "America/New_York",
  };
  assert.equal(
    one("remind me on 5/6 at 3pm to call Sam", newYork).input.at,
    "2026-05-06T15:00:00-04:00",
  );
  assert.deepEqual(one("I spent 12 on coffee", newYork).input, {
    amount: 12,
    currency: "USD",
    description: "coffee",
  });
  assert.equal(one("remind me on 5/6 at 3pm to call Sam").input.at, "2026-06-05T15:00:00+02:00");
  const kolkata: IntentContext = {
    now: new Date("2026-03-27T10:00:00Z"),
    timezone: "Asia/Kolkata",
  };
  assert.equal(
    one("remind me tomorrow at 9 to pray", kolkata).input.at,
    "2026-03-28T09:00:00+05:30",
  );
  const unknown: IntentContext = {
    now: new Date("2026-03-27T10:00:00Z"),
    timezone: "Mars/Olympus",
  };
  assert.equal(
    one("remind me tomorrow at 9 to stretch", unknown).input.at,
    "2026-03-28T09:00:00+00:00",
  );
});

Deno.test("parseToolIntent() gives a reminder with a day but no time 09:00, and a time already past tomorrow", () => {
  assert.equal(
    one("remind me on Tuesday to book the car service").input.at,
    "2026-03-31T09:00:00+02:00",
  );
  assert.equal(one("remind me at 10 to take a break").input.at, "2026-03-28T10:00:00+01:00");
  assert.equal(one("remind me at noon to eat").input.at, "2026-03-27T12:00:00+01:00");
  assert.equal(
    one("remind me in 10 minutes to check the oven").input.at,
    "2026-03-27T11:10:00+01:00",
  );
});

Deno.test("parseToolIntent() writes each recurrence as the RRULE the reminder tool takes", () => {
  const rules: [string, string, string][] = [
    [
      "remind me every weekday at 9 to stand up",
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
      "2026-03-30T09:00:00+02:00",
    ],
    [
      "remind me every first Monday to pay rent",
      "FREQ=MONTHLY;BYDAY=1MO",
      "2026-04-06T09:00:00+02:00",
    ],
    ["remind me every day at 8pm to take out the trash", "FREQ=DAILY", "2026-03-27T20:00:00+01:00"],
    [
      "remind me every 2 weeks on Friday to water the cactus",
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR",
      "2026-04-03T09:00:00+02:00",
    ],
    [
      "remind me every month on the 15th to pay the card",
      "FREQ=MONTHLY;BYMONTHDAY=15",
      "2026-04-15T09:00:00+02:00",
    ],
    [
      "remind me every year on 3 March to renew the insurance",
      "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3",
      "2027-03-03T09:00:00+01:00",
    ],
    [
      "remind me every Monday and Thursday at 7:30 to go running",
      "FREQ=WEEKLY;BYDAY=MO,TH",
      "2026-03-30T07:30:00+02:00",
    ],
    [
      "remind me every last Friday of the month to send the timesheet",
      "FREQ=MONTHLY;BYDAY=-1FR",
      "2026-04-24T09:00:00+02:00",
    ],
    [
      "remind me every other day to water the fern",
      "FREQ=DAILY;INTERVAL=2",
      "2026-03-28T09:00:00+01:00",
    ],
    [
      "remind me on weekends at 10 to call grandma",
      "FREQ=WEEKLY;BYDAY=SA,SU",
      "2026-03-28T10:00:00+01:00",
    ],
    ["remind me every night at 10 to read", "FREQ=DAILY", "2026-03-27T22:00:00+01:00"],
    [
      "set a weekly reminder on Sundays to plan the week",
      "FREQ=WEEKLY;BYDAY=SU",
      "2026-03-29T09:00:00+02:00",
    ],
  ];
  for (const [text, recurrence, at] of rules) {
    const call = one(text);
    assert.equal(call.name, "reminders_create", text);
    assert.equal(call.input.recurrence, recurrence, text);
    assert.equal(call.input.at, at, text);
  }
});

Deno.test("parseToolIntent() reads an hour from 7 to 11 in the evening only when the evening's occasion happens then", () => {
  // What the reminder is about, not what happens at its time: nine in the morning.
  assert.equal(
    one("remind me tomorrow at 9 to send her the photos of the party").input.at,
    "2026-03-28T09:00:00+01:00",
  );
  assert.equal(
    one("remind me tomorrow at 8 to email Jo about the concert").input.at,
    "2026-03-28T08:00:00+01:00",
  );
  assert.equal(
    one("remind me tomorrow at 10 to sort the pictures from our last gig").input.at,
    "2026-03-28T10:00:00+01:00",
  );
  // The occasion itself at that hour: in the evening.
  assert.equal(
    one("remind me tomorrow at 9 to go to the party").input.at,
    "2026-03-28T21:00:00+01:00",
  );
});
