/**
 * New contacts said by a name and then their details with no "as a contact" ("save Priya Nair,
 * priya@…", "save Kate 07700 900123", "save Tomás the electrician, 086 …"), and a number or an
 * address said with no name of its own, whose it is asked.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Ask } from "./_ask.ts";
import { type Details, readDetails, saidAsName, withDetails } from "./_tool_contacts_details.ts";
import { personIn, roleAndName, roleThenName, twoPeople } from "./_tool_contacts_said.ts";
import type { Clause } from "./_tool_text.ts";
import { EMAIL, findPhone } from "./_tool_text_links.ts";
import { readTemplate, template, templates } from "./_templates.ts";
import { trimWords, wordSet } from "./_tool_words.ts";
import { tokenize } from "./_tokens.ts";
import { STOP_WORDS } from "../../text/normalize.ts";
import { COMMON_WORDS } from "./_tool_contacts_common_words.ts";
import { words } from "./groups/mod.ts";
import { PEOPLE, ROLES } from "./groups/_people.ts";
import { CONTACT_SAVED_DETAILS } from "./groups/contacts.ts";

const LISTS = { create: words("contact").verb("contacts_create") };

/** The words that open how someone is known, said before their name: "my landlord". */
export const ROLE_STARTS = wordSet("my our the");

/** "save Priya Nair, priya@…": a person named with capitals, then a way to reach them. */
export const NAME_FIRST = template("{create} {who} ,/: {rest}", LISTS);

/** A new contact, its role said in place of its name moved to the notes ("the plumber"). */
export function created(name: string, d: Details): ToolCall {
  const who = roleAndName(name, d.notes);
  return {
    name: "contacts_create",
    input: withDetails({ name: who.name }, { ...d, notes: who.notes }),
  };
}

/**
 * "save Priya Nair, priya@…", before another request ("…, and remind me to email her"): the whole
 * of `{who}` a name said with its capitals, and an address or a number after it.
 */
export function nameFirst(c: Clause): ToolCall | null {
  const found = readTemplate(c, NAME_FIRST);
  if (!found) return nameThenDetails(c);
  const said = found.slot("who").trim();
  // "save my landlord Choi Min-jun, …": how the person is known, said before the name, is a note.
  const known = roleThenName(said);
  const who = known?.name ?? personIn(said) ?? "";
  const told = known ? null : said.startsWith(who) ? toldAfterName(said.slice(who.length)) : null;
  if (!who || (who !== said && told === null && !known) || !saidAsName(who)) return null;
  if (twoPeople(found.slot("rest"))) return null;
  const d = readDetails(found.slot("rest"), false);
  const role = known && trimWords(known.role, ROLE_STARTS, new Set());
  const notes = [role, told, d.notes].filter((n) => n).join("; ") || null;
  return d.email || d.phone ? created(who, { ...d, name: who, notes }) : null;
}

/**
 * A name said with its capitals, then who the person is in lowercase ("Brooke the dog groomer",
 * "Jacko from footy"): the name, and the rest as a note; null when the words are anything else.
 */
export function nameThenTold(said: string): { name: string; notes: string } | null {
  const who = personIn(said) ?? "";
  if (!who || !said.startsWith(who) || !saidAsName(who)) return null;
  const notes = toldAfterName(said.slice(who.length));
  if (notes) return { name: who, notes };
  // "Bilal bhai the driver": a word of address in lowercase after the name is part of it.
  const [word, ...rest] = said.slice(who.length).split(" ").filter((w) => w !== "");
  const after = word && uncommonLowercase(word) ? toldAfterName(rest.join(" ")) : null;
  return after ? { name: `${who} ${word}`, notes: after } : null;
}

/**
 * A name of one to three words in lowercase, none of them a common word ("emre usta", never "the
 * new guy"), then who the person is ("the carpenter"): the name and the note; else null.
 */
function lowercaseThenTold(said: string): { name: string; notes: string } | null {
  const ws = said.split(" ").filter((w) => w !== "");
  for (let n = Math.min(3, ws.length - 2); n >= 1; n--) {
    const name = ws.slice(0, n);
    if (!name.every(uncommonLowercase)) continue;
    const notes = toldAfterName(ws.slice(n).join(" "));
    return notes ? { name: name.join(" "), notes } : null;
  }
  return null;
}

/** A word of three lowercase letters or more that is no common word nor a clause's. */
function uncommonLowercase(word: string): boolean {
  return word.length >= 3 && [...word].every((ch) => ch >= "a" && ch <= "z") &&
    !COMMON_WORDS.has(word) && !STOP_WORDS.has(word) && !PEOPLE.includes(word);
}

/** Words that open who someone is, said after their name: "Tomás the electrician", "Jacko from footy". */
const TOLD_OPENS = wordSet("the from at");

/**
 * Who someone is, said after their name and before their details ("save Tomás the electrician,
 * 086 …", "save Jacko from footy, 0438 …", "save Dale Whitaker he plows our road 907 …"): all in
 * lowercase, opening with "the", "from", "at" or a clause about them ("he", "she", "who"), kept as
 * a note ("electrician", "from footy", "he plows our road"); null when the words are anything else.
 */
function toldAfterName(typed: string): string | null {
  const ws = tokenize(typed);
  const opens = TOLD_OPENS.has(ws[0]?.w ?? "") || SAID_OF.has(ws[0]?.w ?? "");
  if (ws.length < 2 || !opens || ws.some((t) => t.cap || t.punct)) return null;
  if (ws.slice(1).every((t) => STOP_WORDS.has(t.w))) return null;
  return ws[0]!.w === "the" ? ws.slice(1).map((t) => t.raw).join(" ") : typed.trim();
}

/**
 * Words that open a clause about the person, said after their name: "Dale Whitaker he plows our
 * road", "Sam Lee who fixed the boiler"; the name ends where it starts.
 */
const SAID_OF = wordSet("he she they who");

/** "save Kate 07700 900123": the request, then a name and the details with no comma between. */
const NAME_BARE = template("{create} {rest}", LISTS);

/**
 * "save Kate 07700 900123", "add Jo Lee jo@…": a name said whole with its capitals, then nothing
 * but a number or an address.
 */
function nameThenDetails(c: Clause): ToolCall | null {
  const said = readTemplate(c, NAME_BARE)?.slot("rest") ?? "";
  const at = Math.min(
    findPhone(said)?.index ?? said.length,
    EMAIL.exec(said)?.index ?? said.length,
  );
  // "save Hina Baji number 0321 …": the detail's label said before it is no part of the name.
  const typed = trimWords(said.slice(0, at).trim(), new Set(), LABELS);
  // "save Brooke the dog groomer 0412 …": who she is, said after her name, is a note.
  // "add emre usta the carpenter 0532 …": a name in lowercase, read only with who they are.
  const told = nameThenTold(typed) ?? lowercaseThenTold(typed);
  const who = told?.name ?? typed;
  const d = readDetails(said.slice(at), false);
  const named = told !== null || (personIn(who) === who && saidAsName(who));
  if (!who || !named || d.notes) return null;
  return (d.email || d.phone) && !twoPeople(said.slice(at))
    ? created(who, { ...d, name: who, notes: told?.notes ?? null })
    : null;
}

/**
 * A number or an address asked to be saved without a name said with it: "save 0805 555 0147", or
 * what is left of "save Tunde Afolabi 0803 555 0192 and 0805 555 0147" (or "… and his wife 0805 …")
 * once the first contact is read. It is never dropped: whose it is is asked. Words after the
 * detail ("note down 0805 … as the alarm code") leave it to another reading.
 */
export function whoseDetail(c: Clause): Ask | null {
  const said = readTemplate(c, NAME_BARE)?.slot("rest") ?? "";
  const phone = findPhone(said);
  const email = EMAIL.exec(said);
  const at = Math.min(phone?.index ?? said.length, email?.index ?? said.length);
  const end = phone && phone.index === at ? phone.end : at + (email?.[0].length ?? 0);
  if (at >= said.length || said.slice(end).trim() !== "") return null;
  const before = tokenize(said.slice(0, at));
  // "save his wife 0805 …", "add my mum 0805 …": how they are related, said with no name.
  const related = before.every((t, i) =>
    !t.cap && (i < before.length - 1 ? RELATED_BY.has(t.w) : PEOPLE_WORDS.has(t.w))
  );
  return related ? { ask: "contacts_create:whose", known: {} } : null;
}

/** A detail's label said right before it: "number", "phone number", "email". */
const LABELS = wordSet("number phone mobile mob cell tel telephone handphone email e-mail");

/** Words before how someone is related to whoever was named: "his wife", "and her husband". */
const RELATED_BY = wordSet("and his her their my our the");
/** How someone is related, or what they do ("wife", "plumber"). */
const PEOPLE_WORDS: ReadonlySet<string> = new Set([...PEOPLE, ...ROLES]);

/** "add Fiona from book club, her email's …": a person named, then one of their details. */
const THEIR_DETAIL = templates([
  "{create} {who} ,/; her/his/their {detail} is/are/:/- {rest}",
  "{create} {who} ,/; her/his/their {detail:detail}'s {rest}",
], { ...LISTS, detail: CONTACT_SAVED_DETAILS });

/** The contact a person named and then their detail make ("Fiona from book club"), or null. */
export function theirDetail(c: Clause): ToolCall | null {
  const found = readTemplate(c, ...THEIR_DETAIL);
  if (!found) return null;
  const who = found.slot("who");
  const inline = readDetails(who, true);
  const d = readDetails(found.slot("rest"), false);
  if (inline.email || inline.phone || (!d.email && !d.phone)) return null;
  // "save my mechanic Pieter, his number is …": how he is known, said first, is a note.
  const known = roleThenName(who);
  if (known && saidAsName(known.name)) {
    const role = trimWords(known.role, ROLE_STARTS, new Set());
    return created(known.name, {
      ...d,
      name: known.name,
      notes: [role, d.notes].filter((n) => n).join("; "),
    });
  }
  // A name said with its capital, first: "add milk, her …" names no one.
  const person = personIn(who);
  if (!inline.name || !person || !who.startsWith(person) || !saidAsName(inline.name)) return null;
  return created(inline.name, { ...d, name: inline.name, notes: inline.notes ?? d.notes });
}
