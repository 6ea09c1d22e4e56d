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

Deno.test("a trip's day moved by a length of time is a change of that trip, never a new one", () => {
  assert.deepEqual(
    calls("I'm flying out to Berlin a day early, so the 19th of March"),
    update({ trip: "Berlin", start_date: "2026-03-19" }),
  );
  assert.deepEqual(
    calls("we are flying to New York a couple of days early - 3 May"),
    update({ trip: "New York", start_date: "2026-05-03" }),
  );
  assert.deepEqual(
    calls("we're heading to Oslo two days late, on 9 June"),
    update({ trip: "Oslo", start_date: "2026-06-09" }),
  );
  // The day said without its month: the month is asked, nothing is written.
  const asked = readToolIntent("I'm flying out to Berlin a day early, so the 19th", CTX);
  assert.deepEqual(asked.calls, []);
  assert.equal(asked.asks[0]?.tool, "trips_update");
  // No day said: nothing, and no trip "Berlin a day early".
  assert.deepEqual(calls("I'm flying to Berlin a day early"), []);
  // When in the day is no part of the place: a new trip.
  assert.deepEqual(calls("I'm flying out to Berlin early on the 19th"), [
    { name: "trips_create", input: { destination: "Berlin", start_date: "2026-03-19" } },
  ]);
  assert.deepEqual(calls("I'm flying to Berlin for a day on 19 March"), [
    {
      name: "trips_create",
      input: { destination: "Berlin", start_date: "2026-03-19", end_date: "2026-03-19" },
    },
  ]);
});

Deno.test("a place people name said to be off is that trip removed", () => {
  const deleted = (trip: string) => [{ name: "trips_delete", input: { trip } }];
  assert.deepEqual(calls("Montreal's off, the conference got scrapped"), deleted("Montreal"));
  assert.deepEqual(calls("Paris is cancelled after all"), deleted("Paris"));
  assert.deepEqual(calls("Cape Town's off"), deleted("Cape Town"));
  assert.deepEqual(calls("Lisbon's cancelled"), deleted("Lisbon"));
  // Not a place, or a word more often no place: nothing.
  assert.deepEqual(calls("Tom's off, he's sick"), []);
  assert.deepEqual(calls("the party's off"), []);
  assert.deepEqual(calls("Monday's off"), []);
  assert.deepEqual(calls("Nice is off"), []);
  // Beside a request of another kind, the place said off is its reason.
  assert.deepEqual(calls("Sydney's off, cancel the countdown"), [
    { name: "countdowns_remove", input: { countdown: "the countdown" } },
  ]);
});

Deno.test("a place called off, then its trip and the countdown to it removed, removes both", () => {
  const both = (x: string) => [
    { name: "trips_delete", input: { trip: x } },
    { name: "countdowns_remove", input: { countdown: x } },
  ];
  assert.deepEqual(
    calls("vegas is cancelled, kill the trip and the countdown to it too"),
    both("vegas"),
  );
  assert.deepEqual(
    calls("Oslo got scrapped, delete the trip and the countdown for it"),
    both("Oslo"),
  );
  assert.deepEqual(calls("Rome's off - remove the trip and the countdown to it"), both("Rome"));
  // Only the trip said: no countdown removed.
  assert.ok(
    !calls("vegas is cancelled, kill the trip").some((c) => c.name === "countdowns_remove"),
  );
});

Deno.test("a place gone to instead of a trip's is that trip's new destination", () => {
  const moved = (trip: string, destination: string) => [
    { name: "trips_update", input: { trip, destination } },
  ];
  assert.deepEqual(
    calls("we going Langkawi instead of Penang, change it"),
    moved("Penang", "Langkawi"),
  );
  assert.deepEqual(
    calls("we're going to Porto instead of Lisbon, update it"),
    moved("Lisbon", "Porto"),
  );
  assert.deepEqual(calls("I'm flying to Cork instead of Shannon"), moved("Shannon", "Cork"));
  // No place said: nothing changes.
  assert.deepEqual(calls("we going shopping instead of the gym, change it"), []);
  assert.deepEqual(calls("we're going to the beach instead of the park"), []);
});

Deno.test("a holiday of several days, its weekdays said after, is those days of it", () => {
  const trip = (destination: string, start_date: string, end_date: string) => [
    { name: "trips_create", input: { destination, start_date, end_date } },
  ];
  assert.deepEqual(
    calls("put in a trip to Granny's in Sligo for the Easter weekend Friday to Monday"),
    trip("Granny's in Sligo", "2026-04-03", "2026-04-06"),
  );
  assert.deepEqual(
    calls("trip to Sligo for the Easter weekend, Saturday to Monday"),
    trip("Sligo", "2026-04-04", "2026-04-06"),
  );
  // Weekdays that are not the holiday's: nothing runs.
  assert.deepEqual(calls("trip to Sligo for the Easter weekend, Tuesday to Thursday"), []);
});

Deno.test("who comes back, said with the day of return, is no note of the trip", () => {
  const sp = { now: new Date("2026-09-15T17:00:00Z"), timezone: "America/Sao_Paulo" };
  for (
    const text of [
      "I travel to Buenos Aires next Friday, and I come back on Monday the 28th.",
      "I travel to Buenos Aires next Friday and I come back on Monday the 28th",
      "we fly to Buenos Aires next Friday and we get back on Monday the 28th",
    ]
  ) {
    assert.deepEqual(readToolIntent(text, sp).calls, [{
      name: "trips_create",
      input: { destination: "Buenos Aires", start_date: "2026-09-25", end_date: "2026-09-28" },
    }], text);
  }
});

Deno.test("a stay made longer names its trip's place in one word written small", () => {
  const at = { now: new Date("2027-02-08T11:20:00Z"), timezone: "Europe/Istanbul" };
  // Was nothing: a place written small was no place.
  assert.deepEqual(
    readToolIntent("we stay one more night in kapadokya, so back on the 22nd of feb", at).calls,
    [{ name: "trips_update", input: { trip: "kapadokya", end_date: "2027-02-22" } }],
  );
  // Look-alikes: a common word is no trip's place.
  for (
    const text of [
      "we stay one more night in town, so back on the 22nd of feb",
      "we're staying an extra night in the city, so back on the 22nd of feb",
    ]
  ) assert.deepEqual(readToolIntent(text, at).calls, [], text);
});
