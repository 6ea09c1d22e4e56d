import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

Deno.test("a clock time written with a dot after a day is that day's time, not a year", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ["remind me on 3 april 9.45am to ring the vet", "reminders_create", {
      text: "ring the vet",
      at: "2026-04-03T09:45:00+02:00",
    }],
    ["remind me on 14 march 2.30 to collect the dry cleaning", "reminders_create", {
      text: "collect the dry cleaning",
      at: "2026-03-14T14:30:00+01:00",
    }],
    ["add a task to ring the council on 19 march 10.15am", "tasks_create", {
      content: "ring the council",
      due: "2026-03-19T10:15:00+01:00",
    }],
    ["calendar: physio march 20th 10.15pm", "propose_action", {
      calendar_event: {
        title: "Physio",
        start: "2026-03-20T22:15:00+01:00",
        end: "2026-03-20T23:15:00+01:00",
      },
    }],
    ["put yoga on 17th march 9.45am in my calendar", "propose_action", {
      calendar_event: {
        title: "Yoga",
        start: "2026-03-17T09:45:00+01:00",
        end: "2026-03-17T10:45:00+01:00",
      },
    }],
    ["calendar: school run 18 march 2.30", "propose_action", {
      calendar_event: {
        title: "School run",
        start: "2026-03-18T14:30:00+01:00",
        end: "2026-03-18T15:30:00+01:00",
      },
    }],
  ];
  for (const [text, name, input] of cases) {
    assert.deepEqual(calls(text), [{ name, input }], text);
  }
});

Deno.test("a clock time not read whole leaves no title, and an amount after a day stays one", () => {
  // "10.5am" is no time: nothing is proposed, rather than a title holding ".5am".
  assert.deepEqual(calls("calendar: gym 5th may 10.5am"), []);
  assert.deepEqual(calls("calendar: gym 5th may 10.75am"), []);
  // What was spent on a day keeps its amount and its day ("12.50" is no year, and no time).
  assert.deepEqual(calls("spent 12.50 on 3 march on a taxi"), [{
    name: "expenses_record",
    input: { amount: 12.5, currency: "EUR", description: "taxi", date: "2026-03-03" },
  }]);
  assert.deepEqual(calls("taxi 3 march 12.50"), []);
});
