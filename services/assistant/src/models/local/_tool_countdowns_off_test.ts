import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return readToolIntent(text, PARIS).calls;
}

Deno.test("a countdown to a thing said called off is none", () => {
  for (
    const text of [
      "count down to the gig on 3 may called off",
      "countdown to the match on 4 june, it's been cancelled",
      "count down to the gig on 3 may, it's been postponed",
      "start a countdown to the recital on 9 may, it was canceled",
      "countdown to the festival on 20 june, it's off",
      "count down to the show on 2 may, it got scrapped",
      "countdown to the barbecue on 30 may, it fell through",
      "the gig on 3 may is off, countdown to it please",
      "countdown to the wedding on 6 june which is not happening",
    ]
  ) {
    assert.equal(calls(text).filter((c) => c.name === "countdowns_set").length, 0, text);
  }
});

Deno.test("a countdown whose words only look like a thing called off is set as said", () => {
  const set = (title: string, date: string) => [{ name: "countdowns_set", input: { title, date } }];
  assert.deepEqual(calls("count down to my day off on 3 may"), set("my day off", "2026-05-03"));
  assert.deepEqual(calls("countdown to time off 1 august"), set("time off", "2026-08-01"));
  assert.deepEqual(calls("countdown to the wedding on 3 june"), set("wedding", "2026-06-03"));
  assert.deepEqual(
    calls("count down to the fireworks which is on 5 nov"),
    set("fireworks", "2026-11-05"),
  );
  assert.deepEqual(calls("countdown to the match on 4 june, it's going to be great").length, 1);
  assert.deepEqual(calls("count down to the kick off on 8 august"), set("kick off", "2026-08-08"));
});

Deno.test("'the X's off' names X, its 's saying how it stands", () => {
  const removed = (countdown: string) => [{ name: "countdowns_remove", input: { countdown } }];
  assert.deepEqual(calls("the party's off so delete the countdown"), removed("party"));
  assert.deepEqual(calls("the gig's been cancelled so delete the countdown"), removed("gig"));
  assert.deepEqual(calls("the concert's over, remove the countdown"), removed("concert"));
  assert.deepEqual(calls("the recital's postponed so delete the countdown"), removed("recital"));
  assert.deepEqual(calls("the match's been moved, get rid of the countdown"), removed("match"));
});
