import assert from "node:assert/strict";
import { proposalInputSchema } from "@asst/shared";
import { type IntentContext, parseToolIntent, readToolIntent } from "./tool_intent.ts";
import { CORPUS_CLOCK as PARIS } from "./_intent_test_util.ts";

/** Thursday 31 December 2026, 16:00 in Auckland (UTC+13). */
const AUCKLAND: IntentContext = {
  now: new Date("2026-12-31T03:00:00Z"),
  timezone: "Pacific/Auckland",
};

function proposed(text: string, ctx: IntentContext = PARIS) {
  const calls = parseToolIntent(text, ctx);
  assert.equal(calls.length, 1, `"${text}" gives one call, not ${JSON.stringify(calls)}`);
  return proposalInputSchema.parse(calls[0]!.input);
}

Deno.test("an email's message may open with a doing after the copies: '…, requesting …'", () => {
  const quote = proposed(
    "send an email to accounts@hardware.example, cc my partner jo@home.example, requesting the updated quotation",
  ).email!;
  assert.deepEqual([quote.to, quote.cc, quote.body], [
    ["accounts@hardware.example"],
    ["jo@home.example"],
    "Requesting the updated quotation",
  ]);
  const booking = proposed("email bob@x.example, cc ann@y.example, confirming the booking").email!;
  assert.deepEqual([booking.cc, booking.body], [["ann@y.example"], "Confirming the booking"]);
  const rent = proposed("email the landlord jean@bell.example, reminding him the rent is paid")
    .email!;
  assert.deepEqual([rent.to, rent.body], [["jean@bell.example"], "Reminding him the rent is paid"]);
  // A name, even one ending in "-ing", is still someone copied in (a draft: no address).
  const named = readToolIntent("email bob@x.example, cc Ann, Sterling and Ping, saying hi", PARIS);
  assert.deepEqual(named.calls, []);
  const draft = named.drafts[0] as { names?: { name: string }[] } | undefined;
  assert.deepEqual(draft?.names?.map((n) => n.name), ["Ann", "Sterling", "Ping"]);
});

Deno.test("the calendar said before the event: 'put in my agenda the appointment …'", () => {
  const accountant = proposed(
    "Please put in my agenda the appointment with the accountant on 22/3 at 10h.",
  ).calendar_event!;
  assert.deepEqual([accountant.title, accountant.start], [
    "Appointment with the accountant",
    "2026-03-22T10:00:00+01:00",
  ]);
  const concert = proposed("add to my calendar the school concert on Friday at 6").calendar_event!;
  assert.deepEqual([concert.title, concert.start], ["School concert", "2026-03-13T18:00:00+01:00"]);
  const physio = proposed("pop in the diary physio next Tuesday at 4pm").calendar_event!;
  assert.deepEqual([physio.title, physio.start], ["Physio", "2026-03-17T16:00:00+01:00"]);
  // Nothing said after the calendar: nothing proposed.
  assert.deepEqual(parseToolIntent("add to my calendar", PARIS), []);
});

Deno.test("a weekend said bare before a thing names it, when the days are said", () => {
  const camping = proposed(
    "Add Waitangi weekend camping to my calendar, 5th to 7th February",
    AUCKLAND,
  ).calendar_event!;
  assert.deepEqual([camping.title, camping.start, camping.end], [
    "Waitangi weekend camping",
    "2027-02-05",
    "2027-02-07",
  ]);
  const trip = proposed(
    "add the bank holiday weekend trip to my calendar, 1st to 3rd May",
    AUCKLAND,
  ).calendar_event!;
  assert.deepEqual([trip.start, trip.end], ["2027-05-01", "2027-05-03"]);
  // No other day said: the weekend is the day.
  const bare = proposed("add camping to my calendar this weekend", AUCKLAND).calendar_event!;
  assert.equal(bare.start, "2027-01-02");
  // A weekend before a thing, with a weekday said: the weekday.
  const brunch = proposed("put the weekend brunch in my calendar for Sunday at 11", AUCKLAND)
    .calendar_event!;
  assert.deepEqual([brunch.title, brunch.start], ["Weekend brunch", "2027-01-03T11:00:00+13:00"]);
});

Deno.test("an event marked, noted or booked in the calendar, and scheduled 'for me'", () => {
  const reunion = proposed("Note in my agenda: reunion with Maria on the 20/3 at 9h30")
    .calendar_event!;
  assert.deepEqual([reunion.title, reunion.start], [
    "Reunion with Maria",
    "2026-03-20T09:30:00+01:00",
  ]);
  const dentist = proposed("Mark in my diary the dentist on Friday at 3pm").calendar_event!;
  assert.deepEqual([dentist.title, dentist.start], ["Dentist", "2026-03-13T15:00:00+01:00"]);
  const team = proposed("Schedule for me a meeting with the team on Monday at 9").calendar_event!;
  assert.deepEqual([team.title, team.start], [
    "Meeting with the team",
    "2026-03-16T09:00:00+01:00",
  ]);
  const bank = proposed("Book for me a call with the bank tomorrow at 10").calendar_event!;
  assert.deepEqual([bank.title, bank.start], ["Call with the bank", "2026-03-12T10:00:00+01:00"]);
  // A diary noted in may be a journal: no event; a note about a diary is a note.
  assert.equal(parseToolIntent("note in my diary: ran 5k today", PARIS)[0]?.name, "notes_create");
  assert.deepEqual(parseToolIntent("note that the diary is on the shelf", PARIS), [
    { name: "notes_create", input: { text: "the diary is on the shelf" } },
  ]);
});
