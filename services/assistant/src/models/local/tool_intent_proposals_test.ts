import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the proposals group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  propose_action: [
    // "write to", "drop a line to": an email to the address said.
    ["write to priya@example.org to say the printer is fixed", {
      "email": {
        "to": ["priya@example.org"],
        "subject": "The printer is fixed",
        "body": "The printer is fixed",
      },
    }],
    ["drop a line to the caretaker at caretaker@example.org, the lift is stuck", {
      "email": {
        "to": ["caretaker@example.org"],
        "subject": "The lift is stuck",
        "body": "The lift is stuck",
      },
    }],
    ["send an email to bob@example.com saying I'll be late", {
      "email": { "to": ["bob@example.com"], "subject": "I'll be late", "body": "I'll be late" },
    }],
    ["email bob@example.com and ana@example.com about the report: it's ready", {
      "email": {
        "to": ["bob@example.com", "ana@example.com"],
        "subject": "The report",
        "body": "It's ready",
      },
    }],
    ["put lunch with Ana on Friday at 1pm in my calendar", {
      "calendar_event": {
        "title": "Lunch with Ana",
        "start": "2026-03-27T13:00:00+01:00",
        "end": "2026-03-27T14:00:00+01:00",
      },
    }],
    ["schedule a meeting with Bob tomorrow at 3pm for 30 minutes", {
      "calendar_event": {
        "title": "Meeting with Bob",
        "start": "2026-03-28T15:00:00+01:00",
        "end": "2026-03-28T15:30:00+01:00",
      },
    }],
    ["add dentist on 2026-12-03 to my calendar", {
      "calendar_event": { "title": "Dentist", "start": "2026-12-03" },
    }],
    ["propose a calendar event: team lunch on Friday at noon", {
      "calendar_event": {
        "title": "Team lunch",
        "start": "2026-03-27T12:00:00+01:00",
        "end": "2026-03-27T13:00:00+01:00",
      },
    }],
    ["add a meeting with Bob tomorrow at 3 to my calendar", {
      "calendar_event": {
        "title": "Meeting with Bob",
        "start": "2026-03-28T15:00:00+01:00",
        "end": "2026-03-28T16:00:00+01:00",
      },
    }],
    ["schedule a meeting with Ana on Monday at 10", {
      "calendar_event": {
        "title": "Meeting with Ana",
        "start": "2026-03-30T10:00:00+02:00",
        "end": "2026-03-30T11:00:00+02:00",
      },
    }],
    ["put lunch with Sam in my calendar on Friday", {
      "calendar_event": { "title": "Lunch with Sam", "start": "2026-03-27" },
    }],
  ],
};

testPhrasings(null, PHRASINGS);
