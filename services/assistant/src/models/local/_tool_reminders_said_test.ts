import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

const cancel = (reminder: string): ToolCall => ({
  name: "reminders_cancel",
  input: { reminder },
});
const at = (text: string, when: string): ToolCall => ({
  name: "reminders_create",
  input: { text, at: when },
});

Deno.test("reminders: one moved to another time is cancelled and made again at it", () => {
  const cases: [string, ToolCall[]][] = [
    ["move my gym reminder to saturday 9am", [
      cancel("gym"),
      at("gym", "2026-03-28T09:00:00+01:00"),
    ]],
    ["change the pharmacy reminder to 5pm tomorrow instead", [
      cancel("pharmacy"),
      at("pharmacy", "2026-03-28T17:00:00+01:00"),
    ]],
    ["the piano reminder should be 4pm on monday, not 3", [
      cancel("piano"),
      at("piano", "2026-03-30T16:00:00+02:00"),
    ]],
    ["reschedule the haircut reminder to tuesday at 10", [
      cancel("haircut"),
      at("haircut", "2026-03-31T10:00:00+02:00"),
    ]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(calls(text), expected, text);
  // Moved to no time ("to my other phone") or changed otherwise: nothing is cancelled. Moved to a
  // day without its hour, it would keep a time the message does not say: nothing is made at 09:00.
  assert.deepEqual(calls("move the bins reminder to my other phone"), []);
  assert.deepEqual(calls("move my dentist reminder to friday"), []);
  assert.deepEqual(calls("push the gas meter reminder to tomorrow"), []);
  assert.deepEqual(calls("the swimming reminder should be thursday, not wednesday"), []);
  assert.deepEqual(calls("the bin reminder should be louder"), []);
});

Deno.test("reminders: 'don't bother reminding me' cancels the reminder", () => {
  assert.deepEqual(calls("don't bother reminding me about the library books"), [
    cancel("library books"),
  ]);
  assert.deepEqual(calls("please don't bother reminding me to water the ferns"), [
    cancel("water ferns"),
  ]);
  assert.deepEqual(calls("don't bother reminding me about the school run"), [
    cancel("school run"),
  ]);
});

Deno.test("reminders: what I need to remember, asked, lists the reminders", () => {
  const all: ToolCall = { name: "reminders_list", input: {} };
  for (
    const text of [
      "what do I need to remember on Monday?",
      "is there anything we need to remember this weekend?",
      "anything I need to remember today",
    ]
  ) assert.deepEqual(calls(text), [all], text);
  // Asked of the assistant's own memory: no reminders.
  assert.deepEqual(calls("do you remember my sister's name?"), []);
});

Deno.test("reminders: a reminder no longer wanted, said after a word opening the message", () => {
  for (
    const [text, reminder] of [
      ["actually don't bother reminding me about the gas meter", "gas meter"],
      ["ok so, stop reminding me to water the tomatoes", "water tomatoes"],
      ["oh and no need to remind me about the bins any more", "bins"],
    ] as [string, string][]
  ) {
    assert.deepEqual(calls(text), [cancel(reminder)], text);
  }
});

Deno.test("reminders: a time corrected away in brackets after the text is no part of it", () => {
  assert.deepEqual(
    calls("set a reminder for 9am monday: call the garage (not 10)"),
    [at("call the garage", "2026-03-30T09:00:00+02:00")],
  );
  assert.deepEqual(
    calls("remind me at 4 tomorrow to collect the suit (not 5, the shop shuts early)"),
    [at("collect the suit", "2026-03-28T16:00:00+01:00")],
  );
  assert.deepEqual(
    calls("set a reminder for 6pm tomorrow: feed the fish (not 7, we're out later)"),
    [at("feed the fish", "2026-03-28T18:00:00+01:00")],
  );
  // A correction that says the day meant inside the brackets is not read as the time outside.
  assert.deepEqual(calls("remind me at 5 to pay rent (not the 3rd, the 4th)"), []);
});

Deno.test("reminders: a wish that the assistant would remind, said as the request it is", () => {
  assert.deepEqual(
    calls("it would be super handy if you could nudge me on sunday at 9 to water the ferns"),
    [at("water the ferns", "2026-03-29T09:00:00+02:00")],
  );
  assert.deepEqual(
    calls("it'd be really helpful if you could ping me at 5 to call the garage"),
    [at("call the garage", "2026-03-27T17:00:00+01:00")],
  );
  assert.deepEqual(
    calls("it would be so useful if you could remind me on the 3rd at 10am to renew the permit"),
    [at("renew the permit", "2026-04-03T10:00:00+02:00")],
  );
  // A question after "remind me", or no time for a nudge: nothing is made.
  assert.deepEqual(calls("it would be great if you could remind me what I said yesterday"), []);
  assert.deepEqual(calls("it would be handy if you could nudge me about the bins"), []);
});

Deno.test("reminders: one named by what it is about before its noun, then when", () => {
  assert.deepEqual(calls("council tax reminder on the 1st of every month at 9am please"), [{
    name: "reminders_create",
    input: {
      text: "council tax",
      at: "2026-04-01T09:00:00+02:00",
      recurrence: "FREQ=MONTHLY;BYMONTHDAY=1",
    },
  }]);
  assert.deepEqual(calls("set a bins reminder every tuesday at 7pm"), [{
    name: "reminders_create",
    input: { text: "bins", at: "2026-03-31T19:00:00+02:00", recurrence: "FREQ=WEEKLY;BYDAY=TU" },
  }]);
  assert.deepEqual(calls("add a pill reminder tomorrow at 8"), [
    at("pill", "2026-03-28T08:00:00+01:00"),
  ]);
  // More than a time after it, or a reference to one there is: no new reminder.
  assert.deepEqual(calls("gym reminder at 7 to pack my bag"), []);
  assert.deepEqual(calls("the dentist reminder on monday"), []);
  assert.deepEqual(calls("cancel the dentist reminder on monday"), []);
});

Deno.test("reminders: a weekday said after 'not' beside a reminder's text is not corrected away", () => {
  assert.deepEqual(calls("remind me on friday not thursday to call mum"), []);
});

Deno.test("'no need for' a reminder, or 'I won't need' it, cancels it", () => {
  assert.deepEqual(calls("no need for the reminder about the boat any more, Ana booked it"), [
    cancel("boat"),
  ]);
  assert.deepEqual(calls("no need for the piano reminder now"), [cancel("piano")]);
  // The reference is stemmed, as every reminder's is.
  assert.deepEqual(calls("I won't need the swimming reminder"), [cancel("swim")]);
  // Naming no kind, or a thing that is none, it removes nothing of the reminders.
  assert.deepEqual(calls("I won't need a taxi tomorrow"), []);
  assert.deepEqual(calls("no need for a reminder, I'll remember"), []);
});

Deno.test("what is over, 'so I won't need that reminder': the reminder about it", () => {
  assert.deepEqual(calls("choir's cancelled this week so I won't need that reminder"), [
    cancel("choir"),
  ]);
  assert.deepEqual(calls("the pool's been closed for repairs so I don't need the reminder"), [
    cancel("pool"),
  ]);
  assert.deepEqual(calls("pottery is off, I won't need that reminder"), [cancel("pottery")]);
  // A possessive before a noun is no "is": "Tom's party" is what is over.
  assert.deepEqual(calls("Tom's party is off so I won't need the reminder"), [
    cancel("Tom party"),
  ]);
  // What is said unwanted must be a reminder: "a taxi" is none.
  assert.deepEqual(calls("choir's cancelled so I won't need a taxi"), []);
});
