/**
 * Sentence shapes written as data, read by one reader: the people groups (contacts, birthdays,
 * email follow-ups, proposals) write each way a request is said as a row of words and slots, not
 * as a pattern of its own. A shape is its words in order, separated by spaces:
 *
 * - `save` a word or phrase, said as written (case aside); `to|with|as|to_be` one of these (`_`
 *   is a space inside a phrase); words are compiled by `anyOf` of `groups/_words.ts`, so `(s)`
 *   marks a plural and `-` also matches a space or nothing ("e-mail", "follow-up");
 * - `@verb` one of a word list the parser passes (its group's nouns or a tool's verbs, from its
 *   description, or a list of its own);
 * - `{who}` a slot: any words, as few as the rest allows, read back by its name; `{who}'s` the
 *   slot said with a possessive; `{age#}` a slot holding a number; `{verb:@dismiss}` a slot
 *   holding one of a list's words;
 * - `…` any words or none, not read;
 * - `,|:|-` a sign, with or without spaces around it (a dash with a space on one side at least);
 * - a part ending in `?` may be left out, in `*` may be said any number of times.
 *
 * The whole clause is read (from its first word to its last) unless the shape ends in `…`, when
 * its start is: {@link prefixLength} says how much of a text such a shape reads. A synonym is one
 * more word in a row or a list; a new way of saying a request, one more row. Each shape is compiled
 * once, at load, as the `rephrase` templates of the descriptions are (`_rephrase.ts`). Beside it,
 * words looked up one at a time ("my", "the", a field's name) are word sets ({@link wordSet}).
 * @module
 */
import type { Clause } from "./_tool_text.ts";
import { anyOf } from "./groups/_words.ts";
import { words } from "../../text/normalize.ts";

/** The word lists a shape may name with `@`: a compiled source, or phrases. */
export type ShapeLists = Readonly<Record<string, string | readonly string[]>>;

/** A shape compiled, and the row it was written as. */
export interface Shape {
  re: RegExp;
  template: string;
}

/** The dashes, said with a space beside them. */
const DASHES = ["-", "–"];

/** The signs a shape may say. */
const SIGNS = ",;:=-–().&+";

function isSign(part: string): boolean {
  return part.length > 0 && [...part].every((ch) => SIGNS.includes(ch));
}

/** One part of a template as a pattern source. */
function partSource(part: string, lists: ShapeLists): string {
  if (part === "…") return String.raw`.*?`;
  if (part.startsWith("{")) {
    const close = part.indexOf("}");
    const [name, inside] = part.slice(1, close).split(":");
    const number = name!.endsWith("#");
    const tail = part.slice(close + 1) === "'s" ? String.raw`['’]s\b` : "";
    const body = inside ? partSource(inside, lists) : number ? String.raw`\d{1,3}` : ".+?";
    return `(?<${name!.replace("#", "")}>${body})${tail}`;
  }
  // One of words, lists and signs: "to|with|as|:", "@find|open".
  const alts = part.split("|");
  const named = alts.filter((a) => a.startsWith("@")).map((a) => {
    const list = lists[a.slice(1)];
    if (list === undefined) throw new Error(`a shape names no list ${a}`);
    return String.raw`\b${typeof list === "string" ? list : anyOf(list)}\b`;
  });
  const said = alts.filter((a) => !isSign(a) && !a.startsWith("@")).map((a) =>
    a.replaceAll("_", " ")
  );
  const signs = alts.filter(isSign).map((a) =>
    // A dash is said with a space beside it: the one in "follow-up" joins a word.
    DASHES.includes(a)
      ? String.raw`(?:(?<=\s)${a}|${a}(?=\s))`
      : [...a].map((ch) => "().+".includes(ch) ? `\\${ch}` : ch).join("")
  );
  const words = said.length > 0 ? [String.raw`\b${anyOf(said)}\b`] : [];
  return `(?:${[...named, ...words, ...signs].join("|")})`;
}

/** A shape written as words (see the module's notes) compiled once, with `lists` for its `@` parts. */
export function shape(template: string, lists: ShapeLists = {}): Shape {
  const parts = template.trim().split(" ").filter((p) => p.length > 0);
  const open = parts[parts.length - 1] === "…";
  if (open) parts.pop();
  const source = parts.map((raw) => {
    const mod = raw.length > 1 && (raw.endsWith("?") || raw.endsWith("*")) ? raw.slice(-1) : "";
    const part = mod ? raw.slice(0, -1) : raw;
    const src = partSource(part, lists);
    return mod === "*" ? String.raw`(?:${src}\s*)*` : mod ? `(?:${src})?` : src;
  }).join(String.raw`\s*`);
  return { re: new RegExp(`^${source}${open ? "" : "$"}`, "iud"), template };
}

/** Several shapes, compiled once. */
export function shapes(templates: readonly string[], lists: ShapeLists = {}): Shape[] {
  return templates.map((t) => shape(t, lists));
}

/** What a shape read in a clause: each slot as typed, and where it is. */
export interface ShapeRead {
  m: RegExpExecArray;
  /** The slot as typed, trimmed ("" when it was not said). */
  slot: (name: string) => string;
  /** The slot's span in the clause's text. */
  span: (name: string) => [number, number] | undefined;
}

/** The first of `shapes` said by the whole clause (or its start, for an open shape), or null. */
export function readShape(c: Clause, ...all: Shape[]): ShapeRead | null {
  for (const s of all) {
    const m = s.re.exec(c.text);
    if (!m) continue;
    const span = (name: string) => m.indices?.groups?.[name];
    return {
      m,
      slot: (name) => {
        const at = span(name);
        return at ? c.typed(at[0], at[1]).trim() : "";
      },
      span,
    };
  }
  return null;
}

/** Whether one of `shapes` is said by `text`. */
export function saysShape(text: string, all: readonly Shape[]): boolean {
  return all.some((s) => s.re.test(text));
}

/** A list of words written "a b c", as a set to look words up in. */
export function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.split(" ").filter((w) => w.length > 0));
}

/** Whether `text` says one of `set`'s words. */
export function saysWord(text: string, set: ReadonlySet<string>): boolean {
  return words(text).some((w) => set.has(w));
}

/** Whether `text`, trimmed and in lower case, is one of `set`'s words. */
export function isWord(text: string, set: ReadonlySet<string>): boolean {
  return set.has(text.trim().toLowerCase());
}

/** `text` without the words of `set` said first, and of `last` said last ("for Ana on" is "Ana"). */
export function trimWords(
  text: string,
  first: ReadonlySet<string>,
  last: ReadonlySet<string> = first,
): string {
  const parts = text.trim().split(" ").filter((w) => w.length > 0);
  while (parts.length > 0 && first.has(parts[0]!.toLowerCase())) parts.shift();
  while (parts.length > 0 && last.has(parts[parts.length - 1]!.toLowerCase())) parts.pop();
  return parts.join(" ");
}

/** The first word of `text`, in lower case ("" when it has none). */
export function firstWord(text: string): string {
  return words(text)[0] ?? "";
}

/**
 * How much of `text` a shape open at its end reads from its start, with the spaces around it, or
 * -1 when it does not start so.
 */
export function prefixLength(text: string, ...all: Shape[]): number {
  const lead = text.length - text.trimStart().length;
  for (const s of all) {
    const m = s.re.exec(text.slice(lead));
    if (!m) continue;
    const end = lead + m[0].length;
    return end + (text.slice(end).length - text.slice(end).trimStart().length);
  }
  return -1;
}
