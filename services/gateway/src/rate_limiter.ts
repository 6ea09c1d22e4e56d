import { AppError, ERROR_CODE } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import type postgres from "postgres";

/** One counter a request is counted against: a scope, who, and how many a window allows. */
export interface RateLimitCheck {
  /** What is limited, e.g. `actions:account`. */
  scope: string;
  /** Whom it is counted for: an account id or a client address. */
  subject: string;
  /** Requests allowed in one window. */
  limit: number;
}

/** The outcome of counting one request: allowed or not, and the tightest limit's headers. */
export interface RateLimitDecision {
  allowed: boolean;
  /** The tightest limit (fewest requests left). */
  limit: number;
  /** Requests left in this window under that limit. */
  remaining: number;
  /** Whole seconds until the window ends, rounded up: waiting that long reaches a new window. */
  resetSeconds: number;
  /** The scope of a limit this request went over, when refused (for the metrics). */
  refusedBy?: string;
}

/** Options of {@link RateLimiter}. */
export interface RateLimiterOptions {
  /** Length of a window in seconds. @default 60 */
  windowSeconds?: number;
  now?: () => Date;
}

/**
 * Fixed-window counters in `gateway.rate_limits`, shared by every gateway replica: each request
 * adds one with an atomic upsert, so two replicas together admit exactly what one would.
 * Windows are aligned to the epoch, so every replica (with a synchronised clock) agrees on them.
 */
export class RateLimiter {
  readonly #sql: Sql;
  readonly #windowMs: number;
  readonly #now: () => Date;
  #prunedBefore = 0;

  constructor(sql: Sql, options: RateLimiterOptions = {}) {
    this.#sql = sql;
    this.#windowMs = (options.windowSeconds ?? 60) * 1000;
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * Counts one request against every check (refused requests count too) and decides.
   * @returns the decision; `allowed` is false when any check is over its limit
   */
  async hit(checks: RateLimitCheck[]): Promise<RateLimitDecision> {
    return (await this.hitWith(checks, null)).decision;
  }

  /**
   * {@link hit}, reading the one row of `alongside` in the same statement (one round trip for
   * the limits and, say, the spending cap).
   * @returns the decision, and the row of `alongside` (undefined without one, or without checks)
   */
  async hitWith<T extends postgres.MaybeRow>(
    checks: RateLimitCheck[],
    alongside: postgres.PendingQuery<T[]> | null,
  ): Promise<{ decision: RateLimitDecision; row: T | undefined }> {
    const now = this.#now().getTime();
    const start = Math.floor(now / this.#windowMs) * this.#windowMs;
    const resetSeconds = Math.max(1, Math.ceil((start + this.#windowMs - now) / 1000));
    if (checks.length === 0) {
      const row = alongside ? (await alongside)[0] : undefined;
      return { decision: { allowed: true, limit: 0, remaining: 0, resetSeconds }, row };
    }
    await this.#prune(start);
    // One statement for all checks, in a fixed order (no deadlock between concurrent requests).
    const sorted = [...checks].sort((a, b) =>
      `${a.scope}\n${a.subject}`.localeCompare(`${b.scope}\n${b.subject}`)
    );
    const windowStart = new Date(start);
    const sql = this.#sql;
    const rows = await sql<{ scope: string; subject: string; count: number; alongside?: T }[]>`
      with counted_quickly as (
        -- The counters of a window need not wait for the disk: this transaction's commit does
        -- not wait for its WAL flush, so the next request of the account waits less on the row.
        -- A Postgres crash may forget the last fraction of a second of counts, nothing else.
        select set_config('synchronous_commit', 'off', true)
      ),
      hits as (
        insert into gateway.rate_limits (scope, subject, window_start, count)
        select scope, subject, ${windowStart}::timestamptz, 1
        from unnest(${sorted.map((c) => c.scope)}::text[], ${sorted.map((c) => c.subject)}::text[])
          as t(scope, subject)
        on conflict (scope, subject, window_start)
          do update set count = gateway.rate_limits.count + 1
        returning scope, subject, count
      )
      select h.scope, h.subject, h.count ${alongside ? sql`, to_jsonb(q) as alongside` : sql``}
      from hits h cross join counted_quickly ${alongside ? sql`cross join (${alongside}) q` : sql``}
    `;
    let refusedBy: string | undefined;
    let tightest: { limit: number; remaining: number } | null = null;
    for (const check of sorted) {
      const row = rows.find((r) => r.scope === check.scope && r.subject === check.subject);
      const count = row?.count ?? 1;
      if (count > check.limit) refusedBy ??= check.scope;
      const remaining = Math.max(0, check.limit - count);
      if (
        !tightest || remaining < tightest.remaining ||
        (remaining === tightest.remaining && check.limit < tightest.limit)
      ) {
        tightest = { limit: check.limit, remaining };
      }
    }
    return {
      decision: {
        allowed: refusedBy === undefined,
        limit: tightest!.limit,
        remaining: tightest!.remaining,
        resetSeconds,
        ...(refusedBy ? { refusedBy } : {}),
      },
      row: rows[0]?.alongside,
    };
  }

  /**
   * Deletes windows older than the previous one (kept for a replica whose clock is a little
   * behind), at most once per window per replica.
   */
  async #prune(start: number): Promise<void> {
    if (start <= this.#prunedBefore) return;
    this.#prunedBefore = start;
    const before = new Date(start - this.#windowMs);
    await this.#sql`delete from gateway.rate_limits where window_start < ${before}`;
  }
}

/** The `RateLimit-*` headers of a decision. */
export function rateLimitHeaders(d: RateLimitDecision): Record<string, string> {
  return {
    "ratelimit-limit": String(d.limit),
    "ratelimit-remaining": String(d.remaining),
    "ratelimit-reset": String(d.resetSeconds),
  };
}

/** The 429 of a refused decision, with `Retry-After` and the `RateLimit-*` headers. */
export function rateLimited(d: RateLimitDecision): AppError {
  return new AppError(
    ERROR_CODE.rateLimited,
    `Too many requests: at most ${d.limit} in this window; retry after ${d.resetSeconds} seconds`,
    { retryAfter: d.resetSeconds, headers: rateLimitHeaders(d) },
  );
}
