import assert from "node:assert/strict";
import { findRecurrence, firstOccurrence, isValidRule } from "./_tool_recurrence.ts";
import type { ZoneContext } from "./_tool_dates.ts";

/** Friday 27 March 2026, 11:00 in Paris; clocks go forward on Sunday 29 March. */
const PARIS: ZoneContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };
const NINE = { hour: 9, minute: 0, second: 0 };

Deno.test("findRecurrence() writes what people say as RRULEs", () => {
  const cases: [string, string][] = [
    ["every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
    ["on weekdays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
    ["every first Monday", "FREQ=MONTHLY;BYDAY=1MO"],
    ["on the last Friday of every month", "FREQ=MONTHLY;BYDAY=-1FR"],
    ["every day", "FREQ=DAILY"],
    ["daily", "FREQ=DAILY"],
    ["every morning", "FREQ=DAILY"],
    ["every 2 weeks on Friday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"],
    ["every other week on Tuesday and Thursday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH"],
    ["every other Friday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"],
    ["every month on the 15th", "FREQ=MONTHLY;BYMONTHDAY=15"],
    ["on the 1st of every month", "FREQ=MONTHLY;BYMONTHDAY=1"],
    ["monthly on the last day", "FREQ=MONTHLY;BYMONTHDAY=-1"],
    ["every year on 3 March", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3"],
    ["every March 3rd", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3"],
    ["every Sunday morning", "FREQ=WEEKLY;BYDAY=SU"],
    ["on Mondays and Wednesdays", "FREQ=WEEKLY;BYDAY=MO,WE"],
    ["on weekends", "FREQ=WEEKLY;BYDAY=SA,SU"],
    ["every 3 days", "FREQ=DAILY;INTERVAL=3"],
    ["every hour", "FREQ=HOURLY"],
    ["every 15 minutes", "FREQ=MINUTELY;INTERVAL=15"],
    ["weekly on Monday", "FREQ=WEEKLY;BYDAY=MO"],
    ["every single weekend", "FREQ=WEEKLY;BYDAY=SA,SU"],
    ["every ten minutes", "FREQ=MINUTELY;INTERVAL=10"],
    ["every 3rd of March", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3"],
    ["on the twenty-first of every month", "FREQ=MONTHLY;BYMONTHDAY=21"],
  ];
  for (const [text, rule] of cases) {
    assert.equal(findRecurrence(text)?.recurrence?.rule, rule, text);
    assert.ok(isValidRule(rule), rule);
  }
});

Deno.test("findRecurrence() finds nothing in one-off requests", () => {
  for (const text of ["tomorrow at 5", "on Friday", "every time I ask", "the first of many", ""]) {
    assert.equal(findRecurrence(text), null, text);
  }
});

Deno.test("findRecurrence() finds an interval that cannot run, with no rule", () => {
  for (
    const text of [
      "every 0 days",
      "every 0 weeks on Friday",
      "every 5000 years",
      "every 2000 hours",
    ]
  ) {
    const found = findRecurrence(text);
    assert.ok(found, text);
    assert.equal(found.recurrence, null, text);
    assert.deepEqual(found.spans, [{ index: 0, end: text.length }], text);
  }
});

Deno.test("findRecurrence() gives the time a part of the day implies", () => {
  assert.deepEqual(findRecurrence("every Sunday morning")?.recurrence?.time, NINE);
  assert.equal(findRecurrence("every evening")?.recurrence?.time?.hour, 18);
  assert.equal(findRecurrence("every day")?.recurrence?.time, null);
});

Deno.test("isValidRule() accepts RRULEs the library reads and rejects anything else", () => {
  assert.ok(isValidRule("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"));
  assert.ok(isValidRule("FREQ=MONTHLY;BYDAY=1MO"));
  for (
    const bad of [
      "",
      "RRULE:FREQ=DAILY",
      "FREQ=SOMETIMES",
      "FREQ=WEEKLY;BYDAY=XX",
      "FREQ=WEEKLY;FOO=1",
      "FREQ=DAILY;" + "X".repeat(300),
      "__proto__",
    ]
  ) {
    assert.ok(!isValidRule(bad), bad);
  }
});

Deno.test("firstOccurrence() is the next allowed moment in the user's zone, across the clock change", () => {
  assert.equal(
    firstOccurrence("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", NINE, PARIS, null),
    "2026-03-30T09:00:00+02:00",
  );
  assert.equal(
    firstOccurrence("FREQ=DAILY", { hour: 20, minute: 0, second: 0 }, PARIS, null),
    "2026-03-27T20:00:00+01:00",
  );
  assert.equal(firstOccurrence("FREQ=DAILY", NINE, PARIS, null), "2026-03-28T09:00:00+01:00");
  assert.equal(
    firstOccurrence("FREQ=WEEKLY;BYDAY=SU", NINE, PARIS, null),
    "2026-03-29T09:00:00+02:00",
  );
  assert.equal(
    firstOccurrence("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", NINE, PARIS, null),
    "2026-04-03T09:00:00+02:00",
  );
  assert.equal(
    firstOccurrence("FREQ=DAILY", NINE, PARIS, { year: 2026, month: 4, day: 10 }),
    "2026-04-10T09:00:00+02:00",
  );
  assert.equal(firstOccurrence("FREQ=HOURLY", NINE, PARIS, null), "2026-03-27T12:00:00+01:00");
  assert.equal(firstOccurrence("FREQ=NEVER", NINE, PARIS, null), null);
});

Deno.test("firstOccurrence() on the evening before the clocks change is the next morning's day", () => {
  const SIX_PM = { hour: 18, minute: 0, second: 0 };
  // Saturday 31 October 2026, 20:00 in Los Angeles; the clocks go back on Sunday 1 November.
  const la: ZoneContext = {
    now: new Date("2026-11-01T03:00:00Z"),
    timezone: "America/Los_Angeles",
  };
  assert.equal(
    firstOccurrence("FREQ=WEEKLY;BYDAY=SU", SIX_PM, la, null),
    "2026-11-01T18:00:00-08:00",
  );
  // Saturday 24 October 2026, 22:30 in Paris; the clocks go back on Sunday 25 October.
  const october: ZoneContext = { now: new Date("2026-10-24T20:30:00Z"), timezone: "Europe/Paris" };
  assert.equal(
    firstOccurrence("FREQ=WEEKLY;BYDAY=SU", NINE, october, null),
    "2026-10-25T09:00:00+01:00",
  );
  assert.equal(firstOccurrence("FREQ=DAILY", NINE, october, null), "2026-10-25T09:00:00+01:00");
  // Saturday 28 March 2026, 23:30 in Paris; the clocks go forward that night.
  const march: ZoneContext = { now: new Date("2026-03-28T22:30:00Z"), timezone: "Europe/Paris" };
  assert.equal(
    firstOccurrence("FREQ=WEEKLY;BYDAY=SU", NINE, march, null),
    "2026-03-29T09:00:00+02:00",
  );
  // Sunday 29 March 2026, 08:00 in Paris, the morning the clocks went forward: 9:00 is still ahead.
  const sunday: ZoneContext = { now: new Date("2026-03-29T06:00:00Z"), timezone: "Europe/Paris" };
  assert.equal(
    firstOccurrence("FREQ=WEEKLY;BYDAY=SU", NINE, sunday, null),
    "2026-03-29T09:00:00+02:00",
  );
  assert.equal(
    firstOccurrence("FREQ=WEEKLY;BYDAY=SA", NINE, sunday, null),
    "2026-04-04T09:00:00+02:00",
  );
});
