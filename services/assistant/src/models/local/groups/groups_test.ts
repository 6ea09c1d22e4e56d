import assert from "node:assert/strict";
import { TOOLS } from "@asst/shared";
import { readToolIntent } from "../tool_intent.ts";
import { anyOf, compileWords } from "./_words.ts";
import { GROUP_WORDS, NOUN, othersThan, questionFor } from "./mod.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

/** Tools the local model never calls itself: the grouped reads a key may list. */
const NOT_PARSED = new Set(["email_followups", "price_watches"]);

Deno.test("every tool a key can call has an example in its group's description", () => {
  const described = new Set(GROUP_WORDS.flatMap((w) => Object.keys(w.examples)));
  for (const tool of TOOLS) {
    if (NOT_PARSED.has(tool.name)) continue;
    assert.ok(described.has(tool.name), `${tool.name} has no example in any group`);
  }
  for (const name of described) {
    assert.ok(TOOLS.some((t) => t.name === name), `an example names no tool: ${name}`);
  }
});

Deno.test("each group's examples are understood as a call of their tool", () => {
  for (const w of GROUP_WORDS) {
    for (const [tool, examples] of Object.entries(w.examples)) {
      for (const text of examples) {
        const intent = readToolIntent(text, PARIS);
        const names = [
          ...intent.calls.map((c) => c.name),
          ...intent.drafts.map(() => "propose_action"),
        ];
        assert.deepEqual(names, [tool], `${w.kind}: "${text}"`);
      }
    }
  }
});

Deno.test("a request that lacks what its tool needs asks for it, with the group's question", () => {
  const intent = readToolIntent("remind me to call mum", PARIS);
  assert.deepEqual(intent.calls, []);
  assert.deepEqual(intent.asks, [{
    tool: "reminders_create",
    question: questionFor("reminders_create"),
  }]);
  assert.match(intent.asks[0]!.question, /when/iu);
  // With the time, the same request is a call.
  const timed = readToolIntent("remind me to call mum tomorrow at 6pm", PARIS);
  assert.deepEqual(timed.asks, []);
  assert.equal(timed.calls[0]?.name, "reminders_create");
  // Asking about reminders is not a request lacking a time.
  assert.deepEqual(readToolIntent("remind me what's on my shopping list", PARIS).asks, []);
  assert.throws(() => questionFor("shopping_add"), /no group says what to ask/u);
});

Deno.test("the words' notation: optional plurals, hyphens, spaces, longest first", () => {
  const re = new RegExp(`^${anyOf(["to-do(s)", "reminder(s)", "price watch(es)"])}$`, "iu");
  for (const ok of ["to-do", "to do", "todo", "to-dos", "todos", "Reminders", "price  watches"]) {
    assert.ok(re.test(ok), ok);
  }
  for (const no of ["to--do", "reminderss", "price watchs", "t.do"]) assert.ok(!re.test(no), no);
  assert.throws(() => anyOf(["add", " "]), /empty phrase/u);
  // Regex characters in a phrase are words, not patterns.
  assert.ok(!new RegExp(`^${anyOf(["a.b"])}$`, "iu").test("axb"));
  const compiled = compileWords({ kind: "x", nouns: ["list"], examples: {} });
  assert.ok(
    !new RegExp(compiled.verb("x_add"), "u").test("add"),
    "a tool without verbs matches none",
  );
});

Deno.test("a synonym added to a group's description is understood without touching a parser", () => {
  // The shopping description's verbs drive its parser: "chuck" is one of them.
  const [call] = readToolIntent("chuck oat milk on the shopping list", PARIS).calls;
  assert.deepEqual(call, { name: "shopping_add", input: { items: ["oat milk"] } });
});

Deno.test("othersThan() names every other kind of item, never its own", () => {
  assert.ok(othersThan("task").test("the dentist reminder"));
  assert.ok(!othersThan("task").test("my to-do list"));
  assert.ok(!othersThan("note", { except: ["keepsake"] }).test("that keepsake"));
  assert.ok(!othersThan("shopping").test("my calendar"));
  assert.ok(othersThan("shopping", { also: ["calendar"] }).test("my calendar"));
  assert.ok(new RegExp(`^${NOUN.task}$`, "iu").test("to do list"));
});
