import { type BatchLoop, batchLoop, type Logger } from "@asst/shared";
import type { Sql } from "@asst/shared/db";

/** How long received events and finished deliveries (with their attempts) are kept. */
export const RETENTION_DAYS = 30;
/** Rows dropped per batch. */
export const RETENTION_BATCH = 1000;

/**
 * Drops, oldest first, at most `limit` received events and `limit` finished deliveries (their
 * attempts cascade) older than `RETENTION_DAYS`. Pending and running deliveries stay whatever
 * their age. @returns how many rows were dropped
 */
export async function pruneOnce(sql: Sql, now: Date, limit = RETENTION_BATCH): Promise<number> {
  const before = new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
  const events = await sql`
    delete from notifier.received_events where id in (
      select id from notifier.received_events where received_at < ${before}
      order by received_at limit ${limit})
    returning 1
  `;
  const deliveries = await sql`
    delete from notifier.deliveries where id in (
      select id from notifier.deliveries
      where status in ('delivered', 'failed', 'cancelled') and created_at < ${before}
      order by created_at limit ${limit})
    returning 1
  `;
  return Math.max(events.length, deliveries.length);
}

/** The loop of {@link pruneOnce}: hourly, and at once again while batches come back full. */
export function createRetentionLoop(sql: Sql, log: Logger, now: () => Date): BatchLoop {
  return batchLoop({
    runOnce: () => pruneOnce(sql, now()),
    batchSize: RETENTION_BATCH,
    defaultIntervalMs: 3_600_000,
    log,
    failure: "could not drop old events and deliveries",
  });
}
