import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function listed(text: string, ctx: IntentContext = PARIS): string[] {
  return readToolIntent(text, ctx).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

const range = (from: string, to: string) => [`calendar_list {"from":"${from}","to":"${to}"}`];

Deno.test("a weekend of a month is its first (second, …) or last Saturday and the Sunday after", () => {
  assert.deepEqual(
    listed("anything on the calendar the last weekend of the month?"),
    range("2026-03-28", "2026-03-29"),
  );
  assert.deepEqual(listed("what's on the first weekend of may"), range("2026-05-02", "2026-05-03"));
  assert.deepEqual(
    listed("anything in my diary the last weekend of april?"),
    range("2026-04-25", "2026-04-26"),
  );
  assert.deepEqual(
    listed("show my calendar for the second weekend of next month"),
    range("2026-04-11", "2026-04-12"),
  );
  // "of the month" is this month for a week too.
  assert.deepEqual(
    listed("what's on the last week of the month"),
    range("2026-03-25", "2026-03-31"),
  );
});

Deno.test("a week said by the day it starts on is the seven days from it", () => {
  assert.deepEqual(
    listed("Could you tell me what engagements I have in the week commencing the 23rd?"),
    range("2026-03-23", "2026-03-29"),
  );
  assert.deepEqual(
    listed("what meetings have I got the week beginning 6 April"),
    range("2026-04-06", "2026-04-12"),
  );
  // The weekday said is the week's first day, not a day of its own ("in the week" is no day).
  assert.deepEqual(
    listed("any appointments in the week starting monday the 16th"),
    range("2026-03-16", "2026-03-22"),
  );
  assert.deepEqual(listed("what's on the week of the 17th"), range("2026-03-16", "2026-03-22"));
  // "an engagement ring" is no look at the calendar: only the plural names its items.
  assert.deepEqual(listed("add an engagement card to the shopping list"), [
    `shopping_add {"items":["engagement card"]}`,
  ]);
});

Deno.test("an appointment asked about by what it is for, with or without 'next'", () => {
  assert.deepEqual(listed("when is my dentist appointment"), ["calendar_list {}"]);
  assert.deepEqual(listed("when is my physio appointment"), ["calendar_list {}"]);
  assert.deepEqual(listed("when is my appointment"), ["calendar_list {}"]);
  assert.deepEqual(listed("when is my dentist reminder"), ["reminders_list {}"]);
  assert.deepEqual(listed("when is my birthday"), []);
});

Deno.test("'is there anything on …' and 'what have I got between …' need a day said", () => {
  assert.deepEqual(listed("is there anything on the 25th?"), range("2026-03-25", "2026-03-25"));
  assert.deepEqual(listed("is there much on next week?"), range("2026-03-16", "2026-03-22"));
  assert.deepEqual(listed("are there any meetings on friday"), range("2026-03-13", "2026-03-13"));
  assert.deepEqual(listed("is there anything in my calendar"), ["calendar_list {}"]);
  assert.deepEqual(
    listed("what have I got between the 16th and the 20th"),
    range("2026-03-16", "2026-03-20"),
  );
  assert.deepEqual(
    listed("what do we have from the 2nd to the 5th of may"),
    range("2026-05-02", "2026-05-05"),
  );
  assert.ok(!listed("is there anything on sale").some((c) => c.startsWith("calendar_list")));
  assert.deepEqual(listed("is there anything on my shopping list"), ["shopping_list {}"]);
  assert.deepEqual(listed("what have I got between the sofa cushions"), []);
});

Deno.test("Nigerian Pidgin 'wetin dey' asks what is on, with a day or the calendar said", () => {
  assert.deepEqual(listed("wetin dey my calendar for today"), range("2026-03-11", "2026-03-11"));
  assert.deepEqual(listed("wetin dey tomorrow"), range("2026-03-12", "2026-03-12"));
  assert.deepEqual(listed("wetin dey for fridge"), []);
  assert.deepEqual(listed("wetin dey my shopping list"), []);
});

Deno.test("the weekend of a day of the month is the Saturday and Sunday it is in", () => {
  /** Saturday 7 February 2026, 15:00 in Halifax. */
  const halifax: IntentContext = {
    now: new Date("2026-02-07T19:00:00Z"),
    timezone: "America/Halifax",
  };
  assert.deepEqual(
    listed("do I have anything on the weekend of the 14th", halifax),
    range("2026-02-14", "2026-02-15"),
  );
  assert.deepEqual(
    listed("anything on the weekend of the 15th?", halifax),
    range("2026-02-14", "2026-02-15"),
  );
  assert.deepEqual(
    listed("what's on the weekend of 21 march", halifax),
    range("2026-03-21", "2026-03-22"),
  );
  // A weekday's weekend is the one after it.
  assert.deepEqual(
    listed("what's on the weekend of friday the 13th", halifax),
    range("2026-02-14", "2026-02-15"),
  );
});

Deno.test("the month we are in, named with a capital, is this year's", () => {
  assert.deepEqual(
    listed("look at my calendar for the rest of March"),
    range("2026-03-11", "2026-03-31"),
  );
  assert.deepEqual(listed("look at my calendar for March"), range("2026-03-01", "2026-03-31"));
  assert.deepEqual(listed("what's on in April"), range("2026-04-01", "2026-04-30"));
  // A month already past is next year's.
  assert.deepEqual(
    listed("list my appointments for February"),
    range("2027-02-01", "2027-02-28"),
  );
});
