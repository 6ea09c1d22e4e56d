import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";
import type { ToolCall } from "../../tools/types.ts";

/** The reminders a message gives: their words and when. */
const reminders = (text: string) =>
  calls(text).filter((c: ToolCall) => c.name === "reminders_create").map((c) => c.input);

Deno.test("a reminder 'to pay it' after a note of what is due is about the thing due", () => {
  assert.deepEqual(
    calls(
      "jot down that the TV licence is due 12 May and remind me on the 9th of May at 8am to pay it",
    ),
    [
      { name: "notes_create", input: { text: "the TV licence is due 12 May" } },
      {
        name: "reminders_create",
        input: { text: "pay the TV licence", at: "2026-05-09T08:00:00+02:00" },
      },
    ],
  );
  assert.deepEqual(
    reminders(
      "note that the car insurance is due 3 June, and remind me on 1 June at 10am to renew it",
    ),
    [{ text: "renew the car insurance", at: "2026-06-01T10:00:00+02:00" }],
  );
  assert.deepEqual(
    reminders(
      "write down that the boiler service is due 20 April, and remind me on 15 April at 9 to book it",
    ),
    [{ text: "book the boiler service", at: "2026-04-15T09:00:00+02:00" }],
  );
});

Deno.test("a reminder pointing back at a keepsake, a new watch or a new trip names it", () => {
  assert.deepEqual(
    calls(
      "save the drawing Maya made of our cat as a keepsake and remind me sunday at 4 to scan it",
    ),
    [
      { name: "keepsakes_save", input: { text: "the drawing Maya made of our cat" } },
      {
        name: "reminders_create",
        input: { text: "scan the drawing Maya made of our cat", at: "2026-03-15T16:00:00+01:00" },
      },
    ],
  );
  assert.deepEqual(
    reminders(
      "save the line from Tariq's speech 'home is who you eat with' and remind me sunday at 10 " +
        "to buy a frame for it",
    ),
    [{ text: "buy a frame for the line from Tariq's speech", at: "2026-03-15T10:00:00+01:00" }],
  );
  assert.deepEqual(
    calls(
      "track https://www.bikes.example/helmet-7 below 80 and remind me on 2 April at 8am to look at it",
    ),
    [
      {
        name: "price_watches_start",
        input: { url: "https://www.bikes.example/helmet-7", target_price: 80 },
      },
      {
        name: "reminders_create",
        input: {
          text: "look at https://www.bikes.example/helmet-7",
          at: "2026-04-02T08:00:00+02:00",
        },
      },
    ],
  );
  assert.deepEqual(
    reminders(
      "add a trip to Porto from 10 to 14 April and remind me on 8 April at 7pm to pack for it",
    ),
    [{ text: "pack for Porto", at: "2026-04-08T19:00:00+02:00" }],
  );
});

Deno.test("a reminder given only a time, then what it is for after 'so I', does that", () => {
  assert.deepEqual(
    calls(
      "add Dara's birthday, 4 May, and put a reminder the day before at 9am so I get him a present",
    ),
    [
      { name: "birthdays_save", input: { name: "Dara", date: "--05-04" } },
      {
        name: "reminders_create",
        input: { text: "get Dara a present", at: "2026-05-03T09:00:00+02:00" },
      },
    ],
  );
  assert.deepEqual(
    reminders(
      "save Nkechi's birthday, 30 June, and set a reminder the day before at 7pm so I bake her a cake",
    ),
    [{ text: "bake Nkechi a cake", at: "2026-06-29T19:00:00+02:00" }],
  );
  assert.deepEqual(
    reminders("set a reminder for Friday at 6pm so I remember to water the plants"),
    [
      { text: "water the plants", at: "2026-03-13T18:00:00+01:00" },
    ],
  );
  assert.deepEqual(reminders("remind me tomorrow at 8am so I take the bins out"), [
    { text: "take the bins out", at: "2026-03-12T08:00:00+01:00" },
  ]);
});

Deno.test("two requests of different kinds still read as they did", () => {
  assert.deepEqual(calls("add eggs to the list and remind me at 6pm to buy them"), [
    { name: "shopping_add", input: { items: ["eggs"] } },
    { name: "reminders_create", input: { text: "buy eggs", at: "2026-03-11T18:00:00+01:00" } },
  ]);
  assert.deepEqual(
    calls("put batteries on my shopping list, and add a task to fix the smoke alarm"),
    [
      { name: "shopping_add", input: { items: ["batteries"] } },
      { name: "tasks_create", input: { content: "fix the smoke alarm" } },
    ],
  );
  assert.deepEqual(
    calls("note that the spare key is under the blue pot, and remind me at 7pm to tell Sam"),
    [
      { name: "notes_create", input: { text: "the spare key is under the blue pot" } },
      { name: "reminders_create", input: { text: "tell Sam", at: "2026-03-11T19:00:00+01:00" } },
    ],
  );
});

Deno.test("look-alikes: 'and' inside a note, a statement after, 'it' or a day pointing at nothing", () => {
  assert.deepEqual(calls("note that Tom and Ana are coming on Friday"), [
    { name: "notes_create", input: { text: "Tom and Ana are coming on Friday" } },
  ]);
  assert.deepEqual(calls("add Kemi's birthday, 9 September, and she turns 40"), [
    { name: "birthdays_save", input: { name: "Kemi", date: "--09-09" } },
  ]);
  for (
    const text of [
      // "it" with nothing before it to point at.
      "remind me at 5 to fix it",
      "remind me tomorrow at 9 to pay it",
      // "the day before" with no dated thing before it.
      "put a reminder the day before at 6pm so I get her a card",
      // A note that says where a thing is, or a value, names nothing "it" could be done to.
      "note that the bike is in the shed, and remind me at 6 to oil it",
      "note that the meter reading is 4410 and remind me friday at 9 to send it",
      // A keepsake that is something said, not a thing named.
      "keep this: Maya said 'the moon follows our car' and remind me sunday to frame it",
    ]
  ) {
    assert.deepEqual(reminders(text), [], text);
  }
  // A link ending "-x" is written whole (the "x" was once read as a kiss and cut off).
  assert.deepEqual(
    reminders("watch https://shop.example/kettle-x under 40 and remind me Friday at 9 to check it"),
    [{ at: "2026-03-13T09:00:00+01:00", text: "check https://shop.example/kettle-x" }],
  );
});

Deno.test("look-alikes: a purpose after 'so' that says no doing is no reminder's text", () => {
  for (
    const text of [
      "set a reminder for 6pm so I don't forget",
      "set a reminder for friday at 9 so I am ready",
      "remind me at 6pm so we can talk about it",
      "add flour to the list so we can make pancakes",
    ]
  ) {
    assert.deepEqual(reminders(text), [], text);
  }
  // A reminder that says its doing keeps the purpose as said.
  assert.deepEqual(reminders("remind me at 6 to call mum so I can apologise"), [
    { text: "call mum so I can apologise", at: "2026-03-11T18:00:00+01:00" },
  ]);
  assert.deepEqual(
    reminders("remind me Friday at 6 to call Dan so he knows, and add milk to the list"),
    [
      { text: "call Dan so he knows", at: "2026-03-13T18:00:00+01:00" },
    ],
  );
  // Beside a birthday, "so I never forget it" makes no reminder.
  assert.deepEqual(calls("save Fionnuala's birthday, 21 November so I never forget it"), [
    { name: "birthdays_save", input: { name: "Fionnuala", date: "--11-21" } },
  ]);
});

Deno.test("a reminder named first keeps 'at' with the time it opens", () => {
  assert.deepEqual(
    calls(
      "reminder at 8 tonight to pack my gym bag, and put renew gym membership on my to do list",
    ),
    [
      {
        name: "reminders_create",
        input: { text: "pack my gym bag", at: "2026-03-11T20:00:00+01:00" },
      },
      { name: "tasks_create", input: { content: "renew gym membership" } },
    ],
  );
  assert.deepEqual(reminders("reminder at 8 tomorrow to water the basil"), [
    { text: "water the basil", at: "2026-03-12T08:00:00+01:00" },
  ]);
  // A place said after "at" is no time: nothing runs.
  assert.deepEqual(calls("reminder at the school gate"), []);
});
