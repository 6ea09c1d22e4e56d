import assert from "node:assert/strict";
import type { ProposalInput, ProposalView } from "@asst/shared";
import {
  alreadyText,
  confirmedText,
  eventWhen,
  failedText,
  formatWhen,
  interruptedText,
  kindOf,
  proposalMessage,
  type ProposalPayload,
  summarize,
} from "./proposal_text.ts";

const FROM = { address: "ada@example.org", name: "Ada Lovelace" };

function email(overrides: Partial<NonNullable<ProposalInput["email"]>> = {}): ProposalInput {
  return {
    email: {
      to: ["bob@example.com"],
      subject: "Running late",
      body: "I'll be 10 minutes late.",
      ...overrides,
    },
  };
}

function view(overrides: Partial<ProposalView> = {}): ProposalView {
  return {
    id: "4f1c2b8e-9a0d-4c1e-8b7a-2d3e4f5a6b7c",
    status: "pending",
    summary: 'Email to bob@example.com: "Running late"',
    created_at: "2026-11-24T09:00:00.000Z",
    resolved_at: null,
    expires_at: "2026-11-27T09:00:00.000Z",
    ...overrides,
  };
}

Deno.test("summarize() names the one recipient and quotes the subject of an email", () => {
  assert.equal(summarize(email(), "UTC"), 'Email to bob@example.com: "Running late"');
  assert.equal(kindOf(email()), "email");
});

Deno.test("summarize() counts the other recipients of an email to several people", () => {
  assert.equal(
    summarize(email({ to: ["bob@example.com", "eve@example.com"] }), "UTC"),
    'Email to bob@example.com and 1 other: "Running late"',
  );
  assert.equal(
    summarize(email({ to: ["bob@example.com", "eve@example.com", "ana@example.com"] }), "UTC"),
    'Email to bob@example.com and 2 others: "Running late"',
  );
});

Deno.test("summarize() clips a long subject to 80 characters with an ellipsis", () => {
  const summary = summarize(email({ subject: "s".repeat(200) }), "UTC");
  assert.equal(summary, `Email to bob@example.com: "${"s".repeat(79)}…"`);
});

Deno.test("summarize() shows a timed event in the user's time zone, with its end on the same day", () => {
  const event: ProposalInput = {
    calendar_event: {
      title: "Lunch with Ana",
      start: "2026-11-27T12:00:00Z",
      end: "2026-11-27T13:00:00Z",
    },
  };
  assert.equal(kindOf(event), "calendar_event");
  assert.equal(
    summarize(event, "Europe/Berlin"),
    'Calendar event "Lunch with Ana" on Fri 27 Nov 2026, 13:00–14:00',
  );
  assert.equal(
    summarize(event, "America/New_York"),
    'Calendar event "Lunch with Ana" on Fri 27 Nov 2026, 07:00–08:00',
  );
});

Deno.test("summarize() shows a timed event without an end as its start only", () => {
  assert.equal(
    summarize({ calendar_event: { title: "Call", start: "2026-11-27T13:00:00+01:00" } }, "UTC"),
    'Calendar event "Call" on Fri 27 Nov 2026, 12:00',
  );
});

Deno.test("eventWhen() shows both days of an event that ends on another day", () => {
  assert.equal(
    eventWhen(
      { title: "Party", start: "2026-11-27T23:00:00+01:00", end: "2026-11-28T01:00:00+01:00" },
      "Europe/Berlin",
    ),
    "Fri 27 Nov 2026, 23:00 – Sat 28 Nov 2026, 01:00",
  );
});

Deno.test("eventWhen() follows the clock change at the start of summer time", () => {
  // Berlin moves from 02:00 CET to 03:00 CEST at 01:00 UTC on 29 March 2026.
  assert.equal(
    eventWhen(
      { title: "Night shift", start: "2026-03-29T00:30:00Z", end: "2026-03-29T01:30:00Z" },
      "Europe/Berlin",
    ),
    "Sun 29 Mar 2026, 01:30–03:30",
  );
  // The day before, the same UTC hours are an hour apart on the wall clock too.
  assert.equal(
    eventWhen(
      { title: "Night shift", start: "2026-03-28T00:30:00Z", end: "2026-03-28T01:30:00Z" },
      "Europe/Berlin",
    ),
    "Sat 28 Mar 2026, 01:30–02:30",
  );
});

Deno.test("summarize() shows an all-day event by its dates, whatever the time zone", () => {
  const one: ProposalInput = { calendar_event: { title: "Holiday", start: "2026-12-03" } };
  assert.equal(
    summarize(one, "Pacific/Kiritimati"),
    'Calendar event "Holiday" on Thu 3 Dec 2026 (all day)',
  );
  assert.equal(
    summarize(one, "Pacific/Pago_Pago"),
    'Calendar event "Holiday" on Thu 3 Dec 2026 (all day)',
  );
  const many: ProposalInput = {
    calendar_event: { title: "Holiday", start: "2026-12-03", end: "2026-12-05" },
  };
  assert.equal(
    summarize(many, "Europe/Berlin"),
    'Calendar event "Holiday" on Thu 3 Dec 2026 to Sat 5 Dec 2026 (all day)',
  );
  const sameDay: ProposalInput = {
    calendar_event: { title: "Holiday", start: "2026-12-03", end: "2026-12-03" },
  };
  assert.equal(summarize(sameDay, "UTC"), 'Calendar event "Holiday" on Thu 3 Dec 2026 (all day)');
});

Deno.test("an unknown or empty time zone falls back to UTC instead of throwing", () => {
  const at = new Date("2026-11-27T12:00:00Z");
  assert.equal(formatWhen(at, "Not/AZone"), "Fri 27 Nov 2026, 12:00");
  assert.equal(formatWhen(at, ""), "Fri 27 Nov 2026, 12:00");
  assert.equal(formatWhen(at, "Europe/Berlin; drop table"), "Fri 27 Nov 2026, 12:00");
  assert.equal(
    summarize({ calendar_event: { title: "Call", start: "2026-11-27T12:00:00Z" } }, "Mars/Olympus"),
    'Calendar event "Call" on Fri 27 Nov 2026, 12:00',
  );
});

Deno.test("proposalMessage() shows the sender, recipients, subject, body and when it expires", () => {
  const payload: ProposalPayload = {
    proposal: email({ to: ["bob@example.com", "eve@example.com"], cc: ["ana@example.com"] }),
    from: FROM,
  };
  const text = proposalMessage(payload, view(), "Europe/Berlin", "smtp");
  assert.equal(
    text,
    [
      "A program using one of your API keys proposes this email:",
      "",
      "From: Ada Lovelace <ada@example.org>",
      "To: bob@example.com, eve@example.com",
      "Cc: ana@example.com",
      "Subject: Running late",
      "",
      "I'll be 10 minutes late.",
      "",
      "It goes out only if you tap Confirm. Without a decision it expires on Fri 27 Nov 2026, 10:00.",
    ].join("\n"),
  );
});

Deno.test("proposalMessage() shows a bare sender address and says when the email goes to the local outbox", () => {
  const payload: ProposalPayload = {
    proposal: email(),
    from: { address: "ada@example.org", name: null },
  };
  const text = proposalMessage(payload, view(), "UTC", "local_outbox");
  assert.match(text, /^From: ada@example\.org$/m);
  assert.doesNotMatch(text, /^Cc:/m);
  assert.match(text, /saved to your local outbox instead of being sent/);
  assert.doesNotMatch(proposalMessage(payload, view(), "UTC", "smtp"), /local outbox/);
});

Deno.test("proposalMessage() clips a long email body and says how much is left out", () => {
  const body = "a".repeat(1000) + "b".repeat(1000);
  const text = proposalMessage({ proposal: email({ body }), from: FROM }, view(), "UTC", "smtp");
  const shown = "a".repeat(1000) + "b".repeat(499) + "…\n(501 more characters)";
  assert.ok(text.includes(`\n\n${shown}\n\n`), "the body is clipped to 1500 characters");
  assert.ok(!text.includes("b".repeat(500)));
  assert.ok(text.length < 2000);
});

Deno.test("proposalMessage() clips a body of emoji without splitting a character", () => {
  const body = "😀".repeat(1600);
  const text = proposalMessage({ proposal: email({ body }), from: FROM }, view(), "UTC", "smtp");
  assert.ok(text.includes(`${"😀".repeat(1499)}…\n(101 more characters)`));
  assert.ok(text.isWellFormed(), "no lone surrogate is left behind");
});

Deno.test("proposalMessage() shows a body of exactly 1500 characters whole", () => {
  const body = "x".repeat(1500);
  const text = proposalMessage({ proposal: email({ body }), from: FROM }, view(), "UTC", "smtp");
  assert.ok(text.includes(`\n\n${body}\n\n`));
  assert.doesNotMatch(text, /more characters/);
});

Deno.test("proposalMessage() shows a calendar event's title, time, place and notes", () => {
  const payload: ProposalPayload = {
    proposal: {
      calendar_event: {
        title: "Lunch with Ana",
        start: "2026-11-27T12:00:00Z",
        end: "2026-11-27T13:00:00Z",
        location: "Café Einstein",
        notes: "Bring the contract",
      },
    },
    from: null,
  };
  assert.equal(
    proposalMessage(payload, view(), "Europe/Berlin", null),
    [
      "A program using one of your API keys proposes this calendar event:",
      "",
      "Lunch with Ana",
      "Fri 27 Nov 2026, 13:00–14:00",
      "Where: Café Einstein",
      "Notes: Bring the contract",
      "",
      "It is added only if you tap Confirm. Without a decision it expires on Fri 27 Nov 2026, 10:00.",
    ].join("\n"),
  );
});

Deno.test("confirmedText() says where the action went", () => {
  const summary = 'Email to bob@example.com: "Running late"';
  assert.equal(confirmedText(summary, "smtp"), `Confirmed. ${summary} was sent.`);
  assert.match(confirmedText(summary, "local_outbox"), /saved to your local outbox/);
  assert.equal(
    confirmedText('Calendar event "Lunch"', "calendar"),
    'Confirmed. Calendar event "Lunch" is in your calendar.',
  );
});

Deno.test("failedText() gives the reason as one sentence", () => {
  assert.equal(
    failedText("Email to bob", "Mailbox unavailable"),
    "That didn't go out: Email to bob. Mailbox unavailable. Nothing else changed.",
  );
  assert.equal(
    failedText("Email to bob", "Mailbox unavailable."),
    "That didn't go out: Email to bob. Mailbox unavailable. Nothing else changed.",
  );
});

Deno.test("interruptedText() says the action may have gone out instead of that it did not", () => {
  const text = interruptedText("Email to bob", "It may or may not have gone out.");
  assert.equal(
    text,
    "Marked failed: Email to bob. It may or may not have gone out; check whether it arrived before you propose it again.",
  );
  assert.doesNotMatch(text, /didn't go out/);
});

Deno.test("alreadyText() says the state of a proposal in each state, with its time in the user's zone", () => {
  const resolved = "2026-11-25T15:30:00.000Z";
  assert.equal(
    alreadyText(view({ status: "confirmed", resolved_at: resolved }), "Europe/Berlin", false),
    "This proposal was already confirmed on Wed 25 Nov 2026, 16:30; nothing changed.",
  );
  assert.equal(
    alreadyText(view({ status: "rejected", resolved_at: resolved }), "Europe/Berlin", false),
    "This proposal was already rejected on Wed 25 Nov 2026, 16:30; nothing changed.",
  );
  assert.equal(
    alreadyText(view({ status: "failed", resolved_at: resolved }), "UTC", false),
    "This proposal already failed on Wed 25 Nov 2026, 15:30; nothing changed.",
  );
  assert.equal(
    alreadyText(view({ status: "expired" }), "Europe/Berlin", false),
    "This proposal expired on Fri 27 Nov 2026, 10:00 without a decision; nothing was sent and nothing changed.",
  );
  assert.equal(
    alreadyText(view(), "UTC", false),
    "This proposal is still waiting for your decision.",
  );
  assert.equal(
    alreadyText(view(), "UTC", true),
    'Email to bob@example.com: "Running late" is being carried out right now; nothing changed.',
  );
});

Deno.test("alreadyText() leaves out the time of a decided proposal that has none", () => {
  assert.equal(
    alreadyText(view({ status: "failed", resolved_at: null }), "UTC", false),
    "This proposal already failed; nothing changed.",
  );
});
