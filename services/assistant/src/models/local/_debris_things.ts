/**
 * What a slot's own words say it is not (precision first): an item that only names its list, ends
 * in a word naming no thing, says a request, a clause, a correction or a price, or is only a count;
 * notes cut from the request or holding a person's name; a bracket left open. Each returns true
 * for debris; `_coverage_debris.ts` says which slots each applies to.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { stem, STOP_WORDS, words } from "../../text/normalize.ts";
import { KNOWN, VERB_STEMS } from "./_coverage.ts";
import { TOOL_KIND } from "./_clause_kind.ts";
import type { Kind } from "./groups/mod.ts";
import { ownNoun } from "./_coverage_references.ts";
import { JOB_TITLES } from "./groups/_people.ts";
import { digitsOnly } from "./_tokens.ts";
import { countOf } from "../../text/number_words.ts";

/** A part of a slot with no word of its own ("…, total"): what was left where a clause was cut. */
export function fillerOnly(part: string): boolean {
  const ws = words(part);
  return ws.length > 0 && ws.every((w) => STOP_WORDS.has(w) || KNOWN.has(stem(w)));
}

/**
 * An item that only names the list it goes on ("add to my shopping list" read as the item "list"):
 * nothing was named.
 */
export function namesNothing(call: ToolCall, item: string): boolean {
  const kind = TOOL_KIND.get(call.name) as Kind | undefined;
  if (kind === undefined) return false;
  const rest = item.replace(ownNoun(kind), " ");
  return words(item).length > 0 && words(rest).every((w) => STOP_WORDS.has(w) || w === "list");
}

/** Words that name no thing of their own as an item's last word ("the good stuff", "the cheap one"). */
const VAGUE_HEADS = new Set([
  "stuff",
  "one",
  "ones",
  "kind",
  "sort",
  "type",
  "thing",
  "things",
  "bits",
  // "the usual", "something", "anything": what they stand for is not said.
  "usual",
  "something",
  "anything",
]);

/** True when an item ends in a word that names no thing: what it stands for was said elsewhere. */
export function vagueItem(item: string): boolean {
  // What brackets or a preposition add describes the thing before them: "toothpaste (the
  // sensitive one)", "the cheap one for Leo".
  const ws = words(item.split("(")[0] ?? item);
  const cut = ws.findIndex((w, i) => i > 0 && AFTER_HEAD.has(w));
  if (VAGUE_HEADS.has((cut > 0 ? ws.slice(0, cut) : ws).at(-1) ?? "")) return true;
  // "a bottle", "two more boxes": what holds a thing, said without it ("a water bottle" names one).
  const said = ws.filter((w) => !STOP_WORDS.has(w) && countOf(w) === undefined && w !== "another");
  return said.length === 1 && CONTAINERS.has(said[0]!);
}

/** What holds a thing: said alone ("add a bottle"), no thing is named. */
const CONTAINERS = new Set(
  ("bottle bottles box boxes pack packs packet packets bag bags jar jars tin tins can cans carton " +
    "cartons tub tubs crate crates case cases bunch bunches tube tubes")
    .split(" "),
);

/** Words after which an item says more of the thing named before them. */
const AFTER_HEAD = new Set(["for", "from", "with", "at", "in", "on"]);

/** Words said to answer or to pause, never a thing's name: "yeah", "hmm", "ok". */
const INTERJECTIONS = new Set(
  "yeah yea yes yep yup ya ok okay k hmm hm um umm uh er erm ah oh well right sure nope nah lol"
    .split(" "),
);

/**
 * A value of words said only to answer or to pause ("yeah, saturday the 28th, countdown to
 * that" read as a countdown to "yeah"): it names nothing.
 */
export function saysNothing(v: string): boolean {
  const ws = words(v);
  return ws.length > 0 && ws.every((w) => INTERJECTIONS.has(w));
}

/** Words that make an item someone's own thing, never one to buy ("my name"). */
export const OWNED = new Set(["my", "his", "her", "their", "your"]);

/** An item that is only a number and little words ("about 12"): how many, not what. */
export function countOnly(item: string): boolean {
  const ws = words(item);
  const number = (w: string) => !Number.isNaN(Number(w));
  return ws.some(number) && ws.every((w) => STOP_WORDS.has(w) || number(w));
}

/** A bracket opened or closed without its pair: the slot was cut inside an aside ("renewal (namecheap"). */
export function unpaired(v: string): boolean {
  return v.split("(").length !== v.split(")").length;
}

/**
 * A contact's notes that are only a person's name ("Rachel"): the name read into the wrong slot; a
 * job title ("Procurement Manager") is a role, the notes' own.
 */
export function nameAsNotes(call: ToolCall, key: string, v: string): boolean {
  const ws = v.trim().split(" ");
  return key === "notes" && call.name.startsWith("contacts_") && ws.length <= 2 &&
    ws.every((w) => w.length > 1 && w === capitalised(w) && w !== w.toLowerCase()) &&
    !TITLE_WORDS.has(ws[ws.length - 1]!.toLowerCase());
}

const TITLE_WORDS: ReadonlySet<string> = new Set(JOB_TITLES);

/** Words a phrase cannot end with: what they lead to was cut away ("invoices go to"). */
const LEADS = new Set([
  "to",
  "for",
  "at",
  "on",
  "in",
  "with",
  "from",
  "of",
  "by",
  "the",
  "a",
  "an",
]);

/**
 * An item's notes that were cut from the request: ending in a word that leads to more ("invoices
 * go to"), or a day of the month alone ("booked Paris for the 3rd-5th" read with "5th" as notes).
 */
export function cutNotes(call: ToolCall, key: string, v: string): boolean {
  if (key !== "notes" || call.name === "notes_create") return false;
  const ws = words(v);
  const ordinal = (w: string) => /^\d{1,2}(?:st|nd|rd|th)$/u.test(w);
  return LEADS.has(ws.at(-1) ?? "") ||
    (ws.length > 0 && ws.every((w) => ordinal(w) || STOP_WORDS.has(w))) ||
    (call.name.startsWith("trips_") && lengthOnly(ws));
}

/** Units a length of time is said in ("two weeks", "a fortnight"). */
const LENGTH_UNITS = new Set(
  "day days night nights week weeks fortnight fortnights month months".split(" "),
);

/**
 * Words that are only a length of time ("two weeks", "3 days", "a fortnight"): a trip's length
 * read into its notes ("a trip to Bangkok, two weeks from Monday"), which no day holds.
 */
function lengthOnly(ws: readonly string[]): boolean {
  const [count, unit] = ws.length === 1 ? ["a", ws[0]!] : ws;
  const counted = count === "a" || count === "an" || countOf(count ?? "") !== undefined;
  return ws.length <= 2 && counted && LENGTH_UNITS.has(unit ?? "");
}

/** A word with its first letter a capital and the rest small ("Rachel"). */
function capitalised(w: string): string {
  return w.charAt(0).toLocaleUpperCase() + w.slice(1).toLocaleLowerCase();
}

/**
 * Words that open a clause of their own ("milk if we're out", "bread but Tom is getting some",
 * "whichever is cheaper"): said in a thing's name or a reference, the sentence was cut in the
 * wrong place. A doing may hold one ("take an umbrella if it rains").
 */
const CLAUSE_OPENERS = new Set([
  "but",
  // "the garage called so the MOT follow-up can go": a reason joined to what it is said of.
  "so",
  "if",
  "unless",
  "whichever",
  "whatever",
  "whenever",
  "wherever",
  "although",
  "though",
  "whereas",
]);

/** Words that open a clause of its own when someone is said after them: "once we move". */
const WHEN_OPENERS = new Set(["once", "when", "until", "till", "before", "after"]);
const SUBJECTS = new Set(["i", "we", "you", "they", "he", "she", "it"]);

/**
 * True when a slot holds a word that opens a clause of its own ("rice but Ana is getting some",
 * "a new kettle once we move").
 */
export function opensClause(v: string): boolean {
  const ws = words(v);
  return ws.some((w, i) =>
    CLAUSE_OPENERS.has(w) || (WHEN_OPENERS.has(w) && SUBJECTS.has(ws[i + 1] ?? ""))
  );
}

/** Words that open a condition: "unless I've already left", "in case it rains". */
const CONDITIONS = new Set(["if", "unless", "provided", "providing", "whether", "otherwise"]);

/**
 * True when a doing starts with a condition, not with what to do ("remind me at 6 unless I've
 * already left" left "unless I've already left"): the condition is no reminder's or task's text.
 */
export function conditionFirst(v: string): boolean {
  const [first = "", second = ""] = words(v);
  // "in case I forget" may reach here with its "in" read as a preposition of time.
  return CONDITIONS.has(first) || (first === "in" && second === "case") ||
    (first === "case" && SUBJECTS.has(second));
}

/**
 * Verbs said to the assistant that name no thing ("add milk and remove eggs" read "remove eggs" as
 * an item); words that are also things ("watch", "note", "book", "set") are not here.
 */
const ASKING_VERBS = new Set([
  "add",
  "remove",
  "delete",
  "cancel",
  "dismiss",
  "remind",
  "forget",
  "erase",
  "untick",
  "unwatch",
  "complete",
  "mark",
]);

/** Verbs that make a clause of what holds them ("eggs as Jo is baking", "so Jo can bake"). */
const FINITE = new Set([
  "is",
  "are",
  "was",
  "were",
  "am",
  "can",
  "could",
  "will",
  "would",
  "has",
  "had",
]);

/** States a thing is got into, not bought: "get dinner ready", "get the bins sorted". */
const STATES = new Set("ready done sorted fixed finished washed cleaned tidied packed".split(" "));
/** Words that may follow such a state: "ready by 7", "sorted for the weekend". */
const AFTER_STATE = new Set(["by", "for", "before", "in", "at", "on", "tonight", "today"]);

/**
 * An item that says a request, a clause or a correction ("oat milk not milk"), or a thing put in a
 * state ("dinner ready by 7"), not a thing; "ready meals" is one.
 */
export function notAThing(item: string): boolean {
  const ws = words(item);
  return ASKING_VERBS.has(ws[0] ?? "") || ws.some((w) => FINITE.has(w) || w === "not") ||
    ws.some((w, i) =>
      i > 0 && STATES.has(w) && (i === ws.length - 1 || AFTER_STATE.has(ws[i + 1] ?? ""))
    );
}

/**
 * A thing named by a request's verb as a doing ("don't need reminding about grandma"): a request
 * misread as an item, not an item. "cleaning spray" is a thing.
 */
export function doingFirst(v: string): boolean {
  const [first = "", next = ""] = words(v);
  return first.endsWith("ing") && VERB_STEMS.has(stem(first)) && DOING_NEXT.has(next);
}

/** A bracket left unclosed, or closed on nothing but "not": "( not ) to call Bob", "eggs (12". */
export function bracketLeft(v: string): boolean {
  return unpaired(v) || words(v.slice(v.indexOf("(") + 1, v.indexOf(")")))
    .every((w) => w === "not");
}

/** Words of money that are no thing to buy ("a pound of butter" is one: a pound is a weight). */
const MONEY_WORDS = new Set("euro euros eur dollar dollars usd gbp quid bucks".split(" "));

/**
 * An item holding what it cost ("taxi for 30", "both euros"): an expense misread as an item.
 */
export function priced(v: string): boolean {
  const ws = v.trim().toLowerCase().split(" ");
  const last = ws[ws.length - 1] ?? "";
  return words(v).some((w) => MONEY_WORDS.has(w)) ||
    (ws[ws.length - 2] === "for" && last.length > 0 &&
      [...last].every((ch) => "0123456789.,".includes(ch)));
}

/** What follows a doing, not a thing's name ("reminding about", "calling me"; not "cleaning spray"). */
const DOING_NEXT = new Set(
  "about to me us him her them the my our your of for on with".split(" "),
);

/** Words that ask the assistant something: "tell me", "show me". */
const ASKED = new Set(["tell", "show", "give", "list"]);

/**
 * True when a title starts by asking the assistant something ("Tell me what's" from "don't add
 * anything, just tell me what's on my calendar on the 5th"): a question, never an event's name.
 */
export function askedAsTitle(title: string): boolean {
  const [first = "", second = ""] = words(title);
  return (ASKED.has(first) && second === "me") || first === "what" || first === "whats";
}

/** Words said before "list" when the list is the one added to: "the list", "my shopping list". */
const LIST_OWNERS = new Set(["the", "my", "our", "da", "shopping", "grocery", "groceries"]);

/**
 * True when an item names the list it goes on ("bread 2 the list", "bread too the list": the word
 * joining them was not read as "to"): the request's own words, never a thing to buy.
 */
export function namesItsList(item: string): boolean {
  const said = words(item);
  return said.some((w, i) => i > 0 && w === "list" && LIST_OWNERS.has(said[i - 1] ?? ""));
}

/**
 * True when a free text opens with a number and a colon ("4: gym" from "set reminder 4 8am tmrw:
 * gym"): a number cut from what it counted or timed, never a doing.
 */
export function numberOpens(v: string): boolean {
  const [first = "", second] = v.trim().split(" ");
  // "1130 to leave": a time no reading took, left before the doing.
  if (digitsOnly(first) && first.length >= 3 && second === "to") return true;
  return first.length > 1 && first.endsWith(":") && digitsOnly(first.slice(0, -1));
}
