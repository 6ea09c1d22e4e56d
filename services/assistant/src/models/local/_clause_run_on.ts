/**
 * Requests dictated one after another with no joining word: "put dentist in my calendar friday at
 * 3 email ana@example.com saying …", "email ana@… saying I'll be late remind me at 5 to call mum".
 * A second request's opening words after a first request that reads by itself start a new one,
 * unless the words before them make them part of what is said ("… saying please remind me …",
 * "note that Sam will add milk …"). A reason said after a request with no comma ("delete tyler's
 * bday we dont talk anymore") is set apart as one said after a comma is.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { kindsNamed } from "./_clause_kind.ts";
import { wordChar } from "./_tool_text.ts";
import { REASON_WORDS } from "../../text/normalize.ts";

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

/**
 * Words a clause is said after as part of what comes before ("… because we still have a tub",
 * "… that she's vegetarian") or as what puts it right ("add milk, sorry I mean oat milk"): a
 * subject after them opens no reason of its own.
 */
const CLAUSE_TAKERS = new Set([
  ...REASON_WORDS,
  ..."sorry oops no wait actually or rather".split(" "),
  ..."that so and but or when if as until after before while once where which who than though although whether unless"
    .split(" "),
]);

/** Words that open a clause of its own when they follow a request's item: its subject. */
const SUBJECTS = new Set(
  "i we he she they i'm we're they're he's she's".split(" "),
);

/**
 * Tools whose reading ends with the item it names ("delete tyler's bday", "add milk"): words after
 * it that open a clause of their own are no part of it. Tools that write what the user says
 * ("remind me to tell Tom we won", "note that …") are not among them.
 */
function endsWithItem(tool: string): boolean {
  return ["_remove", "_delete", "_cancel", "_forget", "_dismiss", "_complete"].some((end) =>
    tool.endsWith(end)
  ) || tool === "shopping_add";
}

/** Words that only point at the item their noun names ("the note", "my keepsake"). */
const POINTERS = new Set(["the", "my", "our", "that", "this", "a"]);

/**
 * True when a call names its item by its kind's noun alone ("forget the keepsake"): the words
 * after it may say which ("… we saved about Kumasi"), never a reason.
 */
function namesKindOnly(call: { input: Record<string, unknown> }): boolean {
  return Object.values(call.input).some((v) => {
    if (typeof v !== "string") return false;
    const left = v.toLowerCase().split(" ").filter((w) => !POINTERS.has(w));
    return left.length === 1 && kindsNamed(left[0]!).size > 0;
  });
}

/**
 * The sentence with a comma before a clause said after a request with no joining word or comma
 * ("delete tyler's bday we dont talk anymore", "add milk we are out"), when the request reads by
 * itself, names an item only, and the clause is no request: read then as a reason said after a
 * comma is. Null otherwise.
 */
export function reasonRunOn(
  sentence: string,
  read: (text: string) => Parsed | null,
): string | null {
  const words = sentence.trim().split(" ");
  for (let at = 2; at < words.length - 1; at++) {
    const before = words[at - 1]!;
    if (!SUBJECTS.has(bare(words[at]!)) || !wordChar(before.slice(-1))) continue;
    if (CLAUSE_TAKERS.has(bare(before))) continue;
    const head = words.slice(0, at).join(" ");
    const first = read(head);
    if (!first || isAsk(first) || !endsWithItem(first.name) || namesKindOnly(first)) continue;
    if (read(words.slice(at).join(" ")) !== null) return null;
    return `${head}, ${words.slice(at).join(" ")}`;
  }
  return null;
}
