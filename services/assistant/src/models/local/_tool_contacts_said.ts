/**
 * Who a contact is, as people say it around the details: the person named in an explanation
 * ("I met Carlos Ruiz at the conference, save him"), a role before the name ("the plumber, Gary
 * Smith"), or a name given with a label ("name Kim Lee").
 * @module
 */
import { findPhone } from "./_tool_text_links.ts";
import { tokenize } from "./_tokens.ts";
import { stem, STOP_WORDS } from "../../text/normalize.ts";
import { GROUP_WORDS } from "./groups/mod.ts";
import { CONTACT_ASKED, CONTACT_FIELDS } from "./groups/contacts.ts";
import { NAME_PARTICLES, PEOPLE, ROLES, UNNAMED } from "./groups/_people.ts";
import { COMMON_WORDS } from "./_tool_contacts_common_words.ts";

/** A run of capitalised words, as typed ("Dr Anne Moss", "Raj Patel-Singh"). */
const CAPITALISED = /(?:^|[\s,:;(])(\p{Lu}[\p{L}\p{M}'.-]*(?:\s+\p{Lu}[\p{L}\p{M}'.-]*)*)/gu;

/**
 * The first person a text names by a capitalised name ("I met Carlos Ruiz" is Carlos Ruiz), read
 * whole with the particles of a surname ("Pieter van Wyk", "Ana de Souza", "Ahmad bin Ismail").
 */
export function personIn(typed: string): string | null {
  for (const m of typed.matchAll(CAPITALISED)) {
    const whole = withParticles(m[1] ?? "", typed.slice((m.index ?? 0) + m[0].length));
    const name = whole.replace(/^(?:I|I'm|I've|We|My|The|A|An)(?:\s+|$)/u, "").trim();
    if (name.length > 1 && name.length <= 200 && /\p{L}{2}/u.test(name)) return name;
  }
  return null;
}

/** The particles of a surname: a name goes on past them when a capitalised word follows. */
const PARTICLES_SAID: ReadonlySet<string> = new Set(NAME_PARTICLES);

/** `name` with what follows it in `after` while that is particles, then a capitalised word. */
function withParticles(name: string, after: string): string {
  const ws = after.split(" ");
  let out = name;
  let i = after.startsWith(" ") ? 1 : 0;
  for (;;) {
    let j = i;
    while (PARTICLES_SAID.has(ws[j] ?? "")) j++;
    const next = ws[j] ?? "";
    // "al-Farsi": a particle joined by a hyphen.
    const joined = PARTICLES_SAID.has(next.split("-")[0] ?? "") && next.includes("-");
    const word = joined ? next : withoutStops(next);
    const capital = joined ? next.split("-")[1] ?? "" : word;
    if ((j === i && !joined) || !startsCapital(capital)) return out;
    out = [out, ...ws.slice(i, j), word].join(" ");
    if (word !== next) return out;
    i = j + 1;
  }
}

/** A word without the signs typed after it ("Wyk," is "Wyk"). */
function withoutStops(word: string): string {
  let end = word.length;
  while (end > 0 && ",.;:!?)".includes(word.charAt(end - 1))) end--;
  return word.slice(0, end);
}

function startsCapital(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

/** "name Kim Lee", "called Kim Lee": a name given with a label, and the text without it. */
export function labelledName(typed: string): { name: string; rest: string } | null {
  const m =
    /\b(?:[Nn]ame(?:\s+is)?|[Ff]ull\s+name(?:\s+is)?|[Cc]alled|[Nn]amed)\s*:?\s+(\p{Lu}[\p{L}\p{M}'.-]*(?:\s+\p{Lu}[\p{L}\p{M}'.-]*)*)/u
      .exec(typed);
  if (!m?.[1]) return null;
  return { name: m[1], rest: typed.slice(0, m.index) + typed.slice(m.index + m[0].length) };
}

/** The words that label a surname: "surname", "last name", "family name". */
const SURNAME_LABELS = ["surname", "last name", "family name"];
/** Words between a surname's label and the surname: "surname's Barker", "surname is Barker". */
const SURNAME_LEADS = new Set(["'s", "is", "was", ":", "-"]);

/**
 * "surname's Barker", "last name is van Wyk": a surname given with a label, said with its capital,
 * and the text without it; null when none is.
 */
export function labelledSurname(typed: string): { surname: string; rest: string } | null {
  const lower = typed.toLowerCase();
  for (const label of SURNAME_LABELS) {
    const at = lower.indexOf(label);
    if (at < 0) continue;
    let from = at + label.length;
    for (;;) {
      const left = typed.slice(from).trimStart();
      const lead = [...SURNAME_LEADS].find((l) => left.toLowerCase().startsWith(l));
      if (!lead) break;
      from = typed.length - left.length + lead.length;
    }
    const after = typed.slice(from).trimStart();
    // "surname is de Souza": the particles said before its capital are the surname's.
    const ws = after.split(" ");
    const lead = ws.slice(0, ws.findIndex((w) => !PARTICLES_SAID.has(w))).join(" ");
    const named = personIn(after.slice(lead.length));
    const surname = named && (lead ? `${lead} ${named}` : named);
    if (!surname || !after.startsWith(surname)) continue;
    const end = typed.length - after.length + surname.length;
    return { surname, rest: typed.slice(0, at) + typed.slice(end) };
  }
  return null;
}

/** "the plumber", "my new dentist": a role said in place of a name. */
export function isRole(name: string): boolean {
  return /^(?:the|my|our)\s+(?:new\s+|old\s+|kids'?\s+)?\p{Ll}[\p{Ll}\s'-]*$/u.test(name.trim());
}

/**
 * The contact's name and notes when its name was said as a role and a person is named in the
 * notes ("the plumber" with notes "Gary Smith"): the person is the name, the role a note.
 */
export function roleAndName(
  name: string,
  notes: string | null,
): { name: string; notes: string | null } {
  if (!isRole(name) || !notes) return { name, notes };
  const person = personIn(notes);
  if (!person) return { name, notes };
  const role = name.replace(/^(?:the|my|our)\s+/u, "");
  const left = notes.replace(person, "").replace(/^[\s,;:.\-]+|[\s,;:.\-]+$/gu, "");
  return {
    name: person,
    notes: [role, left].filter((x) => x.length > 0 && !leadsOnly(x)).join("; "),
  };
}

/**
 * "the plumber Dave Wilson", "my dentist Dr Kaur": a role said before the person's name, split
 * into the two; null unless the name, said with its capitals, ends the words.
 */
export function roleThenName(typed: string): { role: string; name: string } | null {
  const text = typed.trim();
  const name = personIn(text);
  if (!name || !text.endsWith(name)) return null;
  const role = text.slice(0, text.length - name.length).trim();
  return role.includes(" ") && isRole(role) ? { role, name } : null;
}

/**
 * Words that only led to a detail read elsewhere ("Dave, on 07402 …"), or said the request is one
 * more ("add her as a contact too, …"): no note of their own.
 */
const LEADS = new Set(["on", "at", "to", "for", "from", "by", "too", "also", "as well"]);

/** True when what is left of a contact's words is only a word that led to its number or address. */
export function leadsOnly(text: string): boolean {
  return LEADS.has(text.trim().toLowerCase());
}

/**
 * Whether the words said of one contact hold two people: two addresses, two numbers, or an
 * address and a number with "and" and a capitalised name between them.
 */
export function twoPeople(typed: string): boolean {
  const at = typed.indexOf("@");
  if (at >= 0 && typed.indexOf("@", at + 1) >= 0) return true;
  const phone = findPhone(typed);
  if (!phone) return false;
  if (findPhone(typed.slice(0, phone.index) + " , " + typed.slice(phone.end))) return true;
  if (at < 0) return false;
  const between = typed.slice(Math.min(at, phone.index), Math.max(at, phone.index));
  const ws = tokenize(between);
  return ws.some((w, i) => w.w === "and" && ws[i + 1]?.cap === true);
}

/**
 * True when `name` holds no word a name is made of: every word said in lowercase is a word of a
 * clause or of politeness ("me would you", "you please"), which names no one.
 */
export function namesNoOne(name: string): boolean {
  return tokenize(name).every((t) => !t.cap && STOP_WORDS.has(t.w));
}

/** Words no name starts with in lowercase: an article ("a telephone"). */
const ARTICLES: ReadonlySet<string> = new Set(["a", "an"]);

/**
 * Particles of the verb before a name ("put down the plumber's number", "jot up …"): said in
 * lowercase, first, they belong to the verb, never to a name.
 */
const PARTICLES: ReadonlySet<string> = new Set(
  "down up in out off over back on away through into onto along".split(" "),
);

/** Words that name a thing, never a person: a contact's details ("telephone") and each kind's nouns. */
const THING_NOUNS: ReadonlySet<string> = new Set(
  [...CONTACT_FIELDS, ...CONTACT_ASKED, ...GROUP_WORDS.flatMap((g) => g.nouns)]
    .flatMap((n) => n.replace("(s)", "").split(" ")).map(stem),
);

/**
 * True when a contact's name names no person: it starts with "a" or "an" before a word in
 * lowercase ("a telephone"; "An Post" is a name), or with a particle of the verb in lowercase
 * ("down the plumber", from "put down the plumber's number"), ends with a lowercase word of a clause
 * ("Tom the"), is one common English word alone in lowercase ("fridge": `COMMON_WORDS`), or is only
 * lowercase words of a clause or of things ("telephone", "the phone number"). A name said so is
 * never saved.
 */
export function namesNoPerson(name: string): boolean {
  const ws = tokenize(name).filter((t) => !t.punct);
  const first = ws[0];
  if (!first) return true;
  if (ARTICLES.has(first.w) && (!first.cap || ws[1]?.cap === false)) return true;
  if (PARTICLES.has(first.w) && !first.cap) return true;
  // "Tom the", "Ana and": a name never ends with a word of a clause in lowercase.
  const last = ws[ws.length - 1]!;
  if (ws.length > 1 && !last.cap && STOP_WORDS.has(last.w)) return true;
  if (ws.length === 1 && !first.cap && commonWord(first.w)) return true;
  // "the guy from the garage", "that bloke": someone described, with no name said.
  if (
    ws.every((t) => !t.cap || t === first) && ws.some((t) => !t.cap && SOMEONE_UNNAMED.has(t.w))
  ) {
    return true;
  }
  return ws.every((t) => !t.cap && (STOP_WORDS.has(t.w) || THING_NOUNS.has(stem(t.w))));
}

const SOMEONE_UNNAMED: ReadonlySet<string> = new Set(UNNAMED);

/** Who a person is to the user or does for them ("mum", "plumber"): a word naming someone. */
const SOMEONE: ReadonlySet<string> = new Set([...PEOPLE, ...ROLES]);

/**
 * True when `word` is a common English word ("fridge", "kettles") that names no one by how they
 * are related to the user or what they do for them ("mum", "plumber" are kept as names).
 */
function commonWord(word: string): boolean {
  const forms = [word];
  if (word.endsWith("ies")) forms.push(word.slice(0, -3) + "y");
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms.some((w) => COMMON_WORDS.has(w)) && !forms.some((w) => SOMEONE.has(w));
}

/** The words that lead to an address said aloud: "email nomvula at example dot co dot za". */
const EMAIL_SAID = new Set(["email", "e-mail", "mail"]);

/** Words between "email" and the address said aloud: "her email is …", "update his email to …". */
const EMAIL_LEADS = new Set(["is", "to", "address", "now", ":"]);

/** True when `word` may be a piece of an address: letters, digits, ".", "-" or "_" only. */
function addressPiece(word: string | undefined): boolean {
  if (!word) return false;
  return [...word].every((ch) =>
    ch.toLowerCase() !== ch.toUpperCase() || (ch >= "0" && ch <= "9") || ".-_".includes(ch)
  );
}

/**
 * An address said in words after "email" written as one: "email nomvula at example dot co dot za"
 * is "email nomvula@example.co.za", "email amara dot obi at example dot com" is
 * "email amara.obi@example.com"; the text as typed when no address is said so whole (the host needs
 * one "dot" at least). Words leading to the address ("email is …", "email to …") are kept.
 */
export function spokenEmail(typed: string): string {
  const ws = typed.split(" ");
  for (let i = 0; i + 4 < ws.length; i++) {
    if (!EMAIL_SAID.has((ws[i] ?? "").toLowerCase())) continue;
    // "email is …", "email to …", "email address …": the words leading to the address.
    let from = i + 1;
    while (EMAIL_LEADS.has((ws[from] ?? "").toLowerCase())) from++;
    const [user, at] = dotted(ws, from);
    if (ws[at]?.toLowerCase() !== "at") continue;
    const [host, end] = dotted(ws, at + 1);
    if (user.length === 0 || host.length < 2) continue;
    const address = `${user.join(".")}@${host.join(".")}`;
    return [...ws.slice(0, from), address, ...ws.slice(end)].join(" ");
  }
  return typed;
}

/** The pieces of an address said from `from` joined by "dot" ("amara dot obi"), and where they end. */
function dotted(ws: readonly string[], from: number): [string[], number] {
  if (!addressPiece(ws[from]) || isSaid(ws[from], "dot", "at")) return [[], from];
  const pieces = [ws[from]!];
  let j = from + 1;
  while (isSaid(ws[j], "dot") && addressPiece(ws[j + 1]) && !isSaid(ws[j + 1], "dot", "at")) {
    pieces.push(ws[j + 1]!);
    j += 2;
  }
  return [pieces, j];
}

function isSaid(word: string | undefined, ...said: string[]): boolean {
  return said.includes((word ?? "").toLowerCase());
}

/**
 * True when an address is said aloud but not whole ("email amara dot obi at example", "email jo at
 * gmail"): an email word followed, within a few words, by "at" and "dot" spoken, which
 * {@link spokenEmail} could not write as one address. Such words are never a contact's notes.
 */
export function spokenEmailUnread(typed: string): boolean {
  const ws = spokenEmail(typed).split(" ").map((w) => w.toLowerCase());
  return ws.some((w, i) => {
    if (!EMAIL_SAID.has(w)) return false;
    const next = ws.slice(i + 1, i + 8);
    return next.includes("at") && (next.includes("dot") || next.some((n) => HOSTS.has(n)));
  });
}

/** Hosts people say without their ending: "email jo at gmail". */
const HOSTS: ReadonlySet<string> = new Set(["gmail", "hotmail", "yahoo", "outlook", "icloud"]);
