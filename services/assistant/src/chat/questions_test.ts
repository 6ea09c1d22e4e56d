import assert from "node:assert/strict";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { migratedDatabaseUrl } from "@asst/shared/testing";
import { CHAT_QUESTION_TTL_MS, ChatQuestions } from "./questions.ts";

const T0 = new Date("2026-11-23T09:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

async function withSql(fn: (sql: Sql) => Promise<void>): Promise<void> {
  const db = await migratedDatabaseUrl("assistant", new URL("../../migrations/", import.meta.url));
  const sql = connectPostgres(db.url, { max: 2 });
  try {
    await fn(sql);
  } finally {
    await sql.end();
    await db.drop();
  }
}

Deno.test("an open question is taken once, by its account, until it expires on the service's clock", async () => {
  await withSql(async (sql) => {
    const questions = new ChatQuestions(sql);
    const me = crypto.randomUUID();
    const other = crypto.randomUUID();
    const open = { request: "remind me to call mum", question: "When?", retry: null };
    await questions.ask(me, open, T0);
    assert.equal(await questions.take(other, at(1)), null, "another account's question");
    assert.deepEqual(await questions.take(me, at(CHAT_QUESTION_TTL_MS - 1)), open);
    assert.equal(await questions.take(me, at(1)), null, "taken once");

    await questions.ask(me, open, T0);
    assert.equal(await questions.take(me, at(CHAT_QUESTION_TTL_MS)), null, "expired");
    assert.equal(await questions.take(me, T0), null, "an expired question is removed");
  });
});

Deno.test("a new question replaces the account's open one, with its call to retry", async () => {
  await withSql(async (sql) => {
    const questions = new ChatQuestions(sql);
    const me = crypto.randomUUID();
    await questions.ask(
      me,
      { request: "remind me to call mum", question: "When?", retry: null },
      T0,
    );
    const retry = { call: { name: "trips_delete", input: { trip: "Lisbon" } }, field: "trip" };
    const which = { request: "remove the Lisbon trip", question: "Which one?", retry };
    await questions.ask(me, which, at(1000));
    assert.deepEqual(await questions.take(me, at(2000)), which);
  });
});

Deno.test("an oversized request or question is kept shortened, not refused", async () => {
  await withSql(async (sql) => {
    const questions = new ChatQuestions(sql);
    const me = crypto.randomUUID();
    await questions.ask(
      me,
      { request: "r".repeat(9000), question: "q".repeat(9000), retry: null },
      T0,
    );
    const taken = await questions.take(me, T0);
    assert.equal(taken?.request, "r".repeat(4000));
    assert.equal(taken?.question, "q".repeat(2000));
  });
});
