import assert from "node:assert/strict";
import { findTool } from "@asst/shared";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

// Questions about the user's own data that went to another group or to none: a quoted item asked
// done or not on a list named bare (a task), how low a thing's price has gone (the price watches),
// contacts asked for by who they are or the name they were saved under, "this weekend" said on a
// Saturday or a Sunday, and days said whole after the occasion they follow. Look-alikes stay as
// they were; no question writes.

/** Saturday 23 May 2026, 12:00 in Dubai. */
const SATURDAY: IntentContext = { now: new Date("2026-05-23T08:00:00Z"), timezone: "Asia/Dubai" };
/** Sunday 24 May 2026, 20:00 in Dubai. */
const SUNDAY: IntentContext = { now: new Date("2026-05-24T16:00:00Z"), timezone: "Asia/Dubai" };

function calls(text: string, at: IntentContext = CORPUS_CLOCK): string[] {
  return readToolIntent(text, at).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

const DONE_TASKS = ['tasks_list {"include_completed":true}'];
const WATCHES = ["price_watches_list {}"];
const days = (from: string, to: string) => [`calendar_list {"from":"${from}","to":"${to}"}`];
const contacts = (query: string) => [`contacts_list {"query":"${query}"}`];

const ASKED: readonly [string, string[], IntentContext?][] = [
  ["is 'renew the car tax' still on my list or did I finish it?", DONE_TASKS],
  ["did I finish 'call the bank' or is it still on my list?", DONE_TASKS],
  ['is "paint the fence" done yet or still on my list?', DONE_TASKS],
  ['have I completed "email the landlord" on my list?', DONE_TASKS],
  ["whats the cheapest the air fryer got", WATCHES],
  ["what's the lowest price the headphones dropped to?", WATCHES],
  ["how cheap did the trainers get?", WATCHES],
  ["what is the cheapest that tent has ever been", WATCHES],
  ["how cheap has the coffee machine got?", WATCHES],
  ["what's the cheapest price the dyson hit so far?", WATCHES],
  ["list everyone from the book club in my contacts", contacts("book club")],
  ["list everyone at the garage in my contacts", contacts("garage")],
  ["who's that contact i saved as dave football", contacts("dave football")],
  ["who did I save as mike plumber", contacts("mike plumber")],
  ["which contact did I save under dentist new", contacts("dentist new")],
  ["who is saved as big tony", contacts("big tony")],
  ["who's the contact we stored as nana 2", contacts("nana 2")],
  ["what's on this weekend?", days("2026-05-23", "2026-05-24"), SATURDAY],
  ["any meetings this weekend?", days("2026-05-23", "2026-05-24"), SATURDAY],
  ["have I got any appointments this weekend?", days("2026-05-30", "2026-05-31"), SUNDAY],
  ["anything in my calendar for the weekend?", days("2026-05-30", "2026-05-31"), SUNDAY],
  ["what did I have on this weekend?", days("2026-05-23", "2026-05-24"), SUNDAY],
  ["what have I got next weekend?", days("2026-03-21", "2026-03-22")],
  ["what's on this weekend?", days("2026-03-14", "2026-03-15")],
  [
    "show me my appointments after Diwali, from 9 November until 12 November",
    days("2026-11-09", "2026-11-12"),
  ],
  [
    "what's in my diary before the conference, between the 2nd and the 5th of June?",
    days("2026-06-02", "2026-06-05"),
  ],
  ["any meetings over half term, from 16 Feb to 20 Feb?", days("2027-02-16", "2027-02-20")],
];

Deno.test("a question about the user's own data reads the group it asks, filtered as said", () => {
  for (const [text, expected, at] of ASKED) assert.deepEqual(calls(text, at), expected, text);
});

Deno.test("none of these questions writes", () => {
  for (const [text, , at] of ASKED) {
    const written = readToolIntent(text, at ?? CORPUS_CLOCK).calls.filter((c) =>
      findTool(c.name)?.level !== "read"
    );
    assert.deepEqual(written, [], text);
  }
});

Deno.test("look-alikes stay as they were", () => {
  const SAME: readonly [string, string[]][] = [
    ["is 'oat milk' still on my shopping list or did we finish it?", ["shopping_list {}"]],
    ["is milk still on my list?", ["shopping_list {}"]],
    ["did we finish the milk on the list?", ["shopping_list {}"]],
    ["is bread on my list?", ["shopping_list {}"]],
    ["what's the cheapest flight to Rome?", []],
    ["what's the lowest score I got?", []],
    ["what's the lowest the temperature got last night?", []],
    ["how low did the river get?", []],
    ["what's the cheapest the supermarket has got?", []],
    ["how cheap did you say the tickets were?", []],
    ["who did I save the receipt for", []],
    ["who's that guy I met at the gym", []],
    ["list milk and eggs", []],
    ["show me my appointments after Eid", []],
    ["what's on after Eid?", []],
    ["show me my appointments after Eid this week", []],
    ["the lego set got cheaper", []],
    ["I saved Jake as jake gym", []],
    ["what's the cheapest way to get to the airport?", []],
  ];
  for (const [text, expected] of SAME) assert.deepEqual(calls(text), expected, text);
});
