import assert from "node:assert/strict";
import { addDays, formatDay, instantOf, isIsoDate, isoInZone, startOfDay } from "./zoned_time.ts";

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
