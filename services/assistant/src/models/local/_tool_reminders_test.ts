import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function only(text: string): ToolCall {
  const got = parseToolIntent(text, PARIS);
  assert.equal(got.length, 1, `"${text}" gives one call, not ${JSON.stringify(got)}`);
  return got[0]!;
}

Deno.test("a misspelt 'remind' still asks for a reminder", () => {
  assert.deepEqual(only("remnd me to book the vet at 4pm"), {
    name: "reminders_create",
    input: { text: "book the vet", at: "2026-03-11T16:00:00+01:00" },
  });
});

Deno.test("what to be reminded of may follow a colon after the time", () => {
  assert.deepEqual(only("set a reminder for Friday at 10am: renew passport"), {
    name: "reminders_create",
    input: { text: "renew passport", at: "2026-03-13T10:00:00+01:00" },
  });
  assert.deepEqual(only("create a loud-style alarm at 7 tomorrow morning: swim"), {
    name: "reminders_create",
    input: { text: "swim", at: "2026-03-12T07:00:00+01:00" },
  });
});

Deno.test("a reminder named by what it does in another form is found by its stem", () => {
  assert.deepEqual(only("stop reminding me about watering the ferns"), {
    name: "reminders_cancel",
    input: { reminder: "water ferns" },
  });
  assert.deepEqual(only("delete the reminder about shopping for shoes"), {
    name: "reminders_cancel",
    input: { reminder: "shop shoes" },
  });
});

Deno.test("a day named before the rest of the moment keeps its article out of the text", () => {
  assert.deepEqual(only("remind me at the start of next month to renew the insurance"), {
    name: "reminders_create",
    input: { text: "renew the insurance", at: "2026-04-01T09:00:00+02:00" },
  });
});

Deno.test("a time said with an alternative ('at 7 or 8') is not read", () => {
  assert.deepEqual(
    parseToolIntent("remind me to water the seedlings at 6 or 7", {
      now: new Date("2026-03-27T10:00:00Z"),
      timezone: "Europe/Paris",
    }),
    [],
  );
});

Deno.test("a second time said with pm is never held by the first read twelve hours off", () => {
  assert.deepEqual(
    parseToolIntent("remind me to open the windows at 7am and 7pm", {
      now: new Date("2026-03-27T10:00:00Z"),
      timezone: "Europe/Paris",
    }),
    [],
  );
});

Deno.test("a recurrence with an interval that cannot run ('every 0 days') runs nothing", () => {
  for (
    const text of [
      "remind me every 0 days at 9 to water the plants",
      "remind me to stretch every 5000 years",
      "remind me every 0 weeks on Monday to call mum",
    ]
  ) {
    assert.deepEqual(parseToolIntent(text, PARIS), [], text);
  }
  assert.equal(
    only("remind me every ten minutes to check the oven").input.recurrence,
    "FREQ=MINUTELY;INTERVAL=10",
  );
});
