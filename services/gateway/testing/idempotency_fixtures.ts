/**
 * The set-up of the idempotency store's tests: a fresh database with only its table, a store on
 * it with a clock to move, and the responses the tests keep.
 * @module
 */
import assert from "node:assert/strict";
import { connectPostgres, migrate, readMigrations, type Sql } from "@asst/shared/db";
import { freshDatabaseUrl } from "@asst/shared/testing";
import {
  type ClaimResult,
  type IdempotencyScope,
  IdempotencyStore,
  type StoredResponse,
} from "../src/idempotency/idempotency.ts";

/** A key of Alice's account. */
export const ALICE: IdempotencyScope = {
  accountId: "00000000-0000-4000-8000-00000000000a",
  keyId: "10000000-0000-4000-8000-00000000000a",
};
/** Another key of Alice's account. */
export const ALICE_OTHER_KEY: IdempotencyScope = {
  accountId: ALICE.accountId,
  keyId: "20000000-0000-4000-8000-00000000000a",
};
/** A key of Bob's account. */
export const BOB: IdempotencyScope = {
  accountId: "00000000-0000-4000-8000-00000000000b",
  keyId: "10000000-0000-4000-8000-00000000000b",
};
export const LEASE_MS = 35_000;

/** A fresh database with only the idempotency table, a store on it, and a clock to move. */
export async function setup(
  run: (ctx: {
    sql: Sql;
    store: IdempotencyStore;
    advance: (ms: number) => void;
  }) => Promise<void>,
): Promise<void> {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 4 });
  try {
    const all = await readMigrations(new URL("../migrations/", import.meta.url));
    await migrate(sql, "gateway", all.filter((m) => m.version === "003_idempotency.sql"));
    let now = new Date("2025-05-02T08:00:00Z");
    const store = new IdempotencyStore(sql, {
      leaseMs: LEASE_MS,
      duplicateWindowSeconds: 600,
      keyTtlSeconds: 86_400,
      now: () => now,
    });
    await run({ sql, store, advance: (ms) => (now = new Date(now.getTime() + ms)) });
  } finally {
    await sql.end();
    await db.drop();
  }
}

export function response(requestId: string): StoredResponse {
  return { reply: "Done.", actions: [], model: "local", request_id: requestId };
}

export function tokenOf(result: ClaimResult): string {
  assert.equal(result.kind, "run", JSON.stringify(result));
  return (result as { token: string }).token;
}

/** A response in which one tool call succeeded (`ok`) or none did. */
export function outcome(requestId: string, ok: boolean): StoredResponse {
  return { ...response(requestId), actions: [{ tool: "notes_add", ok }] };
}

export const keepSuccesses = {
  keep: (r: StoredResponse) => (r.actions as { ok: boolean }[]).some((a) => a.ok),
};
