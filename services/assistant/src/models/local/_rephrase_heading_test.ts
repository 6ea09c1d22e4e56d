import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";

Deno.test("a kind's label said first without its colon, then the item as its slot says it", () => {
  // Said on Wednesday 11 March 2026.
  const table: [string, string, Record<string, unknown>][] = [
    ["bday Hugo 5 june 1990", "birthdays_save", { name: "Hugo", date: "1990-06-05" }],
    ["birthday Hugo 5 june 1990", "birthdays_save", { name: "Hugo", date: "1990-06-05" }],
    ["todo fix bike brakes sat", "tasks_create", { content: "fix bike brakes", due: "2026-03-14" }],
    ["task buy milk", "tasks_create", { content: "buy milk" }],
    [
      "trip Lisbon 2-5 april",
      "trips_create",
      { destination: "Lisbon", start_date: "2026-04-02", end_date: "2026-04-05" },
    ],
  ];
  for (const [text, name, input] of table) assert.deepEqual(calls(text), [{ name, input }], text);
});

Deno.test("a label's word said in a sentence, or before no slot's words, adds nothing", () => {
  for (
    const text of [
      "task force report due friday",
      "reminder sent to Tom on friday",
      "trip went well",
      "trip to Rome was amazing",
      "birthday party was fun",
      "bday Hugo",
      "keepsake boxes make good gifts for new parents",
    ]
  ) {
    const made = calls(text).filter((c) => !c.name.endsWith("_list"));
    assert.deepEqual(made, [], text);
  }
});
