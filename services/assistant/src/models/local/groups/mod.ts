/**
 * Every group's description, compiled once at load: the nouns each parser matches, and for each
 * kind the nouns of all the others (so "add the dentist to my reminders" is never a shopping item).
 * The parsers read their words from here; no parser keeps its own copy of another group's nouns.
 * @module
 */
import { BIRTHDAYS } from "./birthdays.ts";
import { CALENDAR } from "./calendar.ts";
import { CONTACTS } from "./contacts.ts";
import { COUNTDOWNS } from "./countdowns.ts";
import { EMAIL_FOLLOWUPS } from "./email_followups.ts";
import { EXPENSES } from "./expenses.ts";
import { KEEPSAKES } from "./keepsakes.ts";
import { NOTES } from "./notes.ts";
import { PRICE_WATCHES } from "./price_watches.ts";
import { PROPOSALS } from "./proposals.ts";
import { REMINDERS } from "./reminders.ts";
import { SHOPPING } from "./shopping.ts";
import { SUPPLIERS } from "./suppliers.ts";
import { TASKS } from "./tasks.ts";
import { TRIPS } from "./trips.ts";
import { type CompiledWords, compileWords, type GroupWords } from "./_words.ts";

export type { CompiledWords, GroupWords } from "./_words.ts";

/** Every group's description. */
export const GROUP_WORDS: readonly GroupWords[] = [
  REMINDERS,
  EMAIL_FOLLOWUPS,
  PROPOSALS,
  COUNTDOWNS,
  BIRTHDAYS,
  TRIPS,
  SUPPLIERS,
  CONTACTS,
  EXPENSES,
  TASKS,
  KEEPSAKES,
  NOTES,
  PRICE_WATCHES,
  SHOPPING,
  CALENDAR,
];

/** The kinds of item the groups name. */
export type Kind =
  | "reminder"
  | "followup"
  | "proposal"
  | "countdown"
  | "birthday"
  | "trip"
  | "supplier"
  | "contact"
  | "expense"
  | "task"
  | "keepsake"
  | "note"
  | "watch"
  | "shopping"
  | "calendar";

const COMPILED = new Map<string, CompiledWords>(
  GROUP_WORDS.map((w) => [w.kind, compileWords(w)]),
);

/** A kind's compiled words. Throws for a kind no group describes: a programming error. */
export function words(kind: Kind): CompiledWords {
  const found = COMPILED.get(kind);
  if (!found) throw new Error(`no group describes "${kind}"`);
  return found;
}

/** How people name each kind of item, as regular-expression sources. */
export const NOUN: Readonly<Record<Kind, string>> = Object.fromEntries(
  [...COMPILED].map(([kind, w]) => [kind, w.noun]),
) as Record<Kind, string>;

/** Kinds left out of {@link othersThan} unless asked for: their nouns are common words in items. */
const NOT_ITEMS: readonly Kind[] = ["proposal", "calendar", "supplier"];

const OTHERS = new Map<string, RegExp>();

/**
 * A pattern matching, as a whole word, any noun of the kinds of items other than `kind` (and the
 * `except` ones): a slot holding one is not this kind's ("cancel the trip reminder" names no trip).
 * `also` adds kinds left out by default (the calendar, suppliers).
 */
export function othersThan(
  kind: Kind,
  options: { except?: readonly Kind[]; also?: readonly Kind[] } = {},
): RegExp {
  const key = JSON.stringify([kind, options.except ?? [], options.also ?? []]);
  const cached = OTHERS.get(key);
  if (cached) return cached;
  const skip = new Set<string>([kind, ...(options.except ?? [])]);
  for (const k of NOT_ITEMS) if (!options.also?.includes(k)) skip.add(k);
  const sources = [...COMPILED].filter(([k]) => !skip.has(k)).map(([, w]) => w.noun);
  const re = new RegExp(String.raw`\b(?:${sources.join("|")})\b`, "iu");
  OTHERS.set(key, re);
  return re;
}

const QUESTIONS = new Map<string, string>(
  GROUP_WORDS.flatMap((w) => Object.entries(w.asks ?? {})),
);

/**
 * The question asked when a request for `tool` lacks a detail, from the tool's group description.
 * Throws for a tool whose group gives none: a parser asking without a question is a programming
 * error.
 */
export function questionFor(tool: string): string {
  const question = QUESTIONS.get(tool);
  if (question === undefined) throw new Error(`no group says what to ask for "${tool}"`);
  return question;
}
