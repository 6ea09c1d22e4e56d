/**
 * Requests said in another language among English, written as the English they say before
 * anything is read: each language's reader in turn, each of which changes only a message that
 * says a word of its own language (`_said_taglish.ts`, `_said_spanish.ts`, `_said_indonesian.ts`,
 * `_said_french.ts`, `_said_italian.ts`, `_said_portuguese.ts`).
 * A new language is one more reader in {@link WRITERS}. Pure.
 * @module
 */
import { taglishWritten } from "./_said_taglish.ts";
import { spanishWritten } from "./_said_spanish.ts";
import { indonesianWritten } from "./_said_indonesian.ts";
import { frenchWritten } from "./_said_french.ts";
import { italianWritten } from "./_said_italian.ts";
import { portugueseWritten } from "./_said_portuguese.ts";

/** The readers of each language, in the order they are tried. */
const WRITERS: readonly ((text: string) => string)[] = [
  taglishWritten,
  spanishWritten,
  indonesianWritten,
  frenchWritten,
  italianWritten,
  portugueseWritten,
];

/** `text` with what it says in another language written as the English it says. */
export function languagesWritten(text: string): string {
  return WRITERS.reduce((said, written) => written(said), text);
}
