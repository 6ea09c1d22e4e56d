import assert from "node:assert/strict";
import { eventDataSchemas, eventEnvelopeSchema } from "@asst/shared";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { migratedDatabaseUrl } from "@asst/shared/testing";
import { type ProposalRow, ProposalStore, tokenHash } from "./proposal_store.ts";
import type { ProposalPayload } from "./proposal_text.ts";

const ALICE = "00000000-0000-4000-8000-00000000000a";
const BOB = "00000000-0000-4000-8000-00000000000b";
const CREATED = new Date("2025-05-02T08:15:00Z");
const EXPIRES = new Date("2025-05-05T08:15:00Z");

async function withDb(run: (sql: Sql) => Promise<void>): Promise<void> {
  const db = await migratedDatabaseUrl("proposals", new URL("../migrations/", import.meta.url));
  const sql = connectPostgres(db.url, { max: 2 });
  try {
    await run(sql);
  } finally {
    await sql.end();
    await db.drop();
  }
}

async function insert(
  sql: Sql,
  fields: { account: string; status?: string; resolvedAt?: Date | null },
): Promise<string> {
  const id = crypto.randomUUID();
  await sql`
    insert into proposals.proposals
      (id, account_id, kind, payload, summary, status, created_at, expires_at, resolved_at)
    values (${id}, ${fields.account}, 'email', ${sql.json({ to: "anna@example.com" })},
            'Send an email to anna@example.com', ${fields.status ?? "pending"}, ${CREATED},
            ${EXPIRES}, ${fields.resolvedAt ?? null})
  `;
  return id;
}

Deno.test("a pending proposal reads with its summary and times", async () => {
  await withDb(async (sql) => {
    const id = await insert(sql, { account: ALICE });
    const store = new ProposalStore(sql, () => new Date("2025-05-03T00:00:00Z"));
    assert.deepEqual(await store.get(ALICE, id), {
      id,
      status: "pending",
      summary: "Send an email to anna@example.com",
      created_at: "2025-05-02T08:15:00.000Z",
      resolved_at: null,
      expires_at: "2025-05-05T08:15:00.000Z",
    });
  });
});

Deno.test("a pending proposal past its expiry reads as expired with no resolved_at, before any sweep", async () => {
  await withDb(async (sql) => {
    const id = await insert(sql, { account: ALICE });
    const atExpiry = new ProposalStore(sql, () => EXPIRES);
    const view = await atExpiry.get(ALICE, id);
    assert.equal(view?.status, "expired");
    assert.equal(view?.resolved_at, null);
    const justBefore = new ProposalStore(sql, () => new Date(EXPIRES.getTime() - 1));
    assert.equal((await justBefore.get(ALICE, id))?.status, "pending");
  });
});

Deno.test("a decided proposal keeps its status and resolved_at after the expiry time", async () => {
  await withDb(async (sql) => {
    const resolvedAt = new Date("2025-05-02T08:20:11Z");
    const id = await insert(sql, { account: ALICE, status: "confirmed", resolvedAt });
    const store = new ProposalStore(sql, () => new Date("2025-06-01T00:00:00Z"));
    const view = await store.get(ALICE, id);
    assert.equal(view?.status, "confirmed");
    assert.equal(view?.resolved_at, "2025-05-02T08:20:11.000Z");
  });
});

Deno.test("another account's proposal and an unknown id both read as nothing", async () => {
  await withDb(async (sql) => {
    const id = await insert(sql, { account: ALICE });
    const store = new ProposalStore(sql);
    assert.equal(await store.get(BOB, id), null);
    assert.equal(await store.get(ALICE, crypto.randomUUID()), null);
  });
});

// The state machine's transitions, one store call at a time.

const EMAIL_PAYLOAD: ProposalPayload = {
  proposal: { email: { to: ["anna@example.com"], subject: "Hello", body: "Hi Anna" } },
  from: { address: "alice@example.org", name: null },
};

async function create(
  store: ProposalStore,
  fields: { account?: string; createdAt?: Date; expiresAt?: Date } = {},
): Promise<ProposalRow> {
  const { row, created } = await store.create({
    id: crypto.randomUUID(),
    accountId: fields.account ?? ALICE,
    keyId: null,
    payload: EMAIL_PAYLOAD,
    summary: 'Email to anna@example.com: "Hello"',
    timezone: "Europe/Berlin",
    createdAt: fields.createdAt ?? CREATED,
    expiresAt: fields.expiresAt ?? EXPIRES,
  });
  assert.ok(created);
  return row;
}

/** The `data` of each `proposal.resolved` in the outbox, oldest first, checked against the contract. */
async function events(sql: Sql): Promise<Record<string, unknown>[]> {
  const rows = await sql<{ payload: unknown }[]>`
    select payload from proposals.outbox order by created_at, id
  `;
  return rows.map((r) => {
    const envelope = eventEnvelopeSchema.parse(r.payload);
    assert.equal(envelope.type, "proposal.resolved");
    return eventDataSchemas["proposal.resolved"].strict().parse(envelope.data);
  });
}

Deno.test("create() stores a proposal once and hands back the stored one for its id", async () => {
  await withDb(async (sql) => {
    const store = new ProposalStore(sql, () => CREATED);
    const row = await create(store);
    assert.equal(row.status, "pending");
    assert.equal(row.kind, "email");
    assert.equal(row.timezone, "Europe/Berlin");
    assert.deepEqual(row.payload, EMAIL_PAYLOAD);
    assert.equal(row.claim, null);
    assert.equal(row.notified_at, null);
    const again = await store.create({
      id: row.id,
      accountId: BOB,
      keyId: null,
      payload: EMAIL_PAYLOAD,
      summary: "Other",
      timezone: "UTC",
      createdAt: EXPIRES,
      expiresAt: EXPIRES,
    });
    assert.equal(again.created, false);
    assert.deepEqual(again.row, row, "the first proposal, unchanged");
  });
});

Deno.test("only the SHA-256 of a button is kept, and new buttons replace the old ones", async () => {
  await withDb(async (sql) => {
    const store = new ProposalStore(sql, () => CREATED);
    const row = await create(store);
    await store.setButtons(row.id, ALICE, { confirm: "p:old-confirm", reject: "p:old-reject" });
    await store.setButtons(row.id, ALICE, { confirm: "p:new-confirm", reject: "p:new-reject" });
    assert.equal(await store.button("p:old-confirm"), null);
    assert.equal(await store.button("p:old-reject"), null);
    const confirm = await store.button("p:new-confirm");
    assert.equal(confirm?.action, "confirm");
    assert.equal(confirm?.accountId, ALICE);
    assert.equal(confirm?.row.id, row.id);
    assert.equal((await store.button("p:new-reject"))?.action, "reject");
    const kept = await sql<{ token_hash: Uint8Array }[]>`
      select token_hash from proposals.proposal_buttons order by action
    `;
    assert.deepEqual(kept.map((k) => new Uint8Array(k.token_hash)), [
      await tokenHash("p:new-confirm"),
      await tokenHash("p:new-reject"),
    ]);
    assert.equal((await tokenHash("p:new-confirm")).length, 32);
  });
});

Deno.test("a proposal is claimed once; finish() with another claim changes nothing", async () => {
  await withDb(async (sql) => {
    const store = new ProposalStore(sql, () => CREATED);
    const row = await create(store);
    const first = crypto.randomUUID();
    assert.equal((await store.claim(row.id, first))?.claim, first);
    assert.equal(await store.claim(row.id, crypto.randomUUID()), null, "no second claim");
    assert.equal(await store.reject(row.id), null, "no reject while claimed");
    assert.equal(
      await store.finish(row.id, crypto.randomUUID(), { status: "confirmed", delivery: "smtp" }),
      null,
    );
    assert.deepEqual(await events(sql), []);
    const done = await store.finish(row.id, first, { status: "confirmed", delivery: "smtp" });
    assert.equal(done?.status, "confirmed");
    assert.equal(done?.claim, null);
    assert.deepEqual(done?.resolved_at, CREATED);
    assert.equal(await store.finish(row.id, first, { status: "failed", reason: "x" }), null);
    assert.deepEqual(await events(sql), [{
      proposal_id: row.id,
      kind: "email",
      status: "confirmed",
      summary: 'Email to anna@example.com: "Hello"',
      created_at: CREATED.toISOString(),
      resolved_at: CREATED.toISOString(),
      delivery: "smtp",
    }]);
  });
});

Deno.test("a proposal past its time can be neither claimed nor rejected", async () => {
  await withDb(async (sql) => {
    const store = new ProposalStore(sql, () => EXPIRES);
    const row = await create(store);
    assert.equal(await store.claim(row.id, crypto.randomUUID()), null);
    assert.equal(await store.reject(row.id), null);
    assert.equal((await store.row(row.id))?.status, "pending");
    assert.deepEqual(await events(sql), []);
  });
});

Deno.test("expire() ends at most `limit` proposals, the earliest expiry first, and never an unexpired one", async () => {
  await withDb(async (sql) => {
    const now = new Date("2025-05-10T00:00:00Z");
    const store = new ProposalStore(sql, () => now);
    const late = await create(store, { expiresAt: new Date("2025-05-09T00:00:00Z") });
    const early = await create(store, { expiresAt: new Date("2025-05-08T00:00:00Z") });
    const future = await create(store, { expiresAt: new Date("2025-05-11T00:00:00Z") });
    assert.deepEqual((await store.expire(1)).map((r) => r.id), [early.id]);
    assert.deepEqual((await store.expire(10)).map((r) => r.id), [late.id]);
    assert.equal((await store.expire(10)).length, 0);
    assert.equal((await store.row(future.id))?.status, "pending");
    const data = await events(sql);
    const seen = data.map((d) => [d["proposal_id"], d["status"], d["resolved_at"]]);
    assert.deepEqual(seen.sort((a, b) => String(a[2]).localeCompare(String(b[2]))), [
      [early.id, "expired", "2025-05-08T00:00:00.000Z"],
      [late.id, "expired", "2025-05-09T00:00:00.000Z"],
    ]);
    assert.equal((await store.get(ALICE, early.id))?.resolved_at, null);
  });
});

Deno.test("failStaleClaims() ends only the claims older than the timeout, as failed with a reason", async () => {
  await withDb(async (sql) => {
    let now = CREATED;
    const store = new ProposalStore(sql, () => now);
    const old = await create(store);
    await store.claim(old.id, crypto.randomUUID());
    now = new Date(CREATED.getTime() + 60_000);
    const recent = await create(store);
    await store.claim(recent.id, crypto.randomUUID());
    const unclaimed = await create(store);
    now = new Date(CREATED.getTime() + 10 * 60_000);
    const ended = await store.failStaleClaims(10 * 60_000, 10);
    assert.deepEqual(ended.map((r) => r.id), [old.id]);
    assert.equal(ended[0]?.status, "failed");
    assert.equal(ended[0]?.claim, null);
    assert.match(ended[0]?.failure_reason ?? "", /may or may not have gone out/);
    assert.equal((await store.row(recent.id))?.status, "pending");
    assert.equal((await store.row(unclaimed.id))?.status, "pending");
    const [data] = await events(sql);
    assert.equal(data?.["status"], "failed");
    assert.equal(data?.["resolved_at"], now.toISOString());
    assert.match(String(data?.["reason"]), /may or may not have gone out/);
  });
});

Deno.test("a transition whose event cannot be written does not happen", async () => {
  await withDb(async (sql) => {
    const store = new ProposalStore(sql, () => CREATED);
    const row = await create(store);
    await sql`alter table proposals.outbox add constraint refuse_all check (false) not valid`;
    await assert.rejects(store.reject(row.id));
    assert.equal((await store.row(row.id))?.status, "pending", "rolled back with its event");
    await sql`alter table proposals.outbox drop constraint refuse_all`;
    assert.equal((await store.reject(row.id))?.status, "rejected");
    assert.equal((await events(sql)).length, 1);
  });
});
