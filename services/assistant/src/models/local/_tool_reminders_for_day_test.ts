/**
 * A day said after "for" in what to be reminded of, once the moment was said first, is the doing's
 * ("… friday at 5 to buy eggs for easter sunday"): kept in the words, never the moment.
 * @module
 */
import assert from "node:assert/strict";
import { readCalls } from "./_intent_test_util.ts";

const made = (text: string, at: string) => `reminders_create ${JSON.stringify({ text, at })}`;

Deno.test("reminders: a day after 'for' in the doing stays in its words", () => {
  const cases: [string, string, string][] = [
    [
      "remind me friday at 5 to buy eggs for easter sunday",
      "buy eggs for easter sunday",
      "2026-03-13T17:00:00+00:00",
    ],
    [
      "remind me monday at 6 to book a table for friday",
      "book a table for friday",
      "2026-03-16T18:00:00+00:00",
    ],
    [
      "remind me tomorrow at 9 to order the turkey for christmas",
      "order the turkey for christmas",
      "2026-03-12T09:00:00+00:00",
    ],
    [
      "remind me on the 20th to buy a costume for halloween",
      "buy a costume for halloween",
      "2026-03-20T09:00:00+00:00",
    ],
    [
      "remind me thursday at noon to confirm the taxi for saturday morning",
      "confirm the taxi for saturday morning",
      "2026-03-12T12:00:00+00:00",
    ],
    [
      "remind me tonight at 8 to pack lunch for tomorrow",
      "pack lunch for tomorrow",
      "2026-03-11T20:00:00+00:00",
    ],
    [
      "remind me on sunday to iron shirts for monday",
      "iron shirts for monday",
      "2026-03-15T09:00:00+00:00",
    ],
    [
      "remind me at 7pm to prep the slides for next week's meeting",
      "prep the slides for next week's meeting",
      "2026-03-11T19:00:00+00:00",
    ],
    [
      "remind me friday to buy wine for new year's eve",
      "buy wine for new year's eve",
      "2026-03-13T09:00:00+00:00",
    ],
    [
      "remind me tomorrow to call the school before friday",
      "call the school before friday",
      "2026-03-12T09:00:00+00:00",
    ],
  ];
  for (const [said, text, at] of cases) assert.equal(readCalls(said), made(text, at), said);
  // A time joined to the day left ("for friday at 7") is never the moment either.
  assert.ok(!readCalls("remind me tomorrow at 9 to book a table for friday at 7").includes("T19:"));
});

Deno.test("reminders: the moment said with 'for' first, or alone, is still the moment", () => {
  const cases: [string, string, string][] = [
    [
      "set a reminder for tomorrow at 9 to call the bank",
      "call the bank",
      "2026-03-12T09:00:00+00:00",
    ],
    ["remind me at 5 tomorrow to call mum", "call mum", "2026-03-12T17:00:00+00:00"],
    [
      "remind me on monday at 10 to pay rent for april",
      "pay rent for april",
      "2026-03-16T10:00:00+00:00",
    ],
    ["remind me to call mum on friday at 6", "call mum", "2026-03-13T18:00:00+00:00"],
    [
      "remind me tomorrow at 8 to text the family merry christmas",
      "text the family merry christmas",
      "2026-03-12T08:00:00+00:00",
    ],
    [
      "remind me on christmas eve at 5 to wrap the presents",
      "wrap the presents",
      "2026-12-24T17:00:00+00:00",
    ],
    [
      "set a reminder for friday at 3pm: pick up the suit",
      "pick up the suit",
      "2026-03-13T15:00:00+00:00",
    ],
  ];
  for (const [said, text, at] of cases) assert.equal(readCalls(said), made(text, at), said);
});
