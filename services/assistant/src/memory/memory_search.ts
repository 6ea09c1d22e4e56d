/**
 * Finds the memories of an account that best match a question, in one statement over all of
 * them, however many there are (migration `010_memory_search.sql`).
 *
 * The question is read into words as the memories are (`to_tsvector('english')`: stemmed, stop
 * words dropped), with the other words of their synonym groups ("mum": "mother", …). A word the account's memories never use is replaced by its nearest word that
 * they do (pg_trgm), so "Margret" finds "Margaret". Each word weighs by how rare it is in the
 * account's memories (`memory_terms`: an inverse document frequency), so "friend number 4321" is
 * found by "4321" among 5,000 friends. The memories holding the rarest words, or all the words
 * when even the rarest is in more than {@link CANDIDATES} memories, are read through the
 * account's GIN index and scored by the weights of the words they hold; those scoring at least
 * half the best come, best first, ties to the newest.
 * @module
 */
import type { Sql } from "@asst/shared/db";
import { synonymsOf } from "./memory_synonyms.ts";

/** A memory a search found. */
export interface FoundMemory {
  id: string;
  text: string;
  sensitive: boolean;
  created_at: string;
}

/** Options of {@link searchMemories}. */
export interface SearchOptions {
  /** False for anything an API key may see: private memories are then left out. */
  includeSensitive: boolean;
  /** Most memories returned. */
  limit: number;
}

/** Most memories one search scores: it stays cheap when a question's words are all common. */
export const CANDIDATES = 500;
/** A memory scoring less than this share of the best one's score is left out. */
const BEST_SHARE = 0.5;
/** Most characters of a question read, and most of its words searched for. */
const MAX_QUESTION = 1000;
const MAX_WORDS = 32;

/**
 * A question as Postgres may hold it: no NUL (which text cannot hold), no lone surrogate, at
 * most {@link MAX_QUESTION} characters.
 */
function storable(question: string): string {
  return question.slice(0, MAX_QUESTION).toWellFormed().replaceAll("\u0000", " ");
}

/**
 * The account's memories that best match `question`, best first (at most `limit`); none when no
 * word of the question, or none near it, is in any of them.
 */
export async function searchMemories(
  sql: Sql,
  accountId: string,
  question: string,
  options: SearchOptions,
): Promise<FoundMemory[]> {
  const text = storable(question);
  if (text.trim().length === 0) return [];
  const synonyms = synonymsOf(text);
  const rows = await sql<(Omit<FoundMemory, "created_at"> & { created_at: Date })[]>`
    with words as (
      select distinct word
      from unnest(tsvector_to_array(to_tsvector('english', ${text}))) as word
      limit ${MAX_WORDS}
    ),
    -- The other words of the synonym groups of the question's words.
    synonyms as (
      select word from unnest(tsvector_to_array(to_tsvector('english', ${synonyms}))) as word
      except select word from words
    ),
    known as (
      select t.term, t.memories, 1.0::float8 as near
      from (select word from words union all select word from synonyms) w
      join assistant.memory_terms t on t.account_id = ${accountId} and t.term = w.word
    ),
    -- A word no memory holds: the nearest words that some memory holds, weighed by how near.
    misspelt as (
      select n.term, n.memories, n.near
      from words w
      cross join lateral (
        select t.term, t.memories, assistant.similarity(t.term, w.word)::float8 as near
        from assistant.memory_terms t
        where t.account_id = ${accountId} and t.term operator(assistant.%) w.word
        order by near desc, t.memories desc
        limit 2
      ) n
      where length(w.word) >= 4 and not exists (select from known k where k.term = w.word)
    ),
    total as (
      select coalesce(max(memories), 0) as n from assistant.memory_terms
      where account_id = ${accountId} and term = ''
    ),
    terms as (
      select term, max(memories) as memories,
             max(near * ln(1 + (select n from total) / memories::float8)) as weight,
             sum(max(memories)) over (order by max(memories), term) as running
      from (select * from known union all select * from misspelt) x
      group by term
    ),
    query as (
      select (case
        when min(memories) <= ${CANDIDATES} then
          string_agg(lexeme, ' | ') filter (where running <= ${CANDIDATES} or running = memories)
        else string_agg(lexeme, ' & ')
      end)::tsquery as q
      from (select *, '''' || replace(replace(term, '\\', '\\\\'), '''', '''''') || '''' as lexeme
            from terms) t
      having count(*) > 0
    ),
    scored as (
      select m.id, m.text, m.sensitive, m.created_at,
             (select sum(t.weight) from terms t where t.term = any(tsvector_to_array(m.search)))
               as score
      from query
      cross join lateral (
        select id, text, sensitive, created_at, search from assistant.memories
        where account_id = ${accountId} and search @@ query.q
          and (${options.includeSensitive} or not sensitive)
        limit ${CANDIDATES}
      ) m
    )
    select id, text, sensitive, created_at from (
      select *, max(score) over () as best from scored
    ) s
    where score >= ${BEST_SHARE} * best
    order by score desc, created_at desc, id
    limit ${options.limit}
  `;
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
