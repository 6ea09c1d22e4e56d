import assert from "node:assert/strict";
import { one, PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

Deno.test("a countdown asked with a typo, a warm wish, its thing before the noun or a span first", () => {
  const cases: [string, string, string][] = [
    ["countdwn to halloween", "Halloween", "2026-10-31"],
    ["coutndown to glastonbury 24 june", "glastonbury", "2026-06-24"],
    ["countdonw to the wedding on 20 June", "wedding", "2026-06-20"],
    ["set a countdwn for the move, 4 May", "move", "2026-05-04"],
    ["I'd love a countdown to retirement - 31st of March 2031", "retirement", "2031-03-31"],
    ["I would love a countdown to the wedding on 20 June", "wedding", "2026-06-20"],
    ["start a christmas countdown for the kids", "Christmas", "2026-12-25"],
    ["start a christmas countdown", "Christmas", "2026-12-25"],
    ["set up an Easter countdown", "Easter", "2026-04-05"],
    ["make a halloween countdown for the kids", "Halloween", "2026-10-31"],
    [
      "set a countdown 100 days from today for the no sugar challenge",
      "no sugar challenge",
      "2026-07-05",
    ],
    ["start a countdown for 6 weeks from now for the detox", "detox", "2026-05-08"],
  ];
  for (const [text, title, date] of cases) {
    assert.deepEqual(one(text), { name: "countdowns_set", input: { title, date } }, text);
  }
});

Deno.test("a trip said, then asked for, or asked for by its place with its days after", () => {
  const cases: [string, string, string, string][] = [
    [
      "Edinburgh, Friday to Monday, can you add it to my trips",
      "Edinburgh",
      "2026-03-27",
      "2026-03-30",
    ],
    ["Put Lagos in my trips, 3–17 August", "Lagos", "2026-08-03", "2026-08-17"],
    [
      "away in Wales from the 2nd to the 5th of May, pop that in my trips",
      "Wales",
      "2026-05-02",
      "2026-05-05",
    ],
    ["Rome, 4 to 8 June - please stick it in my trips", "Rome", "2026-06-04", "2026-06-08"],
    ["add New York to my trips, 4-9 June", "New York", "2026-06-04", "2026-06-09"],
    ["Oslo 2 to 6 May, could you save that to my trips", "Oslo", "2026-05-02", "2026-05-06"],
  ];
  for (const [text, destination, start_date, end_date] of cases) {
    assert.deepEqual(
      one(text),
      { name: "trips_create", input: { destination, start_date, end_date } },
      text,
    );
  }
});

Deno.test("look-alikes of these countdowns and trips make nothing new", () => {
  const none = [
    "start a wedding countdown",
    "start a new countdown",
    "make the new countdown",
    "start a big countdown",
    "set up a countdown",
    "I'd love a coffee",
    "I would love to see the countdowns",
    "countdwn",
    "set a countdown from now for the thing",
    "put milk in my trips, 3 May",
    "Rome, stick that in the trips",
    "Edinburgh, can you add it to my trips",
    "Put Lagos in my trips",
    "add it to my trips",
    "away in Wales, pop that in my trips",
  ];
  for (const text of none) {
    const names = parseToolIntent(text, PARIS).map((c) => c.name);
    assert.ok(!names.some((n) => n === "countdowns_set" || n === "trips_create"), text);
  }
  // Read as before: the list, the removal and the trip said in full.
  assert.equal(one("show my countdowns").name, "countdowns_list");
  assert.equal(one("delete the christmas countdown").name, "countdowns_remove");
  assert.equal(one("how many days until christmas?").name, "countdowns_list");
  assert.deepEqual(one("add a trip to Cornwall, 15th to 19th May").input, {
    destination: "Cornwall",
    start_date: "2026-05-15",
    end_date: "2026-05-19",
  });
});

Deno.test("a known place said alone with its days on end is a trip", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["Japan!! 20 Oct - 4 Nov", {
      destination: "Japan",
      start_date: "2026-10-20",
      end_date: "2026-11-04",
    }],
    ["Paris 3-6 May", { destination: "Paris", start_date: "2026-05-03", end_date: "2026-05-06" }],
    ["New York 4 to 9 June", {
      destination: "New York",
      start_date: "2026-06-04",
      end_date: "2026-06-09",
    }],
    ["Tokyo from 20 to 27 October", {
      destination: "Tokyo",
      start_date: "2026-10-20",
      end_date: "2026-10-27",
    }],
    ["Berlin: 2-5 May", {
      destination: "Berlin",
      start_date: "2026-05-02",
      end_date: "2026-05-05",
    }],
    [
      "Edinburgh 3rd-6th April, staying at Gran's",
      {
        destination: "Edinburgh",
        start_date: "2026-04-03",
        end_date: "2026-04-06",
        notes: "staying at Gran's",
      },
    ],
    [
      "Lisbon, 3 to 7 April - conference",
      {
        destination: "Lisbon",
        start_date: "2026-04-03",
        end_date: "2026-04-07",
        notes: "conference",
      },
    ],
  ];
  for (const [text, input] of cases) {
    assert.deepEqual(one(text), { name: "trips_create", input }, text);
  }
});

Deno.test("a place alone makes no trip on one day, asked, unknown, or beside another kind", () => {
  for (
    const text of [
      "Paris 3 May",
      "Paris 3-6 May?",
      "Paris flights 3-6 May",
      "Paris 3-6 May in my calendar",
      "Paris 3-6 May, add to my diary",
      "Tom 3-6 May",
      "Nice 3-6 May",
      "London is lovely 3-6 May",
      "paris 3-6 may",
      "Reading 3-6 May",
      "Berlin, add milk",
      "Rome next week",
      "Madrid 3-6 May, what's the weather like?",
      "Oslo 4 June",
      "Vienna on Friday",
    ]
  ) {
    const names = parseToolIntent(text, PARIS).map((c) => c.name);
    assert.ok(!names.includes("trips_create"), text);
  }
});
