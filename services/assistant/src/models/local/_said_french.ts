/**
 * Requests said in French among English words ("rappelle-moi demain à 10h to call the bank",
 * "ajoute lait, œufs to the shopping list", "save Chloé's anniversaire, le 2 novembre"), written as
 * the English they say before anything is read: the request verbs, the words of days and times
 * and the names of what the assistant keeps are said in English (`FRENCH` in
 * `_said_french_words.ts`, read by `phrasesWritten` in `_said_phrases.ts`, the longest phrase
 * first), with or without their accents; the user's own words stay as written. Read only in a
 * message that says a word no English sentence says or a French phrase of more than one word; any
 * other text is as it was. Pure.
 * @module
 */
import { phrasesWritten } from "./_said_phrases.ts";
import { FRENCH } from "./_said_french_words.ts";

/** `text` with its French said in English, when it says French (see the module's note). */
export function frenchWritten(text: string): string {
  return phrasesWritten(text, FRENCH);
}
