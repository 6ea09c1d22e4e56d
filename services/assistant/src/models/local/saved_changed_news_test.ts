import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { CHANGEABLE, changedCalls } from "./saved_changed.ts";
import { overSaid, POINTABLE, pointedCalls, savedItems } from "./saved_pointed.ts";

/** A Thursday evening in Johannesburg. */
const CTX = { now: new Date("2026-03-12T17:00:00Z"), timezone: "Africa/Johannesburg" };

function kind(name: string) {
  return CHANGEABLE.find((k) => k.kind.kind === name)!.kind;
}

const ITEMS = [
  ...savedItems(kind("reminder"), {
    reminders: [
      // Tue 17 March, 09:00 in Johannesburg.
      { id: "r1", text: "Physio appointment", next_fire_at: "2026-03-17T07:00:00.000Z" },
      {
        id: "r2",
        text: "Water the ferns",
        next_fire_at: "2026-03-14T06:00:00.000Z",
        recurrence: "FREQ=WEEKLY;BYDAY=SA",
      },
    ],
  }),
  ...savedItems(kind("task"), {
    tasks: [{ id: "t1", content: "renew car licence", due: "2026-03-25", completed: false }],
  }),
  ...savedItems(kind("countdown"), {
    countdowns: [
      { id: "c1", title: "Cup final", date: "2026-04-16" },
      { id: "c2", title: "Gran's 90th", date: "2026-05-02" },
    ],
  }),
  ...savedItems(kind("trip"), {
    trips: [{ id: "p1", destination: "Knysna", start_date: "2026-04-03", end_date: null }],
  }),
  ...savedItems(kind("expense"), {
    recent: [
      {
        id: "e1",
        description: "Toner cartridges",
        amount: "890.00",
        currency: "ZAR",
        date: "2026-03-05",
        supplier: { id: "s1", name: "Incredible Connection" },
      },
      {
        id: "e2",
        description: "Courier to Durban",
        amount: "150.00",
        currency: "ZAR",
        date: "2026-03-09",
        supplier: null,
      },
    ],
  }),
  ...savedItems(kind("watch"), {
    watches: [{ id: "w1", title: "Trail running shoes", currency: "ZAR", target_price: null }],
  }),
];

function read(message: string): ToolCall[] | null {
  return changedCalls(message, ITEMS, CTX);
}

const READ: [string, ToolCall[]][] = [
  ["the physio moved me to Wednesday at 11, change the reminder", [
    {
      name: "reminders_create",
      input: { text: "Physio appointment", at: "2026-03-18T11:00:00+02:00" },
    },
    { name: "reminders_cancel", input: { reminder: "r1" } },
  ]],
  ["physio is at 2pm now", [
    {
      name: "reminders_create",
      input: { text: "Physio appointment", at: "2026-03-17T14:00:00+02:00" },
    },
    { name: "reminders_cancel", input: { reminder: "r1" } },
  ]],
  ["the car licence isn't due on the 25th after all, it's the 28th", [
    { name: "tasks_update", input: { task: "t1", due: "2026-03-28" } },
  ]],
  ["car licence is due the 30th not the 25th", [
    { name: "tasks_update", input: { task: "t1", due: "2026-03-30" } },
  ]],
  ["the cup final got bumped to the 23rd of April", [
    { name: "countdowns_set", input: { title: "Cup final", date: "2026-04-23" } },
    { name: "countdowns_remove", input: { countdown: "c1" } },
  ]],
  ["change of plans, it's Plettenberg Bay not Knysna", [
    { name: "trips_update", input: { trip: "p1", destination: "Plettenberg Bay" } },
  ]],
  ["the toner cartridges were from Takealot, not Incredible Connection, update it", [
    { name: "expenses_update", input: { expense: "e1", supplier: "Takealot" } },
  ]],
  ["the running shoes are fine at R1400, tell me when they get there", [
    { name: "price_watches_set_target", input: { watch: "w1", target_price: 1400 } },
  ]],
  // "not more" bounds the value said: no old value.
  ["I'd pay 1300 max for the running shoes, not more", [
    { name: "price_watches_set_target", input: { watch: "w1", target_price: 1300 } },
  ]],
];

for (const [message, calls] of READ) {
  Deno.test(`changedCalls() reads the news "${message}"`, () => {
    assert.deepEqual(read(message), calls);
  });
}

/** Look-alikes: questions, hedges, unread or wrong old values, other items, other kinds. */
const LEFT = [
  // "not" said of a value that is not read, or not the item's own.
  "the cup final is on Saturday not Thursdays",
  "the cup final is on Saturday not Friday",
  "the cup final is the 23rd not the 9th",
  "the car licence isn't due on the 20th after all, it's the 28th",
  "change of plans, it's Plettenberg Bay not George",
  "the toner cartridges were from Takealot, not Makro, update it",
  "the courier was from Takealot, not Makro",
  // A weekday alone far from the item's own day: either week.
  "the cup final is on Saturday now",
  "the cup final is on Saturday not Thursday the 16th",
  // Questions, hedges, wishes.
  "has the physio moved to Wednesday at 11?",
  "the physio might move to Wednesday at 11",
  "if the cup final gets bumped to the 23rd, tell me",
  "maybe it's Plettenberg Bay not Knysna",
  "are the running shoes fine at 1500",
  // A repeating reminder, an old time said, a time past.
  "the ferns are at 10 now",
  "the physio is at 2pm now not 9",
  "physio moved to yesterday at 3",
  // "fine at" of anything but a watch.
  "the toner cartridges are fine at 700",
  // A price said alone is news of the price, never a target.
  "the running shoes are 1500 now",
  // Someone else's, or nothing named.
  "Tom's cup final got bumped to the 23rd of April",
  "it's the 28th now",
  "it's Plettenberg Bay not Knysna and the 5th not the 3rd",
];

for (const message of LEFT) {
  Deno.test(`changedCalls() changes nothing on "${message}"`, () => {
    assert.equal(read(message), null);
  });
}

const FOLLOWUPS = savedItems(POINTABLE.find((k) => k.kind === "followup")!, {
  followups: [
    { id: "f1", subject: "Bond refund", correspondent: "Pam Golding" },
    { id: "f2", subject: "Quote for paving", correspondent: "Sipho" },
  ],
});
const KEEPSAKES = savedItems(POINTABLE.find((k) => k.kind === "keepsake")!, {
  keepsakes: [
    { id: "k1", text: "Ticket stub from the Kirstenbosch concert" },
    { id: "k2", text: "Shell from Jeffreys Bay" },
  ],
});

Deno.test("a follow-up whose awaited thing came back is dismissed", () => {
  const message = "the bond refund came back in full!";
  const over = overSaid(message);
  assert.equal(over, "done");
  assert.deepEqual(pointedCalls(message, over!, FOLLOWUPS), [
    { name: "email_followups_dismiss", input: { followup: "f1" } },
  ]);
});

Deno.test("someone back from somewhere dismisses nothing", () => {
  assert.equal(overSaid("Sipho came back from leave today"), null);
  assert.equal(overSaid("did the bond refund come back?"), null);
});

Deno.test('"don\'t need the X one anymore" ends that one', () => {
  const message = "don't need the Kirstenbosch one anymore";
  assert.equal(overSaid(message), "gone");
  assert.deepEqual(pointedCalls(message, "gone", KEEPSAKES), [
    { name: "keepsakes_forget", input: { keepsake: "k1" } },
  ]);
});

Deno.test('"don\'t" opening a request to keep, or a question, ends nothing', () => {
  assert.equal(overSaid("don't delete the Kirstenbosch one"), null);
  assert.equal(overSaid("do we need the Kirstenbosch one anymore"), null);
  assert.equal(overSaid("don't you need the Kirstenbosch one anymore?"), null);
});
