/**
 * Contacts in what people write: "save Ana Lopez as a contact, ana@example.com, +34 600 000 000",
 * "find Ana in my contacts", "update Ana's email to ...", "show my contacts". Suppliers, which
 * share the way details are read, are in `_tool_suppliers.ts`.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Ask, Parsed } from "./_ask.ts";
import { findContact } from "./_tool_contacts_find.ts";
import { fieldSet } from "./_tool_contacts_fields.ts";
import { readDetails, saidAsName, validName, withDetails } from "./_tool_contacts_details.ts";
import { toldApart } from "./_tool_contacts_person.ts";
import {
  isRole,
  labelledName,
  labelledSurname,
  namesNoOne,
  namesNoPerson,
  personIn,
  roleAndName,
  roleThenName,
  spokenEmailUnread,
  twoPeople,
} from "./_tool_contacts_said.ts";
import { type Clause, makeClause } from "./_tool_text.ts";
import { readTemplate, saysTemplate, template, templates } from "./_templates.ts";
import { deniedDetail } from "./_tool_contacts_denied.ts";
import { changedRef, NOT_THEIRS, twoFields } from "./_tool_contacts_two.ts";
import { DET_ROW, saysWord, theOne, trimWords, wordSet } from "./_tool_words.ts";
import { firstWord } from "./_tool_text.ts";
import {
  created,
  NAME_FIRST,
  nameFirst,
  nameThenTold,
  ROLE_STARTS,
  theirDetail,
  whoseDetail,
} from "./_tool_contacts_named.ts";
import { spokenDigitsLeft, withoutFillerLead, withSpokenPhone } from "./_tool_contacts_spoken.ts";
import { words } from "./groups/mod.ts";
import { savedAlready, setsDetail } from "./_tool_contacts_set.ts";
import { CONTACT_FIELDS, CONTACT_SAVED_DETAILS } from "./groups/contacts.ts";

// ---------------------------------------------------------------------------------------------
// Contacts

const W = words("contact");
const CONTACTS = W.noun;
const CREATE_VERB = W.verb("contacts_create");
const UPDATE_VERB = W.verb("contacts_update");

const LISTS = {
  create: CREATE_VERB,
  update: UPDATE_VERB,
  noun: CONTACTS,
  det: DET_ROW,
  field: CONTACT_FIELDS,
  detail: CONTACT_SAVED_DETAILS,
};

/**
 * "new contact: Ana Lopez, …", "add the following contact: Mr Pieter van Wyk, …": the request,
 * then the details, `{rest}`.
 */
const CONTACT_CREATE = template(
  "{create} [a/the] [new/following] contact [card/entry] [,/:/-/for/of/called/named] {rest}",
  LISTS,
);

/** "save Ana Lopez as a contact, …", "add Ana to my contacts …": `{who}`, then `{rest}`. */
const CONTACT_NAMED = templates([
  "{create} {who} as [a/my] [new] contact [[-] {rest}]",
  "{create} {who} to/in/into/among {det} {noun} [[-] {rest}]",
], LISTS);

const ASKS_NEW = templates(["{create} …", "… {noun} …"], LISTS);

/** "save a contact", "add a new contact for me": the request said without whom it is for. */
const BARE_NEW = template("{create} [a/the] [new] contact [card/entry] [for] [{rest}]", LISTS);

/** "add my new dentist, Dr Anne Moss, phone 020 ...": a `{role}`, then the person and a detail. */
const ROLE_FIRST = template("{create} {role} ,/:/;/- {rest}", LISTS);

/** "I met Carlos Ruiz at the conference, save him: carlos@ruiz.example". */
const SAVE_PRONOUN = templates([
  "{head} ,/; {create} him/her/them [as_contact/as_a_contact] [[-] {rest}]",
  "{head} ,/; {create} him/her/them to/in/into {det} {noun} [[-] {rest}]",
], LISTS);

/** How a change of a contact's `{field}` is said: the `{contact}` and the new `{value}`. */
const UPDATE: { shape: RegExp; inHead?: boolean }[] = [
  // "change Ben's number, he's got a new phone: +44 …": the change asked, why, then the value
  // (before the rows of "{contact} has/got a new {field}", which would name "change Ben's …").
  {
    shape:
      "{update} {contact}'s {field:field} ,/;/- he/she/they is/are/has/have [got] a new one/phone/number/mobile/cell/email/address/email_address [now] ,/:/;/-/= {value}",
  },
  { shape: "{update} {contact}'s [new] {field:field} to/with/as/into/to_be/:/= {value}" },
  {
    shape:
      "{update} [the] {field:field} of/for/on [the_contact/contact] {contact} to/with/as/:/= {value}",
  },
  { shape: "{contact}'s [new] {field:field} is/will_be [now] {value}" },
  { shape: "{contact}'s [new] {field:field}'s [now] {value}" },
  // "harriet's number has changed to …": the change said of the detail.
  {
    shape: "{contact}'s {field:field} has/have/is [now] [been] changed/updated/switched to {value}",
  },
  { shape: "{contact}'s {field:field} changed to {value}" },
  // "Yuki changed her number to …": the change said by the person.
  { shape: "{contact} changed/updated his/her/their {field:field} to {value}" },
  // "Raj got married, his name is now Raj Patel-Singh": the person named before a comma.
  {
    shape: "{contact} ,/; his/her/their [new] {field:field} is/will_be [now] {value}",
    inHead: true,
  },
  { shape: "{contact} ,/; his/her/their [new] {field:field}'s [now] {value}", inHead: true },
  { shape: "{contact} has/got a new {field:field} [-] [which_is/it_is/now] {value}" },
  // "Ruwan changed his number, new one is 071 …": the change, then the new one said.
  {
    shape:
      "{contact} changed/updated/switched his/her/their {field:field} ,/;/- [and] [the/his/her/their] new_one_is/new_one's/it_is [now] {value}",
  },
  // "Chidi say make I use his work email now, c@…": the person asks for one of theirs.
  {
    shape:
      "{contact} says/say/said [that] [I_should/to/make_I/I_must/I_have_to/I_am_to] use his/her/their [new/work/home/office/personal] {field:field} [now/from_now_on] ,/:/- {value}",
  },
].map((row) => ({ ...row, shape: template(row.shape, LISTS) }));

/** Whose details are not another kind's item. */
const OTHER_KIND = wordSet("birthday bday trip task reminder note notes keepsake keepsakes");

/** "add a note to Sara's contact: …", "rename contact Jo to …", "update the contact for Jo: …". */
const NOTE = template(
  "add/put/attach/write [a] note to/on/for [the_contact_for/the_contact] {who} contact [card/entry/details] [-] [saying/that] {notes}",
);
/** "put in Hemi's contact that he's moving …": what is said after "that" is the note. */
const NOTE_IN = templates([
  "add/put/write/pop/stick/note in/on/into/to {who} contact [card/entry/details] [-] that {notes}",
  // "add to Ama's contact: prefers calls after 6"
  "add/put/write/pop/stick/note in/on/into/to {who} contact [card/entry/details] - {notes}",
]);
const RENAME = template("rename [the] contact {who} to/as {name}");
/**
 * "Anika Patel is Anika Shah now since she got married, update her contact": the new name said as
 * a fact (why, after it, is no part of it), then the contact asked to be put right.
 */
const RENAMED = templates([
  "{who} is {name} now [since/after/as/because {why}] - {update} her/his/their contact [card/entry/details]",
  "{who} is now {name} [since/after/as/because {why}] - {update} her/his/their contact [card/entry/details]",
], LISTS);
const GENERAL = template("{update} [the] contact [for] {who} :/, {details}", LISTS);

function update(c: Clause): ToolCall | null {
  const read = updateSaid(c);
  return read && deniedDetail(c, read) ? null : read;
}

function updateSaid(c: Clause): ToolCall | null {
  const two = twoFields(c);
  if (two) return two;
  const note = readTemplate(c, NOTE) ?? readTemplate(c, ...NOTE_IN);
  if (note) {
    const contact = changedRef(note.slot("who"));
    const notes = note.slot("notes").slice(0, 1000).trim();
    // "put in Ama's contact, 07700 900123": a number or an address is that detail, not a note.
    const d = readDetails(notes, false);
    if (contact && (d.email || d.phone)) {
      return { name: "contacts_update", input: withDetails({ contact }, d) };
    }
    return contact && notes ? { name: "contacts_update", input: { contact, notes } } : null;
  }
  const renamed = readTemplate(c, ...RENAMED);
  if (renamed) {
    const [contact, name] = [renamed.slot("who").trim(), renamed.slot("name").trim()];
    const said = [contact, name].every((n) => personIn(n) === n && saidAsName(n));
    return said && contact !== name ? { name: "contacts_update", input: { contact, name } } : null;
  }
  const rename = readTemplate(c, RENAME);
  if (rename) {
    const contact = changedRef(rename.slot("who"));
    const name = rename.slot("name");
    return contact && saidAsName(name)
      ? { name: "contacts_update", input: { contact, name } }
      : null;
  }
  const general = readTemplate(c, GENERAL);
  if (general) {
    const contact = changedRef(general.slot("who"));
    const d = readDetails(general.slot("details"), false);
    if (!contact || (!d.email && !d.phone && !d.notes)) return null;
    return { name: "contacts_update", input: withDetails({ contact }, d) };
  }
  for (const row of UPDATE) {
    const found = readTemplate(c, row.shape);
    if (!found) continue;
    // "add Dr Wu to my contacts, her email is ...": a request before the comma, not a change.
    if (row.inHead && saysTemplate(found.slot("contact"), ASKS_NEW)) continue;
    const who = row.inHead ? personIn(found.slot("contact")) ?? "" : found.slot("contact");
    if (NOT_THEIRS.has(firstWord(who)) || saysWord(who, OTHER_KIND)) return null;
    const contact = changedRef(who);
    const value = found.slot("value").replace(/[.!]+$/u, "").trim();
    if (!contact || value.length === 0) return null;
    const input = fieldSet({ contact }, found.slot("field"), value);
    if (!input) return null;
    return { name: "contacts_update", input };
  }
  return null;
}

/** "save Kim's email, kim@example.com": `{who}`, then the details; "new" for a change. */
const POSSESSIVE_DETAIL = template(
  "{create} {who}'s [{fresh:fresh}] {detail} [,/;/:/-/is/as] {rest} [in/to/into my/the {noun}]",
  {
    ...LISTS,
    fresh: ["new"],
  },
);

/** "…, as a new contact called …": the words before a name's label that only name the kind. */
const AS_CONTACT = wordSet("as a my new contact");

/** "the contact Ana": the words naming the kind before a name. */
const KIND_WORDS = wordSet("the contact");

function create(c: Clause): ToolCall | null {
  const possessive = readTemplate(c, POSSESSIVE_DETAIL);
  if (possessive && !NOT_THEIRS.has(firstWord(possessive.slot("who")))) {
    // "save kim's email, kim@example.com, name Kim Lee": the labelled name wins.
    // "add Tom's number 07911 123456, surname's Barker": the surname said after is his.
    const surname = labelledSurname(possessive.slot("rest"));
    const labelled = labelledName(possessive.slot("rest")) ??
      (surname && { name: `${possessive.slot("who")} ${surname.surname}`, rest: surname.rest });
    const name = labelled?.name ?? possessive.slot("who");
    // "add the surgery's email, reception@…, as a contact called Millbrook Surgery": the words
    // before the label say only that it is a contact.
    const rest = labelled
      ? trimWords(labelled.rest, new Set(), AS_CONTACT)
      : possessive.slot("rest");
    const told = readDetails(rest, false);
    // "put maya's email as …, she's already in my contacts": saved already, said so.
    const saved = savedAlready(told.notes);
    const d = saved ? { ...told, notes: null } : told;
    // "I put Raj's number wrong - it should be …": words beside the detail that are no part of it
    // leave the request unread here (a correction is read as one, `wrongDetail()`).
    if (!validName(name) || (!d.email && !d.phone) || d.notes) return null;
    // "save Jo's new number …", "put Jo's email as …": Jo is saved already, and her details change.
    if (possessive.slot("fresh") || saved || setsDetail(c.text)) {
      return {
        name: "contacts_update",
        input: withDetails({ contact: name }, { ...d, notes: null }),
      };
    }
    // "the surgery's email, …, as a contact called Millbrook Surgery": the role is a note.
    const said = possessive.slot("who");
    const role = labelled && isRole(said) ? trimWords(said, ROLE_STARTS, new Set()) : null;
    return { name: "contacts_create", input: withDetails({ name }, { ...d, notes: role }) };
  }
  const their = theirDetail(c);
  if (their) return their;
  const pronoun = readTemplate(c, ...SAVE_PRONOUN);
  if (pronoun) {
    const name = personIn(pronoun.slot("head"));
    const d = readDetails(pronoun.slot("rest"), false);
    if (name && validName(name)) return created(name, { ...d, notes: null });
  }
  const named = readTemplate(c, ...CONTACT_NAMED);
  // "add Mo Ali mo@… and Di Fox di@… to my contacts": two people, read as two requests.
  if (named && twoPeople(named.slot("who"))) return null;
  if (named) {
    const name = trimWords(named.slot("who"), KIND_WORDS, new Set());
    const inline = readDetails(name, true);
    const d = readDetails(named.slot("rest"), false);
    const n = inline.name ?? (validName(name) ? name : null);
    if (!n) return null;
    // "save the babysitter as a contact: Chloe Adams ...": the role is kept to find the person.
    const raw = named.slot("who");
    // "add the plumber Dave Wilson to my contacts": the role is a note, the person the name.
    const both = roleThenName(raw);
    if (both) {
      const notes = [both.name, inline.notes, d.notes].filter((x) => x).join("; ");
      return created(both.role, { ...d, name: both.name, notes });
    }
    return created(isRole(raw) ? raw : n, {
      name: n,
      email: d.email ?? inline.email,
      phone: d.phone ?? inline.phone,
      notes: [inline.notes, d.notes].filter((x) => x).join("; ") || null,
    });
  }
  const opened = readTemplate(c, CONTACT_CREATE);
  if (opened) {
    // "new contact name Nomvula Dlamini number …": the labelled name wins.
    // "new contact pls - Brooke …": the politeness said before the person is no name.
    const rest = withoutFillerLead(opened.slot("rest"));
    const labelled = labelledName(rest);
    const d = labelled
      ? { ...readDetails(labelled.rest, false), name: labelled.name }
      : readDetails(rest, true);
    if (!d.name || namesNoOne(d.name)) return null;
    // "Brooke the dog groomer 0412 …": who she is, said after her name, is a note.
    const told = nameThenTold(d.name);
    if (told) {
      const notes = [told.notes, d.notes].filter((n) => n).join("; ");
      return created(told.name, { ...d, name: told.name, notes });
    }
    return created(d.name, d);
  }
  const role = readTemplate(c, ROLE_FIRST);
  if (role && ROLE_STARTS.has(firstWord(role.slot("role")))) {
    // "add my new dentist, Dr Anne Moss, phone 020 ...": a person with a way to reach them.
    const d = readDetails(role.slot("rest"), false);
    const who = roleAndName(role.slot("role"), d.notes);
    if (who.name !== role.slot("role") && (d.email || d.phone)) {
      return created(role.slot("role"), d);
    }
  }
  return nameFirst(c);
}

/**
 * A new contact asked for without anyone named ("save a contact for me would you"): whom to save
 * is asked, nothing is saved.
 */
function asksWho(c: Clause): Ask | null {
  const bare = readTemplate(c, BARE_NEW);
  if (!bare || !namesNoOne(bare.slot("rest"))) return null;
  return { ask: "contacts_create", known: {} };
}

/** The contacts call a clause asks for (or whom to save), or null. */
export function parseContact(c: Clause): Parsed | null {
  // "phone nine zero seven five five five …": a number said in words is read as its digits.
  const spoken = withSpokenPhone(c.text);
  if (spoken !== c.text) return parseContact(makeClause(spoken, c.ctx));
  const read = update(c) ?? toldOf(c) ?? create(c);
  // "add a telephone to my contacts", "put up the plumber's number …": a name that names no person
  // is never written; whom to save is asked.
  if (read && !namesPerson(read)) return { ask: "contacts_create", known: {} };
  // "new contact Sam Reed number oh one two three": a number said in words but too short to be
  // one is asked for again, never kept in the notes.
  if (read?.name.startsWith("contacts_") && !read.input.phone && spokenDigitsLeft(c.text)) {
    return { ask: "contacts_create:phone", known: {} };
  }
  const written = read;
  // "add Amara, email amara dot obi at example": an address said aloud but not whole is asked
  // for again, never kept in the notes nor left out.
  if ((written || savesSomeone(c)) && spokenEmailUnread(c.text)) {
    return { ask: "contacts_create:email", known: {} };
  }
  return written ?? asksWho(c) ?? whoseDetail(c) ?? findContact(c);
}

/** True unless the name a contacts call writes or looks for names no person (`namesNoPerson`). */
function namesPerson(call: ToolCall): boolean {
  // "the contact", named by its kind alone, is the one there is (`changedRef`).
  const said = [call.input.name, call.input.contact].filter((n) =>
    typeof n === "string" && n !== theOne("contact")
  );
  return !said.some((n) => namesNoPerson(n as string));
}

/** True when a clause asks for a new contact by name: "new contact …", "save Jo Lee, …". */
function savesSomeone(c: Clause): boolean {
  if (readTemplate(c, CONTACT_CREATE, ...CONTACT_NAMED)) return true;
  const who = readTemplate(c, NAME_FIRST)?.slot("who").trim() ?? "";
  return who !== "" && personIn(who) === who && saidAsName(who);
}

/** A new contact with what is said of them after their details kept whole in the notes. */
function toldOf(c: Clause): ToolCall | null {
  const apart = toldApart(c);
  const call = apart ? create(makeClause(apart.rest, c.ctx)) : null;
  if (!apart || call?.name !== "contacts_create") return null;
  const notes = [call.input.notes, apart.told].filter((n) => typeof n === "string" && n !== "");
  return { ...call, input: { ...call.input, notes: notes.join("; ").slice(0, 1000) } };
}
