import assert from "node:assert/strict";
import { HOSTILE, NOW, withDb } from "../../../testing/lists_env.ts";
import { MAX_KEEPSAKES } from "./keepsakes.ts";

Deno.test("keepsakes_save keeps text that keepsakes_list shows newest first with its date", async () => {
  await withDb(async (db) => {
    const a = db.account("America/Los_Angeles");
    assert.equal((await a.ok("keepsakes_list")).summary, "You have no keepsakes.");
    const poem = await a.ok("keepsakes_save", { text: "Grandma's poem about the sea" });
    assert.equal(poem.summary, 'Kept "Grandma\'s poem about the sea".');
    // 05:00 UTC on 11 March is still 10 March in Los Angeles.
    a.set({ now: new Date("2026-03-11T05:00:00Z") });
    await a.ok("keepsakes_save", { text: 'First words: "duck"' });
    const list = await a.ok("keepsakes_list");
    assert.equal(
      list.summary,
      'Your keepsakes, newest first:\n• 10 Mar 2026: First words: "duck"\n' +
        "• 10 Mar 2026: Grandma's poem about the sea",
    );
    assert.equal(list.data.keepsakes[1].id, poem.data.id);
    assert.equal(list.data.keepsakes[0].date, "2026-03-10");
  });
});

Deno.test("keepsakes_forget forgets the keepsake named by words or id, and refuses unknown or ambiguous ones", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const poem = await a.ok("keepsakes_save", { text: "Grandma's poem about the sea" });
    await a.ok("keepsakes_save", { text: "Photo of the sea at Brighton" });
    await a.ok("keepsakes_save", { text: "Wedding vows" });
    await a.fails("keepsakes_forget", { keepsake: "sea" }, /Several keepsakes match "sea"/);
    await a.fails("keepsakes_forget", { keepsake: "recipe" }, /No keepsake matches "recipe"/);
    const r = await a.ok("keepsakes_forget", { keepsake: "the wedding vows" });
    assert.equal(r.summary, 'Forgot the keepsake "Wedding vows".');
    await a.ok("keepsakes_forget", { keepsake: poem.data.id });
    const list = await a.ok("keepsakes_list");
    assert.deepEqual(list.data.keepsakes.map((k: { text: string }) => k.text), [
      "Photo of the sea at Brighton",
    ]);
  });
});

Deno.test("one account never sees or forgets another account's keepsakes", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    const k = await a.ok("keepsakes_save", { text: "Letter from Dad" });
    assert.equal((await b.ok("keepsakes_list")).data.total, 0);
    await b.fails("keepsakes_forget", { keepsake: k.data.id }, /No keepsake matches/);
    assert.equal((await a.ok("keepsakes_list")).data.total, 1);
  });
});

Deno.test("keepsakes with hostile text are stored literally, within the size and count limits", async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (const text of HOSTILE) await a.ok("keepsakes_save", { text });
    const list = await a.ok("keepsakes_list");
    assert.deepEqual(
      list.data.keepsakes.map((k: { text: string }) => k.text).reverse(),
      HOSTILE.map((h) => h.trim()),
    );
    await a.fails("keepsakes_save", { text: "x".repeat(4001) }, /Invalid input/);
    await db.sql`
      insert into assistant.keepsakes (id, account_id, text, created_at)
      select gen_random_uuid(), ${a.id}, 'filler ' || i, ${NOW}
      from generate_series(${HOSTILE.length + 1}::int, ${MAX_KEEPSAKES}::int) i
    `;
    await a.fails("keepsakes_save", { text: "one more" }, /already keep 2000 keepsakes/);
  });
});

Deno.test("a key never sees or forgets a private keepsake; the owner's chat does", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("keepsakes_save", { text: "my passport number is X1234567" });
    await a.ok("keepsakes_save", { text: "the quote: stay hungry, stay foolish" });
    const asKey = await a.ok("keepsakes_list");
    assert.doesNotMatch(JSON.stringify(asKey), /X1234567/);
    assert.match(asKey.summary, /stay hungry/);
    assert.match(
      asKey.summary,
      /1 private keepsake about passwords, identity or health is shown only in your chat/,
    );
    await a.fails("keepsakes_forget", { keepsake: "passport" }, /No keepsake matches "passport"/);
    a.set({ owner: true });
    assert.match((await a.ok("keepsakes_list")).summary, /X1234567/);
    await a.ok("keepsakes_forget", { keepsake: "passport" });
  });
});
