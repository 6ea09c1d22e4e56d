import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

function set(title: string, date: string) {
  return { name: "countdowns_set", input: { title, date } };
}

function removed(countdown: string) {
  return { name: "countdowns_remove", input: { countdown } };
}

Deno.test("a holiday counted down to 'for' someone: the holiday is the title", () => {
  assert.deepEqual(calls("count down to bonfire night for the kids"), [
    set("Bonfire Night", "2026-11-05"),
  ]);
  assert.deepEqual(calls("count down to christmas for the grandkids"), [
    set("Christmas", "2026-12-25"),
  ]);
  assert.deepEqual(calls("start a countdown to halloween for the twins"), [
    set("Halloween", "2026-10-31"),
  ]);
  // Not a holiday: what it is for names it.
  assert.deepEqual(calls("countdown to the end of the month for payday"), [
    set("payday", "2026-03-31"),
  ]);
});

Deno.test("a countdown asked for without its day is no list; 'this year' is no title", () => {
  assert.deepEqual(calls("can you count down the days to Diwali, its on 8 november this year"), [
    set("Diwali", "2026-11-08"),
  ]);
  // "next year" said right after the day is that day's year.
  assert.deepEqual(calls("count down to the fair on 8 november next year"), [
    set("fair", "2027-11-08"),
  ]);
  // A year said apart from its day is not guessed.
  assert.deepEqual(calls("count down to the fair next year on 8 november"), []);
  assert.deepEqual(calls("count down the days to the launch"), []);
  assert.deepEqual(calls("can you count down the days to the launch"), []);
});

Deno.test("'so I don't need that countdown': the thing called off before is removed", () => {
  assert.deepEqual(calls("we cancelled tenerife so i dont need that countdown"), [
    removed("tenerife"),
  ]);
  assert.deepEqual(calls("they scrapped the gala so we do not need that countdown any more"), [
    removed("gala"),
  ]);
  assert.deepEqual(calls("the exam moved so i dont need that countdown"), [removed("exam")]);
  assert.deepEqual(calls("we cancelled tenerife so i dont need that reminder"), []);
});

Deno.test("a countdown's day put right: removed and set again, the month never guessed", () => {
  assert.deepEqual(calls("my exam countdown is actually 3 june, not 13 june"), [
    removed("exam"),
    set("exam", "2026-06-03"),
  ]);
  assert.deepEqual(calls("the wedding countdown should be on the 12th of june, not the 11th"), [
    removed("wedding"),
    set("wedding", "2026-06-12"),
  ]);
  // The countdown's month is its own: a day said alone changes nothing.
  assert.deepEqual(calls("the glastonbury countdown should be the 25th not the 24th"), []);
  assert.equal(
    readToolIntent("count down to the gig on the 30th instead", CTX).asks[0]?.tool,
    "countdowns_set:month",
  );
});

Deno.test("a countdown stuck or popped on is set", () => {
  assert.deepEqual(calls("stick a countdown on the rugby final on 30 may"), [
    set("rugby final", "2026-05-30"),
  ]);
  assert.deepEqual(calls("pop a countdown on for the recital on 14 june"), [
    set("recital", "2026-06-14"),
  ]);
  assert.deepEqual(calls("the exam is on 3 june, pop a countdown on it"), [
    set("exam", "2026-06-03"),
  ]);
  // Nothing counted down: nothing set.
  assert.deepEqual(calls("stick the kettle on"), []);
});

Deno.test("a statement said with its day and another clause names no countdown", () => {
  assert.deepEqual(calls("my exam is on 3 june and i am so nervous, set a countdown for it"), []);
  assert.deepEqual(
    calls("the recital is 14 june but i have not practised, stick a countdown on it"),
    [],
  );
  assert.deepEqual(calls("our move is 2 may so we are packing, add a countdown to it"), []);
  // The statement alone names it.
  assert.deepEqual(calls("my exam is on 3 june, set a countdown for it"), [
    set("my exam", "2026-06-03"),
  ]);
});

Deno.test("a countdown no longer needed, or its thing's day put right, said indirectly", () => {
  assert.deepEqual(calls("no need the F1 countdown already, I sold my tickets"), [removed("F1")]);
  assert.deepEqual(calls("no need for the exam countdown anymore"), [removed("exam")]);
  assert.deepEqual(calls("there is no need for my Tokyo countdown now"), [removed("Tokyo")]);
  // A need of something else is no countdown's.
  assert.deepEqual(calls("no need the shopping list anymore"), []);
  assert.deepEqual(
    calls("the Ballymaloe wedding is the 29th of May now, fix the countdown"),
    [removed("Ballymaloe wedding"), set("Ballymaloe wedding", "2026-05-29")],
  );
  assert.deepEqual(calls("the recital is on 4 June now, update the countdown"), [
    removed("recital"),
    set("recital", "2026-06-04"),
  ]);
  assert.deepEqual(calls("the launch has moved to 2 July, change the countdown"), [
    removed("launch"),
    set("launch", "2026-07-02"),
  ]);
  // Without its month, the day is never guessed.
  assert.deepEqual(calls("the wedding is the 29th now, fix the countdown"), []);
});

Deno.test("a countdown put up for a trip asked for beside it is to that trip", () => {
  assert.deepEqual(calls("add a trip to Penang 9-11 Oct and put up a countdown for it"), [
    {
      name: "trips_create",
      input: { destination: "Penang", start_date: "2026-10-09", end_date: "2026-10-11" },
    },
    set("Penang", "2026-10-09"),
  ]);
  assert.deepEqual(calls("add a trip to Rome 3-6 May and set a countdown for it"), [
    {
      name: "trips_create",
      input: { destination: "Rome", start_date: "2026-05-03", end_date: "2026-05-06" },
    },
    set("Rome", "2026-05-03"),
  ]);
  assert.deepEqual(calls("put up a countdown to the wedding on 3 May"), [
    set("wedding", "2026-05-03"),
  ]);
  // A countdown "for it" beside a thing with no day: nothing.
  assert.deepEqual(calls("add milk and set a countdown for it"), []);
});

Deno.test("a countdown's day said as when the thing starts: '…, they start 18 May'", () => {
  assert.deepEqual(calls("countdown to my finals, they start 2 June"), [
    set("my finals", "2026-06-02"),
  ]);
  assert.deepEqual(calls("start a countdown to the festival - it begins on 3 July"), [
    set("festival", "2026-07-03"),
  ]);
  assert.deepEqual(calls("count down to the Olympics, they begin 24 July"), [
    set("Olympics", "2026-07-24"),
  ]);
  // Said as past, or with no day, nothing is set.
  for (
    const text of [
      "countdown to my exams, they started 18 May",
      "countdown to my exams, they start soon",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name === "countdowns_set"), text);
  }
});

Deno.test("a countdown's thing said to have moved ('got moved to', 'was pushed to') is set again", () => {
  assert.deepEqual(calls("the wedding was pushed to 3 October, update the countdown"), [
    removed("wedding"),
    set("wedding", "2026-10-03"),
  ]);
  assert.deepEqual(calls("the recital got moved to 9 May, fix the countdown"), [
    removed("recital"),
    set("recital", "2026-05-09"),
  ]);
  // No countdown named, or the day without its month: nothing is written.
  for (
    const text of [
      "the gig got moved to 9 May",
      "the match got changed to the 14th, correct the countdown",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("a countdown's day said as an ordinal word with its month is read whole", () => {
  assert.deepEqual(calls("countdown to our anniversary, the eighteenth of june"), [
    set("our anniversary", "2026-06-18"),
  ]);
  assert.deepEqual(calls("start a countdown for the gala on the thirtieth of may"), [
    set("gala", "2026-05-30"),
  ]);
  // A holiday named by an ordinal is no day said.
  assert.deepEqual(calls("set a countdown to the twelfth night party"), []);
});

Deno.test("what is counted down to, named by whose it is, moved: the countdown set again", () => {
  assert.deepEqual(calls("my sister's wedding has moved to 3 July, update the countdown"), [
    removed("sister wedding"),
    set("my sister's wedding", "2026-07-03"),
  ]);
  assert.deepEqual(calls("Tom's party got pushed to the 30th of april, change the countdown"), [
    removed("Tom party"),
    set("Tom's party", "2026-04-30"),
  ]);
  // Another kind's item named, or no countdown: nothing; the month is never guessed.
  assert.deepEqual(calls("Mum's visit moved to the 18th of april, fix the reminder"), []);
  assert.deepEqual(calls("Mum's visit moved to the 18th of april"), []);
  assert.deepEqual(calls("Tom's party moved to the 18th, fix the countdown"), []);
});

Deno.test("a bare 'countdown please' after a thing and its day sets one to it", () => {
  assert.deepEqual(calls("we move house a week on Friday, countdown please"), [
    set("move house", "2026-03-20"),
  ]);
  assert.deepEqual(calls("my exam is 3 June. countdown please"), [set("my exam", "2026-06-03")]);
  assert.deepEqual(calls("the wedding is on 20 June - countdown"), [set("wedding", "2026-06-20")]);
  // No day, no thing, or nothing before it: nothing; the plural lists.
  assert.deepEqual(calls("my exam is in June, countdown please"), []);
  assert.deepEqual(calls("I'm bored, countdown please"), []);
  assert.deepEqual(calls("countdown please"), []);
  assert.deepEqual(calls("countdowns please"), [{ name: "countdowns_list", input: {} }]);
});

Deno.test("a countdown 'too' or 'as well' beside a trip made is to the trip; 'too' names nothing", () => {
  const trip = {
    name: "trips_create",
    input: { destination: "Rome", start_date: "2026-05-20", end_date: "2026-05-24" },
  };
  assert.deepEqual(calls("add a trip to Rome 20–24 May and set a countdown for it too"), [
    trip,
    set("Rome", "2026-05-20"),
  ]);
  assert.deepEqual(calls("add a trip to Rome 20–24 May and a countdown for it as well"), [
    trip,
    set("Rome", "2026-05-20"),
  ]);
  assert.deepEqual(calls("set a countdown for the wedding on 3 June too"), [
    set("wedding", "2026-06-03"),
  ]);
  // "it" is a task: no day to count down to.
  assert.deepEqual(calls("add a task to pay rent and a countdown to it too"), []);
});

Deno.test("'and one to …' after a countdown asked for is a second countdown", () => {
  assert.deepEqual(calls("set a countdown to Christmas and one to New Year's Eve"), [
    set("Christmas", "2026-12-25"),
    set("New Year's Eve", "2026-12-31"),
  ]);
  assert.deepEqual(
    calls("start a countdown for the wedding on 3 June and one for the honeymoon on 9 June"),
    [
      set("wedding", "2026-06-03"),
      set("honeymoon", "2026-06-09"),
    ],
  );
  // The second without a day: nothing.
  assert.deepEqual(calls("set a countdown to Christmas and one to call mum"), []);
  // Loose words around a list of countdowns.
  assert.deepEqual(calls("list whatever countdowns I've got ticking along"), [
    { name: "countdowns_list", input: {} },
  ]);
});
