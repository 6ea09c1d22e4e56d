import assert from "node:assert/strict";
import { one, type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the countdowns group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  countdowns_list: [
    ["how many days until the wedding", {}],
    ["how many days until Christmas?", {}],
    ["how long until the concert", {}],
    ["show my countdowns", {}],
    ["days left till the wedding", {}],
    ["what countdowns are running?", {}],
    ["how many sleeps until Christmas?", {}],
  ],
  countdowns_set: [
    ["count down to Christmas", { "title": "Christmas", "date": "2026-12-25" }],
    ["start a countdown to the wedding on 2027-06-12", {
      "title": "wedding",
      "date": "2027-06-12",
    }],
    ["countdown to my birthday on 5 May", { "title": "my birthday", "date": "2026-05-05" }],
    ["start counting down to the concert on 14 August", {
      "title": "concert",
      "date": "2026-08-14",
    }],
    ["set up a countdown for New Year's Eve", { "title": "New Year's Eve", "date": "2026-12-31" }],
    ["count down the days until our holiday on 1 July", {
      "title": "our holiday",
      "date": "2026-07-01",
    }],
    ["create a countdown: graduation, 2026-06-30", { "title": "graduation", "date": "2026-06-30" }],
    ["countdown: Ana's visit on 18 April", { "title": "Ana's visit", "date": "2026-04-18" }],
  ],
  countdowns_remove: [
    ["remove the Christmas countdown", { "countdown": "Christmas" }],
    ["delete the countdown to the concert", { "countdown": "concert" }],
    ["stop counting down to the wedding", { "countdown": "wedding" }],
    ["get rid of the exam countdown", { "countdown": "exam" }],
    ["cancel the countdown for graduation", { "countdown": "graduation" }],
    ["drop the wedding countdown", { "countdown": "wedding" }],
  ],
};

testPhrasings("countdowns", PHRASINGS);

Deno.test("a countdown asked for as something to get is set", () => {
  const cases: [string, string, string][] = [
    ["can I get a countdown to the wedding on 20 June", "wedding", "2026-06-20"],
    ["could I have a countdown to my birthday, 3 August", "my birthday", "2026-08-03"],
    ["get me a countdown to the move on 1 May", "move", "2026-05-01"],
  ];
  for (const [text, title, date] of cases) {
    assert.deepEqual(one(text), { name: "countdowns_set", input: { title, date } }, text);
  }
  // Without a day, it asks to see them.
  assert.deepEqual(one("can I get my countdowns"), { name: "countdowns_list", input: {} });
});
