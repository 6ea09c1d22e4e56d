import assert from "node:assert/strict";
import { HOSTILE, NOW, withDb } from "../../../testing/lists_env.ts";
import { MAX_NOTES } from "./notes.ts";

Deno.test("notes_create jots a note that notes_list shows newest first with its date and an excerpt", async () => {
  await withDb(async (db) => {
    const a = db.account("Pacific/Auckland");
    assert.equal((await a.ok("notes_list")).summary, "You have no notes.");
    const first = await a.ok("notes_create", { text: "Call the dentist about the crown" });
    assert.equal(first.summary, 'Noted: "Call the dentist about the crown".');
    assert.match(first.data.id, /^[0-9a-f-]{36}$/);
    // 13:00 UTC on 10 March is already 11 March in Auckland.
    a.set({ now: new Date("2026-03-10T13:00:00Z") });
    const long = "Ideas for the garden: " + "tomatoes, basil and beans ".repeat(20);
    await a.ok("notes_create", { text: long });
    const list = await a.ok("notes_list");
    const lines = list.summary.split("\n");
    assert.equal(lines[0], "Your notes, newest first:");
    assert.match(lines[1]!, /^• 11 Mar 2026: Ideas for the garden: tomatoes.{40,60}…$/);
    assert.ok(lines[1]!.length < 100);
    assert.equal(lines[2], "• 10 Mar 2026: Call the dentist about the crown");
    assert.equal(list.data.notes[0].text, long.trim());
    assert.equal(list.data.notes[0].date, "2026-03-11");
    assert.equal(list.data.notes[1].id, first.data.id);
    assert.equal(list.data.total, 2);
  });
});

Deno.test("notes created in the same instant are listed newest first all the same", async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (const text of ["one", "two", "three"]) await a.ok("notes_create", { text });
    const list = await a.ok("notes_list");
    assert.deepEqual(list.data.notes.map((n: { text: string }) => n.text), ["three", "two", "one"]);
  });
});

Deno.test("notes_delete deletes the note named by words or by id", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const dentist = await a.ok("notes_create", { text: "Call the dentist" });
    await a.ok("notes_create", { text: "Buy a birthday card for Sam" });
    await a.ok("notes_create", { text: "Parking: level 3, row F" });
    const r = await a.ok("notes_delete", { note: "the dentist note" });
    assert.equal(r.summary, 'Deleted the note "Call the dentist".');
    assert.equal(r.data.removed.id, dentist.data.id);
    const card = (await a.ok("notes_list")).data.notes.find((n: { text: string }) =>
      n.text.startsWith("Buy")
    );
    await a.ok("notes_delete", { note: card.id });
    const left = await a.ok("notes_list");
    assert.deepEqual(left.data.notes.map((n: { text: string }) => n.text), [
      "Parking: level 3, row F",
    ]);
  });
});

Deno.test("notes_delete refuses a note that is not there, and asks which when several match", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.fails("notes_delete", { note: "dentist" }, /No note matches "dentist"/);
    await a.ok("notes_create", { text: "Call mum on Sunday" });
    await a.ok("notes_create", { text: "Call the plumber" });
    await a.fails("notes_delete", { note: "call" }, /Several notes match "call": .*Say which one/);
    await a.fails("notes_delete", { note: crypto.randomUUID() }, /No note matches/);
    assert.equal((await a.ok("notes_list")).data.total, 2);
  });
});

Deno.test("one account never sees or deletes another account's notes", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    const secret = await a.ok("notes_create", { text: "A's secret plan" });
    assert.equal((await b.ok("notes_list")).data.total, 0);
    await b.fails("notes_delete", { note: secret.data.id }, /No note matches/);
    await b.fails("notes_delete", { note: "secret plan" }, /No note matches/);
    assert.equal((await a.ok("notes_list")).data.total, 1);
  });
});

Deno.test("notes with hostile text are stored literally", async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (const text of HOSTILE) await a.ok("notes_create", { text });
    const list = await a.ok("notes_list");
    assert.deepEqual(
      list.data.notes.map((n: { text: string }) => n.text).reverse(),
      HOSTILE.map((h) => h.trim()),
    );
    assert.ok(list.summary.includes("• 10 Mar 2026: line one line two tabbed"));
    await a.fails("notes_create", { text: "a\u0000b" }, /NUL character/);
  });
});

Deno.test("notes are at most 4000 characters and an account keeps at most the limit", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.fails("notes_create", { text: "x".repeat(4001) }, /Invalid input/);
    await a.fails("notes_create", { text: "   " }, /Invalid input/);
    await a.ok("notes_create", { text: "x".repeat(4000) });
    await db.sql`
      insert into assistant.notes (id, account_id, text, created_at)
      select gen_random_uuid(), ${a.id}, 'filler ' || i, ${NOW}
      from generate_series(2, ${MAX_NOTES}::int) i
    `;
    await a.fails(
      "notes_create",
      { text: "one more" },
      new RegExp(`already keep ${MAX_NOTES} notes, the most there can be: remove some first`),
    );
    const list = await a.ok("notes_list");
    assert.equal(list.data.notes.length, 50);
    assert.equal(list.data.total, MAX_NOTES);
    assert.match(list.summary, new RegExp(`…and ${MAX_NOTES - 50} older notes$`));
    await a.ok("notes_delete", { note: "filler 77" });
    await a.ok("notes_create", { text: "fits again" });
  });
});

Deno.test("a key's notes list of only private notes says so under its heading, with no empty line", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("notes_create", { text: "the wifi password is hunter2" });
    await a.ok("notes_create", { text: "my passport number is X1234567" });
    const list = await a.ok("notes_list");
    assert.equal(
      list.summary,
      "Your notes, newest first:\n" +
        "(2 private notes about passwords, identity or health are shown only in your chat.)",
    );
    assert.doesNotMatch(JSON.stringify(list), /hunter2|X1234567/);
    await a.ok("notes_create", { text: "buy a new kettle" });
    const mixed = (await a.ok("notes_list")).summary.split("\n");
    assert.equal(mixed.length, 3);
    assert.match(mixed[1]!, /^• .*: buy a new kettle$/);
    assert.match(mixed[2]!, /^\(2 private notes/);
  });
});

Deno.test("a key that names no note it can reach is told where private notes are changed, never whether one matched", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("notes_create", { text: "buy a new kettle" });
    const none = await a.fails("notes_delete", { note: "gate code" }, /^No note matches/);
    assert.equal(none, 'No note matches "gate code"');
    await a.ok("notes_create", { text: "the gate code for Mia's flat is 4471" });
    // The same words, matching the private note or not, get the same answer.
    for (const note of ["gate code", "garden shed"]) {
      assert.equal(
        await a.fails("notes_delete", { note }, /^No note matches/),
        `No note matches "${note}". Notes about passwords, access codes, identity or health are changed only in your chat`,
      );
    }
    assert.equal((await a.ok("notes_list")).data.total, 2);
  });
});

Deno.test("a key's 'delete my note' beside a private note asks which one, and deletes nothing", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("notes_create", { text: "Passport renewal: need 2 photos" });
    await a.ok("notes_create", { text: "Kemi's new address is 12 Ring Road" });
    const error = await a.fails("notes_delete", { note: "the note" }, /^Several notes match/);
    assert.match(
      error,
      /Kemi's new address.* and others changed only in your chat\. Say which one$/,
    );
    // Nothing of the private note is said, not even that there is one of them.
    assert.doesNotMatch(error, /Passport|\b1\b/);
    assert.equal((await a.ok("notes_list")).data.total, 2);
    // Named by its words, the note in reach goes.
    await a.ok("notes_delete", { note: "the note about Kemi's address" });
  });
});
