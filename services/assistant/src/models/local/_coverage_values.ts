/**
 * What the coverage checks of days share: the string values a reading's calls hold, and a month's
 * name said as a word.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { MONTH_RE } from "./_dates_words.ts";

/** A month's name said as a word ("22 April 2026"). */
export const MONTH_WORD = new RegExp(String.raw`\b${MONTH_RE}\b`, "iu");

/** The string values of calls. */
export function valuesOf(calls: readonly ToolCall[]): string {
  const values: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === "string") values.push(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(visit);
  };
  calls.forEach((c) => visit(c.input));
  return values.join(" ");
}
