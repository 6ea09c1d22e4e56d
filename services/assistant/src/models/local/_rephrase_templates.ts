/**
 * The templates of indirect requests (`rephrase` in a group's description) compiled to patterns:
 * what each placeholder matches, and a template's words as people write them.
 * @module
 */
import { escapeRegExp } from "./groups/_words.ts";
import { expandContractions } from "../../text/normalize.ts";

/** What a template's placeholders match. */
const SLOT: Record<string, string> = {
  Name: String.raw`(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*?)`,
  Amount: String
    .raw`((?:[€$£]\s?)?\d+(?:[.,]\d{1,2})?(?:\s?(?:eur|euros?|gbp|pounds?|usd|dollars?))?)`,
  Email: String.raw`([^\s@,]+@[^\s@,]+\.[^\s@,]+)`,
  Phone: String.raw`(\+?\d[\d\s-]{5,}\d)`,
  // Two things or more, joined: "flour + sugar", "eggs, milk and bread".
  Items: String.raw`(.+?(?:\s*[,+&]\s*|\s+and\s+).+?)`,
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

/** A template of a whole message (see `GroupWords.rephrase`) as a pattern and its slot names. */
export function template(text: string): { re: RegExp; slots: string[] } {
  const slots: string[] = [];
  const pieces = text.trim().split(/(\{[A-Za-z0-9]+\}|\s*,\s*|\s+-\s+|\s+)/u).filter((p) => p);
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
    return literal(part);
  }).join("");
  return { re: new RegExp(String.raw`^(?:please\s+)?${source}$`, "iu"), slots };
}
