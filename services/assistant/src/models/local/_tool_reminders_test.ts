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

Deno.test("midnight tonight is the midnight that ends today, not noon", () => {
  const at = "2026-03-12T00:00:00+01:00";
  assert.deepEqual(only("remind me at midnight tonight to lock the shed").input, {
    text: "lock the shed",
    at,
  });
  assert.deepEqual(only("remind me tonight at 12 to switch the heater off").input, {
    text: "switch the heater off",
    at,
  });
  assert.deepEqual(only("set a reminder for midnight tonight to take the bins out").input, {
    text: "take the bins out",
    at,
  });
  // Noon said stays noon.
  assert.deepEqual(only("remind me at 12 noon today to eat").input, {
    text: "eat",
    at: "2026-03-11T12:00:00+01:00",
  });
});

Deno.test("a weekday written short is the reminder's day", () => {
  assert.deepEqual(only("remind me to call the bank fri").input, {
    text: "call the bank",
    at: "2026-03-13T09:00:00+01:00",
  });
  assert.deepEqual(only("remind me at 9 to ring the garage thurs").input, {
    text: "ring the garage",
    at: "2026-03-12T09:00:00+01:00",
  });
  // "sat" is a word of its own when no day is asked for.
  assert.deepEqual(only("remind me at 8 to check the sat nav").input, {
    text: "check the sat nav",
    at: "2026-03-12T08:00:00+01:00",
  });
});

Deno.test("reminding no longer wanted, said with the doing, cancels the reminder", () => {
  const cancel = (reminder: string) => ({ name: "reminders_cancel", input: { reminder } });
  assert.deepEqual(
    only("forget about reminding me re the boiler service"),
    cancel("boiler service"),
  );
  assert.deepEqual(only("quit reminding me about the tax forms"), cancel("tax forms"));
  assert.deepEqual(only("stop reminding me re the dentist now"), cancel("dentist"));
  // Nagging to chase someone is an email follow-up's, no reminder's.
  assert.notEqual(only("stop bugging me to chase Jenny").name, "reminders_cancel");
  // Another kind's list is no reminder.
  assert.deepEqual(parseToolIntent("forget about reminding me about my shopping list", PARIS), []);
});
