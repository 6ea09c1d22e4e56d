/**
 * Expense suppliers in what people write: "save Acme Ltd as a supplier, billing@acme.example",
 * "new supplier: Printy GmbH, orders@printy.example", "Paper & Co is our new supplier". The
 * details (email, phone, notes) are read as a contact's are ({@link readDetails}); the shapes are
 * rows of words (`_templates.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { readDetails, saidAsName, validName } from "./_tool_contacts_details.ts";
import { type Clause, match } from "./_tool_text.ts";
import { EMAIL } from "./_tool_text_links.ts";
import { tokenize } from "./_tokens.ts";
import { type Parts, template } from "./_templates.ts";
import { words } from "./groups/mod.ts";

const W = words("supplier");
const SAVE = W.verb("expenses_suppliers_save");
/** The parts the shapes below name: the group's words (`groups/suppliers.ts`) and more. */
const P: Parts = {
  save: SAVE,
  noun: W.noun,
  /** "a supplier", "one of our vendors", "my new supplier list". */
  aSupplier: {
    row: "[a/my/the/our/one_of_my/one_of_our/one_of_the] [new] [business] {noun} [list]",
  },
};

/** A new supplier with its name and details after: "new supplier: Printy GmbH, orders@…". */
const SUPPLIER_CREATE: RegExp[] = [
  "{save}/new [a/the] [new] [business] {noun} [called/named] [-] {x}",
  "[new] {noun} - {x}",
].map((row) => template(row, P));

/** A supplier named before its kind: "save Acme Ltd as a supplier, …", "Paper & Co is our new supplier". */
const SUPPLIER_NAMED: RegExp[] = [
  // "put Harper & Sons down as a supplier": "down" is the verb's, never the name's.
  "{save} {x} [down] as/to/in/into/among/on {aSupplier} …",
  "{x} is/are {aSupplier} …",
].map((row) => template(row, P));

/** A name said with "the company" before it: "the company Acme Ltd". */
const COMPANY = template("[the] [company] {x}");

/** "who is our supplier", "which one is a vendor": a question, never a supplier's name. */
const QUESTION = new Set(
  "who what which where when why how is are do does did can could".split(" "),
);

/**
 * The name in "the organiser, ExpoCity Events,": what it is, said first in lowercase words and kept
 * in the notes, then its name with capitals, between commas; null when a comma stands anywhere
 * else in it ("milk, eggs"), so no clause's words are ever saved as a name.
 */
function apposed(said: string): { name: string; role: string | null } | null {
  const parts = said.split(",").map((p) => p.trim()).filter((p) => p.length > 0);
  if (parts.length <= 1) return { name: parts[0] ?? "", role: null };
  const [role = "", name = "", ...more] = parts;
  const roleWords = tokenize(role);
  if (more.length > 0 || roleWords.length > 3 || roleWords.some((t) => t.cap)) return null;
  return tokenize(name)[0]?.cap && saidAsName(name) ? { name, role } : null;
}

/** The supplier call a clause asks for, or null. */
export function parseSupplier(c: Clause): ToolCall | null {
  for (const re of SUPPLIER_NAMED) {
    const found = match(c, re);
    if (!found) continue;
    const apart = apposed(found.slot(1));
    if (apart === null) continue;
    const said = apart.name;
    const name = (COMPANY.exec(said)?.[1] ?? said).trim();
    const first = tokenize(name)[0]?.w ?? "";
    if (!validName(name) || EMAIL.test(name) || QUESTION.has(first)) continue;
    const d = readDetails(found.slot(2), false);
    const input: Record<string, unknown> = { name };
    if (d.email) input.email = d.email;
    const notes = [apart.role, d.notes, d.phone ? `Phone: ${d.phone}` : null].filter((x) => x)
      .join("; ");
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
