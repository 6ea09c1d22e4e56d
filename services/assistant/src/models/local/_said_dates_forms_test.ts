import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";
import { withFormsWritten } from "./_said_dates_forms.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function only(text: string, context: IntentContext = PARIS) {
  const { calls } = readToolIntent(text, context);
  assert.equal(calls.length, 1, `${text}: ${JSON.stringify(readToolIntent(text, context))}`);
  return calls[0]!;
}

Deno.test("everyday forms of days and times are written as the readers read them", () => {
  const cases: [string, string][] = [
    ["remind me at 1730h", "remind me at 17:30"],
    ["from 14h30 to 1600hrs", "from 14:30 to 16:00"],
    ["by 0900 hrs, please", "by 9:00, please"],
    ["at 17:30h", "at 17:30"],
    ["at 9ish", "at 9"],
    ["at 10 sharp", "at 10"],
    ["on the 30.09. at 10", "on the 30 September at 10"],
    ["on 3.9", "on 3 September"],
    ["the 25.12.", "the 25 December"],
    ["June the 12th", "June 12th"],
    ["on the Saturday, the 18th", "on Saturday the 18th"],
    ["first thing Monday", "Monday morning"],
    ["first thing on Friday", "on Friday morning"],
    ["on Friday just gone", "last Friday"],
    ["in a couple of hours", "in 2 hours"],
    ["book the MOT before the fourteenth, ok", "book the MOT before the 14th, ok"],
    ["from the twenty-first to the thirtieth of May", "from the 21st to the 30th of May"],
    ["due the twenty-second", "due the 22nd"],
    // A day said in words only after a word of days, and not before a thing of its own.
    ["on the fourteenth floor", "on the fourteenth floor"],
    ["the fourteenth of May", "the fourteenth of May"],
    ["by the fifth", "by the fifth"],
    ["remind me day after tomorrow at 5 pm", "remind me the day after tomorrow at 5 pm"],
    ["the day after tomorrow", "the day after tomorrow"],
    ["Jeju this coming weekend", "Jeju this weekend"],
    ["a couple days", "2 days"],
    ["in a fortnight", "in 14 days"],
    ["a fortnight from now", "in 14 days"],
    ["a fortnight tomorrow", "in 15 days"],
    ["this coming Saturday", "this Saturday"],
  ];
  for (const [said, written] of cases) assert.equal(withFormsWritten(said), written, said);
});

Deno.test("numbers that are no day or time stay as they were", () => {
  for (
    const said of [
      "clean room 1730h",
      "room 1730 tomorrow",
      "the 10.30 train",
      "catch the 10.05.",
      "version 10.30",
      "up to 100 hours",
      "at 2400h",
      "the first thing I need",
      "first thing in the morning",
      "a couple of friends",
      "the 3rd floor",
      "chapter 11",
      "2 for 1",
      "for a fortnight",
      "a fortnight from Friday",
      "this coming week",
    ]
  ) assert.equal(withFormsWritten(said), said, said);
});

Deno.test("a 24-hour clock with an h or hrs is that time, in every group", () => {
  assert.deepEqual(only("remind me to call Jim at 1730h").input, {
    text: "call Jim",
    at: "2026-03-11T17:30:00+01:00",
  });
  assert.deepEqual(only("remind me to call Jim at 1730 hrs").input, {
    text: "call Jim",
    at: "2026-03-11T17:30:00+01:00",
  });
  assert.deepEqual(only("add an event yoga on Friday at 1730h").input, {
    calendar_event: {
      title: "Yoga",
      start: "2026-03-13T17:30:00+01:00",
      end: "2026-03-13T18:30:00+01:00",
    },
  });
  assert.deepEqual(only("add a task call Lee on the 20th at 14h30").input, {
    content: "call Lee",
    due: "2026-03-20T14:30:00+01:00",
  });
});

Deno.test("a fortnight on a weekday is two weeks after the nearest one", () => {
  assert.deepEqual(only("remind me to pay the rent fortnight on Monday").input, {
    text: "pay the rent",
    at: "2026-03-30T09:00:00+02:00",
  });
  assert.deepEqual(only("add a task pay the gas bill due a fortnight on Monday").input, {
    content: "pay the gas bill",
    due: "2026-03-30",
  });
  assert.deepEqual(only("add a countdown to the gig Saturday fortnight").input, {
    title: "gig",
    date: "2026-03-28",
  });
  assert.deepEqual(only("remind me to call Ann a fortnight from Friday").input, {
    text: "call Ann",
    at: "2026-03-27T09:00:00+01:00",
  });
  assert.deepEqual(only("remind me to ring Tom a week on Friday").input, {
    text: "ring Tom",
    at: "2026-03-20T09:00:00+01:00",
  });
  assert.deepEqual(only("remind me to call Ann a fortnight from now").input, {
    text: "call Ann",
    at: "2026-03-25T09:00:00+01:00",
  });
});

Deno.test("the everyday forms leave no day or time words in what is written", () => {
  assert.deepEqual(only("remind me to email Sarah first thing Monday").input, {
    text: "email Sarah",
    at: "2026-03-16T09:00:00+01:00",
  });
  assert.deepEqual(only("add an event standup first thing tomorrow").input, {
    calendar_event: {
      title: "Standup",
      start: "2026-03-12T09:00:00+01:00",
      end: "2026-03-12T10:00:00+01:00",
    },
  });
  assert.deepEqual(only("I spent 30 pounds on petrol on Friday just gone").input, {
    amount: 30,
    currency: "GBP",
    description: "petrol",
    date: "2026-03-06",
  });
  assert.deepEqual(only("remind me to call the bank tomorrow at 9ish").input, {
    text: "call the bank",
    at: "2026-03-12T09:00:00+01:00",
  });
  assert.deepEqual(only("remind me to call the bank at 10 sharp").input, {
    text: "call the bank",
    at: "2026-03-11T10:00:00+01:00",
  });
  assert.deepEqual(only("remind me to check the oven in a couple of hours").input, {
    text: "check the oven",
    at: "2026-03-11T11:30:00+01:00",
  });
});

Deno.test("a day written with dots, and a month before 'the' and its day, are that day", () => {
  assert.deepEqual(only("remind me to water the plants on the 30.09.").input, {
    text: "water the plants",
    at: "2026-09-30T09:00:00+02:00",
  });
  assert.deepEqual(only("add a countdown to the move on June the 12th").input, {
    title: "move",
    date: "2026-06-12",
  });
  assert.deepEqual(only("Jane's birthday is on 04.07").input, { name: "Jane", date: "--07-04" });
});

Deno.test("a weekday set off from its day by a comma is never read alone", () => {
  // Saturday the 18th is no day in March (the 18th is a Wednesday): nothing is written.
  for (
    const text of [
      "add an event team dinner on the Saturday, the 18th at 7pm",
      "remind me to call Ann on the Saturday, the 18th",
    ]
  ) assert.equal(readToolIntent(text, PARIS).calls.length, 0, text);
  assert.deepEqual(only("remind me to call Ann on the Monday, the 23rd").input, {
    text: "call Ann",
    at: "2026-03-23T09:00:00+01:00",
  });
});

Deno.test("look-alikes keep their numbers and their day", () => {
  assert.deepEqual(only("remind me to clean room 1730 tomorrow").input, {
    text: "clean room 1730",
    at: "2026-03-12T09:00:00+01:00",
  });
  assert.deepEqual(only("add a task update to version 10.30 by Friday").input, {
    content: "update to version 10.30",
    due: "2026-03-13",
  });
  assert.deepEqual(only("remind me to take the 6 bus tomorrow").input, {
    text: "take the 6 bus",
    at: "2026-03-12T09:00:00+01:00",
  });
  assert.deepEqual(only("remind me to buy the 2 for 1 pizza tomorrow").input, {
    text: "buy the 2 for 1 pizza",
    at: "2026-03-12T09:00:00+01:00",
  });
  assert.deepEqual(only("add a task read chapter 3 on the 3rd").input, {
    content: "read chapter 3",
    due: "2026-04-03",
  });
  assert.equal(readToolIntent("book a table for 4 at 7", PARIS).calls.length, 0);
});

Deno.test("a weekday written short is that weekday only after a word that names a day", () => {
  const cases: [string, string][] = [
    ["wats on my cal for sat", "wats on my cal for Saturday"],
    ["on thurs at 5", "on Thursday at 5"],
    ["by weds, please", "by Wednesday, please"],
    ["next tues?", "next Tuesday?"],
    ["every sun at 9", "every Sunday at 9"],
    // "I sat", "the sun", "a wed" name no day.
    ["I sat on the sofa", "I sat on the sofa"],
    ["the sun is out", "the sun is out"],
    ["sat nav charger", "sat nav charger"],
  ];
  for (const [said, written] of cases) assert.equal(withFormsWritten(said), written, said);
  assert.deepEqual(only("what's on my calendar for sat").input, {
    from: "2026-03-14",
    to: "2026-03-14",
  });
  assert.deepEqual(only("add a task to fix the bike by fri").input, {
    content: "fix the bike",
    due: "2026-03-13",
  });
});

Deno.test("a short weekday that is a word too is a day only last, or before a word of the day", () => {
  assert.equal(withFormsWritten("add after sun lotion"), "add after sun lotion");
  assert.equal(withFormsWritten("fix the sat nav on sat at 5"), "fix the sat nav on Saturday at 5");
  assert.equal(withFormsWritten("anything on sun morning?"), "anything on Sunday morning?");
  assert.equal(withFormsWritten("free on sat or not"), "free on Saturday or not");
  assert.equal(withFormsWritten("by fri lunchtime"), "by Friday lunchtime");
});

Deno.test("a part of a day said before its day is that day's part, never today's", () => {
  const cases: [string, string][] = [
    ["anything on the evening of 3 July?", "anything on 3 July in the evening?"],
    ["the morning of the 5th", "the 5th in the morning"],
    ["on the night of Friday the 13th", "on Friday the 13th at night"],
    ["the afternoon of July 3, please", "July 3 in the afternoon, please"],
  ];
  for (const [said, written] of cases) assert.equal(withFormsWritten(said), written, said);
  // No day after it: as said.
  for (
    const said of [
      "I loved the evening of the party",
      "the morning of the wedding was chaos",
      "the night of the",
      "the evening of",
    ]
  ) {
    assert.equal(withFormsWritten(said), said);
  }
  const reminder = only("remind me the evening of 3 July to call mum");
  assert.equal(reminder.input.at, "2026-07-03T18:00:00+02:00");
  const listed = only("Do I have anything on the evening of 3 July?");
  assert.deepEqual(listed.input, { from: "2026-07-03", to: "2026-07-03" });
});
