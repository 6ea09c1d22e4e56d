/**
 * Reminders said indirectly or as non-native speakers say them: "give us a shout in …", "there's no
 * point reminding me to …", "that reminder to …, make it … rather", "remind me the 15th of june …".
 * Sentences written for each kind, with look-alikes that must run nothing.
 */
import assert from "node:assert/strict";
import { calls, cancel, CORPUS_CLOCK as CTX, remind } from "./_intent_test_util.ts";
import { readToolIntent } from "./tool_intent.ts";

Deno.test("'give us a shout' with a time asks for a reminder", () => {
  assert.deepEqual(calls("give us a shout in 15 mins to check the roast"), [
    remind("check the roast", "2026-03-11T09:45:00+01:00"),
  ]);
  assert.deepEqual(calls("give us a nudge at 4 to ring the garage"), [
    remind("ring the garage", "2026-03-11T16:00:00+01:00"),
  ]);
  // Without a time it is no reminder.
  assert.deepEqual(calls("give us a shout about the match"), []);
});

Deno.test("a day said with its article first is the reminder's day", () => {
  assert.deepEqual(calls("remind me the 3rd of april at 10 to renew the permit"), [
    remind("renew the permit", "2026-04-03T10:00:00+02:00"),
  ]);
  assert.deepEqual(calls("remind me the 20th of march at 8 for pay the gardener"), [
    remind("pay the gardener", "2026-03-20T08:00:00+01:00"),
  ]);
  // "the" before a thing, not a day, stays the reminder's.
  assert.deepEqual(calls("remind me the bins go out tomorrow at 7"), [
    remind("the bins go out", "2026-03-12T07:00:00+01:00"),
  ]);
});

Deno.test("reminding said to be pointless or pestering cancels the reminder", () => {
  assert.deepEqual(calls("there's no point reminding me to call Tom, he moved"), [
    cancel("call Tom"),
  ]);
  assert.deepEqual(calls("stop pestering me to drink water"), [cancel("drink water")]);
  assert.deepEqual(calls("stop hassling me about the gym"), [cancel("gym")]);
  // How often it ran is no part of the reminder's name.
  assert.deepEqual(calls("stop pestering me to stretch every hour"), [cancel("stretch")]);
  assert.deepEqual(calls("stop reminding me to take the bins out every tuesday"), [
    cancel("take bins out"),
  ]);
});

Deno.test("a reminder named, then 'make it' a new time, is moved", () => {
  assert.deepEqual(calls("that reminder to feed the fish, make it friday at 6 rather"), [
    cancel("feed fish"),
    remind("feed the fish", "2026-03-13T18:00:00+01:00"),
  ]);
  assert.deepEqual(calls("that reminder to book the MOT, make it tomorrow at 9 instead"), [
    cancel("book MOT"),
    remind("book the MOT", "2026-03-12T09:00:00+01:00"),
  ]);
  // A new day without its hour would keep an hour not said: nothing runs.
  assert.deepEqual(calls("that reminder to feed the fish, make it friday"), []);
});

Deno.test("'her' or 'him' in a reminder beside a person's request is that person", () => {
  assert.deepEqual(
    calls("save Ana as a contact, ana@x.com, and remind me to email her tomorrow at 10"),
    [
      { name: "contacts_create", input: { name: "Ana", email: "ana@x.com" } },
      remind("email Ana", "2026-03-12T10:00:00+01:00"),
    ],
  );
  assert.deepEqual(
    calls("add Tom's birthday on 3 may and remind me on the 1st of may at 9 to get him a card"),
    [
      { name: "birthdays_save", input: { name: "Tom", date: "--05-03" } },
      remind("get Tom a card", "2026-05-01T09:00:00+02:00"),
    ],
  );
  // Beside a request that names no person, or with two pronouns, the words stay as said.
  assert.deepEqual(
    calls("add a task to call the plumber and remind me to pay her on friday at 5"),
    [
      { name: "tasks_create", input: { content: "call the plumber" } },
      remind("pay her", "2026-03-13T17:00:00+01:00"),
    ],
  );
  assert.deepEqual(
    calls("change Ben's email to ben@y.com and remind me to tell him and her friday at 4"),
    [
      { name: "contacts_update", input: { contact: "Ben", email: "ben@y.com" } },
      remind("tell him and her", "2026-03-13T16:00:00+01:00"),
    ],
  );
});

Deno.test("'tell me', 'text me' or 'ping me' with a time is a reminder only when told what about", () => {
  // Asked for now, not to be reminded of later: no reminder named "the weather".
  for (
    const text of [
      "can you tell me the weather tomorrow",
      "text me the address tomorrow",
      "message me the recipe tonight",
      "ping me your thoughts on friday",
      "alert me of any storms tomorrow",
      "warn me if it rains tomorrow",
      "can you tell me a joke at 9",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // "to", "about", "that" or "re" says what, before or after the time.
  assert.deepEqual(calls("tell me tomorrow to call Bob"), [
    remind("call Bob", "2026-03-12T09:00:00+01:00"),
  ]);
  assert.deepEqual(calls("ping me to leave at 5"), [remind("leave", "2026-03-11T17:00:00+01:00")]);
  assert.deepEqual(calls("nudge me tomorrow about the bins"), [
    remind("the bins", "2026-03-12T09:00:00+01:00"),
  ]);
  assert.deepEqual(calls("alert me tomorrow at 8 re the boiler"), [
    remind("the boiler", "2026-03-12T08:00:00+01:00"),
  ]);
});

Deno.test("a reminder in a fortnight is in two weeks; a fortnight said as a length is no day", () => {
  assert.deepEqual(calls("remind me in a fortnight to chase the landlord"), [
    remind("chase the landlord", "2026-03-25T09:00:00+01:00"),
  ]);
  assert.deepEqual(calls("nudge me a fortnight from now about the boiler"), [
    remind("the boiler", "2026-03-25T09:00:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me one fortnight from now to renew the parking permit"), [
    remind("renew the parking permit", "2026-03-25T09:00:00+01:00"),
  ]);
  // A fortnight said as what a thing lasts stays in the text; the day is the one said.
  assert.deepEqual(calls("remind me tomorrow at 8 to pack for my fortnight in Spain"), [
    remind("pack for my fortnight in Spain", "2026-03-12T08:00:00+01:00"),
  ]);
});

Deno.test("a repeating reminder said with times to skip asks, and sets nothing", () => {
  for (
    const text of [
      "remind me every monday at 9 to water the plants except in winter",
      "remind me every day at 8 to put the bins out unless it's a bank holiday",
      "remind me daily at 7 to stretch, apart from weekends",
      // Once read as a reminder on weekends only, "every day … apart" its text.
      "remind me every day at 7 to stretch apart from weekends",
      "every friday at 5 remind me to call the cleaner, but not in august",
    ]
  ) {
    const read = readToolIntent(text, CTX);
    assert.deepEqual(read.calls, [], text);
    assert.equal(read.asks[0]?.question.startsWith("A repeating reminder"), true, text);
  }
  // Said of a reminder that goes off once, the condition is the user's to weigh when it does.
  assert.deepEqual(calls("remind me tomorrow at 8 to call the bank unless they ring first"), [
    remind("call the bank unless they ring first", "2026-03-12T08:00:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me every sunday at 6 to water the plants"), [{
    name: "reminders_create",
    input: {
      text: "water the plants",
      at: "2026-03-15T18:00:00+01:00",
      recurrence: "FREQ=WEEKLY;BYDAY=SU",
    },
  }]);
});

Deno.test("a reminder moved to a time alone is not remade on a guessed day", () => {
  for (
    const text of [
      "move the dentist reminder to 4pm",
      "the dentist reminder should be at 3 not 2",
      "push my gym reminder to 7",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // A day said with the time is the moved reminder.
  assert.deepEqual(calls("move the dentist reminder to friday at 4pm"), [
    cancel("dentist"),
    remind("dentist", "2026-03-13T16:00:00+01:00"),
  ]);
});

Deno.test("'can u remind me' with nothing to remind of lists nothing", () => {
  for (const text of ["can u remind me", "could u remind me?", "will u remind me"]) {
    assert.deepEqual(calls(text), [], text);
  }
  // Asked what the reminders are, they are listed.
  assert.deepEqual(calls("can u remind me what reminders i have"), [
    { name: "reminders_list", input: {} },
  ]);
  assert.deepEqual(calls("can u show me my reminders"), [{ name: "reminders_list", input: {} }]);
});

Deno.test("a month before a thing it names is words; a month and its day said apart are one day", () => {
  // The month before a thing it names stays in the words; the day said is the reminder's.
  assert.deepEqual(calls("Remind me at noon on Friday to pay Thandi her December wages"), [
    remind("pay Thandi her December wages", "2026-03-13T12:00:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me on Friday at 9 about the April rent"), [
    remind("the April rent", "2026-03-13T09:00:00+01:00"),
  ]);
  for (
    const text of [
      "remind me in December on the 3rd at 9 to renew the car tax",
      "remind me in December, on the third at 9 to renew the car tax",
      "remind me on the 3rd of December at 9 to renew the car tax",
    ]
  ) assert.deepEqual(calls(text), [remind("renew the car tax", "2026-12-03T09:00:00+01:00")], text);
});

Deno.test('a reminder\'s doing may end on "it" when it names its thing; "it" alone names none', () => {
  assert.deepEqual(
    calls("eish remind me in 20 minutes to move the car before the parking guy clamps it"),
    [remind("move the car before the parking guy clamps it", "2026-03-11T09:50:00+01:00")],
  );
  assert.deepEqual(calls("blimey, remind me at 9 to bring the bins in before they blow over"), [
    remind("bring the bins in before they blow over", "2026-03-12T09:00:00+01:00"),
  ]);
  assert.deepEqual(calls("Kindly remind me day after tomorrow at 5 pm to collect the courier"), [
    remind("collect the courier", "2026-03-13T17:00:00+01:00"),
  ]);
  for (const text of ["remind me at 9 to oil it", "remind me at 6 to fix it, put it"]) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("a day said from an event never given is no day to remind on, and no part of the words", () => {
  for (
    const text of [
      "remind me the day before the wedding at 9 to iron the shirt",
      "remind me the night before the exam at 10 to sleep early",
    ]
  ) assert.deepEqual(calls(text), [], text);
  assert.deepEqual(calls("remind me at 9 to check the wedding list"), [
    remind("check the wedding list", "2026-03-12T09:00:00+01:00"),
  ]);
});
