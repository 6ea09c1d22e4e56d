import { inTransaction, type Pending, type Sql, unitOf, UnitOfWork } from "@asst/shared/db";
import { type ToolEnv, ToolError } from "../types.ts";
import { resolveRef } from "./resolve_ref.ts";

/** The connection {@link withAccountLock}'s `fn` runs its statements on, inside the transaction. */
export type LockedSql = Sql;

/**
 * Sends the lock of one account's list on `tx` without waiting, then runs `fn`: the server runs a
 * connection's statements in order, so nothing of fn runs before the lock is held, and a failed
 * lock fails fn's statements (the lock's error is thrown, as their cause).
 */
async function underLock<T>(
  tx: Sql,
  scope: string,
  accountId: string,
  fn: () => Promise<T>,
): Promise<T> {
  const locked = tx`select pg_advisory_xact_lock(hashtext(${`lists:${scope}:${accountId}`}))`;
  locked.execute();
  locked.catch(() => {}); // awaited below
  try {
    return await fn();
  } finally {
    await locked;
  }
}

/**
 * Runs `fn` in a transaction holding a lock on one account's list, so that limits checked and
 * rows written inside it cannot be overtaken by a concurrent call of the same account.
 * BEGIN and the lock go out with fn's first statement, in one round trip. `fn` awaits each
 * statement it issues (one not awaited is not sent); when it throws, the transaction rolls back.
 * In a unit of work (`unitOf(sql)`, one request's operation) it runs in a savepoint of the unit
 * instead (`inTransaction`), and the lock is held until the unit ends.
 * @param scope the list ("shopping"); the lock covers this list of this account only
 * @throws fn's error, the lock's, or COMMIT's
 */
export async function withAccountLock<T>(
  sql: Sql,
  scope: string,
  accountId: string,
  fn: (tx: LockedSql) => Promise<T>,
): Promise<T> {
  return await inTransaction(sql, (tx) => underLock(tx, scope, accountId, () => fn(tx)));
}

/**
 * Runs the one statement `statement` builds under the same lock as {@link withAccountLock}, in
 * one round trip: BEGIN, the lock, the statement and COMMIT go out together on one connection.
 * The statement starts after the lock is held (the server runs them in order) and reads what
 * committed before that, so a check and a write inside it cannot be overtaken by a concurrent
 * call of the same account; the lock is held for the statement alone, not over round trips.
 * In a unit of work it runs in a savepoint of the unit, as {@link withAccountLock} does.
 * @returns the statement's rows
 * @throws the lock's or the statement's error (then nothing of it is kept: a COMMIT after a
 *   failed statement rolls back)
 */
export async function lockedStatement<Q extends Pending>(
  sql: Sql,
  scope: string,
  accountId: string,
  statement: (tx: Sql) => Q,
): Promise<Awaited<Q>> {
  const unit = unitOf(sql);
  if (unit) {
    return await unit.savepoint((tx) =>
      underLock(tx, scope, accountId, async () => await statement(tx) as Awaited<Q>)
    );
  }
  const own = new UnitOfWork(sql);
  try {
    const tx = await own.sql();
    return await underLock(
      tx,
      scope,
      accountId,
      async () => (await own.commit(() => statement(tx))) as Awaited<Q>,
    );
  } catch (err) {
    await own.rollback(err); // a no-op once COMMIT was sent: it ended the unit
    throw err;
  }
}

/**
 * Deletes the account's item `id` from `table` (schema-qualified, such as "assistant.trips").
 * @throws {ToolError} `No <what> matches "<ref>"` when it is gone already (deleted meanwhile)
 */
export async function deleteOwned(
  env: ToolEnv,
  table: string,
  id: string,
  what: string,
  ref: string,
): Promise<void> {
  const gone = await env.sql`
    delete from ${env.sql(table)} where account_id = ${env.accountId} and id = ${id}
    returning id
  `;
  if (gone.length === 0) throw new ToolError(`No ${what} matches "${ref}"`);
}

/** Where {@link removeByRef} deletes from and how an item is named. */
export interface RemoveSpec<T> {
  /** Schema-qualified, such as "assistant.trips". */
  table: string;
  /** The kind, for messages: "trip". */
  what: string;
  /** The words an item is found by. */
  label: (item: T) => string;
  /** How many items of the kind are out of the caller's reach (private ones, to a key). */
  hidden?: number;
}

/**
 * Deletes the one item of `items` that `ref` names ({@link resolveRef}), and returns it.
 * @throws {ToolError} when nothing or several match, or it was deleted meanwhile
 */
export async function removeByRef<T extends { id: string }>(
  env: ToolEnv,
  items: readonly T[],
  ref: string,
  spec: RemoveSpec<T>,
): Promise<T> {
  const item = resolveRef(
    items.map((i) => ({ ...i, label: spec.label(i) })),
    ref,
    spec.what,
    spec.hidden,
  );
  await deleteOwned(env, spec.table, item.id, spec.what, ref);
  return item;
}
