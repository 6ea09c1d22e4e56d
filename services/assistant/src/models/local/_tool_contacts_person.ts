/**
 * The one person a message names, as the other requests beside it point back at them: "update
 * Bev's cell …, and remind me to text her tomorrow" reminds to "text Bev"; "add my new mechanic,
 * Thabo Nkosi, …, he does Toyotas" keeps what is said of him in his notes.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Parsed } from "./_ask.ts";
import { isAsk } from "./_ask.ts";
import { tokenize } from "./_tokens.ts";
import type { Clause } from "./_tool_text.ts";
import { STOP_WORDS } from "../../text/normalize.ts";
import { EMAIL, findPhone } from "./_tool_text_links.ts";
import { PERSON } from "./_clause_statements.ts";

/** The slot that names the person, by the tool that names one. */
const PERSON_SLOT: Record<string, string> = {
  contacts_create: "name",
  contacts_update: "contact",
  birthdays_save: "name",
  birthdays_remove: "birthday",
};

/** The one person the calls name (a contact saved or changed, a birthday), or null. */
export function onePerson(calls: ToolCall[]): string | null {
  const named = new Set<string>();
  for (const call of calls) {
    const slot = PERSON_SLOT[call.name];
    // A contact renamed ("Anika Patel is Anika Shah now, …") is named by the new name.
    const value = slot
      ? (call.name === "contacts_update" && call.input.name) || call.input[slot]
      : undefined;
    if (typeof value === "string" && value.trim().length > 0) named.add(value.trim());
  }
  return named.size === 1 ? [...named][0] ?? null : null;
}

/** Words that point at a person, object or possessive. */
const OBJECT = new Set(["him", "them"]);
const OWNING = new Set(["his", "their"]);
/** After "her", a word that shows it is the object ("text her", "get her a card", "ask her about"). */
const AFTER_OBJECT = new Set(
  "a an the about back up to on at in for with and that when if before after re regarding as"
    .split(" "),
);
/** After "her", what only she can have: "her birthday", "her number", "her email". */
const POSSESSED = new Set(
  "birthday bday number phone mobile cell email address name surname contact details".split(" "),
);

/**
 * The text of a reminder or task with its "her", "him" or "them" as the person named beside it
 * ("text her" → "text Bev", "pick up her keys" → "pick up Bev's keys"); null when it points at no
 * one or at two ("tell him and her"), or names someone else with a capital ("book Sofia's checkup
 * with her" stays as said).
 */
export function saidOfPerson(text: string, person: string, othersNamed = false): string | null {
  const ws = text.split(" ");
  const tokens = tokenize(text);
  if (!othersNamed && tokens.some((t, i) => i > 0 && t.cap && t.w !== "i")) return null;
  const pointing = (w: string) => w === "her" || OBJECT.has(w) || OWNING.has(w);
  const at = ws.findIndex(pointing);
  // "tell him and her": two people pointed at, neither guessed.
  if (at < 0 || ws.filter(pointing).length > 1) return null;
  // "add her birthday, 14 April": the word after it, without the comma that ends it.
  const said = ws[at + 1]?.toLowerCase();
  const next = said && ",;:.".includes(said.slice(-1)) ? said.slice(0, -1) : said;
  // "her" before a word that may be a noun or a verb ("her keys", "help her move"): not guessed.
  const object = next === undefined || AFTER_OBJECT.has(next) || STOP_WORDS.has(next);
  if (ws[at] === "her" && !object && !POSSESSED.has(next)) return null;
  const possessive = OWNING.has(ws[at]!) || (ws[at] === "her" && !object);
  const named = possessive ? `${person}'s` : person;
  return [...ws.slice(0, at), named, ...ws.slice(at + 1)].join(" ");
}

/** Words a statement about the person opens with: "he does Toyotas", "she's my yoga teacher". */
const SAID_OF = new Set(["he", "she", "they"]);

/**
 * True when `statement`, said after a request to save or change a contact, tells more of that
 * person ("…, he does Toyotas"), and the request read with it keeps all of it in the notes.
 */
export function toldOfContact(
  statement: string,
  alone: Parsed | null,
  together: () => Parsed | null,
): boolean {
  const first = tokenize(statement)[0]?.w ?? "";
  if (!SAID_OF.has(first) || !alone || isAsk(alone) || !alone.name.startsWith("contacts_")) {
    return false;
  }
  const with_ = together();
  if (!with_ || isAsk(with_)) return false;
  if (alone.name !== with_.name || !alone.name.startsWith("contacts_")) return false;
  const before = typeof alone.input.notes === "string" ? alone.input.notes : "";
  const after = with_.input.notes;
  const said = statement.trim().toLowerCase();
  return typeof after === "string" && after.startsWith(before) &&
    after.toLowerCase().endsWith(said) && after.length > before.length;
}

/**
 * A new contact's words and what is said of the person after them, apart: "save Kate's number
 * 07700 900123, she's Tom's sister" is the contact and "she is Tom's sister", kept whole in the
 * notes; null when no part after a comma opens with "he", "she" or "they".
 */
export function toldApart(c: Clause): { rest: string; told: string } | null {
  const text = c.text;
  for (let at = text.indexOf(","); at > 0; at = text.indexOf(",", at + 1)) {
    const told = text.slice(at + 1).trim();
    if (SAID_OF.has(tokenize(told)[0]?.w ?? "")) {
      // "…, she's our plumber's wife, 902-555-0143": the number after it is the contact's.
      const end = detailAfter(text, at + 1);
      if (hasDetail(text.slice(at + 1, end))) return null;
      const rest = `${text.slice(0, at).trim()}${text.slice(end)}`;
      // The statement as typed ("she's", never "she is"), kept whole in the notes.
      return { rest: rest.trim(), told: c.typed(at + 1, end).trim() };
    }
  }
  return null;
}

/** True when `text` holds a phone number or an email address. */
function hasDetail(text: string): boolean {
  return findPhone(text) !== null || EMAIL.test(text);
}

/** Where the statement from `from` ends: at the comma before a number or address, else the end. */
function detailAfter(text: string, from: number): number {
  for (let at = text.indexOf(",", from); at > 0; at = text.indexOf(",", at + 1)) {
    if (hasDetail(text.slice(at + 1))) return at;
  }
  return text.length;
}

/** What may be said of the person a contact or a birthday names, in a clause of its own. */
const ABOUT_PERSON = new Set(["contacts_create", "contacts_update", "birthdays_save"]);
/** What is dictated whole: a person it names by first and last name may be pointed back at. */
const DICTATED = new Set(["notes_create", "keepsakes_save"]);

/** The one person named in full in what a note or a keepsake says ("Mr Okafor"), or null. */
function namedInText(call: Parsed): string | null {
  if (isAsk(call) || !DICTATED.has(call.name) || typeof call.input.text !== "string") return null;
  const named = new Set(call.input.text.match(PERSON) ?? []);
  return named.size === 1 ? [...named][0]! : null;
}

/**
 * A clause beside a request naming one person, said of them by "his", "her" or "them", as the
 * request it is with the person named: "save Jules Moreau as a contact, …, and his birthday is 14
 * July" saves Jules Moreau's birthday; "save Marie's birthday, Feb 3, and add her as a contact
 * too, …" saves Marie as a contact; "note that the landlord is Mr Okafor and save his number …"
 * saves Mr Okafor. Null unless it then reads as a request of the other kind.
 */
export function saidOfNamed(
  clause: string,
  beside: Parsed | null,
  read: (text: string) => Parsed | null,
): string | null {
  if (!beside || isAsk(beside)) return null;
  // "note that the landlord is Mr Okafor and save his number …": the one person the note names.
  const person = ABOUT_PERSON.has(beside.name) ? onePerson([beside]) : namedInText(beside);
  // "…, and his birthday is …": the joining word is the clause's, not the request's.
  const ws = clause.trim().split(" ");
  const own = (ws[0]?.toLowerCase() === "and" ? ws.slice(1) : ws).join(" ");
  const said = person ? saidOfPerson(own, person, true) : null;
  const call = said ? read(said) : null;
  // Another kind's request: a contact's detail said beside the contact is its own (`toldOfContact`).
  const kind = (name: string) => name.split("_")[0];
  return call && !isAsk(call) && ABOUT_PERSON.has(call.name) &&
      kind(call.name) !== kind(beside.name)
    ? said
    : null;
}
