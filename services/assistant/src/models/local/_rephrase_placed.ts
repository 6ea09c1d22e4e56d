/**
 * A request whose verb no group lists, read by where it puts the thing: "bung bananas on my
 * shopping list", "scribble down the bins go out on tuesday in my notes", "slap in my notes that
 * the meeting moved" put something in a place a group keeps (its list, its notes), and "whip milk
 * off my list" takes it off. The place carries the meaning; the verb only has to be one (a word of
 * the common English words with an "-ing" form, or a verb a place's group lists) and no question
 * word, subject, known thing or verb of another action ("email my notes to Sam", "read the list
 * to me" stay as they are). The request is said again with the verb every such group reads ("add …
 * to …", "remove … from …") and read, and checked, like the message itself.
 * @module
 */
import { GROUP_WORDS } from "./groups/mod.ts";
import { REMOVE_VERBS } from "./groups/_remove_verbs.ts";
import { PEOPLE } from "./groups/_people.ts";
import { GROCERIES, TWO_WORD_ITEMS } from "./groups/_shopping_things.ts";
import { SHOP_PHRASES } from "./groups/_shopping_items.ts";
import { COMMON_WORDS } from "./_tool_contacts_common_words.ts";
import { STOP_WORDS } from "../../text/normalize.ts";

/** The kinds with a place things are put in (the calendar's entries are proposed, not put). */
const PLACES = new Set(["shopping", "note", "keepsake", "task", "contact"]);

/** A place's name said after one of these is where the thing goes, or where it comes from. */
const INTO = new Set(["in", "on", "into", "onto", "to"]);
/**
 * The places a thing is put "on" (a list); notes, keepsakes and contacts are put "in" or "to":
 * "catch up on my notes", "spill coffee on my notes" put nothing in them.
 */
const ON = new Set(["on", "onto"]);
const LISTS = new Set(["shopping", "task"]);
const OUT_OF = new Set(["off", "from"]);
const OWNERS = new Set(["my", "the", "our"]);

/** Words that say the thing is what follows the place's name ("chuck this in my keepsakes: …"). */
const POINTERS = new Set(["this", "this one", "these", "the following", "it"]);

/** Words a verb may take before its thing that say nothing of it: "scribble down …". */
const PARTICLES = new Set(["down"]);

/**
 * First words that name another action, or keep a thing where it is: "leave milk on the list",
 * "keep the bins on my tasks", "share my list", "move it to my tasks" are no request to put.
 */
const OTHER_ACTIONS = new Set(
  ("leave keep share send email mail text forward copy move read print check find search look " +
    "tell ask show see open view bring carry left lost forgot forget need want like love hate " +
    "buy bought pay spend spent have wait hope try call ring phone " +
    // Verbs whose "on" or thing is their own: "turn the oven on …", "play music on …".
    "turn switch play sign run set bake cook watch eat drink wear sing go come do start stop " +
    "close sell order")
    .split(" "),
);

/** A group's names, "(s)" said with and without it ("note(s)" is "note" and "notes"). */
function namesOf(nouns: readonly string[]): string[] {
  return nouns.flatMap((n) => n.endsWith("(s)") ? [n.slice(0, -3), `${n.slice(0, -3)}s`] : [n]);
}

/**
 * The names of each place, lowercase, longest first, with the one-word verbs its group lists ("the
 * list" alone is the shopping list): a message opened by one of them was read as its group reads
 * it, and is not said again.
 */
const PLACE_NOUNS: readonly { noun: string; own: ReadonlySet<string>; kind: string }[] = GROUP_WORDS
  .filter((g) => PLACES.has(g.kind))
  .flatMap((g) => {
    const own = new Set(Object.values(g.verbs ?? {}).flat().filter((v) => !v.includes(" ")));
    return namesOf([...g.nouns, ...(g.kind === "shopping" ? ["list"] : [])])
      .map((n) => ({ noun: n.toLowerCase(), own, kind: g.kind }));
  })
  .sort((a, b) => b.noun.length - a.noun.length);

/** The words of the places' names: "notes", "list", "to-do" name no verb. */
const NOUN_WORDS = new Set(PLACE_NOUNS.flatMap((n) => n.noun.split(" ")));

/** The one-word verbs the places' groups list for any tool, and the verbs that remove. */
const PLACE_VERBS = new Set(
  GROUP_WORDS.filter((g) => PLACES.has(g.kind))
    .flatMap((g) => Object.values(g.verbs ?? {}).flat())
    .concat(REMOVE_VERBS)
    .filter((v) => !v.includes(" ")),
);

const FAMILY = new Set(PEOPLE);

/** True when a word has a form in "-ing" among the common words: it may be said as a verb. */
function hasVerbForm(word: string): boolean {
  const stem = word.endsWith("e") ? word.slice(0, -1) : word;
  return [`${word}ing`, `${stem}ing`, `${word}${word.at(-1)}ing`].some((f) => COMMON_WORDS.has(f));
}

/**
 * True when a message's first word may be a verb asking to put a thing somewhere: lowercase letters
 * only, no word of asking or of a subject, no person or thing, no other action.
 */
function verbish(said: string): boolean {
  // Said first, a verb may be written with its capital ("Bung …"); a name never has an "-ing".
  const word = said.charAt(0).toLowerCase() + said.slice(1);
  if (word.length < 2 || [...word].some((c) => c === c.toUpperCase())) return false;
  if (STOP_WORDS.has(word) || OTHER_ACTIONS.has(word) || NOUN_WORDS.has(word)) return false;
  if (FAMILY.has(word) || GROCERIES.has(word) || GROCERIES.has(word.slice(0, -1))) {
    return false;
  }
  return PLACE_VERBS.has(word) || hasVerbForm(word);
}

/** Whether two words said first are one thing of two words ("sun cream", "dish soaps"). */
function namedWith(first: string, next: string): boolean {
  if (PLACE_VERBS.has(first)) return false;
  const pair = `${first} ${next}`;
  return [pair, pair.slice(0, -1), pair.slice(0, -2)].some((p) =>
    TWO_WORD_ITEMS.has(p) || SHOP_PHRASES.has(p)
  );
}

/** True when a word may say a doing: "call", "water", "renew" (not "a", "the dentist"). */
function doing(word: string): boolean {
  return !STOP_WORDS.has(word) && (PLACE_VERBS.has(word) || hasVerbForm(word));
}

/** The place whose name starts at `at` in the words, and its length in words; or null. */
function placeAt(
  ws: readonly string[],
  at: number,
): { size: number; own: ReadonlySet<string>; kind: string } | null {
  for (const { noun, own, kind } of PLACE_NOUNS) {
    const parts = noun.split(" ");
    if (parts.every((p, k) => ws[at + k] === p)) return { size: parts.length, own, kind };
  }
  return null;
}

/** A word lowercase without the marks after it ("notes:" is "notes"). */
function bare(word: string): string {
  let end = word.length;
  while (end > 0 && MARKS.has(word.charAt(end - 1))) end--;
  return word.slice(0, end).toLowerCase();
}

/** Marks said after a word. */
const MARKS = new Set([":", ",", ".", "!"]);

/**
 * The message said with a verb its place's group reads ("add … to my notes", "remove … from the
 * list"), most faithful first; none when it says no place, no verb, or asks or denies.
 */
export function placedRequests(text: string): string[] {
  if (text.includes("?")) return [];
  const tokens = text.trim().split(" ").filter((t) => t.length > 0);
  const ws = tokens.map(bare);
  if (!verbish(tokens[0] ?? "") || ws.some((w) => NEGATIONS.has(w))) return [];
  const from = PARTICLES.has(ws[1] ?? "") ? 2 : 1;
  // "Mark added bananas …", "Jo has milk on the list": a subject and what it did, no request.
  const second = ws[from] ?? "";
  if (PLACE_VERBS.has(second) || DID.has(second) || (second.length > 4 && second.endsWith("ed"))) {
    return [];
  }
  for (let at = from; at < ws.length - 2; at++) {
    const into = INTO.has(ws[at]!);
    if (!into && !OUT_OF.has(ws[at]!)) continue;
    if (!OWNERS.has(ws[at + 1]!)) continue;
    const found = placeAt(ws, at + 2);
    if (found === null) continue;
    const end = at + 2 + found.size;
    const place = `${ws[at + 1]} ${ws.slice(at + 2, end).join(" ")}`;
    if (ON.has(ws[at]!) && !LISTS.has(found.kind)) return [];
    // "sun cream on the list", "dish soap on the list": a word that may be a verb, said before a
    // thing it names with, is the thing's first word.
    const named = found.kind === "shopping" && into && from === 1 && namedWith(ws[0]!, ws[1] ?? "");
    const thing = tokens.slice(named ? 0 : from, at).join(" ");
    // "catch up on …": a thing says something, never only a particle.
    const pointer = POINTERS.has(thing.toLowerCase());
    if (thing && !pointer && ws.slice(from, at).every((w) => STOP_WORDS.has(w))) return [];
    // A task is a doing: "slap water the ferns on my tasks", never "bake a cake" cut to "a cake".
    // "stick it in my tasks: …": the doing is said after the colon.
    if (found.kind === "task" && thing && !pointer && !doing(ws[from]!)) {
      return [];
    }
    const after = afterPlace(tokens, end);
    if (named) return after === null ? [`add ${thing} to ${place}${rest(tokens, end)}`] : [];
    // "put coffee on the list": a verb of the place's own group before its thing, read as said.
    if (into && found.own.has(ws[0]!) && after === null) return [];
    if (!into) {
      return thing && after === null ? [`remove ${thing} from ${place}${rest(tokens, end)}`] : [];
    }
    if (after !== null && (thing === "" || pointer)) {
      return after ? [`add to ${place}: ${after}`, `add ${after} to ${place}`] : [];
    }
    return thing && !pointer && after === null
      ? [`add ${thing} to ${place}${rest(tokens, end)}`]
      : [];
  }
  return [];
}

/** Words said after a subject, never after a verb asking to put a thing. */
const DID = new Set(
  "has had have is was were will would did does can could should already just also always".split(
    " ",
  ),
);

/** Words that deny: "don't put bananas on the list" puts nothing. */
const NEGATIONS = new Set(["not", "never", "don't", "dont", "no"]);

/** What follows the place's name after a colon, a dash or "that"; null when none of them. */
function afterPlace(tokens: readonly string[], end: number): string | null {
  const last = tokens[end - 1] ?? "";
  if (last.endsWith(":")) return tokens.slice(end).join(" ").trim();
  const next = (tokens[end] ?? "").toLowerCase();
  if (next === ":" || next === "-" || next === "–" || next === "that") {
    return tokens.slice(end + 1).join(" ").trim();
  }
  return null;
}

/** The words after the place's name, with the space before them. */
function rest(tokens: readonly string[], end: number): string {
  const after = tokens.slice(end).join(" ");
  return after ? ` ${after}` : "";
}

/** What a reading gives: calls, and the details it asks for. */
interface Reading {
  calls: readonly unknown[];
  asks: readonly { tool: string }[];
}

/**
 * "stick it in my tasks: return the library books": a request that asks only what its item is,
 * when "it" points ahead at what follows the place's colon, read as that said in the place
 * ("add to my tasks: return the library books"); null when none of that reads whole.
 */
export function saidAfterPointer<R extends Reading>(
  first: R,
  text: string,
  read: (text: string) => R,
): R | null {
  if (first.calls.length > 0 || !first.asks.some((a) => a.tool.endsWith(":what"))) return null;
  for (const said of placedRequests(text)) {
    const again = read(said);
    if (again.calls.length > 0 && again.asks.length === 0) return again;
  }
  return null;
}
