/**
 * Everyday requests of the calendar, proposals, trips, countdowns and follow-ups (a battery written
 * fresh, read against corpus_dev24's misses): each kind with new phrasings and look-alikes that must
 * read as they did. Read at London's clock (Wednesday 11 March 2026).
 */
import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";

Deno.test("a greeting after the address opens an email's message, never a recipient's name", () => {
  const cases: [string, string][] = [
    [
      "send an email to mary@x.ie, hello Mary, can we meet tomorrow? thanks, Sean",
      'propose_action {"email":{"to":["mary@x.ie"],"subject":"Hello Mary, can we meet tomorrow?","body":"Hello Mary, can we meet tomorrow? thanks, Sean"}}',
    ],
    [
      "email dan@corp.com: Dear Dan, the invoice is attached. Best regards, Lia",
      'propose_action {"email":{"to":["dan@corp.com"],"subject":"Dear Dan, the invoice is attached","body":"Dear Dan, the invoice is attached. Best regards, Lia"}}',
    ],
    [
      "email tom@x.com, hi Tom, running 10 min late",
      'propose_action {"email":{"to":["tom@x.com"],"subject":"Hi Tom, running 10 min late","body":"Hi Tom, running 10 min late"}}',
    ],
    [
      "mail kev@abc.ie, hey Kev, the match is on at 8",
      'propose_action {"email":{"to":["kev@abc.ie"],"subject":"Hey Kev, the match is on at 8","body":"Hey Kev, the match is on at 8"}}',
    ],
    [
      "email ana@x.com, good morning Ana, the deck is ready",
      'propose_action {"email":{"to":["ana@x.com"],"subject":"Good morning Ana, the deck is ready","body":"Good morning Ana, the deck is ready"}}',
    ],
    [
      "email ravi@abc.in, greetings Ravi, please find the report attached",
      'propose_action {"email":{"to":["ravi@abc.in"],"subject":"Greetings Ravi, please find the report attached","body":"Greetings Ravi, please find the report attached"}}',
    ],
    [
      "email jo@x.com, hiya Jo, lunch friday?",
      'propose_action {"email":{"to":["jo@x.com"],"subject":"Hiya Jo, lunch friday?","body":"Hiya Jo, lunch friday?"}}',
    ],
    [
      "email sue@x.com, dear Sue, thanks for everything",
      'propose_action {"email":{"to":["sue@x.com"],"subject":"Dear Sue, thanks for everything","body":"Dear Sue, thanks for everything"}}',
    ],
    // Look-alikes, read as before.
    ["email bob@x.com, Ana and Raj that the party is on", ""],
    [
      "email bob@x.com, jo@x.com and ana@x.com: the party is on",
      'propose_action {"email":{"to":["bob@x.com","jo@x.com","ana@x.com"],"subject":"The party is on","body":"The party is on"}}',
    ],
    ["email bob@x.com, remind me to call mum tomorrow", ""],
    ["email bob@x.com and Ana saying hi", ""],
  ];
  for (const [text, want] of cases) assert.equal(read(text), want, text);
});

Deno.test("an email written to whom the address is for ('write to my boss x@\u2026', 'message my boss at x@\u2026')", () => {
  const cases: [string, string][] = [
    [
      "write to my boss raj@acme.in saying I will be on leave tomorrow",
      'propose_action {"email":{"to":["raj@acme.in"],"subject":"I will be on leave tomorrow","body":"I will be on leave tomorrow"}}',
    ],
    [
      "write to my manager sue@firm.com.au saying I'm sick today",
      'propose_action {"email":{"to":["sue@firm.com.au"],"subject":"I\'m sick today","body":"I\'m sick today"}}',
    ],
    [
      "write to our landlord, pat@rent.ie, the boiler is broken",
      'propose_action {"email":{"to":["pat@rent.ie"],"subject":"The boiler is broken","body":"The boiler is broken"}}',
    ],
    [
      "message my boss at boss@co.in saying the client call is done",
      'propose_action {"email":{"to":["boss@co.in"],"subject":"The client call is done","body":"The client call is done"}}',
    ],
    [
      "message kev@abc.ie saying the match is at 8",
      'propose_action {"email":{"to":["kev@abc.ie"],"subject":"The match is at 8","body":"The match is at 8"}}',
    ],
    [
      "message my boss at boss@co.in, the report is done",
      'propose_action {"email":{"to":["boss@co.in"],"subject":"The report is done","body":"The report is done"}}',
    ],
    [
      "email a thank you to team@lagoonstudio.co, great job on the launch",
      'propose_action {"email":{"to":["team@lagoonstudio.co"],"subject":"Great job on the launch, thank you","body":"Great job on the launch, thank you"}}',
    ],
    [
      "send a thank you note to anne@x.ie for hosting us",
      'propose_action {"email":{"to":["anne@x.ie"],"subject":"Thank you for hosting us","body":"Thank you for hosting us"}}',
    ],
    [
      "email team@lagoonstudio.com, great job on the launch",
      'propose_action {"email":{"to":["team@lagoonstudio.com"],"subject":"Great job on the launch","body":"Great job on the launch"}}',
    ],
    [
      "email bob@x.com, well done on the report",
      'propose_action {"email":{"to":["bob@x.com"],"subject":"Well done on the report","body":"Well done on the report"}}',
    ],
    // Look-alikes, read as before.
    ["write to the council about the bins", ""],
    ["message Tom saying I'm late", ""],
    ["message my boss saying I'm done", ""],
    ["message me when the report is done", ""],
    ["write to my boss raj@acme.in", ""],
    ["email bob@x.com, great, remind me tomorrow", ""],
  ];
  for (const [text, want] of cases) assert.equal(read(text), want, text);
});

Deno.test("'busy on the 2nd of April?', 'what all is there on 20th' look at the calendar", () => {
  const cases: [string, string][] = [
    ["busy on the 2nd of April?", 'calendar_list {"from":"2026-04-02","to":"2026-04-02"}'],
    ["busy on 2 april?", 'calendar_list {"from":"2026-04-02","to":"2026-04-02"}'],
    ["free on the 20th of April?", 'calendar_list {"from":"2026-04-20","to":"2026-04-20"}'],
    ["free for the 3rd?", 'calendar_list {"from":"2026-04-03","to":"2026-04-03"}'],
    ["what all is there on 20th", 'calendar_list {"from":"2026-03-20","to":"2026-03-20"}'],
    [
      "Tell me what all is there in my calendar on 20th",
      'calendar_list {"from":"2026-03-20","to":"2026-03-20"}',
    ],
    [
      "show me what all is there on friday",
      'calendar_list {"from":"2026-03-13","to":"2026-03-13"}',
    ],
    ["what all do i have on monday", 'calendar_list {"from":"2026-03-16","to":"2026-03-16"}'],
    ["free for lunch tomorrow?", 'calendar_list {"from":"2026-03-12","to":"2026-03-12"}'],
    // Look-alikes, read as before.
    ["busy on the phone", ""],
    ["what all is there in my shopping list", "shopping_list {}"],
    ["tell me what a keepsake is", "keepsakes_list {}"],
  ];
  for (const [text, want] of cases) assert.equal(read(text), want, text);
});

Deno.test("a countdown's name said after its day ('\u2026, call it xmas', 'a 30 day countdown called no sugar')", () => {
  const cases: [string, string][] = [
    [
      "count down to christmas, call it xmas",
      'countdowns_set {"title":"xmas","date":"2026-12-25"}',
    ],
    ["countdown to christmas called xmas", 'countdowns_set {"title":"xmas","date":"2026-12-25"}'],
    [
      "count down 100 days from today and call it fitness challenge",
      'countdowns_set {"title":"fitness challenge","date":"2026-06-19"}',
    ],
    [
      "start a 30 day countdown called no sugar",
      'countdowns_set {"title":"no sugar","date":"2026-04-10"}',
    ],
    [
      "set a countdown to 14 february 2027 called wedding day",
      'countdowns_set {"title":"wedding day","date":"2027-02-14"}',
    ],
    [
      "countdown till 20 june, call it summer hols",
      'countdowns_set {"title":"summer hols","date":"2026-06-20"}',
    ],
    [
      "make a countdown for the 1st of may named moving day",
      'countdowns_set {"title":"moving day","date":"2026-05-01"}',
    ],
    [
      "count down to the 3rd of july and call it Ireland trip",
      'countdowns_set {"title":"Ireland trip","date":"2026-07-03"}',
    ],
    [
      "countdown 60 days from now, call it dry spell",
      'countdowns_set {"title":"dry spell","date":"2026-05-10"}',
    ],
    // Look-alikes, read as before.
    [
      "countdown to the wedding on 5 june",
      'countdowns_set {"title":"wedding","date":"2026-06-05"}',
    ],
    ["count down to easter", 'countdowns_set {"title":"Easter","date":"2026-04-05"}'],
    ["countdown to the wedding called off", ""],
    [
      "count down to a show called Hamilton on 4 may",
      'countdowns_set {"title":"a show called Hamilton","date":"2026-05-04"}',
    ],
    ["start a big countdown called the wedding", ""],
  ];
  for (const [text, want] of cases) assert.equal(read(text), want, text);
});

Deno.test("the one removed said beside the one kept ('remove the wedding countdown, not the holiday one')", () => {
  const cases: [string, string][] = [
    [
      "remove the wedding countdown, not the holiday one",
      'countdowns_remove {"countdown":"wedding"}',
    ],
    ["delete the exam countdown not the wedding one", 'countdowns_remove {"countdown":"exam"}'],
    [
      "not the holiday one, remove the wedding countdown",
      'countdowns_remove {"countdown":"wedding"}',
    ],
    ["bin the countdown to paris, not the rome one", 'countdowns_remove {"countdown":"paris"}'],
    ["delete the paris trip, not the rome one", 'trips_delete {"trip":"paris"}'],
    ["cancel my galway trip not the limerick trip", 'trips_delete {"trip":"galway"}'],
    [
      "dismiss the landlord follow-up, not the plumber one",
      'email_followups_dismiss {"followup":"landlord"}',
    ],
    ["drop the tom followup not the sarah one", 'email_followups_dismiss {"followup":"tom"}'],
    // Look-alikes, read as before.
    ["remove the wedding countdown", 'countdowns_remove {"countdown":"wedding"}'],
    ["not the wedding one", ""],
    ["remove the milk, not the bread", ""],
    ["delete the dentist reminder, not the gym one", ""],
  ];
  for (const [text, want] of cases) assert.equal(read(text), want, text);
});

Deno.test("a trip asked for with its place written small, or put in 'as a trip'", () => {
  const cases: [string, string][] = [
    [
      "i am going to goa from 12 dec to 20 dec, add trip",
      'trips_create {"destination":"goa","start_date":"2026-12-12","end_date":"2026-12-20"}',
    ],
    [
      "i'm going to goa from 12 dec to 20 dec, add it as a trip",
      'trips_create {"destination":"goa","start_date":"2026-12-12","end_date":"2026-12-20"}',
    ],
    [
      "going to goa 12-20 dec, add it to trips",
      'trips_create {"destination":"goa","start_date":"2026-12-12","end_date":"2026-12-20"}',
    ],
    [
      "we're going to kerala 3 to 9 jan, save this trip",
      'trips_create {"destination":"kerala","start_date":"2027-01-03","end_date":"2027-01-09"}',
    ],
    [
      "i am going to Goa from 12 dec to 20 dec, add trip",
      'trips_create {"destination":"Goa","start_date":"2026-12-12","end_date":"2026-12-20"}',
    ],
    [
      "put Cork down as a trip 5-8 june",
      'trips_create {"destination":"Cork","start_date":"2026-06-05","end_date":"2026-06-08"}',
    ],
    [
      "pop galway in as a trip 3 to 7 may",
      'trips_create {"destination":"galway","start_date":"2026-05-03","end_date":"2026-05-07"}',
    ],
    // Look-alikes, read as before.
    ["i am going to bed on friday, add trip", ""],
    ["going to goa 12-20 dec", ""],
    ["going to goa 12-20 dec with the lads", ""],
    ["put it in as a trip", ""],
    ["put the milk in as a trip", ""],
  ];
  for (const [text, want] of cases) assert.equal(read(text), want, text);
});

Deno.test("a day of the month said bare before its time ('\u2026, 25th at 5:30am', '19th at 6pm')", () => {
  const cases: [string, string][] = [
    [
      "can you add the Anzac Day dawn service to my calendar, 25th at 5:30am",
      'propose_action {"calendar_event":{"title":"Anzac Day dawn service","start":"2026-03-25T05:30:00+00:00","end":"2026-03-25T06:30:00+00:00"}}',
    ],
    [
      "add the school play to my calendar 19th at 6pm",
      'propose_action {"calendar_event":{"title":"School play","start":"2026-03-19T18:00:00+00:00","end":"2026-03-19T19:00:00+00:00"}}',
    ],
    [
      "add the school play to my calendar, 19th at 6pm",
      'propose_action {"calendar_event":{"title":"School play","start":"2026-03-19T18:00:00+00:00","end":"2026-03-19T19:00:00+00:00"}}',
    ],
    [
      "remind me 19th at 6pm to pay rent",
      'reminders_create {"text":"pay rent","at":"2026-03-19T18:00:00+00:00"}',
    ],
    [
      "add dinner to my calendar, 20th, 7pm",
      'propose_action {"calendar_event":{"title":"Dinner","start":"2026-03-20T19:00:00+00:00","end":"2026-03-20T20:00:00+00:00"}}',
    ],
    // Look-alikes, read as before.
    [
      "add Tom's 21st at 8pm on Saturday to my calendar",
      'propose_action {"calendar_event":{"title":"Tom\'s 21st","start":"2026-03-14T20:00:00+00:00","end":"2026-03-14T21:00:00+00:00"}}',
    ],
    ["her 21st at 8pm is on Saturday, put it in my calendar", ""],
    [
      "remind me about my 2nd coffee at 3pm",
      'reminders_create {"text":"my 2nd coffee","at":"2026-03-11T15:00:00+00:00"}',
    ],
    [
      "remind me on the 4th floor at 5pm",
      'reminders_create {"text":"the 4th floor","at":"2026-03-11T17:00:00+00:00"}',
    ],
  ];
  for (const [text, want] of cases) assert.equal(read(text), want, text);
});

Deno.test("a reminder said with an hour alone beside an event is on the event's day", () => {
  const cases: [string, string][] = [
    [
      "add parents evening to my calendar on thursday at 6 and remind me at 5 to leave",
      'propose_action {"calendar_event":{"title":"Parents evening","start":"2026-03-12T18:00:00+00:00","end":"2026-03-12T19:00:00+00:00"}} | reminders_create {"text":"leave","at":"2026-03-12T17:00:00+00:00"}',
    ],
    [
      "put dinner with sarah in my calendar saturday 7pm and remind me at 5 to buy flowers",
      'propose_action {"calendar_event":{"title":"Dinner with sarah","start":"2026-03-14T19:00:00+00:00","end":"2026-03-14T20:00:00+00:00"}} | reminders_create {"text":"buy flowers","at":"2026-03-14T17:00:00+00:00"}',
    ],
    [
      "add the school play on the 19th at 6pm to my calendar and remind me at 4:30 to pick up the costume",
      'propose_action {"calendar_event":{"title":"School play","start":"2026-03-19T18:00:00+00:00","end":"2026-03-19T19:00:00+00:00"}} | reminders_create {"text":"pick up the costume","at":"2026-03-19T16:30:00+00:00"}',
    ],
    [
      "add the parent-teacher meeting on Thursday at 4:30 pm to my calendar and put it in my tasks to print the report card, because the teacher asked",
      'propose_action {"calendar_event":{"title":"Parent-teacher meeting","start":"2026-03-12T16:30:00+00:00","end":"2026-03-12T17:30:00+00:00"}} | tasks_create {"content":"print the report card"}',
    ],
    [
      "put the dentist on friday at 3 in my diary and put it in my tasks to fill in the form",
      'propose_action {"calendar_event":{"title":"Dentist","start":"2026-03-13T15:00:00+00:00","end":"2026-03-13T16:00:00+00:00"}} | tasks_create {"content":"fill in the form"}',
    ],
    // Look-alikes, read as before.
    [
      "add dentist today at 3 to my calendar and remind me at 2 to leave",
      'propose_action {"calendar_event":{"title":"Dentist","start":"2026-03-11T15:00:00+00:00","end":"2026-03-11T16:00:00+00:00"}} | reminders_create {"text":"leave","at":"2026-03-11T14:00:00+00:00"}',
    ],
    [
      "add lunch with Jo friday 1pm to my calendar and remind me at 10 tonight to book a table",
      'propose_action {"calendar_event":{"title":"Lunch with Jo","start":"2026-03-13T13:00:00+00:00","end":"2026-03-13T14:00:00+00:00"}} | reminders_create {"text":"book a table","at":"2026-03-11T22:00:00+00:00"}',
    ],
    [
      "add milk to the list and remind me at 5 to leave",
      'shopping_add {"items":["milk"]} | reminders_create {"text":"leave","at":"2026-03-11T17:00:00+00:00"}',
    ],
    [
      "remind me at 5 to leave",
      'reminders_create {"text":"leave","at":"2026-03-11T17:00:00+00:00"}',
    ],
  ];
  for (const [text, want] of cases) assert.equal(read(text), want, text);
});

Deno.test("a reminder's bare day after a trip's last day is the next such day, not the trip's month", () => {
  const perth = { now: new Date("2026-10-13T14:15:00Z"), timezone: "Australia/Perth" };
  const cases: [string, RegExp][] = [
    [
      "Put Bali in as a trip from 1 to 8 November and remind me on the 25th at 9am to sort the visa, because it takes a few days",
      /"at":"2026-10-25T09:00:00\+08:00"/,
    ],
    [
      "add a trip to Bali from 1 to 8 November and remind me on the 25th at 9am to sort the visa",
      /"at":"2026-10-25T09:00:00\+08:00"/,
    ],
    [
      "add a trip to Rome 1 to 8 November and remind me on the 30th to renew the passport",
      /"at":"2026-10-30T09:00:00\+08:00"/,
    ],
    // Look-alikes: a day inside the trip is the trip's month.
    [
      "add a trip to Bali from 1 to 8 November and remind me on the 3rd to call home",
      /"at":"2026-11-03T09:00:00\+08:00"/,
    ],
    [
      "add a trip to Bali from 1 to 8 November and remind me on the 8th at 9am to check out",
      /"at":"2026-11-08T09:00:00\+08:00"/,
    ],
    [
      "save Leo's birthday 3rd of July, and add a task to buy a card by the 1st",
      /"due":"2027-07-01"/,
    ],
  ];
  for (const [text, want] of cases) assert.match(read(text, perth), want, text);
});

Deno.test("a follow-up typed with one 'l' ('the folow up') is still a follow-up", () => {
  const cases: [string, string][] = [
    ["dismis the folow up with the landlord", 'email_followups_dismiss {"followup":"landlord"}'],
    [
      "dismiss the folow-up about the roof quote",
      'email_followups_dismiss {"followup":"roof quote"}',
    ],
    ["delete the folowup from HR", 'email_followups_dismiss {"followup":"HR"}'],
    ["show my folow ups", "email_followups_list {}"],
    ["any folow ups pending?", "email_followups_list {}"],
    // Look-alikes: a doing said with the typo is a reminder's words, spelt as meant
    // (`_said_misspelt.ts`).
    ["folow the recipe", ""],
    [
      "remind me to folow up with Tom on friday",
      'reminders_create {"text":"follow up with Tom","at":"2026-03-13T09:00:00+00:00"}',
    ],
  ];
  for (const [text, want] of cases) assert.equal(read(text), want, text);
});
