import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 November 2026, 10:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  return readToolIntent(text, LONDON).calls;
}

const kept = (text: string): ToolCall => ({ name: "keepsakes_save", input: { text } });

Deno.test("a head naming the keepsake keeps the text said right after it, without a colon", () => {
  const cases: [string, string][] = [
    [
      "save this as a keepsake 🥹 my little bro said im his favorite person ever",
      "my little bro said im his favorite person ever",
    ],
    [
      "save this keepsake first king salmon Jack ever caught 22 pounds on the Kenai",
      "first king salmon Jack ever caught 22 pounds on the Kenai",
    ],
    ["keep this as a keepsake Noor baked her first loaf", "Noor baked her first loaf"],
    ["please store this as my keepsake the day we got the keys", "the day we got the keys"],
    ["save that keepsake grandpa taught Leo to whistle", "grandpa taught Leo to whistle"],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), [kept(want)], text);
});

Deno.test("'keep this one …' and 'keep this. …' keep a moment said after them", () => {
  const cases: [string, string][] = [
    [
      "keep this one the kids said grace together for the first time tonight",
      "the kids said grace together for the first time tonight",
    ],
    [
      "PLEASE KEEP THIS. MY LATE HUSBAND ALWAYS SAID TOMORROW IS ANOTHER DAY",
      "MY LATE HUSBAND ALWAYS SAID TOMORROW IS ANOTHER DAY",
    ],
    ["treasure this! Mia said her first word today", "Mia said her first word today"],
    [
      "cherish this one Ava laughed at the ducks all afternoon",
      "Ava laughed at the ducks all afternoon",
    ],
    [
      "keep that. Sam hugged his sister for the first time",
      "Sam hugged his sister for the first time",
    ],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), [kept(want)], text);
});

Deno.test("a keep verb said without a colon keeps nothing when no moment follows", () => {
  for (
    const text of [
      "keep this one for later please",
      "keep it up. you are doing great",
      "keep this one in the drafts folder",
      "keep it. the dentist appointment is on monday",
      "keep this one short and friendly",
      "keep this. thanks",
      "keep it simple and clear for the kids",
      "keep that one for the meeting tomorrow",
      "save this one the plumber said the boiler is fine",
      "save this. the plumber comes on friday",
      "keep it quiet. the kids are asleep",
      "keep this one open until friday please",
      "save this keepsake please",
      "keep this one the boiler is serviced every march",
      "keep that. the car goes in for its MOT on friday",
      "keep this one as it is",
      "keep this one and delete the rest",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("a head naming another kind is that kind's, and 'save this as a keepsake' alone asks", () => {
  assert.deepEqual(calls("keep this as a note the wifi password is on the router"), [
    { name: "notes_create", input: { text: "the wifi password is on the router" } },
  ]);
  assert.deepEqual(calls("save this as a keepsake"), []);
});

Deno.test("'as a keepsake' after the keep verb is no part of the text kept", () => {
  const cases: [string, string][] = [
    [
      "keep, as a keepsake, the line my granddaughter wrote in her card: 'Grandpa is slow.'",
      "the line my granddaughter wrote in her card: 'Grandpa is slow.'",
    ],
    [
      "I should like to keep as a keepsake the line Jo wrote in her card: 'best dad'",
      "the line Jo wrote in her card: 'best dad'",
    ],
    [
      "I want to keep the line my son wrote in his card: 'you are my hero'",
      "the line my son wrote in his card: 'you are my hero'",
    ],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), [kept(want)], text);
});

Deno.test("Spanish 'guárdame esto:' keeps what follows; alone, or with a thing, it keeps nothing", () => {
  assert.deepEqual(calls("guárdame esto: la taquería on Calle Durango with the best al pastor"), [
    kept("la taquería on Calle Durango with the best al pastor"),
  ]);
  assert.deepEqual(calls("guárdame eso: el primer diente de Lucía"), [
    kept("el primer diente de Lucía"),
  ]);
  assert.deepEqual(calls("guárdame esto"), []);
  assert.deepEqual(calls("guárdame la leche"), []);
});
