import assert from "node:assert/strict";
import { one, PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

Deno.test("a day said, then what it is, is a countdown to that", () => {
  const cases: [string, string, string][] = [
    ["countdown to 14 August, it's our anniversary", "our anniversary", "2026-08-14"],
    ["count the days to 2 June, that's the end of exams", "end of exams", "2026-06-02"],
    ["start a countdown to 3 July, which is moving day", "moving day", "2026-07-03"],
    ["count down to 9 May for me, that's my graduation", "my graduation", "2026-05-09"],
  ];
  for (const [text, title, date] of cases) {
    assert.deepEqual(one(text), { name: "countdowns_set", input: { title, date } }, text);
  }
  // What is said after is no thing counted down to: nothing runs.
  assert.deepEqual(parseToolIntent("countdown to 14 August, it's raining", PARIS), []);
});

Deno.test("a thing named by a number keeps its 'the' in a countdown's title", () => {
  const cases: [string, string, string][] = [
    ["set a countdown for the 10k on 7 June", "the 10k", "2026-06-07"],
    ["countdown to the 5k run, 12 July", "the 5k run", "2026-07-12"],
    ["start a countdown to the 50th on 3 May", "the 50th", "2026-05-03"],
  ];
  for (const [text, title, date] of cases) {
    assert.deepEqual(one(text), { name: "countdowns_set", input: { title, date } }, text);
  }
  assert.deepEqual(one("countdown to the wedding on 3 May").input.title, "wedding");
});

Deno.test("a countdown asked for with its day said as when it happens is set", () => {
  const cases: [string, string, string][] = [
    ["countdown for our holiday in Crete - we fly 3 Oct", "our holiday in Crete", "2026-10-03"],
    ["set a countdown for the house move, we move 30 June", "house move", "2026-06-30"],
    ["countdown to the recital, it's on 9 May", "recital", "2026-05-09"],
  ];
  for (const [text, title, date] of cases) {
    assert.deepEqual(one(text), { name: "countdowns_set", input: { title, date } }, text);
  }
  // A trip named in a countdown's words is the countdown's, not a trip to change.
  assert.deepEqual(one("countdown for the Oslo trip, we leave 4 May"), {
    name: "countdowns_set",
    input: { title: "Oslo trip", date: "2026-05-04" },
  });
});

Deno.test("a span of days counted down is named by what the user is doing in it", () => {
  const cases: [string, string, string][] = [
    [
      "countdown to 100 days from today, I'm doing a no-alcohol challenge",
      "no-alcohol challenge",
      "2026-07-05",
    ],
    [
      "set a countdown for 6 weeks from today, I'm starting a couch to 5k plan",
      "couch to 5k plan",
      "2026-05-08",
    ],
    ["count down to 40 days from now, we're on a juice cleanse", "juice cleanse", "2026-05-06"],
  ];
  for (const [text, title, date] of cases) {
    assert.deepEqual(one(text), { name: "countdowns_set", input: { title, date } }, text);
  }
  // A span alone, or beside what names nothing, is no title: nothing runs.
  assert.deepEqual(parseToolIntent("countdown to 100 days from today", PARIS), []);
  assert.deepEqual(parseToolIntent("count down to 30 days from today, I'm tired", PARIS), []);
  assert.deepEqual(one("countdown to the detox in 6 weeks").input.title, "detox");
  // A holiday named by a day or a year is no span.
  assert.deepEqual(one("countdown to new year's eve").input.title, "New Year's Eve");
});

Deno.test("countdowns asked for two things, each with its own 'for', are two countdowns", () => {
  const cases: [string, [string, string][]][] = [
    ["set countdowns for Halloween and for the regatta on 12 July", [
      ["Halloween", "2026-10-31"],
      ["regatta", "2026-07-12"],
    ]],
    ["start countdowns to Easter and to the wedding on 3 June", [
      ["Easter", "2026-04-05"],
      ["wedding", "2026-06-03"],
    ]],
    ["set up two countdowns for the exam on 2 May and for the party on 9 May", [
      ["exam", "2026-05-02"],
      ["party", "2026-05-09"],
    ]],
  ];
  for (const [text, expected] of cases) {
    const calls = parseToolIntent(text, PARIS);
    const got = calls.map((c) => [c.input.title, c.input.date]);
    assert.deepEqual(got, expected, text);
  }
  // One of them without its day: nothing runs, and no title holds the second request.
  assert.deepEqual(parseToolIntent("add countdowns for Halloween and for my birthday", PARIS), []);
  assert.deepEqual(
    parseToolIntent("add a countdown for Halloween and a countdown for my birthday", PARIS),
    [],
  );
  // "and" inside one thing's name stays in its title.
  assert.deepEqual(
    one("set a countdown for the bride and groom's party on 3 May").input.title,
    "bride and groom's party",
  );
});

Deno.test("a countdown said the short way is set: its day after 'is on', '2' for 'to', 'set me'", () => {
  const cases: [string, string, string][] = [
    ["make countdown for my graduation, is on 11 December", "my graduation", "2026-12-11"],
    ["set a countdown for the recital, is on 9 May", "recital", "2026-05-09"],
    ["countdown to the final, is 3 June", "final", "2026-06-03"],
    ["countdown 2 my bday 14/09", "my bday", "2026-09-14"],
    ["countdown 2 the wedding on 3 September", "wedding", "2026-09-03"],
    ["set me a countdown to the move on 3 May", "move", "2026-05-03"],
    ["how long until Easter? make me a countdown for it", "Easter", "2026-04-05"],
  ];
  for (const [text, title, date] of cases) {
    assert.deepEqual(one(text), { name: "countdowns_set", input: { title, date } }, text);
  }
  // "2" said as a number of days is no "to"; the question alone still lists.
  assert.deepEqual(parseToolIntent("countdown 2 days", PARIS), []);
  assert.deepEqual(one("how many days till Christmas?").name, "countdowns_list");
});

Deno.test("words said after a countdown's day that name nothing are no part of its title", () => {
  const sg = { now: new Date("2027-02-28T13:00:00Z"), timezone: "Asia/Singapore" };
  const cases: [string, string, string][] = [
    ["countdown to my ORD on 15 May, shiok", "my ORD", "2027-05-15"],
    ["countdown to the Sentosa trip on 3 April can?", "Sentosa trip", "2027-04-03"],
    ["set a countdown for prom its the 12th of june", "prom", "2027-06-12"],
    ["countdown to the last day of term its on 2 July", "last day of term", "2027-07-02"],
  ];
  for (const [text, title, date] of cases) {
    assert.deepEqual(one(text, sg), { name: "countdowns_set", input: { title, date } }, text);
  }
  // "can" inside a name stays: "the can-can show".
  assert.equal(one("countdown to the can-can show on 3 May").input.title, "can-can show");
});

Deno.test("a countdown wished for until someone arrives, the day said after, is set", () => {
  const cases: [string, string, string][] = [
    [
      "Please, I want a countdown until my sister arrives from Madrid, she arrives on the 3rd of October.",
      "my sister arrives from Madrid",
      "2026-10-03",
    ],
    [
      "I want a countdown till the grandkids visit, they arrive on 14 August",
      "grandkids visit",
      "2026-08-14",
    ],
    ["countdown till the grandkids visit, they land 14 August", "grandkids visit", "2026-08-14"],
    ["i need a countdown to Nana landing, she lands 2 June", "Nana landing", "2026-06-02"],
  ];
  for (const [text, title, date] of cases) {
    assert.deepEqual(one(text), { name: "countdowns_set", input: { title, date } }, text);
  }
  // Who arrives said with no day: no countdown is set.
  assert.deepEqual(
    parseToolIntent("countdown till my sister arrives, she arrives soon", PARIS),
    [],
  );
});
