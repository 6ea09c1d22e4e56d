import assert from "node:assert/strict";
import { HOSTILE, withDb } from "../../../testing/lists_env.ts";
import { MAX_BIRTHDAYS } from "./birthdays.ts";

// The clock of the tests: Tuesday 10 March 2026, 10:00 UTC.

Deno.test("birthdays_list shows the next birthdays first, with the days left and the age turned", async () => {
  await withDb(async (db) => {
    const a = db.account();
    assert.equal((await a.ok("birthdays_list")).summary, "You have no birthdays saved.");
    const ada = await a.ok("birthdays_save", { name: "Ada", date: "1986-05-03" });
    assert.equal(ada.summary, "Saved Ada's birthday: 3 May 1986 (in 54 days, turns 40).");
    await a.ok("birthdays_save", { name: "Bob", date: "--03-11" });
    await a.ok("birthdays_save", { name: "Cleo", date: "1990-03-09" });
    await a.ok("birthdays_save", { name: "Dan", date: "2001-03-10" });
    const list = await a.ok("birthdays_list");
    assert.equal(
      list.summary,
      [
        "Birthdays, the next first:",
        "• Dan: 10 Mar 2001 — today, turns 25",
        "• Bob: 11 Mar — tomorrow",
        "• Ada: 3 May 1986 — in 54 days, turns 40",
        "• Cleo: 9 Mar 1990 — in 364 days, turns 37",
      ].join("\n"),
    );
    assert.deepEqual(list.data.birthdays[1], {
      id: list.data.birthdays[1].id,
      name: "Bob",
      date: "--03-11",
      next: "2026-03-11",
      days_until: 1,
      turns: null,
    });
    assert.equal(list.data.birthdays[2].id, ada.data.id);
  });
});

Deno.test("birthdays count days from today in the user's time zone", async () => {
  await withDb(async (db) => {
    const a = db.account("Pacific/Auckland"); // 10:00 UTC is 23:00 on 10 March there
    await a.ok("birthdays_save", { name: "Bob", date: "--03-11" });
    assert.match((await a.ok("birthdays_list")).summary, /Bob: 11 Mar — tomorrow/);
    a.set({ now: new Date("2026-03-10T12:00:00Z") }); // 01:00 on 11 March in Auckland
    assert.match((await a.ok("birthdays_list")).summary, /Bob: 11 Mar — today/);
    a.set({ timezone: "America/New_York" }); // 08:00 on 10 March in New York
    assert.match((await a.ok("birthdays_list")).summary, /Bob: 11 Mar — tomorrow/);
  });
});

Deno.test("a 29 February birthday is celebrated on 28 February in years without it, and says so", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const saved = await a.ok("birthdays_save", { name: "Leap", date: "2000-02-29" });
    assert.equal(
      saved.summary,
      "Saved Leap's birthday: 29 Feb 2000 (celebrated on 28 Feb in 2027, in 355 days, turns 27). " +
        "In years without 29 February it is celebrated on 28 February.",
    );
    assert.equal(saved.data.next, "2027-02-28");
    a.set({ now: new Date("2028-02-01T10:00:00Z") });
    const leap = await a.ok("birthdays_list");
    assert.equal(
      leap.summary,
      "Birthdays, the next first:\n• Leap: 29 Feb 2000 — in 28 days, turns 28",
    );
    assert.equal(leap.data.birthdays[0].next, "2028-02-29");
    await a.ok("birthdays_save", { name: "Unknown year", date: "--02-29" });
  });
});

Deno.test("birthdays_save rejects impossible, future and implausible dates with a clear message", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.fails(
      "birthdays_save",
      { name: "X", date: "2026-02-30" },
      /The birthday "2026-02-30" does not exist: February 2026 has 28 days/,
    );
    await a.fails("birthdays_save", { name: "X", date: "2023-02-29" }, /February 2023 has 28/);
    await a.fails("birthdays_save", { name: "X", date: "1990-04-31" }, /April 1990 has 30/);
    await a.fails("birthdays_save", { name: "X", date: "1990-13-01" }, /does not exist/);
    await a.fails("birthdays_save", { name: "X", date: "1990-00-10" }, /does not exist/);
    await a.fails("birthdays_save", { name: "X", date: "--02-30" }, /February has at most 29/);
    await a.fails("birthdays_save", { name: "X", date: "--13-01" }, /no month 13/);
    await a.fails("birthdays_save", { name: "X", date: "2026-03-11" }, /is in the future/);
    await a.fails("birthdays_save", { name: "X", date: "1700-01-01" }, /before 1800/);
    await a.fails("birthdays_save", { name: "X", date: "3 May" }, /Invalid input/);
    await a.fails("birthdays_save", { name: "X", date: "1990-5-3" }, /Invalid input/);
    assert.equal((await a.ok("birthdays_list")).data.total, 0);
  });
});

Deno.test("birthdays_save for a name already saved changes its date instead of adding another", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const first = await a.ok("birthdays_save", { name: "Ada", date: "1986-05-03" });
    const changed = await a.ok("birthdays_save", { name: "ada", date: "1986-05-04" });
    assert.equal(
      changed.summary,
      "Changed ada's birthday to 4 May 1986 (it was 3 May 1986); in 55 days, turns 40.",
    );
    assert.equal(changed.data.id, first.data.id);
    const same = await a.ok("birthdays_save", { name: "Ada", date: "1986-05-04" });
    assert.match(same.summary, /^Ada's birthday was already saved as 4 May 1986/);
    assert.equal((await a.ok("birthdays_list")).data.total, 1);
  });
});

Deno.test("birthdays_remove removes the birthday named by words or id", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const ada = await a.ok("birthdays_save", { name: "Ada Lovelace", date: "1815-12-10" });
    await a.ok("birthdays_save", { name: "Mum", date: "--07-14" });
    await a.ok("birthdays_save", { name: "Ada Byron", date: "--01-01" });
    await a.fails("birthdays_remove", { birthday: "Ada" }, /Several birthdays match "Ada"/);
    await a.fails("birthdays_remove", { birthday: "Dad" }, /No birthday matches "Dad"/);
    const r = await a.ok("birthdays_remove", { birthday: "mum's birthday" });
    assert.equal(r.summary, "Removed Mum's birthday (14 Jul).");
    await a.ok("birthdays_remove", { birthday: ada.data.id });
    const left = await a.ok("birthdays_list");
    assert.deepEqual(left.data.birthdays.map((b: { name: string }) => b.name), ["Ada Byron"]);
  });
});

Deno.test("one account never sees or removes another account's birthdays", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    const ada = await a.ok("birthdays_save", { name: "Ada", date: "1986-05-03" });
    assert.equal((await b.ok("birthdays_list")).data.total, 0);
    await b.fails("birthdays_remove", { birthday: ada.data.id }, /No birthday matches/);
    await b.ok("birthdays_save", { name: "Ada", date: "--01-01" });
    assert.equal((await a.ok("birthdays_list")).data.birthdays[0].date, "1986-05-03");
  });
});

Deno.test("birthdays with hostile names are stored literally, up to the limit", async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (const name of HOSTILE) await a.ok("birthdays_save", { name, date: "--06-01" });
    const names = (await a.ok("birthdays_list")).data.birthdays.map((b: { name: string }) =>
      b.name
    );
    assert.deepEqual(names.sort(), HOSTILE.map((h) => h.trim()).sort());
    await db.sql`
      insert into assistant.birthdays (id, account_id, name, name_key, month, day)
      select gen_random_uuid(), ${a.id}, 'P' || i, 'p' || i, 1, 1
      from generate_series(${HOSTILE.length + 1}::int, ${MAX_BIRTHDAYS}::int) i
    `;
    await a.fails("birthdays_save", { name: "New", date: "--01-02" }, /already keep 1000/);
    await a.ok("birthdays_save", { name: "P7", date: "--01-02" });
  });
});
