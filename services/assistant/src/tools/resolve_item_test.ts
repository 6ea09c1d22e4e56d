import assert from "node:assert/strict";
import {
  ambiguousField,
  asksWhichOne,
  matchesNothing,
  namesNoItem,
  resolveItem,
} from "./resolve_item.ts";
import { resolveRef } from "./lists/resolve_ref.ts";

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error("expected an error");
}

Deno.test("asksWhichOne() and ambiguousField() read the error of a reference that matches several", () => {
  const items = [{ id: "1", label: "Lisbon 2027-04-02" }, { id: "2", label: "Lisbon 2027-05-01" }];
  const error = errorOf(() => resolveItem(items, "Lisbon", "trip"));
  assert.ok(asksWhichOne(error), error);
  assert.ok(!matchesNothing(error));
  assert.equal(ambiguousField({ trip: "Lisbon", notes: "x" }, error), "trip");
  assert.equal(ambiguousField({ notes: "Rome" }, error), null);
  // A reference shortened with "…" in the message still names its field.
  const shortened = `Several notes match "${"a".repeat(59)}…": "x", "y". Say which one`;
  assert.equal(ambiguousField({ note: "a".repeat(70) }, shortened), "note");
});

Deno.test("matchesNothing() reads the error of a reference that matches no item", () => {
  const error = errorOf(() => resolveItem([{ id: "1", label: "Rome" }], "Oslo", "trip"));
  assert.ok(matchesNothing(error), error);
  assert.ok(!asksWhichOne(error));
});

const TRIPS = [
  { id: "t1", label: "Lisbon 2027-04-02" },
  { id: "t2", label: "Rome 2027-06-10" },
  { id: "t3", label: "Oslo 2027-08-01" },
];

Deno.test("a reference that names no particular item means the only one there is", () => {
  for (const ref of ["the trip", "my trip", "trip", "the trips", "THE TRIP", "that one"]) {
    assert.equal(resolveItem([TRIPS[1]!], ref, "trip").id, "t2", ref);
    assert.equal(resolveRef([TRIPS[1]!], ref, "trip").id, "t2", ref);
  }
  assert.equal(
    resolveItem([{ id: "w", label: "Tent" }], "the price watch", "watched item", [
      "price watch",
    ]).id,
    "w",
  );
  assert.equal(
    resolveItem([{ id: "k", label: "File taxes" }], "my open task", "open task").id,
    "k",
  );
});

Deno.test("a reference that names no particular item, with several, names them all and asks", () => {
  for (const resolve of [resolveItem, resolveRef]) {
    const error = errorOf(() => resolve(TRIPS, "the trip", "trip"));
    assert.ok(asksWhichOne(error), error);
    for (const t of TRIPS) assert.ok(error.includes(t.label), `${t.label} in ${error}`);
    assert.equal(ambiguousField({ trip: "the trip" }, error), "trip");
    // The answer to the question names one.
    assert.equal(resolve(TRIPS, "Oslo", "trip").id, "t3");
  }
});

Deno.test("a reference that names no particular item, with none, matches nothing", () => {
  for (const resolve of [resolveItem, resolveRef]) {
    const error = errorOf(() => resolve([], "the countdown", "countdown"));
    assert.ok(matchesNothing(error), error);
    assert.match(error, /No countdown matches "the countdown"/);
  }
});

Deno.test("namesNoItem() reads only filler and the kind's own names as naming no item", () => {
  assert.ok(namesNoItem("the follow-up", ["follow-up"]));
  assert.ok(namesNoItem("my follow-ups", ["follow-up"]));
  assert.ok(!namesNoItem("the Lisbon trip", ["trip"]));
  assert.ok(!namesNoItem("the note", ["trip"]));
  assert.ok(!namesNoItem("", ["trip"]));
  assert.ok(!namesNoItem("...", ["trip"]));
  // A reference with the item's own words names that item, not "the one there is".
  assert.equal(resolveRef(TRIPS, "the Rome trip", "trip").id, "t2");
});

Deno.test("a reference by several words reaches the one item holding all of them but one", () => {
  const notes = [
    { id: "n1", label: "parking level 2 row F" },
    { id: "n2", label: "door code 4471" },
    { id: "n3", label: "bins go out thursday" },
  ];
  assert.equal(resolveItem(notes, "the parking space", "note").id, "n1");
  assert.equal(resolveItem(notes, "the old door code", "note").id, "n2");
  // One word alone must match; two words missing is no match.
  assert.ok(matchesNothing(errorOf(() => resolveItem(notes, "the garage", "note"))));
  assert.ok(matchesNothing(errorOf(() => resolveItem(notes, "the garage door key", "note"))));
  // Never by a number left out, nor by a number alone.
  const shop = [{ id: "s1", label: "old 10" }, { id: "s2", label: "new 0" }];
  assert.ok(matchesNothing(errorOf(() => resolveItem(shop, "old 0", "shopping item"))));
  // Several holding all but one: which one is asked, never guessed.
  const two = [...notes, { id: "n4", label: "parking permit renewal" }];
  assert.ok(asksWhichOne(errorOf(() => resolveItem(two, "the parking space", "note"))));
});

Deno.test("a reference naming no item, with some out of reach, asks which one, never guesses", () => {
  const one = [{ id: "n1", label: "Kemi's new address is 12 Ring Road" }];
  for (const ref of ["the note", "my note", "note", "that one", "it"]) {
    const error = errorOf(() => resolveRef(one, ref, "note", 3));
    assert.ok(asksWhichOne(error), error);
    assert.match(error, /Kemi's new address .* and others changed only in your chat/);
    assert.doesNotMatch(error, /\b3\b/, "how many are out of reach is not said");
  }
  // Named by its words, the one in reach is found; with none out of reach, it is the one there is.
  assert.equal(resolveRef(one, "the note about Kemi", "note", 1).id, "n1");
  assert.equal(resolveRef(one, "my note", "note", 0).id, "n1");
  assert.equal(resolveRef(one, "it", "note").id, "n1");
});

Deno.test("a pronoun names no item: with several, they are named and which one is asked", () => {
  const error = errorOf(() => resolveItem(TRIPS, "it", "trip"));
  assert.ok(asksWhichOne(error), error);
  // "it" is never read as the start of a word of a label ("Italy").
  const items = [{ id: "i", label: "Italy 2027-05-01" }, { id: "r", label: "Rome 2027-06-10" }];
  assert.ok(asksWhichOne(errorOf(() => resolveItem(items, "it", "trip"))));
});
