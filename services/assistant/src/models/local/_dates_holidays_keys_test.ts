import assert from "node:assert/strict";
import { HOLIDAY_NAMES } from "./_dates_holidays.ts";
import { holidayName, withoutHolidays } from "./_dates_phrases.ts";
import { nameKey, textRuns } from "./_dates_holidays_keys.ts";

/** Each name said as users write it: as listed, in capitals, its apostrophes left out, in a sentence. */
function sayings(name: string): string[] {
  const upper = name.replace(/\b\p{L}/gu, (ch) => ch.toUpperCase());
  return [
    name,
    upper,
    name.toUpperCase(),
    name.replaceAll("'", ""),
    `remind me on ${name}, please`,
    `what's on (${upper}) this year?`,
    `count down to ${name.replaceAll("'", "")}!`,
    `€20 for ${name}\u00a0— ok`,
    `“${name}”`,
  ];
}

Deno.test("every holiday's name, however written, is still found past the keys' prefilter", () => {
  for (const h of HOLIDAY_NAMES) {
    for (const name of h.names) {
      for (const text of sayings(name)) {
        assert.notEqual(holidayName(text), null, text);
        assert.notEqual(withoutHolidays(text), text, text);
      }
    }
  }
});

Deno.test("texts naming no holiday are kept as they are, and named by none", () => {
  const none = [
    "add milk to my shopping list",
    "remind me to call the dentist tomorrow at 9",
    "the newest yearbook is out",
    "valentina's birthday is on 3 May",
    "theyre saying the eve of the match",
    "Christmassy jumper on my list",
    "day trip to Bath",
    "Sarah got married, she's Sarah Reese now",
    "what's on my calendar next week?",
    "record €45 for a taxi to the airport",
    "the weather's been awful this week",
    "note: the plumber comes Tuesday",
    "xmasses",
    "mayonnaise and eggs",
    "delete the stpatrick note",
    "may I have a day off?",
    "a new yearly plan for the gym",
    "new trip: Oslo, 5/5 - 9/5",
    "what day is it today?",
  ];
  for (const text of none) {
    assert.equal(holidayName(text), null, text);
    assert.equal(withoutHolidays(text), text, text);
  }
});

Deno.test("a name's key is its whole runs of plain letters and the starts of the others", () => {
  assert.deepEqual(nameKey("the new year"), { runs: ["year", "the", "new"], starts: [] });
  assert.deepEqual(nameKey("valentine's"), { runs: [], starts: ["val"] });
  assert.deepEqual(nameKey("new year's eve"), { runs: ["new", "eve"], starts: ["yea"] });
  assert.deepEqual(nameKey("día de la independencia"), {
    runs: ["independencia", "de", "la"],
    starts: ["d"],
  });
  assert.equal(nameKey("été"), null);
  assert.equal(textRuns("día de muertos"), null);
  assert.equal(textRuns("chriſtmas"), null);
  assert.deepEqual([...textRuns("€45 for xmas—dinner")!.runs], ["for", "xmas", "dinner"]);
  assert.deepEqual([...textRuns("St. Patrick's")!.runs], ["st", "patrick", "s"]);
});
