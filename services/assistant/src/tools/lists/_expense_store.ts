/**
 * The stored expenses and suppliers of the expenses tools: rows and their shapes, naming an
 * expense by id or words, and the supplier of a name (saved on the fly).
 * @module
 */
import type { Sql, TransactionSql } from "@asst/shared/db";
import { type ToolEnv, ToolError } from "../types.ts";
import { looksLikeId, resolveRef } from "./resolve_ref.ts";
import { foldKey } from "./_text.ts";

/** The most suppliers one account keeps. */
export const MAX_SUPPLIERS = 1000;
/** How many recent expenses can be named by words; older ones are named by id. */
export const EXPENSES_BY_WORDS = 1000;

/** An expense with its supplier's name. */
export interface ExpenseRow {
  id: string;
  amount: string;
  currency: string;
  description: string;
  date: string;
  supplier_id: string | null;
  supplier: string | null;
}

/** A saved supplier. */
export interface SupplierRow {
  id: string;
  name: string;
  email: string | null;
  notes: string | null;
}

/** An expense row before its supplier's name is looked up. */
export type RawExpense = Omit<ExpenseRow, "supplier">;

/** The rows with their suppliers' names, looked up by id: a join plans badly on fresh tables. */
export async function named<R extends { supplier_id: string | null }>(
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

/** The account's expense with that id, with its supplier's name, or undefined. */
export async function expenseById(sql: Sql | TransactionSql, accountId: string, id: string) {
  const rows = await sql<RawExpense[]>`
    select id, amount::text as amount, currency, description, spent_on::text as date, supplier_id
    from assistant.expenses
    where account_id = ${accountId} and id = ${id}
  `;
  return (await named(sql, accountId, rows))[0];
}

/**
 * The account's latest expenses, newest first, with their suppliers' names.
 * @param spent only those spent from `from` (included) to `to` (excluded), both `YYYY-MM-DD`
 */
export async function latestExpenses(
  env: ToolEnv,
  limit: number,
  spent?: { from: string; to: string },
): Promise<ExpenseRow[]> {
  const { sql, accountId } = env;
  return await named(
    sql,
    accountId,
    await sql<RawExpense[]>`
      select id, amount::text as amount, currency, description, spent_on::text as date,
        supplier_id
      from assistant.expenses
      where account_id = ${accountId}
        ${spent ? sql`and spent_on >= ${spent.from} and spent_on < ${spent.to}` : sql``}
      order by spent_on desc, seq desc
      limit ${limit}
    `,
  );
}

/**
 * The expense `ref` names: its id, or words of its description, supplier, amount or date among
 * the latest {@link EXPENSES_BY_WORDS}.
 * @throws {ToolError} when nothing or several match
 */
export async function findExpense(env: ToolEnv, ref: string): Promise<ExpenseRow> {
  if (looksLikeId(ref)) {
    const row = await expenseById(env.sql, env.accountId, ref.trim());
    if (row) return row;
  }
  const rows = await latestExpenses(env, EXPENSES_BY_WORDS);
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
export async function supplierNamed(
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
