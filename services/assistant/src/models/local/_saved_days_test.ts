import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { completedFromSaved, nearestDay, type SavedChange } from "./_saved_days.ts";

const AT = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/London" };

function savedOf(text: string): SavedChange | undefined {
  const read = readToolIntent(text, AT);
  assert.equal(read.calls.length, 0, text);
  return read.asks[0]?.saved;
}

Deno.test("a trip's day said without its month is handed over to take the saved trip's month", () => {
  for (
    const [text, slots] of [
      ["the Porto trip now starts on the 9th", { start_date: 9 }],
      ["we're coming back from Krakow on the 26th instead", { end_date: 26 }],
      ["push the Bergen trip back a day, we fly out on the 15th now", { start_date: 15 }],
      ["the Seoul trip is now the 2nd to the 6th", { start_date: 2, end_date: 6 }],
    ] as const
  ) {
    const saved = savedOf(text);
    assert.ok(saved, text);
    assert.equal(saved.list, "trips_list", text);
    const days = Object.fromEntries(
      Object.entries(saved.call.input).filter(([k]) => k !== "trip")
        .map(([k, v]) => [k, Number(String(v).slice(8))]),
    );
    assert.deepEqual(days, slots, text);
  }
});

Deno.test("a change said with its month, or beside another request, hands nothing over", () => {
  assert.equal(readToolIntent("the Porto trip now starts on the 9th of May", AT).asks.length, 0);
  // Another request beside it: completing the trip alone would lose the task.
  const two = readToolIntent(
    "the Porto trip now starts on the 9th and add a task to pack",
    AT,
  );
  assert.equal(two.asks.find((a) => a.saved), undefined);
  // A new trip is no change of a saved one.
  assert.equal(readToolIntent("add a trip to Porto on the 9th", AT).asks[0]?.saved, undefined);
});

const TRIPS = {
  trips: [
    { id: "a", destination: "Porto", start_date: "2026-04-28", end_date: "2026-05-03" },
    { id: "b", destination: "Seoul", start_date: "2026-12-29", end_date: "2027-01-04" },
    { id: "c", destination: "Krakow", start_date: "2026-06-10", end_date: "2026-06-14" },
    { id: "d", destination: "Krakow", start_date: "2026-09-10", end_date: "2026-09-14" },
  ],
};

function change(input: Record<string, unknown>): SavedChange {
  return { call: { name: "trips_update", input }, list: "trips_list" };
}

Deno.test("a trip's days take the month nearest its saved days, across months and years", () => {
  assert.deepEqual(
    completedFromSaved(change({ trip: "Porto", end_date: "2026-03-05" }), TRIPS),
    { name: "trips_update", input: { trip: "a", end_date: "2026-05-05" } },
  );
  assert.deepEqual(
    completedFromSaved(change({ trip: "Porto", start_date: "2026-03-30" }), TRIPS),
    { name: "trips_update", input: { trip: "a", start_date: "2026-04-30" } },
  );
  assert.deepEqual(
    completedFromSaved(
      change({ trip: "the Seoul trip", start_date: "2026-03-30", end_date: "2026-04-02" }),
      TRIPS,
    ),
    {
      name: "trips_update",
      input: { trip: "b", start_date: "2026-12-30", end_date: "2027-01-02" },
    },
  );
});

Deno.test("a trip that is not saved, or saved twice, or a day two months fit, completes nothing", () => {
  const none = completedFromSaved(change({ trip: "Oslo", start_date: "2026-03-09" }), TRIPS);
  assert.match("why" in none ? none.why : "", /No trip matches "Oslo"/);
  const two = completedFromSaved(change({ trip: "Krakow", end_date: "2026-03-16" }), TRIPS);
  assert.match("why" in two ? two.why : "", /Several trips match "Krakow"/);
  assert.ok("why" in completedFromSaved(change({ trip: "Porto", start_date: "x" }), {}));
  // The 1st is as far before the 16th of April as after it.
  assert.equal(nearestDay(1, "2026-04-16"), null);
  assert.equal(nearestDay(31, "2026-06-15"), "2026-05-31");
});
