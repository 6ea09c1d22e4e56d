import assert from "node:assert/strict";
import {
  AppError,
  assistantSubjects,
  call,
  loadConfig,
  type OutboxEmail,
  type Permissions,
  proposalsSubjects,
  serve,
  silentLogger,
} from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import type { Sql } from "@asst/shared/db";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { connectPostgres } from "@asst/shared/db";
import type { z } from "zod";
import { createAssistant } from "./assistant.ts";
import { assistantConfigSchema } from "./config.ts";

/** Friday 27 March 2026, 11:00 in Paris. */
const NOW = new Date("2026-03-27T10:00:00Z");
const KEY = "3f6c2a9e-8d41-4b7a-9c0e-5a1b2c3d4e5f";

type CreateRequest = z.output<typeof proposalsSubjects.createProposal.request>;

const PROPOSE_ONLY: Permissions = { groups: {}, propose: true };
const PROPOSE_AND_CONTACTS: Permissions = {
  groups: { contacts: ["read"], shopping: ["read", "act"] },
  propose: true,
};
const NO_PROPOSE: Permissions = { groups: { shopping: ["read", "act"] }, propose: false };

interface System {
  sql: Sql;
  bus: MemoryBus;
  accountId: string;
  created: CreateRequest[];
  outbox: { emails: OutboxEmail[]; smtp_configured: boolean };
  say(text: string): Promise<string>;
  act(message: string, permissions: Permissions): Promise<
    z.output<typeof assistantSubjects.act.response>
  >;
}

/** The assistant on a fresh database and an in-process bus, with a stand-in proposals service. */
async function withAssistant(fn: (sys: System) => Promise<void>): Promise<void> {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 4 });
  const bus = new MemoryBus();
  const config = loadConfig(assistantConfigSchema, {
    ASSISTANT_SECRET_KEY: btoa("k".repeat(32)),
    REMINDER_TICK_MS: "3600000",
  });
  const assistant = createAssistant({ sql, bus, log: silentLogger }, config, {
    now: () => NOW,
  });
  const created: CreateRequest[] = [];
  const outbox = { emails: [] as OutboxEmail[], smtp_configured: false };
  const opts = { queue: "proposals", log: silentLogger };
  const fakes = [
    serve(bus, proposalsSubjects.createProposal, opts, (req) => {
      created.push(req);
      return Promise.resolve({
        proposal: {
          id: req.id,
          status: "pending",
          summary: req.proposal.email
            ? `Send an email to ${
              req.proposal.email.to.join(", ")
            }: “${req.proposal.email.subject}”`
            : `Add “${req.proposal.calendar_event!.title}” to your calendar`,
          created_at: NOW.toISOString(),
          resolved_at: null,
          expires_at: new Date(NOW.getTime() + 72 * 3600_000).toISOString(),
        },
        delivery: req.proposal.email ? "local_outbox" as const : null,
      });
    }),
    serve(bus, proposalsSubjects.listOutbox, opts, (req) => {
      assert.equal(req.limit, 10);
      return Promise.resolve(outbox);
    }),
  ];
  const accountId = crypto.randomUUID();
  try {
    await assistant.start();
    await fn({
      sql,
      bus,
      accountId,
      created,
      outbox,
      async say(text) {
        const reply = await call(bus, assistantSubjects.chatMessage, {
          account_id: accountId,
          channel: "web",
          text,
        });
        return reply.messages.map((m) => m.text).join("\n");
      },
      act(message, permissions) {
        return call(bus, assistantSubjects.act, {
          account_id: accountId,
          key_id: KEY,
          permissions,
          message,
        });
      },
    });
  } finally {
    for (const f of fakes) await f.stop();
    await assistant.stop();
    await sql.end();
    await db.drop();
  }
}

Deno.test("the email address is set, shown and checked in the chat", async () => {
  await withAssistant(async ({ say }) => {
    assert.match(await say("what is my email address?"), /^I don't know your email address yet/);
    assert.equal(
      await say("my email address is ana@example.com"),
      "Saved: your email address is ana@example.com. Emails you propose, here or through a key " +
        "that may propose, will be sent from it once you confirm them.",
    );
    assert.match(await say("What's my email address?"), /^Your email address is ana@example\.com/);
    assert.match(
      await say("set my email to ana at example dot com"),
      /^"ana at example dot com" doesn't look like an email address/,
    );
    assert.match(await say("which address do you send my emails from"), /ana@example\.com/);
    assert.match(
      await say("send my emails from ana.lopez@work.example"),
      /ana\.lopez@work\.example/,
    );
    assert.match(
      await say("what do you know about me?"),
      /• Your email address: ana\.lopez@work\.example/,
    );
  });
});

Deno.test("a key that may propose gets the proposal's id in actions, sent with the key and the sender", async () => {
  await withAssistant(async ({ say, act, created, accountId }) => {
    await say("my timezone is Europe/Paris");
    const noAddress = await act(
      "send an email to bob@example.com saying I'll be late",
      PROPOSE_ONLY,
    );
    assert.deepEqual(noAddress.actions, [{ tool: "propose_action", ok: false }]);
    assert.match(noAddress.reply, /"my email address is you@example\.com"/);
    assert.equal(created.length, 0);

    await say("my name is Ana");
    await say("my email address is ana@example.com");
    const email = await act("send an email to bob@example.com saying I'll be late", PROPOSE_ONLY);
    assert.equal(created.length, 1);
    assert.deepEqual(email.actions, [
      { tool: "propose_action", ok: true, request_id: created[0]!.id },
    ]);
    assert.deepEqual({ ...created[0]!, id: "" }, {
      id: "",
      account_id: accountId,
      key_id: KEY,
      proposal: {
        email: { to: ["bob@example.com"], subject: "I'll be late", body: "I'll be late" },
      },
      from: { address: "ana@example.com", name: "Ana" },
      timezone: "Europe/Paris",
    });
    assert.match(email.reply, /^Proposed: Send an email to bob@example\.com: “I'll be late”\./);
    assert.match(email.reply, /expires on Mon, 30 Mar 2026, 12:00 \(Europe\/Paris\)/);
    assert.match(email.reply, /No mail server is set up/);

    const event = await act("put lunch with Ana on Friday at 1pm in my calendar", PROPOSE_ONLY);
    assert.deepEqual(event.actions, [
      { tool: "propose_action", ok: true, request_id: created[1]!.id },
    ]);
    assert.deepEqual(created[1]!.proposal, {
      calendar_event: {
        title: "Lunch with Ana",
        start: "2026-03-27T13:00:00+01:00",
        end: "2026-03-27T14:00:00+01:00",
      },
    });
  });
});

Deno.test("a key without the propose level is refused, and what is never proposable stays refused", async () => {
  await withAssistant(async ({ say, act, created }) => {
    await say("my email address is ana@example.com");
    for (
      const message of [
        "send an email to bob@example.com saying I'll be late",
        "email Bob saying hi",
        "put lunch with Ana on Friday at 1pm in my calendar",
      ]
    ) {
      const turn = await act(message, NO_PROPOSE);
      assert.deepEqual(turn.actions, [], message);
      assert.equal(
        turn.reply,
        "This key isn't allowed to propose emails or calendar events; ask in the chat for a key that may propose.",
        message,
      );
    }
    const reply = await act("reply to the last email from Alice", PROPOSE_ONLY);
    assert.deepEqual(reply.actions, []);
    assert.match(reply.reply, /^An API key can't reply to or forward your email/);
    const cancel = await act("cancel my 3pm meeting", PROPOSE_ONLY);
    assert.match(cancel.reply, /^An API key can't change or delete calendar events/);
    assert.equal(created.length, 0);
  });
});

Deno.test("a key that may change expenses is told Business Mode is off and how to turn it on", async () => {
  await withAssistant(async ({ say, act }) => {
    const mixed: Permissions = {
      groups: { expenses: ["read", "act"], shopping: ["read", "act"] },
      propose: false,
    };
    const off = await act("I spent 42.50 EUR on a taxi to the client", mixed);
    assert.deepEqual(off.actions, []);
    assert.equal(
      off.reply,
      "Business Mode is off, so your business expenses can't be recorded or read; turn it on in " +
        'the chat by saying "turn on business mode".',
    );
    // A key without the expenses permission is still told it isn't allowed.
    const notAllowed = await act("I spent 42.50 EUR on a taxi to the client", NO_PROPOSE);
    assert.equal(notAllowed.reply, "This key isn't allowed to add to your business expenses.");
    await say("turn on business mode");
    const on = await act("I spent 42.50 EUR on a taxi to the client", mixed);
    assert.deepEqual(on.actions.map((a) => [a.tool, a.ok]), [["expenses_record", true]]);
  });
});

Deno.test("an email to a name takes the address from the contacts when the key may read them", async () => {
  await withAssistant(async ({ say, act, created }) => {
    await say("my email address is ana@example.com");
    await say("save Bob Stone as a contact, bob@stone.example");
    await say("save Bob Marsh as a contact, bob@marsh.example");
    await say("save Carla Diaz as a contact, carla@diaz.example");

    const carla = await act("email Carla saying the report is done", PROPOSE_AND_CONTACTS);
    assert.deepEqual(carla.actions, [
      { tool: "contacts_list", ok: true },
      { tool: "propose_action", ok: true, request_id: created[0]!.id },
    ]);
    assert.deepEqual(created[0]!.proposal.email?.to, ["carla@diaz.example"]);
    assert.match(carla.reply, /^Proposed: Send an email to carla@diaz\.example/);
    assert.ok(!carla.reply.includes("contact"), "the lookup is not part of the reply");

    const bob = await act("email Bob saying hi", PROPOSE_AND_CONTACTS);
    assert.match(bob.reply, /Several of your contacts match "Bob"/);
    assert.match(bob.reply, /bob@stone\.example/);
    const nobody = await act("email Dora saying hi", PROPOSE_AND_CONTACTS);
    assert.match(nobody.reply, /no email address for "Dora" in your contacts/);
    const noContacts = await act("email Carla saying hi", PROPOSE_ONLY);
    assert.deepEqual(noContacts.actions, []);
    assert.match(noContacts.reply, /I need the email address of "Carla"/);
    const noBody = await act("send an email to bob@example.com", PROPOSE_ONLY);
    assert.match(noBody.reply, /^What should the email say\?/);
    assert.equal(created.length, 1);
  });
});

Deno.test("the owner proposes in the chat, with no key", async () => {
  await withAssistant(async ({ say, created }) => {
    await say("my email address is ana@example.com");
    assert.match(
      await say("email bob@example.com and ana@example.com about the report: it's ready"),
      /^Proposed: Send an email to bob@example\.com, ana@example\.com: “The report”\. Nothing goes out until you tap Confirm/,
    );
    assert.equal(created[0]!.key_id, null);
    assert.match(
      await say("schedule a meeting with Bob tomorrow at 3pm for 30 minutes"),
      /^Proposed: Add “Meeting with Bob” to your calendar/,
    );
    assert.deepEqual(created[1]!.proposal.calendar_event, {
      title: "Meeting with Bob",
      start: "2026-03-28T15:00:00+00:00",
      end: "2026-03-28T15:30:00+00:00",
    });
    assert.match(await say("put it in my calendar"), /^What should I put in your calendar/);
    assert.match(await say("help"), /show my outbox/);
  });
});

Deno.test("the outbox is listed in the user's zone, bodies trimmed, and an empty one says so", async () => {
  await withAssistant(async ({ say, outbox }) => {
    await say("my timezone is America/New_York");
    assert.equal(
      await say("show my outbox"),
      "Your outbox is empty. No mail server is set up, so emails you confirm are kept here for you to read.",
    );
    outbox.smtp_configured = true;
    assert.match(
      await say("what's in my outbox?"),
      /^Your outbox is empty\. A mail server is set up/,
    );
    outbox.emails = [
      {
        proposal_id: crypto.randomUUID(),
        from: "ana@example.com",
        to: ["bob@example.com"],
        cc: ["carla@example.org"],
        subject: "The report",
        body: "x".repeat(800),
        saved_at: "2026-03-27T14:05:00.000Z",
      },
      {
        proposal_id: crypto.randomUUID(),
        from: "ana@example.com",
        to: ["dora@example.com"],
        cc: [],
        subject: "Lunch",
        body: "See you at 1.",
        saved_at: "2026-03-26T09:00:00.000Z",
      },
    ];
    outbox.smtp_configured = false;
    const listing = await say("show sent emails");
    assert.match(listing, /^The 2 newest emails in your outbox, newest first:/);
    assert.match(
      listing,
      /• Fri, 27 Mar 2026, 10:05: to bob@example\.com, cc carla@example\.org, from ana@example\.com\nSubject: The report\nx{500}…\n/,
    );
    assert.ok(!listing.includes("x".repeat(501)));
    assert.match(
      listing,
      /• Thu, 26 Mar 2026, 05:00: to dora@example\.com, from ana@example\.com\nSubject: Lunch\nSee you at 1\./,
    );
  });
});

Deno.test("assistant.calendar.add adds a confirmed event once, and the calendar shows it", async () => {
  await withAssistant(async ({ bus, accountId, act }) => {
    const id = crypto.randomUUID();
    const add = () =>
      call(bus, assistantSubjects.addCalendarEvent, {
        account_id: accountId,
        id,
        title: "Lunch with Ana",
        start: "2026-03-27T13:00:00+01:00",
        location: "Café Blau",
      });
    assert.deepEqual(await add(), { event_id: id, created: true });
    assert.deepEqual(await add(), { event_id: id, created: false });
    const listed = await act("what's on my calendar today?", {
      groups: { calendar: ["read"] },
      propose: false,
    });
    assert.match(listed.reply, /12:00–13:00: Lunch with Ana \(Café Blau\)/);
    await assert.rejects(
      call(bus, assistantSubjects.addCalendarEvent, {
        account_id: accountId,
        id: crypto.randomUUID(),
        title: "Broken",
        start: "2026-03-27T13:00:00",
      }),
      (err: unknown) =>
        err instanceof AppError && err.status === 422 && err.code === "invalid_body" &&
        /is not a time/.test(err.message),
    );
  });
});
