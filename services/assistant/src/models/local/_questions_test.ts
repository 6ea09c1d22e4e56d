import assert from "node:assert/strict";
import { questionCall } from "./_questions.ts";
import { readToolIntent } from "./tool_intent.ts";
import { calls } from "./_intent_test_util.ts";

Deno.test("a question about the user's data in new words lists the group's items", () => {
  const cases: [string, string][] = [
    ["when do I fly out to Lisbon?", "trips_list"],
    ["who hasn't written back?", "email_followups_list"],
    ["has anything I'm watching got cheaper?", "price_watches_list"],
    ["did I write anything down about the boiler?", "notes_list"],
    ["is bread on my shopping list?", "shopping_list"],
    ["which birthdays are in December?", "birthdays_list"],
  ];
  for (const [text, tool] of cases) assert.equal(questionCall(text)?.name, tool, text);
  assert.deepEqual(questionCall("how do I get hold of Raj?"), {
    name: "contacts_list",
    input: { query: "Raj" },
  });
});

Deno.test("a question about the world, a definition or the user's own birthday lists nothing", () => {
  for (
    const text of [
      "Is it going to rain on my trip?",
      "what is a keepsake?",
      "can you set reminders?",
      "how do countdowns work?",
      "when is my birthday?",
      "what's the capital of Portugal?",
      "add milk to the list",
    ]
  ) {
    assert.equal(questionCall(text), null, text);
  }
});

Deno.test("whom a question is about is not a word it leaves unread", () => {
  assert.equal(
    questionCall("did the airline ever reply about my refund?")?.name,
    "email_followups_list",
  );
  assert.equal(questionCall("has Roof Co got back to me yet?")?.name, "email_followups_list");
});

Deno.test("a kind said after 'about' is what a question is about, not the list it asks for", () => {
  const at = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  const read = (text: string) => readToolIntent(text, at).calls.map((c) => c.name);
  assert.deepEqual(read("any notes about the alarm?"), ["notes_list"]);
  assert.deepEqual(read("did I make a note about the alarm?"), ["notes_list"]);
  assert.deepEqual(read("do I have any notes on the trip to Rome?"), ["notes_list"]);
  // The list named before "about" is the one asked for.
  assert.deepEqual(read("any reminders about the dentist?"), ["reminders_list"]);
});

Deno.test("more question phrases of the groups; 'open' of one's own things is no opening hours", () => {
  const asked = (text: string) => readToolIntent(text, CTX_Q).calls.map((c) => c.name);
  assert.deepEqual(asked("did I save anything from the school play?"), ["keepsakes_list"]);
  assert.deepEqual(asked("anything pending from the plumber?"), ["email_followups_list"]);
  assert.deepEqual(asked("who do I know at the tennis club?"), ["contacts_list"]);
  assert.deepEqual(asked("who have I got saved from Acme?"), ["contacts_list"]);
  assert.deepEqual(asked("did I ever finish the gutter job?"), ["tasks_list"]);
  assert.deepEqual(asked("have I still got anything open about the garden?"), ["tasks_list"]);
  assert.deepEqual(asked("how much on expenses so far this month?"), ["expenses_dashboard"]);
  // The world's opening hours, and what is open for everyone: nothing.
  assert.deepEqual(asked("is the pharmacy still open?"), []);
  assert.deepEqual(asked("what time does my gym open?"), []);
});

/** Wednesday 11 March 2026, 09:30 in Paris. */
const CTX_Q = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

Deno.test("questions in the user's words: what was noted, whom to chase, a total of a month", () => {
  const cases: [string, string][] = [
    ["what did I write down about the snow tyres", "notes_list"],
    ["read me back what I noted about the samba school", "notes_list"],
    ["what had we noted about the fence posts?", "notes_list"],
    ["tell me what I jotted down about the boiler", "notes_list"],
    ["am I supposed to chase anyone this week", "email_followups_list"],
    ["do I still need to chase the plumber?", "email_followups_list"],
    ["what's my total for July on the business side", "expenses_dashboard"],
    ["what was our total in march for the house stuff?", "expenses_dashboard"],
  ];
  for (const [text, tool] of cases) assert.equal(questionCall(text)?.name, tool, text);
  for (
    const text of [
      "is it going to snow on my birthday?",
      "what's my total score in the quiz league",
      "what does my friend like?",
      "should I chase the bank?",
    ]
  ) {
    assert.equal(questionCall(text), null, text);
  }
});

Deno.test("asking what the assistant can do lists no data; asking what the user has does", () => {
  for (
    const text of [
      "so what sort of jobs are you actually good for?",
      "what kind of tasks can you handle?",
      "how many reminders can you hold?",
      "what types of notes do you take",
    ]
  ) assert.deepEqual(calls(text), [], text);
  const names = (text: string) => calls(text).map((c) => c.name);
  assert.deepEqual(names("what kind of reminders do I have"), ["reminders_list"]);
  assert.deepEqual(names("what tasks do you have for me"), ["tasks_list"]);
});
