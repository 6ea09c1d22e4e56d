/**
 * A person named after the word of how they are related ("bestie's bday is june 2nd!! her name's
 * Zara", "my neighbour's birthday is 4 May, she's called Ines", "my cousin named Leo", "my niece
 * (Ava)"): the name is said where the relation is ("bestie Zara's bday is june 2nd!!"), so the
 * readers take the person by name, as they take "my sister Ana's birthday". A relation alone
 * ("Mum's birthday is 3 May") stays the name.
 * @module
 */
import { RELATION } from "./groups/_people.ts";
import { saysAt } from "./_tokens.ts";

/** Words that start a clause naming the person said before: "her name's Zara", "he's called Sam". */
const NAMING: readonly string[] = [
  "her name is",
  "her name's",
  "his name is",
  "his name's",
  "their name is",
  "their name's",
  "she is called",
  "she's called",
  "he is called",
  "he's called",
  "they are called",
  "they're called",
  "she goes by",
  "he goes by",
];
/** Words between a relation and the name right after it: "my cousin named Leo". */
const NAMED = new Set(["named", "called"]);
/** Words after a name that put it right: "her name's Mrs Shah not Patel". */
const PUT_RIGHT = new Set(["not", "instead", "now"]);
/** Words that end a clause when a word ends with them. */
const ENDS = [",", ".", "!", "?", ";", ":"];
/** Words that stand between two clauses. */
const BETWEEN = new Set(["-", "–", "—", "and", "&"]);

/** True when a character is a letter (one with a case, or an apostrophe inside a word). */
function letter(ch: string): boolean {
  return ch.toLowerCase() !== ch.toUpperCase();
}

/** A word split into what stands before it, the word, and what stands after: "(Ava)," */
function parts(token: string): { before: string; word: string; after: string } {
  let start = 0;
  let end = token.length;
  while (start < end && !letter(token[start]!)) start++;
  while (end > start && !letter(token[end - 1]!)) end--;
  return { before: token.slice(0, start), word: token.slice(start, end), after: token.slice(end) };
}

/** The word, in lowercase, without what stands around it: "(Ava)," is "ava". */
function core(token: string): string {
  return parts(token).word.toLowerCase();
}

/** The relation a word names, without its "'s": "bestie's" is "bestie". */
function relation(token: string): string | null {
  const c = core(token);
  const bare = c.endsWith("'s") ? c.slice(0, -2) : c;
  return RELATION.has(bare) ? bare : null;
}

/** True when a word is said with a capital letter, as a name is. */
function capital(token: string): boolean {
  const first = parts(token).word[0] ?? "";
  return letter(first) && first !== first.toLowerCase();
}

/**
 * The name said from `at`: one to three words in capitals, up to a clause's end; `after` is what
 * stands after its last word ("!!", "),").
 */
function nameAt(
  tokens: readonly string[],
  at: number,
): { name: string; end: number; after: string } | null {
  const out: string[] = [];
  let after = "";
  let i = at;
  while (i < tokens.length && out.length < 3 && capital(tokens[i]!)) {
    const p = parts(tokens[i]!);
    out.push(p.word);
    after = p.after;
    i++;
    if (after !== "") break;
  }
  return out.length === 0 ? null : { name: out.join(" "), end: i, after };
}

/** The relation's word with the name put after it: "bestie's" is "bestie Zara's". */
function withName(token: string, name: string): string {
  const { before, word, after } = parts(token);
  return word.toLowerCase().endsWith("'s")
    ? `${before}${word.slice(0, -2)} ${name}'s${after}`
    : `${before}${word} ${name}${after}`;
}

/** Where a clause naming the person starts, and how many words its opening has. */
function namingAt(tokens: readonly string[]): { at: number; length: number } | null {
  const lower = tokens.map((t) => t.toLowerCase());
  for (let i = 1; i < tokens.length; i++) {
    // "… 9 July (Ava)": a name in brackets, anywhere after the relation.
    if (tokens[i]!.startsWith("(") && capital(tokens[i]!)) return { at: i, length: 0 };
    const opened = ENDS.some((e) => tokens[i - 1]!.endsWith(e)) || BETWEEN.has(lower[i - 1]!);
    if (!opened) continue;
    for (const naming of NAMING) {
      const ws = naming.split(" ");
      if (saysAt(lower, i, ws)) return { at: i, length: ws.length };
    }
  }
  return null;
}

/**
 * The message with a person's name said where their relation is, or the message as it was when no
 * name is given after a relation.
 */
export function withNameGiven(text: string): string {
  const tokens = text.split(" ");
  // "my cousin named Leo", "my niece (Ava)": the name right after the relation.
  for (let i = 1; i < tokens.length; i++) {
    const rel = parts(tokens[i - 1]!);
    if (relation(tokens[i - 1]!) === null || rel.after !== "") continue;
    const skip = NAMED.has(tokens[i]!.toLowerCase()) ? 1 : 0;
    const bracketed = skip === 0 && tokens[i]!.startsWith("(");
    if (skip === 0 && !bracketed) continue;
    const named = nameAt(tokens, i + skip);
    if (!named || (bracketed && !named.after.startsWith(")"))) continue;
    const after = bracketed ? named.after.slice(1) : named.after;
    const said = [...tokens.slice(0, i), `${named.name}${after}`, ...tokens.slice(named.end)];
    return withNameGiven(said.join(" "));
  }
  const naming = namingAt(tokens);
  if (naming === null) return text;
  const named = nameAt(tokens, naming.at + naming.length);
  const rel = tokens.slice(0, naming.at).findLastIndex((t) => relation(t) !== null);
  // A relation already named ("my sister Ana's …") keeps its name, and a name put right ("her
  // name's Mrs Shah not Patel") is a correction, read as one.
  if (
    !named || rel < 0 || (rel + 1 < naming.at - 1 && capital(tokens[rel + 1]!)) ||
    PUT_RIGHT.has(core(tokens[named.end] ?? ""))
  ) return text;
  // The clause and what joins it go; a comma before it goes with it.
  const from = BETWEEN.has(tokens[naming.at - 1]!.toLowerCase()) ? naming.at - 1 : naming.at;
  const before = tokens.slice(0, from).map((t, i) => i === rel ? withName(t, named.name) : t);
  const last = before.length - 1;
  if (named.end >= tokens.length && before[last]?.endsWith(",")) {
    before[last] = before[last]!.slice(0, -1);
  }
  return [...before, ...tokens.slice(named.end)].join(" ");
}
