import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import { formatDate, isoDate, parseDate, todayIn } from "./_dates.ts";
import { type LockedSql, withAccountLock } from "./_db.ts";
import { expenseById, findExpense, supplierNamed, type SupplierRow } from "./_expense_store.ts";
import { describe, money, requireBusinessMode, shown } from "./_expense_view.ts";
import { checkCurrency, toAmount } from "./_money.ts";
import { excerpt, joinAnd, optionalText, storable } from "./_text.ts";
import { expensesDashboardHandlers } from "./expenses_dashboard.ts";

export { MAX_SUPPLIERS } from "./_expense_store.ts";

/** The most expenses one account keeps. */
export const MAX_EXPENSES = 50_000;

interface ExpenseInput {
  amount?: number;
  currency?: string;
  description?: string;
  date?: string;
  supplier?: string;
}

/** The supplier an expense names, checked and trimmed, or undefined when it names none. */
function supplierNameOf(input: ExpenseInput): string | undefined {
  return input.supplier !== undefined ? storable(input.supplier, "supplier").trim() : undefined;
}

/** The saved supplier of that name (saved now when new), or null when no name is given. */
async function supplierOf(
  tx: LockedSql,
  env: ToolEnv,
  name: string | undefined,
): Promise<(SupplierRow & { created: boolean }) | null> {
  return name === undefined ? null : await supplierNamed(tx, env.accountId, name, env.now);
}

/** Runs `fn` holding the account's expenses lock, so limits and suppliers are checked alone. */
function lockExpenses<T>(env: ToolEnv, fn: (tx: LockedSql) => Promise<T>): Promise<T> {
  return withAccountLock(env.sql, "expenses", env.accountId, fn);
}

function newSupplierNote(s: { name: string; created: boolean } | null): string {
  return s?.created ? ` ${s.name} is a new supplier, now saved.` : "";
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
    const supplierName = supplierNameOf(input);
    const { row, supplier } = await lockExpenses(env, async (tx) => {
      const [have] = await tx<{ n: number }[]>`
        select count(*)::int as n from assistant.expenses where account_id = ${env.accountId}
      `;
      if ((have?.n ?? 0) >= MAX_EXPENSES) {
        throw new ToolError(
          `You already keep ${MAX_EXPENSES} expenses, the most there can be: ask for an export`,
        );
      }
      const supplier = await supplierOf(tx, env, supplierName);
      const id = crypto.randomUUID();
      await tx`
        insert into assistant.expenses (id, account_id, amount, currency, description, spent_on,
          supplier_id, created_at, updated_at)
        values (${id}, ${env.accountId}, ${amount}, ${currency}, ${description},
          ${isoDate(date)}, ${supplier?.id ?? null}, ${env.now}, ${env.now})
      `;
      return { row: (await expenseById(tx, env.accountId, id))!, supplier };
    });
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
    const supplierName = supplierNameOf(input);
    const { row, supplier } = await lockExpenses(env, async (tx) => {
      const supplier = await supplierOf(tx, env, supplierName);
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
    });
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
      : `Updated the expense ${describe(before)}: ${joinAnd(said)}.${newSupplierNote(supplier)}`;
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
    const { row, before } = await lockExpenses(env, async (tx) => {
      const found = await supplierNamed(tx, env.accountId, name, env.now);
      const [row] = await tx<SupplierRow[]>`
        update assistant.suppliers
        set email = ${input.email ?? found.email},
          notes = ${notes === undefined ? found.notes : notes}, updated_at = ${env.now}
        where account_id = ${env.accountId} and id = ${found.id}
        returning id, name, email, notes
      `;
      return { row: row!, before: found };
    });
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

  ...expensesDashboardHandlers,
};
