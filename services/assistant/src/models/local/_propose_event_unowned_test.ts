import assert from "node:assert/strict";
import { calls, CORPUS_CLOCK, one as oneAt } from "./_intent_test_util.ts";

/** The one call a message gives on the corpus's clock. */
const one = (text: string) => oneAt(text, CORPUS_CLOCK);

/** An event expected, on the corpus's clock (Wednesday 11 March 2026, Paris). */
function event(title: string, start: string, end: string, location?: string) {
  return {
    name: "propose_action",
    input: { calendar_event: { title, start, end, ...(location ? { location } : {}) } },
  };
}

Deno.test("'add to calendar' and 'put in calendar', no owner said, put the event in", () => {
  assert.deepEqual(
    one("add to calendar: dentist Tuesday 3:30"),
    event("Dentist", "2026-03-17T15:30:00+01:00", "2026-03-17T16:30:00+01:00"),
  );
  assert.deepEqual(
    one("add to calendar dentist Tuesday at 3:30pm"),
    event("Dentist", "2026-03-17T15:30:00+01:00", "2026-03-17T16:30:00+01:00"),
  );
  assert.deepEqual(
    one("put in calendar office party friday 7pm to 10pm at Cinnamon Grand"),
    event(
      "Office party",
      "2026-03-13T19:00:00+01:00",
      "2026-03-13T22:00:00+01:00",
      "Cinnamon Grand",
    ),
  );
  assert.deepEqual(
    one("add to calendar: parent teacher meeting thursday 11:30 am, for one hour"),
    event("Parent teacher meeting", "2026-03-12T11:30:00+01:00", "2026-03-12T12:30:00+01:00"),
  );
  assert.deepEqual(
    one("add to calendar: yoga in the church hall Monday 6pm"),
    event("Yoga", "2026-03-16T18:00:00+01:00", "2026-03-16T19:00:00+01:00", "the church hall"),
  );
});

Deno.test("a calendar thing made for an event, with its day and time, is the event", () => {
  assert.deepEqual(
    one("make a calendar thing for the tenants association meeting friday 7 pm in the lobby"),
    event(
      "Tenants association meeting",
      "2026-03-13T19:00:00+01:00",
      "2026-03-13T20:00:00+01:00",
      "the lobby",
    ),
  );
  assert.deepEqual(
    one("create a calendar entry for the dentist friday at 3pm"),
    event("Dentist", "2026-03-13T15:00:00+01:00", "2026-03-13T16:00:00+01:00"),
  );
  // Without a day and a clock time, or without an event, nothing is put in.
  for (
    const t of [
      "make a calendar thing for the party",
      "make a calendar event for Friday",
      "make a calendar for the kids",
      "add to calendar",
    ]
  ) {
    assert.deepEqual(calls(t), [], t);
  }
});

Deno.test("'in the' and a venue's noun, said last, is where; a part of the day is not", () => {
  assert.deepEqual(
    one("schedule a meeting with Bob on Friday at 3pm in the lobby"),
    event(
      "Meeting with Bob",
      "2026-03-13T15:00:00+01:00",
      "2026-03-13T16:00:00+01:00",
      "the lobby",
    ),
  );
  assert.deepEqual(
    one("schedule a call with Ana on Friday at 3pm in the evening"),
    event("Call with Ana", "2026-03-13T15:00:00+01:00", "2026-03-13T16:00:00+01:00"),
  );
  assert.deepEqual(
    one("put lunch in the park on Saturday at 1pm in my calendar"),
    event("Lunch", "2026-03-14T13:00:00+01:00", "2026-03-14T14:00:00+01:00", "the park"),
  );
});

Deno.test("a title quoted before its day and time keeps no quote", () => {
  for (
    const t of [
      "put 'call with Claire' at 4pm today in my calendar",
      'put "call with Claire" at 4pm today in my calendar',
      "put 'call with Claire' in my calendar at 4pm today",
    ]
  ) {
    assert.deepEqual(
      one(t),
      event("Call with Claire", "2026-03-11T16:00:00+01:00", "2026-03-11T17:00:00+01:00"),
      t,
    );
  }
  assert.deepEqual(
    one("put Ana's birthday lunch on Friday at 1pm in my calendar"),
    event("Ana's birthday lunch", "2026-03-13T13:00:00+01:00", "2026-03-13T14:00:00+01:00"),
  );
});

Deno.test("an email whose message says a time, beside an event, proposes both", () => {
  assert.deepEqual(
    calls(
      "send an email to claire@example.fr saying I'll be late to the 2pm, and put 'call with Claire' at 4pm today in my calendar",
    ),
    [
      {
        name: "propose_action",
        input: {
          email: {
            to: ["claire@example.fr"],
            subject: "I'll be late to the 2pm",
            body: "I'll be late to the 2pm",
          },
        },
      },
      event("Call with Claire", "2026-03-11T16:00:00+01:00", "2026-03-11T17:00:00+01:00"),
    ],
  );
  // An event that holds the email's time twelve hours off is a time read wrong: nothing runs.
  assert.deepEqual(
    calls("email anna@example.com that I'll call at 2pm and put the call in my calendar for 2am"),
    [],
  );
});

Deno.test("an all-day event is a day without a time, and names no kind of event", () => {
  const picnic = {
    name: "propose_action",
    input: { calendar_event: { title: "Office picnic", start: "2027-03-05" } },
  };
  assert.deepEqual(one("Please add an all-day event on 5 March: office picnic."), picnic);
  assert.deepEqual(one("add an all day event on 5 March: office picnic"), picnic);
  assert.deepEqual(one("add an all-day event: office picnic on 5 March"), picnic);
  assert.deepEqual(one("schedule an all-day meeting with Bob on Friday"), {
    name: "propose_action",
    input: { calendar_event: { title: "Meeting with Bob", start: "2026-03-13" } },
  });
});
