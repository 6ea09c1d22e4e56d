/**
 * Requests said in Spanish among English words ("oye recuérdame mañana a las 10 to buy flowers",
 * "añade leche, huevos y pan to the shopping list", "save Diego's cumpleaños, 2 de noviembre
 * 2015"), written as the English they say before anything is read: the request verbs, the words of
 * days and times and the names of what the assistant keeps are said in English (`SPANISH` in
 * `_said_spanish_words.ts`, read by `phrasesWritten` in `_said_phrases.ts`, the longest phrase
 * first), with or without their accents; the user's own words stay as written. Read only in a
 * message that says a word no English sentence says or a Spanish phrase of more than one word; any
 * other text is as it was. Pure.
 * @module
 */
import { phrasesWritten } from "./_said_phrases.ts";
import { SPANISH } from "./_said_spanish_words.ts";

/** `text` with its Spanish said in English, when it says Spanish (see the module's note). */
export function spanishWritten(text: string): string {
  return phrasesWritten(text, SPANISH);
}
