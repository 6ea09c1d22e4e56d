import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

/** The one expense a message records (Wednesday 11 March 2026). */
function recorded(text: string): Record<string, unknown> | undefined {
  const calls = readToolIntent(text, CORPUS_CLOCK).calls;
  assert.equal(calls.length, 1, `${text}: ${JSON.stringify(calls)}`);
  assert.equal(calls[0]!.name, "expenses_record", text);
  return calls[0]!.input;
}

Deno.test("a part of today said after an expense dates it today and leaves its description", () => {
  const cases: [string, string][] = [
    ["I paid 8 euros for breakfast this morning", "breakfast"],
    ["I paid 20 euros for a taxi this afternoon", "taxi"],
    ["spent 9 euros on snacks this evening", "snacks"],
    ["I spent 6 euros on coffee earlier", "coffee"],
    ["I spent 6 euros on coffee earlier today", "coffee"],
    ["spent 10 EUR on a taxi earlier on", "taxi"],
    ["paid 12 euros for parking earlier this morning", "parking"],
    ["spent 4 EUR on a coffee this morning at the station", "coffee at the station"],
    ["12 euros on lunch this afternoon", "lunch"],
    ["log 6.50 for coffee this morning", "coffee"],
    ["expense: 30 EUR dinner this evening", "dinner"],
    ["spent 14 EUR at lunch today", "lunch"],
    ["spent 25 EUR on drinks tonight", "drinks"],
  ];
  for (const [text, description] of cases) {
    const input = recorded(text);
    assert.equal(input?.description, description, text);
    assert.equal(input?.date, "2026-03-11", text);
  }
});

Deno.test("days said after an expense are its date, not its description", () => {
  const cases: [string, string, string][] = [
    ["I paid 8 euros for breakfast yesterday", "breakfast", "2026-03-10"],
    ["spent 30 on dinner last night", "dinner", "2026-03-10"],
    ["paid 15 euros for parking on Monday", "parking", "2026-03-09"],
    ["spent 18 euros on lunch with Sam yesterday", "lunch with Sam", "2026-03-10"],
  ];
  for (const [text, description, date] of cases) {
    const input = recorded(text);
    assert.equal(input?.description, description, text);
    assert.equal(input?.date, date, text);
  }
});

Deno.test("a word of time that names the thing bought stays in its description", () => {
  const cases: [string, string][] = [
    ["paid 30 EUR for the morning yoga class", "morning yoga class"],
    ["paid 50 for the night bus", "night bus"],
    ["paid 50 for the earlier train", "earlier train"],
    ["I paid 8 euros for breakfast", "breakfast"],
    ["spent 7 euros on evening primrose oil", "evening primrose oil"],
  ];
  for (const [text, description] of cases) {
    const input = recorded(text);
    assert.equal(input?.description, description, text);
    assert.equal(input?.date, undefined, text);
  }
});
