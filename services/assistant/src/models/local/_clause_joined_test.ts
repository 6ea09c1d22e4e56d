import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string, at: IntentContext = PARIS): ToolCall[] {
  return readToolIntent(text, at).calls;
}

/** The names of the tools a message runs, in order. */
function tools(text: string, at: IntentContext = PARIS): string[] {
  return calls(text, at).map((c) => c.name);
}

Deno.test("two requests joined by '&' or '+' are cut as at 'and'", () => {
  assert.deepEqual(calls("put tomatoes on the list & remind me friday 5pm to get them"), [
    { name: "shopping_add", input: { items: ["tomatoes"] } },
    { name: "reminders_create", input: { text: "get tomatoes", at: "2026-03-13T17:00:00+01:00" } },
  ]);
  assert.deepEqual(calls("add milk + eggs + remind me at 5 to buy them"), [
    { name: "shopping_add", input: { items: ["milk", "eggs"] } },
    {
      name: "reminders_create",
      input: { text: "buy milk and eggs", at: "2026-03-11T17:00:00+01:00" },
    },
  ]);
  assert.deepEqual(
    tools("note that the plumber comes Tuesday & add a task to clear the sink by Monday"),
    ["notes_create", "tasks_create"],
  );
});

Deno.test("'&' inside one request's name is no cut", () => {
  assert.deepEqual(calls("remind me to call Marks & Spencer at 5"), [
    {
      name: "reminders_create",
      input: { text: "call Marks & Spencer", at: "2026-03-11T17:00:00+01:00" },
    },
  ]);
  assert.deepEqual(calls("note that Ann & Bo moved to Leeds"), [
    { name: "notes_create", input: { text: "Ann & Bo moved to Leeds" } },
  ]);
});

Deno.test("two requests joined by 'plus' are read whole, 'plus' being no debris", () => {
  assert.deepEqual(
    calls("add a task to book the MOT by Friday plus remind me Thursday at 9 about it"),
    [
      { name: "tasks_create", input: { content: "book the MOT", due: "2026-03-13" } },
      {
        name: "reminders_create",
        input: { text: "book the MOT", at: "2026-03-12T09:00:00+01:00" },
      },
    ],
  );
  assert.deepEqual(tools("log 12 euros for lunch plus remind me at 5 to send the receipt"), [
    "expenses_record",
    "reminders_create",
  ]);
});

Deno.test("'add one' after a change of an item pointed at is one more of that item's kind", () => {
  const nairobi: IntentContext = {
    now: new Date("2026-04-30T15:00:00Z"),
    timezone: "Africa/Nairobi",
  };
  assert.deepEqual(
    calls(
      "I have paid the school fees, tick that off and add one to collect the receipt from the bursar on Monday",
      nairobi,
    ),
    [
      { name: "tasks_complete", input: { task: "school fees" } },
      {
        name: "tasks_create",
        input: { content: "collect the receipt from the bursar", due: "2026-05-04" },
      },
    ],
  );
  assert.deepEqual(
    calls("the boiler got fixed, so mark that done and add one to pay the engineer by Friday"),
    [
      { name: "tasks_complete", input: { task: "boiler" } },
      { name: "tasks_create", input: { content: "pay the engineer", due: "2026-03-13" } },
    ],
  );
  // "one more thing" is no item of any kind: nothing runs.
  assert.deepEqual(calls("add milk and one more thing"), []);
});

Deno.test("requests of different groups joined by 'and', 'then', ';' are each read", () => {
  const pairs: [string, string[]][] = [
    ["add bread to the shopping list and remind me at 6pm to pick it up", [
      "shopping_add",
      "reminders_create",
    ]],
    ["Check my calendar for Saturday and remind me tomorrow at 10am to confirm with Jun", [
      "calendar_list",
      "reminders_create",
    ]],
    [
      "add a task to renew the passport by Friday and note that the photo booth is at the post office",
      [
        "tasks_create",
        "notes_create",
      ],
    ],
    ["Sam's birthday is 4 June and set a countdown to it", ["birthdays_save", "countdowns_set"]],
    ["add a trip to Lisbon 3-7 May and a countdown to it", ["trips_create", "countdowns_set"]],
    ["log 12 euros for lunch, then remind me at 5 to send the receipt", [
      "expenses_record",
      "reminders_create",
    ]],
    ["watch https://shop.example/kettle under 40 and add a task to measure the counter by Sunday", [
      "price_watches_start",
      "tasks_create",
    ]],
    ["dismiss the follow-up about the plumber and add a task to call a new plumber tomorrow", [
      "email_followups_dismiss",
      "tasks_create",
    ]],
    ["put milk on the list; remind me at 6 to go to the shop", [
      "shopping_add",
      "reminders_create",
    ]],
    ["remind me tomorrow at 8 to water the plants then add compost to the shopping list", [
      "reminders_create",
      "shopping_add",
    ]],
    ["note that the boiler code is 4471 and also add a task to call the landlord on Monday", [
      "notes_create",
      "tasks_create",
    ]],
    ["add a countdown to Tom's wedding on 12 June and add a task to buy a suit by 1 June", [
      "countdowns_set",
      "tasks_create",
    ]],
    ["add a trip to Rome from 2 to 6 April and remind me on 1 April at 8 to pack", [
      "trips_create",
      "reminders_create",
    ]],
    ["add Ella's birthday on 9 May and remind me on 8 May at 6 to buy a card", [
      "birthdays_save",
      "reminders_create",
    ]],
    ["record 30 dollars for the plumber and note that he said the pipe is old", [
      "expenses_record",
      "notes_create",
    ]],
    ["save Tom Lee's number 07700 900123 and remind me tomorrow at 10 to call him", [
      "contacts_create",
      "reminders_create",
    ]],
  ];
  for (const [text, want] of pairs) assert.deepEqual(tools(text), want, text);
});

Deno.test("'it' and 'them' are the one thing the request before made", () => {
  assert.deepEqual(calls("add eggs and remind me to buy them at 5")[1], {
    name: "reminders_create",
    input: { text: "buy eggs", at: "2026-03-11T17:00:00+01:00" },
  });
  assert.deepEqual(calls("add milk and bread and remind me at 5 to buy them")[1], {
    name: "reminders_create",
    input: { text: "buy milk and bread", at: "2026-03-11T17:00:00+01:00" },
  });
});

Deno.test("'and' inside one request's doing, name or note is no cut", () => {
  assert.deepEqual(calls("remind me to call Tom and Jerry's mum at 6pm"), [
    {
      name: "reminders_create",
      input: { text: "call Tom and Jerry's mum", at: "2026-03-11T18:00:00+01:00" },
    },
  ]);
  assert.deepEqual(calls("note that Ann and Bo moved to Leeds"), [
    { name: "notes_create", input: { text: "Ann and Bo moved to Leeds" } },
  ]);
  assert.deepEqual(calls("note that rock and roll night is on Friday"), [
    { name: "notes_create", input: { text: "rock and roll night is on Friday" } },
  ]);
  assert.deepEqual(calls("remind me at 5 to call Marks and Spencer about the refund"), [
    {
      name: "reminders_create",
      input: { text: "call Marks and Spencer about the refund", at: "2026-03-11T17:00:00+01:00" },
    },
  ]);
});
