/**
 * Kinds of message whose days, times and amounts must be read whole or change nothing (issue 31,
 * precision first): each test holds sentences of one kind, written for the kind, not taken from the
 * corpus.
 */
import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): string[] {
  return readToolIntent(text, CTX).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

Deno.test("an amount with thousands said as k, and a time said as 18h, are read whole", () => {
  assert.deepEqual(calls("paid 1.5k for the conference"), [
    'expenses_record {"amount":1500,"currency":"EUR","description":"conference"}',
  ]);
  assert.deepEqual(calls("remind me at 18h to close the shop"), [
    'reminders_create {"text":"close the shop","at":"2026-03-11T18:00:00+01:00"}',
  ]);
  // 09:30 is now: the next 09:30 is tomorrow.
  assert.deepEqual(calls("remind me at 9h30 to call the bank"), [
    'reminders_create {"text":"call the bank","at":"2026-03-12T09:30:00+01:00"}',
  ]);
});

Deno.test("a time's own article, 'first thing' and 'for 9 tomorrow' leave no debris", () => {
  assert.deepEqual(calls("remind me in the morning to take the bins out"), [
    'reminders_create {"text":"take the bins out","at":"2026-03-12T09:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("remind me first thing tomorrow to email Sue"), [
    'reminders_create {"text":"email Sue","at":"2026-03-12T09:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("set a reminder for 9 tomorrow morning to book the vet"), [
    'reminders_create {"text":"book the vet","at":"2026-03-12T09:00:00+01:00"}',
  ]);
});

Deno.test("an hour from 7 to 11 said with an evening's activity is in the evening", () => {
  const [event] = readToolIntent("put dinner with Tom in my calendar on Saturday at 7", CTX).calls;
  assert.deepEqual(
    (event?.input.calendar_event as { start?: string } | undefined)?.start,
    "2026-03-14T19:00:00+01:00",
  );
  // Booking the evening is done at any time.
  assert.deepEqual(calls("remind me at 8 to book the cinema"), [
    'reminders_create {"text":"book the cinema","at":"2026-03-12T08:00:00+01:00"}',
  ]);
});

Deno.test("a time said that no call holds runs nothing; a range's end is read", () => {
  const ny = { now: new Date("2026-07-02T13:00:00Z"), timezone: "America/New_York" };
  const [event] = readToolIntent(
    "put the 4th of July BBQ at Mike's on my calendar, 3 to 7pm",
    ny,
  ).calls;
  const when = event?.input.calendar_event as { start?: string; end?: string } | undefined;
  assert.deepEqual([when?.start, when?.end], [
    "2026-07-04T15:00:00-04:00",
    "2026-07-04T19:00:00-04:00",
  ]);
});

Deno.test("a day said without its month changes no trip or birthday: its month is asked", () => {
  for (
    const [text, day] of [
      ["Lucy's birthday is actually the 19th not the 9th", "the 19th"],
      ["the Japan trip starts on the 3rd now", "the 3rd"],
    ] as const
  ) {
    const intent = readToolIntent(text, CTX);
    assert.deepEqual(intent.calls, [], text);
    assert.match(
      intent.asks[0]?.question ?? "",
      new RegExp(`Which month do you mean for "${day}"`),
    );
  }
  // A new countdown or a task's new day takes the next such day.
  assert.equal(calls("countdown to the gig on the 28th").length, 1);
});

Deno.test("holidays are read by name, and a time said first must be only a time", () => {
  assert.deepEqual(calls("countdown to bonfire night please"), [
    'countdowns_set {"title":"Bonfire Night","date":"2026-11-05"}',
  ]);
  assert.deepEqual(calls("remind me on easter monday to call mum"), [
    'reminders_create {"text":"call mum","at":"2026-04-06T09:00:00+02:00"}',
  ]);
  assert.deepEqual(calls("bonfire night, 6pm - remind me to grab sparklers"), [
    'reminders_create {"text":"grab sparklers","at":"2026-11-05T18:00:00+01:00"}',
  ]);
});

Deno.test("a time said first is never stored in an item", () => {
  for (const text of ["tomorrow we're out of milk", "every friday we need milk"]) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("a weekday on which no date read falls is a day not read whole", () => {
  assert.deepEqual(calls("set reminders for the bins on Monday and the recycling on Tuesday"), []);
  assert.equal(calls("remind me on Friday to call the plumber").length, 1);
});

Deno.test("a year said apart from the date must be held by it", () => {
  // The year said in a clause of its own ("she was born in 2020") is the birthday's year.
  assert.deepEqual(calls("my niece Lily's birthday is 12 May, she was born in 2020"), [
    'birthdays_save {"name":"Lily","date":"2020-05-12"}',
  ]);
  assert.deepEqual(calls("add the 2025 tax return to my tasks"), [
    'tasks_create {"content":"the 2025 tax return"}',
  ]);
});

Deno.test("a calendar event read for its day alone lost its time", () => {
  // A holiday's name read as the day, the time said after it was not held by the event; beside
  // a day said otherwise, the holiday names the event.
  assert.deepEqual(calls("put halloween at the Smiths in my calendar, 31 Oct at 6.30pm"), [
    'propose_action {"calendar_event":{"title":"Halloween","start":"2026-10-31T18:30:00+01:00","end":"2026-10-31T19:30:00+01:00","location":"the Smiths"}}',
  ]);
});

Deno.test("a weekday of a month is that month's; a week of a month, not read, runs nothing", () => {
  // Wednesday 11 March 2026: the last Friday of April is the 24th.
  assert.deepEqual(calls("remind me on the last friday of next month to pay the window man"), [
    'reminders_create {"text":"pay the window man","at":"2026-04-24T09:00:00+02:00"}',
  ]);
  assert.deepEqual(calls("remind me the 2nd week of may to book the ferry"), []);
});

Deno.test("'due' said before a task's doing is its day, never part of the doing", () => {
  assert.deepEqual(calls("add a task due friday to return the library books"), [
    'tasks_create {"content":"return the library books","due":"2026-03-13"}',
  ]);
  assert.deepEqual(calls("new task due friday: book the boiler service"), [
    'tasks_create {"content":"book the boiler service","due":"2026-03-13"}',
  ]);
});

Deno.test("an hour said bare after an evening time is never read as the next morning", () => {
  // "at 7" after "at 6pm" is 19:00 to whoever says it; read as 07:00 tomorrow, it runs nothing.
  for (
    const text of [
      "remind me at 6pm to call the vet and at 7 to feed the dog",
      "remind me at 5pm to start dinner and at 8 to put the bins out",
    ]
  ) {
    const intent = readToolIntent(text, CTX);
    assert.ok(
      !intent.calls.some((c) => /T0[78]:00/u.test(String(c.input.at))),
      `${text}: ${calls(text)}`,
    );
  }
  // A day said with it, a morning said, or an hour before the evening one is read as said.
  assert.deepEqual(calls("remind me at 8pm to call mum and at 9 tomorrow to call dad"), [
    'reminders_create {"text":"call mum","at":"2026-03-11T20:00:00+01:00"}',
    'reminders_create {"text":"call dad","at":"2026-03-12T09:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("remind me at 9pm to lock up and at 7am to open the shop"), [
    'reminders_create {"text":"lock up","at":"2026-03-11T21:00:00+01:00"}',
    'reminders_create {"text":"open the shop","at":"2026-03-12T07:00:00+01:00"}',
  ]);
});

Deno.test("a length said alone or before what it counts from is no day counted from now", () => {
  // chrono reads "2 weeks after", "3 days before" and a bare "5 days" from today.
  for (
    const text of [
      "my dad's birthday is 2 weeks after mine",
      "my trip to Rome is now 5 days instead of 4",
      "remind me to call Bob a week after my birthday",
      "remind me to call Bob 2 weeks after the party",
      "remind me 5 days to call Bob",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // Left whole in a task's words, with no day made up for it.
  assert.deepEqual(calls("add a task to pay the deposit 3 days before the trip"), [
    'tasks_create {"content":"pay the deposit 3 days before the trip"}',
  ]);
  // A length counted from now, or from a day, stays a day.
  assert.deepEqual(calls("remind me in 5 days to call Bob"), [
    'reminders_create {"text":"call Bob","at":"2026-03-16T09:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("remind me 5 days from now to call Bob"), [
    'reminders_create {"text":"call Bob","at":"2026-03-16T09:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("remind me 2 weeks later to call Bob"), [
    'reminders_create {"text":"call Bob","at":"2026-03-25T09:00:00+01:00"}',
  ]);
});

Deno.test("a range of days 'of next month' keeps its last day, in the month said", () => {
  assert.deepEqual(calls("I'm in Madrid from the 3rd to the 6th of next month for work"), [
    'trips_create {"destination":"Madrid","start_date":"2026-04-03","end_date":"2026-04-06","notes":"work"}',
  ]);
  // The month said is the last day's when the range runs into it.
  assert.deepEqual(calls("we're in Oslo from the 28th to the 2nd of next month"), [
    'trips_create {"destination":"Oslo","start_date":"2026-03-28","end_date":"2026-04-02"}',
  ]);
  // A day the month said does not have is read as no day at all.
  assert.deepEqual(calls("remind me on the 31st of next month to pay the rent"), []);
});

Deno.test("an event said for a week without its day asks which day", () => {
  for (
    const text of [
      "schedule a call with the accountant next week",
      "add the dentist to my calendar next week at 3",
      "put the school play in my calendar this week",
    ]
  ) {
    const intent = readToolIntent(text, CTX);
    assert.deepEqual(intent.calls, [], text);
    assert.equal(intent.drafts.length, 1, text);
  }
  // A day of the week said with it, or "in a week", is a day.
  assert.deepEqual(calls("put the team lunch in my calendar on tuesday next week"), [
    'propose_action {"calendar_event":{"title":"Team lunch","start":"2026-03-17"}}',
  ]);
  assert.deepEqual(calls("put the team lunch in my calendar in a week"), [
    'propose_action {"calendar_event":{"title":"Team lunch","start":"2026-03-18"}}',
  ]);
});

Deno.test("'thursday week' and 'a week on thursday' are the Thursday after next, read whole", () => {
  assert.deepEqual(calls("remind me thursday week to book the car in"), [
    // A trailing "in" is dropped from every reminder's words ("book the car in").
    'reminders_create {"text":"book the car","at":"2026-03-19T09:00:00+01:00"}',
  ]);
  assert.deepEqual(calls("remind me a week on friday at 3 to pay the deposit"), [
    'reminders_create {"text":"pay the deposit","at":"2026-03-20T15:00:00+01:00"}',
  ]);
  // "next thursday week" says two weeks at once: its "week" is never a reminder's word.
  assert.deepEqual(calls("remind me next thursday week to book the car in"), []);
  // "weekly" after a weekday repeats it; a week counted after it is no week later.
  assert.deepEqual(calls("remind me thursday weekly to stretch"), [
    'reminders_create {"text":"stretch","at":"2026-03-12T09:00:00+01:00","recurrence":"FREQ=WEEKLY"}',
  ]);
  const counted = calls("remind me thursday week 3 of the course to stretch");
  assert.ok(!counted.some((call) => call.includes("2026-03-19")), counted.join());
});

Deno.test("two days said as choices are neither: nothing runs", () => {
  for (
    const text of [
      "add a task to call the bank by friday, or thursday if possible",
      "remind me on friday or saturday to call mum",
      "record 20 for lunch yesterday or the day before",
      "add a task to renew the passport by tomorrow or maybe friday",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // "or rather" puts a day right: the second is the one meant.
  assert.deepEqual(calls("remind me on friday, or rather saturday, to call mum"), [
    'reminders_create {"text":"call mum","at":"2026-03-14T09:00:00+01:00"}',
  ]);
});

Deno.test("a day said with its month keeps it beside a spoken time ('the 5th of jan at half twelve')", () => {
  assert.deepEqual(calls("schedule lunch with Priya on the 20th of april at half one at Dishoom"), [
    'propose_action {"calendar_event":{"title":"Lunch with Priya","start":"2026-04-20T13:30:00+02:00","end":"2026-04-20T14:30:00+02:00","location":"Dishoom"}}',
  ]);
  assert.deepEqual(calls("remind me on the 3rd of may at half nine to renew the passport"), [
    'reminders_create {"text":"renew the passport","at":"2026-05-03T09:30:00+02:00"}',
  ]);
  assert.deepEqual(calls("put dentist in my calendar on 14 april at quarter past ten"), [
    'propose_action {"calendar_event":{"title":"Dentist","start":"2026-04-14T10:15:00+02:00","end":"2026-04-14T11:15:00+02:00"}}',
  ]);
  // A spoken time said alone is today's.
  assert.deepEqual(calls("remind me at half twelve to call Jo"), [
    'reminders_create {"text":"call Jo","at":"2026-03-11T12:30:00+01:00"}',
  ]);
});

Deno.test("two days of the month joined by 'to' are one span; a weekday disagreeing reads nothing", () => {
  const april = { now: new Date("2026-04-01T08:00:00Z"), timezone: "Europe/Paris" };
  const read = (text: string) =>
    readToolIntent(text, april).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
  assert.deepEqual(
    read("put the conference in my calendar from Tuesday the 14th to Thursday the 16th"),
    [
      'propose_action {"calendar_event":{"title":"Conference","start":"2026-04-14","end":"2026-04-16"}}',
    ],
  );
  assert.deepEqual(read("what's on from the 28th to may 3"), [
    'calendar_list {"from":"2026-04-28","to":"2026-05-03"}',
  ]);
  // The 14th of April is a Tuesday: said as a Monday, neither day is guessed.
  assert.deepEqual(
    read("put the conference in my calendar from Monday the 14th to Thursday the 16th"),
    [],
  );
  // Said in March, "the 28th to april 3" starts in March.
  assert.deepEqual(calls("what's on from the 28th to april 3"), [
    'calendar_list {"from":"2026-03-28","to":"2026-04-03"}',
  ]);
});

Deno.test("a time counted from another, weekdays left in a title, or a bare pointer change nothing", () => {
  for (
    const text of [
      // The moment is counted from the meeting's: 15:00 would be wrong.
      "remind me 10 mins before my 3pm meeting",
      "remind me half an hour before the match to stretch",
      // Weekdays the reading left in the event's title.
      "add the gym to my calendar mon wed fri at 7am",
      "put yoga in my calendar tues thurs at 6pm",
      // Only a pointer at something said before.
      "remind me in the morning about the thing",
      "add that stuff to my tasks",
    ]
  ) assert.deepEqual(calls(text), [], text);
  // A holiday's weekday, written with its capital, is its name; a length said alone is when.
  assert.deepEqual(calls("add Good Friday service to my calendar on 3 April at 10").length, 1);
  assert.deepEqual(calls("remind me in 10 mins to check the oven"), [
    'reminders_create {"text":"check the oven","at":"2026-03-11T09:40:00+01:00"}',
  ]);
  assert.deepEqual(calls("remind me tomorrow about the thing with the bank"), [
    'reminders_create {"text":"the thing with the bank","at":"2026-03-12T09:00:00+01:00"}',
  ]);
});

Deno.test("a vague thing or a title that is only when change nothing", () => {
  // A value put right twice is read with the value said last, never one before it
  // (`_corrections_chain_test.ts`).
  assert.deepEqual(
    calls("Remind me to water the tomatoes at 6 tonight, no, 7, actually make that half 7"),
    ['reminders_create {"text":"water the tomatoes","at":"2026-03-11T19:30:00+01:00"}'],
  );
  assert.deepEqual(calls("Set the headphones target to 250, no, 280, actually 270."), [
    'price_watches_set_target {"watch":"headphones","target_price":270}',
  ]);
  for (
    const text of [
      "Put something on my to-do list for Friday",
      "Add the usual po",
    ]
  ) assert.deepEqual(calls(text), [], text);
  // A day, then what happens on it said with "that's when": the countdown is to that, never to
  // "thats when" words.
  assert.deepEqual(calls("countdown to end of next month, thats when rent is due again"), [
    'countdowns_set {"title":"rent is due","date":"2026-04-30"}',
  ]);
  // A time spelled out is read whole ("nine fifteen" was read as 9:00 with "fifteen" left over).
  assert.deepEqual(
    calls(
      "Remind me comma on Monday at nine fifteen comma to call the plumber about the boiler full stop",
    ),
    ['reminders_create {"text":"call the plumber about the boiler","at":"2026-03-16T09:15:00+01:00"}'],
  );
  // One correction, "no rush, no date", a thing named and a date with its number still run.
  assert.equal(calls("remind me at 6, sorry, 7 to call mum").length, 1);
  assert.equal(calls("new task renew passport, no rush, no date").length, 1);
  assert.equal(calls("remind me to buy something for Sam tomorrow").length, 1);
  // The last weekend of a month (once read as its Sunday and the Monday after) is its Saturday
  // and Sunday.
  assert.deepEqual(calls("Add a trip to Baguio po, the last weekend of next month"), [
    'trips_create {"destination":"Baguio","start_date":"2026-04-25","end_date":"2026-04-26"}',
  ]);
  assert.deepEqual(calls("add a trip to Rome next weekend"), [
    'trips_create {"destination":"Rome","start_date":"2026-03-21","end_date":"2026-03-22"}',
  ]);
});

Deno.test("a day said beside a task made with no due day, when in a place, or a question as a title change nothing", () => {
  for (
    const text of [
      "add a task to book the MOT, it runs out on the 3rd of June",
    ]
  ) assert.deepEqual(calls(text), [], text);
  // The request declined first is none of it: the day is looked at, no event proposed.
  assert.deepEqual(calls("Don't add anything, just tell me what's on my calendar on the 5th"), [
    'calendar_list {"from":"2026-04-05","to":"2026-04-05"}',
  ]);
  // "… cert. due …": the day said as a sentence of its own after the label's text is the task's
  // (a rephrase row of `groups/tasks.ts`), never a task made without it.
  assert.deepEqual(calls("task: renew BLS cert. due end of next month"), [
    'tasks_create {"content":"renew BLS cert","due":"2026-04-30"}',
  ]);
  // "this coming Saturday" is this Saturday (`_said_dates_forms.ts`), never part of the place.
  assert.deepEqual(
    calls("Add a trip to Queenstown from this coming Saturday for four nights, just the luge"),
    [
      'trips_create {"destination":"Queenstown","start_date":"2026-03-14","end_date":"2026-03-18","notes":"just the luge"}',
    ],
  );
  assert.deepEqual(calls("add a task to file the return by the end of next month"), [
    'tasks_create {"content":"file the return","due":"2026-04-30"}',
  ]);
  assert.deepEqual(calls("we're going to Newcastle upon Tyne next friday till sunday"), [
    'trips_create {"destination":"Newcastle upon Tyne","start_date":"2026-03-20","end_date":"2026-03-22"}',
  ]);
});
