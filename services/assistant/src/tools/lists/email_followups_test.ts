import assert from "node:assert/strict";
import { HOSTILE, NOW, withDb } from "../../../testing/lists_env.ts";
import { addFollowup } from "./followups_store.ts";

// The clock of the tests: Tuesday 10 March 2026, 10:00 UTC.

Deno.test("email_followups_list shows pending follow-ups, the soonest due first", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const list0 = await a.ok("email_followups_list");
    assert.equal(list0.summary, "You have no pending email follow-ups.");
    await addFollowup(db.sql, a.id, { subject: "Lunch?", correspondent: "Bob" }, NOW);
    const invoice = await addFollowup(db.sql, a.id, {
      subject: "Invoice 42",
      correspondent: "Ada Lovelace",
      due_date: "2026-03-12",
    }, NOW);
    await addFollowup(db.sql, a.id, {
      subject: "Contract",
      correspondent: "Legal",
      due_date: "2026-03-07",
    }, NOW);
    await addFollowup(db.sql, a.id, {
      subject: "Report",
      correspondent: "Team",
      due_date: "2026-03-10",
    }, NOW);
    const list = await a.ok("email_followups_list");
    assert.equal(
      list.summary,
      [
        "Pending email follow-ups:",
        '• "Contract" with Legal — overdue, due 3 days ago',
        '• "Report" with Team — due today',
        '• "Invoice 42" with Ada Lovelace — due in 2 days',
        '• "Lunch?" with Bob — no due date',
      ].join("\n"),
    );
    assert.deepEqual(list.data.followups[2], {
      id: invoice.id,
      subject: "Invoice 42",
      correspondent: "Ada Lovelace",
      due_date: "2026-03-12",
      days_until_due: 2,
      created_at: NOW.toISOString(),
    });
  });
});

Deno.test("email_followups_dismiss marks the follow-up dismissed and keeps it", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const invoice = await addFollowup(db.sql, a.id, {
      subject: "Invoice 42",
      correspondent: "Ada",
    });
    await addFollowup(db.sql, a.id, { subject: "Lunch?", correspondent: "Bob" });
    const r = await a.ok("email_followups_dismiss", { followup: "the invoice follow-up" });
    assert.equal(
      r.summary,
      'Dismissed the follow-up "Invoice 42" with Ada. The email itself is untouched.',
    );
    assert.equal(r.data.dismissed.id, invoice.id);
    const [row] = await db.sql<{ status: string; dismissed_at: Date }[]>`
      select status, dismissed_at from assistant.email_followups where id = ${invoice.id}
    `;
    assert.equal(row?.status, "dismissed");
    assert.equal(row?.dismissed_at.toISOString(), NOW.toISOString());
    const list = await a.ok("email_followups_list");
    assert.deepEqual(list.data.followups.map((f: { subject: string }) => f.subject), ["Lunch?"]);
    const again = await a.ok("email_followups_dismiss", { followup: invoice.id });
    assert.equal(again.summary, 'The follow-up "Invoice 42" with Ada was already dismissed.');
    await a.fails("email_followups_dismiss", { followup: "invoice" }, /No follow-up matches/);
  });
});

Deno.test("email_followups_dismiss names follow-ups by correspondent and asks which when several match", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await addFollowup(db.sql, a.id, { subject: "Quote for the roof", correspondent: "Bob" });
    await addFollowup(db.sql, a.id, { subject: "Invoice", correspondent: "Bob" });
    await addFollowup(db.sql, a.id, { subject: "Invoice", correspondent: "Carol" });
    await a.fails("email_followups_dismiss", { followup: "bob" }, /Several follow-ups match/);
    await a.fails("email_followups_dismiss", { followup: "dave" }, /No follow-up matches "dave"/);
    const r = await a.ok("email_followups_dismiss", { followup: "invoice carol" });
    assert.match(r.summary, /"Invoice" with Carol/);
  });
});

Deno.test("no tool creates or deletes a follow-up", async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (const name of ["email_followups_create", "email_followups_delete"]) {
      await a.fails(name, { followup: "x" }, /There is no tool/);
    }
  });
});

Deno.test("one account never sees or dismisses another account's follow-ups", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    const f = await addFollowup(db.sql, a.id, { subject: "Invoice", correspondent: "Ada" });
    assert.equal((await b.ok("email_followups_list")).data.followups.length, 0);
    await b.fails("email_followups_dismiss", { followup: f.id }, /No follow-up matches/);
    await b.fails("email_followups_dismiss", { followup: "invoice" }, /No follow-up matches/);
    assert.equal((await a.ok("email_followups_list")).data.followups.length, 1);
  });
});

Deno.test("follow-ups with hostile subjects are stored and dismissed literally", async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (const subject of HOSTILE) {
      await addFollowup(db.sql, a.id, { subject, correspondent: subject });
    }
    const list = await a.ok("email_followups_list");
    assert.deepEqual(
      list.data.followups.map((f: { subject: string }) => f.subject),
      HOSTILE.map((h) => h.trim()),
    );
    await a.ok("email_followups_dismiss", { followup: HOSTILE[0]! });
    assert.equal((await a.ok("email_followups_list")).data.followups.length, HOSTILE.length - 1);
    await a.fails("email_followups_dismiss", { followup: "x".repeat(201) }, /Invalid input/);
  });
});
