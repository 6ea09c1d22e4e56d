/**
 * New contacts said by a name and then their details with no "as a contact" ("save Priya Nair,
 * priya@…", "save Kate 07700 900123", "save Tomás the electrician, 086 …"), and a number or an
 * address said with no name of its own, whose it is asked.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Ask } from "./_ask.ts";
import { type Details, readDetails, saidAsName, withDetails } from "./_tool_contacts_details.ts";
import { personIn, roleAndName, twoPeople } from "./_tool_contacts_said.ts";
import type { Clause } from "./_tool_text.ts";
import { EMAIL, findPhone } from "./_tool_text_links.ts";
import { readTemplate, template } from "./_templates.ts";
import { wordSet } from "./_tool_words.ts";
import { tokenize } from "./_tokens.ts";
import { STOP_WORDS } from "../../text/normalize.ts";
import { words } from "./groups/mod.ts";
import { PEOPLE, ROLES } from "./groups/_people.ts";

const LISTS = { create: words("contact").verb("contacts_create") };

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
  const who = personIn(said) ?? "";
  const told = said.startsWith(who) ? toldAfterName(said.slice(who.length)) : null;
  if (!who || (who !== said && told === null) || !saidAsName(who)) return null;
  if (twoPeople(found.slot("rest"))) return null;
  const d = readDetails(found.slot("rest"), false);
  const notes = [told, d.notes].filter((n) => n).join("; ") || null;
  return d.email || d.phone ? created(who, { ...d, name: who, notes }) : null;
}

/** Words that open who someone is, said after their name: "Tomás the electrician", "Jacko from footy". */
const TOLD_OPENS = wordSet("the from at");

/**
 * Who someone is, said after their name and before their details ("save Tomás the electrician,
 * 086 …", "save Jacko from footy, 0438 …"): all in lowercase, opening with "the", "from" or "at",
 * kept as a note ("electrician", "from footy"); null when the words are anything else.
 */
function toldAfterName(typed: string): string | null {
  const ws = tokenize(typed);
  if (ws.length < 2 || !TOLD_OPENS.has(ws[0]!.w) || ws.some((t) => t.cap || t.punct)) return null;
  if (ws.slice(1).every((t) => STOP_WORDS.has(t.w))) return null;
  return ws[0]!.w === "the" ? ws.slice(1).map((t) => t.raw).join(" ") : typed.trim();
}

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
  const who = said.slice(0, at).trim();
  const d = readDetails(said.slice(at), false);
  if (!who || personIn(who) !== who || !saidAsName(who) || d.notes) return null;
  return (d.email || d.phone) && !twoPeople(said.slice(at))
    ? created(who, { ...d, name: who })
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

/** Words before how someone is related to whoever was named: "his wife", "and her husband". */
const RELATED_BY = wordSet("and his her their my our the");
/** How someone is related, or what they do ("wife", "plumber"). */
const PEOPLE_WORDS: ReadonlySet<string> = new Set([...PEOPLE, ...ROLES]);
