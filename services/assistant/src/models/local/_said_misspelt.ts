/**
 * The words a request is read by written with one letter wrong: weekdays and months ("wednsday",
 * "thursady", "feburary"), the groups' nouns ("remider", "calender", "expence") and the verbs of
 * changing items ("delte", "cancle", "dismis"), each written as the word meant before anything is
 * read. Read as written, "remind me wednsday at 9 to call the bank" had been set for the next 9:00
 * with "wednsday" in its words, and "add a reminer for 9 to call the bank" had put the whole clause
 * on the shopping list. Only words written in lower case are: a word written with a capital may be a
 * name ("Sundar", "Mondal"). A word of English ("sundae", "remote", "cancer"), a word's inflection
 * ("fridays", "reminded", "expensed") and words of four letters or fewer are never changed, and
 * no word of five letters is one put right to ("march", "notes"): one letter turns too many words
 * into them.
 * @module
 */
import { COMMON_WORDS } from "./_tool_contacts_common_words.ts";
import { marksApart, oneOff } from "./_tokens.ts";

/** The words put right, of six letters or more: weekdays, months, nouns and verbs of requests. */
const NAMES: readonly string[] = (
  "monday tuesday wednesday thursday friday saturday sunday january february august september " +
  "october november december reminder calendar shopping expense birthday countdown contact " +
  "keepsake follow delete remove cancel remind update change dismiss reminders expenses birthdays " +
  "countdowns contacts keepsakes"
).split(" ");

/** The word of {@link NAMES} that `word` (lower-case letters only) is written for, or null. */
function meant(word: string): string | null {
  const w = word.toLowerCase();
  // "Sundar", "Mondal", "Fridah": a word written with a capital may be a name.
  if (w !== word || w.length < 5 || COMMON_WORDS.has(w) || NAMES.includes(w)) return null;
  if (![...w].every((ch) => ch >= "a" && ch <= "z")) return null;
  // "reminded", "expensed", "fridays": a word of the table inflected is no other one misspelt.
  if (NAMES.some((n) => w.startsWith(n))) return null;
  return NAMES.find((n) => oneOff(w, n)) ?? null;
}

/** `text` with each word of {@link NAMES} written one letter wrong written right. */
export function misspeltWritten(text: string): string {
  return text.split(" ").map((piece) => {
    const [word, marks] = marksApart(piece);
    const right = meant(word);
    return right === null ? piece : right + marks;
  }).join(" ");
}
