import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 30 October 2026, 09:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-10-30T09:00:00Z"), timezone: "Europe/London" };

function calls(text: string) {
  return readToolIntent(text, LONDON).calls;
}

/** Each text is one email to those addresses whose body says the words given. */
function assertEmails(cases: [string, string[], string][]): void {
  for (const [text, to, said] of cases) {
    const got = calls(text);
    assert.equal(got.length, 1, text);
    const email = (got[0]!.input as { email: { to: string[]; body: string } }).email;
    assert.deepEqual(email.to, to, text);
    assert.match(email.body, new RegExp(said, "iu"), text);
  }
}

Deno.test("a message, note or line sent to an address is an email; to a name it is nothing", () => {
  const cases: [string, string[], string][] = [
    [
      "send kim@work.example a quick note saying the boiler is fixed",
      ["kim@work.example"],
      "boiler",
    ],
    ["drop li@home.example a line saying see you at eight", ["li@home.example"], "see you"],
    [
      "send ana@x.example and bo@y.example a short message telling them the match is off",
      ["ana@x.example", "bo@y.example"],
      "match is off",
    ],
  ];
  assertEmails(cases);
  assert.deepEqual(calls("send Bob a quick note saying hi"), []);
});

Deno.test("a holiday beside a day said otherwise names the event ('bonfire night …, 5 Nov at 7pm')", () => {
  const cases: [string, string, string][] = [
    [
      "put bonfire night in my calendar on 5 Nov at 7pm",
      "Bonfire night",
      "2026-11-05T19:00:00+00:00",
    ],
    [
      "add christmas drinks on 18 Dec at 6pm to my calendar",
      "Christmas drinks",
      "2026-12-18T18:00:00+00:00",
    ],
    [
      "put halloween party at the Smiths' in my calendar, Saturday 31st at 8pm",
      "Halloween party",
      "2026-10-31T20:00:00+00:00",
    ],
  ];
  for (const [text, title, start] of cases) {
    const got = calls(text);
    assert.equal(got.length, 1, text);
    const event = (got[0]!.input as { calendar_event: { title: string; start: string } })
      .calendar_event;
    assert.equal(event.title, title, text);
    assert.equal(event.start, start, text);
  }
});

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function emailTo(text: string): { to: string[]; body: string } {
  const got = readToolIntent(text, PARIS).calls;
  assert.equal(got.length, 1, `${text}: ${JSON.stringify(got)}`);
  return (got[0]!.input as { email: { to: string[]; body: string } }).email;
}

Deno.test("'let/tell someone know' with their address said is an email, a request after it apart", () => {
  const cases: [string, string, string][] = [
    [
      "let the choir know at choir@hall.example that rehearsal is cancelled",
      "choir@hall.example",
      "rehearsal",
    ],
    ["tell Dee (dee@home.example) that the bins go out tonight", "dee@home.example", "bins"],
    [
      "inform the club at club@tennis.example the courts are closed",
      "club@tennis.example",
      "courts",
    ],
  ];
  for (const [text, to, said] of cases) {
    const email = emailTo(text);
    assert.deepEqual(email.to, [to], text);
    assert.match(email.body, new RegExp(said, "iu"), text);
  }
  const both = readToolIntent(
    "let the club know at club@tennis.example that the courts are closed, and put the repaint on the calendar for the 20th, 9am till 1pm",
    PARIS,
  ).calls;
  assert.deepEqual(both.map((c) => Object.keys(c.input as object)[0]), ["email", "calendar_event"]);
});

Deno.test("an event's hours said as bare numbers ('9 till 5', 'from 2 to 4') end when the second says", () => {
  const cases: [string, string, string][] = [
    [
      "put the audit on the calendar for the 19th 9 till 5",
      "2026-03-19T09:00:00+01:00",
      "2026-03-19T17:00:00+01:00",
    ],
    [
      "put pottery in my calendar on Tuesday 6 to 8",
      "2026-03-17T18:00:00+01:00",
      "2026-03-17T20:00:00+01:00",
    ],
    [
      "put the training on the calendar on Monday from 10 until 3",
      "2026-03-16T10:00:00+01:00",
      "2026-03-16T15:00:00+01:00",
    ],
  ];
  for (const [text, start, end] of cases) {
    const got = readToolIntent(text, PARIS).calls;
    assert.equal(got.length, 1, text);
    const event = (got[0]!.input as { calendar_event: { start: string; end: string } })
      .calendar_event;
    assert.deepEqual([event.start, event.end], [start, end], text);
  }
});

Deno.test("what is sent to someone, said before their address, is what the email says", () => {
  const cases: [string, string, string][] = [
    ["send Kofi the party time, 7pm, at kofi@x.example", "kofi@x.example", "7pm"],
    ["send Mara the booking reference at mara@y.example", "mara@y.example", "booking reference"],
    ["send Lee the new address, 3 Mill Lane, at lee@z.example", "lee@z.example", "3 Mill Lane"],
  ];
  for (const [text, to, said] of cases) {
    const email = emailTo(text);
    assert.deepEqual(email.to, [to], text);
    assert.match(email.body, new RegExp(said, "iu"), text);
  }
  assert.deepEqual(readToolIntent("send Sarah flowers at 5pm", PARIS).calls, []);
});

Deno.test("a room named by its letter or number, said last after 'in', is the event's place", () => {
  const cases: [string, string][] = [
    ["schedule 'budget review' on Friday at 10am in room C", "room C"],
    ["put the standup in my calendar tomorrow at 9 in meeting room 4", "meeting room 4"],
    ["schedule 'chem revision' on Friday at 3pm in lab 2", "lab 2"],
  ];
  for (const [text, location] of cases) {
    const got = readToolIntent(text, PARIS).calls;
    assert.equal(got.length, 1, text);
    const event = (got[0]!.input as { calendar_event: { location?: string } }).calendar_event;
    assert.equal(event.location, location, text);
  }
});

Deno.test("an event said as where we will be ('we're in Devon …, put it in the calendar') is named by the place", () => {
  const cases: [string, string, string][] = [
    ["we're in Devon 3rd to 6th April, put it in the calendar", "Devon", "2026-04-03"],
    [
      "I'm in Leeds on Tuesday at 10, stick it in my calendar",
      "Leeds",
      "2026-03-17T10:00:00+01:00",
    ],
    ["Saturday to Sunday we'll be in York - put it in my calendar", "York", "2026-03-14"],
  ];
  for (const [text, title, start] of cases) {
    const got = readToolIntent(text, PARIS).calls;
    assert.equal(got.length, 1, text);
    const event = (got[0]!.input as { calendar_event: { title: string; start: string } })
      .calendar_event;
    assert.deepEqual([event.title, event.start], [title, start], text);
  }
});

Deno.test("a message said right after the address keeps its last word ('… gone again')", () => {
  const cases: [string, string][] = [
    ["email sam@x.example the printer's jammed again", "The printer's jammed again"],
    ["tell rob (rob@y.example) the gate is stuck again", "The gate is stuck again"],
    ["email ana@z.example the cat got out again", "The cat got out again"],
  ];
  for (const [text, body] of cases) assert.equal(emailTo(text).body, body, text);
});

Deno.test("whom an email is for, then their address ('him at …', 'by email at …', 'the school at …')", () => {
  const cases: [string, string, string][] = [
    [
      "let Marta know by email at marta.s@home.example that the keys are with Sue",
      "marta.s@home.example",
      "keys",
    ],
    ["tell Joe by email at joe@vans.example that the van is booked", "joe@vans.example", "van"],
    ["email her at ana@home.example saying the tickets are booked", "ana@home.example", "tickets"],
    [
      "email my physio at clinic@care.example that I need to move the session",
      "clinic@care.example",
      "session",
    ],
    [
      "email the school at office@school.example that Finn will be off on Friday",
      "office@school.example",
      "Finn",
    ],
  ];
  for (const [text, to, said] of cases) {
    const email = emailTo(text);
    assert.deepEqual(email.to, [to], text);
    assert.match(email.body, new RegExp(said, "iu"), text);
  }
  // Two people and one address: whose it is is not known, so nothing is proposed.
  assert.deepEqual(
    readToolIntent(
      "let Marta and Ana know by email at marta@home.example that the keys are here",
      PARIS,
    )
      .calls,
    [],
  );
});

Deno.test("'propose … in my calendar' proposes the event, and an email beside it to 'him at …'", () => {
  const got = readToolIntent(
    "propose lunch with Julien on Friday at noon in my calendar, and email him at j@mail.example to confirm",
    PARIS,
  ).calls;
  assert.equal(got.length, 2);
  const event =
    (got[0]!.input as { calendar_event: { title: string; start: string } }).calendar_event;
  assert.equal(event.title, "Lunch with Julien");
  assert.equal(event.start, "2026-03-13T12:00:00+01:00");
  assert.deepEqual((got[1]!.input as { email: { to: string[] } }).email.to, ["j@mail.example"]);
  const suggested =
    readToolIntent("suggest a coffee with Ines on Monday at 10 in the calendar", PARIS).calls;
  assert.equal(suggested.length, 1);
  // "propose" with no calendar said proposes no event.
  assert.deepEqual(readToolIntent("propose a toast to Julien", PARIS).calls, []);
});

Deno.test("a message, note or line sent 'to' addresses is an email; to a name it is nothing", () => {
  const cases: [string, string[], string][] = [
    [
      "send a quick note to tom@example.org saying the parcel arrived",
      ["tom@example.org"],
      "parcel",
    ],
    [
      "send a message to ana@example.com and bob@example.com saying lunch is at 1",
      ["ana@example.com", "bob@example.com"],
      "lunch is at 1",
    ],
    [
      "send a message to jo@example.net subject 'Rota' and say I can swap",
      ["jo@example.net"],
      "swap",
    ],
  ];
  assertEmails(cases);
  assert.deepEqual(calls("send a message to Bob saying I'm late"), []);
  assert.deepEqual(calls("send a message to Bob and bob@example.com saying hi"), []);
});

Deno.test("the address said between commas after the one person named is theirs", () => {
  assertEmails([
    [
      "let Tom know by email, tom@example.com, that the boiler is fixed",
      ["tom@example.com"],
      "boiler is fixed",
    ],
    ["tell Ana by email, ana@x.example, that I'm running late", ["ana@x.example"], "running late"],
    ["email Tom, tom@example.com, that the boiler is fixed", ["tom@example.com"], "boiler"],
  ]);
  // Said after the message, or with one comma only, the address is no recipient's: nothing is sent.
  assert.deepEqual(
    calls("let Tom know by email that the boiler is fixed, tom@example.com, thanks"),
    [],
  );
  assert.deepEqual(calls("let Tom know by email, tom@example.com that the boiler is fixed"), []);
});

Deno.test("an address put right as it is said is the one written to", () => {
  assertEmails([
    [
      "write to marc@x.example, no actually to marc.d@x.example, asking for the minutes",
      ["marc.d@x.example"],
      "minutes",
    ],
    ["email jo@x.example, sorry, joanna@x.example, saying the deck is ready", [
      "joanna@x.example",
    ], "deck is ready"],
    ["email li@x.example saying the gig is at 8, wait no, lin@x.example", ["lin@x.example"], "gig"],
  ]);
  // Two addresses said before the one put right: which one is meant is not known.
  assert.deepEqual(
    calls("email li@x.example and bo@x.example saying hi, no actually ana@x.example"),
    [],
  );
});

Deno.test("a message said right after the address, then what to ask, is the message and the question", () => {
  assertEmails([
    [
      "pls email kev@x.example happy new year n ask if hes up for a pint",
      ["kev@x.example"],
      "^Happy new year\\. Could you let me know if hes up for a pint\\?$",
    ],
    [
      "email sam@x.example happy birthday and ask if she is free on saturday",
      ["sam@x.example"],
      "^Happy birthday\\. Could you let me know if she is free on saturday\\?$",
    ],
    [
      "email jo@x.example saying the deck is ready and ask for her notes",
      ["jo@x.example"],
      "^The deck is ready\\. Could you send me her notes\\?$",
    ],
  ]);
  // A name written with a capital after an address is one more to write to, whose address is asked.
  assert.deepEqual(calls("email sam@x.example Ana saying hi"), []);
});

Deno.test("accents in a name are read as the address writes it", () => {
  assertEmails([
    [
      "let Gráinne know by email, grainne@x.example, that book club moved",
      ["grainne@x.example"],
      "book club",
    ],
    ["let Zoë know by email, zoe@x.example, that the gig is off", ["zoe@x.example"], "gig is off"],
    ["tell Siobhán by email, siobhan@x.example, that I'm late", ["siobhan@x.example"], "late"],
  ]);
  // A name the address does not write is not read.
  assert.deepEqual(calls("let José know by email, maria@x.example, that the gig is off"), []);
});

Deno.test("an event said without its day beside an email saying when it is takes that day", () => {
  const events = (text: string) =>
    calls(text).filter((c) => "calendar_event" in c.input).map((c) => c.input.calendar_event);
  assert.deepEqual(
    events(
      "email tom@x.example that the barbecue is at 6 on saturday and put the barbecue in my calendar too",
    ),
    [{ title: "Barbecue", start: "2026-10-31T18:00:00+00:00", end: "2026-10-31T19:00:00+00:00" }],
  );
  assert.deepEqual(
    events(
      "email ana@x.example that dinner's at 8 on tuesday and put the dinner in my calendar as well",
    ),
    [{ title: "Dinner", start: "2026-11-03T20:00:00+00:00", end: "2026-11-03T21:00:00+00:00" }],
  );
  // The email names another thing, or says no time: the event's day is asked, nothing proposed.
  assert.deepEqual(
    events("email jo@x.example that lunch is at 1 on monday and put the dinner in my calendar"),
    [],
  );
  assert.deepEqual(
    events("email jo@x.example that the party is on saturday and put the party in my calendar"),
    [],
  );
});

Deno.test("a meal booked with its day and time is an event; without them, or booked as a thing, none", () => {
  const events = (text: string) =>
    calls(text).filter((c) => "calendar_event" in c.input).map((c) => c.input.calendar_event);
  // Friday is today: at 8 in the evening.
  assert.deepEqual(events("book dinner with Alex on friday at 8 at Nando's"), [{
    title: "Dinner with Alex",
    start: "2026-10-30T20:00:00+00:00",
    end: "2026-10-30T21:00:00+00:00",
    location: "Nando's",
  }]);
  assert.deepEqual(events("book brunch with the girls on sunday at 11 at Granger"), [{
    title: "Brunch with the girls",
    start: "2026-11-01T11:00:00+00:00",
    end: "2026-11-01T12:00:00+00:00",
    location: "Granger",
  }]);
  assert.deepEqual(events("book coffee with Sam tomorrow at 10"), [{
    title: "Coffee with Sam",
    start: "2026-10-31T10:00:00+00:00",
    end: "2026-10-31T11:00:00+00:00",
  }]);
  assert.deepEqual(calls("book dinner reservations for friday"), []);
  assert.deepEqual(calls("book lunch with the team tomorrow"), []);
  assert.deepEqual(events("book the car in for friday at 9"), []);
});

Deno.test("a title joined by a hyphen keeps its last word, and 'too' or 'as well' is none of it", () => {
  const titles = (text: string) =>
    calls(text).map((c) => (c.input.calendar_event as { title?: string } | undefined)?.title);
  assert.deepEqual(titles("put the hotel check-in on my calendar friday at 3pm"), [
    "Hotel check-in",
  ]);
  assert.deepEqual(titles("put in-laws dinner in my calendar on saturday at 7"), [
    "In-laws dinner",
  ]);
  assert.deepEqual(titles("put the dinner in my calendar on friday at 7 too"), ["Dinner"]);
  assert.deepEqual(titles("schedule a call with Bob on friday at 3 as well"), ["Call with Bob"]);
});
