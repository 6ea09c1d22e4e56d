/**
 * Looking contacts up in what people write: "find Ana in my contacts", "what's Raj's email
 * address", "do I have a number for Tom Baker?", "show my contacts". The verbs and nouns come
 * from the group's description (`groups/contacts.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, cleanRef } from "./_tool_text.ts";
import { readTemplate, template } from "./_templates.ts";
import { asksToList, DET_ROW, isWord, trimWords, wordSet } from "./_tool_words.ts";
import { firstWord } from "./_tool_text.ts";
import { words } from "./groups/mod.ts";
import { CONTACT_ASKED } from "./groups/contacts.ts";
import { ROLES } from "./groups/_people.ts";

/** What people are kept as: "plumber", "piano teacher". */
const ROLE: ReadonlySet<string> = new Set(ROLES);

const W = words("contact");
const CONTACTS = W.noun;
const FIND = W.verb("contacts_list");
const LISTS = { find: FIND, noun: CONTACTS, det: DET_ROW, detail: CONTACT_ASKED };

/** How a contact is looked up, `{who}` naming it; `capital` when the name must be said with one. */
const LOOKUP: { shape: RegExp; anyWho?: boolean; capital?: boolean; role?: boolean }[] = [
  {
    // "who's the locum from ward 6 in my contacts": whom the user keeps, asked.
    shape:
      "{find}/list/is/who_is/have_i_got/do_i_have [me] {who} in/from/on/among/within {det} {noun}",
    anyWho: true,
  },
  // "who's that contact I saved as jake gym": a contact asked for by the name it was kept under.
  {
    shape:
      "who_is/which_is/what_is/find/show_me [that/the] contact [that/which] i/we saved/stored/put/added/listed/kept [it/them/him/her] as/under {who}",
  },
  {
    shape:
      "who/which_contact did/have i/we save/saved/store/stored/put/list/listed/keep/kept [it/them/him/her] as/under {who}",
  },
  {
    shape: "who_is/who_is_the_contact saved/stored/listed/kept as/under {who} [in {det} {noun}]",
  },
  {
    shape: "search/look_through/check/go_through/filter {det} {noun} for/named/called {who}",
    anyWho: true,
  },
  {
    shape:
      "{find}/open [me] [the] contact [details/info/information/card/entry] [for/of/called/named] {who}",
  },
  { shape: "what/which is/are {who}'s {detail}" },
  { shape: "{find} {who}'s {detail}" },
  // "do I have a number for the plumber?": a role too, asked whether it is kept.
  {
    shape: "do_i_have/have_i_got/is_there/do_we_have/have_we_got a/an/any {detail} for/of {who}",
    anyWho: true,
  },
  // "what's the email for Raj"
  {
    shape: "what_is/which_is/{find} a/an/any/the/me_the/me_a {detail} for/of {who}",
  },
  {
    shape:
      "show/list/find/get [me] {det} contacts/people at/from/named/called/with/in/who_work_at/working_at {who}",
  },
  // "show me everyone in my contacts from Hamburg": the people kept, where they are from.
  {
    shape:
      "show/list/find/get [me] everyone/everybody/anyone/anybody/all/people in/from/on/among {det} {noun} at/from/in/based_in/living_in/who_live_in/who_lives_in/who_work_at/who_works_at/working_at {who}",
    anyWho: true,
  },
  // "which of my contacts are from the rugby club in Clontarf?": the people kept, where from.
  {
    shape:
      "which/who of {det} {noun} is/are/live/lives/work/works from/at/in/based_in/living_in {who}",
    anyWho: true,
  },
  // "find the plumber": a contact looked up by what they do.
  // "my dentist" is left to what the user has said of themselves.
  { shape: "{find} [me] the {who}", role: true },
  { shape: "how_do_i/how_can_i reach/contact {who}", capital: true },
  { shape: "how_to_reach {who}", capital: true },
  {
    shape:
      "who do_i_know/is_in_my_contacts/is_in_my_address_book at/from/in/who_works_at/that_works_at/who_work_at/that_work_at/working_at/who_works_in/that_works_in {who}",
  },
  // "who do I have at the bank", "who have we got saved from the tennis club"
  {
    shape:
      "who do_i_have/have_i_got/do_we_have/have_we_got [saved/stored/listed/kept] at/from/in {who}",
    anyWho: true,
  },
].map((row) => ({ ...row, shape: template(row.shape, LISTS) }));

/** The user, not a contact. */
const SELF = wordSet("my your our i me");
/** Every contact, not one named so: "show me everyone in my contacts". */
const EVERYONE = wordSet("everyone everybody anyone anybody all");
/** Words that start no contact's name in a lookup that names none by a list ("the", "my"). */
const NOT_FIRST = wordSet("my your our the");
const KIND_SAID = template("[the] contact [for] {who}");

/** Someone not named: "anyone at the bank" is who is at the bank, searched by "bank". */
const ANYONE = wordSet("anyone anybody someone somebody everyone everybody people");
const NONE: ReadonlySet<string> = new Set();

/** The name a reference to a contact gives, or null for the user ("my"). */
export function contactRef(text: string): string | null {
  if (isWord(text, SELF)) return null;
  const named = KIND_SAID.exec(text.trim())?.groups?.who ?? text;
  return cleanRef(trimWords(named, ANYONE, NONE) || named, /^contacts?$/iu);
}

/** The contacts lookup a clause asks for, or null. */
export function findContact(c: Clause): ToolCall | null {
  for (const row of LOOKUP) {
    const found = readTemplate(c, row.shape);
    if (!found) continue;
    const who = found.slot("who");
    const first = who.charAt(0);
    if (row.capital && first === first.toLowerCase()) continue;
    if (row.role && !ROLE.has(who.trim().toLowerCase())) continue;
    // "the details for the plumber": one kept by what they do.
    const role = firstWord(who) === "the" &&
      ROLE.has(who.trim().toLowerCase().split(" ").slice(1).join(" "));
    if (!row.anyWho && !row.role && !role && NOT_FIRST.has(firstWord(who))) return null;
    if (isWord(who, EVERYONE)) return { name: "contacts_list", input: {} };
    const query = contactRef(who);
    if (!query) return null;
    return { name: "contacts_list", input: { query } };
  }
  // "I need to contact Tom": the verb, not the list.
  const verb = /\bcontact\s+(?:me|him|her|them|\p{Lu})|\bto\s+contact\b/u;
  if (asksToList(c, CONTACTS) && !verb.test(c.text)) {
    return { name: "contacts_list", input: {} };
  }
  return null;
}
