/** Test isolation on real servers: fresh databases and unique subject prefixes. */
import { connectPostgres, migrateFrom, type Sql } from "../src/db.ts";

/** The Postgres server tests create their databases on. */
export const TEST_POSTGRES_URL = Deno.env.get("TEST_POSTGRES_URL") ??
  "postgres://postgres@127.0.0.1:5432/postgres";
/** The NATS server tests use. */
export const TEST_NATS_URL = Deno.env.get("TEST_NATS_URL") ?? "nats://127.0.0.1:4222";

/** A unique subject prefix for one test run. */
export function uniquePrefix(): string {
  return `t_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}.`;
}

/** A fresh database on the test Postgres and a function that drops it. */
export async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `asst_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = connectPostgres(TEST_POSTGRES_URL, { max: 1 });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const sql = connectPostgres(TEST_POSTGRES_URL, { max: 1 });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}

/**
 * Runs `fn` with a pool on a fresh database that has `schema`'s migrations from `migrations`
 * applied, then closes the pool and drops the database, whatever `fn` did.
 */
export async function withMigratedDatabase(
  schema: string,
  migrations: URL,
  fn: (sql: Sql, url: string) => Promise<void>,
): Promise<void> {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 4 });
  try {
    await migrateFrom(sql, schema, migrations);
    await fn(sql, db.url);
  } finally {
    // With a timeout, as the services end theirs: postgres.js 3.4.9's end() waits forever for a
    // connection the server closed while it was reserved (a unit of work's, in a kill test).
    await sql.end({ timeout: 5 });
    await db.drop();
  }
}

/** `deno run` with the permissions of the services' start tasks (deno.json), for child processes. */
export const SERVICE_RUN_ARGS: readonly string[] = [
  "run",
  "--allow-net",
  "--allow-env",
  "--allow-read",
  "--allow-sys",
];

/**
 * Polls `probe` every 100 ms until it gives a value other than null or false (a probe that
 * throws counts as not yet), for what happens on its own: a timer firing, a process starting.
 * @throws {Error} naming `what` after `ms` milliseconds
 */
export async function waitFor<T>(
  what: string,
  probe: () => T | null | false | Promise<T | null | false>,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await Promise.resolve().then(probe).catch(() => null);
    if (value !== null && value !== false) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
