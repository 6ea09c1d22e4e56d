import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in London. */
const LONDON: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/London" };

function ends(text: string): string[] {
  return readToolIntent(text, LONDON).calls.map((c: ToolCall) =>
    (c.input.calendar_event as { end: string }).end
  );
}

Deno.test("how long an event lasts, said with a verb of lasting, is its length, or nothing", () => {
  assert.deepEqual(
    ends("put the school play in the calendar for 19 march 6pm, it lasts 2 hours"),
    ["2026-03-19T20:00:00+00:00"],
  );
  assert.deepEqual(
    ends("add the quiz on friday at 8pm, it runs for about 3 hours"),
    ["2026-03-13T23:00:00+00:00"],
  );
  assert.deepEqual(
    ends("put the school play in the calendar for 19 march 6pm lasting 2 hours"),
    ["2026-03-19T20:00:00+00:00"],
  );
  assert.deepEqual(
    ends("put the recital in my calendar on 20 march at 6pm, which lasts an hour and a half"),
    ["2026-03-20T19:30:00+00:00"],
  );
  assert.deepEqual(
    ends("put the match in my calendar on saturday at 3pm, it takes 2 hours"),
    ["2026-03-14T17:00:00+00:00"],
  );
  // Said with no length read, the event is never made an hour long.
  for (
    const text of [
      "book a massage on saturday at 10, takes an hour and a half",
      "add the webinar on monday at 2pm, it's 45 minutes long",
      "add the exam on 4 may at 9, it lasts 3 hours, bring a pen",
    ]
  ) {
    for (const c of readToolIntent(text, LONDON).calls) {
      const e = c.input.calendar_event as { start: string; end: string };
      assert.notEqual(Date.parse(e.end) - Date.parse(e.start), 3_600_000, text);
    }
  }
  // Look-alikes: no length said, an hour as before.
  assert.deepEqual(ends("put the concert in my calendar on 5 april at 7pm"), [
    "2026-04-05T20:00:00+01:00",
  ]);
  assert.deepEqual(
    ends("add lunch with Priya on the 14th at 1pm for 90 minutes"),
    ["2026-03-14T14:30:00+00:00"],
  );
  assert.deepEqual(
    ends("put a meeting with Sam in my calendar tomorrow from 2 till 4"),
    ["2026-03-12T16:00:00+00:00"],
  );
});

Deno.test("a length said last after a comma may be said roughly: '…, about 2 hours'", () => {
  const ends: [string, string][] = [
    ["add my flight to the calendar: the 18th 6.45am, about 2 hours", "2026-03-18T08:45:00+00:00"],
    [
      "put lunch with Sam in my calendar on the 18th at 1pm, about 3 hours",
      "2026-03-18T16:00:00+00:00",
    ],
    ["put lunch with Sam in my calendar on the 18th at 1pm, 2 hours", "2026-03-18T15:00:00+00:00"],
  ];
  for (const [text, end] of ends) {
    const event = readToolIntent(text, LONDON).calls[0]?.input.calendar_event as { end?: string };
    assert.equal(event?.end, end, text);
  }
  // Look-alikes: "about" before anything but a length is no length; nothing is proposed.
  for (
    const text of [
      "add the dentist to my calendar friday 3pm, about 2 weeks before the wedding",
      "add the call to my calendar friday at 3, about the 2 houses",
    ]
  ) assert.deepEqual(readToolIntent(text, LONDON).calls, [], text);
});
