import assert from "node:assert/strict";
import { readCalls } from "./_intent_test_util.ts";

/** Questions naming a group's word that ask what a thing is, or about the weather: nothing runs. */
const NOTHING = [
  "what is a countdown timer anyway",
  "what is a trip planner",
  "whats a price watch",
  "what's an email follow-up?",
  "what exactly is a birthday reminder",
  "what does a price watch do?",
  "what's the weather in Lisbon during my trip",
  "will it rain on my birthday?",
  "what's the forecast for my trip to Rome",
  "is it sunny in Paris next week?",
  "what's the temperature in Oslo during my trip?",
  "is it going to be rainy on the day of my countdown?",
];

Deno.test("a question of what a thing is, or of the weather, runs no tool at all", () => {
  for (const text of NOTHING) assert.equal(readCalls(text), "", text);
});

/** Look-alikes: the user's own items asked for, one named by the weather among them. */
const READS: readonly [string, string][] = [
  ["what is on my calendar tomorrow", "calendar_list"],
  ["what is my next trip", "trips_list"],
  ["what's Tom's number", "contacts_list"],
  ["what are my countdowns", "countdowns_list"],
  ["what is next on my calendar", "calendar_list"],
  ["whats on friday", "calendar_list"],
  ["what trips have i got", "trips_list"],
  ["what is the date of my Lisbon trip", "trips_list"],
  ["what's the rain jacket note", "notes_list"],
  ["what's the weather note say", "notes_list"],
  ["any trips coming up?", "trips_list"],
  ["what is Anna's birthday", "birthdays_list"],
  ["what does my week look like", "calendar_list"],
  ["what price watches do i have", "price_watches_list"],
  ["what am i waiting on replies for", "email_followups_list"],
];

Deno.test("look-alikes: questions of the user's own items still read them", () => {
  for (const [text, tool] of READS) assert.ok(readCalls(text).startsWith(tool), text);
});
