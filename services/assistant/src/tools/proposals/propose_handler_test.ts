import assert from "node:assert/strict";
import {
  AppError,
  ERROR_CODE,
  everything,
  normalizePermissions,
  proposalsSubjects,
  type ProposalView,
  serve,
  silentLogger,
} from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import type { Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import type { z } from "zod";
import { MemoryStore } from "../../memory/memory_store.ts";
import { ToolRegistry } from "../registry.ts";
import type { ToolEnv, ToolResult } from "../types.ts";
import { createProposeHandlers, NO_SENDER_ADDRESS } from "./propose_handler.ts";

const MIGRATIONS = new URL("../../../migrations/", import.meta.url);
/** Friday 27 March 2026, 11:00 in Paris. */
const NOW = new Date("2026-03-27T10:00:00Z");
const KEY = "7b0c1f0e-3a1d-4c55-9d7e-2b8f4a6c9e10";

type CreateRequest = z.output<typeof proposalsSubjects.createProposal.request>;

const EMAIL = {
  email: { to: ["bob@example.com"], subject: "Running late", body: "I'll be late." },
};
const EVENT = {
  calendar_event: {
    title: "Lunch with Ana",
    start: "2026-03-27T13:00:00+01:00",
    end: "2026-03-27T14:00:00+01:00",
  },
};

/** A stand-in proposals service: it records each request and answers a pending proposal. */
function fakeProposals(bus: MemoryBus, delivery: "smtp" | "local_outbox" | null = "smtp") {
  const requests: CreateRequest[] = [];
  const stop = serve(
    bus,
    proposalsSubjects.createProposal,
    { queue: "proposals", log: silentLogger },
    (req) => {
      requests.push(req);
      const proposal: ProposalView = {
        id: req.id,
        status: "pending",
        summary: req.proposal.email
          ? `Send an email to ${req.proposal.email.to.join(", ")}: “${req.proposal.email.subject}”`
          : `Add “${req.proposal.calendar_event!.title}” to your calendar`,
        created_at: NOW.toISOString(),
        resolved_at: null,
        expires_at: new Date(NOW.getTime() + 72 * 3600_000).toISOString(),
      };
      return Promise.resolve({ proposal, delivery: req.proposal.email ? delivery : null });
    },
  );
  return { requests, stop };
}

async function withHandler(
  fn: (ctx: {
    sql: Sql;
    bus: MemoryBus;
    accountId: string;
    call(input: unknown, env?: Partial<ToolEnv>): Promise<ToolResult>;
  }) => Promise<void>,
): Promise<void> {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const bus = new MemoryBus();
    const accountId = crypto.randomUUID();
    const registry = new ToolRegistry(createProposeHandlers({ bus, timeoutMs: 2000 }));
    const call = (input: unknown, env: Partial<ToolEnv> = {}) =>
      registry.execute(
        { name: "propose_action", input: input as Record<string, unknown> },
        { permissions: everything(), context: { businessMode: false } },
        {
          accountId,
          timezone: "Europe/Paris",
          now: NOW,
          sql,
          requestId: "test",
          keyId: KEY,
          owner: false,
          ...env,
        },
      );
    await fn({ sql, bus, accountId, call });
  });
}

Deno.test("propose_action asks the proposals service with a fresh id, the key, the sender and the zone", async () => {
  await withHandler(async ({ sql, bus, accountId, call }) => {
    const fake = fakeProposals(bus);
    const store = new MemoryStore(sql);
    await store.setProfile(accountId, "email", "ana@example.com");
    await store.setProfile(accountId, "name", "Ana");
    const first = await call(EMAIL);
    const second = await call(EMAIL);
    assert.ok(first.ok && second.ok);
    assert.equal(fake.requests.length, 2);
    const [req] = fake.requests;
    assert.match(req!.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.notEqual(fake.requests[1]!.id, req!.id, "each call is a new proposal");
    assert.deepEqual({ ...req!, id: "" }, {
      id: "",
      account_id: accountId,
      key_id: KEY,
      proposal: EMAIL,
      from: { address: "ana@example.com", name: "Ana" },
      timezone: "Europe/Paris",
    });
    assert.deepEqual(first.data, {
      request_id: req!.id,
      status: "pending",
      summary: "Send an email to bob@example.com: “Running late”",
      expires_at: "2026-03-30T10:00:00.000Z",
      delivery: "smtp",
    });
    assert.equal(
      first.summary,
      "Proposed: Send an email to bob@example.com: “Running late”. Nothing goes out until you " +
        "tap Confirm in your chat; the proposal expires on Mon, 30 Mar 2026, 12:00 (Europe/Paris).",
    );
    await fake.stop.stop();
  });
});

Deno.test("propose_action in an operation asks with the call's id, so the operation run again proposes the same one", async () => {
  await withHandler(async ({ bus, call }) => {
    const fake = fakeProposals(bus);
    const callId = "5b8f0c63-1d2e-5a4f-9b7c-2e6d8a1f4c30";
    const first = await call(EVENT, { callId });
    const again = await call(EVENT, { callId });
    assert.ok(first.ok && again.ok);
    assert.deepEqual(fake.requests.map((r) => r.id), [callId, callId]);
    assert.deepEqual(again.data, first.data);
    await fake.stop.stop();
  });
});

Deno.test("propose_action proposes an event without any address, and in the owner's chat without a key", async () => {
  await withHandler(async ({ bus, accountId, call }) => {
    const fake = fakeProposals(bus);
    const result = await call(EVENT, { keyId: null, owner: true, timezone: "America/New_York" });
    assert.ok(result.ok, JSON.stringify(result));
    assert.deepEqual(fake.requests[0]!.from, null);
    assert.equal(fake.requests[0]!.key_id, null);
    assert.equal(fake.requests[0]!.account_id, accountId);
    assert.equal(fake.requests[0]!.timezone, "America/New_York");
    assert.match(result.summary, /expires on Mon, 30 Mar 2026, 06:00 \(America\/New_York\)\.$/);
    assert.equal((result.data as { delivery: unknown }).delivery, null);
    await fake.stop.stop();
  });
});

Deno.test("propose_action says when an email will go to the local outbox", async () => {
  await withHandler(async ({ sql, bus, accountId, call }) => {
    const fake = fakeProposals(bus, "local_outbox");
    await new MemoryStore(sql).setProfile(accountId, "email", "ana@example.com");
    const result = await call(EMAIL, { timezone: "Not/AZone" });
    assert.ok(result.ok);
    assert.match(
      result.summary,
      /No mail server is set up, so once confirmed the email goes to your local outbox/,
    );
    assert.match(result.summary, /\(UTC\)\./);
    assert.equal(fake.requests[0]!.timezone, "UTC", "an unknown zone is sent as UTC");
    assert.equal(fake.requests[0]!.from!.name, null);
    await fake.stop.stop();
  });
});

Deno.test("propose_action refuses an email when the account has no address, and sends nothing", async () => {
  await withHandler(async ({ bus, call }) => {
    const fake = fakeProposals(bus);
    const result = await call(EMAIL);
    assert.deepEqual(result, { ok: false, error: NO_SENDER_ADDRESS });
    assert.match(NO_SENDER_ADDRESS, /"my email address is you@example\.com"/);
    assert.equal(fake.requests.length, 0);
    await fake.stop.stop();
  });
});

Deno.test("propose_action lets the registry refuse bad input before anything is sent", async () => {
  await withHandler(async ({ bus, call }) => {
    const fake = fakeProposals(bus);
    for (
      const input of [
        {},
        { ...EMAIL, ...EVENT },
        { email: { ...EMAIL.email, subject: "Hi\r\nBcc: x@evil.example" } },
        { email: { ...EMAIL.email, to: ["not an address"] } },
        { calendar_event: { title: "A", start: "tomorrow" } },
        { calendar_event: { title: "A", start: "2026-03-27", end: "2026-03-27T10:00:00+01:00" } },
      ]
    ) {
      const result = await call(input);
      assert.equal(result.ok, false, JSON.stringify(input));
      assert.match((result as { error: string }).error, /^Invalid input for propose_action/);
    }
    assert.equal(fake.requests.length, 0);
    await fake.stop.stop();
  });
});

Deno.test("propose_action lets an unavailable proposals service fail the call, and reads a 422 as the tool's failure", async () => {
  await withHandler(async ({ bus, call }) => {
    await assert.rejects(call(EVENT), (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.equal(err.status, 503);
      return true;
    });
    const refusing = serve(
      bus,
      proposalsSubjects.createProposal,
      { queue: "proposals", log: silentLogger },
      () => {
        throw new AppError(ERROR_CODE.invalidBody, "The event starts after it ends");
      },
    );
    assert.deepEqual(await call(EVENT), { ok: false, error: "The event starts after it ends" });
    await refusing.stop();
    const broken = serve(
      bus,
      proposalsSubjects.createProposal,
      { queue: "proposals", log: silentLogger },
      () => {
        throw new AppError(ERROR_CODE.unavailable, "The database is down");
      },
    );
    await assert.rejects(call(EVENT), /The database is down/);
    await broken.stop();
  });
});

Deno.test("a key without the propose level is refused propose_action by the registry", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const bus = new MemoryBus();
    const fake = fakeProposals(bus);
    const registry = new ToolRegistry(createProposeHandlers({ bus }));
    const result = await registry.execute(
      { name: "propose_action", input: EVENT },
      {
        permissions: normalizePermissions({ ...everything(), propose: false }),
        context: { businessMode: true },
      },
      {
        accountId: crypto.randomUUID(),
        timezone: "UTC",
        now: NOW,
        sql,
        requestId: "t",
        keyId: KEY,
        owner: false,
      },
    );
    assert.deepEqual(result, {
      ok: false,
      error: 'This key is not allowed to use "propose_action"',
    });
    assert.equal(fake.requests.length, 0);
    await fake.stop.stop();
  });
});
