import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): string[] {
  return readToolIntent(text, CTX).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

Deno.test("a question about the user's own things is read with words no group knows", () => {
  assert.deepEqual(calls("where did I jot down the code for the bike shed?"), ["notes_list {}"]);
  assert.deepEqual(calls("do we still have mustard on the list?"), ["shopping_list {}"]);
  assert.deepEqual(calls("has the roofer ever got back to me about the gutter?"), [
    "email_followups_list {}",
  ]);
  assert.deepEqual(calls("how old is Nina going to be in June?"), ["birthdays_list {}"]);
  // About the world, or to someone else's answer: nothing.
  for (
    const text of [
      "what's the capital of Peru?",
      "remind me, who wrote Hamlet?",
      "how old am I?",
      "did I tell you about my trip?",
      "where should we go on holiday?",
      "who's on my shopping list for the wedding?",
      "what's on TV tonight?",
      // What the memory holds, said with a group's everyday word.
      "what does my friend number 12 like?",
      "what did I say about my sister?",
    ]
  ) assert.deepEqual(calls(text), [], text);
});

Deno.test("a question's read call takes the days, month or done items it says", () => {
  assert.deepEqual(calls("anything in the diary this weekend?"), [
    'calendar_list {"from":"2026-03-14","to":"2026-03-15"}',
  ]);
  assert.deepEqual(calls("what time's the dentist on friday"), [
    'calendar_list {"from":"2026-03-13","to":"2026-03-13"}',
  ]);
  assert.deepEqual(calls("did I have anything on last tuesday"), [
    'calendar_list {"from":"2026-03-10","to":"2026-03-10"}',
  ]);
  assert.deepEqual(calls("what have I got on in the next fortnight"), [
    'calendar_list {"from":"2026-03-11","to":"2026-03-24"}',
  ]);
  assert.deepEqual(calls("did I ever finish the boiler task?"), [
    'tasks_list {"include_completed":true}',
  ]);
  assert.deepEqual(calls("show me last month's expenses"), [
    'expenses_dashboard {"month":"2026-02"}',
  ]);
  assert.deepEqual(calls("whats toms number"), ['contacts_list {"query":"Tom"}']);
  // A holiday alone is no day of the user's.
  assert.deepEqual(calls("when is easter this year?"), []);
});

Deno.test("how a day looks asks the calendar of that day; how a thing looks does not", () => {
  assert.deepEqual(calls("what does monday look like"), [
    'calendar_list {"from":"2026-03-16","to":"2026-03-16"}',
  ]);
  assert.deepEqual(calls("what does a pangolin look like"), []);
});

Deno.test("a day asked whether it is busy or free asks the calendar of that day", () => {
  assert.deepEqual(calls("is thursday the 19th busy?"), [
    'calendar_list {"from":"2026-03-19","to":"2026-03-19"}',
  ]);
  assert.deepEqual(calls("is tomorrow free?"), [
    'calendar_list {"from":"2026-03-12","to":"2026-03-12"}',
  ]);
  // Busy said of no day asks nothing of the calendar.
  assert.deepEqual(calls("is the motorway busy?"), []);
});

Deno.test("a total asked of a month is that month's dashboard", () => {
  const at = { now: new Date("2026-08-03T10:00:00Z"), timezone: "Africa/Johannesburg" };
  assert.deepEqual(readToolIntent("what's my total for July on the business side", at).calls, [
    { name: "expenses_dashboard", input: { month: "2026-07" } },
  ]);
  assert.deepEqual(readToolIntent("what was our total in march for the house stuff?", at).calls, [
    { name: "expenses_dashboard", input: { month: "2026-03" } },
  ]);
});
