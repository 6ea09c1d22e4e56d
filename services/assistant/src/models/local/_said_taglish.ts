/**
 * Requests said in Taglish, English words among Tagalog ones ("Pakiadd po sa shopping list: …",
 * "Pa-watch po ng price nito: https://…", "pa-save naman, birthday ni Lola Nena January 5"), written
 * as the English they say before anything is read: a request verb with Tagalog's "pa-" or "paki-"
 * (please) is the verb, the particles of politeness ("po", "naman") are none, and the small words
 * of Tagalog are said in English ("sa shopping list" is "to shopping list", "ng price nito" "the
 * price this", "birthday ni Lola" "birthday of Lola", "si Ate Marites" "Ate Marites"). Read only in
 * a message that says such a verb or particle; any other text is as it was. Pure.
 * @module
 */
import { tokenOf } from "./_said_dates_forms.ts";

/** Request verbs said in English after "pa-" or "paki-": "pa-add", "paki-save", "pakiadd". */
const VERBS = new Set(
  "add save watch check delete remove update change show list record note set remind track keep"
    .split(" "),
);
/** Tagalog verbs of a request, each as the English verb it is. */
const SAID: Readonly<Record<string, string>> = { pakita: "show", pakipalitan: "change" };
/** Particles of politeness: said for no word. */
const PARTICLES = new Set(["po", "naman", "nga"]);
/** Tagalog's small words, each as the English word it says (none for the mark of a name). */
const SMALL: Readonly<Record<string, string>> = {
  sa: "to",
  ng: "the",
  nito: "this",
  ni: "of",
  si: "",
};

/** The English verb a Taglish request verb says ("pa-add", "pakiadd", "pakita"), or null. */
function verbOf(word: string): string | null {
  if (Object.hasOwn(SAID, word)) return SAID[word]!;
  for (const head of ["paki-", "paki", "pa-"]) {
    if (word.startsWith(head) && VERBS.has(word.slice(head.length))) return word.slice(head.length);
  }
  return null;
}

/** `text` with its Taglish said in English, when it says a Taglish verb or particle. */
export function taglishWritten(text: string): string {
  const split = text.split(" ").map(tokenOf);
  if (!split.some((t) => verbOf(t.word) !== null || PARTICLES.has(t.word))) return text;
  const out: string[] = [];
  for (const t of split) {
    const verb = verbOf(t.word);
    const small = Object.hasOwn(SMALL, t.word) ? SMALL[t.word]! : null;
    const said = verb ?? (PARTICLES.has(t.word) ? "" : small);
    if (said === null) out.push(t.raw);
    else if (said !== "") out.push(said + t.tail);
    // A word said for none keeps what ends it on the word before ("Pa-watch po, …").
    else if (t.tail !== "" && out.length > 0) out[out.length - 1] += t.tail;
  }
  return out.join(" ");
}
