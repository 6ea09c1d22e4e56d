import type { Sql } from "@asst/shared/db";
import type { ContextCache } from "@asst/shared";

/** What the user told the assistant about themselves. */
export interface Profile {
  name: string | null;
  timezone: string | null;
  /** The address proposed emails are sent from, once confirmed. */
  email: string | null;
}

/** A field of the profile the user can set. */
export type ProfileField = "name" | "timezone" | "email";

/** A remembered fact. */
export interface Memory {
  id: string;
  text: string;
  sensitive: boolean;
  created_at: string;
}

/** What an answer reads: the profile and the non-private memories. */
export interface AnswerContext {
  profile: Profile;
  memories: Memory[];
}

/** Options of {@link MemoryStore}. */
export interface MemoryStoreOptions {
  /** Caches {@link MemoryStore.answerContext}; each write drops the account's entry. */
  cache?: ContextCache<AnswerContext>;
  /** Called after each write of an account's profile or memories (to tell other replicas). */
  onChange?: (accountId: string) => void;
}

/** Profile and memory of each account, in the `assistant` schema. */
export class MemoryStore {
  readonly #sql: Sql;
  readonly #o: MemoryStoreOptions;

  constructor(sql: Sql, options: MemoryStoreOptions = {}) {
    this.#sql = sql;
    this.#o = options;
  }

  #changed(accountId: string): void {
    this.#o.cache?.invalidate(accountId);
    this.#o.onChange?.(accountId);
  }

  /** The account's profile; empty when the user has told nothing yet. */
  async profile(accountId: string): Promise<Profile> {
    const [row] = await this.#sql<Profile[]>`
      select name, timezone, email from assistant.profiles where account_id = ${accountId}
    `;
    return row ?? { name: null, timezone: null, email: null };
  }

  /** Sets one field of the profile. */
  async setProfile(accountId: string, field: ProfileField, value: string): Promise<void> {
    await this.#sql`
      insert into assistant.profiles (account_id, ${
      this.#sql(field)
    }) values (${accountId}, ${value})
      on conflict (account_id) do update set ${this.#sql(field)} = excluded.${this.#sql(field)},
        updated_at = now()
    `;
    this.#changed(accountId);
  }

  /** Remembers a fact. */
  async remember(accountId: string, text: string, sensitive: boolean): Promise<Memory> {
    const [row] = await this.#sql<{ id: string; created_at: Date }[]>`
      insert into assistant.memories (id, account_id, text, sensitive)
      values (${crypto.randomUUID()}, ${accountId}, ${text}, ${sensitive})
      returning id, created_at
    `;
    this.#changed(accountId);
    return { id: row!.id, text, sensitive, created_at: row!.created_at.toISOString() };
  }

  /**
   * The account's memories, oldest first.
   * @param includeSensitive false for anything an API key may see
   */
  async memories(accountId: string, includeSensitive: boolean): Promise<Memory[]> {
    const rows = await this.#sql<(Omit<Memory, "created_at"> & { created_at: Date })[]>`
      select id, text, sensitive, created_at from assistant.memories
      where account_id = ${accountId} and (${includeSensitive} or not sensitive)
      order by created_at, id
      limit 500
    `;
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  /** Forgets the given memories of the account. @returns how many were forgotten */
  async forget(accountId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.#sql`
      delete from assistant.memories where account_id = ${accountId} and id in ${this.#sql(ids)}
      returning id
    `;
    this.#changed(accountId);
    return rows.length;
  }

  /**
   * What an answer for an API key reads: the profile and the non-private memories (oldest first,
   * as {@link memories} gives them), in one statement.
   */
  answerContext(accountId: string): Promise<AnswerContext> {
    const cache = this.#o.cache;
    const load = () => this.#readAnswerContext(accountId);
    return cache ? cache.get(accountId, load) : load();
  }

  async #readAnswerContext(accountId: string): Promise<AnswerContext> {
    const [row] = await this.#sql<{ profile: Profile | null; memories: Memory[] }[]>`
      select
        (select to_jsonb(p) from (
           select name, timezone, email from assistant.profiles where account_id = ${accountId}
         ) p) as profile,
        coalesce((select jsonb_agg(m order by m.created_at, m.id) from (
           select id, text, sensitive,
                  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                    as created_at
           from assistant.memories
           where account_id = ${accountId} and not sensitive
           order by created_at, id
           limit 500
         ) m), '[]'::jsonb) as memories
    `;
    return {
      profile: row?.profile ?? { name: null, timezone: null, email: null },
      memories: row?.memories ?? [],
    };
  }
}
