import assert from "node:assert/strict";
import { isSpendQuestion, spendReply } from "./spend_parse.ts";

Deno.test("isSpendQuestion() reads the ways people ask what they spent", () => {
  for (
    const q of [
      "how much have I spent this month?",
      "How much did I spend",
      "what's my spend",
      "What’s my spending this month?",
      "what is my spend so far",
      "how much have i spent so far this month",
      "show my spending",
      "my spend",
    ]
  ) {
    assert.equal(isSpendQuestion(q), true, q);
  }
});

Deno.test("isSpendQuestion() leaves other messages alone", () => {
  for (
    const q of [
      "add 'how much have I spent' to my notes",
      "remember I spent 20 dollars on lunch",
      "how much did I spend on groceries last week",
      "record an expense of 12 euros",
      "what's my name",
      "",
      "how much have I spent this month ".repeat(10),
    ]
  ) {
    assert.equal(isSpendQuestion(q), false, q);
  }
});

Deno.test("spendReply() says what was spent of the cap, and when the cap is reached", () => {
  assert.equal(
    spendReply({ month: "2026-03", spent_usd: 0.0123, cap_usd: 5, calls: 3 }),
    "In 2026-03 (UTC) you have spent $0.0123 of your $5.00 monthly cap, over 3 API calls.",
  );
  assert.match(
    spendReply({ month: "2026-03", spent_usd: 5, cap_usd: 5, calls: 1 }),
    /over 1 API call\. The cap is reached/,
  );
});
