import assert from "node:assert/strict";
import { ToolError } from "../types.ts";
import { NOW, withDb } from "../../../testing/lists_env.ts";
import { addFollowup, MAX_PENDING_FOLLOWUPS } from "./followups_store.ts";

Deno.test("addFollowup stores a pending follow-up with its due date", async () => {
  await withDb(async (db) => {
    const account = crypto.randomUUID();
    const f = await addFollowup(db.sql, account, {
      subject: "  Invoice 42  ",
      correspondent: "Ada Lovelace <ada@example.com>",
      due_date: "2026-03-12",
    }, NOW);
    assert.deepEqual(f, {
      id: f.id,
      subject: "Invoice 42",
      correspondent: "Ada Lovelace <ada@example.com>",
      due_date: "2026-03-12",
      status: "pending",
      created_at: NOW.toISOString(),
      created: true,
    });
    const none = await addFollowup(db.sql, account, { subject: "Hello", correspondent: "Bob" });
    assert.equal(none.due_date, null);
  });
});

Deno.test("addFollowup returns the pending follow-up of the same email instead of a second one", async () => {
  await withDb(async (db) => {
    const account = crypto.randomUUID();
    const first = await addFollowup(db.sql, account, { subject: "Quote", correspondent: "Bob" });
    const again = await addFollowup(db.sql, account, { subject: "Quote", correspondent: "BOB" });
    assert.equal(again.id, first.id);
    assert.equal(again.created, false);
    const other = await addFollowup(db.sql, crypto.randomUUID(), {
      subject: "Quote",
      correspondent: "Bob",
    });
    assert.notEqual(other.id, first.id);
  });
});

Deno.test("addFollowup refuses empty, oversized or unstorable text and impossible due dates", async () => {
  await withDb(async (db) => {
    const account = crypto.randomUUID();
    const refused = async (input: Parameters<typeof addFollowup>[2], pattern: RegExp) => {
      await assert.rejects(addFollowup(db.sql, account, input), (e: unknown) => {
        assert.ok(e instanceof ToolError);
        assert.match(e.message, pattern);
        return true;
      });
    };
    await refused({ subject: "  ", correspondent: "Bob" }, /subject of a follow-up is empty/);
    await refused({ subject: "Hi", correspondent: "" }, /correspondent of a follow-up is empty/);
    await refused({ subject: "x".repeat(501), correspondent: "Bob" }, /longer than 500/);
    await refused({ subject: "a\u0000b", correspondent: "Bob" }, /NUL character/);
    await refused(
      { subject: "Hi", correspondent: "Bob", due_date: "2026-02-30" },
      /due date "2026-02-30" does not exist/,
    );
    await refused({ subject: "Hi", correspondent: "Bob", due_date: "soon" }, /not a date/);
  });
});

Deno.test(`addFollowup keeps at most ${MAX_PENDING_FOLLOWUPS} pending follow-ups per account`, async () => {
  await withDb(async (db) => {
    const account = crypto.randomUUID();
    await db.sql`
      insert into assistant.email_followups (id, account_id, subject, correspondent)
      select gen_random_uuid(), ${account}, 'S' || i, 'C'
      from generate_series(1, ${MAX_PENDING_FOLLOWUPS}::int) i
    `;
    await assert.rejects(
      addFollowup(db.sql, account, { subject: "One more", correspondent: "C" }),
      /already 1000 pending follow-ups: dismiss some first/,
    );
  });
});
