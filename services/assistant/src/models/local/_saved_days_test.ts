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
    [{ name: "trips_update", input: { trip: "a", end_date: "2026-05-05" } }],
  );
  assert.deepEqual(
    completedFromSaved(change({ trip: "Porto", start_date: "2026-03-30" }), TRIPS),
    [{ name: "trips_update", input: { trip: "a", start_date: "2026-04-30" } }],
  );
  assert.deepEqual(
    completedFromSaved(
      change({ trip: "the Seoul trip", start_date: "2026-03-30", end_date: "2026-04-02" }),
      TRIPS,
    ),
    [{
      name: "trips_update",
      input: { trip: "b", start_date: "2026-12-30", end_date: "2027-01-02" },
    }],
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

Deno.test("a countdown's new day said without its month is handed over beside its removal", () => {
  for (
    const [text, ref, day] of [
      ["the recital's been moved to the 21st, update the countdown", "recital", 21],
      ["Dad's retirement do moved to the 9th, fix the countdown", "Dad retirement do", 9],
      ["the hen party got pushed to the 27th, sort the countdown out", "hen party", 27],
      ["the exam countdown is wrong, it's the 14th not the 4th", "exam", 14],
    ] as const
  ) {
    const saved = savedOf(text);
    assert.ok(saved, text);
    assert.equal(saved.list, "countdowns_list", text);
    assert.equal(saved.call.name, "countdowns_set", text);
    assert.equal(saved.call.input.title, ref, text);
    assert.equal(Number(String(saved.call.input.date).slice(8)), day, text);
  }
  // Its month said: the countdown is set again as said, nothing handed over.
  const said = readToolIntent("the recital's been moved to the 21st of May, fix the countdown", AT);
  assert.deepEqual(said.calls.map((c) => c.name), ["countdowns_remove", "countdowns_set"]);
  // No countdown named, or a new countdown: no change of a saved one.
  assert.deepEqual(readToolIntent("the recital's been moved to the 21st", AT).asks, []);
  assert.equal(readToolIntent("count down to the recital on the 21st", AT).asks.length, 0);
  assert.equal(
    readToolIntent("count down to the gig on the 30th instead", AT).asks[0]?.saved,
    undefined,
  );
});

const COUNTDOWNS = {
  countdowns: [
    { id: "g", title: "Arctic Monkeys gig", date: "2026-04-18" },
    { id: "w1", title: "Sam's wedding", date: "2026-06-12" },
    { id: "w2", title: "Ana's wedding", date: "2026-08-01" },
  ],
};

function moved(title: string, date: string): SavedChange {
  return { call: { name: "countdowns_set", input: { title, date } }, list: "countdowns_list" };
}

Deno.test("a countdown's day takes the month nearest its saved day; set again, then removed", () => {
  assert.deepEqual(completedFromSaved(moved("gig", "2026-03-30"), COUNTDOWNS), [
    { name: "countdowns_set", input: { title: "Arctic Monkeys gig", date: "2026-04-30" } },
    { name: "countdowns_remove", input: { countdown: "g" } },
  ]);
  assert.deepEqual(completedFromSaved(moved("gig", "2026-03-02"), COUNTDOWNS), [
    { name: "countdowns_set", input: { title: "Arctic Monkeys gig", date: "2026-05-02" } },
    { name: "countdowns_remove", input: { countdown: "g" } },
  ]);
  const two = completedFromSaved(moved("wedding", "2026-03-20"), COUNTDOWNS);
  assert.match("why" in two ? two.why : "", /Several countdowns match "wedding"/);
  const none = completedFromSaved(moved("christening", "2026-03-20"), COUNTDOWNS);
  assert.match("why" in none ? none.why : "", /No countdown matches "christening"/);
});

function shifted(input: Record<string, unknown>, shift: number): SavedChange {
  return { call: { name: "trips_update", input }, list: "trips_list", shift };
}

Deno.test("a trip's shift moves its own days, across months and years; one day or both", () => {
  assert.deepEqual(
    completedFromSaved(shifted({ trip: "Seoul", start_date: "", end_date: "" }, 7), TRIPS),
    [{
      name: "trips_update",
      input: { trip: "b", start_date: "2027-01-05", end_date: "2027-01-11" },
    }],
  );
  assert.deepEqual(completedFromSaved(shifted({ trip: "Porto", start_date: "" }, -1), TRIPS), [
    { name: "trips_update", input: { trip: "a", start_date: "2026-04-27" } },
  ]);
  // A trip without an end moves its start; its end alone cannot move.
  const open = {
    trips: [{ id: "o", destination: "Oslo", start_date: "2026-05-31", end_date: null }],
  };
  assert.deepEqual(
    completedFromSaved(shifted({ trip: "Oslo", start_date: "", end_date: "" }, 2), open),
    [
      { name: "trips_update", input: { trip: "o", start_date: "2026-06-02" } },
    ],
  );
  assert.ok("why" in completedFromSaved(shifted({ trip: "Oslo", end_date: "" }, 2), open));
  const two = completedFromSaved(shifted({ trip: "Krakow", start_date: "" }, 7), TRIPS);
  assert.match("why" in two ? two.why : "", /Several trips match "Krakow"/);
});
