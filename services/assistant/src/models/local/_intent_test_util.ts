/**
 * What the tests of the parser's requests share: the clock they read at, and the check that each
 * phrasing of a tool gives exactly the one call expected, valid for the tool.
 * @module
 */
import assert from "node:assert/strict";
import { findTool, TOOLS } from "@asst/shared";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";
import { isValidRule } from "./_tool_recurrence.ts";

/** Friday 27 March 2026, 11:00 in Paris (UTC+1); clocks go forward on Sunday 29 March. */
export const PARIS: IntentContext = {
  now: new Date("2026-03-27T10:00:00Z"),
  timezone: "Europe/Paris",
};

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1): the evaluation corpus's default clock. */
export const CORPUS_CLOCK: IntentContext = {
  now: new Date("2026-03-11T08:30:00Z"),
  timezone: "Europe/Paris",
};

/** Asserts every call is a known tool's and validates against its input schema. */
export function assertValid(calls: ToolCall[]): void {
  for (const call of calls) {
    const tool = findTool(call.name);
    assert.ok(tool, `${call.name} is a tool`);
    tool.input.parse(call.input);
    if (typeof call.input.recurrence === "string") assert.ok(isValidRule(call.input.recurrence));
  }
}

/** The one valid call a message gives. */
export function one(text: string, ctx: IntentContext = PARIS): ToolCall {
  const calls = parseToolIntent(text, ctx);
  assert.equal(calls.length, 1, `"${text}" gives one call, not ${JSON.stringify(calls)}`);
  assertValid(calls);
  return calls[0]!;
}

/** Phrasings of a tool's requests, each with the input of the one call it must give. */
export type Phrasings = Record<string, [string, Record<string, unknown>][]>;

/**
 * Registers, for a group's tools, one test per tool that each phrasing gives its call, and one
 * that every tool of the group has at least six phrasings.
 */
export function testPhrasings(group: string | null, phrasings: Phrasings): void {
  Deno.test(`every ${group ?? "propose"} tool has at least six phrasings in these tests`, () => {
    for (const tool of TOOLS.filter((t) => t.group === group)) {
      assert.ok((phrasings[tool.name]?.length ?? 0) >= 6, `${tool.name} has six phrasings`);
    }
  });
  for (const [name, cases] of Object.entries(phrasings)) {
    Deno.test(`parseToolIntent() understands ${cases.length} ways of asking for ${name}`, () => {
      for (const [text, input] of cases) {
        findTool(name)!.input.parse(input);
        assert.deepEqual(parseToolIntent(text, PARIS), [{ name, input }], text);
      }
    });
  }
}

/** The one email a message proposes: whom it is for and what it says. */
export function emailed(
  text: string,
  ctx: IntentContext = CORPUS_CLOCK,
): { to: string[]; body: string } {
  const email = (one(text, ctx).input as { email: { to: string[]; body: string } }).email;
  return { to: email.to, body: email.body };
}

/** The calls a message gives, read at `ctx` (the corpus's clock unless said). */
export function calls(text: string, ctx: IntentContext = CORPUS_CLOCK): ToolCall[] {
  return parseToolIntent(text, ctx);
}

/** Wednesday 11 March 2026, 08:30 in London (UTC+0): the corpus's day in a zone with no offset. */
export const LONDON: IntentContext = {
  now: new Date("2026-03-11T08:30:00Z"),
  timezone: "Europe/London",
};

/** The calls a message gives, as compact text ("name {input} | …"), read at `ctx` (London's). */
export function readCalls(text: string, ctx: IntentContext = LONDON): string {
  return calls(text, ctx).map((c) => `${c.name} ${JSON.stringify(c.input)}`).join(" | ");
}

/** A reminder expected: its words and when. */
export const remind = (text: string, at: string): ToolCall => ({
  name: "reminders_create",
  input: { text, at },
});

/** A reminder expected cancelled, by the words that name it. */
export const cancel = (reminder: string): ToolCall => ({
  name: "reminders_cancel",
  input: { reminder },
});

/** A task expected: its words and, when one was said, its due day. */
export const task = (content: string, due?: string): ToolCall => ({
  name: "tasks_create",
  input: due ? { content, due } : { content },
});
