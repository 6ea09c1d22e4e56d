import assert from "node:assert/strict";
import { questionCall } from "./_questions.ts";

Deno.test("a question about the user's data in new words lists the group's items", () => {
  const cases: [string, string][] = [
    ["when do I fly out to Lisbon?", "trips_list"],
    ["who hasn't written back?", "email_followups_list"],
    ["has anything I'm watching got cheaper?", "price_watches_list"],
    ["did I write anything down about the boiler?", "notes_list"],
    ["is bread on my shopping list?", "shopping_list"],
    ["which birthdays are in December?", "birthdays_list"],
  ];
  for (const [text, tool] of cases) assert.equal(questionCall(text)?.name, tool, text);
  assert.deepEqual(questionCall("how do I get hold of Raj?"), {
    name: "contacts_list",
    input: { query: "Raj" },
  });
});

Deno.test("a question about the world, a definition or the user's own birthday lists nothing", () => {
  for (
    const text of [
      "Is it going to rain on my trip?",
      "what is a keepsake?",
      "can you set reminders?",
      "how do countdowns work?",
      "when is my birthday?",
      "what's the capital of Portugal?",
      "add milk to the list",
    ]
  ) {
    assert.equal(questionCall(text), null, text);
  }
});

Deno.test("whom a question is about is not a word it leaves unread", () => {
  assert.equal(
    questionCall("did the airline ever reply about my refund?")?.name,
    "email_followups_list",
  );
  assert.equal(questionCall("has Roof Co got back to me yet?")?.name, "email_followups_list");
});
