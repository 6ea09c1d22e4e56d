/**
 * Group commit for the writes of one list: calls of one account that arrive while another is being
 * written go out together, in one statement, with the results each would have had alone, one
 * after the other.
 * @module
 */
import { Coalescer, isStatementRefused } from "@asst/shared";
import type { Sql } from "@asst/shared/db";

/**
 * Writes the calls of one account, in order, in one statement.
 * @returns each call's result, or null when they cannot be written together as if one after the
 *   other (then nothing was written); never null for one call
 */
export type GroupWriter<In, Out> = (sql: Sql, calls: readonly In[]) => Promise<Out[] | null>;

type Settled<Out> = { ok: Out } | { error: unknown };

/**
 * Sends the calls of each account together while another group is in flight (`Coalescer`), one
 * statement per account. When the writer cannot write a group together (null) or the database
 * refused its statement (nothing was written), the group's calls are written one by one, in order,
 * so that each gets what it would have got alone and one call's fault fails only that call.
 */
export class AccountGroups<In extends { accountId: string }, Out> {
  readonly #write: GroupWriter<In, Out>;
  readonly #groups = new WeakMap<Sql, Coalescer<In, Settled<Out>>>();

  constructor(write: GroupWriter<In, Out>) {
    this.#write = write;
  }

  /** Writes one call with the others of its account that go out with it. */
  async submit(sql: Sql, call: In): Promise<Out> {
    let group = this.#groups.get(sql);
    if (!group) {
      group = new Coalescer((calls) => this.#byAccount(sql, calls));
      this.#groups.set(sql, group);
    }
    const settled = await group.submit(call);
    if ("error" in settled) throw settled.error;
    return settled.ok;
  }

  async #byAccount(sql: Sql, calls: readonly In[]): Promise<Settled<Out>[]> {
    const byAccount = Map.groupBy(calls.map((call, i) => ({ call, i })), (e) => e.call.accountId);
    const out: Settled<Out>[] = new Array(calls.length);
    await Promise.all(
      [...byAccount.values()].map(async (entries) => {
        const settled = await this.#inOrder(sql, entries.map((e) => e.call));
        entries.forEach((e, j) => out[e.i] = settled[j]!);
      }),
    );
    return out;
  }

  async #inOrder(sql: Sql, calls: readonly In[]): Promise<Settled<Out>[]> {
    try {
      const together = await this.#write(sql, calls);
      if (together) return together.map((ok) => ({ ok }));
      if (calls.length === 1) throw new Error("a group writer gave no result for one call");
    } catch (error) {
      if (calls.length === 1 || !isStatementRefused(error)) return calls.map(() => ({ error }));
    }
    const out: Settled<Out>[] = [];
    for (const call of calls) out.push(...await this.#inOrder(sql, [call]));
    return out;
  }
}
