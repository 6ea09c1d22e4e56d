import { batchLoop } from "./batch_loop.ts";
import type { Bus } from "./bus.ts";
import { encodeJson } from "./bus.ts";
import type { JsonValue, Sql, TransactionSql } from "./db.ts";
import { type EventEnvelope, eventSubject } from "./events.ts";
import type { Logger } from "./log.ts";
import { scrapedGauge, scrapeProbes } from "./metrics.ts";

const outboxPending = scrapedGauge(
  "outbox_pending",
  "Outbox rows not yet relayed to the bus, by schema.",
  ["schema"],
);
const outboxOldestAge = scrapedGauge(
  "outbox_oldest_age_seconds",
  "Age of the oldest outbox row not yet relayed, by schema (0 when there is none).",
  ["schema"],
);

/**
 * The outbox table every event-producing schema creates in a migration:
 *
 * ```sql
 * create table <schema>.outbox (
 *   id uuid primary key,
 *   subject text not null,
 *   payload jsonb not null,
 *   created_at timestamptz not null default now(),
 *   published_at timestamptz
 * );
 * create index on <schema>.outbox (created_at) where published_at is null;
 * ```
 */
export const OUTBOX_TABLE = "outbox";

/**
 * Records an event in the producer's own schema, inside the transaction that made it happen, so
 * that the event exists if and only if the change does.
 */
export async function enqueueEvent(
  tx: TransactionSql | Sql,
  schema: string,
  event: EventEnvelope,
): Promise<void> {
  await tx`
    insert into ${tx(schema)}.outbox (id, subject, payload, created_at)
    values (${event.id}, ${eventSubject(event.type)}, ${
    tx.json(event as unknown as JsonValue)
  }, ${event.created_at})
  `;
}

/** Options of {@link startOutboxRelay}. */
export interface OutboxRelayOptions {
  sql: Sql;
  schema: string;
  bus: Bus;
  log: Logger;
  /** How often to look for unpublished events, in milliseconds. @default 500 */
  intervalMs?: number;
  /** Events published per transaction. @default 100 */
  batchSize?: number;
  /** Published events are deleted after this many milliseconds. @default 86400000 */
  retentionMs?: number;
}

/** A running outbox relay. */
export interface OutboxRelay {
  /** Looks for events now instead of at the next tick. */
  wake(): void;
  /**
   * Publishes what is pending, after any run in flight; for tests. A failure is logged.
   * @returns how many were published (0 when it failed)
   */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Relays outbox rows to the durable event stream, with the event id as `Nats-Msg-Id` so the
 * stream stores each once. Rows are locked with `SKIP LOCKED`, so replicas share the work; a row
 * is marked published only after the stream acknowledged it (at least once).
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { sql, schema, bus, log } = options;
  const intervalMs = options.intervalMs ?? 500;
  const batchSize = options.batchSize ?? 100;
  const retentionMs = options.retentionMs ?? 24 * 60 * 60 * 1000;
  let lastPrune = 0;
  // On scrape: one query on the partial index of unpublished rows.
  const removeProbe = scrapeProbes.add(async () => {
    const [row] = await sql<{ pending: number; age: number }[]>`
      select count(*)::int as pending,
             coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
      from ${sql(schema)}.outbox
      where published_at is null
    `;
    outboxPending.labels(schema).set(row?.pending ?? 0);
    outboxOldestAge.labels(schema).set(Math.max(0, row?.age ?? 0));
  }, () => {
    outboxPending.remove(schema);
    outboxOldestAge.remove(schema);
  });

  // Publishes a batch of the pending rows, locked so that replicas share them.
  const publishLocked = (): Promise<number> =>
    sql.begin(async (tx) => {
      const rows = await tx<{ id: string; subject: string; payload: EventEnvelope }[]>`
        select id, subject, payload from ${tx(schema)}.outbox
        where published_at is null
        order by created_at
        limit ${batchSize}
        for update skip locked
      `;
      for (const row of rows) {
        await bus.publishEvent(row.subject, encodeJson(row.payload), row.id);
        await tx`update ${tx(schema)}.outbox set published_at = now() where id = ${row.id}`;
      }
      return rows.length;
    });

  const publishBatch = async (): Promise<number> => {
    // A tick that finds nothing costs one read of the partial index instead of a transaction's
    // three round trips: most ticks of an idle replica find nothing.
    const [probe] = await sql<{ pending: boolean }[]>`
      select exists (select from ${sql(schema)}.outbox where published_at is null) as pending
    `;
    const count = probe?.pending ? await publishLocked() : 0;
    if (Date.now() - lastPrune > 60_000) {
      lastPrune = Date.now();
      await sql`
        delete from ${sql(schema)}.outbox
        where published_at < now() - ${retentionMs / 1000} * interval '1 second'
      `;
    }
    return count;
  };

  // Publishes until a batch comes back short.
  const drain = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const n = await publishBatch();
      total += n;
      if (n < batchSize) return total;
    }
  };
  const loop = batchLoop({
    runOnce: drain,
    defaultIntervalMs: intervalMs,
    log,
    failure: "outbox relay could not publish; will retry",
    fields: { schema },
  });
  loop.start();

  return {
    wake: () => loop.wake(),
    // A failure is logged by the loop.
    flush: () => loop.flush().catch(() => 0),
    stop: async () => {
      removeProbe();
      await loop.stop();
    },
  };
}
