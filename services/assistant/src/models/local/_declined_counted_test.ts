/**
 * "how many notes are saved" asks how many items there are, never how the service keeps them
 * ("how are my notes stored?" lists nothing).
 */
import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";

Deno.test("how many items are saved lists them; how they are kept lists nothing", () => {
  const table: [string, string][] = [
    ["how many keepsakes have I got saved", "keepsakes_list {}"],
    ["how many notes are saved", "notes_list {}"],
    ["how many reminders have I got set", "reminders_list {}"],
    ["how many tasks do I have stored", "tasks_list {}"],
    ["how many birthdays have I saved", "birthdays_list {}"],
    ["how are my notes stored?", ""],
    ["where are my keepsakes kept?", ""],
    ["how many keepsakes do i have", "keepsakes_list {}"],
  ];
  for (const [text, expected] of table) assert.equal(read(text), expected, text);
});
