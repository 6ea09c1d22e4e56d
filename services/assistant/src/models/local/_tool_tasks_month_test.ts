/**
 * A task's day of the month said without its month beside a request said for a day with its month
 * ("save Leo's birthday 3rd of July, and add a task to buy his present by the 1st"), a task "for
 * then" beside a look at one day, a day said in Spanish, and a day said right after "add a task".
 * Sentences written for each kind, with look-alikes that keep today's reading or run nothing.
 */
import assert from "node:assert/strict";
import { calls, task } from "./_intent_test_util.ts";
import type { ToolCall } from "../../tools/types.ts";

const birthday = (name: string, date: string): ToolCall => ({
  name: "birthdays_save",
  input: { name, date },
});

Deno.test("a task's day of the month is in the month of the day said beside it", () => {
  assert.deepEqual(
    calls("add Mia's birthday on 20 June, and add a task to order a cake by the 18th"),
    [birthday("Mia", "--06-20"), task("order a cake", "2026-06-18")],
  );
  assert.deepEqual(
    calls("add a trip to Rome from 12 to 15 May and add a task to renew my passport by the 2nd"),
    [
      {
        name: "trips_create",
        input: { destination: "Rome", start_date: "2026-05-12", end_date: "2026-05-15" },
      },
      task("renew my passport", "2026-05-02"),
    ],
  );
  // A reminder too, its time kept.
  assert.deepEqual(
    calls("save Leo's birthday on 3 July, and remind me on the 1st at 9 to buy a card"),
    [birthday("Leo", "--07-03"), {
      name: "reminders_create",
      input: { text: "buy a card", at: "2026-07-01T09:00:00+02:00" },
    }],
  );
  // A birthday already past this year: the day before the next one.
  assert.deepEqual(calls("save Ana's birthday 2 March and add a task to buy a gift by the 1st"), [
    birthday("Ana", "--03-02"),
    task("buy a gift", "2027-03-01"),
  ]);
});

Deno.test("a day of the month with no month said beside it keeps its own reading", () => {
  // Said alone: the next 1st.
  assert.deepEqual(calls("add a task to pay rent by the 1st"), [task("pay rent", "2026-04-01")]);
  // Its own month said.
  assert.deepEqual(calls("add a task to buy his present by the 1st of June"), [
    task("buy his present", "2026-06-01"),
  ]);
  // The day beside it said as a weekday, no month named.
  assert.deepEqual(calls("check my calendar for friday and add a task to pay rent by the 25th"), [
    { name: "calendar_list", input: { from: "2026-03-13", to: "2026-03-13" } },
    task("pay rent", "2026-03-25"),
  ]);
});

Deno.test("a task 'for then' beside a look at one day is due that day", () => {
  assert.deepEqual(calls("check my calendar for the 20th and add a task to get flowers for then"), [
    { name: "calendar_list", input: { from: "2026-03-20", to: "2026-03-20" } },
    task("get flowers", "2026-03-20"),
  ]);
  assert.deepEqual(
    calls("look at my calendar for monday and add a task to prep the slides for then"),
    [
      { name: "calendar_list", input: { from: "2026-03-16", to: "2026-03-16" } },
      task("prep the slides", "2026-03-16"),
    ],
  );
  assert.deepEqual(calls("what's on friday, and add iron a shirt to my tasks for then"), [
    { name: "calendar_list", input: { from: "2026-03-13", to: "2026-03-13" } },
    task("iron a shirt", "2026-03-13"),
  ]);
});

Deno.test("a day said right after 'add a task' is the due day, never the task's words", () => {
  assert.deepEqual(calls("add a task tomorrow to call the bank"), [
    task("call the bank", "2026-03-12"),
  ]);
  assert.deepEqual(calls("add a task today to call the bank"), [
    task("call the bank", "2026-03-11"),
  ]);
  assert.deepEqual(calls("new task tomorrow: call the bank"), [
    task("call the bank", "2026-03-12"),
  ]);
  // "to" and "about" said as words still open the task.
  assert.deepEqual(calls("add a task about the tax return"), [task("the tax return")]);
  assert.deepEqual(calls("add a task fortnightly review of the budget"), [
    task("fortnightly review of the budget"),
  ]);
});

Deno.test("'para mañana' is for tomorrow; another day said in Spanish is read as its English", () => {
  assert.deepEqual(calls("add a task para mañana: pagar la luz"), [
    task("pagar la luz", "2026-03-12"),
  ]);
  assert.deepEqual(calls("add a task for mañana: call the accountant"), [
    task("call the accountant", "2026-03-12"),
  ]);
  // Days said in Spanish are read as the English they say (`spanishWritten`, `_said_spanish.ts`).
  assert.deepEqual(calls("add a task para el viernes: llamar al banco"), [
    task("llamar al banco", "2026-03-13"),
  ]);
  assert.deepEqual(calls("remind me el lunes at 9 to call the bank"), [
    {
      name: "reminders_create",
      input: { text: "call the bank", at: "2026-03-16T09:00:00+01:00" },
    },
  ]);
  // A day said in Spanish that is no word of those tables still writes nothing.
  assert.deepEqual(calls("add a task para hoy: pagar la luz"), []);
  // "para mañana" is "for tomorrow" wherever it is said (one table of texting forms).
  assert.deepEqual(calls("remind me para mañana at 9 to call the bank"), [
    {
      name: "reminders_create",
      input: { text: "call the bank", at: "2026-03-12T09:00:00+01:00" },
    },
  ]);
  // Spanish names are the user's own words.
  assert.deepEqual(calls("add a task to ring La Tasca about the booking"), [
    task("ring La Tasca about the booking"),
  ]);
});
