/**
 * Per-key activity: each key's calls counted in memory by hour, endpoint, tool and outcome, and
 * added to `gateway.key_activity` in batches (no statement per request), then pruned after the
 * retention. Never a message, an argument or an address.
 * @module
 */
import type { ActivityEndpoint } from "@asst/shared";
import type { Sql } from "@asst/shared/db";

/** One call of a key, as the gateway counts it. */
export interface ActivityCall {
  keyId: string;
  accountId: string;
  endpoint: ActivityEndpoint;
  /** The MCP tool called, the tools a POST /actions turn ran joined by "+", or "". */
  tool: string;
  /** `allowed`, or the refusal's stable error code. */
  outcome: string;
}

interface Pending extends ActivityCall {
  hour: number;
  calls: number;
}

/** Options of {@link KeyActivity}. */
export interface KeyActivityOptions {
  /**
   * Most distinct counts held between two flushes; calls past it are dropped (and said so in the
   * log) while the database does not take them. @default 50000
   */
  maxPending?: number;
  /** Rows added by one statement. @default 1000 */
  batchSize?: number;
  /** How long counts are kept, in days. @default 30 */
  retentionDays?: number;
  /** @default Date.now */
  now?: () => number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Counts calls per (key, hour, endpoint, tool, outcome) in memory; {@link flush} adds them to the
 * table with one upsert per batch, which adds to what other replicas wrote, so totals are exact
 * however many gateways count. Counts that a failed flush could not write are kept for the next.
 */
export class KeyActivity {
  readonly #sql: Sql;
  readonly #o: Required<KeyActivityOptions>;
  #pending = new Map<string, Pending>();
  #dropped = 0;

  constructor(sql: Sql, options: KeyActivityOptions = {}) {
    this.#sql = sql;
    this.#o = {
      maxPending: options.maxPending ?? 50_000,
      batchSize: options.batchSize ?? 1000,
      retentionDays: options.retentionDays ?? 30,
      now: options.now ?? Date.now,
    };
  }

  /** Rows added by one {@link flush}; a flush this full means more are waiting. */
  get batchSize(): number {
    return this.#o.batchSize;
  }

  /** Distinct counts not yet written. */
  get pending(): number {
    return this.#pending.size;
  }

  /** Counts one call, in memory: no I/O. */
  record(call: ActivityCall): void {
    const hour = Math.floor(this.#o.now() / HOUR_MS) * HOUR_MS;
    const id = `${call.keyId}|${hour}|${call.endpoint}|${call.tool}|${call.outcome}`;
    const known = this.#pending.get(id);
    if (known) {
      known.calls++;
    } else if (this.#pending.size < this.#o.maxPending) {
      this.#pending.set(id, { ...call, hour, calls: 1 });
    } else {
      this.#dropped++;
    }
  }

  /**
   * Takes calls dropped since the last call (the pending counts were full), for the log.
   * @returns how many
   */
  takeDropped(): number {
    const dropped = this.#dropped;
    this.#dropped = 0;
    return dropped;
  }

  /**
   * Adds up to {@link batchSize} pending counts to the table in one statement; on failure they
   * go back to the pending counts, to be added by a later flush.
   * @returns how many rows it wrote
   */
  async flush(): Promise<number> {
    if (this.#pending.size === 0) return 0;
    const batch: [string, Pending][] = [];
    for (const entry of this.#pending) {
      batch.push(entry);
      if (batch.length >= this.#o.batchSize) break;
    }
    for (const [id] of batch) this.#pending.delete(id);
    try {
      await this.#upsert(batch.map(([, p]) => p));
    } catch (err) {
      for (const [id, p] of batch) {
        const known = this.#pending.get(id);
        if (known) known.calls += p.calls;
        else this.#pending.set(id, p);
      }
      throw err;
    }
    return batch.length;
  }

  async #upsert(rows: readonly Pending[]): Promise<void> {
    const column = <K extends keyof Pending>(k: K) => rows.map((r) => r[k]);
    // In the primary key's order, so replicas that add to the same rows never deadlock.
    await this.#sql`
      insert into gateway.key_activity as a
        (key_id, account_id, hour, endpoint, tool, outcome, calls)
      select * from unnest(
        ${column("keyId")}::uuid[], ${column("accountId")}::uuid[],
        ${rows.map((r) => new Date(r.hour).toISOString())}::timestamptz[],
        ${column("endpoint")}::text[], ${column("tool")}::text[], ${column("outcome")}::text[],
        ${rows.map((r) => String(r.calls))}::bigint[])
        as r(key_id, account_id, hour, endpoint, tool, outcome, calls)
      order by key_id, hour, endpoint, tool, outcome
      on conflict (key_id, hour, endpoint, tool, outcome)
        do update set calls = a.calls + excluded.calls
    `;
  }

  /**
   * Deletes up to `batch` counts older than the retention.
   * @returns how many it deleted
   */
  async prune(batch: number): Promise<number> {
    const cutoff = new Date(this.#o.now() - this.#o.retentionDays * DAY_MS);
    const rows = await this.#sql`
      delete from gateway.key_activity
      where ctid = any(array(
        select ctid from gateway.key_activity where hour < ${cutoff.toISOString()} limit ${batch}))
      returning 1
    `;
    return rows.length;
  }
}
