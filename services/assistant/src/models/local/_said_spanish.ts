/**
 * Requests said in Spanish among English words ("oye recuérdame mañana a las 10 to buy flowers",
 * "añade leche, huevos y pan to the shopping list", "save Diego's cumpleaños, 2 de noviembre
 * 2015"), written as the English they say before anything is read: the request verbs, the words of
 * days and times and the names of what the assistant keeps are said in English (`PHRASES` in
 * `_said_spanish_words.ts`, the longest phrase first), with or without their accents; the user's
 * own words stay as written. Read only in a message that says a word no English sentence says
 * (`MARKERS`) or a Spanish phrase of more than one word; any other text is as it was. Pure.
 * @module
 */
import { tokenOf } from "./_said_dates_forms.ts";
import {
  LONGEST,
  MARKERS,
  MONTHS_ES,
  NAMES_TOO,
  PHRASES,
  PREFIXES,
  SLOT_NAME,
  SLOT_NUMBER,
  SLOT_WORD,
  SLOTS,
  TEXT_OPENERS,
  WEEKDAYS_ES,
} from "./_said_spanish_words.ts";

/** Letters with an accent, each as the letter a key is written with. */
const PLAIN: Readonly<Record<string, string>> = {
  "á": "a",
  "é": "e",
  "í": "i",
  "ó": "o",
  "ú": "u",
  "ü": "u",
  "ñ": "n",
};

/** Marks opening a Spanish question or exclamation: said for no word. */
const OPENING_MARKS = "¿¡";

/** A word of the message: what is written, its key, and what ends it. */
interface Word {
  raw: string;
  key: string;
  number: boolean;
  tail: string;
}

/** `word` without its accents. */
function plain(word: string): string {
  let out = "";
  for (const ch of word) out += Object.hasOwn(PLAIN, ch) ? PLAIN[ch]! : ch;
  return out;
}

/** Marks written between the digits of a number or a clock: "8:30", "45.90", "1,200". */
const NUMBER_MARKS = ":.,";

/** True when `word` is a number or a clock time: "10", "8:30", "4pm", "45.90", "2015". */
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
function wordOf(raw: string): Word {
  let text = raw;
  while (text.length > 0 && OPENING_MARKS.includes(text.charAt(0))) text = text.slice(1);
  const t = tokenOf(text);
  const key = plain(t.word);
  const named = NAMES_TOO.has(key) && t.raw.charAt(0) !== t.raw.charAt(0).toLowerCase();
  const dayName = Object.hasOwn(MONTHS_ES, key) || Object.hasOwn(WEEKDAYS_ES, key);
  return {
    raw: t.raw.slice(0, t.raw.length - t.tail.length),
    key: named && dayName ? t.raw : key,
    number: isNumber(t.word),
    tail: t.tail,
  };
}

/** The keys a word may be read as: itself, and the slot it fills (see `SLOTS`). */
function keysOf(w: Word): string[] {
  const keys = [w.key];
  if (w.number) keys.push(SLOT_NUMBER);
  else if (w.key === "") return keys;
  else if (w.raw.charAt(0) !== w.raw.charAt(0).toLowerCase()) keys.push(SLOT_NAME);
  else if (w.raw === w.raw.toLowerCase()) keys.push(SLOT_WORD);
  return keys;
}

/** The phrase of {@link PHRASES} starting at `at`, the longest first: its length and English. */
function phraseAt(words: readonly Word[], at: number): { length: number; said: string } | null {
  let best: { length: number; key: string; slots: string[] } | null = null;
  const walk = (n: number, key: string, slots: string[]) => {
    const w = words[at + n];
    if (w === undefined || n >= LONGEST) return;
    for (const k of keysOf(w)) {
      const next = n === 0 ? k : `${key} ${k}`;
      if (!PREFIXES.has(next)) continue;
      const filled = SLOTS.includes(k) ? [...slots, w.raw] : slots;
      if (Object.hasOwn(PHRASES, next) && (best === null || n + 1 > best.length)) {
        best = { length: n + 1, key: next, slots: filled };
      }
      // Only the last word of a phrase may end with a mark: "a las, 10" is no phrase.
      if (w.tail === "") walk(n + 1, next, filled);
    }
  };
  walk(0, "", []);
  if (best === null) return null;
  const found: { length: number; key: string; slots: string[] } = best;
  let said = PHRASES[found.key]!;
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
 * How many words the opener of a text starting at `at` has (see `TEXT_OPENERS`), or 0: the phrase
 * found there (`length` words), else an English word a text follows.
 */
function openerAt(words: readonly Word[], at: number, length: number): number {
  const key = words.slice(at, at + Math.max(length, 1)).map((w) => w.key).join(" ");
  return TEXT_OPENERS.has(key) ? Math.max(length, 1) : 0;
}

/** True when the message says Spanish: a marker word, or a phrase of more than one word. */
function saysSpanish(words: readonly Word[]): boolean {
  return words.some((w, i) => MARKERS.has(w.key) || (phraseAt(words, i)?.length ?? 0) > 1);
}

/** `text` with its Spanish said in English, when it says Spanish (see the module's note). */
export function spanishWritten(text: string): string {
  const raws = text.split(" ");
  const words = raws.map(wordOf);
  if (!saysSpanish(words)) return text;
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const found = phraseAt(words, i);
    const opener = openerAt(words, i, found?.length ?? 0);
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
