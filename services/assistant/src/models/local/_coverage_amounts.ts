/**
 * Precision first, for money: every amount a message says must be held by a call that takes one
 * ("I paid 60 for the plumber and 15 for parts" read as the plumber alone is not read whole).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { findMoney, readNumber } from "./_tool_text.ts";

/** Slots holding an amount of money. */
const AMOUNT_SLOTS = ["amount", "target_price"];

/** A bare amount joined to another: "… and 15 for parts", ", 20 on parking". */
const JOINED_AMOUNT = /(?:\band|\bplus|,)\s+(\d+(?:[.,]\d{1,2})?)\s+(?:on|for)\s+\p{L}/giu;

/** The amounts a message says that no call holds, when a call holds an amount at all. */
export function unreadAmounts(text: string, calls: readonly ToolCall[]): string[] {
  const held = calls.flatMap((c) =>
    AMOUNT_SLOTS.map((k) => c.input[k]).filter((v): v is number => typeof v === "number")
  );
  if (held.length === 0) return [];
  const said = [
    ...findMoney(text).map((m) => ({ text: text.slice(m.index, m.end), amount: m.amount })),
    ...[...text.matchAll(JOINED_AMOUNT)].map((m) => ({
      text: m[0].trim(),
      amount: readNumber(m[1] ?? ""),
    })),
  ];
  return said.filter((a) => !held.some((h) => Math.abs(h - a.amount) < 0.005)).map((a) => a.text);
}
