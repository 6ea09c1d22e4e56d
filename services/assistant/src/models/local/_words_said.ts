/**
 * `words` of normalize.ts, each text's words found once: a message's readers ask for the words of
 * the same texts (a call's input, a part of the message) again and again.
 * @module
 */
import { words as wordsFound } from "../../text/normalize.ts";

/** The texts whose words were found lately, with those words (pure, so kept as they were). */
const FOUND = new Map<string, readonly string[]>();
/** The most texts kept: those of a few messages' readings. */
const FOUND_MOST = 2048;

/** The lower-case words of `text`, as `words` of normalize.ts finds them: a new array each time. */
export function words(text: string): string[] {
  let found = FOUND.get(text);
  if (found === undefined) {
    found = wordsFound(text);
    if (FOUND.size >= FOUND_MOST) FOUND.clear();
    FOUND.set(text, found);
  }
  return [...found];
}
