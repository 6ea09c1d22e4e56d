/**
 * Expense suppliers in what people write: "save Acme Ltd as a supplier, billing@acme.example",
 * "new supplier: Printy GmbH, orders@printy.example", "Paper & Co is our new supplier". The
 * details (email, phone, notes) are read as a contact's are ({@link readDetails}).
 * @module
 */
import type { ToolCall } from "../tools/types.ts";
import { readDetails, validName } from "./_tool_contacts.ts";
import { type Clause, EMAIL, match } from "./_tool_text.ts";

const SUPPLIER_WORD = String.raw`(?:suppliers?|vendors?|providers?)`;

const SUPPLIER_CREATE: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:save|add|create|store|record|register|put|make|set\s+up|new|enter)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:business\s+)?${SUPPLIER_WORD}\s*(?::|-|called|named|,)?\s*(.+)$`,
    "iud",
  ),
  new RegExp(String.raw`^(?:new\s+)?${SUPPLIER_WORD}\s*[:\-]\s*(.+)$`, "iud"),
];

const SUPPLIER_NAMED: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:save|add|store|record|register|put|set\s+up|make|enter|list)\s+(.+?)\s+(?:as|to|in|into)\s+(?:a\s+|my\s+|the\s+|our\s+)?(?:new\s+)?(?:business\s+)?${SUPPLIER_WORD}(?:\s+list)?\b\s*(.*)$`,
    "iud",
  ),
  new RegExp(
    String.raw`^(.+?)\s+is\s+(?:a|our|my|a\s+new)\s+(?:new\s+)?${SUPPLIER_WORD}\b\s*(.*)$`,
    "iud",
  ),
];

/** The supplier call a clause asks for, or null. */
export function parseSupplier(c: Clause): ToolCall | null {
  for (const re of SUPPLIER_NAMED) {
    const found = match(c, re);
    if (!found) continue;
    const name = found.slot(1).replace(/^(?:the\s+)?(?:company\s+)?/iu, "").trim();
    if (!validName(name) || EMAIL.test(name)) continue;
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
