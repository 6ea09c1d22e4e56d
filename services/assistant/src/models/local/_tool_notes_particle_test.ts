/**
 * Notes: the particle of the verb said after "a note" ("put a note in that …", "a note down
 * saying …") is no part of what is noted; "reminders never work for me" says how things go, and
 * "what's due tomorrow on my list" asks for the tasks.
 * @module
 */
import assert from "node:assert/strict";
import { readCalls } from "./_intent_test_util.ts";

const note = (text: string) => `notes_create ${JSON.stringify({ text })}`;

Deno.test("notes: 'in', 'in there' or 'down' after 'a note' is the verb's", () => {
  const cases: [string, string][] = [
    ["put a note in that the landlord's number changed, ta", "the landlord's number changed"],
    ["stick a note in saying the bins go out tuesday", "the bins go out tuesday"],
    ["put a note in to say the boiler was serviced", "the boiler was serviced"],
    ["add a note in that the vet moved", "the vet moved"],
    ["put a note down that the meter reading is 4410", "the meter reading is 4410"],
    ["leave a note in that granny's ring is in the safe", "granny's ring is in the safe"],
    ["make a note in there that rent went up", "rent went up"],
    ["put a note in saying the spare key is under the mat", "the spare key is under the mat"],
  ];
  for (const [said, text] of cases) assert.equal(readCalls(said), note(text), said);
  // Said as what is noted, "in that …" and "down by …" stay.
  const kept: [string, string][] = [
    ["add a note: in that drawer are the spare keys", "in that drawer are the spare keys"],
    ["add a note saying in that box are the cables", "in that box are the cables"],
    ["put in a note that the wifi password changed", "the wifi password changed"],
    ["jot down that the gas man comes thursday", "the gas man comes thursday"],
    ["make a note that the code is 1234", "the code is 1234"],
  ];
  for (const [said, text] of kept) assert.equal(readCalls(said), note(text), said);
});

Deno.test("lists: how a kind's items behave is said, never asked to be seen", () => {
  for (
    const said of [
      "reminders never work for me",
      "reminders don't work for me",
      "reminders never show up on my phone",
      "keepsakes never load",
      "my notes keep vanishing",
      "tasks always pile up on me",
      "my reminders do not go off",
      "notes never save properly",
    ]
  ) assert.equal(readCalls(said), "", said);
  const listed: [string, string][] = [
    ["my reminders", "reminders_list {}"],
    ["reminders for me", "reminders_list {}"],
    ["any reminders for me", "reminders_list {}"],
    ["my tasks for today", "tasks_list {}"],
    ["reminders this week", "reminders_list {}"],
    ["reminders please", "reminders_list {}"],
    ["all my notes", "notes_list {}"],
    ["my keepsakes", "keepsakes_list {}"],
    ["the reminders for tomorrow", "reminders_list {}"],
  ];
  for (const [said, read] of listed) assert.equal(readCalls(said), read, said);
});

Deno.test("questions: what is due on a list named bare is the tasks'", () => {
  for (
    const said of [
      "what's due tomorrow on my list",
      "what have I got due this week on my list",
      "anything due friday on the list?",
      "what's overdue on my list",
      "is anything due today on my list",
      "which bills are due on my list",
      "what's due on my list this week",
      "whats due next on the list",
    ]
  ) assert.equal(readCalls(said), "tasks_list {}", said);
  for (
    const said of [
      "what's on my list for tomorrow",
      "is milk on my list",
      "what's due on my shopping list",
      "what's on my list",
      "what's due on my grocery list",
      "do we need eggs on the list",
    ]
  ) assert.equal(readCalls(said), "shopping_list {}", said);
});
