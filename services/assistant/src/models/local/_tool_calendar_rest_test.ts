import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

/** Said on Wednesday 11 March 2026: the look at the calendar each asks for. */
const LOOKS: [string, Record<string, string>][] = [
  // The rest of a span.
  ["what does the rest of the week look like", { from: "2026-03-11", to: "2026-03-15" }],
  ["what does the rest of my week look like", { from: "2026-03-11", to: "2026-03-15" }],
  ["how does the rest of the month look", { from: "2026-03-11", to: "2026-03-31" }],
  ["how is the rest of this week looking", { from: "2026-03-11", to: "2026-03-15" }],
  ["what's my day like", { from: "2026-03-11", to: "2026-03-11" }],
  // Days gone by.
  ["did i have a meeting yesterday afternoon", { from: "2026-03-10", to: "2026-03-10" }],
  ["did we have any appointments last friday", { from: "2026-03-06", to: "2026-03-06" }],
  ["did I have an appointment on Monday", { from: "2026-03-16", to: "2026-03-16" }],
  // Days listed with their dates.
  ["what have I got on saturday the 21st and sunday the 22nd", {
    from: "2026-03-21",
    to: "2026-03-22",
  }],
  ["what's on the 3rd and the 5th of april", { from: "2026-04-03", to: "2026-04-05" }],
  ["what do I have tomorrow and friday", { from: "2026-03-12", to: "2026-03-13" }],
  // A clash asked of a day.
  ["check if anything clashes on thursday", { from: "2026-03-12", to: "2026-03-12" }],
  ["see whether anything conflicts on saturday", { from: "2026-03-14", to: "2026-03-14" }],
  // When something in the calendar named is.
  ["when is the dentist appointment? it should be in my calendar", {}],
  ["when is the dentist appointment", {}],
  ["when's the dentist in my calendar?", {}],
  ["whens my next catch up with Julia on the calendar", {}],
  ["when is my haircut on the calendar", {}],
  ["what time is the school play in my diary", {}],
];

Deno.test("the rest of a span, days gone by, days listed and things in the calendar are looked at", () => {
  for (const [text, input] of LOOKS) {
    assert.deepEqual(parseToolIntent(text, CORPUS_CLOCK), [{ name: "calendar_list", input }], text);
  }
});

Deno.test("look-alikes of a look at the calendar stay as they were", () => {
  const cases: [string, string[]][] = [
    ["when is bin day", []],
    ["when is the next bus", []],
    ["when is my mum's birthday", ["birthdays_list"]],
    ["what's on my shopping list", ["shopping_list"]],
    ["did i add milk to the list", []],
    ["what's on my calendar monday tuesday", ["calendar_list"]],
    ["what does the rest of the list look like", []],
  ];
  for (const [text, names] of cases) {
    assert.deepEqual(parseToolIntent(text, CORPUS_CLOCK).map((c) => c.name), names, text);
  }
});
