import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";
import { asksOpinion } from "./_question_opinions.ts";

const names = (text: string) => parseToolIntent(text, CORPUS_CLOCK).map((c) => c.name);

Deno.test("opinions: an opinion asked of a group's items lists none of them", () => {
  for (
    const text of [
      "do you think I have too many reminders?",
      "what do you think of my shopping list?",
      "honestly, d'you reckon my notes are a mess?",
      "Would it be rude to delete my ex from contacts?",
      "is it a bit much to keep a countdown to my own birthday",
      "am I weird for keeping every birthday card? I have so many keepsakes",
    ]
  ) assert.deepEqual(names(text), [], text);
});

Deno.test("opinions: the assistant's own likes, and people in general, ask no data", () => {
  for (
    const text of [
      "do you like keeping notes?",
      "do you ever get tired of my shopping lists?",
      "why do so many people put our birthdays on facebook?",
      "do most people keep a calendar like mine?",
    ]
  ) assert.deepEqual(names(text), [], text);
});

Deno.test("opinions: a remark ending in a plea to agree lists nothing", () => {
  for (
    const text of [
      "My mum never writes anything on the shopping list, does she?",
      "my dad has 40 reminders a day. how mad is that?",
      "my boss keeps notes on literally everything. Bit much, isn't it?",
      "our neighbour counts down to every holiday with a countdown app, kinda sweet right",
    ]
  ) assert.deepEqual(names(text), [], text);
});

Deno.test("opinions: a question of the user's own data still lists it", () => {
  const cases: [string, string][] = [
    ["what reminders do I have?", "reminders_list"],
    ["do I have any countdowns?", "countdowns_list"],
    ["my countdown to the wedding is still running, isn't it?", "countdowns_list"],
    ["when is mum's birthday?", "birthdays_list"],
    ["do you think you could show my notes?", "notes_list"],
    ["what's on my shopping list?", "shopping_list"],
  ];
  for (const [text, tool] of cases) assert.deepEqual(names(text), [tool], text);
});

Deno.test("opinions: what asks an opinion, and what does not", () => {
  assert.equal(asksOpinion("Funny, isn't it?"), true);
  assert.equal(asksOpinion("is that normal"), true);
  assert.equal(asksOpinion("is it on my list?"), false);
  assert.equal(asksOpinion("do you think"), false);
  assert.equal(asksOpinion("who is he?"), false);
});

Deno.test("opinions: someone's things asked about are the user's data, no people in general", () => {
  assert.deepEqual(names("is anyone's birthday this month?"), ["birthdays_list"]);
  assert.deepEqual(names("does anyone's birthday fall next week?"), ["birthdays_list"]);
  assert.deepEqual(names("is anybody waiting on an email from me?"), ["email_followups_list"]);
  assert.equal(asksOpinion("did anyone reply to my email?"), false);
  assert.equal(asksOpinion("do people really keep countdowns"), true);
});

Deno.test("a question of what would happen, or how a list behaves, lists none of them", () => {
  for (
    const text of [
      "would a reminder at 3am wake me up or is it silent",
      "would a reminder wake me up",
      "would my reminders show on my watch",
      "suppose i add a hundred things to the shopping list, is there a limit?",
      "is there a limit on the shopping list?",
    ]
  ) assert.deepEqual(names(text), [], text);
  // Look-alikes: asked politely, or asked of what is there, the list is read.
  assert.deepEqual(names("would you show my reminders"), ["reminders_list"]);
  assert.deepEqual(names("what reminders do i have?"), ["reminders_list"]);
  assert.deepEqual(names("is there anything on my shopping list?"), ["shopping_list"]);
});
