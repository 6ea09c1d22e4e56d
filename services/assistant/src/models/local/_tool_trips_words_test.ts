import assert from "node:assert/strict";
import { PARIS } from "./_intent_test_util.ts";
import { makeClause } from "./_tool_text.ts";
import { parseTrip } from "./_tool_trips.ts";
import { changeSaidAsFact } from "./_tool_trips_change.ts";

const clause = (text: string) => makeClause(text, PARIS);

Deno.test("a going verb said with what was booked reads the trip ('off on holiday to …')", () => {
  assert.deepEqual(parseTrip(clause("off on holiday to Spain on 1 August for a fortnight")), {
    name: "trips_create",
    input: { destination: "Spain", start_date: "2026-08-01", end_date: "2026-08-15" },
  });
});

Deno.test("a place of several words said before a new day is the whole place", () => {
  assert.deepEqual(changeSaidAsFact(clause("we fly back from New York 9 May instead")), {
    name: "trips_update",
    input: { trip: "New York", end_date: "2026-05-09" },
  });
});

Deno.test("the trip a change names is read over words, by its name or its place", () => {
  assert.deepEqual(parseTrip(clause("move my trip to New York to 4-8 May")), {
    name: "trips_update",
    input: { trip: "New York", start_date: "2026-05-04", end_date: "2026-05-08" },
  });
  assert.deepEqual(parseTrip(clause("the Crete holiday now ends on 9 July")), {
    name: "trips_update",
    input: { trip: "Crete", end_date: "2026-07-09" },
  });
  assert.deepEqual(parseTrip(clause("change the Lisbon trip's destination to Porto")), {
    name: "trips_update",
    input: { trip: "Lisbon", destination: "Porto" },
  });
});
