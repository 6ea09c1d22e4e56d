import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function update(input: Record<string, unknown>) {
  return [{ name: "trips_update", input }];
}

/** The tool whose month is asked, when nothing runs and a month is asked. */
function monthAsked(text: string): string | undefined {
  const read = readToolIntent(text, CTX);
  assert.deepEqual(read.calls, []);
  return read.asks[0]?.question.startsWith("Which month") ? read.asks[0]?.tool : undefined;
}

Deno.test("a trip named in small letters before its noun goes to the place said after 'to'", () => {
  assert.deepEqual(
    calls("change the york trip to Leeds, same dates"),
    update({ trip: "york", destination: "Leeds" }),
  );
  assert.deepEqual(
    calls("change the bristol trip to Bath"),
    update({ trip: "bristol", destination: "Bath" }),
  );
  assert.deepEqual(
    calls("change the new york trip to Boston"),
    update({ trip: "new york", destination: "Boston" }),
  );
  // A word saying which kind of trip is no trip's name: nothing.
  assert.deepEqual(calls("change the work trip to Leeds"), []);
  assert.deepEqual(calls("change the summer holiday to Cornwall, same dates"), []);
  assert.deepEqual(calls("change the next trip to Leeds"), []);
});

Deno.test("a stay made longer, the place said first, ends on the day said after", () => {
  assert.deepEqual(
    calls("we're staying in Lisbon an extra night, coming back on 7 April"),
    update({ trip: "Lisbon", end_date: "2026-04-07" }),
  );
  assert.deepEqual(
    calls("I'm staying in Porto two more nights, flying home on 9 May"),
    update({ trip: "Porto", end_date: "2026-05-09" }),
  );
  assert.deepEqual(
    calls("staying an extra night in Lisbon, so back on 22 April"),
    update({ trip: "Lisbon", end_date: "2026-04-22" }),
  );
  // Its day said without the month: the trip's month is asked, never guessed.
  assert.equal(
    monthAsked("we're staying in Lisbon an extra night, coming back on the 7th"),
    "trips_update",
  );
  // No day, no place, or whose house it is: nothing.
  assert.deepEqual(calls("we're staying in Lisbon an extra night"), []);
  assert.deepEqual(calls("we're staying in a hotel an extra night, back on 7 April"), []);
  assert.deepEqual(calls("we are staying at Mum's an extra night, back on 7 April"), []);
});

Deno.test("the way home is no trip", () => {
  assert.deepEqual(calls("flying home on 9 May"), []);
  assert.deepEqual(calls("we're heading back home on 9 May"), []);
  assert.deepEqual(calls("flying to Rome on 9 May"), [
    { name: "trips_create", input: { destination: "Rome", start_date: "2026-05-09" } },
  ]);
});

Deno.test("a trip's days counted from its own are never read from today", () => {
  for (
    const text of [
      "the Edinburgh trip is now the weekend after",
      "the Edinburgh trip is now the week after",
      "move the Edinburgh trip to the week before",
      "the Edinburgh trip now starts the day after",
      "actually the Edinburgh trip is the weekend after",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // The days said after it are the trip's.
  assert.deepEqual(
    calls("actually the Edinburgh trip is the weekend after, 17 to 19 April"),
    update({ trip: "Edinburgh", start_date: "2026-04-17", end_date: "2026-04-19" }),
  );
  assert.deepEqual(
    calls("the Edinburgh trip is actually 17 to 19 April"),
    update({ trip: "Edinburgh", start_date: "2026-04-17", end_date: "2026-04-19" }),
  );
  assert.deepEqual(
    calls("the york trip is 2 to 4 May now"),
    update({ trip: "york", start_date: "2026-05-02", end_date: "2026-05-04" }),
  );
  assert.deepEqual(calls("actually the Edinburgh trip is great"), []);
});

Deno.test("a trip's days put right without their month ask the month", () => {
  assert.equal(
    monthAsked("actually the Edinburgh trip is the weekend after, 17th to 19th"),
    "trips_update",
  );
  assert.equal(monthAsked("the Edinburgh trip is now 17th to 19th"), "trips_update");
  assert.equal(monthAsked("move the Rome trip to the 20th-23rd"), "trips_update");
});

Deno.test("a trip asked for in Spanish among English words", () => {
  assert.deepEqual(calls("add un viaje a Sevilla from the 7th to the 9th of August"), [
    {
      name: "trips_create",
      input: { destination: "Sevilla", start_date: "2026-08-07", end_date: "2026-08-09" },
    },
  ]);
  // Without its days: no trip.
  assert.ok(!calls("add un viaje a Sevilla").some((c) => c.name === "trips_create"));
});
