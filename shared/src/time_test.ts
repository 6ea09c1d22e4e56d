import assert from "node:assert/strict";
import {
  addDays,
  dateIn,
  daysFrom,
  daysInMonth,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  fromWallClock,
  instantOf,
  isIsoDate,
  isoInZone,
  isTimeZone,
  safeTimeZone,
  startOfDay,
  toWallClock,
  wallTime,
} from "./time.ts";

const wall = (s: string) => {
  const [d, t] = s.split("T");
  const [year, month, day] = d!.split("-").map(Number);
  const [hour, minute] = t!.split(":").map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: 0 };
};

Deno.test("instantOf finds the instant of a wall time on either side of a clock change", () => {
  assert.equal(
    instantOf(wall("2026-03-28T09:00"), "Europe/Berlin").toISOString(),
    "2026-03-28T08:00:00.000Z",
  );
  assert.equal(
    instantOf(wall("2026-03-30T09:00"), "Europe/Berlin").toISOString(),
    "2026-03-30T07:00:00.000Z",
  );
  assert.equal(
    instantOf(wall("2026-03-18T10:00"), "America/New_York").toISOString(),
    "2026-03-18T14:00:00.000Z",
  );
  assert.equal(
    instantOf(wall("2026-03-18T10:00"), "Asia/Kolkata").toISOString(),
    "2026-03-18T04:30:00.000Z",
  );
});

Deno.test("instantOf moves a time that does not exist on by the gap, and takes the first of two", () => {
  // 02:30 on 29 March 2026 does not exist in Berlin: clocks jump from 02:00 to 03:00.
  assert.equal(
    instantOf(wall("2026-03-29T02:30"), "Europe/Berlin").toISOString(),
    "2026-03-29T01:30:00.000Z",
  );
  // 02:30 on 25 October 2026 happens twice in Berlin: the summer-time one comes first.
  assert.equal(
    instantOf(wall("2026-10-25T02:30"), "Europe/Berlin").toISOString(),
    "2026-10-25T00:30:00.000Z",
  );
});

Deno.test("isoInZone writes the offset the zone has at that instant", () => {
  assert.equal(
    isoInZone(new Date("2026-03-30T07:00:00Z"), "Europe/Berlin"),
    "2026-03-30T09:00:00+02:00",
  );
  assert.equal(
    isoInZone(new Date("2026-03-18T14:00:00Z"), "America/New_York"),
    "2026-03-18T10:00:00-04:00",
  );
  assert.equal(
    isoInZone(new Date("2026-03-18T04:30:00Z"), "Asia/Kolkata"),
    "2026-03-18T10:00:00+05:30",
  );
  assert.equal(isoInZone(new Date("2026-03-18T04:30:00Z"), "UTC"), "2026-03-18T04:30:00+00:00");
});

Deno.test("day helpers handle month ends, leap years and the start of a day", () => {
  assert.equal(addDays("2028-02-28", 1), "2028-02-29");
  assert.equal(addDays("2026-12-31", 1), "2027-01-01");
  assert.equal(addDays("2026-03-01", -1), "2026-02-28");
  assert.ok(isIsoDate("2028-02-29") && !isIsoDate("2026-02-29") && !isIsoDate("2026-3-1"));
  assert.equal(startOfDay("2026-03-29", "Europe/Berlin").toISOString(), "2026-03-28T23:00:00.000Z");
  assert.equal(formatDay("2026-03-20", "2026-01-01"), "Fri 20 Mar");
  assert.equal(formatDay("2027-03-20", "2026-01-01"), "Sat 20 Mar 2027");
});

Deno.test("an unknown, empty or missing time zone means UTC, a known one is kept", () => {
  for (const bad of ["Not/AZone", "", "Europe/Berlin; drop table", null, undefined]) {
    assert.equal(isTimeZone(bad), false, String(bad));
    assert.equal(safeTimeZone(bad), "UTC", String(bad));
  }
  for (const good of ["Europe/Berlin", "America/New_York", "UTC", "Asia/Kolkata"]) {
    assert.equal(isTimeZone(good), true, good);
    assert.equal(safeTimeZone(good), good);
  }
});

Deno.test("wall clock and instant convert both ways in a zone", () => {
  const instant = new Date("2026-03-30T07:00:00Z");
  const floating = toWallClock(instant, "Europe/Berlin");
  assert.equal(new Date(floating).toISOString(), "2026-03-30T09:00:00.000Z");
  assert.equal(fromWallClock(floating, "Europe/Berlin").toISOString(), instant.toISOString());
  assert.deepEqual(wallTime(instant, "America/New_York"), {
    year: 2026,
    month: 3,
    day: 30,
    hour: 3,
    minute: 0,
    second: 0,
  });
  // Late evening in New York is already the next day in UTC.
  assert.equal(dateIn(new Date("2026-03-31T02:00:00Z"), "America/New_York"), "2026-03-30");
  assert.equal(dateIn(new Date("2026-03-31T02:00:00Z"), "UTC"), "2026-03-31");
});

Deno.test("dates and times read the same in every service, in the user's zone", () => {
  const at = new Date("2026-11-27T12:00:00Z");
  assert.equal(formatDateTime(at, "Europe/Berlin"), "Fri, 27 Nov 2026, 13:00");
  assert.equal(formatDateTime(at, "Not/AZone"), "Fri, 27 Nov 2026, 12:00");
  assert.equal(formatClock(at, "Asia/Kolkata"), "17:30");
  assert.equal(formatDate("2026-12-03"), "Thu 3 Dec 2026");
  assert.equal(formatDate("2026-12-03", false), "3 Dec 2026");
});

Deno.test("month lengths follow the Gregorian leap-year rule", () => {
  assert.equal(daysInMonth(2028, 2), 29);
  assert.equal(daysInMonth(2026, 2), 28);
  assert.equal(daysInMonth(1900, 2), 28);
  assert.equal(daysInMonth(2000, 2), 29);
  assert.equal(daysInMonth(2026, 4), 30);
  assert.equal(daysInMonth(2026, 12), 31);
  assert.equal(daysFrom("2026-02-27", "2026-03-01"), 2);
  assert.equal(daysFrom("2026-03-01", "2026-02-27"), -2);
});
