import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";

Deno.test("a kind's noun said first with no verb is a heading: what follows is the item", () => {
  // Said on Wednesday 11 March 2026.
  const table: [string, string, Record<string, unknown>][] = [
    ["bday Hugo 5 june 1990", "birthdays_save", { name: "Hugo", date: "1990-06-05" }],
    ["birthday Hugo 5 june 1990", "birthdays_save", { name: "Hugo", date: "1990-06-05" }],
    ["todo fix bike brakes sat", "tasks_create", { content: "fix bike brakes", due: "2026-03-14" }],
    [
      "trip Lisbon 2-5 april",
      "trips_create",
      { destination: "Lisbon", start_date: "2026-04-02", end_date: "2026-04-05" },
    ],
    [
      "reminder pay rent friday 9am",
      "reminders_create",
      { text: "pay rent", at: "2026-03-13T09:00:00+01:00" },
    ],
    ["countdown wedding 20 june", "countdowns_set", { title: "wedding", date: "2026-06-20" }],
    ["task buy milk", "tasks_create", { content: "buy milk" }],
  ];
  for (const [text, name, input] of table) assert.deepEqual(calls(text), [{ name, input }], text);
});

Deno.test("a kind's noun first that asks for the list, or says a statement, adds nothing", () => {
  for (const text of ["reminders friday", "task list", "reminder tomorrow", "countdowns"]) {
    const made = calls(text);
    assert.ok(
      made.length === 1 && made[0]!.name.endsWith("_list"),
      `${text}: ${JSON.stringify(made)}`,
    );
  }
  for (const text of ["trip to Rome was amazing", "birthday party was fun", "trip Lisbon"]) {
    assert.deepEqual(calls(text), [], text);
  }
});
