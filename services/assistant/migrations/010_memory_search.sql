-- Memories are searched, not read whole: an answer gets the few that match its question (see
-- memory_store.ts). pg_trgm finds a misspelled word's nearest term; btree_gin lets one GIN index
-- hold the account beside the words, so a search reads only that account's entries. Both are
-- trusted extensions (no superuser needed) and ship with PGlite. They are created in this schema
-- unless the database already has them in another one (an extension lives in one schema per
-- database): then that one is used, and `assistant.similarity` and `operator(assistant.%)`, which
-- the search names, are inlined SQL wrappers of its functions (the planner sees the extension's
-- own operator, so the index below still serves it).
create extension if not exists btree_gin with schema assistant;
do $$
declare
  trgm name := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
                where e.extname = 'pg_trgm');
begin
  if trgm is null then
    create extension pg_trgm with schema assistant;
  elsif trgm <> 'assistant' then
    execute format('create function assistant.similarity(text, text) returns real
      language sql immutable parallel safe return %I.similarity($1, $2)', trgm);
    execute format('create function assistant.similar_words(text, text) returns boolean
      language sql stable parallel safe return $1 operator(%I.%%) $2', trgm);
    create operator assistant.% (
      leftarg = text, rightarg = text, function = assistant.similar_words);
  end if;
end
$$;

alter table assistant.memories
  add column search tsvector generated always as (to_tsvector('english', text)) stored;
create index memories_search on assistant.memories using gin (account_id, search);

-- Each account's words (the lexemes of its memories) and in how many memories each is: how rare
-- a word of a question is (rare words decide a search), and the words a misspelling is near. The
-- empty term, which is no word, counts all the account's memories. Kept by the trigger below,
-- whoever writes the memories.
create table assistant.memory_terms (
  account_id uuid not null,
  term text not null,
  memories integer not null,
  primary key (account_id, term)
);
do $$
begin
  execute format(
    'create index memory_terms_near on assistant.memory_terms using gin (account_id, term %I.gin_trgm_ops)',
    (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
     where e.extname = 'pg_trgm'));
end
$$;

create function assistant.count_memory_terms() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    -- Locked in key order first, as the insert below takes them: no two writers wait in a cycle.
    perform from assistant.memory_terms t
    where (t.account_id, t.term) in (
      select account_id, term from old_rows, unnest(tsvector_to_array(search) || '{""}'::text[]) as term)
    order by t.account_id, t.term
    for update;
    update assistant.memory_terms t set memories = t.memories - gone.n
    from (select account_id, term, count(*)::int as n
          from old_rows, unnest(tsvector_to_array(search) || '{""}'::text[]) as term
          group by account_id, term) gone
    where t.account_id = gone.account_id and t.term = gone.term;
    delete from assistant.memory_terms t
    using (select distinct account_id, term
           from old_rows, unnest(tsvector_to_array(search) || '{""}'::text[]) as term) gone
    where t.account_id = gone.account_id and t.term = gone.term and t.memories <= 0;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    -- In key order (see above).
    insert into assistant.memory_terms as t (account_id, term, memories)
    select account_id, term, count(*)::int
    from new_rows, unnest(tsvector_to_array(search) || '{""}'::text[]) as term
    group by account_id, term
    order by account_id, term
    on conflict (account_id, term) do update set memories = t.memories + excluded.memories;
  end if;
  return null;
end
$$;

create trigger memory_terms_insert after insert on assistant.memories
  referencing new table as new_rows
  for each statement execute function assistant.count_memory_terms();
create trigger memory_terms_delete after delete on assistant.memories
  referencing old table as old_rows
  for each statement execute function assistant.count_memory_terms();
create trigger memory_terms_update after update on assistant.memories
  referencing old table as old_rows new table as new_rows
  for each statement execute function assistant.count_memory_terms();

-- Memories told before this migration.
insert into assistant.memory_terms (account_id, term, memories)
select account_id, term, count(*)::int
from assistant.memories, unnest(tsvector_to_array(search) || '{""}'::text[]) as term
group by account_id, term;
