import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Tuesday 13 October 2026, 09:00 in Dublin (UTC+1). */
const DUBLIN: IntentContext = { now: new Date("2026-10-13T08:00:00Z"), timezone: "Europe/Dublin" };

interface Event {
  title: string;
  start: string;
  end?: string;
  location?: string;
}
interface Email {
  to: string[];
  cc?: string[];
  subject: string;
  body: string;
}

function read(text: string) {
  return readToolIntent(text, DUBLIN);
}

function events(text: string): Event[] {
  return read(text).calls.flatMap((c) => {
    const e = (c.input as { calendar_event?: Event }).calendar_event;
    return e ? [e] : [];
  });
}

function emails(text: string): Email[] {
  return read(text).calls.flatMap((c) => {
    const e = (c.input as { email?: Email }).email;
    return e ? [e] : [];
  });
}

/** Nothing proposed: no call is a proposal (a draft, a question or nothing at all). */
function proposesNothing(text: string): void {
  const calls = read(text).calls.filter((c) => c.name === "propose_action");
  assert.deepEqual(calls, [], text);
}

Deno.test("a person pointed at is never an event's title: whom the email beside is for, or asked", () => {
  const [plumber] = events(
    "email the gas man at gasman@example.ie that Friday suits, and put him in the calendar for Friday 9am",
  );
  assert.equal(plumber?.title, "Gas man");
  assert.equal(plumber?.start, "2026-10-16T09:00:00+01:00");
  const [nurse] = events(
    "email my district nurse, nurse@example.ie, that Monday is fine and add her to my calendar Monday at 2pm",
  );
  assert.equal(nurse?.title, "District nurse");
  const [tom] = events(
    "email Tom Reid at tom@example.ie that Thursday works, and put him in my diary for Thursday at 4",
  );
  assert.equal(tom?.title, "Tom Reid");
  // No one named before the address: the event is asked about, never titled "Him".
  for (
    const text of [
      "email tom@example.ie that Thursday works, and put him in the calendar for Thursday 8am",
      "put him in the calendar for Thursday 8am",
      "add her to my calendar on Friday at 3",
      "stick them in my diary for Saturday at noon",
      "put us in the calendar for Sunday at 10",
    ]
  ) {
    for (const e of events(text)) {
      assert.ok(!["him", "her", "them", "us"].includes(e.title.toLowerCase()), text);
    }
    assert.ok(read(text).drafts.some((d) => d.kind === "event"), text);
  }
});

Deno.test("'regarding …' or 'about …' alone, to addresses, is what the email is about", () => {
  const [leave] = emails("send a mail to payroll@example.ie regarding my overtime for September");
  assert.deepEqual(leave?.to, ["payroll@example.ie"]);
  assert.match(leave?.body ?? "", /my overtime for September/u);
  assert.match(leave?.subject ?? "", /^My overtime/u);
  const [gutter] = emails("email the letting agent at agent@example.ie about the blocked gutter");
  assert.deepEqual(gutter?.to, ["agent@example.ie"]);
  assert.match(gutter?.body ?? "", /blocked gutter/u);
  const [copied] = emails(
    "draft an email to school@example.ie about the bus pass, cc dad@example.ie",
  );
  assert.deepEqual([copied?.to, copied?.cc], [["school@example.ie"], ["dad@example.ie"]]);
  assert.match(copied?.body ?? "", /bus pass/u);
  assert.doesNotMatch(copied?.body ?? "", /cc|dad@/u);
  const [club] = emails(
    "write an email to the club secretary, sec@golfclub.example.ie, concerning my membership renewal",
  );
  assert.deepEqual(club?.to, ["sec@golfclub.example.ie"]);
  assert.match(club?.body ?? "", /membership renewal/u);
});

Deno.test("a topic that only points, or an email to a name, still asks", () => {
  for (
    const text of [
      "email jo@example.ie about it",
      "email jo@example.ie about that",
      "email Martin about the meeting",
      "email the landlord about the leak",
      "send an email to bob@example.ie",
      "email jo@example.ie subject Lunch",
    ]
  ) {
    assert.deepEqual(emails(text), [], text);
  }
});

Deno.test("an email to a role named before its address, said with propose, draft or write", () => {
  const [gate] = emails(
    "propose an email to the residents committee, rc@parkview.example.ie, about the broken intercom",
  );
  assert.deepEqual(gate?.to, ["rc@parkview.example.ie"]);
  assert.match(gate?.body ?? "", /intercom/u);
  const [vet] = emails(
    "draft an email to our vet at clinic@vets.example.ie saying Bella is eating again",
  );
  assert.deepEqual(vet?.to, ["clinic@vets.example.ie"]);
  assert.match(vet?.body ?? "", /Bella is eating again/u);
});

Deno.test("'calendar event <day time>, <what>' and 'new event <day time> <what>'", () => {
  const [quiz] = events("calendar event Thursday at 8pm, table quiz at the Stag's Head");
  assert.deepEqual([quiz?.title, quiz?.start, quiz?.location], [
    "Table quiz",
    "2026-10-15T20:00:00+01:00",
    "the Stag's Head",
  ]);
  const [drinks] = events("new event saturday at 6 pints with Ciara");
  assert.equal(drinks?.title, "Pints with Ciara");
  assert.equal(drinks?.start, "2026-10-17T18:00:00+01:00");
  const [entry] = events("diary entry Friday 10am, haircut with Sinead");
  assert.equal(entry?.title, "Haircut with Sinead");
  // Without a clock time, or asked as a question, nothing is proposed.
  proposesNothing("calendar event Sunday brunch");
  proposesNothing("any calendar events on Sunday?");
  proposesNothing("the new event on friday was great");
  proposesNothing("calendar event tomorrow");
});

Deno.test("'…, 2 hours' said last after a comma is how long the event lasts", () => {
  const [football] = events("add a calendar event: Saturday 10am hurling with the lads, 2 hours");
  assert.equal(football?.title, "Hurling with the lads");
  assert.deepEqual([football?.start, football?.end], [
    "2026-10-17T10:00:00+01:00",
    "2026-10-17T12:00:00+01:00",
  ]);
  const [lunch] = events("put the team lunch in my calendar friday at 1, 90 minutes");
  assert.equal(lunch?.end, "2026-10-16T14:30:00+01:00");
  // A length that counts from something else is no length of the event: nothing runs.
  proposesNothing("put dinner in my calendar friday at 8, 2 hours after the show");
  proposesNothing("add a calendar event: Sunday 9am football, 2 hours later drinks");
});

Deno.test("a range of hours spelled out is a range, never 'ten to twelve' as 11:50", () => {
  const [slot] = events(
    "book a slot in my calendar for the plasterer, Thursday from ten till twelve",
  );
  assert.match(slot?.title ?? "", /plasterer/u);
  assert.deepEqual([slot?.start, slot?.end], [
    "2026-10-15T10:00:00+01:00",
    "2026-10-15T12:00:00+01:00",
  ]);
  const [to] = events("put the plasterer in my calendar Thursday from ten to twelve");
  assert.deepEqual([to?.title, to?.start, to?.end], [
    "Plasterer",
    "2026-10-15T10:00:00+01:00",
    "2026-10-15T12:00:00+01:00",
  ]);
  const [between] = events("put the plasterer in my calendar Thursday between two and four");
  assert.deepEqual([between?.title, between?.start, between?.end], [
    "Plasterer",
    "2026-10-15T14:00:00+01:00",
    "2026-10-15T16:00:00+01:00",
  ]);
  const [half] = events("put the plasterer in my calendar Thursday from ten till half twelve");
  assert.deepEqual([half?.title, half?.end], ["Plasterer", "2026-10-15T12:30:00+01:00"]);
  // "at ten to twelve" is a time, not a range.
  const [at] = events("put the plasterer in my calendar Thursday at ten to twelve");
  assert.equal(at?.start, "2026-10-15T11:50:00+01:00");
  // A count after the range keeps it no range of hours.
  for (const e of events("put the plasterer in my calendar Thursday between 2 and 4 kids")) {
    assert.notEqual(e.start, "2026-10-15T14:00:00+01:00");
  }
});

Deno.test("'…, add it to my calendar as \"X\"': the quoted title, the day said before", () => {
  const [meeting] = events(
    "my tutor wants to meet and the only time I have is Wednesday at half past two in the afternoon, can you add it to my calendar as 'Tutor meeting'",
  );
  assert.deepEqual([meeting?.title, meeting?.start], [
    "Tutor meeting",
    "2026-10-14T14:30:00+01:00",
  ]);
  const [dentist] = events('Friday at 11, put it in my calendar as "Dentist"');
  assert.deepEqual([dentist?.title, dentist?.start], ["Dentist", "2026-10-16T11:00:00+01:00"]);
  const [review] = events("review with Aoife Monday at 3, add it to the calendar");
  assert.equal(review?.title, "Review with Aoife");
  // No day said: asked, never proposed.
  proposesNothing("put it in my calendar as 'Dentist'");
  // Unread words before the request: nothing runs.
  proposesNothing("the only time I can do is Tuesday at 10:30, can you add it to my calendar");
});

Deno.test("'quarter to 7' is a spoken time, never a range ending at 7", () => {
  const [recital] = events("put the recital in my calendar on 2 November at quarter to 7 pm");
  assert.deepEqual([recital?.start, recital?.end], [
    "2026-11-02T18:45:00+00:00",
    "2026-11-02T19:45:00+00:00",
  ]);
  const [range] = events("put the recital in my calendar on 2 November from 5 to 7 pm");
  assert.deepEqual([range?.start, range?.end], [
    "2026-11-02T17:00:00+00:00",
    "2026-11-02T19:00:00+00:00",
  ]);
});

Deno.test("a lesson added with its day and time is an event; a thing for a lesson is none", () => {
  const [guitar] = events("add guitar lesson on Friday at 4");
  assert.deepEqual([guitar?.title, guitar?.start], ["Guitar lesson", "2026-10-16T16:00:00+01:00"]);
  proposesNothing("add piano lesson books to the shopping list");
  proposesNothing("add guitar lesson");
});

Deno.test("'subject X, ask whether …': the subject, then the question as the message", () => {
  const [invoice] = emails(
    "email ben@works.example.ie subject Invoice query, ask whether the October invoice includes VAT",
  );
  assert.equal(invoice?.subject, "Invoice query");
  assert.match(invoice?.body ?? "", /whether the October invoice includes VAT\?$/u);
});
