/**
 * The forbidden requests' phrases found among a clause's words (`_tokens.ts`) for
 * `_tool_forbidden.ts`: a phrase of the table (`_forbidden_words.ts`), a noun in the plural too and
 * a long word with one letter wrong ("delte", "pasword") too, when it is no word of the table.
 * @module
 */
import { CAPABILITIES, PASSWORD_NOUNS } from "./_forbidden_words.ts";
import { oneOff, type Token, tokenize } from "./_tokens.ts";

/** A phrase of the table, as its words. */
export type Phrase = readonly string[];

/** The words of a phrase of the table. */
export function phrase(text: string): Phrase {
  return tokenize(text).map((t) => t.raw.toLowerCase());
}

/** Every word of the table: a word of it is never read as another one misspelt. */
const VOCABULARY: ReadonlySet<string> = new Set(
  CAPABILITIES.flatMap((c) => [
    ...c.verbs,
    ...(c.nouns ?? []),
    ...(c.done ?? []),
    ...(c.via?.nouns ?? []),
    ...(c.asked?.nouns ?? []),
  ]).concat(PASSWORD_NOUNS).flatMap((p) => phrase(p)),
);

/** Whether the written word `w` is the table's word `p`, misspelt. */
function misspelt(w: string, p: string): boolean {
  if (p.length < 6 || w.length < 5 || w[0] !== p[0] || VOCABULARY.has(w)) return false;
  if (w.endsWith("s") && VOCABULARY.has(w.slice(0, -1))) return false; // "contracts"
  if (w.startsWith(p)) return false; // "invited", "updates": the word itself, inflected
  // "passed" is no "passwd": a word ending as an English word does is one.
  if (["ed", "ing", "ly"].some((end) => w.endsWith(end) && !p.endsWith(end))) return false;
  return oneOff(w, p);
}

/** Whether the written word `w` is `p` (a noun's last word may be plural). */
function same(w: string, p: string, noun: boolean): boolean {
  if (w === p) return true;
  if (noun && (w === `${p}s` || w === `${p}es`)) return true;
  return misspelt(w, p) || (noun && misspelt(w, `${p}s`));
}

/**
 * The index after `p` said in `tokens` from `at`, or -1.
 * @param noun the phrase is a noun: its last word may be plural
 */
export function phraseAt(tokens: readonly Token[], at: number, p: Phrase, noun = false): number {
  if (p.length === 0 || at < 0 || at + p.length > tokens.length) return -1;
  for (let i = 0; i < p.length; i++) {
    const t = tokens[at + i]!;
    if (i < p.length - 1 && t.poss) return -1;
    if (!same(t.w, p[i]!, noun && i === p.length - 1)) return -1;
  }
  return at + p.length;
}

/** Where in `tokens`, from `at`, one of `phrases` is said: the index after it, or -1. */
export function anyAt(
  tokens: readonly Token[],
  at: number,
  phrases: readonly Phrase[],
  noun = false,
) {
  let best = -1;
  for (const p of phrases) {
    const end = phraseAt(tokens, at, p, noun);
    if (end > best) best = end;
  }
  return best;
}

/** Whether one of `phrases` is said in `tokens` from `from` on. */
export function saysAny(tokens: readonly Token[], phrases: readonly Phrase[], from = 0): boolean {
  for (let i = from; i < tokens.length; i++) if (anyAt(tokens, i, phrases, true) >= 0) return true;
  return false;
}
