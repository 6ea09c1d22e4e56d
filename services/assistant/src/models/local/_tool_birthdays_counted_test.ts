import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/London" };

Deno.test("a birthday is never saved from a day counted from today", () => {
  for (
    const text of [
      "my sister's birthday was last week and I completely forgot, I feel awful",
      "Tom's birthday was yesterday",
      "Jo's birthday is in 3 days",
      "my brother's birthday is next week, add it",
      "Gran's birthday was 2 weeks ago",
    ]
  ) {
    assert.deepEqual(parseToolIntent(text, CTX), [], text);
  }
  // A day of the year said as one is saved.
  assert.deepEqual(parseToolIntent("it's Tom's birthday tomorrow, save it", CTX), [
    { name: "birthdays_save", input: { name: "Tom", date: "--03-12" } },
  ]);
  assert.deepEqual(parseToolIntent("Ana's birthday is on 12 May", CTX), [
    { name: "birthdays_save", input: { name: "Ana", date: "--05-12" } },
  ]);
});

Deno.test("an age said in words is never part of the name", () => {
  const calls = parseToolIntent("Ella turns ten on the first of October, save her birthday", CTX);
  assert.ok(calls.every((c) => !String(c.input.name).includes("turns")), JSON.stringify(calls));
});

Deno.test("two people said for one birthday are one birthday each, never one under both names", () => {
  assert.deepEqual(parseToolIntent("Ella and Finn's birthday is 1 October", CTX), [
    { name: "birthdays_save", input: { name: "Ella", date: "--10-01" } },
    { name: "birthdays_save", input: { name: "Finn", date: "--10-01" } },
  ]);
});
