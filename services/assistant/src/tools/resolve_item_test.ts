import assert from "node:assert/strict";
import { ambiguousField, asksWhichOne, matchesNothing, resolveItem } from "./resolve_item.ts";

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
