/**
 * Sentence shapes written as words, one row of a table each, read by one function ({@link shape}):
 * the shopping, price-watch, expense and supplier parsers keep their shapes so ("{remove} {x}
 * off/from/out_of [of] {list} {trail}") instead of a hand-written pattern per shape, and a synonym
 * is one more word of a row or of the group's description (`groups/<group>.ts`).
 *
 * The notation, kept to words on purpose:
 * - a word matches itself in any case, with any run of spaces between words; `a/b/c` is one of
 *   them, `_` joins the words of a phrase (`out_of`, `as_well`), and a word's `(s)` and `-` are
 *   read as in a description (`item(s)`, `to-do`; {@link anyOf});
 * - `[…]` may be said or not, `[…]*` any number of times (`[too/also/please]*`);
 * - `{name}` is a part the parser passes: its words from the description, or a smaller shape;
 * - any other `{x}` is a slot: the fewest words that will do, captured in order; `{x:part}` is a
 *   slot holding the part (`{price:amount}`);
 * - `-` is a comma, colon, semicolon or dash between two parts, spaces around it or not; `[-]` is
 *   one of them or a space;
 * - `…` after a word: anything may follow it, captured as a slot (`[- [so] {notify} …]`);
 * - anything else written onto a word ("{x}'s", "<=") is said as written.
 *
 * A row is matched on a whole clause ({@link shape}); where a pick of words is not enough, a part
 * may be any of several rows ({@link oneOf}).
 * @module
 */
import { anyOf } from "./groups/_words.ts";

/** A smaller shape a row names as a part: its words are read in the row's place. */
export interface Row {
  row: string;
}

/**
 * The parts a parser's shapes name (`{name}` in a row): a pattern source (a description's words,
 * {@link anyOf}), or a smaller shape ({@link Row}).
 */
export type Parts = Readonly<Record<string, string | Row>>;

/** A comma, colon, semicolon or dash between two parts of a sentence. */
const SEPARATOR = String.raw`\s*[,;:\-–]\s*`;
/** `[-]`: a separator or a space. */
const SEPARATOR_OR_SPACE = String.raw`(?:${SEPARATOR}|\s+)`;

/** Any slot's words: as few as will do. */
const ANY = String.raw`.+?`;

/** One alternative of a word of a row: parts, slots and words said as written, run together. */
function alternative(text: string, parts: Parts): string {
  let out = "";
  for (const piece of text.split(/(\{[^}]+\})/u).filter((p) => p !== "")) {
    if (!piece.startsWith("{")) {
      out += anyOf([piece.replaceAll("_", " ")]);
      continue;
    }
    const [name, holds] = piece.slice(1, -1).split(":");
    const part = holds === undefined ? parts[name!] : undefined;
    if (typeof part === "string") out += part;
    else if (part) out += inner(part.row, parts);
    else {
      const held = holds === undefined ? ANY : parts[holds] ?? ANY;
      out += `(${typeof held === "string" ? held : inner(held.row, parts)})`;
    }
  }
  return out;
}

/** One word of a row: one of its alternatives (`a/b/{part}`). */
function word(token: string, parts: Parts): string {
  if (!token.includes("{")) return anyOf(token.split("/").map((a) => a.replaceAll("_", " ")));
  const alts = token.split("/").map((a) => alternative(a, parts));
  return alts.length === 1 ? alts[0]! : `(?:${alts.join("|")})`;
}

/**
 * The tokens of a row, brackets apart ("[of]" is "[", "of", "]"), and a smaller shape named alone
 * ("{trail}") in its own tokens.
 */
function tokens(row: string, parts: Parts): string[] {
  return row.replaceAll("[", " [ ").replaceAll("]", " ] ").replaceAll(" ] *", " ]* ").split(" ")
    .filter((t) => t !== "").flatMap((t) => {
      const part = t.startsWith("{") && t.endsWith("}") ? parts[t.slice(1, -1)] : undefined;
      return part !== undefined && typeof part !== "string" ? tokens(part.row, parts) : [t];
    });
}

/** A run of tokens as a pattern source, and whether it starts or ends with a separator. */
interface Run {
  src: string;
  end: number;
  leads: boolean;
  trails: boolean;
}

/**
 * The tokens from `at` to their closing bracket, as a pattern source. While nothing but
 * separators comes before, a word that may be left out takes the space after it, not before.
 */
function sequence(ts: readonly string[], at: number, parts: Parts): Run {
  let src = "";
  let start = true;
  let leads = false;
  let trails = false;
  let i = at;
  for (; i < ts.length; i++) {
    const t = ts[i]!;
    if (t === "]" || t === "]*") break;
    const first = src === "";
    if (t === "[") {
      const run = sequence(ts, i + 1, parts);
      const close = ts[run.end] === "]*" ? "*" : "?";
      i = run.end;
      if (run.src === SEPARATOR) {
        src += SEPARATOR_OR_SPACE;
        start = true;
        trails = true;
      } else {
        const glue = run.trails ? "" : String.raw`\s+`;
        if (start) src += `(?:${run.src}${glue})${close}`;
        else src += `(?:${run.leads ? "" : String.raw`\s+`}${run.src})${close}`;
        trails = false;
      }
      if (first) leads = run.leads;
      continue;
    }
    if (t === "-") {
      src += SEPARATOR;
      start = true;
      trails = true;
      if (first) leads = true;
    } else if (t === "…") {
      src += start ? "(.*)" : String.raw`\b(.*)`;
      trails = false;
    } else {
      src += (start ? "" : String.raw`\s+`) + word(t, parts);
      start = false;
      trails = false;
    }
  }
  return { src, end: i, leads, trails };
}

/** A row as a pattern source, to stand inside another. */
function inner(row: string, parts: Parts): string {
  return `(?:${sequence(tokens(row, parts), 0, parts).src})`;
}

/** The pattern a row says, matched on a whole clause (with indices, any case). */
export function shape(row: string, parts: Parts = {}): RegExp {
  return new RegExp(`^${sequence(tokens(row, parts), 0, parts).src}$`, "iud");
}

/** Any of the rows, as one part of other rows (where a pick of words is not enough). */
export function oneOf(rows: readonly string[], parts: Parts = {}): string {
  return `(?:${rows.map((r) => inner(r, parts)).join("|")})`;
}
