/**
 * The expenses dashboard in what people write: "show my expenses dashboard", "show the business
 * dashboard", "give me an overview of my business expenses", "expense totals for January", "how
 * much did I spend this month". Its verbs and the names of the view ("overview", "summary") come
 * from the group's description (`groups/expenses.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { findDates, localNow, MONTH_RE } from "./_tool_dates.ts";
import { type Clause, findMoney, match } from "./_tool_text.ts";
import { words } from "./groups/mod.ts";

const W = words("expense");
const VERB = W.verb("expenses_dashboard");
const VIEW = W.verb("expenses_dashboard_view");
const NOUN = W.noun;

/** Words that may stand before the dashboard's name: "my recent", "the monthly", "our". */
const FILLER = String
  .raw`(?:(?:the|my|our|a|an|all|recent|latest|current|monthly|total|full|whole|complete|quick|this\s+month's|last\s+month's)\s+)*`;
/** "business", "work": the dashboard is the business's. */
const BIZ = String.raw`(?:(?:business|work|company|freelance)\s+)?`;
/** What the dashboard is about, after "overview of": "my expenses", "the business", "spending". */
const ABOUT = String.raw`(?:of|for|on)\s+${FILLER}(?:${BIZ}${NOUN}|business|costs|outgoings)`;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** The month a dashboard request names ("this month", "last month", "in February"), or null. */
export function monthOf(text: string, c: Clause): string | null {
  const today = localNow(c.ctx).date;
  if (
    /\b(?:this|the\s+current|current)\s+month\b|\bso\s+far\s+this\s+month\b|\bmonth\s+to\s+date\b/iu
      .test(text)
  ) {
    return `${today.year}-${pad(today.month)}`;
  }
  if (/\b(?:last|previous|past)\s+month\b/iu.test(text)) {
    const m0 = today.year * 12 + today.month - 2;
    return `${Math.floor(m0 / 12)}-${pad((m0 % 12) + 1)}`;
  }
  if (!new RegExp(String.raw`\b${MONTH_RE}(?![\p{L}])`, "iu").test(text)) return null;
  const hit = findDates(text, c.ctx, "past").find((h) => h.monthOnly || h.dayCertain);
  return hit ? `${hit.date.year}-${pad(hit.date.month)}` : null;
}

const DASHBOARD: RegExp[] = [
  // "show my recent expenses", "show the business dashboard", "check our spending totals"
  new RegExp(
    String
      .raw`^${VERB}\s+(?:me\s+|us\s+)?${FILLER}${BIZ}${NOUN}(?:\s+${VIEW})?(?:\s+look\s+like|\s+so\s+far)?\b(.*)$`,
    "iud",
  ),
  // "give me an overview of my business expenses", "show a breakdown of spending"
  new RegExp(
    String.raw`^${VERB}\s+(?:me\s+|us\s+)?${FILLER}${BIZ}${VIEW}\s+${ABOUT}\b(.*)$`,
    "iud",
  ),
  // "expense totals for January", "the business dashboard", "dashboard for this month"
  new RegExp(
    String
      .raw`^${FILLER}${BIZ}${NOUN}(?:\s+${VIEW})?((?:\s+(?:for|in|of|from|during|this|last|so\s+far|to\s+date|since|by|per|month)\b.*)?)$`,
    "iud",
  ),
  // "summary of my expenses", "a breakdown of the business costs"
  new RegExp(String.raw`^${FILLER}${BIZ}${VIEW}\s+${ABOUT}\b(.*)$`, "iud"),
  /^how\s+much\s+(?:money\s+)?(?:did|have|do|am)\s+(?:i|we)\s+(?:spent|spend|spending|expensed|paid|pay|paying)\b(.*)$/iud,
  /^what\s+(?:did|have)\s+(?:i|we)\s+(?:spent|spend|expensed)\b(.*)$/iud,
  /^(?:what|how\s+much)\s+(?:are|were|is|was)\s+(?:the\s+|my\s+|our\s+)?(?:total\s+)?(?:business\s+)?(?:expenses?|spending|costs|expenditure)\b(.*)$/iud,
  /^(?:what|how\s+much)\b.*?\b(?:i|we)\s+(?:have\s+|had\s+)?(?:spent|spend|expensed)\b(?!.*\d)(.*)$/iud,
  /^(?:total|sum)\s+(?:of\s+)?(?:my\s+)?(?:spending|expenses)\b(.*)$/iud,
];

/**
 * The dashboard call a clause asks for, or null. "How much did I spend on taxis" is the dashboard
 * too, which has the totals; a clause carrying an amount of money records one instead.
 */
export function parseDashboard(c: Clause): ToolCall | null {
  for (const re of DASHBOARD) {
    const found = match(c, re);
    if (!found) continue;
    const tail = found.m[1] ?? "";
    if (findMoney(tail).length > 0 || /^\s*[:\-]/u.test(tail)) return null;
    const month = monthOf(tail, c);
    return { name: "expenses_dashboard", input: month ? { month } : {} };
  }
  return null;
}
