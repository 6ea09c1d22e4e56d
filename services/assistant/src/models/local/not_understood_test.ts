import assert from "node:assert/strict";
import { nearestGroup, notUnderstood } from "./not_understood.ts";

Deno.test("nearestGroup() names the group whose own words a message says, not one it shares common words with", () => {
  // "day" is a word of the birthdays' "birth day", not a noun of theirs; "trip" is the trips' own.
  assert.equal(nearestGroup("Manchester day trip on friday the 20th")?.label, "trips");
  // "notes" is the notes' noun even though other groups' examples say it too.
  assert.equal(nearestGroup("read me back my notes pls")?.label, "notes");
  assert.equal(nearestGroup("groceries shopping list stuff banana")?.label, "shopping list");
  // Words every group says, or none says, name no group.
  for (const text of ["zzzz qqqq", "the weather's been awful this week", "on friday at 9 please"]) {
    assert.equal(nearestGroup(text), null, text);
  }
});

Deno.test("notUnderstood() gives two examples of the nearest group, or two general ones", () => {
  assert.match(
    notUnderstood("Manchester day trip on friday the 20th"),
    /^I didn't understand that as a request, so I did nothing\. For your trips you could say "[^"]+" or "[^"]+"\.$/u,
  );
  assert.match(notUnderstood("zzzz qqqq"), /You could say, for example, "[^"]+" or "[^"]+"\.$/u);
  assert.match(notUnderstood("zzzz", ["zzzz"]), /^I didn't understand all of that \("zzzz"\)/u);
});
