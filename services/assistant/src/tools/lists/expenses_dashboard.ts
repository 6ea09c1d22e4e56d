/**
 * The monthly expenses dashboard: totals per currency, the top suppliers and the latest expenses.
 * @module
 */
import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import { type CivilDate, formatDate, isoDate, monthName, parseDate, todayIn } from "./_dates.ts";
import { latestExpenses, named } from "./_expense_store.ts";
import { describe, money, requireBusinessMode, shown } from "./_expense_view.ts";
import { count } from "./_text.ts";

/** How many suppliers and recent expenses the dashboard shows. */
export const DASHBOARD = { topSuppliers: 5, recent: 10 } as const;

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

/** The `expenses_dashboard` handler; like every expenses tool, only with Business Mode on. */
export const expensesDashboardHandlers: ToolHandlers = {
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
    const recent = await latestExpenses(env, DASHBOARD.recent, { from, to });
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
