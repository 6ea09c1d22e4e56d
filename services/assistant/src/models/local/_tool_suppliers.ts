/**
 * Expense suppliers in what people write: "save Acme Ltd as a supplier, billing@acme.example",
 * "new supplier: Printy GmbH, orders@printy.example", "Paper & Co is our new supplier". The
 * details (email, phone, notes) are read as a contact's are ({@link readDetails}).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { readDetails, validName } from "./_tool_contacts.ts";
import { type Clause, EMAIL, match } from "./_tool_text.ts";
import { words } from "./groups/mod.ts";

const W = words("supplier");
const SAVE = W.verb("expenses_suppliers_save");
/** "a supplier", "one of our vendors", "my new supplier list". */
const A_SUPPLIER = String
  .raw`(?:(?:a|my|the|our|one\s+of\s+(?:my|our|the))\s+)?(?:new\s+)?(?:business\s+)?${W.noun}(?:\s+list)?`;

const SUPPLIER_CREATE: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:${SAVE}|new)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:business\s+)?${W.noun}\s*(?::|-|called|named|,)?\s*(.+)$`,
    "iud",
  ),
  new RegExp(String.raw`^(?:new\s+)?${W.noun}\s*[:\-]\s*(.+)$`, "iud"),
];

const SUPPLIER_NAMED: RegExp[] = [
  new RegExp(
    String
      .raw`^${SAVE}\s+(.+?)\s+(?:as|to|in|into|among|on)\s+${A_SUPPLIER}\b\s*(.*)$`,
    "iud",
  ),
  new RegExp(
    String.raw`^(.+?)\s+(?:is|are)\s+${A_SUPPLIER}\b\s*(.*)$`,
    "iud",
  ),
];

/** "who is our supplier", "which one is a vendor": a question, never a supplier's name. */
const QUESTION = /^(?:who|what|which|where|when|why|how|is|are|do|does|did|can|could)\b/iu;

/** The supplier call a clause asks for, or null. */
export function parseSupplier(c: Clause): ToolCall | null {
  for (const re of SUPPLIER_NAMED) {
    const found = match(c, re);
    if (!found) continue;
    const name = found.slot(1).replace(/^(?:the\s+)?(?:company\s+)?/iu, "").trim();
    if (!validName(name) || EMAIL.test(name) || QUESTION.test(name)) continue;
    const d = readDetails(found.slot(2), false);
    const input: Record<string, unknown> = { name };
    if (d.email) input.email = d.email;
    const notes = [d.notes, d.phone ? `Phone: ${d.phone}` : null].filter((x) => x).join("; ");
    if (notes) input.notes = notes.slice(0, 1000);
    return { name: "expenses_suppliers_save", input };
  }
  for (const re of SUPPLIER_CREATE) {
    const found = match(c, re);
    if (!found) continue;
    const d = readDetails(found.slot(1), true);
    if (!d.name) return null;
    const input: Record<string, unknown> = { name: d.name };
    if (d.email) input.email = d.email;
    const notes = [d.notes, d.phone ? `Phone: ${d.phone}` : null].filter((x) => x).join("; ");
    if (notes) input.notes = notes.slice(0, 1000);
    return { name: "expenses_suppliers_save", input };
  }
  return null;
}
