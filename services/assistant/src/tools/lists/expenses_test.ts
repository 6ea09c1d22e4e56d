import assert from "node:assert/strict";
import { HOSTILE, NOW, type TestDb, withDb } from "../../../testing/lists_env.ts";
import { setBusinessMode } from "./business_mode.ts";
import { MAX_EXPENSES, MAX_SUPPLIERS } from "./expenses.ts";

// The clock of the tests: Tuesday 10 March 2026, 10:00 UTC.

async function business(db: TestDb, timezone = "UTC") {
  const a = db.account(timezone);
  await setBusinessMode(db.sql, a.id, true);
  return a;
}

Deno.test("expenses_record records an exact amount and links a supplier by name, saving a new one", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    const first = await a.ok("expenses_record", {
      amount: 12.5,
      currency: "EUR",
      description: "Coffee beans",
      supplier: "Acme Roasters",
    });
    assert.equal(
      first.summary,
      "Recorded €12.50 for Coffee beans from Acme Roasters on Tue 10 Mar 2026. " +
        "Acme Roasters is a new supplier, now saved.",
    );
    assert.equal(first.data.expense.amount, "12.50");
    assert.equal(first.data.expense.date, "2026-03-10");
    assert.equal(first.data.new_supplier, true);
    const second = await a.ok("expenses_record", {
      amount: 1999.99,
      currency: "USD",
      description: "Espresso machine",
      date: "2026-03-02",
      supplier: "ACME ROASTERS",
    });
    assert.equal(
      second.summary,
      "Recorded $1,999.99 for Espresso machine from Acme Roasters on Mon 2 Mar 2026.",
    );
    assert.equal(second.data.expense.supplier.id, first.data.expense.supplier.id);
    const [row] = await db.sql<{ amount: string; type: string }[]>`
      select amount::text as amount, pg_typeof(amount)::text as type from assistant.expenses
      where id = ${second.data.expense.id}
    `;
    assert.deepEqual(row, { amount: "1999.99", type: "numeric" });
    const plain = await a.ok("expenses_record", {
      amount: 3,
      currency: "GBP",
      description: "Parking",
    });
    assert.equal(plain.summary, "Recorded £3.00 for Parking on Tue 10 Mar 2026.");
    assert.equal(plain.data.expense.supplier, null);
  });
});

Deno.test("expenses_record refuses amounts that are not exact cents and unknown currencies", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    const rec = (amount: number, currency = "EUR") => ({ amount, currency, description: "x" });
    await a.fails("expenses_record", rec(12.345), /The amount 12.345 has more than 2 decimals/);
    await a.fails("expenses_record", rec(0.1 + 0.2), /0.30000000000000004 has more than 2/);
    await a.fails("expenses_record", rec(1e-7), /more than 2 decimals/);
    await a.fails("expenses_record", rec(0), /Invalid input/);
    await a.fails("expenses_record", rec(-5), /Invalid input/);
    await a.fails("expenses_record", rec(1e9 + 1), /Invalid input/);
    await a.fails("expenses_record", rec(1500.5, "JPY"), /decimals, which JPY does not use/);
    await a.fails("expenses_record", rec(10, "ABC"), /Unknown currency "ABC": use an ISO 4217/);
    await a.fails("expenses_record", rec(10, "eur"), /Invalid input/);
    await a.fails("expenses_record", { ...rec(10), date: "2026-02-30" }, /does not exist/);
    const yen = await a.ok("expenses_record", rec(1500, "JPY"));
    assert.match(yen.summary, /^Recorded ¥1,500 for x/);
    const most = await a.ok("expenses_record", rec(1e9));
    assert.equal(most.data.expense.amount, "1000000000.00");
  });
});

Deno.test("expenses_record dates an expense today in the user's time zone when no date is given", async () => {
  await withDb(async (db) => {
    const a = await business(db, "Pacific/Auckland"); // 10:00 UTC is 23:00 on 10 March
    const before = await a.ok("expenses_record", { amount: 1, currency: "NZD", description: "a" });
    assert.equal(before.data.expense.date, "2026-03-10");
    a.set({ now: new Date("2026-03-10T12:00:00Z") }); // 01:00 on 11 March in Auckland
    const after = await a.ok("expenses_record", { amount: 1, currency: "NZD", description: "b" });
    assert.equal(after.data.expense.date, "2026-03-11");
  });
});

Deno.test("expenses_update changes only the fields given and relinks the supplier", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    const e = await a.ok("expenses_record", {
      amount: 40,
      currency: "EUR",
      description: "Printer ink",
      supplier: "Office World",
    });
    const r = await a.ok("expenses_update", { expense: "printer ink", amount: 42.1 });
    // The expense changed is named as it was, its supplier too: the user sees which one it was.
    assert.equal(
      r.summary,
      "Updated the expense €40.00 for Printer ink from Office World: amount now €42.10.",
    );
    assert.equal(r.data.expense.supplier.name, "Office World");
    assert.equal(r.data.expense.description, "Printer ink");
    const moved = await a.ok("expenses_update", {
      expense: e.data.expense.id,
      supplier: "Paper Co",
      date: "2026-03-01",
    });
    assert.equal(
      moved.summary,
      "Updated the expense €42.10 for Printer ink from Office World: date now Sun 1 Mar 2026 and " +
        "supplier now Paper Co. " +
        "Paper Co is a new supplier, now saved.",
    );
    const same = await a.ok("expenses_update", { expense: "ink", currency: "EUR" });
    assert.match(same.summary, /already has those details; nothing changed/);
    await a.fails("expenses_update", { expense: "ink", currency: "JPY" }, /JPY does not use/);
    await a.fails("expenses_update", { expense: "ink" }, /Say what to change about the expense/);
    await a.fails("expenses_update", { expense: "toner", amount: 1 }, /No expense matches/);
    await a.ok("expenses_record", { amount: 5, currency: "EUR", description: "Ink refill" });
    await a.fails("expenses_update", { expense: "ink", amount: 1 }, /Several expenses match/);
    await a.fails("expenses_update", { expense: "ink refill", amount: 1.001 }, /more than 2/);
  });
});

Deno.test("expenses_suppliers_save saves a supplier, or fills in one saved before", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    const s = await a.ok("expenses_suppliers_save", {
      name: "Paper Co",
      email: "orders@paper.example",
    });
    assert.equal(s.summary, "Saved the supplier Paper Co (orders@paper.example).");
    assert.equal(s.data.created, true);
    await a.ok("expenses_record", {
      amount: 5,
      currency: "EUR",
      description: "Paper",
      supplier: "paper co",
    });
    const again = await a.ok("expenses_suppliers_save", { name: "PAPER CO", notes: "Net 30" });
    assert.equal(again.summary, "Updated the supplier Paper Co: notes updated.");
    assert.deepEqual(again.data.supplier, {
      id: s.data.supplier.id,
      name: "Paper Co",
      email: "orders@paper.example",
      notes: "Net 30",
    });
    const same = await a.ok("expenses_suppliers_save", { name: "Paper Co", notes: "Net 30" });
    assert.equal(same.summary, "The supplier Paper Co was already saved with those details.");
    await a.fails("expenses_suppliers_save", { name: "X", email: "nope" }, /Invalid input/);
  });
});

Deno.test("expenses_dashboard sums a month per currency with the top suppliers and the 10 most recent", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    const empty = await a.ok("expenses_dashboard");
    assert.equal(empty.summary, "No expenses recorded for March 2026.");
    const rec = (amount: number, currency: string, day: number, supplier?: string) =>
      a.ok("expenses_record", {
        amount,
        currency,
        description: `Item ${day}`,
        date: `2026-03-${String(day).padStart(2, "0")}`,
        ...(supplier ? { supplier } : {}),
      });
    for (let day = 1; day <= 9; day++) await rec(10.1, "EUR", day, "Acme");
    await rec(0.2, "EUR", 5, "Bolt");
    await rec(99.99, "USD", 6, "Bolt");
    await rec(5, "USD", 7);
    await a.ok("expenses_record", {
      amount: 1000,
      currency: "EUR",
      description: "Last month",
      date: "2026-02-28",
      supplier: "Acme",
    });
    const d = await a.ok("expenses_dashboard");
    assert.equal(d.data.month, "2026-03");
    assert.equal(d.data.count, 12);
    assert.deepEqual(d.data.totals, [
      { currency: "EUR", total: "91.10", count: 10 },
      { currency: "USD", total: "104.99", count: 2 },
    ]);
    assert.deepEqual(
      d.data.top_suppliers.map((s: { name: string; count: number }) => [s.name, s.count]),
      [["Acme", 9], ["Bolt", 2]],
    );
    assert.equal(d.data.recent.length, 10);
    assert.deepEqual(
      d.data.recent.slice(0, 3).map((e: { description: string }) => e.description),
      ["Item 9", "Item 8", "Item 7"],
    );
    const lines = d.summary.split("\n");
    assert.equal(lines[0], "Expenses for March 2026: 12 expenses.");
    assert.equal(lines[1], "Totals: €91.10, $104.99");
    assert.equal(lines[2], "Top suppliers:");
    assert.equal(lines[3], "• Acme — 9 expenses, €90.90");
    assert.equal(lines[4], "• Bolt — 2 expenses, €0.20, $99.99");
    assert.equal(lines[5], "Most recent:");
    assert.equal(lines[6], "• Mon 9 Mar 2026: €10.10 for Item 9 from Acme");
    const feb = await a.ok("expenses_dashboard", { month: "2026-02" });
    assert.deepEqual(feb.data.totals, [{ currency: "EUR", total: "1000.00", count: 1 }]);
    await a.fails("expenses_dashboard", { month: "2026-13" }, /The month "2026-13" does not exist/);
    await a.fails("expenses_dashboard", { month: "March" }, /Invalid input/);
  });
});

Deno.test("expenses_dashboard defaults to the current month in the user's time zone", async () => {
  await withDb(async (db) => {
    const a = await business(db, "America/New_York");
    a.set({ now: new Date("2026-04-01T02:00:00Z") }); // still 31 March in New York
    await a.ok("expenses_record", { amount: 7, currency: "USD", description: "Late lunch" });
    const d = await a.ok("expenses_dashboard");
    assert.equal(d.data.month, "2026-03");
    assert.equal(d.data.count, 1);
  });
});

Deno.test("expense tools refuse to run while Business Mode is off, and keep the data for later", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    await a.ok("expenses_record", { amount: 1, currency: "EUR", description: "Kept" });
    await setBusinessMode(db.sql, a.id, false);
    const calls: [string, Record<string, unknown>][] = [
      ["expenses_record", { amount: 1, currency: "EUR", description: "x" }],
      ["expenses_update", { expense: "kept", amount: 2 }],
      ["expenses_suppliers_save", { name: "Acme" }],
      ["expenses_dashboard", {}],
    ];
    for (const [name, input] of calls) {
      await a.fails(name, input, /Business expenses need Business Mode, which is off/);
      a.set({ businessMode: false });
      await a.fails(name, input, /Business expenses need Business Mode, which is off/);
      a.set({ businessMode: true });
    }
    await setBusinessMode(db.sql, a.id, true);
    const d = await a.ok("expenses_dashboard");
    assert.equal(d.data.count, 1);
  });
});

Deno.test("one account never sees or edits another account's expenses or suppliers", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    const b = await business(db);
    const e = await a.ok("expenses_record", {
      amount: 10,
      currency: "EUR",
      description: "Secret",
      supplier: "Acme",
    });
    assert.equal((await b.ok("expenses_dashboard")).data.count, 0);
    await b.fails("expenses_update", { expense: e.data.expense.id, amount: 1 }, /No expense/);
    await b.fails("expenses_update", { expense: "secret", amount: 1 }, /No expense matches/);
    const theirs = await b.ok("expenses_record", {
      amount: 1,
      currency: "EUR",
      description: "Mine",
      supplier: "Acme",
    });
    assert.equal(theirs.data.new_supplier, true);
    assert.notEqual(theirs.data.expense.supplier.id, e.data.expense.supplier.id);
    await assert.rejects(
      db.sql`
        update assistant.expenses set supplier_id = ${e.data.expense.supplier.id}
        where id = ${theirs.data.expense.id}
      `,
      /violates foreign key constraint/,
    );
    const d = await a.ok("expenses_dashboard");
    assert.deepEqual(d.data.totals, [{ currency: "EUR", total: "10.00", count: 1 }]);
  });
});

Deno.test("expenses and suppliers with hostile text are stored literally", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    for (const text of HOSTILE) {
      await a.ok("expenses_record", {
        amount: 1,
        currency: "EUR",
        description: text,
        supplier: text.replace(/\s+/g, " "),
      });
    }
    const d = await a.ok("expenses_dashboard");
    assert.deepEqual(
      d.data.recent.map((e: { description: string }) => e.description).sort(),
      HOSTILE.map((h) => h.trim()).sort(),
    );
    assert.equal(d.data.top_suppliers.length, 5);
    await a.fails("expenses_record", { amount: 1, currency: "EUR", description: "\u0000" }, /NUL/);
  });
});

Deno.test("an account keeps at most the limits of suppliers and expenses", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    await db.sql`
      insert into assistant.suppliers (id, account_id, name, name_key)
      select gen_random_uuid(), ${a.id}, 'S' || i, 's' || i
      from generate_series(1, ${MAX_SUPPLIERS}::int) i
    `;
    await a.fails(
      "expenses_record",
      { amount: 1, currency: "EUR", description: "x", supplier: "New one" },
      /already keep 1000 suppliers/,
    );
    await a.ok("expenses_record", { amount: 1, currency: "EUR", description: "x", supplier: "s7" });
    await db.sql`
      insert into assistant.expenses (id, account_id, amount, currency, description, spent_on)
      select gen_random_uuid(), ${a.id}, 1, 'EUR', 'filler', ${"2026-01-01"}
      from generate_series(2, ${MAX_EXPENSES}::int) i
    `;
    await a.fails(
      "expenses_record",
      { amount: 1, currency: "EUR", description: "one more" },
      /already keep 50000 expenses/,
    );
    const d = await a.ok("expenses_dashboard", { month: "2026-01" });
    assert.equal(d.data.count, MAX_EXPENSES - 1);
    assert.equal(d.data.totals[0].total, `${MAX_EXPENSES - 1}.00`);
  });
});

Deno.test("expenses created at the same moment are recorded in order on the test clock", async () => {
  await withDb(async (db) => {
    const a = await business(db);
    await a.ok("expenses_record", { amount: 1, currency: "EUR", description: "first" });
    await a.ok("expenses_record", { amount: 2, currency: "EUR", description: "second" });
    const d = await a.ok("expenses_dashboard");
    assert.deepEqual(d.data.recent.map((e: { description: string }) => e.description), [
      "second",
      "first",
    ]);
    const [row] = await db.sql<{ created_at: Date }[]>`
      select created_at from assistant.expenses where account_id = ${a.id} limit 1
    `;
    assert.equal(row?.created_at.toISOString(), NOW.toISOString());
  });
});
