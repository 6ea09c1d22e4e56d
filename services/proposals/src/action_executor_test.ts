import assert from "node:assert/strict";
import {
  AppError,
  assistantSubjects,
  ERROR_CODE,
  type HandlerContext,
  type ProposalInput,
  serve,
  silentLogger,
} from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import type { Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import { ActionExecutor } from "./action_executor.ts";
import { LocalOutbox } from "./local_outbox.ts";
import { type Mailer, MailError, type OutgoingEmail, type SentEmail } from "./mailer.ts";
import { type ProposalRow, ProposalStore } from "./proposal_store.ts";
import { type ProposalPayload, summarize } from "./proposal_text.ts";

const MIGRATIONS = new URL("../migrations/", import.meta.url);
const ALICE = "00000000-0000-4000-8000-00000000000a";
const NOW = new Date("2026-05-04T09:00:00Z");
const FROM = { address: "alice@example.org", name: "Alice Example" };

const EMAIL: ProposalInput = {
  email: {
    to: ["bob@example.com", "eve@example.com"],
    cc: ["ana@example.com"],
    subject: "Running late",
    body: "I'll be 10 minutes late.\n\nAlice",
  },
};

const EVENT: ProposalInput = {
  calendar_event: {
    title: "Lunch with Ana",
    start: "2026-05-08T13:00:00+02:00",
    end: "2026-05-08T14:00:00+02:00",
    location: "Café Einstein",
    notes: "Bring the contract",
  },
};

/** A mail server stand-in: records each email handed to it and answers as told. */
class FakeMailer implements Mailer {
  readonly kind = "smtp" as const;
  readonly sent: OutgoingEmail[] = [];
  answer: (email: OutgoingEmail) => SentEmail = (email) => ({
    messageId: email.messageId,
    accepted: email.to,
    rejected: [],
    response: "250 OK: queued",
  });

  send(email: OutgoingEmail): Promise<SentEmail> {
    this.sent.push(email);
    try {
      return Promise.resolve(this.answer(email));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

interface CalendarCall {
  request: unknown;
  requestId: string;
}

interface Env {
  sql: Sql;
  bus: MemoryBus;
  outbox: LocalOutbox;
  /** What the calendar was asked, in order. */
  calendar: CalendarCall[];
  /** How the calendar answers each request, by attempt number (1-based); ok when absent. */
  calendarFails: Map<number, AppError | Error>;
  executor(mailer: Mailer | null, timeoutMs?: number): ActionExecutor;
  proposal(input: ProposalInput, from?: ProposalPayload["from"]): Promise<ProposalRow>;
}

async function withExecutor(fn: (env: Env) => Promise<void>, calendar = true): Promise<void> {
  await withMigratedDatabase("proposals", MIGRATIONS, async (sql) => {
    const bus = new MemoryBus();
    const calls: CalendarCall[] = [];
    const calendarFails = new Map<number, AppError | Error>();
    if (calendar) {
      serve(
        bus,
        assistantSubjects.addCalendarEvent,
        { queue: "assistant", log: silentLogger },
        (req, ctx: HandlerContext) => {
          calls.push({ request: req, requestId: ctx.requestId });
          const failure = calendarFails.get(calls.length);
          if (failure) return Promise.reject(failure);
          return Promise.resolve({ event_id: req.id, created: true });
        },
      );
    }
    const outbox = new LocalOutbox(sql);
    const store = new ProposalStore(sql, () => NOW);
    try {
      await fn({
        sql,
        bus,
        outbox,
        calendar: calls,
        calendarFails,
        executor: (mailer, timeoutMs = 1000) =>
          new ActionExecutor({ outbox, bus, log: silentLogger, mailer, timeoutMs }),
        proposal: async (input, from = FROM) => {
          const payload: ProposalPayload = { proposal: input, from: input.email ? from : null };
          const { row } = await store.create({
            id: crypto.randomUUID(),
            accountId: ALICE,
            keyId: null,
            payload,
            summary: summarize(input, "Europe/Berlin"),
            timezone: "Europe/Berlin",
            createdAt: NOW,
            expiresAt: new Date(NOW.getTime() + 3600_000),
          });
          return row;
        },
      });
    } finally {
      await bus.drain();
    }
  });
}

function unavailable503(): AppError {
  return new AppError(ERROR_CODE.unavailable, "The calendar store is down");
}

Deno.test("an email goes to the mail server from the account's address, with the proposal id in its Message-ID", async () => {
  await withExecutor(async (env) => {
    const mailer = new FakeMailer();
    const row = await env.proposal(EMAIL);
    const executor = env.executor(mailer);
    assert.equal(executor.emailDelivery, "smtp");
    assert.deepEqual(await executor.execute(row, "req-1"), { ok: true, delivery: "smtp" });
    assert.deepEqual(mailer.sent, [{
      from: { address: "alice@example.org", name: "Alice Example" },
      to: ["bob@example.com", "eve@example.com"],
      cc: ["ana@example.com"],
      subject: "Running late",
      text: "I'll be 10 minutes late.\n\nAlice",
      messageId: `<${row.id}@example.org>`,
    }]);
    assert.deepEqual(await env.outbox.list(ALICE, 10), [], "nothing goes to the local outbox");
  });
});

Deno.test("an email from an address without a name and without copies has neither field", async () => {
  await withExecutor(async (env) => {
    const mailer = new FakeMailer();
    const row = await env.proposal(
      { email: { to: ["bob@example.com"], cc: [], subject: "Hi", body: "Hello" } },
      { address: "alice@mail.example.org", name: null },
    );
    assert.deepEqual(await env.executor(mailer).execute(row, "req-1"), {
      ok: true,
      delivery: "smtp",
    });
    const [sent] = mailer.sent;
    assert.deepEqual(sent?.from, { address: "alice@mail.example.org" });
    assert.ok(sent && !("cc" in sent), "no empty Cc");
    assert.equal(sent?.messageId, `<${row.id}@mail.example.org>`);
  });
});

Deno.test("a mail server error is a failure whose reason is the error's safe message", async () => {
  await withExecutor(async (env) => {
    const mailer = new FakeMailer();
    const row = await env.proposal(EMAIL);
    for (const permanent of [true, false]) {
      mailer.answer = () => {
        throw new MailError(`The mail server refused it (${permanent})`, permanent);
      };
      assert.deepEqual(await env.executor(mailer).execute(row, "req-1"), {
        ok: false,
        reason: `The mail server refused it (${permanent})`,
      });
    }
  });
});

Deno.test("a mail server that accepts none of the recipients is a failure", async () => {
  await withExecutor(async (env) => {
    const mailer = new FakeMailer();
    mailer.answer = (email) => ({
      messageId: email.messageId,
      accepted: [],
      rejected: email.to,
      response: "250 OK",
    });
    const outcome = await env.executor(mailer).execute(await env.proposal(EMAIL), "req-1");
    assert.deepEqual(outcome, {
      ok: false,
      reason: "The mail server accepted none of the recipients",
    });
  });
});

Deno.test("an unexpected error while sending is a failure that does not show its message", async () => {
  await withExecutor(async (env) => {
    const mailer = new FakeMailer();
    mailer.answer = () => {
      throw new Error("connect to smtp://user:hunter2@mail.example.net failed");
    };
    const outcome = await env.executor(mailer).execute(await env.proposal(EMAIL), "req-1");
    assert.equal(outcome.ok, false);
    assert.ok(!outcome.ok && !outcome.reason.includes("hunter2"));
    assert.deepEqual(outcome, {
      ok: false,
      reason: "Something went wrong on our side while carrying it out",
    });
  });
});

Deno.test("with no mail server an email is kept once in the local outbox, where the account can read it", async () => {
  await withExecutor(async (env) => {
    const row = await env.proposal(EMAIL);
    const executor = env.executor(null);
    assert.equal(executor.emailDelivery, "local_outbox");
    assert.deepEqual(await executor.execute(row, "req-1"), { ok: true, delivery: "local_outbox" });
    assert.deepEqual(await executor.execute(row, "req-2"), { ok: true, delivery: "local_outbox" });
    const emails = await env.outbox.list(ALICE, 10);
    assert.equal(emails.length, 1, "kept once");
    const [kept] = emails;
    assert.deepEqual({ ...kept, saved_at: undefined }, {
      proposal_id: row.id,
      from: "Alice Example <alice@example.org>",
      to: ["bob@example.com", "eve@example.com"],
      cc: ["ana@example.com"],
      subject: "Running late",
      body: "I'll be 10 minutes late.\n\nAlice",
      saved_at: undefined,
    });
    assert.ok(!Number.isNaN(Date.parse(kept?.saved_at ?? "")));
    assert.deepEqual(await env.outbox.list("00000000-0000-4000-8000-00000000000b", 10), []);
  });
});

Deno.test("the local outbox lists an account's emails newest first, up to the limit", async () => {
  await withExecutor(async (env) => {
    const executor = env.executor(null);
    const first = await env.proposal(EMAIL);
    await executor.execute(first, "req-1");
    const second = await env.proposal(EMAIL, { address: "alice@example.org", name: null });
    await env.sql`update proposals.local_outbox set saved_at = saved_at - interval '1 minute'`;
    await executor.execute(second, "req-2");
    const emails = await env.outbox.list(ALICE, 10);
    assert.deepEqual(emails.map((e) => e.proposal_id), [second.id, first.id]);
    assert.equal(emails[0]?.from, "alice@example.org");
    assert.deepEqual((await env.outbox.list(ALICE, 1)).map((e) => e.proposal_id), [second.id]);
  });
});

Deno.test("an email proposal without a sender is a failure and nothing is sent", async () => {
  await withExecutor(async (env) => {
    const mailer = new FakeMailer();
    const row = await env.proposal(EMAIL, null);
    assert.deepEqual(await env.executor(mailer).execute(row, "req-1"), {
      ok: false,
      reason: "The proposal has no email or no sender",
    });
    assert.deepEqual(mailer.sent, []);
  });
});

Deno.test("a calendar event is added through the bus with the proposal's id and the request id", async () => {
  await withExecutor(async (env) => {
    const row = await env.proposal(EVENT);
    const mailer = new FakeMailer();
    assert.deepEqual(await env.executor(mailer).execute(row, "req-cal"), {
      ok: true,
      delivery: "calendar",
    });
    assert.deepEqual(env.calendar, [{
      request: {
        account_id: ALICE,
        id: row.id,
        title: "Lunch with Ana",
        start: "2026-05-08T13:00:00+02:00",
        end: "2026-05-08T14:00:00+02:00",
        location: "Café Einstein",
        notes: "Bring the contract",
      },
      requestId: "req-cal",
    }]);
    assert.deepEqual(mailer.sent, [], "no email for an event");
  });
});

Deno.test("an all-day event goes to the calendar without the fields it does not have", async () => {
  await withExecutor(async (env) => {
    const row = await env.proposal({ calendar_event: { title: "Holiday", start: "2026-12-03" } });
    assert.deepEqual(await env.executor(null).execute(row, "req-1"), {
      ok: true,
      delivery: "calendar",
    });
    assert.deepEqual(env.calendar.map((c) => c.request), [{
      account_id: ALICE,
      id: row.id,
      title: "Holiday",
      start: "2026-12-03",
    }]);
  });
});

Deno.test("a calendar that refuses the event (422) is a failure at once, with its reason", async () => {
  await withExecutor(async (env) => {
    env.calendarFails.set(
      1,
      new AppError(ERROR_CODE.invalidBody, "The event ends before it starts"),
    );
    const outcome = await env.executor(null).execute(await env.proposal(EVENT), "req-1");
    assert.deepEqual(outcome, {
      ok: false,
      reason: "The calendar refused it: The event ends before it starts",
    });
    assert.equal(env.calendar.length, 1, "a refusal is not retried");
  });
});

Deno.test("a calendar that is unavailable once is asked again and the event is added", async () => {
  await withExecutor(async (env) => {
    env.calendarFails.set(1, unavailable503());
    const row = await env.proposal(EVENT);
    assert.deepEqual(await env.executor(null).execute(row, "req-1"), {
      ok: true,
      delivery: "calendar",
    });
    assert.equal(env.calendar.length, 2);
    assert.deepEqual(env.calendar[0]?.request, env.calendar[1]?.request, "the same event id twice");
  });
});

Deno.test("a calendar that is unavailable twice is a failure after two tries", async () => {
  await withExecutor(async (env) => {
    env.calendarFails.set(1, unavailable503());
    env.calendarFails.set(2, unavailable503());
    env.calendarFails.set(3, unavailable503());
    const outcome = await env.executor(null).execute(await env.proposal(EVENT), "req-1");
    assert.deepEqual(outcome, {
      ok: false,
      reason: "The calendar could not be reached; propose it again later",
    });
    assert.equal(env.calendar.length, 2, "tried twice, not more");
  });
});

Deno.test("a calendar that crashes is treated as unreachable and its error stays hidden", async () => {
  await withExecutor(async (env) => {
    env.calendarFails.set(1, new Error("secret stack detail"));
    env.calendarFails.set(2, new Error("secret stack detail"));
    const outcome = await env.executor(null).execute(await env.proposal(EVENT), "req-1");
    assert.deepEqual(outcome, {
      ok: false,
      reason: "The calendar could not be reached; propose it again later",
    });
  });
});

Deno.test("with no calendar running the event is a failure after two tries", async () => {
  await withExecutor(async (env) => {
    const outcome = await env.executor(null).execute(await env.proposal(EVENT), "req-1");
    assert.deepEqual(outcome, {
      ok: false,
      reason: "The calendar could not be reached; propose it again later",
    });
  }, false);
});

Deno.test("an event the calendar contract cannot carry is a failure, not a crash", async () => {
  await withExecutor(async (env) => {
    const row = await env.proposal(EVENT);
    // A stored payload the contract refuses (a title over 200 characters).
    const broken: ProposalRow = {
      ...row,
      payload: {
        proposal: { calendar_event: { title: "t".repeat(300), start: "2026-12-03" } },
        from: null,
      },
    };
    const outcome = await env.executor(null).execute(broken, "req-1");
    assert.deepEqual(outcome, {
      ok: false,
      reason: "Something went wrong on our side while carrying it out",
    });
    assert.equal(env.calendar.length, 0);
  });
});
