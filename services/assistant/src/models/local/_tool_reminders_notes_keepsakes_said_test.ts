/**
 * Reminders, notes and keepsakes asked in ways read from the development sets 18 to 23: a recurring
 * thing said first then a reminder at an hour, a reminder named then moved "instead of" a weekday,
 * the reminders asked "when am I being reminded", a note wished for "saying …", notes read back
 * by their subject, keepsakes kept "for posterity", "forever", "as a keepsake" after another kind
 * turned down, listed as "things saved to keep", and one unwanted then binned. Each with
 * look-alikes that must stay as they are.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK } from "./_intent_test_util.ts";

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, CORPUS_CLOCK);
}

function names(text: string): string[] {
  return calls(text).map((c) => c.name);
}

Deno.test("a recurring thing said first, then a reminder at an hour, repeats as it does", () => {
  const cases: [string, string, string, string][] = [
    ["bins go out every tuesday night, can you nudge me at 8pm", "bins", "TU", "20:00"],
    ["bins go out every tuesday night, remind me at 8pm", "bins", "TU", "20:00"],
    ["recycling goes out every thursday, could you remind me at 7pm", "recycling", "TH", "19:00"],
    ["I go to the gym every monday, ping me at 6am please", "gym", "MO", "06:00"],
    ["the bin men come every friday morning, remind me at 7am", "bin men", "FR", "07:00"],
    ["swimming is every saturday, can you remind me at 9am", "swimming", "SA", "09:00"],
    ["the cleaner comes every wednesday, nudge me at 8am", "cleaner", "WE", "08:00"],
  ];
  for (const [text, about, day, hour] of cases) {
    const got = calls(text);
    assert.equal(got.length, 1, text);
    assert.equal(got[0]!.name, "reminders_create", text);
    assert.ok(String(got[0]!.input.text).includes(about), text);
    assert.equal(got[0]!.input.recurrence, `FREQ=WEEKLY;BYDAY=${day}`, text);
    assert.ok(String(got[0]!.input.at).includes(`T${hour}`), text);
  }
});

Deno.test("a reminder named then moved 'instead of' a weekday is cancelled and set again", () => {
  const cases: [string, string, string][] = [
    [
      "the reminder to call Grandma, make it Sunday at 11 instead of Saturday",
      "call Grandma",
      "2026-03-15T11:00:00+01:00",
    ],
    [
      "the reminder to feed the cat, make it friday at 9 instead of thursday",
      "feed the cat",
      "2026-03-13T09:00:00+01:00",
    ],
    [
      "the reminder to ring Jo, change it saturday at 4 instead of friday",
      "ring Jo",
      "2026-03-14T16:00:00+01:00",
    ],
    [
      "my reminder to pay rent, make it Monday at 10",
      "pay rent",
      "2026-03-16T10:00:00+01:00",
    ],
    [
      "make the airport reminder 5:40pm wednesday instead of saturday",
      "airport",
      "2026-03-11T17:40:00+01:00",
    ],
  ];
  for (const [text, about, at] of cases) {
    const got = calls(text);
    assert.deepEqual(got.map((c) => c.name), ["reminders_cancel", "reminders_create"], text);
    assert.equal(got[1]!.input.text, about, text);
    assert.equal(got[1]!.input.at, at, text);
  }
});

Deno.test("reminders moved to a day 'same time' after the news, asked politely, are handed over", () => {
  const cases: [string, string][] = [
    [
      "the dentist thing for kayden got moved to friday same time, can u fix the reminder",
      "dentist",
    ],
    ["dentist got moved to friday, same time, can you sort the reminder", "dentist"],
    ["the reminder to call the vet is for the 17th now, same time", "vet"],
    ["the reminder to call nan is now friday, same time", "nan"],
    ["physio got moved to thursday same time, could you update the reminder", "physio"],
    ["the haircut was moved to monday same time pls fix my reminder", "haircut"],
  ];
  for (const [text, about] of cases) {
    const saved = readToolIntent(text, CORPUS_CLOCK).asks[0]?.saved;
    assert.ok(saved, text);
    assert.ok(String(saved.call.input.text).includes(about), text);
  }
});

Deno.test("the reminders, asked when they will go off, are listed", () => {
  for (
    const text of [
      "when am I being reminded about the passport renewal?",
      "when will I be reminded to pay the rent",
      "when do I get reminded about the dentist?",
    ]
  ) assert.deepEqual(names(text), ["reminders_list"], text);
});

Deno.test("a note wished for 'saying …', and notes read back by their subject", () => {
  const cases: [string, string][] = [
    ["i'd like a note saying dont buy the cheap bin bags again they split", "bin bags"],
    ["I want a note saying the boiler code is 4411", "4411"],
    ["id like a note saying: the spare key is with Jan", "spare key"],
  ];
  for (const [text, held] of cases) {
    const got = calls(text);
    assert.deepEqual(got.map((c) => c.name), ["notes_create"], text);
    assert.ok(String(got[0]!.input.text).includes(held), text);
  }
  for (
    const text of [
      "read me back whatever I noted about the garden",
      "read back everything I jotted about the car",
    ]
  ) assert.deepEqual(names(text), ["notes_list"], text);
});

Deno.test("keepsakes kept for posterity, forever, or as a keepsake after a note turned down", () => {
  const cases: [string, string][] = [
    ["save for posterity: we got the keys to the new house today!!", "keys"],
    ["for posterity: Tom scored his first goal", "first goal"],
    ["keep for posterity: the last day at the old flat", "old flat"],
    ["no need to make a note, keep it as a keepsake: Nanu's letter from 1971", "1971"],
    ["not a reminder, keep it as a keepsake: the ticket from the first gig", "ticket"],
    [
      "my daughter drew the whole family with the dog bigger than the house - keep that one forever",
      "dog",
    ],
    ["Sam lost his first tooth at the zoo - keep this one always", "tooth"],
  ];
  for (const [text, held] of cases) {
    const got = calls(text);
    assert.deepEqual(got.map((c) => c.name), ["keepsakes_save"], text);
    assert.ok(String(got[0]!.input.text).includes(held), text);
  }
  for (
    const text of ["show me the things I've saved to keep", "list the stuff we've saved to keep"]
  ) {
    assert.deepEqual(names(text), ["keepsakes_list"], text);
  }
  for (
    const text of [
      "I don't want the keepsake about the ex anymore, get rid",
      "I don't want the keepsake about the old flat any more, bin it",
    ]
  ) assert.deepEqual(names(text), ["keepsakes_forget"], text);
});

Deno.test("look-alikes of these ways of asking run nothing they should not", () => {
  const none = [
    "posterity is a strange word",
    "no need to make a note, thanks",
    "the dog is bigger than the house - keep that in mind",
    "show me the things I need to buy",
    "I don't want the note about the ex anymore, get rid",
    "save the posterity doc to drive",
    "keep that one forever",
    "my daughter drew the whole family - keep that one for the fridge",
    "i'd like a note",
    "i'd like a reminder saying call mum",
    "I want a new saying for my mug",
    "read me back the email from Tom",
    "read out what Tom wrote about the garden",
    "bins go out every tuesday night",
    "I go to the gym every monday, can you book me a class at 6am",
    "the reminder to call Grandma, make it Sunday instead of Saturday",
    "the reminder to call Grandma was lovely, make it a habit",
    "the reminder to call Grandma, make it 11 instead of 10",
    "dentist got moved to friday, can you sort the reminder",
    "the reminder to call the vet is for the 17th now",
    "the reminder to call the vet is lovely",
  ];
  for (const text of none) {
    const r = readToolIntent(text, CORPUS_CLOCK);
    assert.deepEqual(r.calls, [], text);
  }
  // Read as before: another kind asked, or the reminders listed.
  assert.deepEqual(
    names("bins go out every tuesday night, can you add bin bags to my shopping list"),
    ["shopping_add"],
  );
  assert.deepEqual(names("when was I reminded about the passport?"), ["reminders_list"]);
});
