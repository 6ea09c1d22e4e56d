import assert from "node:assert/strict";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK as CTX } from "./_intent_test_util.ts";

/** Wednesday 11 March 2026 in Paris: tomorrow is the 12th. */
const TOMORROW = "2026-03-12";

Deno.test("what is told with no subject beside a request is its aside", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    [
      "can you remind me to take the esky at 6 tomorrow morning? Heading down to the beach.",
      "reminders_create",
      { text: "take the esky", at: `${TOMORROW}T06:00:00+01:00` },
    ],
    [
      "remind me at 9 tomorrow to ring the vet. Heading out for the day.",
      "reminders_create",
      { text: "ring the vet", at: `${TOMORROW}T09:00:00+01:00` },
    ],
    [
      "remind me at 7 tonight to feed the cat, heading out for drinks",
      "reminders_create",
      { text: "feed the cat", at: "2026-03-11T19:00:00+01:00" },
    ],
    [
      "add rope and tent pegs to the list, going up the mountain",
      "shopping_add",
      { items: ["rope", "tent pegs"] },
    ],
    [
      "heading to the shops, add milk",
      "shopping_add",
      { items: ["milk"] },
    ],
    [
      // A trip's notes keep what is told of it.
      "add a trip to Rotorua from 3 April to 5 April, heading up with the kids",
      "trips_create",
      {
        destination: "Rotorua",
        start_date: "2026-04-03",
        end_date: "2026-04-05",
        notes: "heading up with the kids",
      },
    ],
  ];
  for (const [text, name, input] of cases) {
    assert.deepEqual(parseToolIntent(text, CTX), [{ name, input }], text);
  }
});

Deno.test("a day or a time told beside a request that says its own is the aside's", () => {
  const cases: [string, Record<string, unknown>][] = [
    [
      "remind me at 8 tomorrow to put the recycling out, clocks change tonight",
      { text: "put the recycling out", at: `${TOMORROW}T08:00:00+01:00` },
    ],
    [
      "remind me at 7 tomorrow morning to leave for the airport, flight's at noon",
      { text: "leave for the airport", at: `${TOMORROW}T07:00:00+01:00` },
    ],
    [
      "I need a reminder at 10.30 tonight to send the report, deadline's midnight",
      { text: "send the report", at: "2026-03-11T22:30:00+01:00" },
    ],
    [
      "remind me at 8 tomorrow to call the bank, heading out at 7",
      { text: "call the bank", at: `${TOMORROW}T08:00:00+01:00` },
    ],
    [
      "remind me at 8 tomorrow to put the bins out. Clocks go back tonight.",
      { text: "put the bins out", at: `${TOMORROW}T08:00:00+01:00` },
    ],
    [
      "remind me at 2:30 tomorrow to leave, kids finish at 3",
      { text: "leave", at: `${TOMORROW}T14:30:00+01:00` },
    ],
  ];
  for (const [text, input] of cases) {
    assert.deepEqual(parseToolIntent(text, CTX), [{ name: "reminders_create", input }], text);
  }
});

Deno.test("a thing's day told after it dates it, what is told after that left out", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    [
      "set a countdown to our anniversary, it falls on the 14th of June",
      "countdowns_set",
      { title: "our anniversary", date: "2026-06-14" },
    ],
    [
      "countdown for Diwali please, which falls on 8 November",
      "countdowns_set",
      { title: "Diwali", date: "2026-11-08" },
    ],
    [
      "countdown to the festival, it starts on 3 July",
      "countdowns_set",
      { title: "festival", date: "2026-07-03" },
    ],
    [
      "save Aroha's birthday; it falls on the 9th of May, though I forget the year",
      "birthdays_save",
      { name: "Aroha", date: "--05-09" },
    ],
  ];
  for (const [text, name, input] of cases) {
    assert.deepEqual(parseToolIntent(text, CTX), [{ name, input }], text);
  }
});

Deno.test("what is told that holds a value the request could take is never dropped", () => {
  for (
    const text of [
      // No day said by the request: the aside's day or time might be its.
      "remind me to pack, flight's at 6",
      "remind me tomorrow to pack, flight's at 6",
      "remind me at 8 to put the bins out, bin day's friday",
      "remind me to water the plants, leaving for Paris on Friday",
      "remind me at 5 to call Sam, going to the gym at 6",
      "remind me to put the bins out, clocks go back tonight",
      // A name, a number, an address.
      "remind me at 6 tomorrow to pack. Heading to Queenstown.",
      "add a trip to Rotorua on Friday. Heading up with Mere.",
      "remind me at 8 tomorrow to call Jo, heading over to 14 Kent Street",
      "Going to Wellington, remind me at 9 tomorrow to pack",
      "remind me at 8 tomorrow to call Jo, James leaves at 6",
      "remind me at 8 tomorrow to call Jo, Tom's at 6",
      // What the request lacks, said beside it.
      "remind me at 7. It's about the bins.",
      "running late, remind me at 9 tomorrow",
      "shops shut at 5, remind me to go",
    ]
  ) {
    assert.deepEqual(parseToolIntent(text, CTX), [], text);
  }
});

Deno.test("a value said beside a request is read with it or not at all", () => {
  const due = parseToolIntent("add a task to renew the rego, deadline's Friday", CTX);
  assert.ok(due.every((c) => c.input.due === "2026-03-13"), JSON.stringify(due));
  const paid = parseToolIntent("log 40 for the taxi. Paid by card yesterday.", CTX);
  assert.ok(paid.every((c) => c.input.date === "2026-03-10"), JSON.stringify(paid));
  const dueSaid = parseToolIntent("add a task to call the bank. Due Friday.", CTX);
  assert.ok(dueSaid.every((c) => c.input.due === "2026-03-13"), JSON.stringify(dueSaid));
});

Deno.test("things said like what is told are read as items, never set aside", () => {
  assert.deepEqual(parseToolIntent("add milk, running shoes and eggs", CTX), [
    { name: "shopping_add", input: { items: ["milk", "running shoes", "eggs"] } },
  ]);
  assert.deepEqual(parseToolIntent("add flour, baking powder and sugar", CTX), [
    { name: "shopping_add", input: { items: ["flour", "baking powder", "sugar"] } },
  ]);
});

Deno.test("what is told alone, declined or asked runs nothing", () => {
  for (
    const text of [
      "Heading up to the bach.",
      "clocks go back tonight",
      "deadline's midnight",
      "going to the shops",
      "don't remind me at 8 tomorrow to put the bins out, clocks go back tonight",
      "running late, can you remind me?",
    ]
  ) {
    const read = readToolIntent(text, CTX);
    assert.ok(read.calls.every((c) => c.name.endsWith("_list")), text);
    assert.ok(!read.calls.some((c) => c.name === "reminders_create"), text);
  }
});

Deno.test("a time offered after a request that lacks one is its time", () => {
  const cases: [string, Record<string, unknown>][] = [
    [
      "remind me to water the ferns; they dry out fast, so tomorrow at 7 would be fine",
      { text: "water the ferns", at: `${TOMORROW}T07:00:00+01:00` },
    ],
    [
      "can you remind me to ring the council. Friday at 10 would do.",
      { text: "ring the council", at: "2026-03-13T10:00:00+01:00" },
    ],
    [
      "remind me to post the parcel; the shop shuts at 5, so tomorrow at quarter to four would suffice",
      { text: "post the parcel", at: `${TOMORROW}T15:45:00+01:00` },
    ],
  ];
  for (const [text, input] of cases) {
    assert.deepEqual(parseToolIntent(text, CTX), [{ name: "reminders_create", input }], text);
  }
  for (
    const text of [
      // What is said after the time offered holds a value of its own.
      "remind me to call Jo. Friday at 5 would be good, Sam's at 6.",
      "remind me to call the garage. Tomorrow at 9 works for Sam.",
      "remind me to call Jo, would Friday be good?",
    ]
  ) {
    assert.deepEqual(parseToolIntent(text, CTX), [], text);
  }
});
