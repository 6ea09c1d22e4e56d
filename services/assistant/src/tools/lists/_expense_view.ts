/**
 * How an expense reads in the expenses tools' summaries and data, and the Business Mode check
 * they all make first.
 * @module
 */
import { type ToolEnv, ToolError } from "../types.ts";
import type { ExpenseRow } from "./_expense_store.ts";
import { formatMoney } from "./_money.ts";
import { excerpt } from "./_text.ts";
import { getBusinessMode } from "./business_mode.ts";

/** @throws {ToolError} when the account's Business Mode is off */
export async function requireBusinessMode(env: ToolEnv): Promise<void> {
  if (!(await getBusinessMode(env.sql, env.accountId))) {
    throw new ToolError("Business expenses need Business Mode, which is off: turn it on first");
  }
}

/** "12.50 EUR". */
export function money(e: { amount: string; currency: string }): string {
  return formatMoney(e.amount, e.currency);
}

/** "12.50 EUR for coffee from Café Lola". */
export function describe(e: ExpenseRow): string {
  return `${money(e)} for ${excerpt(e.description, 80)}${e.supplier ? ` from ${e.supplier}` : ""}`;
}

/** An expense as tool data. */
export function shown(e: ExpenseRow) {
  return {
    id: e.id,
    amount: e.amount,
    currency: e.currency,
    description: e.description,
    date: e.date,
    supplier: e.supplier_id ? { id: e.supplier_id, name: e.supplier } : null,
  };
}
