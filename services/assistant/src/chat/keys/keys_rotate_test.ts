import assert from "node:assert/strict";
import { DEFAULT_OVERLAP_MS, MAX_OVERLAP_MS, overlapOf } from "./keys_rotate.ts";

Deno.test("overlapOf() keeps the old key 24 hours unless told, 1 minute to 7 days", () => {
  assert.equal(overlapOf(null), DEFAULT_OVERLAP_MS);
  assert.equal(overlapOf("for 2 hours"), 2 * 3_600_000);
  assert.equal(overlapOf("7 days"), MAX_OVERLAP_MS);
  for (
    const [keep, why] of [
      ["for 8 days", /1 minute to 7 days; "for 8 days" is longer/],
      ["for 0 hours", /is shorter/],
      ["whenever", /could not read "whenever" as a span of time/],
      ["x".repeat(500), /could not read "x{59}…"/],
    ] as const
  ) {
    const refused = overlapOf(keep);
    assert.ok(typeof refused !== "number", keep);
    assert.match(refused.refuse, why);
    assert.match(refused.refuse, /Nothing was changed/);
  }
});
