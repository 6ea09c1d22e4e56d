import assert from "node:assert/strict";
import { HOSTILE, withDb } from "../../../testing/lists_env.ts";
import { MAX_COUNTDOWNS } from "./countdowns.ts";

// The clock of the tests: Tuesday 10 March 2026, 10:00 UTC.

Deno.test("countdowns_list shows the days left from today: today, tomorrow, in N days, N days ago", async () => {
  await withDb(async (db) => {
    const a = db.account();
    assert.equal((await a.ok("countdowns_list")).summary, "You have no countdowns.");
    const holiday = await a.ok("countdowns_set", { title: "Holiday", date: "2026-03-22" });
    assert.equal(holiday.summary, "Counting down to Holiday: Sun 22 Mar 2026, in 12 days.");
    assert.equal(holiday.data.days_left, 12);
    await a.ok("countdowns_set", { title: "Exam", date: "2026-03-13" });
    await a.ok("countdowns_set", { title: "Concert", date: "2026-03-16" });
    await a.ok("countdowns_set", { title: "Move", date: "2026-03-17" });
    a.set({ now: new Date("2026-03-16T10:00:00Z") });
    const list = await a.ok("countdowns_list");
    assert.equal(
      list.summary,
      [
        "Your countdowns:",
        "• Concert: Mon 16 Mar 2026 — today",
        "• Move: Tue 17 Mar 2026 — tomorrow",
        "• Holiday: Sun 22 Mar 2026 — in 6 days",
        "• Exam: Fri 13 Mar 2026 — 3 days ago",
      ].join("\n"),
    );
    assert.deepEqual(list.data.countdowns[2], {
      id: holiday.data.id,
      title: "Holiday",
      date: "2026-03-22",
      days_left: 6,
      when: "in 6 days",
    });
  });
});

Deno.test("countdowns count from today in the user's time zone", async () => {
  await withDb(async (db) => {
    const a = db.account("America/Los_Angeles"); // 10:00 UTC is 03:00 on 10 March there
    await a.ok("countdowns_set", { title: "Launch", date: "2026-03-11" });
    assert.match((await a.ok("countdowns_list")).summary, /Launch: .* — tomorrow/);
    a.set({ timezone: "Pacific/Kiritimati" }); // UTC+14: already 11 March
    assert.match((await a.ok("countdowns_list")).summary, /Launch: .* — today/);
  });
});

Deno.test("countdowns_set refuses a passed date, an impossible one and the same countdown twice", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.fails(
      "countdowns_set",
      { title: "Party", date: "2026-03-09" },
      /The date "2026-03-09" has passed: a countdown needs today or a later date/,
    );
    await a.fails(
      "countdowns_set",
      { title: "Party", date: "2026-02-29" },
      /"2026-02-29" does not exist: February 2026 has 28 days/,
    );
    await a.fails("countdowns_set", { title: "Party", date: "next week" }, /Invalid input/);
    const today = await a.ok("countdowns_set", { title: "Party", date: "2026-03-10" });
    assert.match(today.summary, /today\.$/);
    const err = await a.fails(
      "countdowns_set",
      { title: "PARTY", date: "2026-03-10" },
      /already count down to "PARTY" on 2026-03-10/,
    );
    assert.ok(err.includes(today.data.id));
    await a.ok("countdowns_set", { title: "Party", date: "2027-03-10" });
  });
});

Deno.test("countdowns_remove removes the countdown named by words or id", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const exam = await a.ok("countdowns_set", { title: "Final exam", date: "2026-06-01" });
    await a.ok("countdowns_set", { title: "Summer holiday", date: "2026-07-01" });
    await a.ok("countdowns_set", { title: "Winter holiday", date: "2026-12-20" });
    await a.fails("countdowns_remove", { countdown: "holiday" }, /Several countdowns match/);
    await a.fails("countdowns_remove", { countdown: "wedding" }, /No countdown matches/);
    const r = await a.ok("countdowns_remove", { countdown: "the summer holiday countdown" });
    assert.equal(r.summary, "Removed the countdown to Summer holiday (Wed 1 Jul 2026).");
    await a.ok("countdowns_remove", { countdown: exam.data.id });
    const left = await a.ok("countdowns_list");
    assert.deepEqual(left.data.countdowns.map((c: { title: string }) => c.title), [
      "Winter holiday",
    ]);
  });
});

Deno.test("one account never sees or removes another account's countdowns", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    const c = await a.ok("countdowns_set", { title: "Wedding", date: "2026-09-12" });
    assert.equal((await b.ok("countdowns_list")).data.countdowns.length, 0);
    await b.fails("countdowns_remove", { countdown: c.data.id }, /No countdown matches/);
    await b.ok("countdowns_set", { title: "Wedding", date: "2026-09-12" });
    assert.equal((await a.ok("countdowns_list")).data.countdowns.length, 1);
  });
});

Deno.test("countdowns with hostile titles are stored literally, up to the limit", async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (const title of HOSTILE) await a.ok("countdowns_set", { title, date: "2026-04-01" });
    const titles = (await a.ok("countdowns_list")).data.countdowns.map((c: { title: string }) =>
      c.title
    );
    assert.deepEqual(titles, HOSTILE.map((h) => h.trim()));
    await a.fails("countdowns_set", { title: "x".repeat(201), date: "2026-04-01" }, /Invalid/);
    await db.sql`
      insert into assistant.countdowns (id, account_id, title, title_key, target_date)
      select gen_random_uuid(), ${a.id}, 'C' || i, 'c' || i, date '2026-05-01'
      from generate_series(${HOSTILE.length + 1}::int, ${MAX_COUNTDOWNS}::int) i
    `;
    await a.fails(
      "countdowns_set",
      { title: "One more", date: "2026-05-01" },
      /already keep 200 countdowns/,
    );
  });
});

Deno.test("an unknown time zone counts days in UTC instead of failing", async () => {
  await withDb(async (db) => {
    const a = db.account("Mars/Olympus_Mons");
    await a.ok("countdowns_set", { title: "Launch", date: "2026-03-11" });
    assert.match((await a.ok("countdowns_list")).summary, /Launch: .* — tomorrow/);
  });
});
