import assert from "node:assert/strict";
import {
  AppError,
  assistantSubjects,
  type ChatOut,
  chatOutSchema,
  ERROR_CODE,
  eventDataSchemas,
  eventEnvelopeSchema,
  eventSubject,
  type ProposalInput,
  type ProposalView,
  serve,
  silentLogger,
} from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import type { z } from "zod";
import { ActionExecutor } from "./action_executor.ts";
import { LocalOutbox } from "./local_outbox.ts";
import { type Mailer, MailError, type OutgoingEmail, type SentEmail } from "./mailer.ts";
import { ProposalMachine, type ProposeRequest } from "./proposal_machine.ts";
import { ProposalStore } from "./proposal_store.ts";

const MIGRATIONS = new URL("../migrations/", import.meta.url);
const ALICE = "00000000-0000-4000-8000-00000000000a";
const BOB = "00000000-0000-4000-8000-00000000000b";
const T0 = new Date("2026-05-04T09:00:00Z");
const HOUR = 3600_000;
const TTL = 72 * HOUR;
const CLAIM_TIMEOUT = 10 * 60_000;
const TOKEN = /^p:[0-9A-Za-z]{22}$/;

const FROM = { address: "alice@example.org", name: "Alice Example" };
const EMAIL: ProposalInput = {
  email: {
    to: ["bob@example.com"],
    subject: "Running late",
    body: "I'll be 10 minutes late.\n\nAlice",
  },
};
const EMAIL_SUMMARY = 'Email to bob@example.com: "Running late"';
const EVENT: ProposalInput = {
  calendar_event: {
    title: "Lunch with Ana",
    start: "2026-05-08T13:00:00+02:00",
    end: "2026-05-08T14:00:00+02:00",
    location: "Café Einstein",
  },
};
const EVENT_SUMMARY = 'Calendar event "Lunch with Ana" on Fri 8 May 2026, 13:00–14:00';

type ResolvedData = z.output<typeof eventDataSchemas["proposal.resolved"]>;

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A mail server stand-in: records every email handed to it (when handed, so that a second send
 * shows even while the first is in flight), then waits for `hold`, then answers or throws.
 */
class FakeMailer implements Mailer {
  readonly kind = "smtp" as const;
  readonly sent: OutgoingEmail[] = [];
  failure: MailError | null = null;
  /** Each send waits for this before answering. */
  hold: Promise<void> = Promise.resolve();
  /** Resolved when the next send starts. */
  entered = deferred();

  async send(email: OutgoingEmail): Promise<SentEmail> {
    this.sent.push(email);
    this.entered.resolve();
    await this.hold;
    if (this.failure) throw this.failure;
    return { messageId: email.messageId, accepted: email.to, rejected: [], response: "250 OK" };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** A chat stand-in: what each account was sent. */
interface ChatLog {
  account: string;
  message: ChatOut;
}

interface Env {
  sql: Sql;
  url: string;
  bus: MemoryBus;
  mailer: FakeMailer;
  /** Messages the chat got, in order. */
  chat: ChatLog[];
  /** What the calendar was asked to add. */
  calendar: Record<string, unknown>[];
  /** How the calendar answers its next requests, in order; ok once empty. */
  calendarReplies: (422 | 503)[];
  /** How many times the machines asked the outbox relay to publish. */
  wakes: () => number;
  /** Sets the shared clock. */
  setNow(at: Date): void;
  now(): Date;
  /** The chat delivers to nobody while false. */
  setDeliverable(on: boolean): void;
  machine: ProposalMachine;
  store: ProposalStore;
  outbox: LocalOutbox;
  /** Another proposals replica on its own connection pool, sharing the database and the clock. */
  replica(): ProposalMachine;
}

async function withMachine(
  fn: (env: Env) => Promise<void>,
  options: { mailer?: "fake" | "none" } = {},
): Promise<void> {
  await withMigratedDatabase("proposals", MIGRATIONS, async (sql, url) => {
    const bus = new MemoryBus();
    const mailer = new FakeMailer();
    const chat: ChatLog[] = [];
    const calendar: Record<string, unknown>[] = [];
    const calendarReplies: (422 | 503)[] = [];
    let at = T0;
    let wakes = 0;
    let deliverable = true;
    const now = () => at;
    serve(
      bus,
      assistantSubjects.addCalendarEvent,
      { queue: "assistant", log: silentLogger },
      (req) => {
        calendar.push(req);
        const reply = calendarReplies.shift();
        if (reply === 422) {
          return Promise.reject(
            new AppError(ERROR_CODE.invalidBody, "The event ends before it starts"),
          );
        }
        if (reply === 503) {
          return Promise.reject(
            new AppError(ERROR_CODE.unavailable, "The calendar store is down"),
          );
        }
        return Promise.resolve({ event_id: req.id, created: true });
      },
    );
    const pools: Sql[] = [];
    const make = (pool: Sql) => {
      const store = new ProposalStore(pool, now);
      const outbox = new LocalOutbox(pool);
      const machine = new ProposalMachine({
        store,
        executor: new ActionExecutor({
          outbox,
          bus,
          log: silentLogger,
          mailer: options.mailer === "none" ? null : mailer,
          timeoutMs: 2000,
        }),
        send: (account, messages) => {
          if (!deliverable) return Promise.resolve(0);
          for (const message of messages) chat.push({ account, message });
          return Promise.resolve(messages.length);
        },
        wake: () => void wakes++,
        log: silentLogger,
        ttlMs: TTL,
        claimTimeoutMs: CLAIM_TIMEOUT,
        now,
      });
      return { store, outbox, machine };
    };
    const main = make(sql);
    try {
      await fn({
        sql,
        url,
        bus,
        mailer,
        chat,
        calendar,
        calendarReplies,
        wakes: () => wakes,
        setNow: (d) => void (at = d),
        now,
        setDeliverable: (on) => void (deliverable = on),
        machine: main.machine,
        store: main.store,
        outbox: main.outbox,
        replica: () => {
          const pool = connectPostgres(url, { max: 4 });
          pools.push(pool);
          return make(pool).machine;
        },
      });
    } finally {
      await Promise.all(pools.map((p) => p.end()));
      await bus.drain();
    }
  });
}

function request(overrides: Partial<ProposeRequest> = {}): ProposeRequest {
  return {
    id: crypto.randomUUID(),
    accountId: ALICE,
    keyId: "00000000-0000-4000-8000-0000000000c1",
    proposal: EMAIL,
    from: FROM,
    timezone: "Europe/Berlin",
    ...overrides,
  };
}

/** The Confirm and Reject data of the last proposal message the chat got. */
function buttonsOf(env: Env, id?: string): { confirm: string; reject: string } {
  const withButtons = env.chat.filter((c) => (c.message.buttons ?? []).length > 0);
  const last = withButtons.at(-1);
  assert.ok(last, `a message with buttons reached the chat${id ? ` for ${id}` : ""}`);
  const confirm = last.message.buttons?.find((b) => b.label === "Confirm")?.data;
  const reject = last.message.buttons?.find((b) => b.label === "Reject")?.data;
  assert.ok(confirm && reject, "the message has Confirm and Reject");
  return { confirm, reject };
}

/** Proposes and returns the proposal's id and its buttons. */
async function propose(
  env: Env,
  overrides: Partial<ProposeRequest> = {},
  machine: ProposalMachine = env.machine,
): Promise<{ id: string; view: ProposalView; confirm: string; reject: string }> {
  const req = request(overrides);
  const { proposal } = await machine.propose(req);
  return { id: req.id, view: proposal, ...buttonsOf(env, req.id) };
}

/** The one text reply of a tap. */
async function tap(
  env: Env,
  data: string,
  account = ALICE,
  machine: ProposalMachine = env.machine,
): Promise<string> {
  const replies = await machine.tap(account, data, crypto.randomUUID());
  assert.equal(replies.length, 1, "a tap gets one reply");
  assert.equal(replies[0]?.buttons, undefined, "the reply has no buttons");
  return replies[0]!.text;
}

/** Every `proposal.resolved` in the outbox, validated against the contract, oldest first. */
async function resolvedEvents(
  sql: Sql,
  proposalId?: string,
): Promise<(ResolvedData & { account_id: string })[]> {
  const rows = await sql<{ subject: string; payload: unknown; published_at: Date | null }[]>`
    select subject, payload, published_at from proposals.outbox order by created_at, id
  `;
  const out: (ResolvedData & { account_id: string })[] = [];
  for (const row of rows) {
    assert.equal(row.subject, eventSubject("proposal.resolved"));
    const envelope = eventEnvelopeSchema.parse(row.payload);
    assert.equal(envelope.type, "proposal.resolved");
    const data = eventDataSchemas["proposal.resolved"].strict().parse(envelope.data);
    if (proposalId === undefined || data.proposal_id === proposalId) {
      out.push({ ...data, account_id: envelope.account_id });
    }
  }
  return out;
}

/** The one `proposal.resolved` of a proposal. */
async function onlyEvent(sql: Sql, proposalId: string): Promise<ResolvedData> {
  const events = await resolvedEvents(sql, proposalId);
  assert.equal(events.length, 1, `exactly one proposal.resolved for ${proposalId}`);
  const { account_id: _, ...data } = events[0]!;
  return data;
}

async function view(env: Env, id: string, account = ALICE): Promise<ProposalView | null> {
  return await env.store.get(account, id);
}

/** All text of every table in the proposals schema. */
async function dumpSchema(sql: Sql): Promise<string> {
  const tables = await sql<{ table_name: string }[]>`
    select table_name from information_schema.tables
    where table_schema = 'proposals' and table_type = 'BASE TABLE'
  `;
  assert.ok(tables.length >= 5);
  let dump = "";
  for (const { table_name } of tables) {
    const rows = await sql<{ t: string }[]>`select t::text as t from ${sql("proposals")}.${
      sql(table_name)
    } t`;
    dump += rows.map((r) => r.t).join("\n");
  }
  return dump;
}

function later(ms: number): Date {
  return new Date(T0.getTime() + ms);
}

// ---------------------------------------------------------------------------------------------
// Proposing

Deno.test("propose() stores a pending proposal with its summary, created_at and expires_at after the TTL", async () => {
  await withMachine(async (env) => {
    const req = request();
    const { proposal, delivery } = await env.machine.propose(req);
    const expected: ProposalView = {
      id: req.id,
      status: "pending",
      summary: EMAIL_SUMMARY,
      created_at: T0.toISOString(),
      resolved_at: null,
      expires_at: later(TTL).toISOString(),
    };
    assert.deepEqual(proposal, expected);
    assert.equal(delivery, "smtp");
    assert.deepEqual(await view(env, req.id), expected);
    assert.deepEqual(await resolvedEvents(env.sql), [], "no event while pending");
    assert.deepEqual(env.mailer.sent, [], "nothing goes out before Confirm");
  });
});

Deno.test("propose() sends one chat message with Confirm and Reject buttons whose data are distinct short p: tokens", async () => {
  await withMachine(async (env) => {
    const req = request();
    await env.machine.propose(req);
    assert.equal(env.chat.length, 1);
    const [sent] = env.chat;
    assert.equal(sent?.account, ALICE);
    chatOutSchema.parse(sent?.message);
    const buttons = sent?.message.buttons ?? [];
    assert.deepEqual(buttons.map((b) => b.label), ["Confirm", "Reject"]);
    const [confirm, reject] = buttons.map((b) => b.data);
    assert.match(confirm ?? "", TOKEN);
    assert.match(reject ?? "", TOKEN);
    assert.notEqual(confirm, reject);
    for (const b of buttons) assert.ok(new TextEncoder().encode(b.data).length <= 64);
    assert.ok(env.machine.owns(confirm!) && env.machine.owns(reject!));
    const text = sent?.message.text ?? "";
    assert.match(text, /^From: Alice Example <alice@example\.org>$/m);
    assert.match(text, /^To: bob@example\.com$/m);
    assert.match(text, /^Subject: Running late$/m);
    assert.ok(text.includes("I'll be 10 minutes late.\n\nAlice"));
    // 72 hours after 09:00 UTC on 4 May is 11:00 in Berlin on 7 May.
    assert.match(text, /expires on Thu 7 May 2026, 11:00\./);
    assert.doesNotMatch(text, /local outbox/);
  });
});

Deno.test("two proposals get four different button tokens", async () => {
  await withMachine(async (env) => {
    const a = await propose(env);
    const b = await propose(env);
    assert.equal(new Set([a.confirm, a.reject, b.confirm, b.reject]).size, 4);
  });
});

Deno.test("the button tokens are kept nowhere in the database in clear", async () => {
  await withMachine(async (env) => {
    const email = await propose(env);
    const event = await propose(env, { proposal: EVENT });
    await tap(env, event.reject);
    const dump = await dumpSchema(env.sql);
    assert.ok(dump.includes(email.id), "the dump does hold the proposals");
    for (const token of [email.confirm, email.reject, event.confirm, event.reject]) {
      assert.ok(!dump.includes(token), "the token with its prefix is not stored");
      assert.ok(!dump.includes(token.slice(2)), "the token without its prefix is not stored");
    }
  });
});

Deno.test("propose() refuses an email without a sender with 422, and stores and sends nothing", async () => {
  await withMachine(async (env) => {
    const req = request({ from: null });
    await assert.rejects(env.machine.propose(req), (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.equal(err.status, 422);
      assert.equal(err.code, ERROR_CODE.invalidBody);
      return true;
    });
    assert.equal(await view(env, req.id), null);
    assert.deepEqual(env.chat, []);
  });
});

Deno.test("propose() of a calendar event needs no sender and says nothing of email delivery", async () => {
  await withMachine(async (env) => {
    const req = request({ proposal: EVENT, from: null });
    const { proposal, delivery } = await env.machine.propose(req);
    assert.equal(proposal.status, "pending");
    assert.equal(proposal.summary, EVENT_SUMMARY);
    assert.equal(delivery, null);
    const text = env.chat[0]?.message.text ?? "";
    assert.match(text, /proposes this calendar event/);
    assert.match(text, /^Fri 8 May 2026, 13:00–14:00$/m);
    assert.match(text, /^Where: Café Einstein$/m);
  });
});

Deno.test("propose() in the user's own chat (no key) does not say a program proposed it", async () => {
  await withMachine(async (env) => {
    await env.machine.propose(request({ keyId: null }));
    const text = env.chat[0]?.message.text ?? "";
    assert.match(text, /^Here is this email:/);
    assert.doesNotMatch(text, /API key/);
  });
});

Deno.test("propose() with the same id twice makes one proposal and sends one chat message", async () => {
  await withMachine(async (env) => {
    const req = request();
    const first = await env.machine.propose(req);
    env.setNow(later(HOUR));
    const second = await env.machine.propose({
      ...req,
      proposal: { email: { to: ["eve@example.com"], subject: "Other", body: "Other" } },
    });
    assert.deepEqual(second, first, "the stored proposal, as it was made");
    assert.equal(env.chat.length, 1);
    const [row] = await env.sql<{ count: number }[]>`
      select count(*)::int as count from proposals.proposals
    `;
    assert.equal(row?.count, 1);
  });
});

Deno.test("propose() with the id of another account's proposal answers 409 and changes nothing", async () => {
  await withMachine(async (env) => {
    const req = request();
    const { proposal } = await env.machine.propose(req);
    await assert.rejects(
      env.machine.propose({ ...req, accountId: BOB }),
      (err: unknown) => err instanceof AppError && err.status === 409 && err.code === "conflict",
    );
    assert.deepEqual(await view(env, req.id), proposal);
    assert.equal(await view(env, req.id, BOB), null, "Bob cannot read it either");
    assert.deepEqual(env.chat.map((c) => c.account), [ALICE], "nothing went to Bob's chat");
  });
});

Deno.test("propose() with no mail server says in the message that the email goes to the local outbox", async () => {
  await withMachine(async (env) => {
    const { delivery } = await env.machine.propose(request());
    assert.equal(delivery, "local_outbox");
    assert.match(
      env.chat[0]?.message.text ?? "",
      /saved to your local outbox instead of being sent/,
    );
  }, { mailer: "none" });
});

Deno.test("a proposal whose message reached no chat is sent again on the next call, with new buttons", async () => {
  await withMachine(async (env) => {
    const req = request();
    env.setDeliverable(false);
    await env.machine.propose(req);
    assert.deepEqual(env.chat, []);
    env.setDeliverable(true);
    await env.machine.propose(req);
    assert.equal(env.chat.length, 1);
    const { confirm } = buttonsOf(env);
    await env.machine.propose(req);
    assert.equal(env.chat.length, 1, "once delivered, not again");
    assert.equal(await tap(env, confirm), `Confirmed. ${EMAIL_SUMMARY} was sent.`);
  });
});

Deno.test("propose() of a decided proposal's id again sends no new buttons", async () => {
  await withMachine(async (env) => {
    const req = request();
    env.setDeliverable(false);
    await env.machine.propose(req);
    env.setNow(later(TTL));
    env.setDeliverable(true);
    const { proposal } = await env.machine.propose(req);
    assert.equal(proposal.status, "expired");
    assert.deepEqual(env.chat, [], "no buttons for an expired proposal");
  });
});

// ---------------------------------------------------------------------------------------------
// Transitions

Deno.test("Confirm on an email sends it once through the mail server and the proposal reads confirmed", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    env.setNow(later(5 * 60_000));
    const reply = await tap(env, p.confirm);
    assert.equal(reply, `Confirmed. ${EMAIL_SUMMARY} was sent.`);
    assert.equal(env.mailer.sent.length, 1);
    const [mail] = env.mailer.sent;
    assert.deepEqual(mail?.from, { address: "alice@example.org", name: "Alice Example" });
    assert.deepEqual(mail?.to, ["bob@example.com"]);
    assert.equal(mail?.subject, "Running late");
    assert.equal(mail?.text, "I'll be 10 minutes late.\n\nAlice");
    assert.ok(mail?.messageId.includes(p.id), "the Message-ID carries the proposal id");
    const resolvedAt = later(5 * 60_000).toISOString();
    assert.deepEqual(await view(env, p.id), {
      ...p.view,
      status: "confirmed",
      resolved_at: resolvedAt,
    });
    assert.deepEqual(await onlyEvent(env.sql, p.id), {
      proposal_id: p.id,
      kind: "email",
      status: "confirmed",
      summary: EMAIL_SUMMARY,
      created_at: T0.toISOString(),
      resolved_at: resolvedAt,
      delivery: "smtp",
    });
    assert.ok(env.wakes() > 0, "the outbox relay was woken");
    assert.deepEqual(await env.outbox.list(ALICE, 10), []);
  });
});

Deno.test("Confirm on an email with no mail server keeps it in the local outbox and reads confirmed", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    const reply = await tap(env, p.confirm);
    assert.match(reply, /^Confirmed\. .* is saved to your local outbox/);
    assert.deepEqual(env.mailer.sent, []);
    const view1 = await view(env, p.id);
    assert.equal(view1?.status, "confirmed");
    assert.equal(view1?.resolved_at, T0.toISOString());
    const emails = await env.outbox.list(ALICE, 10);
    assert.deepEqual(emails.map((e) => ({ ...e, saved_at: "" })), [{
      proposal_id: p.id,
      from: "Alice Example <alice@example.org>",
      to: ["bob@example.com"],
      cc: [],
      subject: "Running late",
      body: "I'll be 10 minutes late.\n\nAlice",
      saved_at: "",
    }]);
    const event = await onlyEvent(env.sql, p.id);
    assert.equal(event.status, "confirmed");
    assert.equal(event.delivery, "local_outbox");
  }, { mailer: "none" });
});

Deno.test("Confirm on a calendar event adds it to the calendar with the proposal's id and reads confirmed", async () => {
  await withMachine(async (env) => {
    const p = await propose(env, { proposal: EVENT, from: null });
    const reply = await tap(env, p.confirm);
    assert.equal(reply, `Confirmed. ${EVENT_SUMMARY} is in your calendar.`);
    assert.deepEqual(env.calendar, [{
      account_id: ALICE,
      id: p.id,
      title: "Lunch with Ana",
      start: "2026-05-08T13:00:00+02:00",
      end: "2026-05-08T14:00:00+02:00",
      location: "Café Einstein",
    }]);
    assert.deepEqual(env.mailer.sent, []);
    assert.equal((await view(env, p.id))?.status, "confirmed");
    assert.deepEqual(await onlyEvent(env.sql, p.id), {
      proposal_id: p.id,
      kind: "calendar_event",
      status: "confirmed",
      summary: EVENT_SUMMARY,
      created_at: T0.toISOString(),
      resolved_at: T0.toISOString(),
      delivery: "calendar",
    });
  });
});

Deno.test("Reject sends nothing and the proposal reads rejected with resolved_at", async () => {
  await withMachine(async (env) => {
    const email = await propose(env);
    const event = await propose(env, { proposal: EVENT, from: null });
    env.setNow(later(HOUR));
    assert.equal(await tap(env, email.reject), `Rejected. ${EMAIL_SUMMARY}: nothing was sent.`);
    assert.equal(await tap(env, event.reject), `Rejected. ${EVENT_SUMMARY}: nothing was sent.`);
    assert.deepEqual(env.mailer.sent, []);
    assert.deepEqual(env.calendar, []);
    assert.deepEqual(await view(env, email.id), {
      ...email.view,
      status: "rejected",
      resolved_at: later(HOUR).toISOString(),
    });
    assert.deepEqual(await onlyEvent(env.sql, email.id), {
      proposal_id: email.id,
      kind: "email",
      status: "rejected",
      summary: EMAIL_SUMMARY,
      created_at: T0.toISOString(),
      resolved_at: later(HOUR).toISOString(),
    });
    assert.equal((await onlyEvent(env.sql, event.id)).status, "rejected");
  });
});

Deno.test("a mail server error makes the proposal failed, with the reason in the chat and in the event", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    env.mailer.failure = new MailError(
      "The mail server refused the recipient bob@example.com",
      true,
    );
    env.setNow(later(HOUR));
    const reply = await tap(env, p.confirm);
    assert.equal(
      reply,
      `That didn't go out: ${EMAIL_SUMMARY}. The mail server refused the recipient bob@example.com. Nothing else changed.`,
    );
    assert.equal(env.mailer.sent.length, 1, "tried once");
    const failed = await view(env, p.id);
    assert.equal(failed?.status, "failed");
    assert.equal(failed?.resolved_at, later(HOUR).toISOString());
    assert.deepEqual(await onlyEvent(env.sql, p.id), {
      proposal_id: p.id,
      kind: "email",
      status: "failed",
      summary: EMAIL_SUMMARY,
      created_at: T0.toISOString(),
      resolved_at: later(HOUR).toISOString(),
      reason: "The mail server refused the recipient bob@example.com",
    });
  });
});

Deno.test("a calendar that refuses the event (422) makes the proposal failed", async () => {
  await withMachine(async (env) => {
    const p = await propose(env, { proposal: EVENT, from: null });
    env.calendarReplies.push(422);
    const reply = await tap(env, p.confirm);
    assert.match(reply, /The calendar refused it: The event ends before it starts\./);
    assert.equal(env.calendar.length, 1);
    assert.equal((await view(env, p.id))?.status, "failed");
    const event = await onlyEvent(env.sql, p.id);
    assert.equal(event.status, "failed");
    assert.equal(event.reason, "The calendar refused it: The event ends before it starts");
  });
});

Deno.test("a calendar unavailable twice makes the proposal failed; unavailable once, it is retried and confirmed", async () => {
  await withMachine(async (env) => {
    const twice = await propose(env, { proposal: EVENT, from: null });
    env.calendarReplies.push(503, 503);
    assert.match(await tap(env, twice.confirm), /The calendar could not be reached/);
    assert.equal(env.calendar.length, 2);
    assert.equal((await view(env, twice.id))?.status, "failed");
    assert.equal((await onlyEvent(env.sql, twice.id)).status, "failed");

    const once = await propose(env, { proposal: EVENT, from: null });
    env.calendarReplies.push(503);
    assert.equal(await tap(env, once.confirm), `Confirmed. ${EVENT_SUMMARY} is in your calendar.`);
    assert.equal(env.calendar.length, 4);
    assert.equal((await view(env, once.id))?.status, "confirmed");
    assert.equal((await onlyEvent(env.sql, once.id)).status, "confirmed");
  });
});

Deno.test("the sweep expires a proposal once the clock passes expires_at, tells the chat, and emits one event", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    env.setNow(later(TTL - 1));
    assert.equal(await env.machine.sweep(), 0, "not yet");
    assert.equal((await view(env, p.id))?.status, "pending");
    env.setNow(later(TTL + 30_000));
    assert.equal(await env.machine.sweep(), 1);
    assert.deepEqual(await view(env, p.id), { ...p.view, status: "expired", resolved_at: null });
    assert.deepEqual(env.chat.slice(1).map((c) => [c.account, c.message.text]), [
      [ALICE, `Expired without a decision: ${EMAIL_SUMMARY}. Nothing was sent.`],
    ]);
    assert.deepEqual(await onlyEvent(env.sql, p.id), {
      proposal_id: p.id,
      kind: "email",
      status: "expired",
      summary: EMAIL_SUMMARY,
      created_at: T0.toISOString(),
      resolved_at: later(TTL).toISOString(),
    });
    assert.equal(await env.machine.sweep(), 0, "a second sweep finds nothing");
    await onlyEvent(env.sql, p.id);
    assert.deepEqual(env.mailer.sent, []);
  });
});

Deno.test("a proposal reads expired once expires_at passes, before any sweep", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    env.setNow(later(TTL));
    assert.deepEqual(await view(env, p.id), { ...p.view, status: "expired", resolved_at: null });
    await env.machine.sweep();
    assert.deepEqual(await view(env, p.id), { ...p.view, status: "expired", resolved_at: null });
    await onlyEvent(env.sql, p.id);
  });
});

// ---------------------------------------------------------------------------------------------
// Forbidden transitions

/** Drives a fresh proposal to `state` and returns it. */
async function decided(
  env: Env,
  state: "confirmed" | "rejected" | "failed" | "expired",
): Promise<{ id: string; confirm: string; reject: string }> {
  const p = await propose(env);
  if (state === "confirmed") await tap(env, p.confirm);
  if (state === "rejected") await tap(env, p.reject);
  if (state === "failed") {
    env.mailer.failure = new MailError("Mailbox unavailable", true);
    await tap(env, p.confirm);
    env.mailer.failure = null;
  }
  if (state === "expired") {
    env.setNow(later(TTL));
    await env.machine.sweep();
  }
  return p;
}

const STATE_REPLY = {
  confirmed: /^This proposal was already confirmed on .*; nothing changed\.$/,
  rejected: /^This proposal was already rejected on .*; nothing changed\.$/,
  failed: /^This proposal already failed on .*; nothing changed\.$/,
  expired:
    /^This proposal expired on Thu 7 May 2026, 11:00 without a decision; nothing was sent and nothing changed\.$/,
} as const;

const STATE_NAME = {
  confirmed: "a confirmed proposal change nothing and the reply says it was confirmed",
  rejected: "a rejected proposal change nothing and the reply says it was rejected",
  failed: "a failed proposal change nothing and the reply says it failed",
  expired: "an expired proposal change nothing and the reply says it expired",
} as const;

for (const state of ["confirmed", "rejected", "failed", "expired"] as const) {
  Deno.test(`taps on ${STATE_NAME[state]}`, async () => {
    await withMachine(async (env) => {
      const p = await decided(env, state);
      const before = await view(env, p.id);
      assert.equal(before?.status, state);
      const sends = env.mailer.sent.length;
      const chat = env.chat.length;
      const events = await resolvedEvents(env.sql);
      env.setNow(new Date(env.now().getTime() + HOUR));
      for (const data of [p.confirm, p.reject, p.confirm, p.reject]) {
        assert.match(await tap(env, data), STATE_REPLY[state]);
      }
      assert.deepEqual(await view(env, p.id), before, "status and resolved_at unchanged");
      assert.equal(env.mailer.sent.length, sends, "no second send");
      assert.equal(env.chat.length, chat, "the chat got nothing beyond the replies");
      assert.deepEqual(await resolvedEvents(env.sql), events, "no second event");
      assert.equal(await env.machine.sweep(), 0);
      assert.deepEqual(await resolvedEvents(env.sql), events);
    });
  });
}

for (const button of ["confirm", "reject"] as const) {
  Deno.test(`a ${button} tap on a proposal past its time, before any sweep, expires it once and says so`, async () => {
    await withMachine(async (env) => {
      const p = await propose(env);
      env.setNow(later(TTL + 1000));
      assert.match(await tap(env, p[button]), STATE_REPLY.expired);
      assert.deepEqual(await view(env, p.id), { ...p.view, status: "expired", resolved_at: null });
      assert.equal((await onlyEvent(env.sql, p.id)).resolved_at, later(TTL).toISOString());
      assert.ok(env.wakes() > 0, "the outbox relay was woken");
      assert.match(await tap(env, p.confirm), STATE_REPLY.expired);
      assert.equal(await env.machine.sweep(), 0, "the sweep has nothing left to do");
      await onlyEvent(env.sql, p.id);
      assert.deepEqual(env.mailer.sent, []);
    });
  });
}

Deno.test("a tap exactly at expires_at finds the proposal expired", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    env.setNow(later(TTL));
    assert.match(await tap(env, p.confirm), STATE_REPLY.expired);
    assert.deepEqual(env.mailer.sent, []);
    assert.equal((await onlyEvent(env.sql, p.id)).status, "expired");
  });
});

Deno.test("a tap a moment before expires_at still confirms", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    env.setNow(later(TTL - 1));
    assert.equal(await tap(env, p.confirm), `Confirmed. ${EMAIL_SUMMARY} was sent.`);
    assert.equal((await view(env, p.id))?.status, "confirmed");
    env.setNow(later(TTL + HOUR));
    assert.equal((await view(env, p.id))?.status, "confirmed", "a decided proposal never expires");
    assert.equal(await env.machine.sweep(), 0);
    assert.equal((await onlyEvent(env.sql, p.id)).status, "confirmed");
  });
});

// ---------------------------------------------------------------------------------------------
// Forged callbacks

const INVALID = /^That button is not valid .*nothing changed\.$/;

/** Asserts that the proposal is still pending, with nothing sent and no event. */
async function untouched(env: Env, p: { id: string; view: ProposalView }): Promise<void> {
  assert.deepEqual(await view(env, p.id), p.view);
  assert.deepEqual(env.mailer.sent, []);
  assert.deepEqual(await resolvedEvents(env.sql), []);
}

Deno.test("a random p: token changes nothing and the reply says the button is not valid", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    for (let i = 0; i < 5; i++) {
      const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
      const random = [...crypto.getRandomValues(new Uint8Array(22))]
        .map((b) => alphabet[b % 62])
        .join("");
      assert.match(await tap(env, `p:${random}`), INVALID);
    }
    await untouched(env, p);
  });
});

Deno.test("a token with one character changed changes nothing", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    for (const token of [p.confirm, p.reject]) {
      for (const at of [2, 12, token.length - 1]) {
        const c = token[at] === "A" ? "B" : "A";
        const tampered = token.slice(0, at) + c + token.slice(at + 1);
        assert.notEqual(tampered, token);
        assert.match(await tap(env, tampered), INVALID);
      }
    }
    await untouched(env, p);
  });
});

Deno.test("data that is no proposal button, or too long, changes nothing", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    const garbage = [
      "",
      "p:",
      "x",
      "P:" + p.confirm.slice(2),
      p.confirm.slice(2),
      p.confirm + "0",
      p.confirm.slice(0, -1),
      ` ${p.confirm}`,
      `${p.confirm}\n`,
      "p:" + "é".repeat(22),
      "p:abc' or 1=1 --xxxxxxxxx",
      "p:" + "A".repeat(10_000),
      "\u0000".repeat(64),
    ];
    for (const data of garbage) assert.match(await tap(env, data), INVALID);
    assert.equal(env.machine.owns("remind:123"), false, "other buttons are not the machine's");
    assert.equal(env.machine.owns(p.confirm), true);
    await untouched(env, p);
  });
});

Deno.test("another account's tap with a valid token changes nothing, and the owner can still decide", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    for (const data of [p.confirm, p.reject]) {
      assert.equal(
        await tap(env, data, BOB),
        "That button belongs to someone else's proposal; nothing changed.",
      );
    }
    await untouched(env, p);
    assert.equal(await tap(env, p.confirm), `Confirmed. ${EMAIL_SUMMARY} was sent.`);
    assert.equal(env.mailer.sent.length, 1);
  });
});

Deno.test("the buttons of one proposal cannot decide another", async () => {
  await withMachine(async (env) => {
    const a = await propose(env);
    const b = await propose(env, { proposal: EVENT, from: null });
    await tap(env, a.reject);
    assert.equal((await view(env, a.id))?.status, "rejected");
    assert.equal((await view(env, b.id))?.status, "pending");
    assert.equal(await tap(env, b.confirm), `Confirmed. ${EVENT_SUMMARY} is in your calendar.`);
    assert.equal((await view(env, a.id))?.status, "rejected");
  });
});

// ---------------------------------------------------------------------------------------------
// Concurrency

const IN_FLIGHT_OR_DONE =
  /is being carried out right now; nothing changed\.$|^This proposal was already confirmed/;

Deno.test("Confirm tapped on two replicas at once sends the email once and makes one transition", async () => {
  await withMachine(async (env) => {
    const replica = env.replica();
    for (let round = 0; round < 5; round++) {
      const p = await propose(env);
      const sends = env.mailer.sent.length;
      const release = deferred();
      env.mailer.hold = release.promise;
      env.mailer.entered = deferred();
      const taps = Promise.all([
        tap(env, p.confirm, ALICE, env.machine),
        tap(env, p.confirm, ALICE, replica),
      ]);
      // The winner is inside the mail server now; the loser's tap ends while or after it is there.
      await env.mailer.entered.promise;
      release.resolve();
      const replies = await taps;
      const confirmed = replies.filter((r) => r === `Confirmed. ${EMAIL_SUMMARY} was sent.`);
      assert.equal(confirmed.length, 1, `one tap confirms: ${replies.join(" | ")}`);
      const other = replies.find((r) => r !== confirmed[0]) ?? "";
      assert.match(other, IN_FLIGHT_OR_DONE);
      assert.equal(env.mailer.sent.length, sends + 1, "sent once");
      assert.equal((await view(env, p.id))?.status, "confirmed");
      assert.equal((await onlyEvent(env.sql, p.id)).status, "confirmed");
    }
  });
});

Deno.test("Confirm and Reject tapped on two replicas at once have exactly one outcome", async () => {
  await withMachine(async (env) => {
    const replica = env.replica();
    for (let round = 0; round < 8; round++) {
      const p = await propose(env);
      const sends = env.mailer.sent.length;
      env.mailer.hold = new Promise((r) => setTimeout(r, 10));
      const [confirmReply, rejectReply] = await Promise.all([
        tap(env, p.confirm, ALICE, round % 2 === 0 ? env.machine : replica),
        tap(env, p.reject, ALICE, round % 2 === 0 ? replica : env.machine),
      ]);
      const status = (await view(env, p.id))?.status;
      const event = await onlyEvent(env.sql, p.id);
      assert.equal(event.status, status);
      if (status === "confirmed") {
        assert.equal(confirmReply, `Confirmed. ${EMAIL_SUMMARY} was sent.`);
        assert.match(rejectReply, IN_FLIGHT_OR_DONE);
        assert.equal(env.mailer.sent.length, sends + 1);
      } else {
        assert.equal(status, "rejected");
        assert.equal(rejectReply, `Rejected. ${EMAIL_SUMMARY}: nothing was sent.`);
        assert.match(confirmReply, /^This proposal was already rejected/);
        assert.equal(env.mailer.sent.length, sends, "nothing sent");
      }
    }
  });
});

Deno.test("two sweepers at once give each expired proposal exactly one event and one chat notice", async () => {
  await withMachine(async (env) => {
    const replica = env.replica();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const req = request({ id: crypto.randomUUID() });
      await env.machine.propose(req);
      ids.push(req.id);
    }
    const chatBefore = env.chat.length;
    env.setNow(later(TTL + 1));
    const counts = await Promise.all([env.machine.sweep(), replica.sweep()]);
    assert.equal(counts[0] + counts[1], 30, `the sweeps split the work: ${counts.join(", ")}`);
    const events = await resolvedEvents(env.sql);
    assert.equal(events.length, 30);
    assert.deepEqual(new Set(events.map((e) => e.proposal_id)), new Set(ids));
    for (const e of events) {
      assert.equal(e.status, "expired");
      assert.equal(e.account_id, ALICE);
    }
    const notices = env.chat.slice(chatBefore).map((c) => c.message.text);
    assert.equal(notices.length, 30);
    assert.ok(notices.every((t) => t.startsWith("Expired without a decision")));
  });
});

Deno.test("a sweep racing a tap on a proposal past its time makes one event", async () => {
  await withMachine(async (env) => {
    const replica = env.replica();
    for (let round = 0; round < 5; round++) {
      const p = await propose(env);
      env.setNow(new Date(env.now().getTime() + TTL));
      const [reply] = await Promise.all([tap(env, p.reject, ALICE, replica), env.machine.sweep()]);
      assert.match(reply, /^This proposal expired on .* without a decision/);
      assert.equal((await onlyEvent(env.sql, p.id)).status, "expired");
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Stale claims

Deno.test("a claim older than claimTimeoutMs is ended as failed by the sweep, with one event, and its late end changes nothing", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    const release = deferred();
    env.mailer.hold = release.promise;
    const tapped = tap(env, p.confirm);
    await env.mailer.entered.promise;
    // While the action is being carried out, a second tap and the sweep change nothing.
    assert.match(await tap(env, p.reject), /is being carried out right now; nothing changed\.$/);
    env.setNow(later(CLAIM_TIMEOUT - 1));
    assert.equal(await env.machine.sweep(), 0);
    assert.equal((await view(env, p.id))?.status, "pending");
    env.setNow(later(CLAIM_TIMEOUT));
    assert.equal(await env.machine.sweep(), 1);
    const failed = await view(env, p.id);
    assert.equal(failed?.status, "failed");
    assert.equal(failed?.resolved_at, later(CLAIM_TIMEOUT).toISOString());
    const event = await onlyEvent(env.sql, p.id);
    assert.equal(event.status, "failed");
    assert.match(event.reason ?? "", /may or may not have gone out/);
    assert.equal(
      env.chat.at(-1)?.message.text,
      `Marked failed: ${EMAIL_SUMMARY}. The service stopped while carrying it out, so it may or may not have gone out; check whether it arrived before you propose it again.`,
    );
    // The process that held the claim comes back: it cannot end the proposal a second time.
    release.resolve();
    assert.match(await tapped, STATE_REPLY.failed);
    assert.deepEqual(await view(env, p.id), failed);
    await onlyEvent(env.sql, p.id);
    assert.equal(env.mailer.sent.length, 1);
  });
});

Deno.test("a claimed proposal is neither expired by the sweep nor read as expired while it is carried out", async () => {
  await withMachine(async (env) => {
    const p = await propose(env);
    env.setNow(later(TTL - 1000));
    const release = deferred();
    env.mailer.hold = release.promise;
    const tapped = tap(env, p.confirm);
    await env.mailer.entered.promise;
    env.setNow(later(TTL + 1000));
    assert.equal((await view(env, p.id))?.status, "pending");
    assert.equal(await env.machine.sweep(), 0);
    release.resolve();
    assert.equal(await tapped, `Confirmed. ${EMAIL_SUMMARY} was sent.`);
    assert.equal((await onlyEvent(env.sql, p.id)).status, "confirmed");
  });
});

// ---------------------------------------------------------------------------------------------
// Events

Deno.test("every resolution writes exactly one proposal.resolved for its account", async () => {
  await withMachine(async (env) => {
    const confirmed = await decided(env, "confirmed");
    const rejected = await decided(env, "rejected");
    const failed = await decided(env, "failed");
    const bobs = await propose(env, { accountId: BOB });
    await tap(env, bobs.reject, BOB);
    const expired = await decided(env, "expired");
    const events = await resolvedEvents(env.sql);
    assert.deepEqual(
      events.map((e) => [e.proposal_id, e.status, e.account_id]).sort(),
      [
        [confirmed.id, "confirmed", ALICE],
        [rejected.id, "rejected", ALICE],
        [failed.id, "failed", ALICE],
        [bobs.id, "rejected", BOB],
        [expired.id, "expired", ALICE],
      ].sort(),
    );
    for (const e of events) {
      assert.equal(
        e.delivery !== undefined,
        e.status === "confirmed",
        "delivery only when confirmed",
      );
      assert.equal(e.reason !== undefined, e.status === "failed", "reason only when failed");
    }
  });
});
