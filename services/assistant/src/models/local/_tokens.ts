/**
 * A text as its words, the one way the parser splits words (`_shapes.ts`, the forbidden requests'
 * table, the corrections, the money and supplier parsers): lower-cased, a possessive "'s" set aside
 * ("Anna's" is "anna", said of someone), a word written with a capital marked, and the signs that
 * end a clause or give a value kept as words of their own.
 * @module
 */

/** One word of a clause, or a sign that ends a clause or gives a value (",", ":", "="). */
export interface Token {
  /** Lower case, without a possessive "'s". */
  w: string;
  /** As written. */
  raw: string;
  /** Written with a capital: a name, in a clause. */
  cap: boolean;
  /** Said with a possessive "'s" ("Anna's"). */
  poss: boolean;
  /** A sign, not a word. */
  punct: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['.@\-+_/:][\p{L}\p{M}\p{N}]+)*|[,;=?!-]|:(?=\s|$)/gu;

/** The words of `text`, cleaned and expanded already. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const lower = raw.toLowerCase();
    const poss = lower.endsWith("'s");
    const w = poss ? lower.slice(0, -2) : lower;
    const first = raw.charAt(0);
    out.push({
      w,
      raw,
      cap: first !== first.toLowerCase(),
      poss,
      punct: raw.length === 1 && ",;:=?!-".includes(raw),
    });
  }
  return out;
}

/** True when `phrase` stands in `words` from `at` on, word for word. */
export function saysAt(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((w, k) => words[at + k] === w);
}

/** Where `phrase` first stands in `words`, word for word; -1 when it stands nowhere. */
export function phraseIndex(words: readonly string[], phrase: readonly string[]): number {
  return words.findIndex((_, i) => saysAt(words, i, phrase));
}

/** True when any of `phrases` stands in `words`, word for word. */
export function saysAny(
  words: readonly string[],
  phrases: readonly (readonly string[])[],
): boolean {
  return phrases.some((p) => phraseIndex(words, p) >= 0);
}

/** True when a text holds a digit ("the 4th", "R210"): a number is said in it. */
export function hasDigit(text: string): boolean {
  return [...text].some((ch) => ch >= "0" && ch <= "9");
}

/** True when a word is only digits ("2", "12"), a whole number written; false for "". */
export function digitsOnly(word: string): boolean {
  return word.length > 0 && [...word].every((ch) => ch >= "0" && ch <= "9");
}

/** Whether `a` is `b` with one letter added, dropped, changed, or two swapped. */
export function oneOff(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const ra = a.slice(i + 1), rb = b.slice(i + 1);
  if (a.length === b.length) {
    return ra === rb ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length < b.length ? a.slice(i) === rb : ra === b.slice(i);
}

/** The marks that may end a written word: "8th,", "tenner.", "wednsday?". */
const END_MARKS = ",.;:!?";

/** A written word split into the word and the marks that end it ("8th," is "8th" and ","). */
export function marksApart(raw: string): [string, string] {
  let end = raw.length;
  while (end > 0 && END_MARKS.includes(raw.charAt(end - 1))) end--;
  return [raw.slice(0, end), raw.slice(end)];
}
