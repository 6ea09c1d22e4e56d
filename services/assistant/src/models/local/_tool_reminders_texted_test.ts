/**
 * A reminder's words texted ("tmrw 2 call the bank": "2" for "to", never before a thing counted),
 * "this" said before a holiday ("this christmas"), and the one it is for named before a colon
 * ("for mum: remind me sunday to call her" is "call mum").
 */
import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";

Deno.test("a reminder texted, said of this holiday, or for someone named first", () => {
  const table: [string, string][] = [
    [
      "remind me tmrw 2 call the bank",
      'reminders_create {"text":"call the bank","at":"2026-03-12T09:00:00+00:00"}',
    ],
    [
      "remind me friday 2 pay rent",
      'reminders_create {"text":"pay rent","at":"2026-03-13T09:00:00+00:00"}',
    ],
    [
      "remind me 2moro morning 2 take the bins",
      'reminders_create {"text":"take the bins","at":"2026-03-12T09:00:00+00:00"}',
    ],
    [
      "remind me at 5 2 loaves of bread",
      'reminders_create {"text":"2 loaves of bread","at":"2026-03-11T17:00:00+00:00"}',
    ],
    [
      "remind me at 5 2 dozen eggs",
      'reminders_create {"text":"2 dozen eggs","at":"2026-03-11T17:00:00+00:00"}',
    ],
    [
      "remind me at 9 to buy 2 loaves",
      'reminders_create {"text":"buy 2 loaves","at":"2026-03-11T09:00:00+00:00"}',
    ],
    [
      "remind me tae ring my granny at 5",
      'reminders_create {"text":"ring my granny","at":"2026-03-11T17:00:00+00:00"}',
    ],
    [
      "remind me this christmas to call aunt joy",
      'reminders_create {"text":"call aunt joy","at":"2026-12-25T09:00:00+00:00"}',
    ],
    [
      "remind me this friday at 9 to call bob",
      'reminders_create {"text":"call bob","at":"2026-03-13T09:00:00+00:00"}',
    ],
    [
      "for mum: remind me sunday to call her",
      'reminders_create {"text":"call mum","at":"2026-03-15T09:00:00+00:00"}',
    ],
    [
      "for dad: remind me at 6 to pick him up",
      'reminders_create {"text":"pick dad up","at":"2026-03-11T18:00:00+00:00"}',
    ],
    ["the Lisbon trip: delete it", 'trips_delete {"trip":"Lisbon"}'],
  ];
  for (const [text, expected] of table) assert.equal(read(text), expected, text);
});
