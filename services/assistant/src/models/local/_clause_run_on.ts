/**
 * Requests dictated one after another with no joining word: "put dentist in my calendar friday at
 * 3 email ana@example.com saying …", "email ana@… saying I'll be late remind me at 5 to call mum".
 * A second request's opening words after a first request that reads by itself start a new one,
 * unless the words before them make them part of what is said ("… saying please remind me …",
 * "note that Sam will add milk …").
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { kindsNamed } from "./_clause_kind.ts";
import { wordChar } from "./_tool_text.ts";

/** Words that open a request by themselves ("remind me", "email ana@…"). */
const OPENERS: readonly (readonly string[])[] = [["remind", "me"], ["email"], ["e-mail"]];

/** Openers that start a request only when it names its kind ("add milk to the shopping list"). */
const NAMING_OPENERS = new Set(["add", "put"]);

/**
 * Words before an opener that make it part of the request before: what someone is asked or said
 * to do ("please remind me", "can you add", "to add", "said add", "will add").
 */
const HELD = new Set(
  (
    "please pls to you can could would will shall and or that said says saying told asked ask " +
    "tell let me i we he she they not don't dont never also just"
  ).split(" "),
);

/** Tools whose reading is what the user dictates: an opener said after "saying" may be theirs. */
const DICTATED = new Set(["keepsakes_save", "notes_create", "propose_action"]);

/** A word without the punctuation around it, in lower case. */
function bare(word: string): string {
  const kept = (ch: string) => wordChar(ch) || ch === "@";
  let start = 0;
  let end = word.length;
  while (start < end && !kept(word.charAt(start))) start++;
  while (end > start && !kept(word.charAt(end - 1))) end--;
  return word.slice(start, end).toLowerCase();
}

/** True when the words from `at` open a request by themselves. */
function opens(words: readonly string[], at: number): boolean {
  const said = words.slice(at).map(bare);
  if (NAMING_OPENERS.has(said[0] ?? "")) return kindsNamed(words.slice(at).join(" ")).size > 0;
  return OPENERS.some((o) =>
    o.every((w, i) => said[i] === w) &&
    (o.length > 1 || (said[1] ?? "").includes("@"))
  );
}

/**
 * The sentence cut before a second request said without a joining word, when both parts read as
 * requests by themselves; null otherwise.
 */
export function runOn(
  sentence: string,
  read: (text: string) => Parsed | null,
): [string, string] | null {
  const words = sentence.trim().split(" ");
  for (let at = 2; at < words.length - 1; at++) {
    // After a comma the pieces are cut where they are (`_clause_groups.ts`): "…, email a@…" may be
    // a contact's detail.
    const before = words[at - 1]!;
    if (!wordChar(before.slice(-1)) || HELD.has(bare(before)) || !opens(words, at)) continue;
    const head = words.slice(0, at).join(" ");
    const tail = words.slice(at).join(" ");
    const first = read(head);
    const second = read(tail);
    if (!first || !second || isAsk(first) || isAsk(second)) continue;
    // "new contact Priya Shah email priya@…": a person's detail, never an email to them.
    if (first.name.startsWith("contacts_")) continue;
    // A dictated text ending right where a request opens is cut only by a strong opener.
    if (DICTATED.has(first.name) && NAMING_OPENERS.has(bare(words[at]!))) continue;
    return [head, tail];
  }
  return null;
}
