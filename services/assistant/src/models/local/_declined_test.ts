import assert from "node:assert/strict";
import { calls, CORPUS_CLOCK, readCalls } from "./_intent_test_util.ts";
import { readToolIntent } from "./tool_intent.ts";

const listed = (name: string) => [{ name, input: {} }];
const cancel = (reminder: string) => [{ name: "reminders_cancel", input: { reminder } }];

Deno.test("a question about the service keeping the items runs nothing", () => {
  for (
    const text of [
      "are my reminders private? who can see them",
      "are my notes private?",
      "who can see my notes",
      "is my shopping list shared with anyone?",
      "can other people see my contacts",
      "are my keepsakes encrypted?",
      "how safe are my notes?",
      "where are my trips stored?",
      "can anyone read my notes?",
      "is my expenses data secure?",
      "are my birthdays backed up?",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // Asked of the items themselves, they are listed.
  assert.deepEqual(calls("show my reminders"), listed("reminders_list"));
  assert.deepEqual(calls("what reminders do I have"), listed("reminders_list"));
  assert.deepEqual(calls("what have I stored in my keepsakes so far"), listed("keepsakes_list"));
  assert.deepEqual(calls("how many reminders do I have?"), listed("reminders_list"));
  // "keep safe" asks to keep, and is no question.
  assert.equal(calls("keep this quote safe for me: 'less is more'")[0]?.name, "keepsakes_save");
});

Deno.test("a reminder declined before it was set cancels none", () => {
  for (
    const text of [
      "no need to remind me about the bins, I'll remember",
      "no need to remind me about the bins, I will remember",
      "no need to remind me, I'll remember",
      "don't remind me about the bins, I won't forget",
      "you don't need to remind me to water the plants, I can remember",
      "don't bother reminding me about the parcel, I never forget",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // A reminder said to be set before is cancelled.
  assert.deepEqual(calls("no need to remind me about the bins any more"), cancel("bins"));
  assert.deepEqual(
    calls("no need to remind me about the bins anymore, I'll remember"),
    cancel("bins"),
  );
  assert.deepEqual(calls("no need for the reminder about the boat, I'll remember"), cancel("boat"));
  assert.deepEqual(calls("actually don't bother reminding me about the parcel"), cancel("parcel"));
  assert.deepEqual(calls("no need to remind me about the dentist"), cancel("dentist"));
});

Deno.test("a clock time said after 'the' names a train or a showing, never when", () => {
  const asks = (text: string) => readToolIntent(text, CORPUS_CLOCK).asks.map((a) => a.tool);
  const remind = (text: string, at: string) => [{ name: "reminders_create", input: { text, at } }];
  // No time of its own: when to remind is asked, never the 7:15 itself.
  for (
    const text of [
      "remind me to catch the 7:15 tomorrow",
      "remind me to catch the 8.05 on friday",
      "remind me tomorrow to get the 10:20 bus",
      "remind me on saturday to book the 18:30 table",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
    assert.deepEqual(asks(text), ["reminders_create"], text);
  }
  assert.deepEqual(
    calls("remind me at 7 tomorrow to catch the 7:45"),
    remind("catch the 7:45", "2026-03-12T07:00:00+01:00"),
  );
  assert.deepEqual(
    calls("remind me tomorrow at 9 to book the 18:30 table"),
    remind("book the 18:30 table", "2026-03-12T09:00:00+01:00"),
  );
  assert.deepEqual(
    calls("remind me at 5 to pick up the kids from the 4:30 club"),
    remind("pick up the kids from the 4:30 club", "2026-03-11T17:00:00+01:00"),
  );
  assert.deepEqual(calls("add a task to book seats on the 9:40 to Leeds"), [
    { name: "tasks_create", input: { content: "book seats on the 9:40 to Leeds" } },
  ]);
  // An event named by its time is at that time.
  const event = calls("put the 7:15 train in my calendar tomorrow")[0]?.input.calendar_event as {
    start?: string;
  };
  assert.equal(event?.start, "2026-03-12T07:15:00+01:00");
  const showing = calls("add the 6:30 showing to my calendar on friday")[0]?.input
    .calendar_event as { start?: string };
  assert.equal(showing?.start, "2026-03-13T18:30:00+01:00");
  // A time said as a time stays one.
  for (
    const text of [
      "remind me to catch the train at 7:15 tomorrow",
      "remind me at 7:15 tomorrow to catch the train",
    ]
  ) {
    assert.deepEqual(calls(text), remind("catch the train", "2026-03-12T07:15:00+01:00"), text);
  }
});

Deno.test("what was told, then declined in words pointing back at it, keeps nothing", () => {
  for (
    const text of [
      "Arlo's birthday is May 2, don't save it",
      "Arlo turns 5 on May 2, don't save it",
      "the gate is blue - no need to note that",
      "mum's number is 07700 900123, please do not add it",
    ]
  ) {
    assert.deepEqual(readToolIntent(text, CORPUS_CLOCK).calls, [], text);
  }
  // Said without the decline, or declining nothing pointed back at, it is kept.
  assert.equal(readToolIntent("Arlo's birthday is May 2, save it", CORPUS_CLOCK).calls.length, 1);
  assert.equal(
    readToolIntent("Arlo's birthday is May 2, don't forget", CORPUS_CLOCK).calls.length,
    1,
  );
});

Deno.test("a question of what deleting does asks about the service, never lists the items", () => {
  assert.deepEqual(calls("if I asked you to delete a note, would it be gone forever?"), []);
  assert.deepEqual(calls("if I delete a reminder, can I restore it?"), []);
  // Said as a request, "restore" is what is done.
  assert.deepEqual(calls("remind me to restore the backup tomorrow at 9"), [{
    name: "reminders_create",
    input: { text: "restore the backup", at: "2026-03-12T09:00:00+01:00" },
  }]);
});

Deno.test("a message that says it asks for nothing runs nothing; a request beside other words runs", () => {
  const nothing = [
    "I'm just venting, the shopping this week cost a fortune",
    "note that I'm not asking you to do anything, I'm just venting about work",
    "just venting lol, reminders never work for me",
    "ugh my tasks are piling up. just ranting",
    "thinking out loud: maybe add a trip to Rome in May?",
    "letting off steam, my boss emailed me at 11pm again, note that",
    "I don't need you to do anything, the plumber is coming Tuesday",
    "not asking you to add it, but we're out of milk",
    "no action needed - the gate code changed to 4471",
  ];
  for (const text of nothing) assert.equal(readCalls(text), "", text);
  const asked: [string, RegExp][] = [
    ["add milk to the list, no need to do anything else", /^shopping_add \{"items":\["milk"\]\}$/],
    ["remind me tomorrow at 9 to vent to Sam about work", /^reminders_create .*vent to Sam/],
    ["note: the steam cleaner is in the loft", /^notes_create .*steam cleaner/],
    ["add a task to ask the boss for nothing but a raise", /^tasks_create /],
  ];
  for (const [text, expected] of asked) assert.match(readCalls(text), expected, text);
});

Deno.test("a question of what the service would do or can do lists nothing; one about items does", () => {
  const nothing = [
    "if I had a meeting tomorrow would you remind me?",
    "if I asked you to delete all my notes, would you do it?",
    "what if I added my whole family's birthdays, would you remember them all?",
    "someone told me you can set reminders, is that true?",
    "is it true that you can keep a shopping list?",
    "what happens when a reminder fires?",
    "what happens to my notes if I delete the app?",
    "is it possible to set a reminder for next year?",
    "suppose we booked a trip to Rome, would you count down to it?",
    "in theory could you track prices for me?",
  ];
  for (const text of nothing) assert.equal(readCalls(text), "", text);
  const listed: [string, RegExp][] = [
    ["is it possible to see my reminders?", /^reminders_list/],
    ["what happens on friday in my calendar?", /^calendar_list/],
    ["what reminders do I have?", /^reminders_list/],
    ["what's on my shopping list?", /^shopping_list/],
    ["if it's not too much trouble, what's on my shopping list?", /^shopping_list/],
    ["would you remind me what's on my calendar tomorrow?", /^calendar_list/],
  ];
  for (const [text, expected] of listed) assert.match(readCalls(text), expected, text);
});

Deno.test("what the service would do, supposed after the question, lists nothing", () => {
  for (
    const text of [
      "just wondering, could you set reminders for other people if I asked?",
      "would you delete my notes if I asked you to?",
      "could you keep a shopping list for my mum if I wanted?",
    ]
  ) assert.equal(readCalls(text), "", text);
  assert.match(readCalls("could you list my tasks if I have any due today?"), /^tasks_list/);
  assert.match(readCalls("could you show me my reminders?"), /^reminders_list/);
});
