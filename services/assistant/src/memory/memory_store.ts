import type { Sql } from "@asst/shared/db";
import type { ContextCache } from "@asst/shared";
import { searchMemories } from "./memory_search.ts";

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

/** Most memories an answer is given: the ones that best match its question. */
export const ANSWER_MEMORIES = 20;

/** Memories read by one statement of {@link MemoryStore.memories}. */
const PAGE = 1000;

/** What an answer reads: the profile and, of the non-private memories, those for its question. */
export interface AnswerContext {
  profile: Profile;
  /** At most {@link ANSWER_MEMORIES}: every one when the account has no more, else the best matches. */
  memories: Memory[];
  /** How many non-private memories the account has, when more than `memories` holds. */
  total?: number;
}

/** What is cached per account for answers (see {@link MemoryStore.accountContext}). */
export interface AccountContext {
  profile: Profile;
  /** The newest {@link ANSWER_MEMORIES} non-private memories, oldest first. */
  recent: Memory[];
  /** True when the account has more non-private memories than {@link recent} holds. */
  more: boolean;
  /** How many non-private memories the account has. */
  total: number;
  /**
   * What {@link MemoryStore.answerContext} found for the latest questions, by question (at most
   * {@link SEARCHES_KEPT}): dropped with the rest of the entry on any change of the account.
   */
  found: Map<string, Memory[]>;
}

/** Searches kept per account in its cached {@link AccountContext}. */
const SEARCHES_KEPT = 8;

/** Options of {@link MemoryStore}. */
export interface MemoryStoreOptions {
  /** Caches {@link MemoryStore.accountContext}; each write drops the account's entry. */
  cache?: ContextCache<AccountContext>;
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
   * All the account's memories, oldest first, read {@link PAGE} at a time.
   * @param includeSensitive false for anything an API key may see
   */
  async memories(accountId: string, includeSensitive: boolean): Promise<Memory[]> {
    const out: Memory[] = [];
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const rows: MemoryRow[] = await this.#sql<MemoryRow[]>`
        select id, text, sensitive, created_at, created_at::text as cursor
        from assistant.memories
        where account_id = ${accountId} and (${includeSensitive} or not sensitive)
          and (${after === null} or (created_at, id) > (${after?.at ?? null}::timestamptz, ${
        after?.id ?? null
      }::uuid))
        order by created_at, id
        limit ${PAGE}
      `;
      for (const r of rows) out.push(memoryOf(r));
      const last = rows.at(-1);
      if (rows.length < PAGE || last === undefined) return out;
      after = { at: last.cursor, id: last.id };
    }
  }

  /**
   * The memories that may answer `question` in the owner's own chat (private ones too): every
   * one while the account has at most {@link ANSWER_MEMORIES}, else the best matches of a search,
   * or the newest when nothing matches.
   */
  async relevantMemories(accountId: string, question: string): Promise<Memory[]> {
    const { recent, more } = await this.#recent(accountId, true);
    if (!more) return recent;
    const found = await this.#search(accountId, question, true);
    return found.length > 0 ? found : recent;
  }

  /** Forgets the given memories of the account. @returns how many were forgotten */
  async forget(accountId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    let n = 0;
    for (let i = 0; i < ids.length; i += PAGE) {
      const rows = await this.#sql`
        delete from assistant.memories
        where account_id = ${accountId} and id in ${this.#sql(ids.slice(i, i + PAGE))}
        returning id
      `;
      n += rows.length;
    }
    this.#changed(accountId);
    return n;
  }

  /** Forgets every memory of the account. @returns how many were forgotten */
  async forgetAll(accountId: string): Promise<number> {
    const rows = await this.#sql`
      delete from assistant.memories where account_id = ${accountId} returning id
    `;
    this.#changed(accountId);
    return rows.length;
  }

  /**
   * What an answer for an API key reads about `question`: the profile and at most
   * {@link ANSWER_MEMORIES} non-private memories, every one while the account has no more, else
   * the best matches of a search over all of them, or the newest when nothing matches. Read from
   * the account's cached entry when it has them (a search too, for the same question), which any
   * change of the account drops: a new memory is found at once.
   */
  async answerContext(accountId: string, question: string): Promise<AnswerContext> {
    const context = await this.accountContext(accountId);
    const { profile, recent, more, found, total } = context;
    if (!more) return { profile, memories: recent };
    const kept = found.get(question);
    if (kept) return { profile, memories: kept, total };
    const matches = await this.#search(accountId, question, false);
    const memories = matches.length > 0 ? matches : recent;
    // Into the entry read before the search: if the account changed meanwhile, the entry is
    // already dropped, and so is what is put in it.
    if (found.size >= SEARCHES_KEPT) found.delete(found.keys().next().value!);
    found.set(question, memories);
    return { profile, memories, total };
  }

  /**
   * The profile and the newest non-private memories, cached per account (each write drops the
   * entry), in one statement.
   */
  accountContext(accountId: string): Promise<AccountContext> {
    const cache = this.#o.cache;
    const load = () => this.#readAccountContext(accountId);
    return cache ? cache.get(accountId, load) : load();
  }

  #search(accountId: string, question: string, includeSensitive: boolean): Promise<Memory[]> {
    return searchMemories(this.#sql, accountId, question, {
      includeSensitive,
      limit: ANSWER_MEMORIES,
    });
  }

  /** The newest {@link ANSWER_MEMORIES} memories, oldest first, and whether there are more. */
  async #recent(accountId: string, includeSensitive: boolean) {
    const rows = await this.#sql<MemoryRow[]>`
      select id, text, sensitive, created_at, '' as cursor from assistant.memories
      where account_id = ${accountId} and (${includeSensitive} or not sensitive)
      order by created_at desc, id desc
      limit ${ANSWER_MEMORIES + 1}
    `;
    const recent = rows.slice(0, ANSWER_MEMORIES).reverse().map(memoryOf);
    return { recent, more: rows.length > ANSWER_MEMORIES };
  }

  async #readAccountContext(accountId: string): Promise<AccountContext> {
    const [row] = await this.#sql<
      { profile: Profile | null; memories: Memory[]; total: number | string }[]
    >`
      select
        (select count(*) from assistant.memories t
           where t.account_id = ${accountId} and not t.sensitive) as total,
        (select to_jsonb(p) from (
           select name, timezone, email from assistant.profiles where account_id = ${accountId}
         ) p) as profile,
        coalesce((select jsonb_agg(m order by m.at, m.id) from (
           select r.id, r.text, r.sensitive, r.created_at as at,
                  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                    as created_at
           from assistant.memories r
           where r.account_id = ${accountId} and not r.sensitive
           -- The column, not the text of the same name: the newest through the account's index.
           order by r.created_at desc, r.id desc
           limit ${ANSWER_MEMORIES + 1}
         ) m), '[]'::jsonb) as memories
    `;
    const memories = (row?.memories ?? []).map(({ id, text, sensitive, created_at }) => ({
      id,
      text,
      sensitive,
      created_at,
    }));
    return {
      profile: row?.profile ?? { name: null, timezone: null, email: null },
      // The oldest of the newest ANSWER_MEMORIES + 1 only tells that there are more.
      recent: memories.slice(-ANSWER_MEMORIES),
      more: memories.length > ANSWER_MEMORIES,
      total: Number(row?.total ?? memories.length),
      found: new Map(),
    };
  }
}

type MemoryRow = Omit<Memory, "created_at"> & { created_at: Date; cursor: string };

function memoryOf({ id, text, sensitive, created_at }: MemoryRow): Memory {
  return { id, text, sensitive, created_at: created_at.toISOString() };
}
