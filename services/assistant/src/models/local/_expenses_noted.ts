/**
 * What is noted is no expense: "jot down that the plumber quoted R4 500 for the geyser" is a fact
 * to keep (a note), "save this keepsake first king salmon Jack ever caught 22 pounds" a memory, though
 * each says an amount and a verb the expenses share ("jot down", "save"). Business Mode on, reading
 * them as expenses would record money nobody spent.
 * @module
 */
import { NOTES } from "./groups/notes.ts";
import { KEEPSAKES } from "./groups/keepsakes.ts";
import { nounForms } from "./groups/_words.ts";
import { saysAny, saysAt, tokenize } from "./_tokens.ts";

/** The nouns of the kinds whose items are texts kept as said: notes and keepsakes. */
const KEPT_NOUNS = [...NOTES.nouns, ...KEEPSAKES.nouns].flatMap(nounForms);

/** Verbs of noting that the expenses share, said before a fact: "jot down that …". */
const NOTING = [
  "note",
  "note down",
  "jot down",
  "write down",
  "put down",
  "keep",
  "save",
  "remember",
]
  .map((v) => [...v.split(" "), "that"]);

/**
 * True when a clause notes a fact ("jot down that …") or names a note or a keepsake ("save this
 * keepsake …", "put in my notes …"): an amount in it is part of what is kept, never spent.
 */
export function notedNotSpent(text: string): boolean {
  const words = tokenize(text).map((t) => t.w);
  // The first word is the verb ("note down 18 euro for the taxi"), no note named.
  return NOTING.some((v) => saysAt(words, 0, v)) || saysAny(words.slice(1), KEPT_NOUNS);
}
