import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, CORPUS_CLOCK);
}

const update = (contact: string, detail: Record<string, string>): ToolCall[] => [
  { name: "contacts_update", input: { contact, ...detail } },
];

Deno.test("contacts: a detail changed, then 'it's' the new one", () => {
  const cases: [string, ToolCall[]][] = [
    ["Ana changed her number, it's 06 12 34 56 78", update("Ana", { phone: "06 12 34 56 78" })],
    ["Ana changed her number, it is 07700 900222", update("Ana", { phone: "07700 900222" })],
    [
      "Raj changed his email, it's raj@newmail.example",
      update("Raj", { email: "raj@newmail.example" }),
    ],
    ["Tom updated his phone - it's 07700 900333", update("Tom", { phone: "07700 900333" })],
    ["Ana switched her mobile, it's now 07700 900444", update("Ana", { phone: "07700 900444" })],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("contacts: the change asked, why, then the new detail", () => {
  const cases: [string, ToolCall[]][] = [
    [
      "change Ben's number, he's got a new phone: +44 7700 900456",
      update("Ben", { phone: "+44 7700 900456" }),
    ],
    [
      "update Ben's number, he has a new one: 07700 900456",
      update("Ben", { phone: "07700 900456" }),
    ],
    [
      "change Sue's email, she's got a new address: sue@new.example",
      update("Sue", { email: "sue@new.example" }),
    ],
    [
      "change Sue's email, she has a new email - sue@new.example",
      update("Sue", { email: "sue@new.example" }),
    ],
    [
      "update Kofi's mobile, he's got a new phone, 024 123 4567",
      update("Kofi", { phone: "024 123 4567" }),
    ],
  ];
  for (const [text, want] of cases) assert.deepEqual(calls(text), want, text);
});

Deno.test("contacts: look-alikes of a changed detail change nothing", () => {
  for (
    const text of [
      "change Ben's number, he's got a new email: ben@new.example",
      "Ana changed her number, it's on the fridge",
      "Ana changed her number, it is annoying",
      "Ana changed her number",
      "change Ben's number, he's got a new phone",
      "Ana changed her job, it's at Globex",
      "change Ben's number, he's got a new car: 07700 900456",
      "Ana changed her number, it is 5 digits longer",
      "my number changed, it's 07700 900222",
      "change my number, I've got a new phone: 07700 900456",
      "Ben changed his number, it's a pain",
      "change Ben's number, he's got a new job",
      "Ana changed her email, it is the same as before",
      "did Ana change her number? it's 07700 900222 on my phone",
      "Sue changed her name, it's fine",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name === "contacts_update"), text);
  }
});
