import assert from "node:assert/strict";
import {
  describeRecurrence,
  nextOccurrence,
  parseRule,
  type Recurrence,
  RecurrenceError,
} from "./recurrence.ts";
import { formatDateTime, fromWallClock, toWallClock } from "@asst/shared/time";

const PARIS = "Europe/Paris";

/** The first `n` occurrences after the first one, as ISO instants. */
function occurrences(r: Recurrence, n: number): string[] {
  const out: string[] = [];
  let at: Date | null = r.firstAt;
  for (let i = 0; i < n && at; i++) {
    at = nextOccurrence(r, at);
    if (at) out.push(at.toISOString());
  }
  return out;
}

Deno.test("a daily 09:00 reminder in Paris stays at 09:00 when clocks go forward", () => {
  const r = {
    firstAt: new Date("2026-03-27T09:00:00+01:00"),
    rrule: "FREQ=DAILY",
    timezone: PARIS,
  };
  assert.deepEqual(occurrences(r, 4), [
    "2026-03-28T08:00:00.000Z", // 09:00 CET
    "2026-03-29T07:00:00.000Z", // 09:00 CEST: clocks went forward that night
    "2026-03-30T07:00:00.000Z",
    "2026-03-31T07:00:00.000Z",
  ]);
});

Deno.test("a daily 09:00 reminder in Paris stays at 09:00 when clocks go back", () => {
  const r = {
    firstAt: new Date("2026-10-24T09:00:00+02:00"),
    rrule: "FREQ=DAILY",
    timezone: PARIS,
  };
  assert.deepEqual(occurrences(r, 2), [
    "2026-10-25T08:00:00.000Z", // 09:00 CET
    "2026-10-26T08:00:00.000Z",
  ]);
});

Deno.test("a weekday reminder skips the weekend and keeps its local time", () => {
  const r = {
    firstAt: new Date("2026-03-27T09:00:00+01:00"), // a Friday
    rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    timezone: PARIS,
  };
  assert.deepEqual(occurrences(r, 2), ["2026-03-30T07:00:00.000Z", "2026-03-31T07:00:00.000Z"]);
  assert.equal(describeRecurrence(r), "every weekday at 09:00");
});

Deno.test("a 02:30 reminder on the night clocks skip 02:00-03:00 fires at 03:30", () => {
  const r = {
    firstAt: new Date("2026-03-28T02:30:00+01:00"),
    rrule: "FREQ=DAILY",
    timezone: PARIS,
  };
  const [skipped, next] = occurrences(r, 2);
  assert.equal(skipped, "2026-03-29T01:30:00.000Z"); // 03:30 CEST
  assert.equal(formatDateTime(new Date(skipped!), PARIS), "Sun, 29 Mar 2026, 03:30");
  assert.equal(next, "2026-03-30T00:30:00.000Z"); // 02:30 CEST again
});

Deno.test("a 02:30 reminder on the night 02:30 happens twice fires once, the first time", () => {
  const r = {
    firstAt: new Date("2026-10-24T02:30:00+02:00"),
    rrule: "FREQ=DAILY",
    timezone: PARIS,
  };
  assert.deepEqual(occurrences(r, 2), ["2026-10-25T00:30:00.000Z", "2026-10-26T01:30:00.000Z"]);
});

Deno.test("nextOccurrence() after a long downtime gives one occurrence after now, not the missed ones", () => {
  const r = {
    firstAt: new Date("2026-01-05T09:00:00+01:00"),
    rrule: "FREQ=DAILY",
    timezone: PARIS,
  };
  const next = nextOccurrence(r, new Date("2026-06-10T12:00:00Z"));
  assert.equal(next?.toISOString(), "2026-06-11T07:00:00.000Z");
});

Deno.test("COUNT and a date-only UNTIL end the recurrence, the UNTIL day included", () => {
  const counted = {
    firstAt: new Date("2026-05-01T09:00:00Z"),
    rrule: "FREQ=DAILY;COUNT=2",
    timezone: "UTC",
  };
  assert.deepEqual(occurrences(counted, 5), ["2026-05-02T09:00:00.000Z"]);
  const until = { ...counted, rrule: "FREQ=DAILY;UNTIL=20260503" };
  assert.deepEqual(occurrences(until, 5), [
    "2026-05-02T09:00:00.000Z",
    "2026-05-03T09:00:00.000Z",
  ]);
  const ended = { ...counted, rrule: "FREQ=DAILY;UNTIL=20260101" };
  assert.equal(nextOccurrence(ended, ended.firstAt), null);
});

Deno.test("parseRule() refuses broken, hostile and too frequent rules with a reason", () => {
  const bad: [string, RegExp][] = [
    ["FREQ=BOGUS", /no valid FREQ/],
    ["FREQ=DAILY;FOO=1", /not a valid RRULE/],
    ["FREQ=DAILY;BYHOUR=25", /BYHOUR=25/],
    ["FREQ=MONTHLY;BYMONTHDAY=0", /BYMONTHDAY=0/],
    ["FREQ=DAILY;INTERVAL=0", /INTERVAL/],
    ["FREQ=SECONDLY", /too often/],
    ["FREQ=MINUTELY", /too often/],
    ["FREQ=DAILY;DTSTART=20260101T000000Z", /DTSTART/],
  ];
  for (const [rule, message] of bad) {
    assert.throws(() => parseRule(rule), (err: unknown) => {
      assert.ok(err instanceof RecurrenceError, rule);
      assert.match(err.message, message);
      return true;
    });
  }
  assert.equal(parseRule("FREQ=MINUTELY;INTERVAL=15").interval, 15);
});

Deno.test("describeRecurrence() gives the rule in words with the local time it keeps", () => {
  const at = new Date("2026-03-27T18:30:00Z");
  assert.equal(
    describeRecurrence({ firstAt: at, rrule: "FREQ=WEEKLY;BYDAY=MO", timezone: PARIS }),
    "every week on Monday at 19:30",
  );
  assert.equal(
    describeRecurrence({ firstAt: at, rrule: "FREQ=HOURLY;INTERVAL=2", timezone: PARIS }),
    "every 2 hours",
  );
});

Deno.test("fromWallClock() inverts toWallClock() in zones east and west of UTC", () => {
  for (const zone of ["Europe/Paris", "America/New_York", "Asia/Kolkata", "UTC"]) {
    const instant = new Date("2026-07-01T12:34:56.789Z");
    assert.equal(fromWallClock(toWallClock(instant, zone), zone).getTime(), instant.getTime());
  }
});
