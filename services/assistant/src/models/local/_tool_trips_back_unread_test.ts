import assert from "node:assert/strict";
import { readCalls } from "./_intent_test_util.ts";

/** A trip whose way back is said as a day and month in digits the date reader left unread. */
const BACK_UNREAD = [
  "flying to New York on 02.05 returning 09.05",
  "going to Vienna on 14.06 coming back 20.06",
  "trip to Oslo on 3 june, back 8.6",
  "off to Porto on 4 july, back home 11.07.",
  "heading to Krakow on 12 may, returning 19.5",
  "going to Riga on 2 june till 7.6",
  "flying to Athens on 1 august, getting back 9.8",
  "trip to Bern on 3 may, return 6.5",
];

Deno.test("a trip whose way back is an unread day and month: no trip with it as a note", () => {
  for (const text of BACK_UNREAD) {
    assert.ok(!readCalls(text).includes("trips_create"), `${text}: ${readCalls(text)}`);
  }
});

/** Look-alikes: the way back read, or notes that only start with a way-back word. */
const KEPT: readonly [string, string][] = [
  ["trip to Oslo on 3/6 returning 8/6", '"end_date":"2026-06-08"'],
  ["flying to Rome on 12 may returning 19 may", '"end_date":"2026-05-19"'],
  ["going to Oslo 3 june, returning on the 8th", '"end_date":"2026-06-08"'],
  ["trip to Paris on 12 june, back sunday", '"end_date":"2026-06-14"'],
  ["trip to Rome on 12 may, back home 19/5", '"end_date":"2026-05-19"'],
  ["off to Crete 2 to 9 july, returning with 2 kids", '"notes":"returning with 2 kids"'],
  ["i'm going to Lisbon from 12 to 19 June, add the trip", '"end_date":"2026-06-19"'],
  ["add a trip to Berlin 3-7 april for the conference", '"notes":"the conference"'],
  ["trip: Tokyo 3–14 oct", '"end_date":"2026-10-14"'],
  ["trip to Prague on 4 july coming back 9 july", '"end_date":"2026-07-09"'],
  ["trip to Madrid on 02.05", '"start_date":"2026-05-02"'],
  ["I'm off to Lisbon on 4 may, back home by 9pm on the 8th", '"end_date":"2026-05-08"'],
  ["heading to Porto on 10 april, returning Tuesday", '"end_date":"2026-04-14"'],
  ["add a trip to São Paulo from 1st to 10th august for work", '"destination":"São Paulo"'],
  ["Berlin trip is now 5 to 9 april", '"end_date":"2026-04-09"'],
];

Deno.test("look-alikes: a way back read, or a note about coming back, as before", () => {
  for (const [text, part] of KEPT) {
    assert.ok(readCalls(text).includes(part), `${text}: ${readCalls(text)}`);
  }
});
