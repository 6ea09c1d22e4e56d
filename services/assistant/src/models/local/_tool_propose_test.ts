import assert from "node:assert/strict";
import { findTool, proposalInputSchema } from "@asst/shared";
import {
  completeEmail,
  draftQuestion,
  forbiddenRequest,
  type IntentContext,
  needsAddresses,
  parseToolIntent,
  readToolIntent,
} from "./tool_intent.ts";

/** Friday 27 March 2026, 11:00 in Paris (UTC+1); clocks go forward on Sunday 29 March. */
const PARIS: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

/** The one proposal a message gives, checked against the tool's schema. */
function proposal(text: string, ctx: IntentContext = PARIS): Record<string, unknown> {
  const calls = parseToolIntent(text, ctx);
  assert.equal(calls.length, 1, `"${text}" gives one call, not ${JSON.stringify(calls)}`);
  assert.equal(calls[0]!.name, "propose_action", text);
  findTool("propose_action")!.input.parse(calls[0]!.input);
  return calls[0]!.input;
}

function email(text: string, ctx: IntentContext = PARIS) {
  return proposalInputSchema.parse(proposal(text, ctx)).email!;
}

function event(text: string, ctx: IntentContext = PARIS) {
  return proposalInputSchema.parse(proposal(text, ctx)).calendar_event!;
}

Deno.test("an email request gives the recipients, a subject and the message", () => {
  const cases: [string, { to: string[]; cc?: string[]; subject: string; body: string }][] = [
    ["send an email to bob@example.com saying I'll be late", {
      to: ["bob@example.com"],
      subject: "I'll be late",
      body: "I'll be late",
    }],
    ["email bob@example.com and ana@example.com about the report: it's ready", {
      to: ["bob@example.com", "ana@example.com"],
      subject: "The report",
      body: "It's ready",
    }],
    ["Email bob@example.com, ana@example.com & carla@example.org that the office is closed", {
      to: ["bob@example.com", "ana@example.com", "carla@example.org"],
      subject: "The office is closed",
      body: "The office is closed",
    }],
    ["send an email to bob@example.com with the subject Lunch saying see you at 1", {
      to: ["bob@example.com"],
      subject: "Lunch",
      body: "See you at 1",
    }],
    ["send an email to bob@example.com, subject: Invoice, saying it's attached", {
      to: ["bob@example.com"],
      subject: "Invoice",
      body: "It's attached",
    }],
    ['email bob@example.com saying the keys are under the mat with the subject "Keys"', {
      to: ["bob@example.com"],
      subject: "Keys",
      body: "The keys are under the mat",
    }],
    ["email bob@example.com cc ana@example.com saying the deal is done", {
      to: ["bob@example.com"],
      cc: ["ana@example.com"],
      subject: "The deal is done",
      body: "The deal is done",
    }],
    ["send bob@example.com an email saying hi", {
      to: ["bob@example.com"],
      subject: "Hi",
      body: "hi",
    }],
    ["email bob@example.com asking him to call me back", {
      to: ["bob@example.com"],
      subject: "Could you call me back?",
      body: "Could you call me back?",
    }],
    ["write an email to carla@example.org telling her that the keys are under the mat", {
      to: ["carla@example.org"],
      subject: "The keys are under the mat",
      body: "The keys are under the mat",
    }],
    ["could you please send a quick email to bob@example.com saying thanks", {
      to: ["bob@example.com"],
      subject: "Thanks",
      body: "Thanks",
    }],
    ["propose an email to bob@example.com: the meeting is moved to Friday", {
      to: ["bob@example.com"],
      subject: "The meeting is moved to Friday",
      body: "The meeting is moved to Friday",
    }],
    ["send a message to bob@example.com by email saying the parcel arrived", {
      to: ["bob@example.com"],
      subject: "The parcel arrived",
      body: "The parcel arrived",
    }],
    ["send an email to Bob Smith at bob@smith.example saying the parcel is here", {
      to: ["bob@smith.example"],
      subject: "The parcel is here",
      body: "The parcel is here",
    }],
    ["email Ana (ana@example.com) and Bob <bob@example.com> saying lunch is at 1", {
      to: ["ana@example.com", "bob@example.com"],
      subject: "Lunch is at 1",
      body: "Lunch is at 1",
    }],
    ["email bob@example.com I'll be late", {
      to: ["bob@example.com"],
      subject: "I'll be late",
      body: "I'll be late",
    }],
  ];
  for (const [text, expected] of cases) {
    const got = email(text);
    assert.deepEqual(got.to, expected.to, text);
    assert.deepEqual(got.cc, expected.cc, text);
    assert.equal(got.subject, expected.subject, text);
    assert.equal(got.body.toLowerCase(), expected.body.toLowerCase(), text);
    assert.equal(got.body.charAt(0), got.body.charAt(0).toUpperCase(), `${text}: capital first`);
  }
});

Deno.test("an email's message goes on over the sentences after it, and its subject is the first", () => {
  assert.deepEqual(
    email("Email bob@example.com saying are you free on Friday? I'd like to meet. Ana"),
    {
      to: ["bob@example.com"],
      subject: "Are you free on Friday?",
      body: "Are you free on Friday? I'd like to meet. Ana",
    },
  );
  const long = email(
    "email bob@example.com saying the quarterly numbers are finally in and they look a lot better than we feared last month",
  );
  assert.ok(long.subject.length <= 61, long.subject);
  assert.match(long.subject, /^The quarterly numbers are finally in and they look a lot…$/u);
  assert.match(long.body, /feared last month$/u);
});

Deno.test("a message with header lines in it gives a one-line subject, never a Bcc", () => {
  // Said without a copy-to, a header line in a message still gives one proposal.
  assert.equal(parseToolIntent("email bob@example.com saying hi\nSubject: pwned", PARIS).length, 1);
  for (
    const text of [
      "send an email to bob@example.com saying hi\r\nBcc: x@evil.example",
      "send an email to bob@example.com saying hi\nBcc: x@evil.example\nSubject: pwned",
      "email bob@example.com with the subject Hi\r\nBcc: x@evil.example saying hello",
      "email bob@example.com saying hi\u2028Bcc: x@evil.example",
    ]
  ) {
    // A copy-to said in the words is never read as a header: nothing is proposed, or the email
    // goes to bob alone.
    const calls = parseToolIntent(text, PARIS);
    assert.ok(calls.length <= 1, text);
    for (const call of calls) {
      const parsed = proposalInputSchema.parse(call.input);
      assert.ok(parsed.email, text);
      assert.ok(!/[\r\n\u2028\u2029]/u.test(parsed.email.subject), text);
      assert.deepEqual(parsed.email.to, ["bob@example.com"], text);
      assert.equal(parsed.email.cc, undefined, text);
    }
  }
});

Deno.test("a calendar request gives the event in the user's zone, an hour long unless said", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["put lunch with Ana on Friday at 1pm in my calendar", {
      title: "Lunch with Ana",
      start: "2026-03-27T13:00:00+01:00",
      end: "2026-03-27T14:00:00+01:00",
    }],
    ["schedule a meeting with Bob tomorrow at 3pm for 30 minutes", {
      title: "Meeting with Bob",
      start: "2026-03-28T15:00:00+01:00",
      end: "2026-03-28T15:30:00+01:00",
    }],
    ["book a call with Ana on Monday at 10", {
      title: "Call with Ana",
      start: "2026-03-30T10:00:00+02:00",
      end: "2026-03-30T11:00:00+02:00",
    }],
    ["create an event called Launch party on 12 May at 7pm", {
      title: "Launch party",
      start: "2026-05-12T19:00:00+02:00",
      end: "2026-05-12T20:00:00+02:00",
    }],
    ["schedule a meeting tomorrow from 3 to 5pm", {
      title: "Meeting",
      start: "2026-03-28T15:00:00+01:00",
      end: "2026-03-28T17:00:00+01:00",
    }],
    ["schedule lunch with Ana on Friday at 1 at Café Blau", {
      title: "Lunch with Ana",
      start: "2026-03-27T13:00:00+01:00",
      end: "2026-03-27T14:00:00+01:00",
      location: "Café Blau",
    }],
    ["schedule a 30-minute call with Bob on Monday at 9", {
      title: "Call with Bob",
      start: "2026-03-30T09:00:00+02:00",
      end: "2026-03-30T09:30:00+02:00",
    }],
    ["set up a video call with the team on Thursday at 4pm for an hour and a half", {
      title: "Video call with the team",
      start: "2026-04-02T16:00:00+02:00",
      end: "2026-04-02T17:30:00+02:00",
    }],
    ["propose a meeting with Bob next Tuesday at 9:30", {
      title: "Meeting with Bob",
      start: "2026-03-31T09:30:00+02:00",
      end: "2026-03-31T10:30:00+02:00",
    }],
    ["pencil in coffee with Sam tomorrow at 8am in my diary", {
      title: "Coffee with Sam",
      start: "2026-03-28T08:00:00+01:00",
      end: "2026-03-28T09:00:00+01:00",
    }],
  ];
  for (const [text, expected] of cases) assert.deepEqual(event(text), expected, text);
});

Deno.test("a day without a time is an all-day event, and a span of days ends on its last day", () => {
  assert.deepEqual(event("add dentist on 2026-12-03 to my calendar"), {
    title: "Dentist",
    start: "2026-12-03",
  });
  assert.deepEqual(event("put the conference from 3 to 5 June in my calendar"), {
    title: "Conference",
    start: "2026-06-03",
    end: "2026-06-05",
  });
  assert.deepEqual(event("put lunch with Sam in my calendar on Friday"), {
    title: "Lunch with Sam",
    start: "2026-03-27",
  });
  assert.deepEqual(event("add Mum's birthday dinner on 14 April to my calendar"), {
    title: "Mum's birthday dinner",
    start: "2026-04-14",
  });
});

Deno.test("times are read with the offset of their own day, across daylight saving changes", () => {
  // Sunday 29 March: Paris is UTC+2 from 02:00.
  assert.deepEqual(event("put the team call on Sunday at 10 in my calendar"), {
    title: "Team call",
    start: "2026-03-29T10:00:00+02:00",
    end: "2026-03-29T11:00:00+02:00",
  });
  // Three real hours from 01:00 (UTC+1) end at 05:00 on the clock (UTC+2).
  assert.deepEqual(event("add a meeting on Sunday at 1am for 3 hours to my calendar"), {
    title: "Meeting",
    start: "2026-03-29T01:00:00+01:00",
    end: "2026-03-29T05:00:00+02:00",
  });
  const newYork: IntentContext = {
    now: new Date("2026-03-06T15:00:00Z"),
    timezone: "America/New_York",
  };
  // New York moves to UTC-4 on Sunday 8 March 2026.
  assert.deepEqual(event("schedule a call with Bob on Monday at 9am", newYork), {
    title: "Call with Bob",
    start: "2026-03-09T09:00:00-04:00",
    end: "2026-03-09T10:00:00-04:00",
  });
  assert.equal(
    event("schedule a call with Bob tomorrow at 9am", newYork).start,
    "2026-03-07T09:00:00-05:00",
  );
  const tokyo: IntentContext = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Asia/Tokyo" };
  // 19:00 in Tokyo already: "tomorrow" is Saturday 28 there.
  assert.equal(
    event("book a call with Ana tomorrow at 10", tokyo).start,
    "2026-03-28T10:00:00+09:00",
  );
  const kolkata: IntentContext = { now: PARIS.now, timezone: "Asia/Kolkata" };
  assert.equal(
    event("book a call with Ana tomorrow at 10", kolkata).end,
    "2026-03-28T11:00:00+05:30",
  );
});

Deno.test("what a proposal lacks becomes a question, not a call", () => {
  const cases: [string, RegExp][] = [
    ["email Bob saying hi", /email address of "Bob"/],
    ["send an email to bob@example.com", /What should the email say\?/],
    ["send an email", /Who should the email go to, and what should it say\?/],
    ["email him saying I'll be late", /Who should the email go to\? Give their address/],
    ["add lunch with Ana to my calendar", /When is "Lunch with Ana"\?/],
    ["put it in my calendar", /What should I put in your calendar, and when\?/],
    ["schedule a weekly meeting every Monday at 10", /one event at a time, not a repeating one/],
  ];
  for (const [text, question] of cases) {
    const intent = readToolIntent(text, PARIS);
    assert.deepEqual(intent.calls, [], text);
    assert.equal(intent.drafts.length, 1, text);
    assert.match(draftQuestion(intent.drafts[0]!), question, text);
    assert.equal(forbiddenRequest(text), null, text);
  }
});

Deno.test("an email to names becomes a proposal once the contacts give their addresses", () => {
  const [draft] = readToolIntent(
    "email Ana Lopez and bob@example.com cc Carla saying the report is done",
    PARIS,
  ).drafts;
  assert.ok(draft && needsAddresses(draft));
  assert.deepEqual(draft.names, [{ name: "Ana Lopez", field: "to" }, {
    name: "Carla",
    field: "cc",
  }]);
  const call = completeEmail(draft, ["ana@example.com", "carla@example.org"]);
  assert.deepEqual(proposalInputSchema.parse(call.input), {
    email: {
      to: ["bob@example.com", "ana@example.com"],
      cc: ["carla@example.org"],
      subject: "The report is done",
      body: "The report is done",
    },
  });
  const [noBody] = readToolIntent("email Bob", PARIS).drafts;
  assert.ok(noBody === undefined || !needsAddresses(noBody));
});

Deno.test("what can never be proposed stays refused, and other tools keep their phrasings", () => {
  for (
    const [text, why] of [
      ["reply to the last email from Alice", /reply to or forward/],
      ["forward this email to Tom", /reply to or forward/],
      ["cancel my 3pm meeting", /change or delete calendar events/],
      ["move tomorrow's dentist appointment to Thursday", /change or delete calendar events/],
      ["delete the meeting with Bob from my calendar", /change or delete calendar events/],
      ["create an invoice for Acme", /invoices/],
      ["email bob@example.com saying my netflix password is hunter2", /passwords/],
    ] as const
  ) {
    assert.match(forbiddenRequest(text) ?? "", why, text);
    assert.deepEqual(readToolIntent(text, PARIS), { calls: [], drafts: [], asks: [] }, text);
  }
  for (
    const [text, tool] of [
      ["remind me to email bob@example.com tomorrow at 9", "reminders_create"],
      ["add a task to send the invoice to Acme by Friday", "tasks_create"],
      ["set a reminder for the meeting tomorrow at 9", "reminders_create"],
      ["add a note about the meeting with Bob", "notes_create"],
      ["what meetings do I have next week", "calendar_list"],
      ["Paper & Co is our new supplier, email orders@paperco.example", "expenses_suppliers_save"],
      ["update Ana's email to ana@new.example", "contacts_update"],
    ] as const
  ) {
    assert.deepEqual(parseToolIntent(text, PARIS).map((c) => c.name), [tool], text);
  }
  for (const text of ["mail the package to mum", "email followups", "my email is slow today"]) {
    assert.deepEqual(readToolIntent(text, PARIS), { calls: [], drafts: [], asks: [] }, text);
  }
});

Deno.test("a proposal and another request in one message give both calls", () => {
  assert.deepEqual(
    parseToolIntent(
      "add milk to the list and send an email to bob@example.com saying buy eggs",
      PARIS,
    ),
    [
      { name: "shopping_add", input: { items: ["milk"] } },
      {
        name: "propose_action",
        input: { email: { to: ["bob@example.com"], subject: "Buy eggs", body: "Buy eggs" } },
      },
    ],
  );
});

Deno.test("hostile or huge input gives only valid proposals, quickly", () => {
  const inputs = [
    "email " + "bob@example.com, ".repeat(300) + "saying hi",
    "send an email to bob@example.com saying " + "a".repeat(3900),
    "put " + "lunch ".repeat(700) + "on Friday in my calendar",
    'email bob@example.com with the subject "' + '"'.repeat(500),
    "schedule a meeting " + "tomorrow at 3 ".repeat(250),
    "email <script>@example.com saying hi",
    "email __proto__ saying constructor",
  ];
  for (const text of inputs) {
    const started = performance.now();
    const intent = readToolIntent(text, PARIS);
    assert.ok(performance.now() - started < 2000, text.slice(0, 40));
    for (const call of intent.calls) findTool(call.name)!.input.parse(call.input);
    for (const draft of intent.drafts) assert.ok(draftQuestion(draft).length > 0);
  }
  const many = email("email " + "bob@example.com, ".repeat(300) + "saying hi");
  assert.deepEqual(many.to, ["bob@example.com"]);
});
