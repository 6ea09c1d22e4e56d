/**
 * A unit of work: one transaction that several writers share, begun when first used, so that what
 * they write, and the record that they wrote it, commit together or not at all.
 *
 * The assistant runs each request of the gateway's idempotency store in one
 * (`assistant.operations`): the tools' writes and the record "this operation is done, here is its
 * reply" commit in the same transaction, so a process that dies in between leaves neither, and the
 * request's replay runs it once. Code that writes takes a {@link Sql}; when that is a unit's
 * connection ({@link unitOf}), a writer that needs a transaction of its own takes a savepoint of
 * the unit's instead ({@link inTransaction}).
 * @module
 */
import type postgres from "postgres";
import { connectionsClosed, type Sql } from "./db.ts";
import { isDatabaseUnavailable } from "./db_errors.ts";

/** A statement built and not yet sent (postgres.js sends it when awaited or executed). */
export type Statement = postgres.PendingQuery<postgres.Row[]>;

/** Anything postgres.js sends when executed, such as a {@link Statement} of typed rows. */
export type Pending = Promise<unknown> & { execute(): unknown };

/** A connection of the pool taken for one caller's statements alone. */
export type ReservedSql = Awaited<ReturnType<Sql["reserve"]>>;

/** The units by their connection, while they are open. */
const openUnits = new WeakMap<object, UnitOfWork>();

/** The unit whose connection `sql` is ({@link UnitOfWork.sql}), or undefined for a pool. */
export function unitOf(sql: Sql): UnitOfWork | undefined {
  return openUnits.get(sql);
}

/** The first of `sent` that failed, else `err`: after a failure the server refuses the rest. */
async function firstFailure(sent: readonly Promise<unknown>[], err: unknown): Promise<unknown> {
  const failed = (await Promise.allSettled(sent)).find((s) => s.status === "rejected");
  return failed ? (failed as PromiseRejectedResult).reason : err;
}

/** How long a unit's COMMIT may still take once a connection of its pool closed meanwhile. */
export const LOST_GRACE_MS = 5_000;

/**
 * How long a unit's work ({@link UnitOfWork.run}) may still take once a connection of its pool
 * closed meanwhile: longer than any tool's own work, since an idle connection's close counts too.
 */
export const LOST_WORK_GRACE_MS = 30_000;

/** The failures of a {@link lostConnection} watch: the unit's connection may yet be alive. */
const SUSPECTED = new WeakSet<object>();

/** Whether `err` says the unit's own connection is gone (not merely suspected so by a watch). */
function connectionGone(err: unknown): boolean {
  return isDatabaseUnavailable(err) && !SUSPECTED.has(err as object);
}

/**
 * A watch that rejects once a connection of `pool` has closed since `since` (a count of
 * {@link connectionsClosed}) and `graceMs` more have passed: on a reserved connection the server
 * closed, postgres.js 3.4.9 never settles a statement sent after, so a COMMIT would wait forever.
 * The rejection is a lost connection's (`CONNECTION_CLOSED`): whether the unit committed is then
 * unknown, as with any connection lost during COMMIT. `stop` ends the watch.
 */
function lostConnection(pool: Sql, since: number, graceMs: number) {
  let poll: ReturnType<typeof setInterval> | undefined;
  let grace: ReturnType<typeof setTimeout> | undefined;
  const lost = new Promise<never>((_, reject) => {
    poll = setInterval(() => {
      if (connectionsClosed(pool) <= since) return;
      clearInterval(poll);
      grace = setTimeout(() => {
        const err = new Error("The database connection was lost before the unit of work ended");
        SUSPECTED.add(err);
        reject(Object.assign(err, { code: "CONNECTION_CLOSED" }));
      }, graceMs);
    }, 100);
  });
  lost.catch(() => {}); // raced by commit; never awaited alone
  return {
    lost,
    stop: () => {
      clearInterval(poll);
      clearTimeout(grace);
    },
  };
}

/**
 * One transaction on one connection of the pool, begun by its first statement and ended by
 * {@link commit} or {@link rollback}. Its statements run one after another, in the order issued.
 * A unit that never ran a statement takes no connection.
 */
export class UnitOfWork {
  readonly #pool: Sql;
  #conn: Promise<ReservedSql> | null = null;
  /** Statements sent without waiting (BEGIN, a savepoint's release), awaited at commit. */
  #sent: Promise<unknown>[] = [];
  /** What {@link run} gave the connection: the connection goes back once it has all settled. */
  #running: Promise<unknown>[] = [];
  #savepoints = 0;
  #ended = false;
  /** The pool's closed connections when the unit took its own ({@link lostConnection}). */
  #closedAtBegin = 0;
  readonly #workGraceMs: number;

  /** @param options.workGraceMs see {@link LOST_WORK_GRACE_MS} (tests shorten it) */
  constructor(pool: Sql, options: { workGraceMs?: number } = {}) {
    this.#pool = pool;
    this.#workGraceMs = options.workGraceMs ?? LOST_WORK_GRACE_MS;
  }

  /** True once a statement was run in the unit (it holds a connection and a transaction). */
  get begun(): boolean {
    return this.#conn !== null;
  }

  /**
   * The unit's connection, inside its transaction. The first call takes a connection of the pool
   * and sends BEGIN without waiting for it: it goes out with the first statement.
   * @throws when the unit has ended, or no connection could be had
   */
  sql(): Promise<Sql> {
    if (this.#ended) return Promise.reject(new Error("This unit of work has ended"));
    if (this.#conn === null) this.#closedAtBegin = connectionsClosed(this.#pool);
    this.#conn ??= this.#pool.reserve().then((conn) => {
      openUnits.set(conn, this);
      this.#send(conn`begin`);
      return conn;
    });
    return this.#conn;
  }

  /**
   * `fn` on the unit's connection, failing as a lost connection once a connection of the pool has
   * closed since the unit began and `fn` has not ended {@link LOST_WORK_GRACE_MS} later: a statement
   * sent on a reserved connection the server closed never settles in postgres.js 3.4.9.
   * @throws fn's error, or that loss; the caller then rolls the unit back
   */
  async run<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
    const conn = await this.sql();
    const work = fn(conn);
    work.catch(() => {}); // raced below
    this.#running.push(work);
    const watch = lostConnection(this.#pool, this.#closedAtBegin, this.#workGraceMs);
    return await Promise.race([work, watch.lost]).finally(watch.stop);
  }

  /** Sends `query` now without waiting for it; {@link commit} throws if it failed. */
  #send(query: Statement): void {
    query.execute();
    query.catch(() => {}); // awaited at commit
    this.#sent.push(query);
  }

  /**
   * Runs `fn` on the unit's connection inside a savepoint: when `fn` throws, what it wrote is
   * undone and the unit carries on (a statement that failed in it does not fail the unit).
   * The savepoint goes out with `fn`'s first statement and its release with the next one.
   * @throws fn's error, or the savepoint's when it could not be taken
   */
  async savepoint<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
    const conn = await this.sql();
    const name = `unit_${++this.#savepoints}`;
    const opened = conn.unsafe(`savepoint ${name}`);
    opened.execute();
    opened.catch(() => {}); // a failure here fails fn's statements too; it is rethrown below
    try {
      const out = await fn(conn);
      await opened;
      this.#send(conn.unsafe(`release savepoint ${name}`));
      return out;
    } catch (err) {
      const cause = await firstFailure([opened], err);
      if (!isDatabaseUnavailable(cause)) this.#send(conn.unsafe(`rollback to savepoint ${name}`));
      throw cause;
    }
  }

  /**
   * Ends the unit and keeps what it wrote: `last` (for what must commit with the rest, such as
   * the record that the work is done) and COMMIT go out together, in one round trip. `last` must
   * fail, not merely change nothing, when the unit must not commit: after a failed statement
   * COMMIT rolls back. A unit that never ran a statement runs `last` on the pool.
   * @returns what `last` gave
   * @throws the first failure of the unit's statements or of `last`; nothing of the unit is then
   *   kept (a lost connection during COMMIT leaves it unknown whether it committed)
   */
  async commit<Q extends Pending = Statement>(
    last?: (sql: Sql) => Q,
  ): Promise<Awaited<Q> | undefined> {
    if (this.#ended) throw new Error("This unit of work has ended");
    if (!this.#conn) {
      this.#ended = true;
      return last ? await last(this.#pool) : undefined;
    }
    const conn = await this.#conn;
    let statement: Q | undefined;
    try {
      if (last) {
        statement = last(conn);
        statement.execute();
        this.#sent.push(statement);
      }
      const committed = conn`commit`;
      committed.execute();
      // The first to fail, the earliest sent, is the cause; on a lost connection the statements
      // after it may never settle (postgres.js 3.4.9), so they are not waited for.
      // A connection of the pool closed since the unit began may be its own: then nothing
      // settles, and the unit fails as on a lost connection once the grace has passed.
      const watch = lostConnection(this.#pool, this.#closedAtBegin, LOST_GRACE_MS);
      const done = await Promise.race([Promise.all([...this.#sent, committed]), watch.lost])
        .finally(watch.stop);
      // A statement caught and gone past left the transaction failed: COMMIT then rolled back.
      const ended = done.at(-1) as postgres.RowList<postgres.Row[]>;
      if (ended.command !== "COMMIT") {
        throw new Error("The unit of work's transaction failed and was rolled back");
      }
    } catch (err) {
      await this.#end(conn, err);
      throw err;
    }
    await this.#end(conn);
    return statement ? await statement : undefined;
  }

  /**
   * Ends the unit and undoes what it wrote. Never throws: a lost connection undoes it too.
   * @param cause why, when the unit failed: a lost connection needs no ROLLBACK
   */
  async rollback(cause?: unknown): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    const conn = await this.#conn?.catch(() => null);
    if (conn) await this.#end(conn, cause ?? new Error("rolled back"));
  }

  /**
   * Gives the connection back to the pool, after a ROLLBACK when the unit `failed`, so that no
   * transaction is left open — but never a connection the server closed: postgres.js 3.4.9 took
   * it back when it closed, and a release puts it in the pool twice, which wedges the pool or
   * hands one connection to two callers, whose transactions then mix (porsager/postgres#1199;
   * the chaos run's `pg_terminate_backend` found it). So a failed unit's connection goes back only
   * once everything sent on it has settled without finding it lost, and its ROLLBACK has too; a
   * unit that failed on a suspected loss is not waited for (what it sent may never settle).
   */
  async #end(conn: ReservedSql, failed?: unknown): Promise<void> {
    this.#ended = true;
    openUnits.delete(conn);
    if (failed === undefined) return conn.release();
    if (connectionGone(failed)) return;
    const giveBack = Promise.allSettled([...this.#sent, ...this.#running]).then(async (ended) => {
      if (ended.some((e) => e.status === "rejected" && connectionGone(e.reason))) return;
      const rolledBack = await conn`rollback`.then(() => true, (err) => !connectionGone(err));
      if (rolledBack) conn.release();
    });
    if (!SUSPECTED.has(failed as object)) await giveBack;
  }
}

/**
 * Runs `fn` in a transaction of its own on `sql`, or, when `sql` is a unit's connection, in a
 * savepoint of the unit: either way, when `fn` throws nothing it wrote is kept, and when it
 * returns its writes commit (with the unit's, in a unit).
 * @throws fn's error, or the transaction's
 */
export async function inTransaction<T>(sql: Sql, fn: (tx: Sql) => Promise<T>): Promise<T> {
  const unit = unitOf(sql);
  if (unit) return await unit.savepoint(fn);
  const own = new UnitOfWork(sql);
  let out: T;
  try {
    out = await own.run(fn);
  } catch (err) {
    await own.rollback(err);
    throw err;
  }
  await own.commit();
  return out;
}
