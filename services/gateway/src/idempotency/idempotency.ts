import { Coalescer, isStatementRefused, type Logger, sha256HexSync } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import {
  type Alongside,
  claimBatch,
  type ClaimRequest,
  type ClaimRow,
  type MatchKind,
  type Row,
  settleBatch,
  type Settlement,
  type StoredResponse,
} from "./idempotency_batches.ts";

export type { Alongside, MatchKind, StoredResponse } from "./idempotency_batches.ts";

/** What a request found when it claimed its Idempotency-Key and message text. */
export type ClaimResult =
  /** Nothing matched: run the request, then `complete` or `release` the token. */
  | { kind: "run"; token: string; operation: Operation }
  /** A completed request matched: answer with its stored response, do not run. */
  | { kind: "replay"; response: StoredResponse; matched: MatchKind }
  /** A request that still runs matched: answer 409, retry after `retryAfter` seconds. */
  | { kind: "busy"; retryAfter: number; matched: MatchKind };

/**
 * The request's identity for the service that runs it: the lookup of the record that guards it
 * (the Idempotency-Key's when given, else the text's) and when that record lapses. A repeat of a
 * request whose claim was released (its reply was lost) carries the same identity.
 */
export interface Operation {
  id: string;
  expiresAt: Date;
}

/**
 * The `operation` of a request to the assistant: its {@link Operation} and the deadline after
 * which this gateway no longer waits (`timeoutMs` from now), past which the assistant does not
 * start it.
 */
export function operationOf(
  operation: Operation,
  timeoutMs: number,
  now: Date = new Date(),
): { id: string; expires_at: string; deadline: string } {
  return {
    id: operation.id,
    expires_at: operation.expiresAt.toISOString(),
    deadline: new Date(now.getTime() + timeoutMs).toISOString(),
  };
}

/** What {@link IdempotencyStore.once} did with a request. */
export type OnceResult<T> =
  /** Nothing matched: `run` ran and this is its response. */
  | { kind: "ran"; response: T }
  /** A kept response matched: `run` did not run. */
  | { kind: "replay"; response: StoredResponse; matched: MatchKind }
  /** A request that still runs matched: `run` did not run; retry after `retryAfter` seconds. */
  | { kind: "busy"; retryAfter: number; matched: MatchKind };

/** Which responses {@link IdempotencyStore.once} keeps, and where it reports a failure to. */
export interface OncePolicy<T, A = never> {
  /**
   * Whether the response is kept for repeats. A response that did nothing (no tool call
   * succeeded, or it asks for a missing detail) is not: its claim is released, so that the same
   * request sent again, once the cause is fixed, runs again.
   */
  keep: (response: T) => boolean;
  /**
   * What to write with the completion or the release of a request that ran (the charge of the
   * call), by the store's `alongside` statement: one round trip and one transaction for both.
   * Null: nothing.
   */
  alongside?: (response: T) => A | null;
  /** Where a failure to store or release a claim is logged (the response is answered anyway). */
  log?: Logger;
  /**
   * The request's admission (its rate limits and spending cap), already under way: the claim is
   * made while it is decided, and nothing runs before it is. When it is refused, its error is
   * thrown, whatever the claim found, and a record the claim took is released.
   */
  admission?: Promise<unknown>;
}

/** Options of {@link IdempotencyStore}. */
export interface IdempotencyOptions<A = never> {
  /** How long a claim holds while its request runs, in milliseconds (request timeout + margin). */
  leaseMs: number;
  /** How long the same message text is answered from the stored response, in seconds. */
  duplicateWindowSeconds: number;
  /** How long an Idempotency-Key is kept, in seconds. */
  keyTtlSeconds: number;
  /** Most seconds a 409 asks the client to wait. @default 2 */
  busyRetryAfterSeconds?: number;
  /**
   * The statement that writes what requests give to write with their completion or release
   * (their charges), for a batch of them; needed when any request gives something.
   */
  alongside?: (items: readonly A[]) => Alongside;
  now?: () => Date;
}

/**
 * Whose requests repeat each other: one API key of one account. Another key of the same account
 * never matches its records: it runs its own request under its own permissions (a key allowed less
 * must not receive an answer computed with more).
 */
export interface IdempotencyScope {
  accountId: string;
  keyId: string;
}

/** The lookup of a record: the SHA-256 of the key's id and the Idempotency-Key or text. */
function lookupOf(scope: IdempotencyScope, value: string): string {
  return sha256HexSync(`${scope.keyId}\n${value}`);
}

/** What a claim sends: the account, the lookups of its records, its token. */
type Claim = Pick<ClaimRequest, "accountId" | "keyHash" | "textHash" | "token">;

/**
 * Idempotency of POST /actions and of MCP tool calls in the `gateway` schema, shared by every
 * replica: per API key of an account, a request claims its Idempotency-Key (kept `keyTtlSeconds`)
 * and its message text (kept `duplicateWindowSeconds`; only a SHA-256 of the key's id and the text
 * is stored). A repeat of a kept
 * response gets it; a repeat while the first still runs is told to wait; a claim whose request
 * failed or did nothing is released, and one whose gateway died lapses after `leaseMs`. When the
 * key and the text match different records, the key wins.
 */
export class IdempotencyStore<A = never> {
  readonly #sql: Sql;
  readonly #o: Required<Omit<IdempotencyOptions<A>, "alongside">>;
  /** Claims of requests that arrive together go out in one statement. */
  readonly #claims: Coalescer<Claim, ClaimRow[]>;
  /** Completions and releases of requests that end together go out in one statement. */
  readonly #settlements: Coalescer<Settlement<A>, void>;

  constructor(sql: Sql, options: IdempotencyOptions<A>) {
    this.#sql = sql;
    this.#o = { busyRetryAfterSeconds: 2, now: () => new Date(), ...options };
    const retryAlone = isStatementRefused;
    this.#claims = new Coalescer((claims) => {
      const now = this.#o.now();
      return claimBatch(
        sql,
        claims.map((c) => ({
          ...c,
          keyExpiresAt: this.#after(now, this.#o.keyTtlSeconds),
          textExpiresAt: this.#after(now, this.#o.duplicateWindowSeconds),
        })),
        now,
        new Date(now.getTime() + this.#o.leaseMs),
      );
    }, { retryAlone });
    this.#settlements = new Coalescer(
      (batch) => settleBatch(sql, batch, options.alongside),
      { retryAlone },
    );
  }

  /**
   * Claims the key (when given) and the text for a request of `scope`, in one statement
   * (with the claims of the requests that arrive at the same time, see `claimBatch`):
   * a record live as the statement begins is answered from (a replay writes nothing); else it is
   * inserted, or taken over when it has expired or its lease has passed, by an upsert, which the
   * unique key makes exact across replicas without a lock held between round trips. The key's
   * record is claimed first and the text's only when the key's was; when the text's is held by
   * another request, a second statement points the new key at its response (replay) or drops it
   * (busy).
   */
  async claim(
    scope: IdempotencyScope,
    request: { idempotencyKey?: string | undefined; message: string },
  ): Promise<ClaimResult> {
    const { accountId } = scope;
    const keyHash = request.idempotencyKey === undefined
      ? null
      : lookupOf(scope, request.idempotencyKey);
    const textHash = lookupOf(scope, request.message);
    const now = this.#o.now();
    const token = crypto.randomUUID();
    const rows = await this.#claims.submit({ accountId, keyHash, textHash, token });
    const claimed = (kind: MatchKind) => rows.some((r) => r.src === "claimed" && r.kind === kind);
    const seen = (kind: MatchKind) =>
      rows.find((r): r is { src: "seen" } & Row => r.src === "seen" && r.kind === kind);
    if (keyHash !== null && !claimed("key")) {
      return this.#answer(
        await this.#held(accountId, "key", keyHash, seen("key"), now),
        "key",
        now,
      );
    }
    if (claimed("text")) {
      const operation = keyHash === null
        ? { id: textHash, expiresAt: this.#after(now, this.#o.duplicateWindowSeconds) }
        : { id: keyHash, expiresAt: this.#after(now, this.#o.keyTtlSeconds) };
      return { kind: "run", token, operation };
    }
    const text = await this.#held(accountId, "text", textHash, seen("text"), now);
    const answer = this.#answer(text, "text", now);
    if (keyHash !== null) {
      if (text && answer.kind === "replay") {
        // The key now stands for that response too, for as long as keys are kept.
        const sql = this.#sql;
        await sql`
          update gateway.idempotency
          set token = ${text.token}, state = 'done', locked_until = null,
              response = ${sql.json(answer.response)}, created_at = ${now},
              expires_at = ${this.#after(now, this.#o.keyTtlSeconds)}
          where account_id = ${accountId} and kind = 'key' and lookup = ${keyHash}
            and token = ${token}
        `;
      } else {
        await this.release(token);
      }
    }
    return answer;
  }

  /**
   * The record that kept this request from claiming `lookup`: the one the statement saw when it
   * is live, else (it was written by a request that committed meanwhile) the one there now.
   */
  async #held(
    accountId: string,
    kind: MatchKind,
    lookup: string,
    seen: Row | undefined,
    now: Date,
  ): Promise<Row | undefined> {
    if (seen && this.#live(seen, now)) return seen;
    const row = await this.#read(accountId, kind, lookup);
    return row && this.#live(row, now) ? row : undefined;
  }

  async #read(accountId: string, kind: MatchKind, lookup: string): Promise<Row | undefined> {
    const [row] = await this.#sql<Row[]>`
      select kind, token, state, locked_until, expires_at, response from gateway.idempotency
      where account_id = ${accountId} and kind = ${kind} and lookup = ${lookup}
    `;
    return row;
  }

  #live(row: Row, now: Date): boolean {
    return row.expires_at > now &&
      (row.state === "done" || (row.locked_until !== null && row.locked_until > now));
  }

  /**
   * Replay of a kept response, or busy while its request runs (or when the record changed
   * between the claim and the read, which a retry settles).
   */
  #answer(row: Row | undefined, kind: MatchKind, now: Date): ClaimResult {
    if (row?.state === "done") return { kind: "replay", response: row.response!, matched: kind };
    const leftSeconds = row?.locked_until
      ? Math.ceil((row.locked_until.getTime() - now.getTime()) / 1000)
      : 1;
    const retryAfter = Math.max(1, Math.min(leftSeconds, this.#o.busyRetryAfterSeconds));
    return { kind: "busy", retryAfter, matched: kind };
  }

  /**
   * Runs `run` once per Idempotency-Key (when given) and per message text of `scope`: the
   * claim, then the run (given the request's {@link Operation}), then the response kept (when `policy.keep` says so) or the claim
   * released (when it does not, or when `run` throws, which is rethrown). A repeat of a kept
   * response gets `replay`; a repeat while the first still runs gets `busy`.
   */
  async once<T extends object>(
    scope: IdempotencyScope,
    request: { idempotencyKey?: string | undefined; message: string },
    run: (operation: Operation) => Promise<T>,
    policy: OncePolicy<T, A>,
  ): Promise<OnceResult<T>> {
    const claim = await this.#claimAdmitted(scope, request, policy);
    if (claim.kind !== "run") return claim;
    let response: T;
    try {
      response = await run(claim.operation);
    } catch (err) {
      await this.release(claim.token).catch((err) =>
        policy.log?.warn("could not release an idempotency claim", { err })
      );
      throw err;
    }
    const alongside = policy.alongside?.(response) ?? null;
    if (policy.keep(response)) {
      // The work is done: a failure to store it only means a retry runs again after the lease.
      await this.complete(claim.token, response as unknown as StoredResponse, alongside).catch(
        (err) =>
          policy.log?.error(
            alongside !== null
              ? "could not store an idempotent response and charge the call"
              : "could not store an idempotent response",
            { err },
          ),
      );
    } else {
      await this.release(claim.token, alongside).catch((err) =>
        alongside !== null
          ? policy.log?.error("could not release an idempotency claim and charge the call", {
            err,
          })
          : policy.log?.warn("could not release an idempotency claim", { err })
      );
    }
    return { kind: "ran", response };
  }

  /** {@link claim}, at the same time as the admission when there is one. */
  async #claimAdmitted(
    scope: IdempotencyScope,
    request: { idempotencyKey?: string | undefined; message: string },
    policy: { admission?: Promise<unknown>; log?: Logger },
  ): Promise<ClaimResult> {
    if (!policy.admission) return await this.claim(scope, request);
    const [claimed, admitted] = await Promise.allSettled([
      this.claim(scope, request),
      policy.admission,
    ]);
    if (admitted.status === "rejected") {
      if (claimed.status === "fulfilled" && claimed.value.kind === "run") {
        await this.release(claimed.value.token).catch((err) =>
          policy.log?.warn("could not release an idempotency claim", { err })
        );
      }
      throw admitted.reason;
    }
    if (claimed.status === "rejected") throw claimed.reason;
    return claimed.value;
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

  /**
   * Stores the response of a request that did something, for its repeats to get.
   * @param alongside what to write in the same statement (the charge of the call)
   */
  async complete(
    token: string,
    response: StoredResponse,
    alongside: A | null = null,
  ): Promise<void> {
    await this.#settlements.submit({ token, response, alongside });
  }

  /**
   * Drops the claim of a request that failed or did nothing, so that a retry runs.
   * @param alongside what to write in the same statement (the charge of the call)
   */
  async release(token: string, alongside: A | null = null): Promise<void> {
    await this.#settlements.submit({ token, response: null, alongside });
  }

  #after(now: Date, seconds: number): Date {
    return new Date(now.getTime() + seconds * 1000);
  }
}
