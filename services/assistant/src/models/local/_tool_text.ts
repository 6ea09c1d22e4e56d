/**
 * What the tool intent parsers share: a clause (one request of a message) matched in a normalised
 * form while its slots are cut from the text as the user typed it, and readers for item references
 * and lists of items. Amounts of money are read in `_tool_text_money.ts`, emails, phone numbers and
 * links in `_tool_text_links.ts` (exported here too, where the parsers import them from).
 * @module
 */
import {
  cleanText,
  expandContractions,
  ownEntry,
  piecesOf,
  stripPoliteness,
  unquote,
} from "../../text/normalize.ts";
import { SHORTHAND } from "../../text/shorthand.ts";
import { JOINED_NAMES } from "./groups/_shopping_things.ts";
import type { ZoneContext } from "./_tool_dates.ts";
import { INTERJECTIONS, withoutBrackets, withoutSighLast } from "./_tool_text_asides.ts";
import { beforeEnd, fits, shapes } from "./_shapes.ts";

/** True for a letter, a digit or "_": what a word is made of. */
export function wordChar(ch: string): boolean {
  return ch.toLowerCase() !== ch.toUpperCase() || (ch >= "0" && ch <= "9") || ch === "_";
}

/** Whether a text starts with a capital letter, as a name does ("Priya", " Bolt"). */
export function startsUpper(text: string): boolean {
  const first = text.trimStart().charAt(0);
  return first !== first.toLowerCase();
}

/** The word a text starts with, as written, lower case ("what's" starts with "what"). */
export function firstWord(text: string): string {
  const t = text.trimStart();
  let end = 0;
  while (end < t.length && wordChar(t.charAt(end))) end++;
  return t.slice(0, end).toLowerCase();
}

/** `text` without the first of `phrases` it starts with, said as whole words before a space. */
export function withoutFirst(text: string, phrases: readonly string[]): string {
  const lower = text.toLowerCase();
  const said = phrases.find((p) => lower.startsWith(`${p} `));
  return said === undefined ? text : text.slice(said.length).trimStart();
}

/** One request of a message, ready to match. */
export interface Clause {
  /** Contractions expanded, greetings and polite wrappers removed: what patterns match. */
  text: string;
  /** True when it was asked with a question mark. */
  question: boolean;
  ctx: ZoneContext;
  /** The text between two indexes of {@link Clause.text}, as the user typed it. */
  typed(start: number, end: number): string;
}

/**
 * A clause of `segment` (already cleaned): contractions are expanded word by word, so each index
 * of the expanded text maps back to the typed text.
 */
export function makeClause(segment: string, ctx: ZoneContext): Clause {
  const raw = segment;
  let expanded = "";
  const startOf: number[] = [];
  const endOf: number[] = [];
  // An address ("mikko@example.fi") is one piece, kept as written.
  for (const { piece: token, at } of piecesOf(raw)) {
    const out = /\p{L}/u.test(token) ? expandContractions(token) : token;
    if (out === token) {
      for (let i = 0; i < token.length; i++) {
        startOf.push(at + i);
        endOf.push(at + i + 1);
      }
    } else {
      for (let i = 0; i < out.length; i++) {
        startOf.push(at);
        endOf.push(at + token.length);
      }
    }
    expanded += out;
  }
  const question = /\?[\s\p{Extended_Pictographic}\uFE0F]*$/u.test(raw);
  const stripped = withoutSighLast(stripPoliteness(expanded));
  let offset = expanded.indexOf(stripped);
  if (offset < 0) offset = 0;
  return {
    text: stripped,
    question,
    ctx,
    typed(start: number, end: number): string {
      const s = Math.max(0, Math.min(start, end)) + offset;
      const e = Math.max(start, end) + offset;
      if (e <= s || s >= startOf.length) return "";
      const rs = startOf[s] ?? raw.length;
      const re = endOf[Math.min(e, endOf.length) - 1] ?? raw.length;
      return raw.slice(rs, re).trim();
    },
  };
}

/**
 * Matches `re` (which must have the `d` flag) on the clause; `slot(n)` gives group n as typed.
 */
export function match(
  c: Clause,
  re: RegExp,
): { m: RegExpExecArray; slot: (n: number) => string } | null {
  const m = re.exec(c.text);
  if (!m) return null;
  return {
    m,
    slot: (n: number) => {
      const span = m.indices?.[n];
      if (!span) return "";
      return c.typed(span[0], span[1]);
    },
  };
}

/** A preposition and article left before a time that was cut out ("in the", "on the"). */
const TIME_ARTICLE = shapes([["in|on|at|by|until|till|before|after|from", "the"]]);

/**
 * The typed text of `[start, end)` of the clause without the given spans (dates, recurrences),
 * with the spaces tidied.
 */
export function typedWithout(
  c: Clause,
  start: number,
  end: number,
  spans: readonly { index: number; end: number }[],
): string {
  const cuts = spans
    .filter((s) => s.end > start && s.index < end)
    .sort((a, b) => a.index - b.index);
  const pieces: string[] = [];
  let at = start;
  for (const s of cuts) {
    // "in the | morning", "on the | 1st of April": the article said with the cut time goes too.
    const before = s.index > at ? c.typed(at, s.index) : "";
    pieces.push(beforeEnd(before, TIME_ARTICLE) ?? before);
    at = Math.max(at, s.end);
  }
  if (at < end) pieces.push(c.typed(at, end));
  return pieces.filter((p) => p.length > 0).join(" ").replace(/\s+([,.;:!?])/gu, "$1")
    .replace(/\s{2,}/gu, " ").trim();
}

// ---------------------------------------------------------------------------------------------
// Item references

const REF_DROP = new Set(
  (
    "the a an my our your his her their this that these those about regarding concerning re for " +
    "of on to with " +
    "called named titled saying says said which is are was one ones item items entry entries thing " +
    "things any all from in at by please just anymore too also"
  ).split(" "),
);

/**
 * The words that name an existing item: articles, prepositions and the kind of item ("note",
 * "reminder") are dropped, so "the note about the wifi" names "wifi". Null when nothing is left.
 */
export function cleanRef(text: string, kind: RegExp): string | null {
  const t = unquote(cleanText(text).replace(/^[\s,.:;!?-]+|[\s,.:;!?-]+$/gu, ""));
  const kept = t.split(/\s+/u).map((w) => w.replace(/^["'(]+|["'),.;:!?]+$/gu, ""))
    .map((w) => w.endsWith("'s") || w.endsWith("'S") ? w.slice(0, -2) : w)
    .filter((w) => w.length > 0 && !REF_DROP.has(w.toLowerCase()) && !kind.test(w.toLowerCase()));
  const ref = kept.join(" ").trim().slice(0, 200).trim();
  return ref.length > 0 ? ref : null;
}

/** A phrasal verb's particle at the end of a text ("put the chicken in"): kept by {@link tidy}. */
const PARTICLE_END = shapes([[
  "put|plug|hand|send|bring|check|log|sign|turn|switch|fill|pop|let|lock|hang|tuck|clock|drop",
  "?_",
  "?_",
  "?_",
  "?_",
  "in|on",
]]);

/** Connecting words a slot does not end with, that shorthand may stand for ("b4"). */
const CONNECTING = new Set(["before", "until", "till", "after", "by"]);

/** Connecting words a slot does not start with ("to", "that", "about"). */
const LEADING = new Set("to that about of for on at by in and then also with".split(" "));

/** Connecting words a slot does not end with ("on", "every", "due", "the"). */
const TRAILING = new Set(
  ("on at by in for from between starting beginning every each and then around due until till " +
    "before after of the this next to").split(" "),
);

/** The verb "be" said of a thing before "due": "the rent is due". */
const BE = new Set(["is", "are", "was", "were", "be"]);

/** Signs a slot does not start with, and does not end with. */
const LEAD_SIGNS = ",;:.-–";
const TRAIL_SIGNS = ",;:-–";

/**
 * The text without the signs, or else the connecting word, at its start and then (unless `keepEnd`)
 * at its end.
 */
function withoutEnds(text: string, keepEnd = false): string {
  let start = 0;
  while (start < text.length && LEAD_SIGNS.includes(text.charAt(start))) start++;
  if (start === 0) {
    while (start < text.length && wordChar(text.charAt(start))) start++;
    // "in-laws", "check-in": a word joined by a hyphen is whole.
    if (!LEADING.has(text.slice(0, start).toLowerCase()) || text.charAt(start) === "-") start = 0;
  }
  const t = text.slice(start).trimStart();
  if (keepEnd) return t.trim();
  let end = t.length;
  while (end > 0 && TRAIL_SIGNS.includes(t.charAt(end - 1))) end--;
  if (end === t.length) {
    while (end > 0 && wordChar(t.charAt(end - 1))) end--;
    if (!TRAILING.has(t.slice(end).toLowerCase()) || t.charAt(end - 1) === "-") end = t.length;
    // "the rent is due": said of a thing, "due" ends what is said, never a deadline's word.
    const before = t.slice(0, end).trimEnd();
    const verb = before.slice(before.lastIndexOf(" ") + 1).toLowerCase();
    if (t.slice(end).toLowerCase() === "due" && BE.has(verb)) end = t.length;
  }
  return t.slice(0, end).trim();
}

/** The stops that end a sentence, at the end of a text. */
const STOPS_END = /[.!?]+$/u;

/** Removes connecting words left at either end of a slot ("to", "that", "on", commas). */
export function tidy(text: string): string {
  let t = withoutBrackets(text.trim());
  for (let i = 0; i < 6; i++) {
    // "put the chicken in", "check in", "switch the heating on": a particle, not a preposition.
    // "on to put the oven on": its start is still tidied.
    const particle = wordChar(t.charAt(t.length - 1)) && fits(t, PARTICLE_END, "end");
    if (particle) {
      const next = withoutEnds(t, true);
      if (next === t) break;
      t = next;
      continue;
    }
    // "… b4": shorthand for a connecting word ("before") is one too.
    const last = t.slice(t.lastIndexOf(" ") + 1).toLowerCase();
    if (CONNECTING.has(ownEntry(SHORTHAND, last) ?? "")) t = t.slice(0, t.lastIndexOf(" ") + 1);
    const next = withoutEnds(t);
    if (next === t) break;
    t = next;
  }
  // "Mia (" once "3 June" was read from "Mia (3 June)": the bracket held only what was read.
  let end = t.length;
  while (end > 0 && "( ".includes(t.charAt(end - 1))) end--;
  return unquote(t.slice(0, end).replace(STOPS_END, "").trim());
}

// ---------------------------------------------------------------------------------------------
// Lists of items

/** Nouns of a quantity, kept with their article: "a dozen eggs", "a bag of rice". */
const QUANTITY_NOUN = new Set(
  ("dozen couple few pack packs bag bags bottle bottles box boxes loaf loaves carton cartons can " +
    "cans jar jars bunch bunches kilo kilos kg pound pounds lb lbs litre litres liter liters tin " +
    "tins tub tubs punnet head pair piece slice roll rolls packet packets").split(" "),
);

/** Words said before an item that are no part of it ("some", "the", "a few"), longest first. */
const BEFORE_ITEM = ["and", "or", "also"];
const SOME = ["some more", "some", "more", "any", "the", "a few", "few"];

/**
 * "milk, eggs and bread" (or "shampoo n conditioner", "ackee an' breadfruit", "&", "+") as ["milk", "eggs", "bread"]; at most 50 items of 200 characters. */

export function splitItems(said: string): string[] {
  const text = withJoinedNames(withoutBrackets(said));
  const parts = text
    .split(/\s*(?:,|;|\n|\s(?:[&+n]|an')\s|\band also\b|\bas well as\b|\bplus\b|\band\b)\s*/iu)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const out: string[] = [];
  for (const said of parts) {
    // "…, oh and ketchup": a word said while thinking is no item, nor part of one.
    const [first = "", ...rest] = said.split(" ");
    const part = INTERJECTIONS.has(first.toLowerCase()) ? rest.join(" ") : said;
    let item = unquote(
      withoutFirst(part.replaceAll(JOINED, " and "), BEFORE_ITEM).replace(STOPS_END, "").trim(),
    );
    item = withoutFirst(item, SOME);
    const article = withoutFirst(item, ["a", "an"]);
    if (article !== item && !QUANTITY_NOUN.has(firstWord(article))) item = article;
    item = item.trim();
    if (item.length === 0 || item.length > 200) continue;
    if (!out.some((o) => o.toLowerCase() === item.toLowerCase())) out.push(item);
    if (out.length === 50) break;
  }
  return out;
}

/** What holds the "and" of a name joined by it while a list is cut: no word of any language. */
const JOINED = "_and_";

/** `text` with the "and" of every name of `JOINED_NAMES` held, so no cut is made there. */
function withJoinedNames(text: string): string {
  const lower = text.toLowerCase();
  let out = text;
  for (const name of JOINED_NAMES) {
    const at = lower.indexOf(name);
    // A name's first word whole: "graham and cheese" holds no "ham and cheese".
    if (at < 0 || (at > 0 && wordChar(lower.charAt(at - 1)))) continue;
    const end = at + name.length;
    const inside = out.slice(at, end).replace(" and ", JOINED).replace(" And ", JOINED);
    out = out.slice(0, at) + inside + out.slice(end);
  }
  return out;
}
