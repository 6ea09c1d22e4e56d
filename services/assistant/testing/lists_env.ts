/**
 * Test helpers of the list tools: a fresh database with the assistant's migrations, and calls
 * through the {@link ToolRegistry}, so inputs are validated as in production.
 * @module
 */
import assert from "node:assert/strict";
import { everything } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { migratedTestPool } from "@asst/shared/testing";
import { ToolRegistry } from "../src/tools/registry.ts";
import type { ToolEnv, ToolResult } from "../src/tools/types.ts";
import { listHandlers } from "../src/tools/lists/mod.ts";
import { priceHandlers } from "../src/tools/prices/price_handlers.ts";

/** A moment in tests: Tuesday 10 March 2026, 10:00 UTC. */
export const NOW = new Date("2026-03-10T10:00:00Z");

/** Tool calls that assert their outcome, around a plain `call`. */
export interface CheckedCalls {
  /** Like `call`, and asserts it succeeded. */
  // deno-lint-ignore no-explicit-any
  ok(name: string, input?: Record<string, unknown>): Promise<{ summary: string; data: any }>;
  /** Like `call`, and asserts it failed with a message matching `pattern`. */
  fails(name: string, input: Record<string, unknown>, pattern: RegExp): Promise<string>;
}

/** {@link CheckedCalls} over `call`. */
export function checkedCalls(
  call: (name: string, input?: Record<string, unknown>) => Promise<ToolResult>,
): CheckedCalls {
  return {
    async ok(name, input = {}) {
      const r = await call(name, input);
      if (!r.ok) assert.fail(`${name} failed: ${r.error}`);
      return r;
    },
    async fails(name, input, pattern) {
      const r = await call(name, input);
      if (r.ok) assert.fail(`${name} succeeded: ${r.summary}`);
      assert.match(r.error, pattern);
      return r.error;
    },
  };
}

/** One account's view of a fresh database. */
export interface TestAccount extends CheckedCalls {
  id: string;
  /** Calls a tool as this account, as a key allowed everything, with Business Mode on. */
  call(name: string, input?: Record<string, unknown>): Promise<ToolResult>;
  /** Changes the clock, time zone, or (owner: the user's own chat) caller of the following calls. */
  set(change: { now?: Date; timezone?: string; businessMode?: boolean; owner?: boolean }): void;
}

/** A fresh database with the assistant's migrations applied. */
export interface TestDb {
  sql: Sql;
  account(timezone?: string): TestAccount;
  close(): Promise<void>;
}

// Price watches too: they are listed and stopped like a list's items (no page is fetched then).
const registry = new ToolRegistry({ ...listHandlers, ...priceHandlers });

/** Opens a fresh database; `close()` drops it. */
export async function testDb(): Promise<TestDb> {
  const db = await migratedTestPool("assistant", new URL("../migrations/", import.meta.url));
  const { sql } = db;
  return {
    sql,
    account(timezone = "UTC") {
      const id = crypto.randomUUID();
      let now = NOW;
      let tz = timezone;
      let businessMode = true;
      let owner = false;
      const call = async (name: string, input: Record<string, unknown> = {}) => {
        const env: ToolEnv = {
          accountId: id,
          timezone: tz,
          now,
          sql,
          requestId: "test",
          keyId: null,
          owner,
        };
        return await registry.execute(
          { name, input },
          { permissions: everything(), context: { businessMode } },
          env,
        );
      };
      return {
        id,
        call,
        ...checkedCalls(call),
        set(change) {
          if (change.now) now = change.now;
          if (change.timezone) tz = change.timezone;
          if (change.businessMode !== undefined) businessMode = change.businessMode;
          if (change.owner !== undefined) owner = change.owner;
        },
      };
    },
    async close() {
      await sql.end();
      await db.drop();
    },
  };
}

/** Runs `fn` with a fresh database, and drops it afterwards. */
export async function withDb(fn: (db: TestDb) => Promise<void>): Promise<void> {
  const db = await testDb();
  try {
    await fn(db);
  } finally {
    await db.close();
  }
}

/** Text that would break a careless program: SQL, markup, control characters, emoji. */
export const HOSTILE = [
  "'); drop table assistant.notes; --",
  '<script>alert("x")</script> & "quotes" \\ back\\slash',
  "line one\nline two\ttabbed",
  "${env} {{template}} %s %% _ \u202eRTL",
  "émoji 🎉 ünïcödé ß",
];
