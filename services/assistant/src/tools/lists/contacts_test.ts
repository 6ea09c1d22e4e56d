import assert from "node:assert/strict";
import { HOSTILE, withDb } from "../../../testing/lists_env.ts";
import { MAX_CONTACTS } from "./contacts.ts";

Deno.test("contacts_create saves contacts that contacts_list shows by name with their details", async () => {
  await withDb(async (db) => {
    const a = db.account();
    assert.equal((await a.ok("contacts_list")).summary, "You have no contacts yet.");
    const ada = await a.ok("contacts_create", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      notes: "Met at the engine demo",
    });
    assert.equal(ada.summary, "Saved Ada Lovelace (ada@example.com) to your contacts.");
    assert.match(ada.data.id, /^[0-9a-f-]{36}$/);
    await a.ok("contacts_create", { name: "charles babbage" });
    const list = await a.ok("contacts_list");
    assert.equal(
      list.summary,
      "Your contacts (2):\n• Ada Lovelace — ada@example.com, +44 20 7946 0000, Met at the engine demo\n" +
        "• charles babbage",
    );
    assert.deepEqual(list.data.contacts[0], {
      id: ada.data.id,
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      notes: "Met at the engine demo",
    });
  });
});

Deno.test("contacts_list with a query searches names, emails and notes in any case", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("contacts_create", { name: "Ada Lovelace", email: "ada@engines.org" });
    await a.ok("contacts_create", { name: "Grace Hopper", notes: "Navy, COBOL, loves engines" });
    await a.ok("contacts_create", { name: "Alan Turing", email: "alan@bletchley.uk" });
    const names = async (query: string) =>
      (await a.ok("contacts_list", { query })).data.contacts.map((c: { name: string }) => c.name);
    assert.deepEqual(await names("ENGINES"), ["Ada Lovelace", "Grace Hopper"]);
    assert.deepEqual(await names("bletchley"), ["Alan Turing"]);
    assert.deepEqual(await names("grace cobol"), ["Grace Hopper"]);
    assert.deepEqual(await names("   "), ["Ada Lovelace", "Alan Turing", "Grace Hopper"]);
    const none = await a.ok("contacts_list", { query: "Babbage" });
    assert.equal(none.summary, 'No contact matches "Babbage".');
    const one = await a.ok("contacts_list", { query: "hopper" });
    assert.match(one.summary, /^1 contact matches "hopper":\n• Grace Hopper/);
  });
});

Deno.test("contacts_create refuses the same name and email twice, in any case", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const ada = await a.ok("contacts_create", { name: "Ada Lovelace", email: "ada@example.com" });
    const err = await a.fails(
      "contacts_create",
      { name: "ada  lovelace", email: "ADA@example.com" },
      /"ada {2}lovelace \(ADA@example.com\)" is already in your contacts .*update that contact instead/,
    );
    assert.ok(err.includes(ada.data.id));
    await a.ok("contacts_create", { name: "Ada Lovelace", email: "ada@work.example" });
    await a.ok("contacts_create", { name: "Bob" });
    await a.fails("contacts_create", { name: "BOB" }, /"BOB" is already in your contacts/);
    assert.equal((await a.ok("contacts_list")).data.total, 3);
  });
});

Deno.test("contacts_update changes only the fields given", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const ada = await a.ok("contacts_create", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "555-0100",
      notes: "Mathematician",
    });
    const r = await a.ok("contacts_update", { contact: "ada", phone: "555-0199" });
    assert.equal(r.summary, "Updated Ada Lovelace: phone now 555-0199.");
    assert.deepEqual(r.data.changed, ["phone"]);
    const cleared = await a.ok("contacts_update", { contact: ada.data.id, notes: "" });
    assert.equal(cleared.summary, "Updated Ada Lovelace: notes cleared.");
    await a.ok("contacts_update", { contact: "lovelace", email: "countess@example.com" });
    const [after] = (await a.ok("contacts_list")).data.contacts;
    assert.deepEqual(after, {
      id: ada.data.id,
      name: "Ada Lovelace",
      email: "countess@example.com",
      phone: "555-0199",
      notes: null,
    });
    const same = await a.ok("contacts_update", { contact: "ada", phone: "555-0199" });
    assert.match(same.summary, /already has those details; nothing changed/);
  });
});

Deno.test("contacts_update refuses no change, an unknown contact, an ambiguous one and a duplicate", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("contacts_create", { name: "Ada Lovelace", email: "ada@example.com" });
    await a.ok("contacts_create", { name: "Ada Byron" });
    await a.fails("contacts_update", { contact: "Lovelace" }, /Say what to change about/);
    await a.fails("contacts_update", { contact: "Babbage", phone: "123" }, /No contact matches/);
    await a.fails("contacts_update", { contact: "ada", phone: "123" }, /Several contacts match/);
    await a.ok("contacts_update", { contact: "Lovelace", email: "ada@other.example" });
    await a.ok("contacts_create", { name: "Ada Byron", email: "ada@other.example" });
    await a.fails(
      "contacts_update",
      { contact: "Lovelace", name: "Ada Byron" },
      /"Ada Byron \(ada@other.example\)" is already in your contacts/,
    );
  });
});

Deno.test("no tool deletes a contact", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("contacts_create", { name: "Ada Lovelace" });
    for (const name of ["contacts_delete", "contacts_remove"]) {
      await a.fails(name, { contact: "Ada" }, /There is no tool/);
    }
    assert.equal((await a.ok("contacts_list")).data.total, 1);
  });
});

Deno.test("one account never sees, finds or edits another account's contacts", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    const ada = await a.ok("contacts_create", { name: "Ada Lovelace", email: "ada@example.com" });
    assert.equal((await b.ok("contacts_list", { query: "ada" })).data.total, 0);
    await b.fails("contacts_update", { contact: ada.data.id, phone: "123" }, /No contact matches/);
    await b.ok("contacts_create", { name: "Ada Lovelace", email: "ada@example.com" });
    const mine = (await a.ok("contacts_list")).data.contacts;
    assert.equal(mine.length, 1);
    assert.equal(mine[0].phone, null);
  });
});

Deno.test("contacts with hostile text are stored literally, and bad input is refused", async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (const [i, text] of HOSTILE.entries()) {
      await a.ok("contacts_create", { name: `${text} ${i}`.trim(), notes: text });
    }
    const found = await a.ok("contacts_list", { query: "drop table" });
    assert.equal(found.data.contacts[0].notes, HOSTILE[0]);
    await a.fails("contacts_create", { name: "X", email: "not-an-email" }, /Invalid input/);
    await a.fails("contacts_create", { name: "x".repeat(201) }, /Invalid input/);
    await a.fails("contacts_create", { name: "X", phone: "1" }, /Invalid input/);
    await a.fails("contacts_create", { name: "X", notes: "x".repeat(1001) }, /Invalid input/);
    await a.fails("contacts_create", { name: "X", surname: "Y" }, /Invalid input/);
  });
});

Deno.test(`an account keeps at most ${MAX_CONTACTS} contacts, and a list shows 100 at a time`, async () => {
  await withDb(async (db) => {
    const a = db.account();
    await db.sql`
      insert into assistant.contacts (id, account_id, name, dedupe_key)
      select gen_random_uuid(), ${a.id}, 'Person ' || i, 'person ' || i || chr(10)
      from generate_series(1, ${MAX_CONTACTS}::int) i
    `;
    await a.fails("contacts_create", { name: "One More" }, /already keep 5000 contacts/);
    const list = await a.ok("contacts_list");
    assert.equal(list.data.contacts.length, 100);
    assert.equal(list.data.total, MAX_CONTACTS);
    assert.match(list.summary, /…and 4900 more: search to narrow the list$/);
    const one = await a.ok("contacts_list", { query: "person 4321" });
    assert.deepEqual(one.data.contacts.map((c: { name: string }) => c.name), ["Person 4321"]);
  });
});
