import assert from "node:assert/strict";
import { PARIS, type Phrasings, testPhrasings } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

/** Phrasings of the reminders group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  reminders_list: [
    ["what reminders do I have", {}],
    ["show my reminders", {}],
    ["list reminders", {}],
    ["which reminders are set?", {}],
    ["do I have any reminders tomorrow?", {}],
    ["what's on my reminder list?", {}],
    ["what did I ask you to remind me about?", {}],
  ],
  reminders_create: [
    ["remind me at half past 5 to leave", { "text": "leave", "at": "2026-03-27T17:30:00+01:00" }],
    ["remind me at quarter to 9 to call the school", {
      "text": "call the school",
      "at": "2026-03-28T08:45:00+01:00",
    }],
    ["remind me to call mum tomorrow at 6pm", {
      "text": "call mum",
      "at": "2026-03-28T18:00:00+01:00",
    }],
    ["set a reminder for the dentist on Friday at 3", {
      "text": "the dentist",
      "at": "2026-03-27T15:00:00+01:00",
    }],
    ["don't let me forget to water the plants every Sunday morning", {
      "text": "water the plants",
      "at": "2026-03-29T09:00:00+02:00",
      "recurrence": "FREQ=WEEKLY;BYDAY=SU",
    }],
    ["remind me every weekday at 9 to stand up", {
      "text": "stand up",
      "at": "2026-03-30T09:00:00+02:00",
      "recurrence": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    }],
    ["remind me every first Monday to pay rent", {
      "text": "pay rent",
      "at": "2026-04-06T09:00:00+02:00",
      "recurrence": "FREQ=MONTHLY;BYDAY=1MO",
    }],
    ["remind me every day at 8pm to take out the trash", {
      "text": "take out the trash",
      "at": "2026-03-27T20:00:00+01:00",
      "recurrence": "FREQ=DAILY",
    }],
    ["remind me every 2 weeks on Friday to water the cactus", {
      "text": "water the cactus",
      "at": "2026-04-03T09:00:00+02:00",
      "recurrence": "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR",
    }],
    ["remind me every month on the 15th to pay the credit card", {
      "text": "pay the credit card",
      "at": "2026-04-15T09:00:00+02:00",
      "recurrence": "FREQ=MONTHLY;BYMONTHDAY=15",
    }],
    ["remind me every year on 3 March to renew the insurance", {
      "text": "renew the insurance",
      "at": "2027-03-03T09:00:00+01:00",
      "recurrence": "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3",
    }],
    ["remind me in 5 seconds to stretch", { "text": "stretch", "at": "2026-03-27T11:00:05+01:00" }],
    ["in 10 minutes remind me to check the oven", {
      "text": "check the oven",
      "at": "2026-03-27T11:10:00+01:00",
    }],
    ["can u remind me 2morrow to buy stamps", {
      "text": "buy stamps",
      "at": "2026-03-28T09:00:00+01:00",
    }],
    ["remind me on Monday at 9 to call the bank", {
      "text": "call the bank",
      "at": "2026-03-30T09:00:00+02:00",
    }],
    ["remind me at 9 to call Bob", { "text": "call Bob", "at": "2026-03-28T09:00:00+01:00" }],
    ["reminder: dentist on Friday at 15:30", {
      "text": "dentist",
      "at": "2026-03-27T15:30:00+01:00",
    }],
    ["wake me up at 6:45 tomorrow", { "text": "Wake up", "at": "2026-03-28T06:45:00+01:00" }],
    ["set a daily reminder at 10pm to take my vitamins", {
      "text": "take my vitamins",
      "at": "2026-03-27T22:00:00+01:00",
      "recurrence": "FREQ=DAILY",
    }],
    ["remind me on the 3rd to pay rent", { "text": "pay rent", "at": "2026-04-03T09:00:00+02:00" }],
    // A clock time said with a part of the day is read in it; a weekday beside a day is one day.
    ["remind me at ten past 9 tonight to lock the shed", {
      "text": "lock the shed",
      "at": "2026-03-27T21:10:00+01:00",
    }],
    ["remind me at half 6 this evening to defrost the chicken", {
      "text": "defrost the chicken",
      "at": "2026-03-27T18:30:00+01:00",
    }],
    ["remind me on Thursday 2nd to fetch the rug", {
      "text": "fetch the rug",
      "at": "2026-04-02T09:00:00+02:00",
    }],
    ["remind me on thursday the 2nd at 4 to collect the suit", {
      "text": "collect the suit",
      "at": "2026-04-02T16:00:00+02:00",
    }],
  ],
  reminders_cancel: [
    ["cancel the dentist reminder", { "reminder": "dentist" }],
    ["delete my reminder to call mum", { "reminder": "call mum" }],
    ["get rid of the reminder about the vet", { "reminder": "vet" }],
    ["stop reminding me to water the plants", { "reminder": "water plants" }],
    ["I don't need the reminder to buy stamps anymore", { "reminder": "buy stamps" }],
    ["remove the reminder about the plumber", { "reminder": "plumber" }],
    ["cancel the call mum reminder", { "reminder": "call mum" }],
    ["turn off the wake up alarm", { "reminder": "wake up" }],
    // A reminder no longer wanted, said as a need.
    ["don't need reminding about the boiler service anymore", { "reminder": "boiler service" }],
    ["I don't need reminding to renew the TV licence any more", { "reminder": "renew TV licence" }],
  ],
};

testPhrasings("reminders", PHRASINGS);

Deno.test("a day said with a weekday it does not fall on runs nothing", () => {
  // Thursday 2 April 2026: "friday the 2nd" is no day.
  assert.deepEqual(parseToolIntent("remind me on friday the 2nd to collect the suit", PARIS), []);
  assert.deepEqual(parseToolIntent("put a task to renew the permit due monday the 1st", PARIS), []);
  assert.deepEqual(parseToolIntent("remind me on Saturday 3rd to collect the suit", PARIS), []);
});
