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
    const value = slot ? call.input[slot] : undefined;
    if (typeof value === "string" && value.trim().length > 0) named.add(value.trim());
  }
  return named.size === 1 ? [...named][0] ?? null : null;
}

/** Words that point at a person, object or possessive. */
const OBJECT = new Set(["him", "them"]);
/** After "her", a word that shows it is the object ("text her", "get her a card", "ask her about"). */
const AFTER_OBJECT = new Set(
  "a an the about back up to on at in for with and that when if before after re regarding"
    .split(" "),
);

/**
 * The text of a reminder or task with its "her", "him" or "them" as the person named beside it
 * ("text her" → "text Bev", "pick up her keys" → "pick up Bev's keys"); null when it points at no
 * one, or names someone else with a capital ("book Sofia's checkup with her" stays as said).
 */
export function saidOfPerson(text: string, person: string): string | null {
  const ws = text.split(" ");
  const tokens = tokenize(text);
  if (tokens.some((t, i) => i > 0 && t.cap && t.w !== "i")) return null;
  const at = ws.findIndex((w) => w === "her" || OBJECT.has(w));
  if (at < 0) return null;
  const next = ws[at + 1]?.toLowerCase();
  const possessive = ws[at] === "her" && next !== undefined && !AFTER_OBJECT.has(next);
  const said = possessive ? `${person}'s` : person;
  return [...ws.slice(0, at), said, ...ws.slice(at + 1)].join(" ");
}

/** Words a statement about the person opens with: "he does Toyotas", "she's my yoga teacher". */
const SAID_OF = new Set(["he", "she", "they"]);

/**
 * True when `statement`, said after a request to save or change a contact, tells more of that
 * person ("…, he does Toyotas"), and the request read with it keeps all of it in the notes.
 */
export function toldOfContact(statement: string, alone: Parsed | null, with_: Parsed | null) {
  const first = tokenize(statement)[0]?.w ?? "";
  if (!SAID_OF.has(first) || !alone || !with_ || isAsk(alone) || isAsk(with_)) return false;
  if (alone.name !== with_.name || !alone.name.startsWith("contacts_")) return false;
  const before = typeof alone.input.notes === "string" ? alone.input.notes : "";
  const after = with_.input.notes;
  const said = statement.trim().toLowerCase();
  return typeof after === "string" && after.startsWith(before) &&
    after.toLowerCase().endsWith(said) && after.length > before.length;
}
