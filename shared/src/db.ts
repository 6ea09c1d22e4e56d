import postgres from "postgres";
import type { Logger } from "./log.ts";
import { guardDriverWrites } from "./db_driver_guard.ts";

/** A postgres.js client. */
export type Sql = postgres.Sql;
/** A postgres.js client inside a transaction. */
export type TransactionSql = postgres.TransactionSql;

/** Options of {@link connectPostgres}. */
export interface PostgresOptions {
  /** Pool size. @default 10 */
  max?: number;
  /** Shown in `pg_stat_activity`. */
  applicationName?: string;
  /**
   * Plan each prepared statement once (`plan_cache_mode = force_generic_plan`), for a pool whose
   * every statement finds its rows by key: Postgres otherwise plans a statement over arrays
   * (`unnest`) again on every call, since a plan for the arrays' real sizes looks cheaper. A new
   * ANALYZE of a table (autovacuum's) makes the plans of its statements anew.
   */
  genericPlans?: boolean;
  log?: Logger;
}

/** How many connections of each pool opened here have closed (postgres.js's `onclose`). */
const CLOSED = new WeakMap<Sql, { count: number }>();

/** How many of `pool`'s connections have closed since it opened (0 for a pool not opened here). */
export function connectionsClosed(pool: Sql): number {
  return CLOSED.get(pool)?.count ?? 0;
}

/** Opens a postgres.js pool. It connects lazily: call {@link pingDatabase} to know it works. */
export function connectPostgres(url: string, options: PostgresOptions = {}): Sql {
  guardDriverWrites(options.log);
  const closed = { count: 0 };
  const pool = postgres(url, {
    max: options.max ?? 10,
    idle_timeout: 60,
    // 3 s, not 10: postgres.js 3.4.9 can leave a pool connection whose socket closed while a
    // small write was queued unable to send anything (porsager/postgres#1154, #1208): each of its
    // reconnects times out until 1 KB of startup messages has piled up and goes out at once. A
    // statement given to it waits this long and fails (503), and it heals in some 30 s instead of
    // some 100 (the chaos run's `pg_terminate_backend` found it).
    connect_timeout: 3,
    onnotice: () => {},
    onclose: () => {
      closed.count++;
    },
    connection: {
      application_name: options.applicationName ?? "assistant-interface",
      ...(options.genericPlans ? { plan_cache_mode: "force_generic_plan" } : {}),
    },
  });
  CLOSED.set(pool, closed);
  return pool;
}

/**
 * A query whose statement's transaction commits without waiting for its WAL to reach the disk
 * (`synchronous_commit = off` for that transaction only; the connection's later transactions wait
 * as before). Only for writes that a Postgres crash may forget without breaking a promise: a rate
 * limit's last counts, a lease that the crash ends anyway. The write is visible to every other
 * transaction at once, and a later commit on the same server that waits for the disk carries it
 * there too. Put it in a `with` of the statement and read it (`cross join`), or it does not run.
 */
export function commitWithoutFlushWait(sql: Sql): postgres.PendingQuery<postgres.Row[]> {
  return sql`select set_config('synchronous_commit', 'off', true)`;
}

/** How long {@link pingDatabase} waits for an answer, in milliseconds. */
export const PING_TIMEOUT_MS = 1_000;

/**
 * Resolves when the database answers a query; rejects when it does not within `timeoutMs`: a
 * server that stopped answering (or one the pool is still trying to reach, for up to its connect
 * timeout) is not ready now.
 */
export async function pingDatabase(sql: Sql, timeoutMs = PING_TIMEOUT_MS): Promise<void> {
  const query = sql`select 1`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("The database did not answer in time")), timeoutMs);
  });
  try {
    await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
    // A query that lost the race still ends (with the connection or its timeout): not unhandled.
    query.catch(() => {});
  }
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** A migration file: its version (the file name) and its SQL. */
export interface Migration {
  version: string;
  sql: string;
}

/** Reads the `NNN_name.sql` files of a folder, in order of their names. */
export async function readMigrations(dir: URL): Promise<Migration[]> {
  const out: Migration[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && /^\d+_[a-z0-9_]+\.sql$/.test(entry.name)) {
      out.push({ version: entry.name, sql: await Deno.readTextFile(new URL(entry.name, dir)) });
    }
  }
  return out.sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies the migrations not yet applied to `schema`, all in one transaction under a
 * transaction-scoped advisory lock, so replicas starting together apply each exactly once.
 * @returns the versions applied now
 */
export async function migrate(
  sql: Sql,
  schema: string,
  migrations: Migration[],
  log?: Logger,
): Promise<string[]> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${"migrate:" + schema}))`;
    await tx.unsafe(`create schema if not exists ${schema}`);
    await tx.unsafe(
      `create table if not exists ${schema}.schema_migrations (
         version text primary key,
         applied_at timestamptz not null default now()
       )`,
    );
    const done = new Set(
      (await tx.unsafe<{ version: string }[]>(`select version from ${schema}.schema_migrations`))
        .map((r) => r.version),
    );
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.unsafe(m.sql);
      await tx.unsafe(`insert into ${schema}.schema_migrations (version) values ($1)`, [
        m.version,
      ]);
      applied.push(m.version);
    }
  });
  if (applied.length > 0) log?.info("migrations applied", { schema, versions: applied });
  return applied;
}

/** A value postgres.js can store as `jsonb`. */
export type JsonValue = postgres.JSONValue;

/**
 * Applies the migrations of a service's `migrations/` folder to its schema.
 * @returns the versions applied now
 */
export async function migrateFrom(
  sql: Sql,
  schema: string,
  dir: URL,
  log?: Logger,
): Promise<string[]> {
  return await migrate(sql, schema, await readMigrations(dir), log);
}
