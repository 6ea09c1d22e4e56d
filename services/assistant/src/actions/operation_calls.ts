import { AppError, ERROR_CODE, isUniqueViolation } from "@asst/shared";
import { type JsonValue, type Sql, type Statement, UnitOfWork } from "@asst/shared/db";
import { v5 as uuidV5 } from "uuid";

/** A call of an earlier run of the operation that committed (`assistant.operation_calls`). */
export interface CallRecord {
  seq: number;
  tool: string;
  result: JsonValue;
}

/** The namespace of the UUIDs of tool calls derived from an operation (RFC 9562, version 5). */
const CALL_ID_NAMESPACE = "6f1c2a43-5d0e-4b7a-9a52-0c8e1d7f3b64";

/** What a call gives: whether it worked (only a call that worked is recorded). */
type CallResult = { ok: boolean };

/**
 * The tool calls of one run of an operation (`OperationStore.once`), numbered in the order the run
 * makes them. A call that writes runs in a unit of work of its own that commits together with the
 * call's record, or not at all; a run of the same operation again (its replica died, its database
 * or model failed after some calls) gets a recorded call's result back without running it, so no
 * call writes twice. Only a transaction of one call is ever open: none spans the model's work or a
 * call to another service. Whichever run of an operation records a call first keeps its writes;
 * a run that outlived its lease while another took the operation over keeps none of a call the
 * other recorded.
 */
export class OperationCalls {
  readonly #sql: Sql;
  readonly #id: string;
  readonly #done: Map<number, CallRecord>;

  /** @param done the calls earlier runs of the operation committed */
  constructor(sql: Sql, id: string, done: readonly CallRecord[]) {
    this.#sql = sql;
    this.#id = id;
    this.#done = new Map(done.map((c) => [c.seq, c]));
  }

  /**
   * The id of the run's `seq`th call, the same in every run of the operation: what the call
   * creates in another service by that id (a proposal) is created once.
   */
  callId(seq: number): string {
    return uuidV5(`${this.#id}:${seq}`, CALL_ID_NAMESPACE);
  }

  /**
   * Runs the run's `seq`th call, which writes, on a unit of work's connection; a result that
   * worked commits with its record, any other rolls back. When another run of the operation
   * committed the call at that place, returns its result without running it: a call is known by
   * its place and its tool, not its input, which may differ when the request is read again ("in
   * 15 seconds" is later then).
   * @throws {AppError} 409 `conflict` when another run made another tool's call at that place
   *   (the call's writes are then undone); exec's error, after undoing them
   */
  async write<R extends CallResult>(
    seq: number,
    call: { name: string },
    exec: (sql: Sql) => Promise<R>,
  ): Promise<R> {
    const earlier = this.#done.get(seq);
    if (earlier) return this.#recorded<R>(earlier, call.name);
    const unit = new UnitOfWork(this.#sql);
    let result: R;
    try {
      result = await unit.run(exec);
    } catch (err) {
      await unit.rollback(err);
      throw err;
    }
    if (!result.ok) {
      await unit.rollback();
      return result;
    }
    try {
      await unit.commit((tx) => this.#record(tx, seq, call.name, result));
    } catch (err) {
      // Another run of the operation (one that took it over, or one that outlived its lease) made
      // and recorded this call first: its record stands, and this run's writes are undone.
      if (!isUniqueViolation(err)) throw err;
      const [other] = await this.#sql<CallRecord[]>`
        select seq, tool, result from assistant.operation_calls
        where operation_id = ${this.#id} and seq = ${seq}
      `;
      if (!other) throw err;
      return this.#recorded<R>(other, call.name);
    }
    return result;
  }

  /** A recorded call's result for a call of `tool` at its place. */
  #recorded<R>(record: CallRecord, tool: string): R {
    if (record.tool !== tool) {
      throw new AppError(
        ERROR_CODE.conflict,
        "The same request, run again, did something else than its first run; send it with a new Idempotency-Key",
      );
    }
    return record.result as unknown as R;
  }

  /**
   * Records a call in its unit, sent with COMMIT: the record's key (operation, place) makes a
   * second record of the call fail, and with it the writes of the run that made it second.
   */
  #record(tx: Sql, seq: number, tool: string, result: object): Statement {
    return tx`
      insert into assistant.operation_calls (operation_id, seq, tool, result)
      values (${this.#id}, ${seq}, ${tool}, ${tx.json(result as JsonValue)})
    `;
  }
}
