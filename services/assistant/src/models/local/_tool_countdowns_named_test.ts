import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function asks(text: string) {
  return readToolIntent(text, CTX).asks.map((a) => a.tool);
}

Deno.test("a countdown named, then removed by 'it', removes that one, never lists them", () => {
  const removed = (countdown: string) => [{ name: "countdowns_remove", input: { countdown } }];
  assert.deepEqual(calls("the countdown to the wedding, delete it"), removed("wedding"));
  assert.deepEqual(calls("the countdown for my exam, get rid of it"), removed("exam"));
  assert.deepEqual(calls("my driving test countdown, scrap it"), removed("driving test"));
  assert.deepEqual(calls("delete it, the countdown to the wedding"), removed("wedding"));
  // A statement about the countdown is no part of its name.
  assert.deepEqual(calls("the countdown to the wedding is wrong, delete it"), removed("wedding"));
  // Something else named beside "delete it" is no countdown's business.
  assert.deepEqual(calls("I'm not doing the quarterly report any more, delete it"), [{
    name: "tasks_delete",
    input: { task: "quarterly report" },
  }]);
});

Deno.test("a countdown named alone asks nothing; the list is still asked in the plural", () => {
  assert.deepEqual(calls("the countdown to the wedding"), []);
  assert.deepEqual(calls("my exam countdown"), []);
  assert.deepEqual(calls("my countdowns"), [{ name: "countdowns_list", input: {} }]);
  assert.deepEqual(calls("the countdown to the wedding?"), [{
    name: "countdowns_list",
    input: {},
  }]);
  assert.deepEqual(calls("check my countdown for Mozambique"), [{
    name: "countdowns_list",
    input: {},
  }]);
});

Deno.test("a countdown asked for beside what names no thing and day runs nothing, it asks", () => {
  for (
    const text of [
      "what's on friday, set a countdown for it",
      "what have I got on saturday, start a countdown to it",
      "what's on saturday, and set a countdown for it",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
    assert.deepEqual(asks(text), ["countdowns_set:what"], text);
  }
  assert.deepEqual(calls("show me next week, then set up a countdown for it"), []);
  // A thing and its day said before still set one.
  assert.deepEqual(calls("we move house a week on Friday, countdown please"), [{
    name: "countdowns_set",
    input: { title: "move house", date: "2026-03-20" },
  }]);
});

Deno.test("a countdown given up is named by the thing, never when it was to be", () => {
  const cases: [string, string][] = [
    [
      "I'm not doing the Leaving Cert this year after all, get rid of that countdown",
      "Leaving Cert",
    ],
    ["we're not doing the Camino next summer, delete that countdown", "Camino"],
    ["I'm not running the Dublin marathon anymore, get rid of that countdown", "Dublin marathon"],
  ];
  for (const [text, countdown] of cases) {
    assert.deepEqual(calls(text), [{ name: "countdowns_remove", input: { countdown } }], text);
  }
});

Deno.test("both countdowns removed after the two things given up are named", () => {
  const remove = (countdown: string) => ({ name: "countdowns_remove", input: { countdown } });
  assert.deepEqual(
    calls("I'm not going to the Oasis gig or doing the marathon anymore, remove both countdowns"),
    [remove("Oasis gig"), remove("marathon")],
  );
  assert.deepEqual(
    calls("I'm skipping the gig and the play, get rid of both countdowns"),
    [remove("gig"), remove("play")],
  );
  // One thing named is no two countdowns: nothing runs.
  assert.deepEqual(calls("I pulled out of the marathon, remove both countdowns"), []);
});

Deno.test("what a countdown is to moved, then 'sort the countdown out', sets it again", () => {
  assert.deepEqual(calls("the christening moved to 19 April, sort the countdown out"), [
    { name: "countdowns_remove", input: { countdown: "christening" } },
    { name: "countdowns_set", input: { title: "christening", date: "2026-04-19" } },
  ]);
  assert.deepEqual(calls("the recital is now 2 May, sort out the countdown"), [
    { name: "countdowns_remove", input: { countdown: "recital" } },
    { name: "countdowns_set", input: { title: "recital", date: "2026-05-02" } },
  ]);
  // A day without its month is the saved countdown's month, which is not guessed: nothing runs.
  assert.deepEqual(calls("the christening moved to the 19th, sort the countdown out"), []);
});

Deno.test("a countdown to a day, then 'when …' what happens on it, is a countdown to that", () => {
  const read = (text: string) => readToolIntent(text, CTX).calls;
  assert.deepEqual(
    read("Please begin a countdown to two weeks today, when the new term's tutoring commences."),
    [
      {
        name: "countdowns_set",
        input: { title: "new term's tutoring commences", date: "2026-03-25" },
      },
    ],
  );
  assert.deepEqual(read("countdown to june 12, that's when school ends"), [
    { name: "countdowns_set", input: { title: "school ends", date: "2026-06-12" } },
  ]);
  assert.deepEqual(read("countdown to when the ice goes out"), []);
});
