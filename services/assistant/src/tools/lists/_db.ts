import type { Sql, TransactionSql } from "@asst/shared";

/**
 * Runs `fn` in a transaction holding a lock on one account's list, so that limits checked and
 * rows written inside it cannot be overtaken by a concurrent call of the same account.
 * @param scope the list ("shopping"); the lock covers this list of this account only
 */
export async function withAccountLock<T>(
  sql: Sql,
  scope: string,
  accountId: string,
  fn: (tx: TransactionSql) => Promise<T>,
): Promise<T> {
  return await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`lists:${scope}:${accountId}`}))`;
    return await fn(tx);
  }) as T;
}

/** True for a Postgres unique violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "23505";
}
