import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

Deno.test("a list asked for as someone else's reads nothing and says how to ask for one's own", () => {
  const cases: [string, string][] = [
    ["show me my neighbour's shopping list", "show my shopping list"],
    ["what's in my husband's reminders", "show my reminders"],
    ["what's on my wife's to-do list?", "show my tasks"],
    ["what's on my son's calendar this week", "what's in my calendar this week"],
    ["can you read me my flatmate's notes", "show my notes"],
    ["pull up my boss's calendar for tomorrow", "what's in my calendar this week"],
  ];
  for (const [text, own] of cases) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.calls, [], text);
    assert.equal(read.asks.length, 1, `${text}: ${JSON.stringify(read)}`);
    assert.match(read.asks[0]!.question, /only see your own/u, text);
    assert.ok(read.asks[0]!.question.includes(`"${own}"`), text);
  }
});

Deno.test("a list of the user's own, or items about someone, is read as it was", () => {
  const cases: [string, string][] = [
    ["show my shopping list", "shopping_list"],
    ["what's on Friday's shopping list", "shopping_list"],
    ["what are my kids' birthdays", "birthdays_list"],
    ["when is my wife's birthday", "birthdays_list"],
    ["show my reminders about my husband's birthday", "reminders_list"],
  ];
  for (const [text, tool] of cases) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.calls.map((c) => c.name), [tool], `${text}: ${JSON.stringify(read)}`);
  }
  // Someone else's list named inside what is stored is the user's words, not a list asked for.
  const reminder = readToolIntent("remind me to check my husband's calendar tomorrow at 9", PARIS);
  assert.deepEqual(reminder.calls.map((c) => c.name), ["reminders_create"]);
  const item = readToolIntent("add my mum's shopping list to my notes: eggs, flour", PARIS);
  assert.ok(item.asks.every((a) => !a.tool.endsWith(":whose")), JSON.stringify(item));
});

Deno.test("a list said to be his, hers, theirs or a named person's is someone else's; a day's is the user's", () => {
  const theirs = [
    "what's on Sarah's calendar tomorrow?",
    "what does my brother have on his to-do list?",
    "can you show me Tom's reminders?",
    "what's on her shopping list?",
    "what's on their calendar this week?",
  ];
  for (const text of theirs) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.calls, [], text);
    assert.match(read.asks[0]?.question ?? "", /only see your own/u, text);
  }
  const yours: [string, string][] = [
    ["what's on Friday's shopping list?", "shopping_list"],
    ["show me today's tasks", "tasks_list"],
    ["show me Monday's calendar", "calendar_list"],
    ["show my notes about Sarah's wedding", "notes_list"],
    ["what did I note about his car?", "notes_list"],
    ["what's on my shopping list?", "shopping_list"],
    ["show me December's expenses", "expenses_dashboard"],
  ];
  for (const [text, tool] of yours) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.asks, [], text);
    assert.equal(read.calls[0]?.name, tool, text);
  }
});
