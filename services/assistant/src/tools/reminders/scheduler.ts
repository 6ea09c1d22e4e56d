import { batchLoop, type Logger, makeEvent } from "@asst/shared";
import { enqueueEvent, type Sql } from "@asst/shared/db";
import { histogram } from "@asst/shared/http";
import { nextOccurrence } from "./recurrence.ts";

const reminderLag = histogram(
  "reminder_lag_seconds",
  "How late a reminder fired: the time it fired minus the time it was due.",
  [],
  [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600],
);

/** Options of {@link createReminderScheduler}. */
export interface ReminderSchedulerOptions {
  sql: Sql;
  log: Logger;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Reminders fired per transaction. @default 100 */
  batchSize?: number;
}

/** A loop that fires due reminders. */
export interface ReminderScheduler {
  /** Fires the due reminders of one batch now. @returns how many fired */
  runOnce(): Promise<number>;
  /** Runs {@link runOnce} every `intervalMs` (at once again while batches are full). @default 250 */
  start(intervalMs?: number): void;
  /** Ends the loop after the batch in flight. */
  stop(): Promise<void>;
}

interface DueRow {
  id: string;
  account_id: string;
  text: string;
  timezone: string;
  first_at: Date;
  rrule: string | null;
  next_fire_at: Date;
}

/**
 * Fires reminders: each due one becomes a `reminder.fired` event in the outbox and moves to its
 * next occurrence after now, in the same transaction. Rows are taken `FOR UPDATE SKIP LOCKED`,
 * so any number of replicas fire each occurrence exactly once. Occurrences missed while no
 * scheduler ran fire once, not once each.
 */
export function createReminderScheduler(options: ReminderSchedulerOptions): ReminderScheduler {
  const { sql, log } = options;
  const clock = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 100;

  const following = (row: DueRow, now: Date): Date | null => {
    if (row.rrule === null) return null;
    const after = new Date(Math.max(now.getTime(), row.next_fire_at.getTime()));
    try {
      return nextOccurrence(
        { firstAt: row.first_at, rrule: row.rrule, timezone: row.timezone },
        after,
      );
    } catch (err) {
      // A rule that no longer parses fires this once and ends, rather than block the batch.
      log.error("reminder recurrence could not be computed; it will not repeat", {
        reminder_id: row.id,
        err,
      });
      return null;
    }
  };

  const runOnce = async (): Promise<number> => {
    const now = clock();
    // A tick with nothing due (most of them) is one read of the due index, not a transaction.
    const [probe] = await sql<{ due: boolean }[]>`
      select exists (select from assistant.reminders where next_fire_at <= ${now}) as due
    `;
    if (!probe?.due) return 0;
    const lags: number[] = [];
    const fired = await sql.begin(async (tx) => {
      const due = await tx<DueRow[]>`
        select id, account_id, text, timezone, first_at, rrule, next_fire_at
        from assistant.reminders
        where next_fire_at <= ${now}
        order by next_fire_at
        limit ${batchSize}
        for update skip locked
      `;
      for (const row of due) {
        lags.push((now.getTime() - row.next_fire_at.getTime()) / 1000);
        await enqueueEvent(
          tx,
          "assistant",
          makeEvent("reminder.fired", row.account_id, { text: row.text, reminder_id: row.id }, now),
        );
        await tx`
          update assistant.reminders
          set next_fire_at = ${following(row, now)}, last_fired_at = ${now},
              fired_count = fired_count + 1
          where id = ${row.id} and account_id = ${row.account_id}
        `;
      }
      if (due.length > 0) log.info("reminders fired", { count: due.length });
      return due.length;
    });
    for (const lag of lags) reminderLag.observe(Math.max(0, lag));
    return fired;
  };

  return batchLoop({
    runOnce,
    batchSize,
    defaultIntervalMs: 250,
    log,
    failure: "reminder scheduler failed; will retry",
  });
}
