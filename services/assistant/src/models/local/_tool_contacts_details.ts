/**
 * A person's or business's details as written ("Ana Lopez, ana@example.com, +34 600 000 000
 * (dentist)"): the name, email, phone and notes, and whether a name is said as one. Read by the
 * contacts and suppliers parsers.
 * @module
 */
import { EMAIL, findPhone } from "./_tool_text_links.ts";
import { isWord, wordSet } from "./_tool_words.ts";
import { tokenize } from "./_tokens.ts";
import { STOP_WORDS } from "../../text/normalize.ts";
import { leadsOnly, spokenEmail } from "./_tool_contacts_said.ts";

/** A person's or business's details as written. */
export interface Details {
  name: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
}

const LABEL =
  /\b(?:(?:her|his|their|the|my|and|with|whose|,)\s+)*(?:e-?mail(?:\s+address)?|mail|phone(?:\s+number)?|mob(?:ile)?\.?(?:\s+number)?|(?:hand)?phone(?:\s+number)?|hp|cell(?:\s+(?:phone|number))?|tel(?:ephone)?|number|no\.?|ph\.?|contact\s+(?:details|info))(?:\s+(?:is|are|:|=|-))?/giu;

/**
 * The name, email, phone and notes in "Ana Lopez, ana@example.com, +34 600 000 000 (dentist)";
 * the name only when `withName`.
 */
export function readDetails(typed: string, withName: boolean): Details {
  let rest = ` ${spokenEmail(typed)} `;
  const email = EMAIL.exec(rest)?.[0] ?? null;
  if (email) rest = rest.replace(email, " , ");
  const phone = findPhone(rest);
  if (phone) rest = rest.slice(0, phone.index) + " , " + rest.slice(phone.end);
  const notesParts: string[] = [];
  rest = rest.replace(/\(([^()]{1,300})(?:\)|\s*$)/gu, (_m, inner: string) => {
    notesParts.push(inner.trim());
    return " , ";
  });
  rest = rest.replace(/\bnotes?\s*[:\-]\s*(.+)$/iu, (_m, n: string) => {
    notesParts.push(n.trim());
    return " ";
  });
  let name: string | null = null;
  if (withName) {
    const m =
      /^\s*(?:called|named|for)?\s*([^,;:()]+?)(?=\s*(?:,|;|:|\(|$|\s+-\s|\s+with\b|\s+(?:who|whose|he|she|they|at|from|her|his|their|email|e-mail|phone|mobile|mob|number|cell|tel)\b))/iu
        .exec(rest);
    name = m?.[1]?.trim() ?? null;
    if (name) rest = rest.replace(m?.[0] ?? "", " ");
  }
  const leftover = rest.replace(LABEL, " ").replace(/\b(?:and|with|is|are)\b/giu, " ")
    .replace(/[\s,;:.\-]+/gu, " ").trim();
  // "save Dave on 07402 …": the word that led to the number is no note.
  if (leftover.length > 1 && /\p{L}{2}/u.test(leftover) && !leadsOnly(leftover)) {
    notesParts.push(leftover);
  }
  const notes = notesParts.filter((n) => n.length > 0).join("; ").slice(0, 1000).trim();
  return {
    name: name && validName(name) ? name.replace(/\s+/gu, " ") : null,
    email: email && email.length <= 254 ? email.replace(/[.]+$/u, "") : null,
    phone: phone?.value ?? null,
    notes: notes.length > 0 ? notes : null,
  };
}

/** True when `name` can name a person or business (not "it", "the", an email address). */
export function validName(name: string): boolean {
  const n = name.trim();
  if (n.length === 0 || n.length > 200 || n.includes("@") || !/\p{L}/u.test(n)) return false;
  if (n.split(/\s+/u).length > 8) return false;
  // "new contact, email first: …": the way the details come, never whose they are.
  const ws = n.toLowerCase().split(" ");
  if (ws.every((w) => NO_NAME.has(w) || DETAILS_SAID.has(w))) return false;
  return !isWord(n, NO_NAME);
}

/** Words that say which detail comes and when, never a name: "email first", "number below". */
const DETAILS_SAID = wordSet(
  "email e-mail mail number phone mobile cell address details info first below following here then",
);

/**
 * True when `name` is said as a person's name: no word of it typed in lowercase is a word of a
 * clause ("John Bates with an h", "Ben Hartley since the wedding"), which a name never holds.
 */
export function saidAsName(name: string): boolean {
  return validName(name) && !tokenize(name).some((t) => !t.cap && STOP_WORDS.has(t.w));
}

/** Words that are never a name on their own. */
const NO_NAME = wordSet("a an the new contact supplier vendor it this that them him her me my");

export function withDetails(base: Record<string, unknown>, d: Details): Record<string, unknown> {
  if (d.email) base.email = d.email;
  if (d.phone) base.phone = d.phone;
  if (d.notes) base.notes = d.notes;
  return base;
}
