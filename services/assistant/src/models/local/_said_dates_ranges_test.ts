import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { withDayMoved, withRangeMonths } from "./_said_dates_ranges.ts";

// Monday 15 February 2027, 10:00 in Adelaide.
const CTX = { now: new Date("2027-02-14T23:30:00Z"), timezone: "Australia/Adelaide" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function trip(destination: string, start_date: string, end_date: string) {
  return [{ name: "trips_create", input: { destination, start_date, end_date } }];
}

Deno.test("a range's last day said without its month takes the first day's month", () => {
  assert.equal(
    withRangeMonths("from Fri 5 March to Mon 8th, ok"),
    "from Fri 5 March to Mon 8th March, ok",
  );
  assert.equal(
    withRangeMonths("from Monday the 6th of April to Friday the 10th;"),
    "from Monday 6th of April to Friday 10th April;",
  );
  assert.equal(withRangeMonths("5 March to 8 April"), "5 March to 8 April");
  assert.equal(withRangeMonths("5 March to the 8th of March"), "5 March to the 8th of March");
  // A last day before the first is left as said.
  assert.equal(withRangeMonths("30 March to the 2nd"), "30 March to the 2nd");
  assert.equal(withRangeMonths("5 March to 8 people"), "5 March to 8 March people");
});

Deno.test("a trip's range with a weekday before each day and the month said once", () => {
  assert.deepEqual(
    calls("we're off to Kangaroo Island from Fri 5 March to Mon 8th, pop it in my trips"),
    trip("Kangaroo Island", "2027-03-05", "2027-03-08"),
  );
  assert.deepEqual(
    calls("add a trip to Robe from Saturday the 6th of March to Tuesday the 9th"),
    trip("Robe", "2027-03-06", "2027-03-09"),
  );
  assert.deepEqual(
    calls("add a trip to Hahndorf from 12 March to 14th"),
    trip("Hahndorf", "2027-03-12", "2027-03-14"),
  );
  assert.deepEqual(
    calls("going to Victor Harbor Sat 20 March to Sun 21st"),
    trip("Victor Harbor", "2027-03-20", "2027-03-21"),
  );
});

Deno.test("a weekday that is not its day's runs nothing, and no year behind is written", () => {
  // 5 March 2027 is a Friday, 8 March a Monday.
  assert.deepEqual(calls("we're off to Kangaroo Island from Sat 5 March to Mon 8th"), []);
  assert.deepEqual(calls("we're off to Kangaroo Island from Fri 5 March to Tue 8th"), []);
  assert.deepEqual(calls("add a trip to Robe from Monday the 6th of March to Tuesday the 9th"), []);
  assert.deepEqual(
    calls("add a trip to Robe from Saturday the 6th of March to Friday the 9th"),
    [],
  );
  for (
    const text of [
      "we're off to Kangaroo Island from Fri 5 March to Mon 8th",
      "add a trip to Hahndorf from 12 March to 14th",
      "add a trip to Robe from 6 March to Monday",
      "add a trip to Robe from 6 March to the 2nd",
    ]
  ) {
    for (const c of calls(text)) {
      for (const v of Object.values(c.input)) {
        assert.ok(typeof v !== "string" || !v.startsWith("2026"), `${text}: ${v}`);
      }
    }
  }
});

Deno.test("a holiday said beside a trip's days is its occasion, held by the days", () => {
  assert.deepEqual(
    calls("add a trip to Hobart over Easter, 25 to 29 March"),
    trip("Hobart", "2027-03-25", "2027-03-29"),
  );
  assert.deepEqual(
    calls("trip: Perth, 2027-12-20 to 2028-01-03, for Christmas"),
    trip("Perth", "2027-12-20", "2027-01-03".replace("2027-01", "2028-01")),
  );
  assert.deepEqual(
    calls("Sydney for New Year's Eve, 30th Dec to 2nd Jan - add it to my trips"),
    trip("Sydney", "2027-12-30", "2028-01-02"),
  );
  // The holiday is not within the days said: nothing is guessed.
  assert.deepEqual(calls("add a trip to Hobart over Easter, 5 to 9 June"), []);
  assert.deepEqual(calls("trip: Perth, 2027-10-20 to 2027-11-03, for Christmas"), []);
  assert.deepEqual(calls("add a trip to Darwin over Christmas, 2 to 6 May"), []);
});

Deno.test("ranges look-alikes that are no trips run no trip", () => {
  for (
    const text of [
      "are we going to Kangaroo Island from Fri 5 March to Mon 8th?",
      "we might go to Robe from 6 March to 9th, not sure yet",
      "don't add a trip to Hahndorf from 12 March to 14th",
      "we went to Hobart over Easter, 25 to 29 March last year",
      "what trips do I have from 5 March to the 8th?",
    ]
  ) {
    const made = calls(text).filter((c) => c.name === "trips_create");
    assert.deepEqual(made, [], text);
  }
});

Deno.test("a weekday said 'after' alone is the first such day after the trip's first", () => {
  // Saturday 6 March 2027 is the first day.
  assert.deepEqual(
    calls("add a trip to Robe on 6 March, back on the Wednesday after"),
    trip("Robe", "2027-03-06", "2027-03-10"),
  );
  assert.deepEqual(
    calls("add a trip to Robe on 6 March, back the Saturday after."),
    trip("Robe", "2027-03-06", "2027-03-13"),
  );
  assert.deepEqual(
    calls("add a trip to Clare on Friday 5 March, home the Monday after"),
    trip("Clare", "2027-03-05", "2027-03-08"),
  );
  // Counted from something the trip is not: nothing is guessed.
  assert.deepEqual(
    calls("add a trip to Robe on 6 March, back on the Wednesday after the wedding"),
    [],
  );
  assert.deepEqual(calls("add a trip to Robe on 6 March, back the Wednesday after next"), []);
});

Deno.test("days said right beside look-alikes that must run no trip", () => {
  for (
    const text of [
      "did we go to Robe from Fri 5 March to Mon 8th?",
      "if we go to Clare from 12 March to 14th, remind me",
      "we were in Hobart over Easter, 25 to 29 March",
      "not going to Robe from Fri 5 March to Mon 8th after all",
      "how long is the trip to Robe from 6 March to the 9th?",
    ]
  ) {
    const made = calls(text).filter((c) => c.name === "trips_create");
    assert.deepEqual(made, [], text);
  }
});

Deno.test("'the day before' a day said is the day before it; with no day said, nothing runs", () => {
  const at = (text: string) =>
    calls(text).filter((c) => c.name === "reminders_create").map((c) => c.input.at);
  assert.deepEqual(at("remind me the day before the 20th of March at 9 to renew my carnet"), [
    "2027-03-19T09:00:00+10:30",
  ]);
  assert.deepEqual(at("remind me the day after 3 April at 9 to pay the rates"), [
    "2027-04-04T09:00:00+09:30",
  ]);
  assert.deepEqual(at("remind me the day before the 1st of April at 9 to pay the rates"), [
    "2027-03-31T09:00:00+10:30",
  ]);
  assert.deepEqual(at("remind me the day before March 10th at 9 to pay the rates"), [
    "2027-03-09T09:00:00+10:30",
  ]);
  // No day said, or one the words do not name: never the day said nor today.
  assert.deepEqual(calls("remind me the day before at nine to renew my carnet"), []);
  assert.deepEqual(calls("remind me the day before Friday at 9 to pay the rates"), []);
  assert.equal(withDayMoved("the day after tomorrow"), "the day after tomorrow");
});
