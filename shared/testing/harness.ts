/** Test isolation on real servers: fresh databases and unique subject prefixes. */
import {
  connectPostgres,
  migrate,
  type PostgresOptions,
  readMigrations,
  type Sql,
} from "../src/db.ts";
import { sha256Hex } from "../src/digest.ts";

/** The Postgres server tests create their databases on. */
export const TEST_POSTGRES_URL = Deno.env.get("TEST_POSTGRES_URL") ??
  "postgres://postgres@127.0.0.1:5432/postgres";
/** The NATS server tests use. */
export const TEST_NATS_URL = Deno.env.get("TEST_NATS_URL") ?? "nats://127.0.0.1:4222";

/** A unique subject prefix for one test run. */
export function uniquePrefix(): string {
  return `t_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}.`;
}

/**
 * A fresh database on the test Postgres and a function that drops it; a copy of `template` when
 * one is named (see {@link migratedTemplate}).
 */
export async function freshDatabaseUrl(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `asst_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = connectPostgres(TEST_POSTGRES_URL, { max: 1 });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    drop: async () => {
      const sql = connectPostgres(TEST_POSTGRES_URL, { max: 1 });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a database holding `schema` with `migrations` as they are now, to copy for each
 * test: applying the migrations took most of a test's set-up, copying a database takes a tenth of
 * it. Named by the migrations' digest, so a changed migration makes a new one; the one it replaces
 * is kept, since another checkout's tests may be copying it at that moment (drop `asst_tpl_*` by
 * hand to tidy up). Made once by whichever test process gets there first, under an advisory lock,
 * and built under another name, so a run killed halfway leaves no half-migrated template.
 */
async function migratedTemplate(schema: string, migrations: URL): Promise<string> {
  const files = await readMigrations(migrations);
  const digest = await sha256Hex(JSON.stringify(files));
  const prefix = `asst_tpl_${schema.replace(/\W/gu, "_")}_`;
  const name = `${prefix}${digest.slice(0, 16)}`;
  const admin = connectPostgres(TEST_POSTGRES_URL, { max: 1 });
  try {
    await admin`select pg_advisory_lock(hashtext(${prefix}))`;
    const made = await admin`select 1 from pg_database where datname = ${name}`;
    if (made.length === 0) {
      const building = `${name}_new`;
      await admin.unsafe(`drop database if exists ${building} with (force)`);
      await admin.unsafe(`create database ${building}`);
      const sql = connectPostgres(databaseUrl(building), { max: 1 });
      try {
        await migrate(sql, schema, files);
      } finally {
        await sql.end({ timeout: 5 });
      }
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await admin`select pg_advisory_unlock(hashtext(${prefix}))`.catch(() => {});
    await admin.end();
  }
}

/**
 * Opens a pool (see {@link connectPostgres}) and resolves once it knows the database's array
 * types, as a service's pool does once its migrations have run. postgres.js 3.4.9 fetches them
 * when a pool's first connection opens and registers their serializers after the fetch's reply,
 * in an `await` continuation that under Deno can run after the reply to the statement the
 * connection was opened for: that statement's array parameters (`${ids}::uuid[]`) then go as
 * `String(ids)`, "malformed array literal". A test that sends such a statement first on a pool
 * of an already migrated database (a copy of a template) meets it, some of the time.
 */
export async function connectTestPool(url: string, options: PostgresOptions = {}): Promise<Sql> {
  const sql = connectPostgres(url, options);
  try {
    await sql`select 1`;
    // The registration has run by the next turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!(UUID_ARRAY in sql.options.serializers)) {
      throw new Error("the pool did not register the database's array types");
    }
  } catch (err) {
    await sql.end({ timeout: 5 });
    throw err;
  }
  return sql;
}

/** The type oid of `uuid[]`, whose serializer postgres.js registers with the array types. */
const UUID_ARRAY = 2951;

/** A fresh database that has `schema`'s migrations from `migrations`, and a function that drops it. */
export async function migratedDatabaseUrl(
  schema: string,
  migrations: URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  return await freshDatabaseUrl(await migratedTemplate(schema, migrations));
}

/**
 * A fresh database that has `schema`'s migrations, with a test pool on it (see
 * {@link connectTestPool}) of at most four connections; the database is dropped when the pool
 * cannot open. The caller ends the pool, then calls `drop`.
 */
export async function migratedTestPool(
  schema: string,
  migrations: URL,
): Promise<{ sql: Sql; url: string; drop: () => Promise<void> }> {
  const db = await migratedDatabaseUrl(schema, migrations);
  try {
    return { sql: await connectTestPool(db.url, { max: 4 }), url: db.url, drop: db.drop };
  } catch (err) {
    await db.drop();
    throw err;
  }
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
  const db = await migratedTestPool(schema, migrations);
  const { sql } = db;
  try {
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
