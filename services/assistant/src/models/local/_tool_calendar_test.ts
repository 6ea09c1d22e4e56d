import assert from "node:assert/strict";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

Deno.test("'what do I have' with a day asks about the calendar", () => {
  assert.deepEqual(parseToolIntent("what have we got tomorrow", PARIS), [
    { name: "calendar_list", input: { from: "2026-03-12", to: "2026-03-12" } },
  ]);
  assert.deepEqual(parseToolIntent("what do I have on Saturday?", PARIS), [
    { name: "calendar_list", input: { from: "2026-03-14", to: "2026-03-14" } },
  ]);
});

Deno.test("a weekday of next week is that day, not the whole week", () => {
  assert.deepEqual(parseToolIntent("any appointments on Friday next week", PARIS), [
    { name: "calendar_list", input: { from: "2026-03-20", to: "2026-03-20" } },
  ]);
  assert.deepEqual(parseToolIntent("what's on my calendar next week", PARIS), [
    { name: "calendar_list", input: { from: "2026-03-16", to: "2026-03-22" } },
  ]);
});
