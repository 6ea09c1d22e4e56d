/**
 * Days and times said in the order people type them: an hour said bare before its day ("remind me
 * 7 tonight"), a week before its weekdays ("next week friday", "next week monday to thursday"), a
 * deadline "before" a day (the day before it), and a reminder "to do it" that never says what.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { PARIS } from "./_intent_test_util.ts";
import { parseToolIntent } from "./tool_intent.ts";

// PARIS is Friday 27 March 2026, 11:00 (UTC+1; summer time from Sunday 29 March).
const calls = (text: string): ToolCall[] => parseToolIntent(text, PARIS);
const remind = (text: string, at: string): ToolCall => ({
  name: "reminders_create",
  input: { text, at },
});
const task = (content: string, due?: string): ToolCall => ({
  name: "tasks_create",
  input: due ? { content, due } : { content },
});

Deno.test("an hour said bare to whom it is for, before its day, is that hour", () => {
  // Was 20:00 with "7" left in the text (a wrong write).
  assert.deepEqual(calls("abeg remind me 7 tonight make i fuel the gen"), [
    remind("make i fuel the gen", "2026-03-27T19:00:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me 7 tonight to call mum"), [
    remind("call mum", "2026-03-27T19:00:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me 9.30 tomorrow to ring the bank"), [
    remind("ring the bank", "2026-03-28T09:30:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me 5 this evening to feed the cat"), [
    remind("feed the cat", "2026-03-27T17:00:00+01:00"),
  ]);
  // Look-alikes: a count before a day, or a week said after "this", is no hour.
  for (const text of ["remind me 2 this week to call", "we need 2 tomorrow", "buy 2 tonight"]) {
    assert.deepEqual(calls(text), [], text);
  }
  assert.deepEqual(calls("add 6 tomorrow to my list"), []);
});

Deno.test("a week said before its weekdays is read as the weekdays of that week", () => {
  // Was a trip of one day, the Monday.
  assert.deepEqual(calls("trip to Oslo next week monday to thursday"), [{
    name: "trips_create",
    input: { destination: "Oslo", start_date: "2026-03-30", end_date: "2026-04-02" },
  }]);
  // Was due Sunday 5 April ("next week" read as a week from today, the Friday unread).
  assert.deepEqual(calls("add a task to call the bank next week friday"), [
    task("call the bank", "2026-04-03"),
  ]);
  assert.deepEqual(calls("remind me next week on monday at 9 to call the bank"), [
    remind("call the bank", "2026-03-30T09:00:00+02:00"),
  ]);
  assert.deepEqual(calls("trip to Rome this week friday to sunday"), [{
    name: "trips_create",
    input: { destination: "Rome", start_date: "2026-03-27", end_date: "2026-03-29" },
  }]);
  // Look-alikes: a week alone, and a week that is no day's.
  assert.deepEqual(calls("what's on next week"), [{
    name: "calendar_list",
    input: { from: "2026-03-30", to: "2026-04-05" },
  }]);
  assert.deepEqual(calls("the next week friday flies"), []);
});

Deno.test("a task due 'before' a day is due the day before it; 'by' it, on it", () => {
  assert.deepEqual(calls("add a task get the tuk tuk serviced before new year"), [
    task("get the tuk tuk serviced", "2026-12-31"),
  ]);
  assert.deepEqual(calls("add a task to renew the passport before the 14th"), [
    task("renew the passport", "2026-04-13"),
  ]);
  assert.deepEqual(calls("add a task to fix the fence before saturday"), [
    task("fix the fence", "2026-03-27"),
  ]);
  // Look-alikes: "by" a day, the end of a month, a time, and "before" today's weekday (today).
  assert.deepEqual(calls("add a task to fix the fence by friday"), [
    task("fix the fence", "2026-03-27"),
  ]);
  assert.deepEqual(calls("add a task to fix the fence before friday"), [
    task("fix the fence", "2026-03-27"),
  ]);
  assert.deepEqual(calls("add a task: pay the permiso before the end of April"), [
    task("pay the permiso", "2026-04-30"),
  ]);
  assert.deepEqual(calls("add a task to call the notaire tomorrow before 11am"), [
    task("call the notaire", "2026-03-28T11:00:00+01:00"),
  ]);
});

Deno.test("a reminder to 'do it' says what only when the request beside it made the thing", () => {
  // Was a reminder "do it to my list" (a wrong write).
  assert.deepEqual(calls("remind me monday at 8 to do it on my list"), []);
  assert.deepEqual(calls("remind me monday at 8 to sort it out"), []);
  assert.deepEqual(
    calls("add to my tasks: call the super about the radiator and remind me monday at 8 to do it"),
    [
      task("call the super about the radiator"),
      remind("call the super about the radiator", "2026-03-30T08:00:00+02:00"),
    ],
  );
  // Look-alike: a doing of a thing named, at a list's place, is the reminder's text.
  assert.deepEqual(calls("remind me monday at 8 to add eggs to my list"), [
    remind("add eggs to my list", "2026-03-30T08:00:00+02:00"),
  ]);
});

Deno.test("a task's deadline said after a comma ('…, has to be done by …') is its due day", () => {
  assert.deepEqual(calls("add a task to book the tickets, has to be done by thursday"), [
    task("book the tickets", "2026-04-02"),
  ]);
  assert.deepEqual(calls("add a task to book the tickets, needs doing by thursday"), [
    task("book the tickets", "2026-04-02"),
  ]);
  assert.deepEqual(
    calls("task for me: book the Daewoo tickets to Lahore, must be done by thursday"),
    [task("book the Daewoo tickets to Lahore", "2026-04-02")],
  );
  // Look-alike: said without the comma, the words are the task's own.
  assert.deepEqual(calls("add a task: the report has to be done by friday"), [
    task("the report has to be done", "2026-03-27"),
  ]);
});

Deno.test("a task said to have no day ('…, no date for it') is made without one", () => {
  for (
    const text of [
      "add to my tasks to fix the shutter, no date for it",
      "add a task to fix the shutter, no deadline needed",
      "add a task to fix the shutter, no due date",
    ]
  ) assert.deepEqual(calls(text), [task("fix the shutter")], text);
});

Deno.test("Scots 'the morn' is tomorrow; 'in the morn' and 'the morn of …' are mornings", () => {
  // Was a reminder "the morn to phone the dentist".
  assert.deepEqual(calls("remind me the morn at half eight to phone the dentist"), [
    remind("phone the dentist", "2026-03-28T08:30:00+01:00"),
  ]);
  assert.deepEqual(calls("gie us a shout the morn at half eight tae phone the dentist"), [
    remind("phone the dentist", "2026-03-28T08:30:00+01:00"),
  ]);
  assert.deepEqual(calls("remind me in the morn to call mum"), []);
  assert.deepEqual(calls("note: the morn of the wedding was sunny"), [
    { name: "notes_create", input: { text: "the morn of the wedding was sunny" } },
  ]);
});

Deno.test("'and another one <when>' after a reminder is one more of the same thing", () => {
  // Was nothing: "and another one …" was left unread.
  assert.deepEqual(
    calls(
      "remind me monday at 6pm to water the plants, and another one wednesday 6pm for the same thing",
    ),
    [
      remind("water the plants", "2026-03-30T18:00:00+02:00"),
      remind("water the plants", "2026-04-01T18:00:00+02:00"),
    ],
  );
  assert.deepEqual(
    calls("remind me monday at 6pm to water the plants and another one wednesday at 6pm"),
    [
      remind("water the plants", "2026-03-30T18:00:00+02:00"),
      remind("water the plants", "2026-04-01T18:00:00+02:00"),
    ],
  );
  // Look-alikes: another one with no time, or with a doing of its own, is never guessed.
  assert.deepEqual(calls("remind me at 5 to call mum and another one"), []);
  assert.deepEqual(calls("remind me at 5 to call mum and another one to call dad at 7"), []);
});

Deno.test("'every first day of (the) month' repeats monthly; a repeat left unread is no text", () => {
  const monthly = (text: string, at: string): ToolCall => ({
    name: "reminders_create",
    input: { text, at, recurrence: "FREQ=MONTHLY;BYMONTHDAY=1" },
  });
  // Was nothing: the repeat was left unread. "10 in morning" takes its "the".
  assert.deepEqual(
    calls("remind me every first day of month to pay the aidat to building manager, 10 in morning"),
    [monthly("pay the aidat to building manager", "2026-04-01T10:00:00+02:00")],
  );
  assert.deepEqual(calls("remind me every first day of the month at 10 to pay rent"), [
    monthly("pay rent", "2026-04-01T10:00:00+02:00"),
  ]);
  // Was a reminder "every first day to stretch".
  assert.deepEqual(calls("remind me every first day at 10 to stretch"), []);
  assert.deepEqual(calls("remind me at 10 to check every door"), [
    remind("check every door", "2026-03-28T10:00:00+01:00"),
  ]);
});
