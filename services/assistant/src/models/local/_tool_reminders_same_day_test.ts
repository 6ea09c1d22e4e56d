import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { completedFromSaved } from "./_saved_days.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

/** Saved reminders, in Paris: the dentist on Friday 13 March at 14:00, and others. */
const SAVED = {
  reminders: [
    ["r1", "dentist", "2026-03-13T13:00:00.000Z", null],
    ["r2", "water the plants", "2026-03-11T17:00:00.000Z", null],
    ["r3", "Parents' evening at school", "2026-03-11T17:00:00.000Z", null],
    ["r4", "gym", "2026-03-12T17:00:00.000Z", "FREQ=WEEKLY"],
  ].map(([id, text, next_fire_at, recurrence]) => ({
    id,
    text,
    next_fire_at,
    recurrence,
    timezone: "Europe/Paris",
  })),
};

function moved(text: string) {
  const r = readToolIntent(text, CORPUS_CLOCK);
  assert.deepEqual(r.calls, [], text);
  const saved = r.asks[0]?.saved;
  return saved ? completedFromSaved(saved, SAVED) : null;
}

Deno.test("a reminder put right to an hour, the old one said away, keeps its own day", () => {
  const cases: [string, string, string][] = [
    ["the dentist reminder should be 3pm now, not 2", "r1", "2026-03-13T15:00:00+01:00"],
    ["actually make the plant watering one 7pm not 6pm", "r2", "2026-03-11T19:00:00+01:00"],
    ["make the dentist reminder 4:30pm instead of 2", "r1", "2026-03-13T16:30:00+01:00"],
    ["the dentist one should be at 5 not 2", "r1", "2026-03-13T17:00:00+01:00"],
    ["change the dentist reminder to 9am, not 2pm", "r1", "2026-03-13T09:00:00+01:00"],
    ["set the plant watering reminder to 8pm rather than 6pm", "r2", "2026-03-11T20:00:00+01:00"],
    [
      "the parents' evening one is tomorrow at 6 actually, not tonight",
      "r3",
      "2026-03-12T18:00:00+01:00",
    ],
    ["the dentist one is friday at 4 now, not 2", "r1", "2026-03-13T16:00:00+01:00"],
    ["my dentist reminder should be 11am, not 2pm", "r1", "2026-03-13T11:00:00+01:00"],
    ["sorry, make the dentist one 10am not 2pm", "r1", "2026-03-13T10:00:00+01:00"],
  ];
  for (const [text, id, at] of cases) {
    const calls = moved(text);
    assert.ok(Array.isArray(calls), text);
    assert.deepEqual(calls.map((c) => c.name), ["reminders_create", "reminders_cancel"], text);
    assert.equal(calls[0]!.input.at, at, text);
    assert.equal(calls[1]!.input.reminder, id, text);
  }
});

Deno.test("an hour said without the old one, of a repeating or unknown reminder, moves none", () => {
  // Handed over, but no single saved one-off reminder named: the question is asked.
  for (
    const text of ["the gym reminder should be 7pm not 6pm", "the piano one should be 5pm not 4pm"]
  ) {
    assert.ok(!Array.isArray(moved(text)), text);
  }
  // Not handed over at all, and nothing run.
  for (
    const text of [
      "the dentist reminder should be 3pm",
      "make the dentist one 7pm",
      "the dentist reminder is lovely not boring",
      "the dentist one is tomorrow, not today",
      "the meeting one is 3pm not 2pm",
      "the dentist one was great, not bad",
      "is the dentist reminder 3pm not 2?",
      "the dentist is at 3pm not 2",
      "make the cake 3 layers not 2",
      "the train one is the 5pm not the 4pm",
      "the dentist reminder should be 3pm, not the dentist",
      "the gym one is monday not tuesday",
      "make the dentist reminder louder not quieter",
      "change the dentist reminder text, not the time",
      "the dentist one, not the gym one",
    ]
  ) {
    const r = readToolIntent(text, CORPUS_CLOCK);
    const saved = r.asks[0]?.saved;
    assert.ok(!saved || !String(saved.call.input.at).startsWith("T"), text);
    assert.ok(
      !r.calls.some((c) => ["reminders_create", "reminders_cancel"].includes(c.name)),
      text,
    );
  }
});
