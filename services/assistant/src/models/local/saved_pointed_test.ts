import assert from "node:assert/strict";
import {
  overSaid,
  POINTABLE,
  type PointableKind,
  pointedCalls,
  type SavedItem,
} from "./saved_pointed.ts";
type Item = SavedItem<PointableKind>;

function kind(name: string) {
  return POINTABLE.find((k) => k.kind === name)!;
}

/** Saved items of several kinds, as their read tools list them. */
const SAVED: Item[] = [
  { kind: kind("shopping"), id: "s1", label: "oat milk", fields: {} },
  { kind: kind("shopping"), id: "s2", label: "bin bags", fields: {} },
  { kind: kind("note"), id: "n1", label: "Parking: level 3, bay 42", fields: {} },
  { kind: kind("note"), id: "n2", label: "milk frother is in the top cupboard", fields: {} },
  { kind: kind("countdown"), id: "c1", label: "Lisa's visit", fields: {} },
  { kind: kind("trip"), id: "t1", label: "Tulum", fields: {} },
  { kind: kind("task"), id: "k1", label: "pay the water bill", fields: {} },
  { kind: kind("task"), id: "k2", label: "sign up for the pottery class", fields: {} },
  { kind: kind("task"), id: "k3", label: "call mum", fields: {} },
  { kind: kind("task"), id: "k4", label: "call the garage", fields: {} },
  { kind: kind("followup"), id: "f1", label: "Tiles quote Carrelages Martin", fields: {} },
  { kind: kind("birthday"), id: "b1", label: "Uncle Bongani", fields: {} },
  { kind: kind("followup"), id: "f2", label: "Kitchen quote Dan's Kitchens", fields: {} },
  { kind: kind("keepsake"), id: "a1", label: "Acme launch party photo", fields: {} },
  { kind: kind("keepsake"), id: "a2", label: "what the Acme CEO said at the awards", fields: {} },
];

function read(message: string) {
  const over = overSaid(message);
  if (over === null) return null;
  const calls = pointedCalls(message, over, SAVED);
  return calls?.length === 1 ? calls[0] : calls;
}

Deno.test("a statement that a saved item is over ends that item, whatever its kind", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ["not bothered about the oat milk any more", "shopping_remove", { items: ["s1"] }],
    ["Lisa isn't coming any more", "countdowns_remove", { countdown: "c1" }],
    ["we're not doing Tulum anymore", "trips_delete", { trip: "t1" }],
    ["I've got the car back so the parking note can go", "notes_delete", { note: "n1" }],
    ["i already paid the water bill btw", "tasks_complete", { task: "k1" }],
    [
      "Carrelages Martin rang me this morning about the tiles quote",
      "email_followups_dismiss",
      { followup: "f1" },
    ],
    ["Picked up the bin bags on my way home.", "shopping_remove", { items: ["s2"] }],
    ["not bothered about the pottery class any more, bin that task", "tasks_delete", {
      task: "k2",
    }],
    [
      "stop nagging me about the kitchen quote, we went with someone else",
      "email_followups_dismiss",
      {
        followup: "f2",
      },
    ],
    ["no need to keep Uncle Bongani's birthday on there any more", "birthdays_remove", {
      birthday: "b1",
    }],
  ];
  for (const [message, tool, input] of cases) {
    assert.deepEqual(read(message), { name: tool, input }, message);
  }
});

Deno.test("what says an item is over, and what only looks like it", () => {
  assert.equal(overSaid("the Berlin gig got cancelled"), "gone");
  assert.equal(overSaid("we're not going to Crete after all"), "gone");
  assert.equal(overSaid("Priya wrote back about the venue"), "done");
  assert.equal(overSaid("I already paid the gas bill"), "done");
  for (
    const asked of [
      "did the Berlin gig get cancelled?",
      "is the pottery class still on",
      "if the flight gets cancelled I'd have to rebook everything",
      "don't delete the tennis note, I still need it",
      "maybe we're not going to Crete any more",
      "remind me to buy oat milk tomorrow",
      "what's on tomorrow",
    ]
  ) {
    assert.equal(overSaid(asked), null, asked);
  }
});

Deno.test("nothing ends when no saved item, or more than one, is named best", () => {
  for (
    const message of [
      // No saved item named.
      "I'm not bothered about football any more",
      "cancelled the gym membership today",
      // Two named as well as each other: "milk" is in a shopping item and a note.
      "the milk is off",
      // Two tasks start with "call".
      "the call is cancelled",
      // Done with something whose kind is not ended by being done: a note, a countdown.
      "I already paid for the parking, just so you know",
      "Lisa already answered",
      // A removal verb in a statement, not asked: "drop" the kids, "clear" skies.
      "I'll drop the bin bags round later",
      "the forecast is clear for Lisa's visit",
      // Done with, in words that settle another kind: a call settles a follow-up, not a list's item.
      "Mum rang about the oat milk",
      "I already told you about the oat milk",
      // The kind said is not the item's: "the oat milk task".
      "not bothered about the oat milk task any more",
    ]
  ) {
    assert.equal(read(message), null, message);
  }
});

Deno.test("a message that asks for more than ending one item ends nothing", () => {
  const more: Item[] = [
    ...SAVED,
    { kind: kind("task"), id: "k5", label: "print boarding passes", fields: {} },
    { kind: kind("task"), id: "k6", label: "buy adapter", fields: {} },
    { kind: kind("keepsake"), id: "p1", label: "Hugo's drawing of the Eiffel tower", fields: {} },
  ];
  for (
    const message of [
      "tick off print boarding passes, delete buy adapter and add pack chargers for tonight",
      "forget Hugo's Eiffel tower drawing and keep his new one of the Louvre pyramid instead",
      "we're not doing Tulum anymore, put Cancun in for the same dates",
      "the water bill is paid, remind me to file the receipt",
      // Two items named apart, "both" not said: which one is meant is not for it to guess.
      "delete print boarding passes and buy adapter, done with them",
    ]
  ) {
    const over = overSaid(message);
    assert.equal(over === null ? null : pointedCalls(message, over, more), null, message);
  }
});

Deno.test("a message saying both ends the two items it names, and only two", () => {
  assert.deepEqual(read("forget both the Acme ones"), [
    { name: "keepsakes_forget", input: { keepsake: "a1" } },
    { name: "keepsakes_forget", input: { keepsake: "a2" } },
  ]);
  assert.deepEqual(read("picked up the oat milk and the bin bags, both sorted"), {
    name: "shopping_remove",
    input: { items: ["s1", "s2"] },
  });
  const three: Item[] = [
    ...SAVED,
    { kind: kind("keepsake"), id: "a3", label: "Acme holiday card", fields: {} },
  ];
  assert.equal(pointedCalls("forget both the Acme ones", "gone", three), null);
  assert.equal(read("forget both the Tulum ones"), null);
});
