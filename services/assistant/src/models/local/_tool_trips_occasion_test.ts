import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function trip(destination: string, start_date: string, end_date: string) {
  return [{ name: "trips_create", input: { destination, start_date, end_date } }];
}

Deno.test("weekdays said beside a holiday are the days of the holiday's week", () => {
  assert.deepEqual(
    calls("put down our trip to Nashville, Thanksgiving weekend, Thursday to Sunday"),
    trip("Nashville", "2026-11-26", "2026-11-29"),
  );
  assert.deepEqual(
    calls("add a trip to Rome over Easter, Friday to Monday"),
    trip("Rome", "2026-04-03", "2026-04-06"),
  );
  assert.deepEqual(
    calls("trip to Vienna for Christmas, Wednesday to Sunday"),
    trip("Vienna", "2026-12-23", "2026-12-27"),
  );
  assert.deepEqual(
    calls("add a trip to Vienna for Christmas, from Wednesday to Sunday"),
    trip("Vienna", "2026-12-23", "2026-12-27"),
  );
  assert.deepEqual(
    calls("add a trip to Oslo for Christmas, Thursday to Friday"),
    trip("Oslo", "2026-12-24", "2026-12-25"),
  );
});

Deno.test("weekdays counted from today or days with numbers beside a holiday are never moved", () => {
  // "next" counts from today: the days do not hold Christmas, so nothing runs.
  assert.deepEqual(calls("trip to Vienna for Christmas, next Wednesday to Sunday"), []);
  assert.notEqual(
    calls("trip to Vienna for Christmas, this Wednesday to Sunday")[0]?.input.start_date,
    "2026-12-23",
  );
  // Days said with their numbers stay as said.
  assert.deepEqual(
    calls("trip to Vienna for Christmas, 23 to 27 December"),
    trip("Vienna", "2026-12-23", "2026-12-27"),
  );
  assert.deepEqual(calls("trip to Vienna for Christmas, 3 to 7 May"), []);
  // No holiday: the weekdays are this week's, as before.
  assert.deepEqual(
    calls("add a trip to Rome, Wednesday to Sunday"),
    trip("Rome", "2026-03-11", "2026-03-15"),
  );
  // Other kinds beside a holiday stay theirs.
  assert.deepEqual(calls("remind me on Thanksgiving to call mum").map((c) => c.name), [
    "reminders_create",
  ]);
  assert.deepEqual(calls("what's on Thursday to Sunday over Easter?").map((c) => c.name), [
    "calendar_list",
  ]);
});

Deno.test("a weekend or a week said of a month is its days", () => {
  assert.deepEqual(
    calls("Add a trip to Baguio po, the last weekend of next month"),
    trip("Baguio", "2026-04-25", "2026-04-26"),
  );
  assert.deepEqual(
    calls("add a trip to Rome the last weekend of April"),
    trip("Rome", "2026-04-25", "2026-04-26"),
  );
  assert.deepEqual(
    calls("add a trip to Rome the first weekend of May"),
    trip("Rome", "2026-05-02", "2026-05-03"),
  );
  assert.deepEqual(
    calls("trip to Lyon on the second weekend of June"),
    trip("Lyon", "2026-06-13", "2026-06-14"),
  );
  assert.deepEqual(
    calls("add a trip to Rome the last weekend of the month"),
    trip("Rome", "2026-03-28", "2026-03-29"),
  );
  // A week of a month had run from a day a month early.
  assert.deepEqual(
    calls("add a trip to Rome the last week of April"),
    trip("Rome", "2026-04-24", "2026-04-30"),
  );
  assert.deepEqual(
    calls("add a trip to Rome the first week of May"),
    trip("Rome", "2026-05-01", "2026-05-07"),
  );
});

Deno.test("weekends said otherwise stay as they were read", () => {
  assert.deepEqual(
    calls("add a trip to Rome next weekend"),
    trip("Rome", "2026-03-21", "2026-03-22"),
  );
  assert.deepEqual(
    calls("add a trip to Rome the weekend of the 25th of April"),
    trip("Rome", "2026-04-25", "2026-04-26"),
  );
  // A weekend of a month for a reminder still asks its day.
  const asked = readToolIntent("remind me the last weekend of the month to pay rent", CTX);
  assert.deepEqual(asked.calls, []);
  // A question about the weekend is no trip.
  assert.deepEqual(
    calls("what's on the last weekend of April?").map((c) => c.name).includes("trips_create"),
    false,
  );
  assert.deepEqual(calls("the last weekend of April was lovely in Rome"), []);
});
