import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";
import { strayMeridiem } from "./_debris_when.ts";

const remind = (text: string, at: string): ToolCall => ({
  name: "reminders_create",
  input: { text, at },
});

Deno.test("reminders: a clock time dictated with a space for its colon, said with am or pm", () => {
  for (
    const [said, expected] of [
      [
        "remind me sunday at 7 45 pm to put the bins out",
        remind("put the bins out", "2026-03-29T19:45:00+02:00"),
      ],
      [
        "remind me tomorrow at 8 15am to ring the garage",
        remind("ring the garage", "2026-03-28T08:15:00+01:00"),
      ],
      [
        "at 5 30 pm remind me to start the dinner",
        remind("start the dinner", "2026-03-27T17:30:00+01:00"),
      ],
      [
        "remind me at 12 05 am to take my tablets",
        remind("take my tablets", "2026-03-28T00:05:00+01:00"),
      ],
    ] as const
  ) assert.deepEqual(parseToolIntent(said, PARIS), [expected], said);
  // Without am or pm, "6 30" may be two numbers: nothing is written.
  assert.deepEqual(parseToolIntent("remind me friday at 6 30 to pick up the cake", PARIS), []);
  // A number that is no hour keeps no time: "13 45 pm" is nothing.
  assert.deepEqual(parseToolIntent("remind me friday at 13 45 pm to call Ana", PARIS), []);
});

Deno.test("reminders: am or pm after a number that is no hour is never stored", () => {
  assert.ok(strayMeridiem("30 pm to pick up flowers"));
  assert.ok(strayMeridiem("check the 45pm slot"));
  assert.ok(strayMeridiem("call at 17 pm"));
  // An hour with am or pm, "am" the verb, "PM" a person, "spam" a word: no debris.
  assert.ok(!strayMeridiem("the train is at 6pm"));
  assert.ok(!strayMeridiem("the 6:30 pm showing"));
  assert.ok(!strayMeridiem("remind them I am the host"));
  assert.ok(!strayMeridiem("ping the PM about the budget"));
  assert.ok(!strayMeridiem("delete the spam"));
  assert.ok(!strayMeridiem("book the 7.15 a.m. train"));
  // Read whole: a text holding such a piece writes nothing.
  assert.deepEqual(parseToolIntent("remind me at 6pm to check the 30 pm thing", PARIS), []);
  assert.deepEqual(parseToolIntent("remind me at 6pm to ping the PM about the budget", PARIS), [
    remind("ping the PM about the budget", "2026-03-27T18:00:00+01:00"),
  ]);
});

Deno.test("reminders: how long something is for ('for the week') is its text, never its day", () => {
  const cases: [string, ToolCall][] = [
    [
      "every monday at 8am remind me to plan the meals for the week",
      {
        name: "reminders_create",
        input: {
          text: "plan the meals for the week",
          at: "2026-03-30T08:00:00+02:00",
          recurrence: "FREQ=WEEKLY;BYDAY=MO",
        },
      },
    ],
    [
      "remind me at 6pm to pack lunches for the week",
      remind("pack lunches for the week", "2026-03-27T18:00:00+01:00"),
    ],
    [
      "remind me to book the cottage for a week at 7pm",
      remind("book the cottage for a week", "2026-03-27T19:00:00+01:00"),
    ],
    // A day said after the length, or "in a week", is the day.
    ["remind me in a week at 6pm to call Tom", remind("call Tom", "2026-04-03T18:00:00+02:00")],
    [
      "remind me for a week from now to check the tyres",
      remind("check the tyres", "2026-04-03T09:00:00+02:00"),
    ],
  ];
  for (const [said, expected] of cases) {
    assert.deepEqual(parseToolIntent(said, PARIS), [expected], said);
  }
});

Deno.test("reminders: an hour said in words after 'at' is the time, never the text's", () => {
  const cases: [string, ToolCall][] = [
    // Was "seven to call mum" at 18:00: the evening's hour, the word left in the text.
    [
      "remind me tomorrow at seven in the evening to call mum",
      remind("call mum", "2026-03-28T19:00:00+01:00"),
    ],
    [
      "Saturday at nine in the morning, remind me to ring the vet",
      remind("ring the vet", "2026-03-28T09:00:00+01:00"),
    ],
    [
      "remind me at eleven tonight to lock the shed",
      remind("lock the shed", "2026-03-27T23:00:00+01:00"),
    ],
    [
      "remind me at ten past nine tomorrow to feed the cat",
      remind("feed the cat", "2026-03-28T09:10:00+01:00"),
    ],
  ];
  for (const [said, expected] of cases) {
    assert.deepEqual(parseToolIntent(said, PARIS), [expected], said);
  }
  // An hour told as what to be reminded of stays in the text.
  assert.deepEqual(
    parseToolIntent("remind me tomorrow at 10 that the meeting is at eleven", PARIS),
    [
      remind("the meeting is at eleven", "2026-03-28T10:00:00+01:00"),
    ],
  );
  // "at one point" is no time: nothing is set from it.
  assert.deepEqual(parseToolIntent("remind me at one point to call mum", PARIS), []);
});
