import { type Logger, sha256Hex } from "@asst/shared";
import type { JsonValue, Sql, TransactionSql } from "@asst/shared/db";

/** A stored response body of POST /actions. */
export type StoredResponse = { [key: string]: JsonValue };

/** What a request found when it claimed its Idempotency-Key and message text. */
export type ClaimResult =
  /** Nothing matched: run the request, then `complete` or `release` the token. */
  | { kind: "run"; token: string }
  /** A completed request matched: answer with its stored response, do not run. */
  | { kind: "replay"; response: StoredResponse; matched: MatchKind }
  /** A request that still runs matched: answer 409, retry after `retryAfter` seconds. */
  | { kind: "busy"; retryAfter: number; matched: MatchKind };

/** What {@link IdempotencyStore.once} did with a request. */
export type OnceResult<T> =
  /** Nothing matched: `run` ran and this is its response. */
  | { kind: "ran"; response: T }
  /** A kept response matched: `run` did not run. */
  | { kind: "replay"; response: StoredResponse; matched: MatchKind }
  /** A request that still runs matched: `run` did not run; retry after `retryAfter` seconds. */
  | { kind: "busy"; retryAfter: number; matched: MatchKind };

/** Which responses {@link IdempotencyStore.once} keeps, and where it reports a failure to. */
export interface OncePolicy<T> {
  /**
   * Whether the response is kept for repeats. A response that did nothing (no tool call
   * succeeded, or it asks for a missing detail) is not: its claim is released, so that the same
   * request sent again, once the cause is fixed, runs again.
   */
  keep: (response: T) => boolean;
  /** Where a failure to store or release a claim is logged (the response is answered anyway). */
  log?: Logger;
}

/** Which record matched: the Idempotency-Key or the message text. */
export type MatchKind = "key" | "text";

/** Options of {@link IdempotencyStore}. */
export interface IdempotencyOptions {
  /** How long a claim holds while its request runs, in milliseconds (request timeout + margin). */
  leaseMs: number;
  /** How long the same message text is answered from the stored response, in seconds. */
  duplicateWindowSeconds: number;
  /** How long an Idempotency-Key is kept, in seconds. */
  keyTtlSeconds: number;
  /** Most seconds a 409 asks the client to wait. @default 2 */
  busyRetryAfterSeconds?: number;
  now?: () => Date;
}

interface Row {
  kind: MatchKind;
  token: string;
  state: "running" | "done";
  locked_until: Date | null;
  response: StoredResponse | null;
}

/**
 * Idempotency of POST /actions and of MCP tool calls in the `gateway` schema, shared by every
 * replica: per account, a request claims its Idempotency-Key (kept `keyTtlSeconds`) and its
 * message text (kept `duplicateWindowSeconds`; only its SHA-256 is stored). A repeat of a kept
 * response gets it; a repeat while the first still runs is told to wait; a claim whose request
 * failed or did nothing is released, and one whose gateway died lapses after `leaseMs`. When the
 * key and the text match different records, the key wins.
 */
export class IdempotencyStore {
  readonly #sql: Sql;
  readonly #o: Required<IdempotencyOptions>;

  constructor(sql: Sql, options: IdempotencyOptions) {
    this.#sql = sql;
    this.#o = { busyRetryAfterSeconds: 2, now: () => new Date(), ...options };
  }

  /** Claims the key (when given) and the text for a request of `accountId`. */
  async claim(
    accountId: string,
    request: { idempotencyKey?: string | undefined; message: string },
  ): Promise<ClaimResult> {
    const keyHash = request.idempotencyKey === undefined
      ? null
      : await sha256Hex(request.idempotencyKey);
    const textHash = await sha256Hex(request.message);
    const now = this.#o.now();
    return await this.#sql.begin(async (tx) => {
      // One claim at a time per account: two replicas cannot both find nothing and both run.
      // The lock, the clean-up and the lookup are sent together (one round trip, run in order).
      const [, , rows] = await Promise.all([
        tx`select pg_advisory_xact_lock(hashtext(${"idempotency:" + accountId}))`,
        tx`delete from gateway.idempotency where account_id = ${accountId} and expires_at <= ${now}`,
        tx<Row[]>`
          select kind, token, state, locked_until, response from gateway.idempotency
          where account_id = ${accountId}
            and ((kind = 'key' and lookup = ${
          keyHash ?? ""
        }) or (kind = 'text' and lookup = ${textHash}))
        `,
      ]);
      const live = (kind: MatchKind) =>
        rows.find((r) =>
          r.kind === kind &&
          (r.state === "done" || (r.locked_until !== null && r.locked_until > now))
        );
      for (const kind of keyHash === null ? ["text"] as const : ["key", "text"] as const) {
        const row = live(kind);
        if (!row) continue;
        if (row.state === "running") {
          const leftSeconds = Math.ceil((row.locked_until!.getTime() - now.getTime()) / 1000);
          const retryAfter = Math.max(1, Math.min(leftSeconds, this.#o.busyRetryAfterSeconds));
          return { kind: "busy", retryAfter, matched: kind };
        }
        if (kind === "text" && keyHash !== null) {
          // The key now stands for that response too, for as long as keys are kept.
          await this.#upsert(tx, accountId, [{
            kind: "key",
            lookup: keyHash,
            expiresAt: this.#after(now, this.#o.keyTtlSeconds),
          }], {
            token: row.token,
            state: "done",
            lockedUntil: null,
            response: row.response,
            now,
          });
        }
        return { kind: "replay", response: row.response!, matched: kind };
      }
      const token = crypto.randomUUID();
      const lockedUntil = new Date(now.getTime() + this.#o.leaseMs);
      await this.#upsert(tx, accountId, [
        ...(keyHash === null ? [] : [{
          kind: "key" as const,
          lookup: keyHash,
          expiresAt: this.#after(now, this.#o.keyTtlSeconds),
        }]),
        {
          kind: "text",
          lookup: textHash,
          expiresAt: this.#after(now, this.#o.duplicateWindowSeconds),
        },
      ], { token, state: "running", lockedUntil, response: null, now });
      return { kind: "run", token };
    });
  }

  /**
   * Runs `run` once per Idempotency-Key (when given) and per message text of `accountId`: the
   * claim, then the run, then the response kept (when `policy.keep` says so) or the claim
   * released (when it does not, or when `run` throws, which is rethrown). A repeat of a kept
   * response gets `replay`; a repeat while the first still runs gets `busy`.
   */
  async once<T extends object>(
    accountId: string,
    request: { idempotencyKey?: string | undefined; message: string },
    run: () => Promise<T>,
    policy: OncePolicy<T>,
  ): Promise<OnceResult<T>> {
    const claim = await this.claim(accountId, request);
    if (claim.kind !== "run") return claim;
    const release = () =>
      this.release(claim.token).catch((err) =>
        policy.log?.warn("could not release an idempotency claim", { err })
      );
    let response: T;
    try {
      response = await run();
    } catch (err) {
      await release();
      throw err;
    }
    if (policy.keep(response)) {
      // The work is done: a failure to store it only means a retry runs again after the lease.
      await this.complete(claim.token, response as unknown as StoredResponse).catch((err) =>
        policy.log?.error("could not store an idempotent response", { err })
      );
    } else {
      await release();
    }
    return { kind: "ran", response };
  }

  /** Drops expired records of every account, at most `limit` of them. @returns how many */
  async prune(limit: number): Promise<number> {
    const rows = await this.#sql`
      delete from gateway.idempotency where ctid in (
        select ctid from gateway.idempotency where expires_at <= ${this.#o.now()} limit ${limit})
      returning 1
    `;
    return rows.length;
  }

  /** Stores the response of a request that did something, for its repeats to get. */
  async complete(token: string, response: StoredResponse): Promise<void> {
    await this.#sql`
      update gateway.idempotency
      set state = 'done', locked_until = null, response = ${this.#sql.json(response)}
      where token = ${token} and state = 'running'
    `;
  }

  /** Drops the claim of a request that failed or did nothing, so that a retry runs. */
  async release(token: string): Promise<void> {
    await this.#sql`
      delete from gateway.idempotency where token = ${token} and state = 'running'
    `;
  }

  #after(now: Date, seconds: number): Date {
    return new Date(now.getTime() + seconds * 1000);
  }

  /** Records the claims (one statement for the key and the text). */
  async #upsert(
    tx: TransactionSql,
    accountId: string,
    claims: { kind: MatchKind; lookup: string; expiresAt: Date }[],
    v: {
      token: string;
      state: "running" | "done";
      lockedUntil: Date | null;
      response: StoredResponse | null;
      now: Date;
    },
  ): Promise<void> {
    const response = v.response === null ? null : tx.json(v.response);
    await tx`
      insert into gateway.idempotency
        (account_id, kind, lookup, token, state, locked_until, response, created_at, expires_at)
      select ${accountId}, c.kind, c.lookup, ${v.token}, ${v.state}, ${v.lockedUntil},
             ${response}, ${v.now}, c.expires_at
      from unnest(${claims.map((c) => c.kind)}::text[], ${claims.map((c) => c.lookup)}::text[],
                  ${claims.map((c) => c.expiresAt.toISOString())}::timestamptz[])
        as c(kind, lookup, expires_at)
      on conflict (account_id, kind, lookup) do update set
        token = excluded.token, state = excluded.state, locked_until = excluded.locked_until,
        response = excluded.response, created_at = excluded.created_at,
        expires_at = excluded.expires_at
    `;
  }
}
