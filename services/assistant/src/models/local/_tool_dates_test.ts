import { safeTimeZone } from "@asst/shared/time";
import assert from "node:assert/strict";
import {
  findDates,
  isoDate,
  isoDateTime,
  momentOf,
  offsetMinutes,
  wallToInstant,
  type ZoneContext,
} from "./_tool_dates.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: ZoneContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };
const NINE = { hour: 9, minute: 0, second: 0 };

Deno.test("offsetMinutes() gives Paris +60 in winter and +120 in summer, changing at the real instant", () => {
  assert.equal(offsetMinutes(new Date("2026-03-29T00:59:59Z"), "Europe/Paris"), 60);
  assert.equal(offsetMinutes(new Date("2026-03-29T01:00:00Z"), "Europe/Paris"), 120);
  assert.equal(offsetMinutes(new Date("2026-10-25T00:59:59Z"), "Europe/Paris"), 120);
  assert.equal(offsetMinutes(new Date("2026-10-25T01:00:00Z"), "Europe/Paris"), 60);
  assert.equal(offsetMinutes(new Date("2026-07-01T12:00:00Z"), "America/New_York"), -240);
  assert.equal(offsetMinutes(new Date("2026-07-01T12:00:00Z"), "Asia/Kolkata"), 330);
});

Deno.test("wallToInstant() moves a time skipped by the spring change to after it", () => {
  const at = wallToInstant(
    { year: 2026, month: 3, day: 29 },
    { hour: 2, minute: 30, second: 0 },
    "Europe/Paris",
  );
  assert.equal(isoDateTime(at, "Europe/Paris"), "2026-03-29T03:30:00+02:00");
  const before = wallToInstant({ year: 2026, month: 3, day: 29 }, {
    hour: 1,
    minute: 30,
    second: 0,
  }, "Europe/Paris");
  assert.equal(isoDateTime(before, "Europe/Paris"), "2026-03-29T01:30:00+01:00");
});

Deno.test("isoDateTime() writes the zone's offset, negative and half-hour ones included", () => {
  const instant = new Date("2026-01-15T12:00:00Z");
  assert.equal(isoDateTime(instant, "America/New_York"), "2026-01-15T07:00:00-05:00");
  assert.equal(isoDateTime(instant, "Asia/Kolkata"), "2026-01-15T17:30:00+05:30");
  assert.equal(isoDateTime(instant, "UTC"), "2026-01-15T12:00:00+00:00");
  assert.equal(isoDateTime(instant, "Not/AZone"), "2026-01-15T12:00:00+00:00");
});

Deno.test("safeTimeZone() keeps real zones and reads anything else as UTC", () => {
  assert.equal(safeTimeZone("Europe/Paris"), "Europe/Paris");
  for (const z of ["", "Mars/Olympus", "x".repeat(100), "__proto__", "constructor"]) {
    assert.equal(safeTimeZone(z), "UTC", z);
  }
});

Deno.test("findDates() reads a bare hour from 1 to 6 as the afternoon, but not 03:00 or 3am", () => {
  assert.equal(findDates("at 3", PARIS)[0]?.time?.hour, 15);
  assert.equal(findDates("at 03:00", PARIS)[0]?.time?.hour, 3);
  assert.equal(findDates("at 3am", PARIS)[0]?.time?.hour, 3);
  assert.equal(findDates("at 7", PARIS)[0]?.time?.hour, 7);
  assert.equal(findDates("at 6:45", PARIS, "future", false)[0]?.time?.hour, 6);
});

Deno.test("findDates() gives parts of the day their usual times", () => {
  assert.deepEqual(findDates("tomorrow morning", PARIS)[0]?.time, NINE);
  assert.equal(findDates("tonight", PARIS)[0]?.time?.hour, 20);
  assert.equal(findDates("this evening", PARIS)[0]?.time?.hour, 18);
  assert.equal(findDates("on Friday afternoon", PARIS)[0]?.time?.hour, 15);
});

Deno.test("findDates() reads plans ahead and spending behind", () => {
  const ahead = findDates("on Monday", PARIS)[0];
  const behind = findDates("on Monday", PARIS, "past")[0];
  assert.deepEqual(ahead?.date, { year: 2026, month: 3, day: 30 });
  assert.deepEqual(behind?.date, { year: 2026, month: 3, day: 23 });
  assert.deepEqual(findDates("12 March", PARIS)[0]?.date, { year: 2027, month: 3, day: 12 });
  assert.deepEqual(findDates("12 March", PARIS, "past")[0]?.date, {
    year: 2026,
    month: 3,
    day: 12,
  });
});

Deno.test("findDates() reads 5/6 day first in Europe and month first in the Americas", () => {
  assert.deepEqual(findDates("on 5/6", PARIS)[0]?.date, { year: 2026, month: 6, day: 5 });
  const ny: ZoneContext = { now: PARIS.now, timezone: "America/New_York" };
  assert.deepEqual(findDates("on 5/6", ny)[0]?.date, { year: 2026, month: 5, day: 6 });
});

Deno.test("findDates() knows ranges, holidays, ordinal days and months on their own", () => {
  const range = findDates("from 10 to 14 June", PARIS)[0];
  assert.deepEqual([range?.date, range?.endDate], [
    { year: 2026, month: 6, day: 10 },
    { year: 2026, month: 6, day: 14 },
  ]);
  assert.deepEqual(findDates("between 3 and 7 December", PARIS)[0]?.endDate, {
    year: 2026,
    month: 12,
    day: 7,
  });
  assert.deepEqual(findDates("Christmas", PARIS)[0]?.date, { year: 2026, month: 12, day: 25 });
  assert.deepEqual(findDates("Easter", PARIS)[0]?.date, { year: 2026, month: 4, day: 5 });
  assert.deepEqual(findDates("on the 4th", PARIS)[0]?.date, { year: 2026, month: 4, day: 4 });
  const month = findDates("next month", PARIS)[0];
  assert.ok(month?.monthOnly);
  assert.deepEqual(month?.date, { year: 2026, month: 4, day: 1 });
});

Deno.test("findDates() ignores words that only look like dates", () => {
  assert.deepEqual(findDates("buy sun cream", PARIS), []);
  assert.deepEqual(findDates("I may go", PARIS), []);
  assert.deepEqual(findDates("plan the week", PARIS), []);
  assert.deepEqual(findDates("2 lemons", PARIS), []);
});

Deno.test("momentOf() turns a passed weekday into next week's and a passed time into tomorrow", () => {
  const friday = findDates("on Friday", PARIS)[0]!;
  assert.equal(momentOf(friday, PARIS, NINE), "2026-04-03T09:00:00+02:00");
  const nine = findDates("at 9", PARIS)[0]!;
  assert.equal(momentOf(nine, PARIS, NINE), "2026-03-28T09:00:00+01:00");
  const soon = findDates("in 10 minutes", PARIS)[0]!;
  assert.equal(momentOf(soon, PARIS, NINE), "2026-03-27T11:10:00+01:00");
});

Deno.test("a bare hour followed by 'morning' stays in the morning", () => {
  for (const text of ["at 7 tomorrow morning", "5:45 on Monday morning"]) {
    const hits = findDates(text, PARIS);
    assert.ok(hits[0]?.time, text);
    assert.ok(hits[0].time.hour < 12, `${text}: ${JSON.stringify(hits[0].time)}`);
  }
  assert.equal(findDates("at 4 tomorrow", PARIS)[0]?.time?.hour, 16);
});

Deno.test("'the end of the month' and 'the start of next month' are one expression each", () => {
  const start = "renew it at the start of next month please";
  const first = findDates(start, PARIS)[0];
  assert.ok(first);
  assert.equal(start.slice(first.index, first.end), "the start of next month");
  assert.equal(first.date.day, 1);
  const text = "finish the report by the end of the month please";
  const hit = findDates(text, PARIS)[0];
  assert.ok(hit);
  assert.equal(text.slice(hit.index, hit.end), "the end of the month");
});

Deno.test("a range of days with the month said twice is one range", () => {
  for (const text of ["from 2 Nov to 6 Nov", "between 9 June and 12 June"]) {
    const hits = findDates(`staying in Porto ${text}`, PARIS);
    assert.equal(hits.length, 1, `${text}: ${JSON.stringify(hits)}`);
    assert.ok(hits[0]?.endDate, text);
    assert.equal(hits[0].time, null, text);
  }
});

Deno.test("spending dated within the coming week is this year's, further ahead last year's", () => {
  // Now: Friday 27 March 2026.
  assert.equal(findDates("on 30 March", PARIS, "past")[0]?.date.year, 2026);
  assert.equal(findDates("on 20 May", PARIS, "past")[0]?.date.year, 2025);
});

Deno.test("findDates() reads no time in a part of the day said in a name", () => {
  // Friday 27 March 2026: "quiz night" is the event, on Monday at 8 in the evening.
  const hits = findDates("quiz night on monday at 8", PARIS);
  assert.equal(hits.length, 1);
  assert.deepEqual(hits[0]?.date, { year: 2026, month: 3, day: 30 });
  assert.equal(hits[0]?.time?.hour, 20);
  assert.equal(findDates("open evening", PARIS).length, 0);
  // After a word that leaves it a time, it is one.
  assert.equal(findDates("every evening", PARIS)[0]?.time?.hour, 18);
});

Deno.test("findDates() reads a range of days said without their month", () => {
  // Friday 27 March 2026.
  const between = findDates("between the 28th and 31st", PARIS)[0];
  assert.deepEqual(between?.date, { year: 2026, month: 3, day: 28 });
  assert.deepEqual(between?.endDate, { year: 2026, month: 3, day: 31 });
  const across = findDates("the 30th to the 2nd", PARIS)[0];
  assert.deepEqual(across?.endDate, { year: 2026, month: 4, day: 2 });
  assert.deepEqual(findDates("29th-30th", PARIS)[0]?.endDate, { year: 2026, month: 3, day: 30 });
  // Two days joined by "and" without "between" are two days.
  const two = findDates("on the 28th and the 30th", PARIS);
  assert.equal(two.length, 2);
  assert.equal(two[0]?.endDate, null);
});

Deno.test("findDates() reads no day in 'the days' or 'my last day'", () => {
  const hits = findDates("count down the days to my last day at school on 3 July", PARIS);
  assert.equal(hits.length, 1);
  assert.deepEqual(hits[0]?.date, { year: 2026, month: 7, day: 3 });
});

Deno.test("findDates() reads 'the 5th of next month' as that month's day", () => {
  // Friday 27 March 2026.
  assert.deepEqual(findDates("on the 5th of next month", PARIS)[0]?.date, {
    year: 2026,
    month: 4,
    day: 5,
  });
  assert.deepEqual(findDates("by the 30th of this month", PARIS)[0]?.date, {
    year: 2026,
    month: 3,
    day: 30,
  });
});

Deno.test("findDates() reads the nth weekday of a month", () => {
  // Friday 27 March 2026.
  assert.deepEqual(findDates("the first monday of next month", PARIS)[0]?.date, {
    year: 2026,
    month: 4,
    day: 6,
  });
  assert.deepEqual(findDates("the third thursday of may", PARIS)[0]?.date, {
    year: 2026,
    month: 5,
    day: 21,
  });
});

Deno.test("a national day is read where its country keeps it; Women's Day is 8 March elsewhere", () => {
  const joburg = { now: new Date("2026-08-03T10:00:00Z"), timezone: "Africa/Johannesburg" };
  const london = { now: new Date("2026-08-03T10:00:00Z"), timezone: "Europe/London" };
  const day = (text: string, ctx: typeof joburg) => {
    const hit = findDates(text, ctx, "future")[0];
    return hit ? isoDate(hit.date) : null;
  };
  assert.equal(day("braai on Heritage Day", joburg), "2026-09-24");
  assert.equal(day("anything on for Women's Day", joburg), "2026-08-09");
  assert.equal(day("lunch on freedom day", joburg), "2027-04-27");
  assert.equal(day("anything on for Women's Day", london), "2027-03-08");
  assert.equal(day("a picnic on international women's day", joburg), "2027-03-08");
  assert.equal(day("braai on Heritage Day", london), null);
});

Deno.test("midnight said with today's name is the 00:00 that ends today, never noon", () => {
  for (
    const said of [
      "midnight tonight",
      "tonight at midnight",
      "at midnight today",
      "Midnight Tonight",
    ]
  ) {
    const [hit] = findDates(`lock up ${said} please`, PARIS);
    assert.deepEqual([hit?.date, hit?.time], [
      { year: 2026, month: 3, day: 28 },
      { hour: 0, minute: 0, second: 0 },
    ], said);
  }
  const [twelve] = findDates("lock up tonight at 12", PARIS);
  assert.deepEqual([twelve?.date.day, twelve?.time?.hour], [28, 0]);
  // Said alone, "tonight" is the evening; "today at 12" is noon.
  assert.equal(findDates("call mum tonight", PARIS)[0]?.time?.hour, 20);
  assert.deepEqual(findDates("lunch today at 12", PARIS)[0]?.time?.hour, 12);
});

Deno.test("findDates() reads a text once per clock: the same frozen hits, which no caller can change", () => {
  const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  const first = findDates("friday at 3 and the 20th", ctx);
  assert.equal(findDates("friday at 3 and the 20th", ctx), first);
  assert.ok(Object.isFrozen(first) && first.every((h) => Object.isFrozen(h)));
  assert.throws(() => (first as unknown as unknown[]).reverse(), TypeError);
  // Another clock, zone or lean is another reading.
  assert.notEqual(findDates("friday at 3 and the 20th", { ...ctx, timezone: "Asia/Tokyo" }), first);
  assert.notEqual(findDates("friday at 3 and the 20th", ctx, "past"), first);
});
