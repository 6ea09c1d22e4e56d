/**
 * Contacts in what people write: "save Ana Lopez as a contact, ana@example.com, +34 600 000 000",
 * "find Ana in my contacts", "update Ana's email to ...", "show my contacts". Suppliers, which
 * share the way details are read, are in `_tool_suppliers.ts`.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { contactRef, findContact } from "./_tool_contacts_find.ts";
import { isRole, labelledName, leadsOnly, personIn, roleAndName } from "./_tool_contacts_said.ts";
import { type Clause, EMAIL, findPhone, match } from "./_tool_text.ts";
import { DET, theOne } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";

/** A person's or business's details as written. */
export interface Details {
  name: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
}

const LABEL =
  /\b(?:(?:her|his|their|the|my|and|with|whose|,)\s+)*(?:e-?mail(?:\s+address)?|mail|phone(?:\s+number)?|mobile(?:\s+number)?|cell(?:\s+(?:phone|number))?|tel(?:ephone)?|number|no\.?|ph\.?|contact\s+(?:details|info))(?:\s+(?:is|are|:|=|-))?/giu;

/**
 * The name, email, phone and notes in "Ana Lopez, ana@example.com, +34 600 000 000 (dentist)";
 * the name only when `withName`.
 */
export function readDetails(typed: string, withName: boolean): Details {
  let rest = ` ${typed} `;
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
      /^\s*(?:called|named|for)?\s*([^,;:()]+?)(?=\s*(?:,|;|:|\(|$|\s+-\s|\s+with\b|\s+(?:who|whose|at|from|her|his|their|email|e-mail|phone|mobile|number|cell|tel)\b))/iu
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
  return !/^(?:a|an|the|new|contact|supplier|vendor|it|this|that|them|him|her|me|my)$/iu.test(n);
}

function withDetails(base: Record<string, unknown>, d: Details): Record<string, unknown> {
  if (d.email) base.email = d.email;
  if (d.phone) base.phone = d.phone;
  if (d.notes) base.notes = d.notes;
  return base;
}

// ---------------------------------------------------------------------------------------------
// Contacts

const W = words("contact");
const CONTACTS = W.noun;
const CREATE_VERB = W.verb("contacts_create");
const UPDATE_VERB = W.verb("contacts_update");

const CONTACT_CREATE = new RegExp(
  String
    .raw`^${CREATE_VERB}\s+(?:a\s+|the\s+)?(?:new\s+)?contact(?:\s+(?:card|entry))?\s*(?::|-|for|called|named|,)?\s*(.+)$`,
  "iud",
);

const CONTACT_NAMED = new RegExp(
  String
    .raw`^${CREATE_VERB}\s+(.+?)\s+(?:as\s+(?:a\s+|my\s+)?(?:new\s+)?contact|(?:to|in|into|among)\s+${DET}${CONTACTS})\b\s*(.*)$`,
  "iud",
);

const ASKS_NEW = new RegExp(String.raw`^${CREATE_VERB}\b|\b${CONTACTS}\b`, "iu");

/** "add my new dentist, Dr Anne Moss, phone 020 ...": a role, then the person and a detail. */
const ROLE_FIRST = new RegExp(
  String.raw`^${CREATE_VERB}\s+((?:my|our|the)\s+[^,:;]+?)\s*[,:;\-]\s*(.+)$`,
  "iud",
);

/** "I met Carlos Ruiz at the conference, save him: carlos@ruiz.example". */
const SAVE_PRONOUN = new RegExp(
  String
    .raw`^(.+?)\s*[,;]\s*${CREATE_VERB}\s+(?:him|her|them)(?:\s+(?:as\s+(?:a\s+)?contact|(?:to|in|into)\s+${DET}${CONTACTS}))?\s*[:\-,]?\s*(.*)$`,
  "iud",
);

const FIELD = String
  .raw`(e-?mail(?:\s+address)?|mail|phone(?:\s+number)?|(?:mobile|cell)(?:\s+(?:phone|number))?|(?:phone\s+)?number|telephone(?:\s+number)?|tel|name|full\s+name|notes?)`;

const UPDATE: {
  re: RegExp;
  contact: number;
  field: number;
  value: number;
  /** The person is named in an explanation before a comma ("Raj got married, his name ..."). */
  inHead?: boolean;
}[] = [
  {
    re: new RegExp(
      String
        .raw`^${UPDATE_VERB}\s+(.+?)'s\s+(?:new\s+)?${FIELD}(?:\s+(?:to|with|as|into|to\s+be)|\s*[:=])\s+(.+)$`,
      "iud",
    ),
    contact: 1,
    field: 2,
    value: 3,
  },
  {
    re: new RegExp(
      String
        .raw`^${UPDATE_VERB}\s+(?:the\s+)?${FIELD}\s+(?:of|for|on)\s+(?:the\s+contact\s+|contact\s+)?(.+?)(?:\s+(?:to|with|as)|\s*[:=])\s+(.+)$`,
      "iud",
    ),
    contact: 2,
    field: 1,
    value: 3,
  },
  {
    re: new RegExp(
      String.raw`^(.+?)'s\s+(?:new\s+)?${FIELD}(?:\s+is|'s|\s+will\s+be)\s+(?:now\s+)?(.+)$`,
      "iud",
    ),
    contact: 1,
    field: 2,
    value: 3,
  },
  {
    // "Raj got married, his name is now Raj Patel-Singh": the person named before a comma.
    re: new RegExp(
      String
        .raw`^(.+?)\s*[,;]\s*(?:his|her|their)\s+(?:new\s+)?${FIELD}(?:\s+is|'s|\s+will\s+be)\s+(?:now\s+)?(.+)$`,
      "iud",
    ),
    contact: 1,
    field: 2,
    value: 3,
    inHead: true,
  },
  {
    re: new RegExp(
      String
        .raw`^(.+?)\s+(?:has|got)\s+a\s+new\s+${FIELD}\s*[:,\-]?\s*(?:which\s+is\s+|it\s+is\s+|now\s+)?(.+)$`,
      "iud",
    ),
    contact: 1,
    field: 2,
    value: 3,
  },
];

/**
 * The contact a change names; "the contact" named by its kind alone ("change the contact's phone
 * to ...") is the one there is, which the tool takes or asks about when there are several.
 */
function changedRef(text: string): string | null {
  const kindOnly = /^(?:the|that|this)\s+contact$/iu.test(text.trim());
  return contactRef(text) ?? (kindOnly ? theOne("contact") : null);
}

function update(c: Clause): ToolCall | null {
  const note = match(
    c,
    /^(?:add|put|attach|write)\s+(?:a\s+)?note\s+(?:to|on|for)\s+(?:the\s+contact\s+(?:for\s+)?)?(.+?)(?:'s)?\s+(?:contact(?:\s+(?:card|entry|details))?)\s*[:\-,]?\s*(?:saying\s+|that\s+)?(.+)$/iud,
  );
  if (note) {
    const contact = changedRef(note.slot(1));
    const notes = note.slot(2).slice(0, 1000).trim();
    return contact && notes ? { name: "contacts_update", input: { contact, notes } } : null;
  }
  const rename = match(c, /^rename\s+(?:the\s+)?contact\s+(.+?)\s+(?:to|as)\s+(.+)$/iud);
  if (rename) {
    const contact = changedRef(rename.slot(1));
    const name = rename.slot(2).trim();
    return contact && validName(name)
      ? { name: "contacts_update", input: { contact, name } }
      : null;
  }
  const general = match(
    c,
    new RegExp(
      String.raw`^${UPDATE_VERB}\s+(?:the\s+)?contact\s+(?:for\s+)?(.+?)\s*[:,]\s*(.+)$`,
      "iud",
    ),
  );
  if (general) {
    const contact = changedRef(general.slot(1));
    const d = readDetails(general.slot(2), false);
    if (!contact || (!d.email && !d.phone && !d.notes)) return null;
    return { name: "contacts_update", input: withDetails({ contact }, d) };
  }
  for (const shape of UPDATE) {
    const found = match(c, shape.re);
    if (!found) continue;
    // "add Dr Wu to my contacts, her email is ...": a request before the comma, not a change.
    if (shape.inHead && ASKS_NEW.test(found.slot(shape.contact))) continue;
    const who = shape.inHead
      ? personIn(found.slot(shape.contact)) ?? ""
      : found.slot(shape.contact);
    if (
      /^(?:my|your|our)\b/iu.test(who) || /\b(?:birthday|bday|trip|task|reminder)\b/iu.test(who)
    ) {
      return null;
    }
    const contact = changedRef(who);
    const field = (found.m[shape.field] ?? "").toLowerCase();
    const value = found.slot(shape.value).replace(/[.!]+$/u, "").trim();
    if (!contact || value.length === 0) return null;
    const input: Record<string, unknown> = { contact };
    if (/mail/u.test(field)) {
      const email = EMAIL.exec(value)?.[0];
      if (!email) return null;
      input.email = email;
    } else if (/phone|mobile|cell|number|tel/u.test(field)) {
      const phone = findPhone(value);
      if (!phone) return null;
      input.phone = phone.value;
    } else if (/name/u.test(field)) {
      if (!validName(value)) return null;
      input.name = value;
    } else {
      input.notes = value.slice(0, 1000);
    }
    return { name: "contacts_update", input };
  }
  return null;
}

const POSSESSIVE_DETAIL = new RegExp(
  String
    .raw`^${CREATE_VERB}\s+(?!my\b|your\b|our\b)(.+?)'s\s+(?:new\s+)?(?:phone\s+number|number|phone|mobile(?:\s+number)?|cell(?:\s+number)?|e-?mail(?:\s+address)?|contact\s+(?:details|info))\s*(?:[:\-]|\bis\b|\bas\b)?\s*(.+)$`,
  "iud",
);

/** A new contact, its role said in place of its name moved to the notes ("the plumber"). */
function created(name: string, d: Details): ToolCall {
  const who = roleAndName(name, d.notes);
  return {
    name: "contacts_create",
    input: withDetails({ name: who.name }, { ...d, notes: who.notes }),
  };
}

function create(c: Clause): ToolCall | null {
  const possessive = match(c, POSSESSIVE_DETAIL);
  if (possessive) {
    // "save kim's email, kim@example.com, name Kim Lee": the labelled name wins.
    const labelled = labelledName(possessive.slot(2));
    const name = labelled?.name ?? possessive.slot(1).trim();
    const d = readDetails(labelled?.rest ?? possessive.slot(2), false);
    if (!validName(name) || (!d.email && !d.phone)) return null;
    // "save Jo's new number …": Jo is saved already, and her details change.
    if (possessive.m[0].toLowerCase().includes("'s new ")) {
      return {
        name: "contacts_update",
        input: withDetails({ contact: name }, { ...d, notes: null }),
      };
    }
    return { name: "contacts_create", input: withDetails({ name }, { ...d, notes: null }) };
  }
  const pronoun = match(c, SAVE_PRONOUN);
  if (pronoun) {
    const name = personIn(pronoun.slot(1));
    const d = readDetails(pronoun.slot(2), false);
    if (name && validName(name)) return created(name, { ...d, notes: null });
  }
  const named = match(c, CONTACT_NAMED);
  if (named) {
    const name = named.slot(1).replace(/^(?:the\s+)?(?:contact\s+)?/iu, "").trim();
    const inline = readDetails(name, true);
    const d = readDetails(named.slot(2), false);
    const n = inline.name ?? (validName(name) ? name : null);
    if (!n) return null;
    // "save the babysitter as a contact: Chloe Adams ...": the role is kept to find the person.
    const raw = named.slot(1).trim();
    return created(isRole(raw) ? raw : n, {
      name: n,
      email: d.email ?? inline.email,
      phone: d.phone ?? inline.phone,
      notes: [inline.notes, d.notes].filter((x) => x).join("; ") || null,
    });
  }
  const opened = match(c, CONTACT_CREATE);
  if (opened) {
    const d = readDetails(opened.slot(1), true);
    if (!d.name) return null;
    return created(d.name, d);
  }
  const role = match(c, ROLE_FIRST);
  if (role) {
    // "add my new dentist, Dr Anne Moss, phone 020 ...": a person with a way to reach them.
    const d = readDetails(role.slot(2), false);
    const who = roleAndName(role.slot(1), d.notes);
    if (who.name !== role.slot(1) && (d.email || d.phone)) return created(role.slot(1), d);
  }
  return null;
}

/** The contacts call a clause asks for, or null. */
export function parseContact(c: Clause): ToolCall | null {
  return update(c) ?? create(c) ?? findContact(c);
}
