/**
 * Requests dictated under their kind's label, short or without its colon ("task … due …", "rem
 * 2026-11-05 1830 …", "bday add …", "contact add: …", "trip 2 …"), and ISO days written compactly
 * ("2026-11-16..2026-11-20", "2026-11-05 1830"). Sentences of each kind, with look-alikes that
 * stay unread or read as before.
 */
import assert from "node:assert/strict";
import { calls, remind, task } from "./_intent_test_util.ts";
import type { IntentContext } from "./tool_intent.ts";
import { isIsoDay, withIsoForms } from "./_said_dates_iso.ts";

/** Saturday 24 October 2026, 21:00 in Berlin (UTC+2; clocks go back on Sunday 25 October). */
const BERLIN: IntentContext = { now: new Date("2026-10-24T19:00:00Z"), timezone: "Europe/Berlin" };

const read = (text: string) => calls(text, BERLIN);

Deno.test("a task under its label without a colon is read when its day is said after 'due'", () => {
  assert.deepEqual(read("task ring the plumber about the leak due Monday at 9"), [
    task("ring the plumber about the leak", "2026-10-26T09:00:00+01:00"),
  ]);
  assert.deepEqual(read("task renew the car insurance due end of next month"), [
    task("renew the car insurance", "2026-11-30"),
  ]);
  assert.deepEqual(read("todo return the library books due friday"), [
    task("return the library books", "2026-10-30"),
  ]);
  assert.deepEqual(read("todo wash the car due Tuesday"), [task("wash the car", "2026-10-27")]);
});

Deno.test("a task's 'due …' written as a sentence of its own after the label's text is its day", () => {
  assert.deepEqual(read("task: renew my first aid cert. due end of next month"), [
    task("renew my first aid cert", "2026-11-30"),
  ]);
  assert.deepEqual(read("todo: wash the car. due Tuesday"), [task("wash the car", "2026-10-27")]);
});

Deno.test("'due to' after a word like 'task' names no day: no task is made", () => {
  assert.deepEqual(read("task manager crashed due to a bug"), []);
  assert.deepEqual(read("task force meets due to the storm"), []);
  // Without its colon the label is read only before a verb of a thing to do.
  assert.deepEqual(read("task force report due friday"), []);
  assert.deepEqual(read("task manager update due next week"), []);
});

Deno.test("a reminder under 'rem' or 'reminder' with an ISO day and a compact clock", () => {
  assert.deepEqual(read("rem 2026-11-05 1830 call grandma"), [
    remind("call grandma", "2026-11-05T18:30:00+01:00"),
  ]);
  assert.deepEqual(read("rem 2026-12-01 0730 pay the rent"), [
    remind("pay the rent", "2026-12-01T07:30:00+01:00"),
  ]);
  assert.deepEqual(read("reminder 2026-11-03 1400 dentist check-up"), [
    remind("dentist check-up", "2026-11-03T14:00:00+01:00"),
  ]);
  assert.deepEqual(read("rem 2026-11-10 at 08:15 put the bins out"), [
    remind("put the bins out", "2026-11-10T08:15:00+01:00"),
  ]);
  assert.deepEqual(read("remind me 2026-11-12 0600 to take the early train"), [
    remind("take the early train", "2026-11-12T06:00:00+01:00"),
  ]);
});

Deno.test("'rem' and 'reminder' in a sentence are no label", () => {
  assert.deepEqual(read("rem sleep is important for memory"), []);
  assert.deepEqual(read("rem sleep matters more than you think"), []);
  assert.deepEqual(read("rem sleep at 3am is the deepest"), []);
  assert.deepEqual(read("reminder sent to Tom on friday"), []);
  assert.deepEqual(read("the reminder 0900 is wrong"), []);
});

Deno.test("a birthday under 'bday add' or 'birthday add' is saved", () => {
  const saved = (name: string, date: string) => [{ name: "birthdays_save", input: { name, date } }];
  assert.deepEqual(read("bday add Tomasz 1985-03-14"), saved("Tomasz", "1985-03-14"));
  assert.deepEqual(read("bday add: Amara 2001-12-02"), saved("Amara", "2001-12-02"));
  assert.deepEqual(read("birthday add Keiko 1979-05-30"), saved("Keiko", "1979-05-30"));
  assert.deepEqual(read("bday add"), []);
});

Deno.test("a contact under 'contact add' is made for a name with its capital and a detail", () => {
  const made = (name: string, email: string) => [
    { name: "contacts_create", input: { name, email } },
  ];
  assert.deepEqual(
    read("contact add: Ravi Menon ravi@menon.dev"),
    made("Ravi Menon", "ravi@menon.dev"),
  );
  assert.deepEqual(
    read("contact add Sofia Costa sofia@costa.io"),
    made("Sofia Costa", "sofia@costa.io"),
  );
  assert.deepEqual(read("contact add Ana Lima, 07700 900123"), [
    { name: "contacts_create", input: { name: "Ana Lima", phone: "07700 900123" } },
  ]);
  assert.deepEqual(read("contact add me on linkedin"), []);
  assert.deepEqual(read("contact add Tom Smith to the group chat on friday"), []);
  assert.deepEqual(read("contact add"), []);
});

Deno.test("a trip under 'trip 2' is a trip to the place; 'trip' as a verb or a count is none", () => {
  const trip = (destination: string, start_date: string, end_date: string) => [
    { name: "trips_create", input: { destination, start_date, end_date } },
  ];
  assert.deepEqual(read("trip 2 Porto may 8-12"), trip("Porto", "2027-05-08", "2027-05-12"));
  assert.deepEqual(
    read("trip 2 Oslo 2026-12-27 to 2027-01-02"),
    trip("Oslo", "2026-12-27", "2027-01-02"),
  );
  assert.deepEqual(
    read("trip: Kyoto 2027-03-20..2027-03-28"),
    trip("Kyoto", "2027-03-20", "2027-03-28"),
  );
  assert.deepEqual(read("trip 2 was better than trip 1"), []);
  assert.deepEqual(read("I tripped on the stairs"), []);
  assert.deepEqual(read("trip over the cable again"), []);
});

Deno.test("a range of ISO days joined by '..' is both days and those between", () => {
  const listed = (from: string, to: string) => [{ name: "calendar_list", input: { from, to } }];
  assert.deepEqual(read("cal 2026-11-16..2026-11-20"), listed("2026-11-16", "2026-11-20"));
  assert.deepEqual(read("calendar 2026-12-01..2026-12-03"), listed("2026-12-01", "2026-12-03"));
  assert.deepEqual(read("what's on 2026-11-02..2026-11-04"), listed("2026-11-02", "2026-11-04"));
});

Deno.test("names, notes and numbers that look like labels or ISO days are read as before", () => {
  assert.deepEqual(read("Cal is coming over"), []);
  assert.deepEqual(read("Cal called about 2026-11-09"), []);
  assert.deepEqual(read("Tom: we're coming back on the 5th"), []);
  assert.deepEqual(read("note: the task list is on the fridge"), [
    { name: "notes_create", input: { text: "the task list is on the fridge" } },
  ]);
  assert.deepEqual(read("note: the code is 1990-07-21"), [
    { name: "notes_create", input: { text: "the code is 1990-07-21" } },
  ]);
  assert.deepEqual(read("note: order 2026-11-02 arrived late"), [
    { name: "notes_create", input: { text: "order 2026-11-02 arrived late" } },
  ]);
  assert.deepEqual(read("room 0900 is booked"), []);
  assert.deepEqual(read("the meeting is at 0900"), []);
  assert.deepEqual(read("flight 1730 lands at 2026-11-02"), []);
  assert.deepEqual(read("version 2026-13-45..2026-11-02"), []);
});

Deno.test("withIsoForms() writes only ISO ranges and clocks right after an ISO day", () => {
  assert.equal(withIsoForms("cal 2026-11-09..2026-11-13"), "cal 2026-11-09 to 2026-11-13");
  assert.equal(withIsoForms("rem 2026-11-02 0900 renew"), "rem 2026-11-02 09:00 renew");
  assert.equal(withIsoForms("on 2026-11-02 2330."), "on 2026-11-02 23:30.");
  // Four digits after anything else, a clock of no hour, or a day set off by a comma stay.
  assert.equal(withIsoForms("room 0900 at 1730"), "room 0900 at 1730");
  assert.equal(withIsoForms("2026-11-02 2460 units"), "2026-11-02 2460 units");
  assert.equal(withIsoForms("2026-11-02, 0900 pieces"), "2026-11-02, 0900 pieces");
  assert.equal(
    withIsoForms("1.2..3.4 and 2026-13-01..2026-11-02"),
    "1.2..3.4 and 2026-13-01..2026-11-02",
  );
  assert.ok(isIsoDay("1990-07-21"));
  assert.ok(!isIsoDay("1990-7-21") && !isIsoDay("90-07-21") && !isIsoDay("1990-07-32"));
});

Deno.test("a task's day said with its label, its hour with the thing to do, is one due time", () => {
  // Said on Wednesday 11 March 2026.
  assert.deepEqual(calls("task for tomorrow: call the oil company before 10am"), [
    {
      name: "tasks_create",
      input: { content: "call the oil company", due: "2026-03-12T10:00:00+01:00" },
    },
  ]);
  assert.deepEqual(calls("task for tomorrow: call the oil company"), [
    { name: "tasks_create", input: { content: "call the oil company", due: "2026-03-12" } },
  ]);
  // An amount a doing sends, with its country's letters, is part of what is done.
  assert.deepEqual(calls("Task: send the HK$88 refund form to HR by 5pm Monday"), [
    {
      name: "tasks_create",
      input: { content: "send the HK$88 refund form to HR", due: "2026-03-16T17:00:00+01:00" },
    },
  ]);
  assert.deepEqual(calls("add a task to buy the HK$88 form"), []);
});
