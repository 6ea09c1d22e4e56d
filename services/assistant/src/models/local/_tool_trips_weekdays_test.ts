import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Thursday 28 May 2026, 22:50 in Perth.
const CTX = { now: new Date("2026-05-28T14:50:00Z"), timezone: "Australia/Perth" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function trip(destination: string, start_date: string, end_date: string) {
  return [{ name: "trips_create", input: { destination, start_date, end_date } }];
}

Deno.test("a trip's range said with a weekday before each day is read when the weekdays hold", () => {
  assert.deepEqual(
    calls("we're heading down to Margaret River, fri 5th to mon 8th june"),
    trip("Margaret River", "2026-06-05", "2026-06-08"),
  );
  assert.deepEqual(
    calls("add a trip to Broome thursday 11th to sunday 14th june"),
    trip("Broome", "2026-06-11", "2026-06-14"),
  );
  assert.deepEqual(
    calls("going to Albany from friday 5th to sunday 7th june"),
    trip("Albany", "2026-06-05", "2026-06-07"),
  );
  // A weekday the day is not on: nothing is guessed.
  assert.deepEqual(calls("going to Albany from fri 5th to tue 8th june"), []);
  assert.deepEqual(calls("going to Albany from thu 5th to mon 8th june"), []);
});

Deno.test("the kind of weekend said before a trip's days is no note of it", () => {
  assert.deepEqual(
    calls("we're heading down to Margaret River for the long weekend, fri 5th to mon 8th june"),
    trip("Margaret River", "2026-06-05", "2026-06-08"),
  );
  assert.deepEqual(
    calls("off to Bath for the long weekend, 5th to 8th june"),
    trip("Bath", "2026-06-05", "2026-06-08"),
  );
  assert.deepEqual(
    calls("off to Bath for the weekend, 5th to 7th june"),
    trip("Bath", "2026-06-05", "2026-06-07"),
  );
});
