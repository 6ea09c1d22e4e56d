import assert from "node:assert/strict";
import { ContextCache } from "@asst/shared";
import { connectPostgres, migrate, migrateFrom, readMigrations } from "@asst/shared/db";
import { startEmbeddedPostgres } from "@asst/shared/embedded";
import { freshDatabaseUrl, withMigratedDatabase } from "@asst/shared/testing";
import { type AccountContext, ANSWER_MEMORIES, MemoryStore } from "./memory_store.ts";
import { LocalModel } from "../models/local_model.ts";
import { friendFact, tellFriends } from "../../testing/memories.ts";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);
const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const NOW = new Date("2026-03-27T10:00:00Z");

/** The memories' texts. */
function texts(memories: { text: string }[]): string[] {
  return memories.map((m) => m.text);
}

Deno.test("answerContext() gives a small account's profile and every non-private memory, oldest first", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    assert.deepEqual(await store.answerContext(A, "anything"), {
      profile: { name: null, timezone: null, email: null },
      memories: [],
    });
    await store.setProfile(A, "name", "Ada");
    await store.setProfile(A, "timezone", "Europe/Paris");
    await store.remember(A, "my dentist is Dr Lee", false);
    await store.remember(A, "my PIN is 1234", true);
    await store.remember(A, 'quotes " and \\ and ünïcode', false);
    await store.remember(B, "someone else's fact", false);
    const context = await store.answerContext(A, "who is my dentist?");
    assert.deepEqual(context, {
      profile: await store.profile(A),
      memories: await store.memories(A, false),
    });
    assert.deepEqual(texts(context.memories), [
      "my dentist is Dr Lee",
      'quotes " and \\ and ünïcode',
    ]);
  });
});

Deno.test("answerContext() finds the 4,321st of 5,000 memories among at most 20, and the local model answers with it", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 5000);
    await tellFriends(sql, B, 5000);
    await store.remember(B, "my friend number 4321 likes cheese", false);
    const question = "what does my friend number 4321 like?";
    const { profile, memories } = await store.answerContext(A, question);
    assert.ok(memories.length <= ANSWER_MEMORIES);
    assert.deepEqual(texts(memories), [friendFact(4321)]);
    const answer = await new LocalModel().answer({ question, profile, memories, now: NOW });
    assert.equal(answer.reply, `Your ${friendFact(4321).slice("my ".length)}.`);
  });
});

Deno.test("answerContext() finds a misspelt name and a misspelt word by their nearest words", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 300);
    await store.remember(A, "Margaret is my dentist at the Smile clinic", false);
    await store.remember(A, "my sister Siobhan lives in Galway", false);
    assert.deepEqual(texts((await store.answerContext(A, "who is Margret?")).memories), [
      "Margaret is my dentist at the Smile clinic",
    ]);
    assert.deepEqual(texts((await store.answerContext(A, "where does Shiobhan live")).memories), [
      "my sister Siobhan lives in Galway",
    ]);
    const { memories } = await store.answerContext(A, "what does my freind number 123 like?");
    assert.equal(memories[0]?.text, friendFact(123));
  });
});

Deno.test("answerContext() finds a memory by a word of the same group as the question's (mum, mother)", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 300);
    await store.remember(A, "my mother Jane lives in Leeds", false);
    await store.remember(A, "my sister Ana lives at 5 Elm Street", false);
    const question = "where does my mum live?";
    const { profile, memories } = await store.answerContext(A, question);
    assert.deepEqual(texts(memories), ["my mother Jane lives in Leeds"]);
    const answer = await new LocalModel().answer({ question, profile, memories, now: NOW });
    assert.equal(answer.reply, "Your mother Jane lives in Leeds.");
    assert.deepEqual(texts((await store.answerContext(A, "my sister's address?")).memories), [
      "my sister Ana lives at 5 Elm Street",
    ]);
  });
});

Deno.test("answerContext() keeps a search in the account's cached entry and finds a memory told last at once", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const cache = new ContextCache<AccountContext>();
    const store = new MemoryStore(sql, { cache });
    await tellFriends(sql, A, 1000);
    const question = "what colour is my car?";
    const before = await store.answerContext(A, question);
    assert.ok(!texts(before.memories).includes("my car is teal"));
    assert.equal((await store.answerContext(A, question)).memories, before.memories, "kept");
    await store.remember(A, "my car is teal", false);
    assert.equal((await store.answerContext(A, question)).memories[0]?.text, "my car is teal");
    await store.remember(A, "my car is orange now", false);
    assert.deepEqual(texts((await store.answerContext(A, question)).memories).slice(0, 2), [
      "my car is orange now",
      "my car is teal",
    ]);
  });
});

Deno.test("answerContext() gives the newest 20 when no word of the question is in any memory", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 500);
    const { memories } = await store.answerContext(A, "what do you know about me?");
    assert.equal(memories.length, ANSWER_MEMORIES);
    assert.equal(memories.at(-1)?.text, friendFact(500));
    assert.equal(memories[0]?.text, friendFact(481));
  });
});

Deno.test("answerContext() never gives a private memory; relevantMemories() gives it to the owner", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 100);
    await store.remember(A, "my bank PIN is 4711", true);
    const question = "what is my bank PIN?";
    assert.ok(
      !texts((await store.answerContext(A, question)).memories).some((t) => t.includes("4711")),
    );
    assert.deepEqual(texts(await store.relevantMemories(A, question)), ["my bank PIN is 4711"]);
    assert.deepEqual(texts(await store.relevantMemories(B, question)), []);
  });
});

Deno.test("a search reads only its own account's memories", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 100);
    await tellFriends(sql, B, 100);
    await store.remember(B, "my locker code is in the blue notebook", false);
    const mine = new Set(texts(await store.memories(A, true)));
    for (const question of ["where is my locker code?", "what does my friend number 42 like?"]) {
      const { memories } = await store.answerContext(A, question);
      assert.ok(memories.length > 0 && memories.every((m) => mine.has(m.text)), question);
    }
  });
});

Deno.test("answerContext() answers hostile questions without an error", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 100);
    await store.remember(A, "my friend O'Brien likes C++ & tea", false);
    const hostile = [
      "' | & ! ( ) : * < > <-> <2> \\ \" '' ",
      "friend & !number | (likes:* <-> tea)",
      "O'Brien's C++ \\'; drop table assistant.memories; --",
      "a\u0000b friend",
      "lone \ud800 surrogate friend",
      "friend ".repeat(571) + "O'Brien",
      "x".repeat(4000),
      "!!!",
    ];
    for (const question of hostile) {
      const { memories } = await store.answerContext(A, question);
      assert.ok(memories.length <= ANSWER_MEMORIES, question.slice(0, 40));
    }
    assert.equal((await store.memories(A, true)).length, 101);
  });
});

Deno.test("memories() pages through every memory, oldest first; forgetting takes words out of the search", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 2500);
    const all = await store.memories(A, false);
    assert.equal(all.length, 2500);
    assert.equal(all[0]?.text, friendFact(1));
    assert.equal(all[2499]?.text, friendFact(2500));
    assert.equal(new Set(all.map((m) => m.id)).size, 2500);
    const [one] = (await store.answerContext(A, "friend number 2222")).memories;
    assert.equal(one?.text, friendFact(2222));
    assert.equal(await store.forget(A, [one.id]), 1);
    assert.ok(
      !texts((await store.answerContext(A, "friend number 2222")).memories).includes(one.text),
    );
    const [terms] = await sql<{ n: number }[]>`
      select count(*)::int as n from assistant.memory_terms where account_id = ${A} and term = '2222'`;
    assert.equal(terms?.n, 0);
    assert.equal(await store.forgetAll(A), 2499);
    assert.deepEqual(await store.answerContext(A, "friend"), {
      profile: { name: null, timezone: null, email: null },
      memories: [],
    });
  });
});

Deno.test("the memory search runs on the embedded Postgres (PGlite) as on Postgres", async () => {
  const dir = await Deno.makeTempDir();
  const pg = await startEmbeddedPostgres(dir);
  const sql = connectPostgres(pg.url, { max: 1 });
  try {
    await migrateFrom(sql, "assistant", MIGRATIONS);
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 500);
    await store.remember(A, "Margaret is my dentist at the Smile clinic", false);
    assert.deepEqual(
      texts((await store.answerContext(A, "what does my friend number 432 like?")).memories),
      [
        friendFact(432),
      ],
    );
    assert.deepEqual(texts((await store.answerContext(A, "who is Margret?")).memories), [
      "Margaret is my dentist at the Smile clinic",
    ]);
    assert.equal(await store.forgetAll(A), 501);
  } finally {
    await sql.end();
    await pg.stop();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("migration 010 makes the memories told before it searchable", async () => {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 2 });
  try {
    const all = await readMigrations(MIGRATIONS);
    const before = all.filter((m) => m.version < "010");
    const upTo010 = all.filter((m) => m.version < "011");
    await migrate(sql, "assistant", before);
    await tellFriends(sql, A, 200);
    assert.deepEqual(await migrate(sql, "assistant", upTo010), ["010_memory_search.sql"]);
    const store = new MemoryStore(sql);
    assert.deepEqual(texts((await store.answerContext(A, "my friend number 123?")).memories), [
      friendFact(123),
    ]);
    const [counted] = await sql<{ n: number }[]>`
      select memories as n from assistant.memory_terms where account_id = ${A} and term = ''`;
    assert.equal(counted?.n, 200);
  } finally {
    await sql.end();
    await db.drop();
  }
});

Deno.test("the words' counts stay those of the memories while memories are told and forgotten at once", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 200);
    const first = await store.memories(A, true);
    await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => store.remember(A, friendFact(1000 + i), i % 3 === 0)),
      ...first.slice(0, 40).map((m) => store.forget(A, [m.id])),
    ]);
    const drift = await sql`
      select term from (
        select term, memories from assistant.memory_terms where account_id = ${A}
      ) kept
      full join (
        select term, count(*)::int as memories
        from assistant.memories, unnest(tsvector_to_array(search) || '{""}'::text[]) as term
        where account_id = ${A} group by term
      ) truth using (term)
      where kept.memories is distinct from truth.memories`;
    assert.deepEqual([...drift], []);
    assert.equal((await store.memories(A, true)).length, 200);
  });
});

Deno.test("the memory search works where pg_trgm already lives in another schema, on its index", async () => {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 2 });
  try {
    await sql`create extension pg_trgm with schema public`;
    await migrateFrom(sql, "assistant", MIGRATIONS);
    const store = new MemoryStore(sql);
    await tellFriends(sql, A, 300);
    await store.remember(A, "Margaret is my dentist at the Smile clinic", false);
    assert.deepEqual(texts((await store.answerContext(A, "who is Margret?")).memories), [
      "Margaret is my dentist at the Smile clinic",
    ]);
    // Without the primary key (which the planner prefers at this size) only the trigram index
    // can serve the search's operator: it does when the wrapper is inlined to pg_trgm's own.
    await sql`alter table assistant.memory_terms drop constraint memory_terms_pkey`;
    const plan = await sql.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      return await tx<{ "QUERY PLAN": string }[]>`
        explain select term from assistant.memory_terms
        where account_id = ${A} and term operator(assistant.%) 'margret'`;
    });
    assert.match(plan.map((r) => r["QUERY PLAN"]).join("\n"), /memory_terms_near/);
  } finally {
    await sql.end();
    await db.drop();
  }
});
