import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const KINGSTON = { now: new Date("2026-03-11T14:00:00Z"), timezone: "America/Jamaica" };

function calls(text: string) {
  return readToolIntent(text, KINGSTON).calls;
}

const dismissed = (followup: string) => [{ name: "email_followups_dismiss", input: { followup } }];

Deno.test("a reply said in the verb's own form ('answer me', 'text me') settles a follow-up", () => {
  const cases: [string, string][] = [
    ["mi landlord finally reply bout di deposit, so drop dat follow-up", "deposit"],
    ["Miss Pearl finally answer me bout di rent, so drop dat follow-up", "rent"],
    [
      "mi sista Joy finally text me bout di church hall, so yuh can drop dat follow-up",
      "church hall",
    ],
    ["di landlord reply me bout di deposit, so drop dat follow-up", "deposit"],
  ];
  for (const [text, followup] of cases) assert.deepEqual(calls(text), dismissed(followup), text);
});

Deno.test("a reply said in dialect, with no follow-up asked to go, dismisses nothing", () => {
  for (
    const text of [
      "Mi cousin Andre answer me bout di barrel shipping",
      "answer di landlord bout di deposit",
      "reply to Andre bout di barrel shipping",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("nagging about an email, stopped, dismisses its follow-up; nagging about no email is a reminder", () => {
  const cases: [string, string][] = [
    ["stop bugging me about the council tax email", "council tax"],
    ["stop pestering me about the emails from the school", "school"],
    ["stop hassling me about the email with the insurer", "insurer"],
  ];
  for (const [text, followup] of cases) assert.deepEqual(calls(text), dismissed(followup), text);
  assert.deepEqual(calls("stop nagging me about the gym"), [
    { name: "reminders_cancel", input: { reminder: "gym" } },
  ]);
  assert.deepEqual(calls("stop nagging me to email the landlord"), [
    { name: "reminders_cancel", input: { reminder: "email landlord" } },
  ]);
});
