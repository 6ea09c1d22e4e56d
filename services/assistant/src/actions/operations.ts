import { AppError, ERROR_CODE } from "@asst/shared";
import type { JsonValue, Sql } from "@asst/shared/db";
import { type CallRecord, OperationCalls } from "./operation_calls.ts";

/** A request's identity as the gateway's idempotency store gave it, and its deadline. */
export interface OperationRef {
  /** The gateway's idempotency record (hex SHA-256 of the key's id and the key or text). */
  id: string;
  /** When that record lapses (ISO 8601): a later request with the same id runs anew. */
  expires_at: string;
  /** When the gateway stops waiting for the reply (ISO 8601). */
  deadline: string;
}

/** Options of {@link OperationStore}. */
export interface OperationStoreOptions {
  /** How long past its deadline a running record holds, in ms. @default 5000 */
  leaseMarginMs?: number;
  /** Most expired records removed by one prune; one runs every 100 operations. @default 20 */
  pruneBatch?: number;
  now?: () => Date;
}

/**
 * Runs each request of the gateway's idempotency store once in this service, across replicas
 * (`assistant.operations`): the gateway releases its claim when the reply was lost (the bus
 * dropped, the gateway gave up waiting) and lets it lapse when the gateway died, so the same
 * request can arrive again after it already ran here; it then gets the stored reply. A request
 * past its deadline does not start (the gateway has given up on it). A run that throws or did
 * nothing (`keep` says no) leaves no record, so that it runs again.
 *
 * Exactly once: a run makes its tool calls through the {@link OperationCalls} it is given, so
 * each call that writes commits with its record, and a run of the same request again (after its
 * replica died, its database or its model failed) gets the recorded calls' results instead of
 * writing twice. A run that throws or did nothing releases its claim at once (a repeat need not
 * wait for the lease); the calls it recorded stay with the operation until it lapses.
 */
export class OperationStore {
  readonly #sql: Sql;
  readonly #marginMs: number;
  readonly #pruneBatch: number;
  readonly #now: () => Date;
  #runs = 0;

  constructor(sql: Sql, options: OperationStoreOptions = {}) {
    this.#sql = sql;
    this.#marginMs = options.leaseMarginMs ?? 5_000;
    this.#pruneBatch = options.pruneBatch ?? 20;
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * `run`'s result, or the stored result of the run of the same operation. `run` makes its tool
   * calls through the calls it is given (undefined without `op`).
   * @throws {AppError} 503 `timeout` when the deadline has passed; 409 `conflict` while the
   * same operation runs elsewhere
   */
  async once<T extends object>(
    accountId: string,
    op: OperationRef | undefined,
    run: (calls: OperationCalls | undefined) => Promise<T>,
    keep: (result: T) => boolean,
  ): Promise<T> {
    if (!op) return await run(undefined);
    const sql = this.#sql;
    const now = this.#now();
    const deadline = new Date(op.deadline);
    if (now > deadline) {
      throw new AppError(
        ERROR_CODE.timeout,
        "The request's deadline passed before it could start; try again shortly",
        { retryAfter: 1 },
      );
    }
    if (++this.#runs % 100 === 0) void this.prune().catch(() => {});
    const token = crypto.randomUUID();
    const leaseUntil = new Date(deadline.getTime() + this.#marginMs);
    // A repeat after the lease, or after a run released it, gets the calls earlier runs committed;
    // a new request with the id of one whose record lapsed gets none.
    const [claimed] = await sql<{ token: string; lapsed: boolean; calls: CallRecord[] | null }[]>`
      with old as (
        select o.expires_at <= ${now} as lapsed from assistant.operations o where o.id = ${op.id}
      )
      insert into assistant.operations as o (id, account_id, token, state, lease_until, expires_at)
      values (${op.id}, ${accountId}, ${token}, 'running', ${leaseUntil}, ${op.expires_at})
      on conflict (id) do update
      set token = excluded.token, state = 'running', reply = null,
          lease_until = excluded.lease_until, expires_at = excluded.expires_at
      where o.account_id = excluded.account_id
        and (o.expires_at <= ${now} or (o.state = 'running' and o.lease_until <= ${now}))
      returning token, coalesce((select lapsed from old), false) as lapsed, (
        select jsonb_agg(jsonb_build_object('seq', c.seq, 'tool', c.tool, 'result', c.result))
        from assistant.operation_calls c where c.operation_id = o.id) as calls
    `;
    if (!claimed) {
      const [row] = await sql<{ state: string; reply: T | null }[]>`
        select state, reply from assistant.operations
        where id = ${op.id} and account_id = ${accountId}
      `;
      if (row?.state === "done" && row.reply !== null) return row.reply;
      throw new AppError(
        ERROR_CODE.conflict,
        "The same request is still running; retry in a few seconds to get its result",
        { retryAfter: 2 },
      );
    }
    if (claimed.lapsed) {
      await sql`delete from assistant.operation_calls where operation_id = ${op.id}`;
    }
    const done = claimed.lapsed ? [] : claimed.calls ?? [];
    const calls = new OperationCalls(sql, op.id, done);
    let result: T;
    try {
      result = await run(calls);
    } catch (err) {
      await this.#release(op.id, token).catch(() => {});
      throw err;
    }
    if (keep(result)) {
      await this.#markDone(op.id, token, result);
    } else {
      await this.#release(op.id, token);
    }
    return result;
  }

  /**
   * Stores the reply of a run whose calls are done (and recorded): a repeat gets it as it is. When
   * the run lost its claim meanwhile, the run that took it over stores its own.
   */
  async #markDone(id: string, token: string, result: object): Promise<void> {
    await this.#sql`
      update assistant.operations
      set state = 'done', reply = ${this.#sql.json(result as JsonValue)}, lease_until = null
      where id = ${id} and token = ${token}
    `;
  }

  /**
   * Gives up a run's claim so that a repeat runs at once; the calls it recorded stay and are not
   * run again.
   */
  async #release(id: string, token: string): Promise<void> {
    await this.#sql`
      update assistant.operations set lease_until = ${this.#now()}
      where id = ${id} and token = ${token}
    `;
  }

  /**
   * Removes records whose gateway record has lapsed, with their calls, a batch at a time.
   * @returns how many
   */
  async prune(): Promise<number> {
    const rows = await this.#sql`
      with gone as (
        delete from assistant.operations where id in (
          select id from assistant.operations where expires_at <= ${this.#now()}
          limit ${this.#pruneBatch})
        returning id
      ), calls as (
        delete from assistant.operation_calls where operation_id in (select id from gone)
      )
      select id from gone
    `;
    return rows.length;
  }
}
