import assert from "node:assert/strict";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

/** The start of the one event a message proposes, or undefined. */
function eventStart(text: string): string | undefined {
  const calls = parseToolIntent(text, CORPUS_CLOCK).filter((c) => "calendar_event" in c.input);
  assert.ok(calls.length <= 1, text);
  return (calls[0]?.input.calendar_event as { start?: string } | undefined)?.start;
}

Deno.test("an event said with a clock time only takes the one day the message names", () => {
  const cases: [string, string][] = [
    [
      "Email marco@bellini.example to confirm the table for the 20th, and put the dinner in my calendar at 8pm",
      "2026-03-20T20:00:00+01:00",
    ],
    [
      "remind me tomorrow to book the cake and put the party in my calendar at 4pm",
      "2026-03-12T16:00:00+01:00",
    ],
    [
      "schedule a meeting with Bob at 3pm and email bob@example.com saying see you on the 14th",
      "2026-03-14T15:00:00+01:00",
    ],
    [
      "email ana@example.com saying the quiz is on Friday, and put the quiz in my calendar at 7pm",
      "2026-03-13T19:00:00+01:00",
    ],
    [
      "remind me on Saturday to buy flowers and put the dinner in my calendar at 8pm",
      "2026-03-14T20:00:00+01:00",
    ],
    [
      "add wine to the shopping list for the 21st and put the party in my calendar at 6pm",
      "2026-03-21T18:00:00+01:00",
    ],
    [
      "email jo@example.com saying see you on the 2nd of April and put lunch with Jo in my calendar at 1pm",
      "2026-04-02T13:00:00+02:00",
    ],
    [
      "remind me tomorrow at 9 to call the venue and put the rehearsal in my calendar at 5pm",
      "2026-03-12T17:00:00+01:00",
    ],
    [
      "email sam@example.com saying Monday works and put the call with Sam in my calendar at 10am",
      "2026-03-16T10:00:00+01:00",
    ],
    [
      "email kim@example.com that the booking is for the 25th, and put the dinner in my diary at 7.30pm",
      "2026-03-25T19:30:00+01:00",
    ],
  ];
  for (const [text, start] of cases) assert.equal(eventStart(text), start, text);
});

Deno.test("beside several days named, an event with no day of its own asks when", () => {
  for (
    const text of [
      "remind me on friday and on monday to call Bob, and put lunch in my calendar at 1pm",
      "email bo@example.com saying Tuesday or Thursday, and put the call in my calendar at 4pm",
      "remind me tomorrow to pack and put the flight in my calendar at 7am, back on the 20th",
    ]
  ) {
    const intent = readToolIntent(text, CORPUS_CLOCK);
    // Never today's guess: asked when, or nothing at all.
    assert.ok(!intent.calls.some((c) => "calendar_event" in c.input), text);
  }
});

Deno.test("an event's own day, or none named anywhere, stays as said", () => {
  const cases: [string, string][] = [
    ["put the dinner in my calendar at 8pm", "2026-03-11T20:00:00+01:00"],
    ["add milk to the list and put yoga in my calendar at 6pm", "2026-03-11T18:00:00+01:00"],
    [
      "put dinner with Ana in my calendar tonight at 8pm and remind me tomorrow to buy wine",
      "2026-03-11T20:00:00+01:00",
    ],
    ["put the dinner in my calendar on the 20th at 8pm", "2026-03-20T20:00:00+01:00"],
    [
      "remind me tomorrow to buy wine and put dinner in my calendar on Friday at 8pm",
      "2026-03-13T20:00:00+01:00",
    ],
    ["schedule a meeting with Bob tomorrow at 3pm", "2026-03-12T15:00:00+01:00"],
    [
      "remind me at 5 to call mum and put the dinner in my calendar at 8pm",
      "2026-03-11T20:00:00+01:00",
    ],
  ];
  for (const [text, start] of cases) assert.equal(eventStart(text), start, text);
});
