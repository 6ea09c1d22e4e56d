/**
 * Requests said in Italian among English words ("ricordami domani alle 10 to call the bank",
 * "aggiungi latte, uova alla lista della spesa", "save Giulia's compleanno, 2 novembre"), written as
 * the English they say before anything is read: the request verbs, the words of days and times
 * and the names of what the assistant keeps are said in English (`ITALIAN` in
 * `_said_italian_words.ts`, read by `phrasesWritten` in `_said_phrases.ts`, the longest phrase
 * first), with or without their accents; the user's own words stay as written. Read only in a
 * message that says a word no English sentence says or a Italian phrase of more than one word; any
 * other text is as it was. Pure.
 * @module
 */
import { phrasesWritten } from "./_said_phrases.ts";
import { ITALIAN } from "./_said_italian_words.ts";

/** `text` with its Italian said in English, when it says Italian (see the module's note). */
export function italianWritten(text: string): string {
  return phrasesWritten(text, ITALIAN);
}
