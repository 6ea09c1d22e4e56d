import assert from "node:assert/strict";
import { findTool } from "@asst/shared";
import { readToolIntent } from "./tool_intent.ts";

// The questions helper's battery: questions about the user's own data in every group, in varied
// voices, each read through its group's read tool with the filter it names where the tool takes
// one (a contact's query, the calendar's days, the expenses' month, done tasks); look-alikes that
// are no question about the data read nothing; no question ever writes.

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): string[] {
  return readToolIntent(text, CTX).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

const ASKED: readonly [string, string[]][] = [
  ["what reminders have I got?", ["reminders_list {}"]],
  ["did I ever hear back from the insurance guy?", ["email_followups_list {}"]],
  ["have I heard from the landlord yet?", ["email_followups_list {}"]],
  ["when do I get back from Rome?", ["trips_list {}"]],
  ["is the dentist reminder still on?", ["reminders_list {}"]],
  ["any reminders for tmrw?", ["reminders_list {}"]],
  ["Could you tell me which reminders are still pending, please?", ["reminders_list {}"]],
  ["did i set a reminder about the car tax", ["reminders_list {}"]],
  ["what tasks do I have left?", ["tasks_list {}"]],
  ["have I finished the tax return task?", ['tasks_list {"include_completed":true}']],
  ["Which of my to-dos are overdue?", ["tasks_list {}"]],
  ["anything on my todo list about the garden?", ["tasks_list {}"]],
  ["did I ever tick off the passport renewal?", ['tasks_list {"include_completed":true}']],
  ["did I save anything about the boiler?", ["keepsakes_list {}"]],
  ["what notes have i got", ["notes_list {}"]],
  ["Where did I put the note about the paint colour?", ["notes_list {}"]],
  ["did I keep that poem Gran wrote?", ["keepsakes_list {}"]],
  ["what keepsakes have I saved?", ["keepsakes_list {}"]],
  ["have I got anything kept from the wedding?", ["keepsakes_list {}"]],
  ["is milk on the shopping list?", ["shopping_list {}"]],
  ["whats on my shopping list", ["shopping_list {}"]],
  ["do we need eggs?", ["shopping_list {}"]],
  ["Have we got bread on the list already?", ["shopping_list {}"]],
  ["what's Priya's number?", ['contacts_list {"query":"Priya"}']],
  ["Have I got a contact for anyone at the history society?", [
    'contacts_list {"query":"history society"}',
  ]],
  ["who's the locum from ward 6 in my contacts", ['contacts_list {"query":"locum ward 6"}']],
  ["do I have an email address for Marco Rossi?", ['contacts_list {"query":"Marco Rossi"}']],
  ["whats sarahs mobile", ['contacts_list {"query":"Sarah"}']],
  ["which birthdays are in December?", ["birthdays_list {}"]],
  ["when is mum's birthday?", ["birthdays_list {}"]],
  ["whose birthday is next?", ["birthdays_list {}"]],
  ["how old will Tom be on his birthday?", ["birthdays_list {}"]],
  ["when do I fly out to Lisbon?", ["trips_list {}"]],
  ["what trips have I got coming up?", ["trips_list {}"]],
  ["when am I back from Rome?", ["trips_list {}"]],
  ["where am I going in May?", ["trips_list {}"]],
  ["how many days until the wedding?", ["countdowns_list {}"]],
  ["how long till our holiday?", ["countdowns_list {}"]],
  ["what countdowns do I have?", ["countdowns_list {}"]],
  ["how many sleeps till Christmas countdown?", ["countdowns_list {}"]],
  ["has anything I'm watching got cheaper?", ["price_watches_list {}"]],
  ["what prices am I watching?", ["price_watches_list {}"]],
  ["did the price of the kettle drop?", ["price_watches_list {}"]],
  [
    "Are there any emails on which I am meant to follow up; I have a feeling I have neglected someone.",
    ["email_followups_list {}"],
  ],
  ["who hasn't replied to me?", ["email_followups_list {}"]],
  ["has the plumber got back to me?", ["email_followups_list {}"]],
  ["any follow ups pending?", ["email_followups_list {}"]],
  ["how much did I spend on taxis in October?", ['expenses_dashboard {"month":"2025-10"}']],
  ["what did I spend last month?", ['expenses_dashboard {"month":"2026-02"}']],
  ["how much have I spent this month?", ['expenses_dashboard {"month":"2026-03"}']],
  ["what did February cost me?", ['expenses_dashboard {"month":"2026-02"}']],
  [
    "My mother-in-law arrives on the 20th and stays till the 24th; what have I already got in that stretch?",
    ['calendar_list {"from":"2026-03-20","to":"2026-03-24"}'],
  ],
  ["am I free on Thursday afternoon?", ['calendar_list {"from":"2026-03-12","to":"2026-03-12"}']],
  ["what's on tomorrow?", ['calendar_list {"from":"2026-03-12","to":"2026-03-12"}']],
  ["what have I got next week?", ['calendar_list {"from":"2026-03-16","to":"2026-03-22"}']],
  ["when is my dentist appointment?", ["calendar_list {}"]],
  ["Please could you let me know what is in my diary for the weekend of the 21st.", [
    'calendar_list {"from":"2026-03-21","to":"2026-03-22"}',
  ]],
  ["what meeting i have in tuesday?", ['calendar_list {"from":"2026-03-17","to":"2026-03-17"}']],
  ["has Tom replied?", ["email_followups_list {}"]],
  ["Has Ana finally got back to me", ["email_followups_list {}"]],
  ["have I forgotten to answer anyone?", ["email_followups_list {}"]],
  ["do I owe anyone a reply?", ["email_followups_list {}"]],
  ["do I have a number for anyone at the bank?", ['contacts_list {"query":"bank"}']],
  ["have I got anyone from the tennis club in my contacts?", [
    'contacts_list {"query":"tennis club"}',
  ]],
  ["have I got anything noted about the gate code?", ["notes_list {}"]],
  ["have I got anything to chase?", ["email_followups_list {}"]],
  ["do I have anything overdue?", ["tasks_list {}"]],
  ["do I have anything saved about the boiler?", ["keepsakes_list {}"]],
  ["what did the taxis cost me last month?", ['expenses_dashboard {"month":"2026-02"}']],
  ["let me know which reminders I have", ["reminders_list {}"]],
  ["Tom's here on Friday till Sunday, anything on?", [
    'calendar_list {"from":"2026-03-13","to":"2026-03-15"}',
  ]],
];

Deno.test("a question about the user's data reads its group, filtered as it says", () => {
  for (const [text, expected] of ASKED) assert.deepEqual(calls(text), expected, text);
});

Deno.test("no question about the user's data writes anything", () => {
  for (const [text] of ASKED) {
    const written = readToolIntent(text, CTX).calls.filter((c) =>
      findTool(c.name)?.level !== "read"
    );
    assert.deepEqual(written, [], text);
  }
});

Deno.test("what only looks like a question about the data reads nothing", () => {
  for (
    const text of [
      "what is a keepsake?",
      "how do countdowns work?",
      "should I buy a new kettle?",
      "isn't it funny how birthdays come round so fast?",
      "what do you think of my shopping list?",
      "can you book flights?",
      "what's the weather in Lisbon tomorrow?",
      "who won the match last night?",
      "why do I always forget birthdays?",
      "is it worth watching prices on Amazon?",
      "what's a good present for a 5 year old?",
      "how many contacts can you hold?",
      "will you remember my notes if I log out?",
      "what's the capital of Portugal?",
      "tell me what you think of my shopping list",
      "let me know what you think of my notes",
      "why can't we ever stick to the shopping list?",
      "have I got in touch with the plumber on Monday?",
      "what have I got in the fridge for tomorrow?",
      "let me know when the kettle price drops",
      "did I forget to answer the quiz question?",
    ]
  ) assert.deepEqual(calls(text), [], text);
});

Deno.test("a settled reply said as a fact still dismisses; asked, it lists the follow-ups", () => {
  assert.deepEqual(calls("the plumber got back to me"), [
    'email_followups_dismiss {"followup":"plumber"}',
  ]);
  assert.deepEqual(calls("Tom replied"), ['email_followups_dismiss {"followup":"Tom"}']);
  assert.deepEqual(calls("has Jenny wrote back?"), ["email_followups_list {}"]);
  assert.deepEqual(calls("was the invoice paid?"), []);
});
