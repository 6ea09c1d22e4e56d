/**
 * Changes of a contact that name it and its details in one line: the contact a change names
 * ("Jo", "the contact"), and two details of one contact changed at once ("Yuki changed her number
 * to … and her email to …", "Jess's email is … and her number is …").
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { contactRef } from "./_tool_contacts_find.ts";
import { fieldKind, fieldSet } from "./_tool_contacts_fields.ts";
import { readTemplate, template, templates } from "./_templates.ts";
import { type Clause, firstWord } from "./_tool_text.ts";
import { theOne, wordSet } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { CONTACT_FIELDS } from "./groups/contacts.ts";

/** Whose details are not a contact's: the user's. */
export const NOT_THEIRS = wordSet("my your our");
const KIND_ONLY = template("the/that/this contact");

/**
 * The contact a change names; "the contact" named by its kind alone ("change the contact's phone
 * to ...") is the one there is, which the tool takes or asks about when there are several.
 */
export function changedRef(text: string): string | null {
  const kindOnly = KIND_ONLY.test(text.trim());
  return contactRef(text) ?? (kindOnly ? theOne("contact") : null);
}

const LISTS = { update: words("contact").verb("contacts_update"), field: CONTACT_FIELDS };

/**
 * "Yuki changed her number to … and her email to …", "Jess's email is … and her number is …": two
 * details of one contact changed, each said with its kind.
 */
const TWO_FIELDS = templates([
  "{update} {contact}'s {field:field} to {value} and his/her/their/the {field2:field} to {value2}",
  "{contact} changed/updated his/her/their {field:field} to {value} and his/her/their {field2:field} to {value2}",
  "{contact}'s [new] {field:field} is {value} and his/her/their [new] {field2:field} is {value2}",
], LISTS);

/** The change of two details of one contact, each of its own kind, or null. */
export function twoFields(c: Clause): ToolCall | null {
  const found = readTemplate(c, ...TWO_FIELDS);
  if (!found) return null;
  const who = found.slot("contact");
  const contact = NOT_THEIRS.has(firstWord(who)) ? null : changedRef(who);
  const [a, b] = [fieldKind(found.slot("field")), fieldKind(found.slot("field2"))];
  if (!contact || a === b || a === "notes" || b === "notes") return null;
  const one = fieldSet({ contact }, found.slot("field"), found.slot("value"));
  const both = one && fieldSet(one, found.slot("field2"), found.slot("value2"));
  return both ? { name: "contacts_update", input: both } : null;
}
