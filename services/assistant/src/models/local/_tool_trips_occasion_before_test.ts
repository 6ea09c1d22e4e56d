import assert from "node:assert/strict";
import { one, PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

Deno.test("what a trip is for, said before its noun, is no part of its place", () => {
  const cases: [string, string, string, string][] = [
    [
      "add our half-term trip to Cornwall, 15th to 19th May",
      "Cornwall",
      "2026-05-15",
      "2026-05-19",
    ],
    ["spring break trip to Cancún, March 28 to April 4", "Cancún", "2026-03-28", "2026-04-04"],
    ["add a honeymoon trip to Bali, 3 to 17 June", "Bali", "2026-06-03", "2026-06-17"],
    ["book our anniversary trip to Venice 8-11 May", "Venice", "2026-05-08", "2026-05-11"],
    ["stag trip to Prague 2-4 July", "Prague", "2026-07-02", "2026-07-04"],
    ["half term trip to Devon, 16 to 20 May", "Devon", "2026-05-16", "2026-05-20"],
    ["add a hen trip to Dublin, 3-5 July", "Dublin", "2026-07-03", "2026-07-05"],
    ["add a ski trip to Annecy, 15th to 19th April", "Annecy", "2026-04-15", "2026-04-19"],
    ["plan a camping trip to Snowdonia, 6 to 9 August", "Snowdonia", "2026-08-06", "2026-08-09"],
    ["add the girls trip to Ibiza, 12-15 June", "Ibiza", "2026-06-12", "2026-06-15"],
  ];
  for (const [text, destination, start_date, end_date] of cases) {
    assert.deepEqual(
      one(text),
      { name: "trips_create", input: { destination, start_date, end_date } },
      text,
    );
  }
});

Deno.test("the words of an occasion make no trip where none is asked", () => {
  for (
    const text of [
      "add a birthday trip",
      "spring break trip went great",
      "the school trip is 3 June",
      "my birthday trip to Rome was great",
      "add milk, it's for the hen party",
      "remind me about the stag on Friday at 6",
      "add a school run reminder at 8",
      "add school shoes to the list",
      "note: the road is closed",
      "beach day on Saturday",
      "road trip with Tom on 3 May",
      "half term starts on 16 February",
      "honeymoon fund: 200 euros",
      "add the school trip to my calendar on 3 June",
      "how was the stag trip?",
    ]
  ) {
    const names = parseToolIntent(text, PARIS).map((c) => c.name);
    assert.ok(!names.includes("trips_create"), text);
  }
});
