import { AppError, ERROR_CODE } from "@asst/shared";
import { commitWithoutFlushWait, type Sql } from "@asst/shared/db";
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
    return (await this.hitMany([checks], null)).decisions[0]!;
  }

  /**
   * Counts a batch of requests, each against its checks, in one statement, and reads the rows
   * of `alongside` (say, the spending cap of their accounts) in it too: one round trip for the
   * batch. The requests are counted in the batch's order, so each one's decision is what it
   * would be had they been sent one after the other.
   * @returns a decision per request, in order, and the rows of `alongside`
   */
  async hitMany<T extends postgres.MaybeRow>(
    batch: readonly RateLimitCheck[][],
    alongside: postgres.PendingQuery<T[]> | null,
  ): Promise<{ decisions: RateLimitDecision[]; rows: T[] }> {
    const now = this.#now().getTime();
    const start = Math.floor(now / this.#windowMs) * this.#windowMs;
    const resetSeconds = Math.max(1, Math.ceil((start + this.#windowMs - now) / 1000));
    // Hits per counter; rows in a fixed order, so that concurrent statements never deadlock.
    const hits = new Map<string, { scope: string; subject: string; n: number }>();
    for (const check of batch.flat()) {
      const id = counterId(check);
      const hit = hits.get(id) ?? { scope: check.scope, subject: check.subject, n: 0 };
      hit.n++;
      hits.set(id, hit);
    }
    const counters = [...hits.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, c]) => c);
    if (counters.length > 0) await this.#prune(start);
    const sql = this.#sql;
    const rows = await sql<{ scope: string | null; subject: string; count: number; row: T }[]>`
      with counted_quickly as (
        -- The counters of a window need not wait for the disk, so the next request of the
        -- account waits less on the row: a Postgres crash may forget the last fraction of a
        -- second of counts, nothing else.
        ${commitWithoutFlushWait(sql)}
      ),
      hits as (
        insert into gateway.rate_limits (scope, subject, window_start, count)
        select scope, subject, ${new Date(start)}::timestamptz, n
        from unnest(${counters.map((c) => c.scope)}::text[],
                    ${counters.map((c) => c.subject)}::text[], ${counters.map((c) => c.n)}::int[])
          with ordinality as t(scope, subject, n, i)
        order by i
        on conflict (scope, subject, window_start)
          do update set count = gateway.rate_limits.count + excluded.count
        returning scope, subject, count
      )
      select h.scope, h.subject, h.count, null::jsonb as row from hits h cross join counted_quickly
      ${
      alongside ? sql`union all select null, null, null, to_jsonb(q) from (${alongside}) q` : sql``
    }
    `;
    // The count after the batch, per counter; each request takes its turn within it.
    const after = new Map<string, number>();
    for (const { scope, subject, count } of rows) {
      if (scope !== null) after.set(counterId({ scope, subject }), count);
    }
    const seen = new Map<string, number>();
    const decisions = batch.map((checks) =>
      decide(checks, resetSeconds, (check) => {
        const id = counterId(check);
        const turn = (seen.get(id) ?? 0) + 1;
        seen.set(id, turn);
        return (after.get(id) ?? hits.get(id)!.n) - hits.get(id)!.n + turn;
      })
    );
    return { decisions, rows: rows.filter((r) => r.scope === null).map((r) => r.row) };
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

function counterId(c: { scope: string; subject: string }): string {
  return `${c.scope}\n${c.subject}`;
}

/** The decision for one request, given the count each of its checks reached with it. */
function decide(
  checks: readonly RateLimitCheck[],
  resetSeconds: number,
  countOf: (check: RateLimitCheck) => number,
): RateLimitDecision {
  if (checks.length === 0) return { allowed: true, limit: 0, remaining: 0, resetSeconds };
  let refusedBy: string | undefined;
  let tightest: { limit: number; remaining: number } | null = null;
  for (const check of [...checks].sort((a, b) => counterId(a).localeCompare(counterId(b)))) {
    const count = countOf(check);
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
    allowed: refusedBy === undefined,
    limit: tightest!.limit,
    remaining: tightest!.remaining,
    resetSeconds,
    ...(refusedBy ? { refusedBy } : {}),
  };
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
