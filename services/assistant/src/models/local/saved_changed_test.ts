import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { CHANGEABLE, changedCalls, changeSaid } from "./saved_changed.ts";
import { savedItems } from "./saved_pointed.ts";

const CTX = { now: new Date("2026-03-10T10:00:00Z"), timezone: "UTC" };

function kind(name: string) {
  return CHANGEABLE.find((k) => k.kind.kind === name)!.kind;
}

/** The saved items of a user with a little of every kind. */
const ITEMS = [
  ...savedItems(kind("task"), {
    tasks: [
      { id: "t1", content: "Send the invoice for Gwen", due: "2026-03-28", completed: false },
      { id: "t2", content: "quarterly report", due: null, completed: false },
      { id: "t3", content: "Call the dentist", due: "2026-03-12T09:00:00+00:00", completed: false },
    ],
  }),
  ...savedItems(kind("trip"), {
    trips: [
      { id: "p1", destination: "Edinburgh", start_date: "2026-04-15", end_date: "2026-04-18" },
      { id: "p2", destination: "Durban", start_date: "2026-05-10", end_date: "2026-05-20" },
      { id: "p3", destination: "Lisbon", start_date: "2026-06-01", end_date: null },
    ],
  }),
  ...savedItems(kind("countdown"), {
    countdowns: [
      { id: "c1", title: "Rugby final", date: "2026-04-18" },
      { id: "c2", title: "Rugby semi", date: "2026-04-11" },
      { id: "c3", title: "Mia's wedding", date: "2026-08-08" },
    ],
  }),
  ...savedItems(kind("birthday"), {
    birthdays: [
      { id: "b1", name: "Lucy", date: "--04-09" },
      { id: "b2", name: "Leo", date: "2018-05-02" },
    ],
  }),
  ...savedItems(CHANGEABLE.find((k) => k.kind.kind === "expense")!.kind, {
    recent: [
      {
        id: "e1",
        description: "Printer ink",
        amount: "64.00",
        currency: "EUR",
        date: "2026-03-06",
      },
      {
        id: "e2",
        description: "Printer paper",
        amount: "12.00",
        currency: "EUR",
        date: "2026-02-26",
      },
    ],
  }),
  ...savedItems(kind("watch"), {
    watches: [
      { id: "w1", title: "Surfboard 7ft", currency: "EUR", target_price: 400 },
      { id: "w2", title: "Gravel bike Canyon", currency: "EUR", target_price: null },
      { id: "w3", title: "Air Jordan 1", currency: "USD", target_price: 120 },
    ],
  }),
];

function read(message: string): ToolCall[] | null {
  return changedCalls(message, ITEMS, CTX);
}

const READ: [string, ToolCall[]][] = [
  ["the invoice for Gwen is due on the 2nd now", [
    { name: "tasks_update", input: { task: "t1", due: "2026-04-02" } },
  ]],
  ["gwen's invoice should be due the 30th", [
    { name: "tasks_update", input: { task: "t1", due: "2026-03-30" } },
  ]],
  // "next week friday": the Friday of next week, as requests read it (was the Sunday after).
  ["the quarterly report is due next week friday now", [
    { name: "tasks_update", input: { task: "t2", due: "2026-03-20" } },
  ]],
  // A trip named by its own day said as what it had; its place put right, the old one first.
  ["we leave on the 12th now, not the 10th", [
    { name: "trips_update", input: { trip: "p2", start_date: "2026-05-12" } },
  ]],
  ["not Durban, it's Cape Town, the conference moved", [
    { name: "trips_update", input: { trip: "p2", destination: "Cape Town" } },
  ]],
  ["the quarterly report is due on 14 April now", [
    { name: "tasks_update", input: { task: "t2", due: "2026-04-14" } },
  ]],
  ["the quarterly report is due monday now", [
    { name: "tasks_update", input: { task: "t2", due: "2026-03-16" } },
  ]],
  ["Gwen's invoice is due the 18th, no, the 19th, hang on, the 17th. Change it.", [
    { name: "tasks_update", input: { task: "t1", due: "2026-03-17" } },
  ]],
  ["the rugby final is the 25th now, no wait, the 26th", [
    { name: "countdowns_set", input: { title: "Rugby final", date: "2026-04-26" } },
    { name: "countdowns_remove", input: { countdown: "c1" } },
  ]],
  ["The printer ink receipt actually says 46 euros, I swapped the digits", [
    { name: "expenses_update", input: { expense: "e1", amount: 46 } },
  ]],
  ["the printer paper was bought on the 25th, not the 26th", [
    { name: "expenses_update", input: { expense: "e2", date: "2026-02-25" } },
  ]],
  ["I put Edinburgh in wrong, it's the 16th to the 18th", [
    {
      name: "trips_update",
      input: { trip: "p1", start_date: "2026-04-16", end_date: "2026-04-18" },
    },
  ]],
  ["Lisbon trip is Porto now, same dates", [
    { name: "trips_update", input: { trip: "p3", destination: "Porto" } },
  ]],
  ["we're going to Cape Town instead of Durban now, same dates", [
    { name: "trips_update", input: { trip: "p2", destination: "Cape Town" } },
  ]],
  ["the surfboard target is 350 now", [
    { name: "price_watches_set_target", input: { watch: "w1", target_price: 350 } },
  ]],
  ["My budget for the gravel bike is now 1,100 euros", [
    { name: "price_watches_set_target", input: { watch: "w2", target_price: 1100 } },
  ]],
  ["the surfboard one is 380 not 400", [
    { name: "price_watches_set_target", input: { watch: "w1", target_price: 380 } },
  ]],
  ["i said 400 for the surfboard but i meant 380", [
    { name: "price_watches_set_target", input: { watch: "w1", target_price: 380 } },
  ]],
  ["Durban: back on the 21st instead of the 20th", [
    { name: "trips_update", input: { trip: "p2", end_date: "2026-05-21" } },
  ]],
  ["we leave Durban on the 12th instead of the 10th", [
    { name: "trips_update", input: { trip: "p2", start_date: "2026-05-12" } },
  ]],
  ["coming home from Durban on the 19th instead", [
    { name: "trips_update", input: { trip: "p2", end_date: "2026-05-19" } },
  ]],
  ["Edinburgh is the 17th to the 19th now", [
    {
      name: "trips_update",
      input: { trip: "p1", start_date: "2026-04-17", end_date: "2026-04-19" },
    },
  ]],
  ["the Durban trip got pushed, we leave on the 12th now", [
    { name: "trips_update", input: { trip: "p2", start_date: "2026-05-12" } },
  ]],
  ["Durban got moved, we're back on the 22nd instead", [
    { name: "trips_update", input: { trip: "p2", end_date: "2026-05-22" } },
  ]],
  ["the rugby final is the 25th now not the 18th", [
    { name: "countdowns_set", input: { title: "Rugby final", date: "2026-04-25" } },
    { name: "countdowns_remove", input: { countdown: "c1" } },
  ]],
  ["Mia's wedding got moved to 12 September", [
    { name: "countdowns_set", input: { title: "Mia's wedding", date: "2026-09-12" } },
    { name: "countdowns_remove", input: { countdown: "c3" } },
  ]],
  ["Lucy's birthday is actually the 19th not the 9th", [
    { name: "birthdays_remove", input: { birthday: "b1" } },
    { name: "birthdays_save", input: { name: "Lucy", date: "--04-19" } },
  ]],
  ["Leo's birthday is the 3rd of May actually", [
    { name: "birthdays_remove", input: { birthday: "b2" } },
    { name: "birthdays_save", input: { name: "Leo", date: "2018-05-03" } },
  ]],
];

for (const [message, calls] of READ) {
  Deno.test(`changedCalls() reads "${message}"`, () => {
    assert.deepEqual(read(message), calls);
  });
}

/** Look-alikes: nothing changes. */
const LEFT: string[] = [
  // The day said as had is no trip's own (Lucy's birthday is the 9th), or a name is told after.
  "we leave on the 12th now, not the 9th",
  "it's the 12th now, not the 10th",
  "not Durban, it's Cape Town, Ravi says 5 days",
  "is the invoice for Gwen due on the 2nd now?",
  "what's the surfboard target now",
  "if the rugby final is the 25th now, book the pub",
  "maybe Edinburgh is the 17th to the 19th now",
  "the rugby final was the 18th",
  "the surfboard is 350 euros",
  "my sister's birthday is the 19th now",
  "Tom's trip is the 12th now",
  "the rugby final is 350 now",
  "the surfboard target is the 25th now",
  "the rugby final and the semi are the 25th now",
  "Lucy's birthday is actually the 19th not the 12th",
  "the surfboard target is 350 not 300",
  "the Durban trip is the 12th now",
  "Lisbon is the 4th now",
  "the dentist call is due on the 14th now",
  "the rugby final is the 25th or 26th now",
  "the rugby final is on the 25th at 3pm now",
  "remind me the rugby final is the 25th now",
  "add the rugby final on the 25th instead",
  "the Jordans target is 90 pounds now",
  "the surfboard target is 350 now, and the bike 1000",
  "Edinburgh is the 19th to the 17th now",
  "I said 400 for the surfboard",
  "Lisbon trip is great now",
  "the Lisbon trip is sorted now",
  "we're going to Porto instead of Rome now",
  "Lisbon trip is Lisbon now",
  "Tom's Lisbon trip is Porto now",
  "Mia's flight is the 12th now",
  "Lucy's party is the 19th now",
  "the surfboard is 350 now",
  "the gravel bike is 1,100 euros now",
  "the printer paper was bought on the 25th",
  "the printer paper was bought on the 25th, not the 24th",
  "the printer ink was 46 euros",
  "the printer stuff is 46 euros now",
  "the printer paper was bought on 25 February now",
  "Edinburgh went wrong on the 17th",
  "Tom's Durban trip got pushed, he leaves on the 12th now",
  "Mum's surfboard target is 350 now",
  "the rugby final isn't the 25th now",
  "I think the rugby final is the 25th now",
  "the rugby final will probably be the 25th now",
  "so the rugby final is the 25th now?",
  "put Edinburgh in for the 16th to the 18th now",
  "Gwen's invoice is due the 18th, no, the 19th, hang on, the 17th",
  "the surfboard target is 350 now, no wait, 340",
  "i said 300 for the surfboard but i meant 380",
  "Durban: back on the 21st instead of the 18th",
  "we leave Durban on the 12th instead of the 20th",
  "the Durban trip got pushed back, the 12th now",
];

for (const message of LEFT) {
  Deno.test(`changedCalls() leaves "${message}" alone`, () => {
    assert.equal(read(message), null);
  });
}

Deno.test("changeSaid() wants a word of change and no question or request", () => {
  assert.ok(changeSaid("the final is the 25th now"));
  assert.ok(changeSaid("it's the 19th not the 9th"));
  assert.ok(!changeSaid("the final is the 25th"));
  assert.ok(!changeSaid("when is the final now?"));
  assert.ok(!changeSaid("save the final on the 25th instead"));
});
