/**
 * Weekdays and months written with one letter wrong ("wednsday", "thursady", "feburary"), written
 * as the name meant before anything is read: read as written, "remind me wednsday at 9 to call the
 * bank" had been set for the next 9:00 with "wednsday" in its words. A word of English ("sundae"),
 * a name's inflection ("Augusta", "fridays") and short names ("march", "may", "june") are never
 * changed, since one letter turns too many words into them.
 * @module
 */
import { COMMON_WORDS } from "./_tool_contacts_common_words.ts";
import { oneOff } from "./_tokens.ts";

/** The names put right: weekdays and months of six letters or more. */
const NAMES: readonly string[] = (
  "monday tuesday wednesday thursday friday saturday sunday january february august september " +
  "october november december"
).split(" ");

/** The name `word` (letters only) is written for, or null. */
function meant(word: string): string | null {
  const w = word.toLowerCase();
  if (w.length < 6 || COMMON_WORDS.has(w) || NAMES.includes(w)) return null;
  if (![...w].every((ch) => ch >= "a" && ch <= "z")) return null;
  const name = NAMES.find((n) => !w.startsWith(n) && oneOff(w, n));
  if (name === undefined) return null;
  return word.charAt(0) === w.charAt(0) ? name : name.charAt(0).toUpperCase() + name.slice(1);
}

/** `text` with each weekday or month written one letter wrong written right. */
export function dayNamesSpeltRight(text: string): string {
  if (!text.includes("y") && !text.includes("r") && !text.includes("t")) return text;
  return text.split(" ").map((piece) => {
    let end = piece.length;
    while (end > 0 && ",.;:!?".includes(piece.charAt(end - 1))) end--;
    const right = meant(piece.slice(0, end));
    return right === null ? piece : right + piece.slice(end);
  }).join(" ");
}
