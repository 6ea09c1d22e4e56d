import { Coalescer, isStatementRefused, type Logger, sha256HexSync } from "@asst/shared";
import type { JsonValue, Sql } from "@asst/shared/db";
import type postgres from "postgres";

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
  /**
   * A statement to run with the completion or the release of a request that ran (the charge of
   * the call): one round trip and one transaction for both. Null: nothing.
   */
  alongside?: (response: T) => Alongside | null;
  /** Where a failure to store or release a claim is logged (the response is answered anyway). */
  log?: Logger;
}

/** A statement of another table, sent in the same statement as a completion or a release. */
export type Alongside = postgres.PendingQuery<postgres.Row[]>;

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
  expires_at: Date;
  response: StoredResponse | null;
}

/** The end of a request's claim: its response kept, or (null) the claim released. */
interface Settlement {
  token: string;
  response: StoredResponse | null;
  alongside: Alongside | null;
}

/** A row of the claim: a record this request claimed, or one it saw as the statement began. */
type ClaimRow = { src: "claimed"; kind: MatchKind } | ({ src: "seen" } & Row);

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
  /** Completions and releases of requests that end together go out in one statement. */
  readonly #settlements: Coalescer<Settlement, void>;

  constructor(sql: Sql, options: IdempotencyOptions) {
    this.#sql = sql;
    this.#o = { busyRetryAfterSeconds: 2, now: () => new Date(), ...options };
    this.#settlements = new Coalescer((batch) => this.#settle(batch), {
      retryAlone: isStatementRefused,
    });
  }

  /**
   * Claims the key (when given) and the text for a request of `accountId`, in one statement:
   * a record live as the statement begins is answered from (a replay writes nothing); else it is
   * inserted, or taken over when it has expired or its lease has passed, by an upsert, which the
   * unique key makes exact across replicas without a lock held between round trips. The key's record is claimed first and the text's only when the key's was; when the
   * text's is held by another request, a second statement points the new key at its response
   * (replay) or drops it (busy).
   */
  async claim(
    accountId: string,
    request: { idempotencyKey?: string | undefined; message: string },
  ): Promise<ClaimResult> {
    const keyHash = request.idempotencyKey === undefined
      ? null
      : sha256HexSync(request.idempotencyKey);
    const textHash = sha256HexSync(request.message);
    const now = this.#o.now();
    const token = crypto.randomUUID();
    const sql = this.#sql;
    const claimOf = (kind: MatchKind, lookup: string, seconds: number, when: postgres.Fragment) =>
      sql`
        insert into gateway.idempotency as i
          (account_id, kind, lookup, token, state, locked_until, response, created_at, expires_at)
        select ${accountId}, ${kind}, ${lookup}, ${token}, 'running',
               ${new Date(now.getTime() + this.#o.leaseMs)}, null, ${now}, ${
        this.#after(now, seconds)
      }
        where ${when} and not exists (
          -- A record live as the statement began is answered from, without a write.
          select 1 from seen s where s.kind = ${kind} and s.expires_at > ${now}
            and (s.state = 'done' or s.locked_until > ${now}))
        on conflict (account_id, kind, lookup) do update set
          token = excluded.token, state = excluded.state, locked_until = excluded.locked_until,
          response = null, created_at = excluded.created_at, expires_at = excluded.expires_at
        where i.expires_at <= ${now}
           or (i.state = 'running' and not coalesce(i.locked_until > ${now}, false))
        returning i.kind
      `;
    const rows = await sql<ClaimRow[]>`
      with seen as (
        select kind, token, state, locked_until, expires_at, response from gateway.idempotency
        where account_id = ${accountId}
          and ((kind = 'key' and lookup = ${
      keyHash ?? ""
    }) or (kind = 'text' and lookup = ${textHash}))
      ),
      k as (${claimOf("key", keyHash ?? "", this.#o.keyTtlSeconds, sql`${keyHash !== null}`)}),
      t as (${
      claimOf(
        "text",
        textHash,
        this.#o.duplicateWindowSeconds,
        keyHash === null ? sql`true` : sql`exists (select 1 from k)`,
      )
    })
      select 'claimed' as src, kind, null::uuid as token, null as state,
             null::timestamptz as locked_until, null::timestamptz as expires_at, null::jsonb as response
      from k
      union all
      select 'claimed', kind, null, null, null, null, null from t
      union all
      select 'seen', kind, token, state, locked_until, expires_at, response from seen
    `;
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
    if (claimed("text")) return { kind: "run", token };
    const text = await this.#held(accountId, "text", textHash, seen("text"), now);
    const answer = this.#answer(text, "text", now);
    if (keyHash !== null) {
      if (text && answer.kind === "replay") {
        // The key now stands for that response too, for as long as keys are kept.
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
    let response: T;
    try {
      response = await run();
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
            alongside
              ? "could not store an idempotent response and charge the call"
              : "could not store an idempotent response",
            { err },
          ),
      );
    } else {
      await this.release(claim.token, alongside).catch((err) =>
        alongside
          ? policy.log?.error("could not release an idempotency claim and charge the call", {
            err,
          })
          : policy.log?.warn("could not release an idempotency claim", { err })
      );
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

  /**
   * Stores the response of a request that did something, for its repeats to get.
   * @param alongside a statement run in the same statement (the charge of the call)
   */
  async complete(
    token: string,
    response: StoredResponse,
    alongside: Alongside | null = null,
  ): Promise<void> {
    await this.#settlements.submit({ token, response, alongside });
  }

  /**
   * Drops the claim of a request that failed or did nothing, so that a retry runs.
   * @param alongside a statement run in the same statement (the charge of the call)
   */
  async release(token: string, alongside: Alongside | null = null): Promise<void> {
    await this.#settlements.submit({ token, response: null, alongside });
  }

  /**
   * Completes and releases the claims of a batch of requests that ended at about the same time,
   * with their statements alongside (their charges), in one statement.
   */
  async #settle(batch: readonly Settlement[]): Promise<void[]> {
    const sql = this.#sql;
    const done = batch.filter((s) => s.response !== null);
    const released = batch.filter((s) => s.response === null).map((s) => s.token);
    const alongside = batch.flatMap((s) => s.alongside ? [s.alongside] : []).reduce(
      (ctes, statement, i) => sql`${ctes} ${sql(`alongside_${i}`)} as (${statement}),`,
      sql``,
    );
    await sql`
      with ${alongside}
      completed as (
        update gateway.idempotency i
        set state = 'done', locked_until = null, response = v.response::jsonb
        from unnest(${done.map((s) => s.token)}::uuid[],
                    ${done.map((s) => JSON.stringify(s.response))}::text[]) as v(token, response)
        where i.token = v.token and i.state = 'running'
        returning 1
      ),
      released as (
        delete from gateway.idempotency where token = any(${released}::uuid[]) and state = 'running'
        returning 1
      )
      select 1
    `;
    return batch.map(() => undefined);
  }

  #after(now: Date, seconds: number): Date {
    return new Date(now.getTime() + seconds * 1000);
  }
}
