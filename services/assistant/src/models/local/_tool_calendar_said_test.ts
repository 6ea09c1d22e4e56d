import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function listed(text: string, ctx: IntentContext = PARIS): string[] {
  return readToolIntent(text, ctx).calls.map((c) => `${c.name} ${JSON.stringify(c.input)}`);
}

const range = (from: string, to: string) => [`calendar_list {"from":"${from}","to":"${to}"}`];

Deno.test("how a span looks, said bare, asks the calendar; the weather's day does not", () => {
  assert.deepEqual(listed("how does thursday look"), range("2026-03-12", "2026-03-12"));
  assert.deepEqual(listed("am i overbooked next week"), range("2026-03-16", "2026-03-22"));
  assert.deepEqual(listed("are we double booked on saturday"), range("2026-03-14", "2026-03-14"));
  assert.deepEqual(listed("how is tomorrow looking for the weather"), []);
});

Deno.test("everything of some days is the calendar's, unless another list is named", () => {
  assert.deepEqual(listed("give me everything for next week"), range("2026-03-16", "2026-03-22"));
  assert.deepEqual(listed("show me everything from monday to wednesday"), [
    ...range("2026-03-16", "2026-03-18"),
  ]);
  assert.deepEqual(
    listed("give me everything from the 2nd to the 5th of may"),
    range("2026-05-02", "2026-05-05"),
  );
  assert.deepEqual(listed("show me everything between the 3rd and 9th in my expenses"), []);
  assert.deepEqual(listed("show me everything"), []);
  assert.deepEqual(listed("show me everything on my shopping list"), ["shopping_list {}"]);
});

Deno.test("the next appointment of a kind, and a day asked whether it is free", () => {
  assert.deepEqual(listed("when's my next hair appointment"), ["calendar_list {}"]);
  assert.deepEqual(listed("when is my next dentist reminder"), ["reminders_list {}"]);
  assert.deepEqual(listed("is monday the 6th clear"), range("2026-04-06", "2026-04-06"));
  assert.deepEqual(listed("is the 3rd of may free?"), range("2026-05-03", "2026-05-03"));
  assert.deepEqual(listed("is the 2nd of april a bank holiday"), []);
});

Deno.test("a holiday weekend is Friday to Monday; more holidays by name", () => {
  assert.deepEqual(
    listed("what's on over the easter weekend"),
    range("2026-04-03", "2026-04-06"),
  );
  assert.deepEqual(listed("check my diary for anzac day"), range("2026-04-25", "2026-04-25"));
  assert.deepEqual(
    listed("check my calendar for st george's day"),
    range("2026-04-23", "2026-04-23"),
  );
  // Easter Sunday alone stays one day.
  assert.deepEqual(listed("what's on on easter sunday"), range("2026-04-05", "2026-04-05"));
});

Deno.test("a month named after 'of', 'in' or 'for' is one, and 'the rest of' it starts today", () => {
  assert.deepEqual(listed("list events for the rest of march"), range("2026-03-11", "2026-03-31"));
  assert.deepEqual(
    listed("any appointments for the remainder of march"),
    range("2026-03-11", "2026-03-31"),
  );
  assert.deepEqual(listed("any meetings in may"), range("2026-05-01", "2026-05-31"));
  assert.deepEqual(listed("what's on my calendar in january"), range("2027-01-01", "2027-01-31"));
  // "march" as a verb is no month, and no calendar is asked.
  assert.deepEqual(listed("march on my calendar"), []);
});

Deno.test("'have I any …' and 'anything on …' ask the calendar only when no other list is named", () => {
  assert.deepEqual(listed("have I any appointments on Monday"), range("2026-03-16", "2026-03-16"));
  assert.deepEqual(listed("have we anything on this weekend"), range("2026-03-14", "2026-03-15"));
  assert.deepEqual(
    listed("have I anything planned for the 14th"),
    range("2026-03-14", "2026-03-14"),
  );
  assert.deepEqual(listed("have I any reminders tomorrow"), ["reminders_list {}"]);
  assert.deepEqual(listed("anything on my task list about the visa"), ["tasks_list {}"]);
  assert.deepEqual(listed("something on my shopping list for tomorrow?"), ["shopping_list {}"]);
});

Deno.test("'show me what's on' a day is the calendar; 'what's on it' points at a list", () => {
  assert.deepEqual(listed("just show me what's on Saturday"), range("2026-03-14", "2026-03-14"));
  assert.deepEqual(
    listed("I don't need the whole week, just tell me what's on tomorrow"),
    range("2026-03-12", "2026-03-12"),
  );
  assert.deepEqual(listed("show me what's on my shopping list"), ["shopping_list {}"]);
  assert.deepEqual(listed("the list is getting long, what's on it"), ["shopping_list {}"]);
  assert.deepEqual(listed("what's on it"), []);
});

Deno.test("the first, second or last week of a month is those seven days", () => {
  assert.deepEqual(
    listed("show my calendar for the first week of November"),
    range("2026-11-01", "2026-11-07"),
  );
  assert.deepEqual(listed("anything on the last week of march"), range("2026-03-25", "2026-03-31"));
  assert.deepEqual(
    listed("what's on my calendar the second week of next month"),
    range("2026-04-08", "2026-04-14"),
  );
  assert.deepEqual(listed("what's on my calendar last week"), range("2026-03-02", "2026-03-08"));
});

Deno.test("weekdays written with a hyphen are the days of one week; a reminder's are not read", () => {
  assert.deepEqual(listed("check my calendar Thurs–Sun please"), range("2026-03-12", "2026-03-15"));
  assert.deepEqual(listed("am I free fri-sun?"), range("2026-03-13", "2026-03-15"));
  assert.deepEqual(listed("what's on my calendar mon-wed"), range("2026-03-16", "2026-03-18"));
  // Said on a Monday, "mon-wed" is this Monday to Wednesday, not to the next week's Wednesday.
  const monday: IntentContext = { now: new Date("2026-06-08T09:00:00Z"), timezone: "Europe/Paris" };
  assert.deepEqual(
    listed("what's on my calendar mon-wed", monday),
    range("2026-06-08", "2026-06-10"),
  );
  assert.deepEqual(listed("remind me to stretch mon-fri at 7"), []);
});

Deno.test("'the week of' a day is Monday to Sunday of that day's week", () => {
  assert.deepEqual(listed("how busy am I the week of the 17th"), range("2026-03-16", "2026-03-22"));
  assert.deepEqual(
    listed("what have I got on the week of April 8th"),
    range("2026-04-06", "2026-04-12"),
  );
  assert.deepEqual(listed("what's on the first week of april"), range("2026-04-01", "2026-04-07"));
  // A weekday is no day of a month: "the week of Monday" is not read as a week.
  assert.notDeepEqual(listed("what's on the week of monday"), range("2026-03-16", "2026-03-22"));
});

Deno.test("'got anything on' asks the calendar when a day is said, and no other list is", () => {
  assert.deepEqual(listed("got anything on at 9.45 tmr?"), range("2026-03-12", "2026-03-12"));
  assert.deepEqual(listed("got anything planned for saturday"), range("2026-03-14", "2026-03-14"));
  assert.deepEqual(listed("got anything on sale?"), ["price_watches_list {}"]);
  assert.deepEqual(listed("got anything on my shopping list friday?"), ["shopping_list {}"]);
});

Deno.test("days said as a range after holidays named for them are the span asked about", () => {
  const winter: IntentContext = {
    now: new Date("2026-12-31T00:00:00Z"),
    timezone: "America/Vancouver",
  };
  assert.deepEqual(
    listed("what have i got on between xmas and new years, like the 28th to jan 2", winter),
    range("2026-12-28", "2027-01-02"),
  );
  assert.deepEqual(
    listed("anything on over the easter hols, so the 3rd to the 6th of april"),
    range("2026-04-03", "2026-04-06"),
  );
  // Holidays alone keep their own days.
  assert.deepEqual(
    listed("what's on between easter and the 10th"),
    range("2026-04-05", "2026-04-10"),
  );
});

Deno.test("'for then' beside a look at one day is that day, for a task or a reminder", () => {
  assert.deepEqual(listed("what's on this Saturday, and add wrap the gift to my tasks for then"), [
    ...range("2026-03-14", "2026-03-14"),
    'tasks_create {"content":"wrap the gift","due":"2026-03-14"}',
  ]);
  assert.deepEqual(
    listed("look at my calendar for friday and add a task to iron the shirts for then"),
    [
      ...range("2026-03-13", "2026-03-13"),
      'tasks_create {"content":"iron the shirts","due":"2026-03-13"}',
    ],
  );
  const cake = listed("what have I got on the 20th, and remind me for then to bring the cake");
  assert.equal(
    cake[1],
    'reminders_create {"text":"bring the cake","at":"2026-03-20T09:00:00+01:00"}',
  );
  // No day said beside it: "then" gives the task no day, and nothing of it stays in its words.
  assert.deepEqual(listed("add a task to buy wine for then"), [
    'tasks_create {"content":"buy wine"}',
  ]);
});

Deno.test("'any clashes' with a day said asks the calendar; without one, nothing", () => {
  assert.deepEqual(listed("any clashes on the 2nd of April?"), range("2026-04-02", "2026-04-02"));
  assert.deepEqual(listed("are there any conflicts next week"), range("2026-03-16", "2026-03-22"));
  assert.deepEqual(
    listed("do I have any clashes on friday afternoon"),
    range("2026-03-13", "2026-03-13"),
  );
  assert.deepEqual(listed("any clashes?"), []);
  assert.deepEqual(listed("any clashes in the wedding seating plan"), []);
});

Deno.test("'anything on …' asks the calendar only with a day or the calendar said", () => {
  assert.deepEqual(listed("anything on Friday?"), range("2026-03-13", "2026-03-13"));
  assert.deepEqual(listed("something happening on the 3rd?"), range("2026-04-03", "2026-04-03"));
  assert.deepEqual(listed("anything on the calendar next week"), range("2026-03-16", "2026-03-22"));
  for (const t of ["anything on sale?", "anything on?", "anything on offer at the market?"]) {
    assert.ok(!listed(t).some((c) => c.startsWith("calendar_list")), t);
  }
  // Another list named: its own, never the calendar.
  assert.deepEqual(listed("do I have anything on the list for new year's yet"), [
    "shopping_list {}",
  ]);
  assert.deepEqual(listed("do we have anything on Saturday"), range("2026-03-14", "2026-03-14"));
});

Deno.test("'check what's on' a day asks the calendar; 'what is on' a thing that is no day does not", () => {
  assert.deepEqual(listed("check what's on Thursday"), range("2026-03-12", "2026-03-12"));
  assert.deepEqual(
    listed("check what's on Thursday because I might need to move the school pickup").slice(0, 1),
    range("2026-03-12", "2026-03-12"),
  );
  assert.deepEqual(listed("what's on?"), ["calendar_list {}"]);
  assert.deepEqual(listed("what's on the agenda"), ["calendar_list {}"]);
  for (
    const t of ["check what is on sale", "what's on sale at the market", "what is on my plate"]
  ) {
    assert.ok(!listed(t).some((c) => c.startsWith("calendar_list")), t);
  }
  assert.deepEqual(listed("check what's on my shopping list"), ["shopping_list {}"]);
});

Deno.test("a list named with a day is never the calendar, in a question or a request not to add", () => {
  for (
    const t of [
      "can you not add anything to my list today",
      "anything to my list today",
      "please don't put anything on my list tomorrow",
      "could you leave my list alone on friday",
    ]
  ) {
    assert.deepEqual(listed(t), [], t);
  }
  assert.deepEqual(listed("is there anything on my list for friday"), ["shopping_list {}"]);
  assert.deepEqual(listed("anything on my to-do list for tomorrow?"), ["tasks_list {}"]);
  // The day alone, or the calendar named, still asks the calendar.
  assert.deepEqual(listed("can you check if I have anything on today"), [
    ...range("2026-03-11", "2026-03-11"),
  ]);
  assert.deepEqual(listed("anything on my calendar today?"), range("2026-03-11", "2026-03-11"));
});

Deno.test("'to X it' after a look at the calendar is about the thing its reason ends in", () => {
  assert.deepEqual(
    listed(
      "check what's on friday because I may have to move the Tesco delivery, and remind me at 8 tonight to sort it",
    ),
    [
      ...range("2026-03-13", "2026-03-13"),
      `reminders_create {"text":"sort the Tesco delivery","at":"2026-03-11T20:00:00+01:00"}`,
    ],
  );
  // The reason says no thing, or "it" is no doing's: no reminder about a thing guessed.
  for (
    const t of [
      "check what's on Thursday because I might need to move it, and remind me at 8 tonight to sort it",
      "check what's on Thursday because I might need to move the school pickup, and remind me at 8 tonight about it",
    ]
  ) {
    assert.ok(!listed(t).some((c) => c.startsWith("reminders_create")), t);
  }
});

Deno.test('a day said elsewhere ("then") is never this week\'s; a texted question is read', () => {
  for (const text of ["am I free then?", "what have I got that day?", "what's on then"]) {
    assert.deepEqual(listed(text), [], text);
  }
  assert.deepEqual(listed("am I free on Friday then?"), range("2026-03-13", "2026-03-13"));
  assert.deepEqual(listed("and then what have I got on Friday"), range("2026-03-13", "2026-03-13"));
  assert.deepEqual(listed("am I free?"), ["calendar_list {}"]);
  assert.deepEqual(listed("wat do i hv on wed"), range("2026-03-11", "2026-03-11"));
  assert.deepEqual(listed("wot's on tmrw"), range("2026-03-12", "2026-03-12"));
});

Deno.test("weekdays listed are the days from the first to the last; the long weekend runs to Monday", () => {
  assert.deepEqual(
    listed("whats on my calendar monday tuesday"),
    range("2026-03-16", "2026-03-17"),
  );
  assert.deepEqual(listed("what do I have monday, tuesday"), range("2026-03-16", "2026-03-17"));
  assert.deepEqual(listed("anything on thursday and friday?"), range("2026-03-12", "2026-03-13"));
  // Said on a Wednesday: Saturday, then the Monday after it.
  assert.deepEqual(listed("anything on the long weekend?"), range("2026-03-14", "2026-03-16"));
  assert.deepEqual(
    listed("anything on the long weekend? sat to mon"),
    range("2026-03-14", "2026-03-16"),
  );
  // Unchanged: one weekday, a span said with its words, the weekend.
  assert.deepEqual(listed("anything on friday"), range("2026-03-13", "2026-03-13"));
  assert.deepEqual(listed("what's on saturday to monday"), range("2026-03-14", "2026-03-16"));
  assert.deepEqual(listed("anything on the weekend?"), range("2026-03-14", "2026-03-15"));
  assert.deepEqual(listed("am I free on Friday next week"), range("2026-03-20", "2026-03-20"));
});

Deno.test("a part of today asked about is today, even once it is over", () => {
  // Sunday 7 November 2027, 16:00 in Brisbane.
  const late: IntentContext = {
    now: new Date("2027-11-07T06:00:00Z"),
    timezone: "Australia/Brisbane",
  };
  for (
    const text of [
      "what've I got on this arvo",
      "what have I got this afternoon",
      "anything on this morning",
    ]
  ) {
    assert.deepEqual(listed(text, late), range("2027-11-07", "2027-11-07"), text);
  }
  assert.deepEqual(listed("what's on tomorrow afternoon", late), range("2027-11-08", "2027-11-08"));
});

Deno.test("a day a look at the calendar holds is no deadline lost by a task beside it", () => {
  assert.deepEqual(listed("what do I have on monday and add a task to call Bob"), [
    ...range("2026-03-16", "2026-03-16"),
    `tasks_create {"content":"call Bob"}`,
  ]);
  assert.deepEqual(listed("check what I've got on Monday and add a task to prep slides for it"), [
    ...range("2026-03-16", "2026-03-16"),
    `tasks_create {"content":"prep slides"}`,
  ]);
  // A day no call holds, beside a task with no due day, is still a deadline that would be lost.
  assert.deepEqual(listed("add a task to call Bob, the bill is due on monday"), []);
});
