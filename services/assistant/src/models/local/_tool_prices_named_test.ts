import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

const LONDON: IntentContext = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, LONDON);
}

const target = (watch: string, target_price: number) => [
  { name: "price_watches_set_target", input: { watch, target_price } },
];
const start = (url: string, target_price: number) => [
  { name: "price_watches_start", input: { url, target_price } },
];

Deno.test("a target said by a name ('a tenner', 'half a grand') is its number", () => {
  assert.deepEqual(
    calls("keep an eye on https://shop.example/e-bike and tell me when it's under two grand"),
    start("https://shop.example/e-bike", 2000),
  );
  assert.deepEqual(
    calls("watch https://shop.example/sofa, ping me when it's below half a grand"),
    start("https://shop.example/sofa", 500),
  );
  assert.deepEqual(
    calls("let me know when the headphones drop under a fiver"),
    target("headphones", 5),
  );
  assert.deepEqual(calls("tell me when the jigsaw drops below a tenner"), target("jigsaw", 10));
  // "grand" naming a thing is no amount: the number said is the target.
  assert.deepEqual(
    calls("tell me when the grand piano drops under 900"),
    target("grand piano", 900),
  );
});

Deno.test("a product's link is watched, never recorded as an expense", () => {
  assert.deepEqual(
    calls("track https://shop.example/kettle for 60 quid max"),
    start("https://shop.example/kettle", 60),
  );
  assert.deepEqual(
    calls("track https://shop.example/lamp I'll pay 40 max"),
    start("https://shop.example/lamp", 40),
  );
  // Without a link, "track 12 for lunch" is still the expense.
  assert.deepEqual(calls("track 12 for lunch"), [
    { name: "expenses_record", input: { amount: 12, currency: "GBP", description: "lunch" } },
  ]);
});
