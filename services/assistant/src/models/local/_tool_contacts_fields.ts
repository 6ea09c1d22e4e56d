/**
 * A contact's detail changed, by the words that name it: "number", "email address", "surname"
 * (the first name kept), anything else a note.
 * @module
 */
import { saidAsName } from "./_tool_contacts_details.ts";
import { spokenEmail } from "./_tool_contacts_said.ts";
import { EMAIL, findPhone } from "./_tool_text_links.ts";
import { saysWord, trimWords, wordSet } from "./_tool_words.ts";
import { tokenize } from "./_tokens.ts";

/** A contact's field by the words that name it; anything else is a note. */
type FieldKind = "email" | "phone" | "surname" | "name";
const FIELD_KIND: readonly { kind: FieldKind; words: ReadonlySet<string> }[] = [
  { kind: "email", words: wordSet("email e-mail mail") },
  { kind: "phone", words: wordSet("phone mobile mob cell number telephone tel handphone hp") },
  { kind: "surname", words: wordSet("surname last family") },
  { kind: "name", words: wordSet("name") },
];

/** Words said after a new name that are no part of it: "Hartley now". */
const NAME_TRAIL = wordSet("now");

/**
 * The name a contact has once its surname is `surname`: "Ben Carter" (or "Ben") with "Hartley" is
 * "Ben Hartley"; null unless the surname is one capitalised word.
 */
function withSurname(contact: string, surname: string): string | null {
  const ws = tokenize(surname);
  const first = tokenize(contact)[0];
  if (ws.length !== 1 || !ws[0]!.cap || !first) return null;
  return `${contact.slice(0, first.raw.length)} ${surname}`;
}

export function fieldKind(field: string): FieldKind | "notes" {
  return FIELD_KIND.find((f) => saysWord(field, f.words))?.kind ?? "notes";
}

/** `input` with the contact's `field` set to what `value` says, or null when it says none. */
export function fieldSet(
  input: Record<string, unknown>,
  fieldWords: string,
  value: string,
): Record<string, unknown> | null {
  const field = fieldKind(fieldWords);
  const contact = String(input.contact);
  // "… to X and her number to Y": a value holding a second detail changes nothing.
  if (field === "email") {
    // "… email to amara dot obi at example dot com": an address said aloud, written whole.
    value = spokenEmail(`email ${value}`).slice("email ".length);
    const email = EMAIL.exec(value)?.[0];
    const second = email ? EMAIL.exec(value.slice(value.indexOf(email) + email.length)) : null;
    return email && !second ? { ...input, email } : null;
  }
  if (field === "phone") {
    const phone = findPhone(value);
    return phone && !findPhone(value.slice(phone.end)) ? { ...input, phone: phone.value } : null;
  }
  if (field === "name" || field === "surname") {
    const said = trimWords(value, new Set(), NAME_TRAIL);
    const name = field === "surname" ? withSurname(contact, said) : said;
    return name && saidAsName(name) ? { ...input, name } : null;
  }
  return { ...input, notes: value.slice(0, 1000) };
}
