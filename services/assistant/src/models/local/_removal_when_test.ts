/**
 * A removal that names its items only by a day ("cancel all my reminders for tomorrow") removes
 * nothing: items are found by their words, and a day read as a name removes whichever holds it.
 * @module
 */
import assert from "node:assert/strict";
import { readCalls } from "./_intent_test_util.ts";

Deno.test("removals: a day alone names no reminder, task, note or keepsake", () => {
  for (
    const said of [
      "cancel all my reminders for tomorrow",
      "delete every reminder for monday",
      "remove all the reminders on friday",
      "cancel my reminders for the weekend",
      "scrap tomorrow's reminders",
      "cancel all reminders for saturday morning",
      "cancel the reminder for tomorrow",
      "cancel my 3pm reminder",
      "delete all my tasks for tomorrow",
      "delete my notes from yesterday",
      "delete all notes from monday",
      "forget all my keepsakes from last week",
      "clear every reminder for next week please",
      "get rid of the reminders for thursday evening",
    ]
  ) {
    const read = readCalls(said);
    assert.ok(!/_cancel|_delete|_forget|_complete|_update/u.test(read), `${said}: ${read}`);
  }
});

Deno.test("removals: a thing named beside a day, or a holiday, still names its item", () => {
  const cases: [string, string][] = [
    ["cancel the christmas reminder", "christmas"],
    ["cancel the reminder about next week's bins", "next week bins"],
    ["cancel the reminder about friday drinks", "friday drinks"],
    ["cancel the reminder for the school run", "school run"],
    ["cancel the dentist reminder", "dentist"],
    ["stop reminding me to water the plants", "water plants"],
    ["cancel the reminder to call mum on sunday", "call mum sunday"],
  ];
  for (const [said, reminder] of cases) {
    assert.equal(readCalls(said), `reminders_cancel ${JSON.stringify({ reminder })}`, said);
  }
  const others: [string, string][] = [
    ["delete the task about the weekend trip", 'tasks_delete {"task":"weekend trip"}'],
    ["delete the task for monday's meeting", 'tasks_delete {"task":"monday meeting"}'],
    ["delete the easter note", 'notes_delete {"note":"easter"}'],
    ["delete the note about the boiler", 'notes_delete {"note":"boiler"}'],
    ["tick off the gas bill task", 'tasks_complete {"task":"gas bill"}'],
  ];
  for (const [said, read] of others) assert.equal(readCalls(said), read, said);
});
