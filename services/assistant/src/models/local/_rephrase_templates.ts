/**
 * The templates of indirect requests (`rephrase` in a group's description) compiled to patterns:
 * what each placeholder matches, and a template's words as people write them.
 * @module
 */
import { anyOf, escapeRegExp } from "./groups/_words.ts";
import { TASKS } from "./groups/tasks.ts";
import { NAME_PARTICLES } from "./groups/_people.ts";
import { CURRENCY_WORD, SYMBOL } from "./_tool_text_money_words.ts";
import { expandContractions } from "../../text/normalize.ts";

/** What a template's placeholders match. */
const SLOT: Record<string, string> = {
  // "Pieter van Wyk": a surname's particles said in lowercase before its capital.
  Name: String.raw`(\p{Lu}[\p{L}'-]*(?:\s+(?:(?:${
    NAME_PARTICLES.join("|")
  })\s+)*\p{Lu}[\p{L}'-]*)*?)`,
  // "€45", "R210", "45 euros", "2,540": the signs and words of `_tool_text_money_words.ts`, and
  // thousands set apart by commas.
  Amount: String
    .raw`((?:${SYMBOL}\s?)?(?:\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:\s?${CURRENCY_WORD})?)`,
  Email: String.raw`([^\s@,]+@[^\s@,]+\.[^\s@,]+)`,
  // "(415) 555-0134": an area code in brackets.
  Phone: String.raw`(\+?(?:\(\d+\)\s?)?\d[\d\s-]{5,}\d)`,
  // Two things or more, joined: "flour + sugar", "eggs, milk and bread".
  Items: String.raw`(.+?(?:\s*[,+&]\s*|\s+and\s+).+?)`,
  // "2026-11-02": a day written as an ISO date.
  IsoDay: String.raw`(\d{4}-\d{2}-\d{2})`,
  // "call the bank about the card": a thing to do, opened by a verb of `doings` in the tasks'
  // description ("force report" after "task" is none).
  Doing: String.raw`((?:${anyOf(TASKS.doings ?? [])})\s.+?)`,
  any: String.raw`(.+?)`,
};

/**
 * A template's word as a pattern: a contraction also as people write it without its apostrophe
 * or in full ("don't", "dont", "do not"), since templates are read before contractions are
 * expanded.
 */
function literal(word: string): string {
  const said = escapeRegExp(word).replace(/'/gu, "['’]");
  const full = expandContractions(word);
  if (full === word) return said;
  return `(?:${said.replace("['’]", "['’]?")}|${
    escapeRegExp(full).replaceAll(" ", String.raw`\s+`)
  })`;
}

/** "fix/update/correct": a template's word said in one of several ways ("w/" is a word of its own). */
function alternatives(part: string): string[] | null {
  const alts = part.split("/");
  return alts.length > 1 && alts.every((a) => a.length > 0) ? alts : null;
}

/** How long a template is said at the most: its words said in several ways count their longest. */
export function saidLength(text: string): number {
  return text.split(" ").map((p) => Math.max(...(alternatives(p) ?? [p]).map((a) => a.length)))
    .reduce((a, b) => a + b + 1, -1);
}

/** A template of a whole message (see `GroupWords.rephrase`) compiled to a pattern. */
export interface Template {
  /** The pattern of the whole message. */
  readonly re: RegExp;
  /** Its slots' names, in the order of the pattern's groups. */
  readonly slots: string[];
  /**
   * The words it says as written (lower-cased; contractions left out, which are said in several
   * ways): a message lacking one of them is not tried against the pattern.
   */
  readonly needs: string[];
}

/** A template's parts: its words, slots, commas and dashes, with the spaces between them. */
function piecesOf(text: string): string[] {
  return text.trim().split(/(\{[A-Za-z0-9]+\}|\s*,\s*|\s+-\s+|\s+)/u).filter((p) => p);
}

function needsOf(pieces: string[]): string[] {
  return pieces.filter((p) =>
    p.trim() !== "" && !p.startsWith("{") && !p.includes("'") && !alternatives(p)
  )
    .map((p) => p.trim().toLowerCase()).filter((p) => p !== "," && p !== "-")
    .sort((a, b) => b.length - a.length);
}

/** A template as a pattern (see {@link Template}). */
export function template(text: string): Template {
  const pieces = piecesOf(text);
  return { ...compiled(pieces), needs: needsOf(pieces) };
}

/**
 * A template whose pattern is made the first time it is asked for: the groups declare thousands,
 * a message holds the words of a few (`needs`), and making them all cost the service's start-up
 * close to half a second.
 */
export function lazyTemplate(text: string): Template {
  const pieces = piecesOf(text);
  let made: Omit<Template, "needs"> | null = null;
  return {
    needs: needsOf(pieces),
    get re() {
      return (made ??= compiled(pieces)).re;
    },
    get slots() {
      return (made ??= compiled(pieces)).slots;
    },
  };
}

function compiled(pieces: string[]): Omit<Template, "needs"> {
  const slots: string[] = [];
  const source = pieces.map((part, i) => {
    const slot = /^\{([A-Za-z0-9]+)\}$/u.exec(part)?.[1];
    if (slot) {
      slots.push(slot);
      return SLOT[slot.replace(/\d+$/u, "")] ?? SLOT.any;
    }
    // ", not …", ", {Email}" and ", {Phone}" are said with or without their comma: "the parking
    // was €9 not €7", "save Leah Grant 07555 010101" (an address or a number ends no name).
    if (part.trim() === ",") {
      const optional = ["not", "{Email}", "{Phone}"].includes(pieces[i + 1] ?? "");
      return optional ? String.raw`(?:\s*,\s*|\s+)` : String.raw`\s*,\s*`;
    }
    // A dash spaced on one side at least: "due 2026-04-02 - …" holds hyphens of its own.
    if (part.trim() === "-") return String.raw`(?:\s+[-–—]\s*|\s*[-–—]\s+|\s*,\s*)`;
    if (part.trim() === "") return String.raw`\s+`;
    const alts = alternatives(part);
    return alts ? `(?:${alts.map(literal).join("|")})` : literal(part);
  }).join("");
  return { re: new RegExp(String.raw`^(?:please\s+)?${source}$`, "iu"), slots };
}
