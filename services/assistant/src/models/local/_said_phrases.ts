/**
 * The reading shared by the languages said among English by phrase tables (Spanish, French,
 * Italian, Portuguese): each language's words are a {@link PhraseTables}, built by
 * {@link phraseTables} from the phrases it says and the English each says, and
 * {@link phrasesWritten} writes a message that says a marker word of the language (or a phrase of
 * more than one word) as the English it says, the longest phrase first, with or without accents;
 * the user's own words stay as written, and so does all that follows the opener of a note, a
 * memory kept or an email's message. Pure.
 * @module
 */
import { tokenOf } from "./_said_dates_forms.ts";

/**
 * English words a user's own text follows in a message of any language ("note", "saying"): openers
 * after which nothing is written otherwise, in every language's `textOpeners`.
 */
export const ENGLISH_OPENERS: readonly string[] = (
  "note notes jot write keepsake keep memo saying says email message text"
).split(" ");

/** A slot of a phrase filled by a number or a clock ("a las #" is "a las 10", "a las 4pm"). */
export const SLOT_NUMBER = "#";
/** A slot filled by a word with a capital, a name ("de ^" is "de Office Depot"). */
export const SLOT_NAME = "^";
/** A slot filled by any word in lower case ("en *" is "en papelería"). */
export const SLOT_WORD = "*";
/** Every slot a phrase may have, each filled by the word said there, as written. */
export const SLOTS: readonly string[] = [SLOT_NUMBER, SLOT_NAME, SLOT_WORD];

/** The tables of one language, as {@link phrasesWritten} reads them. */
export interface PhraseTables {
  /** Each phrase (its words in keys: lower case, `plain`), with the English it says. */
  readonly phrases: Readonly<Record<string, string>>;
  /** Every start of a phrase, the phrase too: where a reading may go on. */
  readonly prefixes: ReadonlySet<string>;
  /** The most words a phrase has. */
  readonly longest: number;
  /** Single words no English sentence says: a message with one is of the language. */
  readonly markers: ReadonlySet<string>;
  /** Phrases after which the user's own text follows, written as said. */
  readonly textOpeners: ReadonlySet<string>;
  /** Months and weekdays that are names too: written with a capital, they are names. */
  readonly namesToo: ReadonlySet<string>;
  /** Letters a key is written without ("é" is "e"); a letter not here is kept. */
  readonly plain: Readonly<Record<string, string>>;
  /** Words whose key keeps its accents: French "à" is no English "a". */
  readonly kept: ReadonlySet<string>;
}

/** What a language's tables are built from (see {@link phraseTables}). */
export interface PhraseSource {
  /** The phrases said by themselves: each single word of them, but `englishToo`, is a marker. */
  readonly said: Readonly<Record<string, string>>;
  /** Every phrase, those of `said` with the days, months and hours each is said with. */
  readonly phrases: Readonly<Record<string, string>>;
  /** Single words of `said` English says too: no markers. */
  readonly englishToo: ReadonlySet<string>;
  readonly textOpeners: ReadonlySet<string>;
  readonly namesToo: ReadonlySet<string>;
  readonly plain: Readonly<Record<string, string>>;
  readonly kept?: ReadonlySet<string>;
}

/** The tables of a language, from its phrases. */
export function phraseTables(source: PhraseSource): PhraseTables {
  const keys = Object.keys(source.phrases);
  return {
    phrases: source.phrases,
    prefixes: new Set(
      keys.flatMap((k) => k.split(" ").map((_, i, all) => all.slice(0, i + 1).join(" "))),
    ),
    longest: Math.max(...keys.map((k) => k.split(" ").length)),
    markers: new Set(
      Object.keys(source.said).filter((k) => !k.includes(" ") && !source.englishToo.has(k)),
    ),
    textOpeners: source.textOpeners,
    namesToo: source.namesToo,
    plain: source.plain,
    kept: source.kept ?? new Set(),
  };
}

/** Marks opening a Spanish question or exclamation: said for no word. */
const OPENING_MARKS = "¿¡";

/** Apostrophes written otherwise, each as the one a key is written with. */
const APOSTROPHES: Readonly<Record<string, string>> = { "’": "'", "‘": "'" };

/** A word of the message: what is written, its key, and what ends it. */
interface Word {
  raw: string;
  key: string;
  number: boolean;
  tail: string;
}

/** `word` as a key: without the accents the language writes keys without, one apostrophe. */
function plainOf(word: string, plain: Readonly<Record<string, string>>): string {
  let out = "";
  for (const ch of word) {
    out += Object.hasOwn(plain, ch) ? plain[ch]! : Object.hasOwn(APOSTROPHES, ch) ? "'" : ch;
  }
  return out;
}

/** Marks written between the digits of a number or a clock: "8:30", "10h30", "45.90", "1,200". */
const NUMBER_MARKS = ":.,h";

/** True when `word` is a number or a clock time: "10", "8:30", "4pm", "10h", "45.90", "2015". */
function isNumber(word: string): boolean {
  let body = word;
  for (const end of ["am", "pm", "h"]) {
    if (body.endsWith(end) && body.length > end.length) body = body.slice(0, -end.length);
  }
  const digit = (ch: string) => ch >= "0" && ch <= "9";
  if (body === "" || !digit(body.charAt(0)) || !digit(body.charAt(body.length - 1))) return false;
  for (const ch of body) if (!digit(ch) && !NUMBER_MARKS.includes(ch)) return false;
  return true;
}

/** A token of the message as a {@link Word}; a month or weekday also a name keeps its capital. */
function wordOf(raw: string, tables: PhraseTables): Word {
  let text = raw;
  while (text.length > 0 && OPENING_MARKS.includes(text.charAt(0))) text = text.slice(1);
  const t = tokenOf(text);
  const key = tables.kept.has(t.word) ? t.word : plainOf(t.word, tables.plain);
  const named = tables.namesToo.has(key) && t.raw.charAt(0) !== t.raw.charAt(0).toLowerCase();
  return {
    raw: t.raw.slice(0, t.raw.length - t.tail.length),
    key: named ? t.raw : key,
    number: isNumber(t.word),
    tail: t.tail,
  };
}

/** The keys a word may be read as: itself, and the slot it fills (see {@link SLOTS}). */
function keysOf(w: Word): string[] {
  const keys = [w.key];
  if (w.number) keys.push(SLOT_NUMBER);
  else if (w.key === "") return keys;
  else if (w.raw.charAt(0) !== w.raw.charAt(0).toLowerCase()) keys.push(SLOT_NAME);
  else if (w.raw === w.raw.toLowerCase()) keys.push(SLOT_WORD);
  return keys;
}

/** The phrase starting at `at`, the longest first: its length and English. */
function phraseAt(
  words: readonly Word[],
  at: number,
  tables: PhraseTables,
): { length: number; said: string } | null {
  let best: { length: number; key: string; slots: string[] } | null = null;
  const walk = (n: number, key: string, slots: string[]) => {
    const w = words[at + n];
    if (w === undefined || n >= tables.longest) return;
    for (const k of keysOf(w)) {
      const next = n === 0 ? k : `${key} ${k}`;
      if (!tables.prefixes.has(next)) continue;
      const filled = SLOTS.includes(k) ? [...slots, w.raw] : slots;
      if (Object.hasOwn(tables.phrases, next) && (best === null || n + 1 > best.length)) {
        best = { length: n + 1, key: next, slots: filled };
      }
      // Only the last word of a phrase may end with a mark: "a las, 10" is no phrase.
      if (w.tail === "") walk(n + 1, next, filled);
    }
  };
  walk(0, "", []);
  if (best === null) return null;
  const found: { length: number; key: string; slots: string[] } = best;
  let said = tables.phrases[found.key]!;
  for (const raw of found.slots) {
    const slot = firstSlot(said);
    // Written as said: a "$" in what fills the slot ("$1,850") is no pattern of `replace`.
    if (slot !== "") said = said.replace(slot, () => raw);
  }
  return { length: found.length, said };
}

/** The first slot `said` has left to fill. */
function firstSlot(said: string): string {
  const at = SLOTS.map((slot) => said.indexOf(slot)).filter((i) => i >= 0);
  return at.length === 0 ? "" : said.charAt(Math.min(...at));
}

/**
 * How many words the opener of a text starting at `at` has, or 0: the phrase found there
 * (`length` words), else an English word a text follows.
 */
function openerAt(words: readonly Word[], at: number, length: number, tables: PhraseTables) {
  const key = words.slice(at, at + Math.max(length, 1)).map((w) => w.key).join(" ");
  return tables.textOpeners.has(key) ? Math.max(length, 1) : 0;
}

/** True when the message says the language: a marker word, or a phrase of more than one word. */
function saysLanguage(words: readonly Word[], tables: PhraseTables): boolean {
  return words.some((w, i) =>
    tables.markers.has(w.key) || (phraseAt(words, i, tables)?.length ?? 0) > 1
  );
}

/** `text` with what it says of the language of `tables` said in English (see the module's note). */
export function phrasesWritten(text: string, tables: PhraseTables): string {
  const raws = text.split(" ");
  const words = raws.map((raw) => wordOf(raw, tables));
  if (!saysLanguage(words, tables)) return text;
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const found = phraseAt(words, i, tables);
    const opener = openerAt(words, i, found?.length ?? 0, tables);
    // What follows a note's or an email's opener is the user's own text, written as said; an
    // opener said alone asks for nothing ("apunta esto").
    if (opener > 0 && i + opener >= words.length) return text;
    if (opener > 0) {
      if (found !== null) out.push(found.said + words[i + found.length - 1]!.tail);
      else out.push(...raws.slice(i, i + opener));
      return [...out, ...raws.slice(i + opener)].join(" ");
    }
    if (found === null) {
      const w = words[i]!;
      out.push(w.raw + w.tail);
      i++;
      continue;
    }
    const tail = words[i + found.length - 1]!.tail;
    if (found.said !== "") out.push(found.said + tail);
    // A phrase said for none keeps what ends it on the word before ("…, porfa!").
    else if (tail !== "" && out.length > 0) out[out.length - 1] += tail;
    i += found.length;
  }
  return out.join(" ");
}

/**
 * The count of the words of `text` (split at spaces) before the user's own text, which follows
 * the opener of a note, a memory kept or an email's message: all of them when there is none.
 */
export function wordsBeforeOwnText(text: string, tables: PhraseTables): number {
  const words = text.split(" ").map((raw) => wordOf(raw, tables));
  for (let i = 0; i < words.length;) {
    const found = phraseAt(words, i, tables);
    const opener = openerAt(words, i, found?.length ?? 0, tables);
    if (opener > 0) return i + opener;
    i += found?.length ?? 1;
  }
  return words.length;
}
