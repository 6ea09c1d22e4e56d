import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";
import { forbiddenRequest } from "./tool_intent.ts";

const named = (text: string) => calls(text).map((c) => c.name);

Deno.test("a request declined first, then 'just' the one meant: only the one meant runs", () => {
  const cases: [string, Record<string, unknown>][] = [
    [
      "don't put it on the calendar, just add a task to renew the car tax by friday",
      { name: "tasks_create", input: { content: "renew the car tax", due: "2026-03-13" } },
    ],
    [
      "don't set a countdown, just save Lola's birthday on 3 August",
      { name: "birthdays_save", input: { name: "Lola", date: "--08-03" } },
    ],
    [
      "don't save it as a note, simply keep it as a keepsake: Ava sang at the school concert",
      { name: "keepsakes_save", input: { text: "Ava sang at the school concert" } },
    ],
    [
      "dont add it to shopping, just note that the shop has run out of oat milk",
      { name: "notes_create", input: { text: "the shop has run out of oat milk" } },
    ],
    [
      "don't make a new one, just tell me what's on my calendar tomorrow",
      { name: "calendar_list", input: { from: "2026-03-12", to: "2026-03-12" } },
    ],
    ["please don't add anything, just show me my shopping list", {
      name: "shopping_list",
      input: {},
    }],
    ["do not touch the reminders - just list my tasks", { name: "tasks_list", input: {} }],
    [
      "don't remind me, but just add buy stamps to my tasks",
      { name: "tasks_create", input: { content: "buy stamps" } },
    ],
    [
      "don't bother with a reminder, instead add a task to book the MOT",
      { name: "tasks_create", input: { content: "book the MOT" } },
    ],
    [
      "don't set a reminder, just note that the vet said Bella needs a lighter food",
      { name: "notes_create", input: { text: "the vet said Bella needs a lighter food" } },
    ],
    [
      "don't delete the email, just clear the follow-up on the school trip one",
      { name: "email_followups_dismiss", input: { followup: "school trip" } },
    ],
    [
      "Please do not write to Gerald; simply dismiss the follow-up about the reunion dinner",
      { name: "email_followups_dismiss", input: { followup: "reunion dinner" } },
    ],
  ];
  for (const [text, call] of cases) assert.deepEqual(calls(text), [call], text);
});

Deno.test("a request said after one declined is refused only for what it asks itself", () => {
  assert.equal(
    forbiddenRequest("don't delete the email, just clear the follow-up on the school trip one"),
    null,
  );
  assert.equal(forbiddenRequest("do not reply to Sam; simply dismiss his follow-up"), null);
  assert.notEqual(forbiddenRequest("don't add milk, just reply to Sam saying yes"), null);
  assert.notEqual(forbiddenRequest("don't add anything, just delete my account"), null);
});

Deno.test("a declined request with nothing meant after it, or none declined, runs as before", () => {
  // Nothing asked: the declined request never runs.
  for (
    const text of [
      "don't remind me, I'll remember",
      "don't add milk, we have loads",
      "don't worry about it",
      "do not delete anything",
      "don't add milk just yet",
      "don't add milk, only eggs",
      "I don't just want a note, set a reminder too",
      // What "it" points at was in the declined part: nothing to read it by.
      "don't cancel the dentist reminder, just move it to 5pm",
      "don't forget to add milk, just in case",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // A request meant that reads only with the one declined is read as said.
  assert.deepEqual(calls("don't delete Sam, just update his number to 0161 496 0000"), [
    { name: "contacts_update", input: { contact: "Sam", phone: "0161 496 0000" } },
  ]);
  // "just don't forget …" and "don't just add …" still ask.
  assert.deepEqual(named("just don't forget to remind me at 5 to call mum"), ["reminders_create"]);
  assert.deepEqual(calls("don't just add milk, add oat milk"), [
    { name: "shopping_add", input: { items: ["oat milk"] } },
  ]);
});

Deno.test("'it' said before a place's colon points at what the colon opens", () => {
  for (
    const text of [
      "don't make it a reminder, just stick it in my tasks: return the library books",
      "put it in my tasks: return the library books",
      "stick it in my tasks: return the library books",
    ]
  ) {
    assert.deepEqual(calls(text), [
      { name: "tasks_create", input: { content: "return the library books" } },
    ], text);
  }
  // Nothing after the colon, or only what points elsewhere: the task is asked for, never made.
  for (
    const text of [
      "put it in my tasks",
      "stick it in my tasks, thanks",
      "put it on my tasks: the thing we talked about",
      "stick it in my tasks: tomorrow",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});
