/**
 * Sentence shapes written as rows of words, read by one reader ({@link template}): each parser
 * keeps the ways a request is said as rows ("{remove} {x} off/from/out_of [of] {list} {trail}")
 * instead of a hand-written pattern per way, and a synonym is one more word of a row or of the
 * group's description (`groups/<group>.ts`). Each row is compiled once, at load.
 *
 * The notation, kept to words on purpose:
 * - a word matches itself in any case, with any run of spaces between words; `a/b/c` is one of
 *   them, `_` joins the words of a phrase (`out_of`, `as_well`), and a word's `(s)` and `-` are
 *   read as in a description (`item(s)`, `e-mail`: {@link anyOf});
 * - `[…]` may be said or not, `[…]*` any number of times (`[too/also/please]*`);
 * - `{name}` is a part the parser passes: a word list (phrases, or a description's words as a
 *   pattern source: `{noun}`, `{remove}`), or a smaller row ({@link Row}: `{det}`, `{trail}`);
 * - any other `{x}` is a slot: the fewest words that will do, read back by its name
 *   ({@link readTemplate}) or its place; `{x:part}` is a slot holding a part (`{price:amount}`,
 *   `{field:field}`), `{age#}` a slot holding a number, `{who}'s` a slot said with a possessive
 *   (anything written onto a word, "'s", "<=", is said as written);
 * - `-` is a separator: a comma, colon, semicolon or dash, spaces around it or not; `[-]` is one
 *   of them or a space;
 * - `,` `;` `:` `=` `.` `&` `+` are those signs, spaces around them or not: `,/;` one of them,
 *   `to/with/:/=` a word or a sign; among them `-` is only a dash, and only with a space beside
 *   it (`,/:/-`: "co-worker", "follow-up" are words); `[,/;]` is a sign or a space (or nothing,
 *   after a sign or where the row starts or ends);
 * - `…` is anything or nothing, captured as a slot: after the last word, what follows ("[{x}]
 *   this_month …"; {@link prefixLength} says where it starts), elsewhere whole words ("… my
 *   {noun} …").
 *
 * A row is matched on a whole clause; where a pick of words is not enough, a part may be any of
 * several rows ({@link oneOf}). Examples: "[{we}] paid …", "{create} {who} as [a/my] [new] contact
 * [[-] {rest}]", "[{remember}] {name}'s {noun} [is/on/:/=/-]* {date}", "{x} turns {age#} on {date}".
 * @module
 */
import type { Clause } from "./_tool_text.ts";
import { anyOf } from "./groups/_words.ts";

/** A smaller shape a row names as a part: its words are read in the row's place. */
export interface Row {
  row: string;
}

/**
 * The parts a parser's rows name (`{name}` in a row): a pattern source (a description's words,
 * {@link anyOf}), phrases, or a smaller row ({@link Row}).
 */
export type Parts = Readonly<Record<string, string | readonly string[] | Row>>;

/** A comma, colon, semicolon or dash between two parts of a sentence. */
const SEPARATOR = String.raw`\s*[,;:\-–]\s*`;
/** The signs a row may say, apart from `-`. */
const SIGNS = ",;:=.&+";

/** Any slot's words: as few as will do. */
const ANY = String.raw`.+?`;

/** Whether an alternative of a word is a sign (or the separator, `-`). */
function isSign(alt: string): boolean {
  return alt === "-" || (alt.length > 0 && [...alt].every((ch) => SIGNS.includes(ch)));
}

/** Whether a word of a row is a sign, or a word or a sign ("-", ",/;", "to/with/:/="). */
function isSignToken(t: string): boolean {
  return t === "-" || t.split("/").some(isSign);
}

/** A sign as a pattern source; `-` among others is a dash with a space beside it. */
function sign(alt: string): string {
  if (alt === "-") return String.raw`(?<=\s)-|-(?=\s)`;
  return [...alt].map((ch) => ".+".includes(ch) ? `\\${ch}` : ch).join("");
}

/**
 * The slots named so far in the pattern being compiled (a name said twice is read by its place),
 * or null where slots are read by their place only ({@link oneOf}).
 */
type Names = Set<string> | null;

/** A part as a pattern source. */
function partSource(part: string | readonly string[] | Row, parts: Parts, names: Names): string {
  if (typeof part === "string") return part;
  if ("row" in part) return inner(part.row, parts, names);
  return anyOf(part);
}

/** A slot holding `body`, named unless its name was said before in the pattern. */
function slot(name: string, body: string, names: Names): string {
  if (names === null || names.has(name)) return `(${body})`;
  names.add(name);
  return `(?<${name}>${body})`;
}

/** One alternative of a word of a row: parts, slots and words said as written, run together. */
function alternative(text: string, parts: Parts, names: Names): string {
  let out = "";
  for (const piece of text.split(/(\{[^}]+\})/u).filter((p) => p !== "")) {
    if (!piece.startsWith("{")) {
      out += anyOf([piece.replaceAll("_", " ")]);
      continue;
    }
    const [name = "", holds] = piece.slice(1, -1).split(":");
    const part = holds === undefined ? parts[name] : undefined;
    if (part !== undefined) out += partSource(part, parts, names);
    else if (name.endsWith("#")) out += slot(name.slice(0, -1), String.raw`\d{1,3}`, names);
    else if (holds === undefined) out += slot(name, ANY, names);
    else {
      const held = parts[holds];
      if (held === undefined) throw new Error(`a row names no part ${holds}`);
      out += slot(name, partSource(held, parts, names), names);
    }
  }
  return out;
}

/** One word of a row: one of its alternatives (`a/b/{part}`). */
function word(alts: readonly string[], parts: Parts, names: Names): string {
  if (!alts.some((a) => a.includes("{"))) return anyOf(alts.map((a) => a.replaceAll("_", " ")));
  const srcs = alts.map((a) => alternative(a, parts, names));
  return srcs.length === 1 ? srcs[0]! : `(?:${srcs.join("|")})`;
}

/**
 * A word one of whose alternatives is a sign ("," or "to/with/:/="), spaces around it or not: the
 * words said whole.
 */
function signWord(alts: readonly string[], parts: Parts, names: Names): string {
  const signs = alts.filter(isSign).map(sign);
  const said = alts.filter((a) => !isSign(a));
  const all = said.length > 0 ? [String.raw`\b${word(said, parts, names)}\b`, ...signs] : signs;
  return String.raw`\s*(?:${all.join("|")})\s*`;
}

/**
 * The tokens of a row, brackets apart ("[of]" is "[", "of", "]"), and a smaller shape named alone
 * ("{trail}") in its own tokens.
 */
function tokens(row: string, parts: Parts): string[] {
  return row.replaceAll("[", " [ ").replaceAll("]", " ] ").replaceAll(" ] *", " ]* ").split(" ")
    .filter((t) => t !== "").flatMap((t) => {
      const part = t.startsWith("{") && t.endsWith("}") ? parts[t.slice(1, -1)] : undefined;
      return part !== undefined && typeof part !== "string" && "row" in part
        ? tokens(part.row, parts)
        : [t];
    });
}

/** A run of tokens as a pattern source, and whether it starts or ends with a separator. */
interface Run {
  src: string;
  end: number;
  leads: boolean;
  trails: boolean;
  /** A run of one sign word ("[-]", "[,/;]"). */
  sign: boolean;
}

/**
 * The tokens from `at` to their closing bracket, as a pattern source. While nothing but
 * separators comes before, a word that may be left out takes the space after it, not before (none
 * before a sign); `open` while nothing but words that may be left out comes before in the row.
 */
function sequence(
  ts: readonly string[],
  at: number,
  parts: Parts,
  names: Names,
  open: boolean,
): Run {
  let src = "";
  let start = true;
  let leads = false;
  let trails = false;
  let signs = 0;
  let i = at;
  for (; i < ts.length; i++) {
    const t = ts[i]!;
    if (t === "]" || t === "]*") break;
    const first = src === "";
    if (t === "[") {
      const run = sequence(ts, i + 1, parts, names, open);
      const close = ts[run.end] === "]*" ? "*" : "?";
      i = run.end;
      const next = ts[i + 1];
      if (run.sign && close === "?") {
        // A sign that may be left out is a space instead, or nothing after a sign or where the row
        // starts or ends.
        const ends = next === undefined || (next === "…" && i + 2 >= ts.length);
        src += trails
          ? `(?:${run.src})?`
          : `(?:${run.src}|\\s+${open ? "|^" : ""}${ends ? "|$" : ""})`;
        start = true;
        trails = true;
      } else {
        const beforeSign = next !== undefined &&
          (isSignToken(next) || (next === "[" && isSignToken(ts[i + 2] ?? "")));
        const glue = run.trails || beforeSign ? "" : String.raw`\s+`;
        if (start) src += `(?:${run.src}${glue})${close}`;
        else src += `(?:${run.leads ? "" : String.raw`\s+`}${run.src})${close}`;
        trails = false;
      }
      if (first) leads = run.leads;
      signs = Number.NaN;
      continue;
    }
    open = false;
    const alts = t.split("/");
    if (isSignToken(t)) {
      src += t === "-" ? SEPARATOR : signWord(alts, parts, names);
      start = true;
      trails = true;
      signs++;
      if (first) leads = true;
      continue;
    }
    signs = Number.NaN;
    if (t === "…") {
      const last = i + 1 >= ts.length || ts[i + 1] === "]" || ts[i + 1] === "]*";
      // Said before more words, it is whole words: it ends where a word or a sign starts.
      const any = last ? "(.*)" : String.raw`(.*?)\b`;
      src += start ? any : String.raw`\b${any}`;
      if (!last) start = true;
      trails = false;
    } else {
      src += (start ? "" : String.raw`\s+`) + word(alts, parts, names);
      start = false;
      trails = false;
    }
  }
  return { src, end: i, leads, trails, sign: signs === 1 };
}

/** A row as a pattern source, to stand inside another. */
function inner(row: string, parts: Parts, names: Names): string {
  return `(?:${sequence(tokens(row, parts), 0, parts, names, false).src})`;
}

/** The pattern a row says, matched on a whole clause (with indices, any case). */
export function template(row: string, parts: Parts = {}): RegExp {
  const names: Names = new Set();
  return new RegExp(`^${sequence(tokens(row, parts), 0, parts, names, true).src}$`, "iud");
}

/** Several rows, compiled once. */
export function templates(rows: readonly string[], parts: Parts = {}): RegExp[] {
  return rows.map((r) => template(r, parts));
}

/**
 * Any of the rows, as one part of other rows (where a pick of words is not enough); its slots are
 * read by their place.
 */
export function oneOf(rows: readonly string[], parts: Parts = {}): string {
  return `(?:${rows.map((r) => inner(r, parts, null)).join("|")})`;
}

/** What a row read in a clause: each slot as typed, and where it is. */
export interface TemplateRead {
  m: RegExpExecArray;
  /** The slot as typed, trimmed ("" when it was not said). */
  slot: (name: string) => string;
  /** The slot's span in the clause's text. */
  span: (name: string) => [number, number] | undefined;
}

/** The first of the rows said by the whole clause, or null. */
export function readTemplate(c: Clause, ...rows: RegExp[]): TemplateRead | null {
  for (const re of rows) {
    const m = re.exec(c.text);
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

/** Whether one of the rows is said by `text`. */
export function saysTemplate(text: string, rows: readonly RegExp[]): boolean {
  return rows.some((re) => re.test(text));
}

/** Where what the last `…` of a row ending in one holds starts, in the text read. */
export function restStart(m: RegExpExecArray): number {
  return m.indices?.[m.length - 1]?.[0] ?? m[0].length;
}

/**
 * How much of `text` a row ending in `…` reads before it, with the spaces after, or -1 when the
 * text does not start so.
 */
export function prefixLength(text: string, ...rows: RegExp[]): number {
  const lead = text.length - text.trimStart().length;
  for (const re of rows) {
    const m = re.exec(text.slice(lead));
    if (!m) continue;
    const end = lead + restStart(m);
    return end + (text.slice(end).length - text.slice(end).trimStart().length);
  }
  return -1;
}
