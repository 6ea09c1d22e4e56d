import assert from "node:assert/strict";
import { extractExpiry, readDuration, readExpiry } from "./key_expiry_parse.ts";

/** Thursday 26 November 2026, 12:00 UTC (13:00 in Paris). */
const NOW = new Date("2026-11-26T12:00:00Z");
const DAY = 24 * 3_600_000;

Deno.test("extractExpiry() finds the end in the ways a request says it and leaves the rest", () => {
  const cases: [string, string | null][] = [
    ["key that can view my notes and expires in 30 days", "in 30 days"],
    ["key that expires in 30 days and can view my notes", "in 30 days"],
    ["key valid until 1 March", "until 1 March"],
    ["key until 1 March that can read my tasks", "until 1 March"],
    ["key for 2 weeks", "for 2 weeks"],
    ["key that is valid for a year", "for a year"],
    ["key that expires on 1 March 2027, for my NAS", "on 1 March 2027"],
    ["key for my NAS", null],
    ["key that can add to my notes in the evening", null],
    ["key to view my calendar on Fridays", null],
  ];
  for (const [text, phrase] of cases) {
    const found = extractExpiry(text);
    assert.equal(found.phrase, phrase, text);
    if (phrase !== null) assert.ok(!found.rest.includes(phrase), text);
  }
  assert.match(extractExpiry("key for my NAS that expires in 2 days").rest, /for my NAS/);
});

Deno.test("readExpiry() counts durations from now and months on the calendar", () => {
  assert.equal(readExpiry("in 30 days", NOW, "UTC")?.getTime(), NOW.getTime() + 30 * DAY);
  assert.equal(readExpiry("for 2 weeks", NOW, "UTC")?.getTime(), NOW.getTime() + 14 * DAY);
  assert.equal(
    readExpiry("for a year", NOW, "Europe/Paris")?.toISOString(),
    "2027-11-26T12:00:00.000Z",
  );
  assert.equal(readExpiry("in 3 months", NOW, "UTC")?.toISOString(), "2027-02-26T12:00:00.000Z");
});

Deno.test("readExpiry() reads a date in the user's zone, at the start of that day, the next one ahead", () => {
  assert.equal(
    readExpiry("until 1 March", NOW, "Europe/Paris")?.toISOString(),
    "2027-02-28T23:00:00.000Z",
  );
  assert.equal(
    readExpiry("on 1 March 2027 at 9am", NOW, "America/New_York")?.toISOString(),
    "2027-03-01T14:00:00.000Z",
  );
  assert.equal(readExpiry("until tomorrow", NOW, "UTC")?.toISOString(), "2026-11-27T00:00:00.000Z");
});

Deno.test("readExpiry() answers null for what is not a time, and gives past dates as they are", () => {
  for (const bad of ["until whenever", "for ages", "on soonish", "until 1 March or so", "in 🦄"]) {
    assert.equal(readExpiry(bad, NOW, "UTC"), null, bad);
  }
  assert.equal(readExpiry("x".repeat(500), NOW, "UTC"), null);
  const past = readExpiry("until 1 January 2020", NOW, "UTC");
  assert.ok(past !== null && past.getTime() < NOW.getTime());
});

Deno.test("readDuration() reads short spans and nothing else", () => {
  assert.equal(readDuration("for 2 hours"), 2 * 3_600_000);
  assert.equal(readDuration("7 days"), 7 * DAY);
  assert.equal(readDuration("a week"), 7 * DAY);
  assert.equal(readDuration("until Friday"), null);
  assert.equal(readDuration("for -2 hours"), null);
});
