import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const AT = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/London" };

/** The move handed over for `text`: the trip named, the days moved and by how many days. */
function shiftOf(text: string) {
  const read = readToolIntent(text, AT);
  assert.equal(read.calls.length, 0, text);
  const saved = read.asks[0]?.saved;
  if (!saved?.shift) return null;
  const { trip, ...slots } = saved.call.input;
  return { trip, slots: Object.keys(slots), shift: saved.shift };
}

const BOTH = ["start_date", "end_date"];

Deno.test("a saved trip moved by a length is handed over with its shift, both days or one", () => {
  for (
    const [text, trip, slots, shift] of [
      ["the Oslo trip's been delayed a week", "Oslo", BOTH, 7],
      ["can you push the Lisbon trip forward two days", "Lisbon", BOTH, -2],
      ["Krakow got moved back a fortnight", "Krakow", BOTH, 14],
      ["Seville's moved three days earlier both ways", "Seville", BOTH, -3],
      ["move the Porto one to end a day later", "Porto", ["end_date"], 1],
      ["shift the Riga trip to start two days earlier", "Riga", ["start_date"], -2],
    ] as const
  ) {
    assert.deepEqual(shiftOf(text), { trip, slots, shift }, text);
  }
});

Deno.test("a move saying no way, no trip or a day of its own is no shift", () => {
  // No way said: a length, asked as before.
  assert.equal(shiftOf("move the Oslo trip a week"), null);
  assert.equal(readToolIntent("move the Oslo trip a week", AT).asks[0]?.tool, "trips_update:days");
  // Not a trip: nothing handed over.
  assert.equal(shiftOf("the meeting's been pushed back a week"), null);
  assert.deepEqual(readToolIntent("I moved back a week", AT).asks, []);
  // A day said is the trip's new day, its month asked or taken from the trip.
  const day = readToolIntent("push the Bergen trip back a day, we fly out on the 15th now", AT);
  assert.equal(day.asks[0]?.saved?.shift, undefined);
  assert.equal(day.asks[0]?.saved?.call.input.start_date, "2026-03-15");
  // A length said as the trip's own is no move.
  assert.equal(shiftOf("my trip to Rome is now 5 days instead of 4"), null);
});
