import assert from "node:assert/strict";
import { connectPostgres, migrateFrom, type Sql } from "@asst/shared";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { ProposalStore } from "./proposal_store.ts";

const ALICE = "00000000-0000-4000-8000-00000000000a";
const BOB = "00000000-0000-4000-8000-00000000000b";
const CREATED = new Date("2025-05-02T08:15:00Z");
const EXPIRES = new Date("2025-05-05T08:15:00Z");

async function withDb(run: (sql: Sql) => Promise<void>): Promise<void> {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 2 });
  try {
    await migrateFrom(sql, "proposals", new URL("../migrations/", import.meta.url));
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
