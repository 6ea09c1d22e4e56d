import type { Sql, TransactionSql } from "@asst/shared/db";
import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import { type CivilDate, formatDate, isoDate, monthName, parseDate, todayIn } from "./_dates.ts";
import { withAccountLock } from "./_db.ts";
import { checkCurrency, formatMoney, toAmount } from "./_money.ts";
import { looksLikeId, resolveRef } from "./_resolve.ts";
import { count, excerpt, foldKey, joinAnd, optionalText, storable } from "./_text.ts";
import { getBusinessMode } from "./business_mode.ts";

/** The most expenses one account keeps. */
export const MAX_EXPENSES = 50_000;
/** The most suppliers one account keeps. */
export const MAX_SUPPLIERS = 1000;
/** How many recent expenses can be named by words; older ones are named by id. */
export const EXPENSES_BY_WORDS = 1000;
/** How many suppliers and recent expenses the dashboard shows. */
export const DASHBOARD = { topSuppliers: 5, recent: 10 } as const;

interface ExpenseRow {
  id: string;
  amount: string;
  currency: string;
  description: string;
  date: string;
  supplier_id: string | null;
  supplier: string | null;
}

interface SupplierRow {
  id: string;
  name: string;
  email: string | null;
  notes: string | null;
}

interface ExpenseInput {
  amount?: number;
  currency?: string;
  description?: string;
  date?: string;
  supplier?: string;
}

async function requireBusinessMode(env: ToolEnv): Promise<void> {
  if (!(await getBusinessMode(env.sql, env.accountId))) {
    throw new ToolError("Business expenses need Business Mode, which is off: turn it on first");
  }
}

function money(e: { amount: string; currency: string }): string {
  return formatMoney(e.amount, e.currency);
}

function describe(e: ExpenseRow): string {
  return `${money(e)} for ${excerpt(e.description, 80)}${e.supplier ? ` from ${e.supplier}` : ""}`;
}

function shown(e: ExpenseRow) {
  return {
    id: e.id,
    amount: e.amount,
    currency: e.currency,
    description: e.description,
    date: e.date,
    supplier: e.supplier_id ? { id: e.supplier_id, name: e.supplier } : null,
  };
}

type RawExpense = Omit<ExpenseRow, "supplier">;

/** The rows with their suppliers' names, looked up by id: a join plans badly on fresh tables. */
async function named<R extends { supplier_id: string | null }>(
  sql: Sql | TransactionSql,
  accountId: string,
  rows: readonly R[],
): Promise<(R & { supplier: string | null })[]> {
  const ids = [...new Set(rows.flatMap((r) => r.supplier_id ?? []))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const found = await sql<{ id: string; name: string }[]>`
      select id, name from assistant.suppliers
      where account_id = ${accountId} and id in ${sql(ids)}
    `;
    for (const f of found) names.set(f.id, f.name);
  }
  return rows.map((r) => ({
    ...r,
    supplier: r.supplier_id === null ? null : names.get(r.supplier_id) ?? null,
  }));
}

async function expenseById(sql: Sql | TransactionSql, accountId: string, id: string) {
  const rows = await sql<RawExpense[]>`
    select id, amount::text as amount, currency, description, spent_on::text as date, supplier_id
    from assistant.expenses
    where account_id = ${accountId} and id = ${id}
  `;
  return (await named(sql, accountId, rows))[0];
}

async function findExpense(env: ToolEnv, ref: string): Promise<ExpenseRow> {
  if (looksLikeId(ref)) {
    const row = await expenseById(env.sql, env.accountId, ref.trim());
    if (row) return row;
  }
  const rows = await named(
    env.sql,
    env.accountId,
    await env.sql<RawExpense[]>`
      select id, amount::text as amount, currency, description, spent_on::text as date,
        supplier_id
      from assistant.expenses
      where account_id = ${env.accountId}
      order by spent_on desc, seq desc
      limit ${EXPENSES_BY_WORDS}
    `,
  );
  return resolveRef(
    rows.map((e) => ({
      ...e,
      label: [e.description, e.supplier, e.amount, e.currency, e.date].filter((x) => x).join(" "),
    })),
    ref,
    "expense",
  );
}

/**
 * The saved supplier of that name (any case), saved now when there is none.
 * @throws {ToolError} when a new one would pass {@link MAX_SUPPLIERS}
 */
async function supplierNamed(
  tx: Sql | TransactionSql,
  accountId: string,
  name: string,
  now: Date,
): Promise<SupplierRow & { created: boolean }> {
  const key = foldKey(name);
  const [same] = await tx<SupplierRow[]>`
    select id, name, email, notes from assistant.suppliers
    where account_id = ${accountId} and name_key = ${key}
  `;
  if (same) return { ...same, created: false };
  const [have] = await tx<{ n: number }[]>`
    select count(*)::int as n from assistant.suppliers where account_id = ${accountId}
  `;
  if ((have?.n ?? 0) >= MAX_SUPPLIERS) {
    throw new ToolError(
      `You already keep ${MAX_SUPPLIERS} suppliers, the most there can be: name a saved supplier`,
    );
  }
  const [row] = await tx<SupplierRow[]>`
    insert into assistant.suppliers (id, account_id, name, name_key, created_at, updated_at)
    values (${crypto.randomUUID()}, ${accountId}, ${name}, ${key}, ${now}, ${now})
    returning id, name, email, notes
  `;
  return { ...row!, created: true };
}

function newSupplierNote(s: { name: string; created: boolean } | null): string {
  return s?.created ? ` ${s.name} is a new supplier, now saved.` : "";
}

function parseMonth(text: string): CivilDate {
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  const month = Number(m?.[2]);
  if (!m || month < 1 || month > 12) {
    throw new ToolError(`The month "${text}" does not exist: use YYYY-MM, such as 2026-03`);
  }
  return { year: Number(m[1]), month, day: 1 };
}

interface SupplierTotals {
  id: string;
  name: string;
  count: number;
  totals: { currency: string; total: string }[];
}

/**
 * Handlers of the expenses group: record and update expenses, save suppliers, and the monthly
 * dashboard. They exist only with Business Mode on, which each handler checks again. A supplier
 * named on an expense is linked to the saved supplier of that name (any case), and saved on the
 * fly when there is none.
 */
export const expensesHandlers: ToolHandlers = {
  expenses_record: async (
    input: ExpenseInput & { amount: number; currency: string; description: string },
    env: ToolEnv,
  ) => {
    await requireBusinessMode(env);
    const currency = checkCurrency(input.currency);
    const amount = toAmount(input.amount, currency);
    const description = storable(input.description, "description").trim();
    const date = input.date !== undefined
      ? parseDate(input.date, "date")
      : todayIn(env.now, env.timezone);
    const supplierName = input.supplier !== undefined
      ? storable(input.supplier, "supplier").trim()
      : undefined;
    const { row, supplier } = await withAccountLock(
      env.sql,
      "expenses",
      env.accountId,
      async (tx) => {
        const [have] = await tx<{ n: number }[]>`
          select count(*)::int as n from assistant.expenses where account_id = ${env.accountId}
        `;
        if ((have?.n ?? 0) >= MAX_EXPENSES) {
          throw new ToolError(
            `You already keep ${MAX_EXPENSES} expenses, the most there can be: ask for an export`,
          );
        }
        const supplier = supplierName === undefined
          ? null
          : await supplierNamed(tx, env.accountId, supplierName, env.now);
        const id = crypto.randomUUID();
        await tx`
          insert into assistant.expenses (id, account_id, amount, currency, description, spent_on,
            supplier_id, created_at, updated_at)
          values (${id}, ${env.accountId}, ${amount}, ${currency}, ${description},
            ${isoDate(date)}, ${supplier?.id ?? null}, ${env.now}, ${env.now})
        `;
        return { row: (await expenseById(tx, env.accountId, id))!, supplier };
      },
    );
    return {
      summary: `Recorded ${describe(row)} on ${formatDate(date)}.${newSupplierNote(supplier)}`,
      data: { expense: shown(row), new_supplier: supplier?.created ?? false },
    };
  },

  expenses_update: async (input: ExpenseInput & { expense: string }, env: ToolEnv) => {
    await requireBusinessMode(env);
    const given = (["amount", "currency", "description", "date", "supplier"] as const).filter((
      f,
    ) => input[f] !== undefined);
    if (given.length === 0) {
      throw new ToolError(
        `Say what to change about the expense "${input.expense}": ` +
          "amount, currency, description, date or supplier",
      );
    }
    const before = await findExpense(env, input.expense);
    const currency = checkCurrency(input.currency ?? before.currency);
    const amount = toAmount(input.amount ?? Number(before.amount), currency);
    const description = input.description !== undefined
      ? storable(input.description, "description").trim()
      : before.description;
    const date = input.date !== undefined ? isoDate(parseDate(input.date, "date")) : before.date;
    const supplierName = input.supplier !== undefined
      ? storable(input.supplier, "supplier").trim()
      : undefined;
    const { row, supplier } = await withAccountLock(
      env.sql,
      "expenses",
      env.accountId,
      async (tx) => {
        const supplier = supplierName === undefined
          ? null
          : await supplierNamed(tx, env.accountId, supplierName, env.now);
        const updated = await tx`
          update assistant.expenses
          set amount = ${amount}, currency = ${currency}, description = ${description},
            spent_on = ${date}, supplier_id = ${supplier ? supplier.id : before.supplier_id},
            updated_at = ${env.now}
          where account_id = ${env.accountId} and id = ${before.id}
          returning id
        `;
        if (updated.length === 0) throw new ToolError(`No expense matches "${input.expense}"`);
        return { row: (await expenseById(tx, env.accountId, before.id))!, supplier };
      },
    );
    const said: string[] = [];
    if (row.amount !== before.amount || row.currency !== before.currency) {
      said.push(`amount now ${money(row)}`);
    }
    if (row.description !== before.description) {
      said.push(`description now "${excerpt(row.description, 80)}"`);
    }
    if (row.date !== before.date) said.push(`date now ${formatDate(parseDate(row.date, "date"))}`);
    if (row.supplier_id !== before.supplier_id) said.push(`supplier now ${row.supplier}`);
    const summary = said.length === 0
      ? `The expense ${describe(before)} already has those details; nothing changed.`
      : `Updated the expense ${excerpt(before.description, 80)}: ${joinAnd(said)}.${
        newSupplierNote(supplier)
      }`;
    return {
      summary,
      data: {
        expense: shown(row),
        before: shown(before),
        new_supplier: supplier?.created ?? false,
      },
    };
  },

  expenses_suppliers_save: async (
    input: { name: string; email?: string; notes?: string },
    env: ToolEnv,
  ) => {
    await requireBusinessMode(env);
    const name = storable(input.name, "name").trim();
    const notes = optionalText(input.notes, "notes");
    const { row, before } = await withAccountLock(
      env.sql,
      "expenses",
      env.accountId,
      async (tx) => {
        const found = await supplierNamed(tx, env.accountId, name, env.now);
        const [row] = await tx<SupplierRow[]>`
          update assistant.suppliers
          set email = ${input.email ?? found.email},
            notes = ${notes === undefined ? found.notes : notes}, updated_at = ${env.now}
          where account_id = ${env.accountId} and id = ${found.id}
          returning id, name, email, notes
        `;
        return { row: row!, before: found };
      },
    );
    const changed = [
      ...(row.email !== before.email ? [`email now ${row.email}`] : []),
      ...(row.notes !== before.notes
        ? [row.notes === null ? "notes cleared" : "notes updated"]
        : []),
    ];
    const summary = before.created
      ? `Saved the supplier ${row.name}${row.email ? ` (${row.email})` : ""}.`
      : changed.length > 0
      ? `Updated the supplier ${row.name}: ${joinAnd(changed)}.`
      : `The supplier ${row.name} was already saved with those details.`;
    return { summary, data: { supplier: row, created: before.created } };
  },

  expenses_dashboard: async (input: { month?: string }, env: ToolEnv) => {
    await requireBusinessMode(env);
    const today = todayIn(env.now, env.timezone);
    const first = input.month !== undefined
      ? parseMonth(input.month)
      : { year: today.year, month: today.month, day: 1 };
    const after = first.month === 12
      ? { year: first.year + 1, month: 1, day: 1 }
      : { year: first.year, month: first.month + 1, day: 1 };
    const month = isoDate(first).slice(0, 7);
    const title = `${monthName(first.month)} ${first.year}`;
    const from = isoDate(first);
    const to = isoDate(after);
    const totals = await env.sql<{ currency: string; total: string; count: number }[]>`
      select currency, sum(amount)::text as total, count(*)::int as count
      from assistant.expenses
      where account_id = ${env.accountId} and spent_on >= ${from} and spent_on < ${to}
      group by currency
      order by count(*) desc, currency
    `;
    const n = totals.reduce((s, t) => s + t.count, 0);
    if (n === 0) {
      return {
        summary: `No expenses recorded for ${title}.`,
        data: { month, count: 0, totals: [], top_suppliers: [], recent: [] },
      };
    }
    const bySupplier = await named(
      env.sql,
      env.accountId,
      await env.sql<
        { supplier_id: string | null; currency: string; total: string; count: number }[]
      >`
        select supplier_id, currency, sum(amount)::text as total, count(*)::int as count
        from assistant.expenses
        where account_id = ${env.accountId} and spent_on >= ${from} and spent_on < ${to}
          and supplier_id is not null
        group by supplier_id, currency
        order by currency
      `,
    );
    const suppliers = new Map<string, SupplierTotals>();
    for (const r of bySupplier) {
      if (r.supplier_id === null) continue;
      const s = suppliers.get(r.supplier_id) ??
        { id: r.supplier_id, name: r.supplier ?? "", count: 0, totals: [] };
      s.count += r.count;
      s.totals.push({ currency: r.currency, total: r.total });
      suppliers.set(r.supplier_id, s);
    }
    const top = [...suppliers.values()]
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, DASHBOARD.topSuppliers);
    const recent = await named(
      env.sql,
      env.accountId,
      await env.sql<RawExpense[]>`
        select id, amount::text as amount, currency, description, spent_on::text as date,
          supplier_id
        from assistant.expenses
        where account_id = ${env.accountId} and spent_on >= ${from} and spent_on < ${to}
        order by spent_on desc, seq desc
        limit ${DASHBOARD.recent}
      `,
    );
    const lines = [
      `Expenses for ${title}: ${count(n, "expense")}.`,
      `Totals: ${totals.map((t) => money({ amount: t.total, currency: t.currency })).join(", ")}`,
    ];
    if (top.length > 0) {
      lines.push("Top suppliers:");
      for (const s of top) {
        lines.push(
          `• ${s.name} — ${count(s.count, "expense")}, ${
            s.totals.map((t) => money({ amount: t.total, currency: t.currency })).join(", ")
          }`,
        );
      }
    }
    lines.push("Most recent:");
    for (const e of recent) {
      lines.push(`• ${formatDate(parseDate(e.date, "date"))}: ${describe(e)}`);
    }
    return {
      summary: lines.join("\n"),
      data: {
        month,
        count: n,
        totals: totals.map((t) => ({ currency: t.currency, total: t.total, count: t.count })),
        top_suppliers: top,
        recent: recent.map(shown),
      },
    };
  },
};
