/**
 * A clause that names no kind of item, beside a request that does, read in that request's kind:
 * "put sun cream on the list and remove the hot chocolate" removes it from the shopping list, "add
 * Rome 2-5 May and get rid of the Paris one" deletes the Paris trip, "keep '…' and forget the one
 * about the hamster" forgets a keepsake. "one" stands for the kind's noun; a clause that starts
 * with one of the kind's own verbs is read as said of the kind's list. Only a removal, a
 * cancellation or a completion is read so, or words quoted whole ("keep '…'"), or an item made in
 * place of the kind's or as one more of it ("set a new one for …", "add Prague … instead"): any
 * other clause creating an item says its kind itself. The reading must be of that
 * kind and point at something of its own (not "it"), and the message is still checked whole. After a verb the clause must point at
 * something ("the …", a name, words quoted): "we're out of oat milk and bin bags" goes on a list.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import type { ToolCall } from "../../tools/types.ts";
import { words as wordsOf } from "./_words_said.ts";
import { GROUP_WORDS, NOUN } from "./groups/mod.ts";
import { purposeStart } from "./_tool_words.ts";
import { startsUpper } from "./_tool_text.ts";
import { withoutAlso } from "./_tool_reminders_about.ts";

/** Reads a clause once: the call it asks for (or the detail it lacks), or null. */
interface Reading {
  read(segment: string): Parsed | null;
}

/** Each tool's kind, from the examples of its group's description. */
export const TOOL_KIND = new Map<string, string>(
  GROUP_WORDS.flatMap((w) => Object.keys(w.examples).map((tool) => [tool, w.kind])),
);

/** Each kind's first noun, singular and plural, and every verb of its tools. */
const KIND_WORDS = new Map(
  GROUP_WORDS.map((w) => {
    const first = w.nouns[0] ?? w.kind;
    const bare = first.split("(")[0] ?? first;
    const plural = first.endsWith(")") ? bare + first.slice(bare.length + 1, -1) : bare;
    const verbs = Object.values(w.verbs ?? {}).flat().map((v) => v.toLowerCase());
    return [w.kind, { one: bare, ones: plural, verbs }];
  }),
);

/** Kinds whose parser reads a clause of its own verbs in more than one group ("save", "add"). */
const WIDE = new Set(["calendar", "proposal"]);

/** What the tools that change an item already there do, by the last word of their names. */
const CHANGES = new Set(["remove", "delete", "cancel", "forget", "dismiss", "stop", "complete"]);

/** True when a tool changes an item already there (removes, cancels, completes it). */
export function changes(tool: string): boolean {
  return CHANGES.has(tool.split("_").at(-1) ?? "");
}

/** The clause said of `kind`'s list: "add Rome" of the trips is "add Rome to my trips". */
export function saidOf(text: string, kind: string): string {
  const said = KIND_WORDS.get(kind);
  return said ? `${text.trim()} to my ${said.ones}` : text;
}

/** A request labelled with its kind: "add" and "Rome 2-5 May" of the trips, "add a trip: …". */
export function labelled(verb: string, kind: string, rest: string): string | null {
  const said = KIND_WORDS.get(kind);
  if (!said || rest.trim().length === 0) return null;
  const a = "aeiou".includes(said.one.charAt(0)) ? "an" : "a";
  return `${verb.trim()} ${a} ${said.one}: ${rest.trim()}`;
}

/** The kind a word names by its first noun, singular or plural ("tasks"), or null. */
export function kindOfNoun(word: string): string | null {
  const w = word.toLowerCase();
  for (const [kind, said] of KIND_WORDS) if (said.one === w || said.ones === w) return kind;
  return null;
}

/** The verbs that add to a list without naming it: "add Rome", "put ironing". */
const BARE_ADD = new Set(["add", "put", "also"]);

/**
 * True when a clause is read as a shopping item, or as nothing, only because it adds without naming
 * a list ("add Rome", "add book the MOT"), beside a change of an item of another kind ("remove the
 * Lisbon trip", "tick off pay the window cleaner").
 */
export function addedBeside(text: string, tool: string | null, calls: readonly Parsed[]): boolean {
  if (tool !== null && tool !== "shopping_add") return false;
  const first = text.trim().split(" ")[0]?.toLowerCase() ?? "";
  return BARE_ADD.has(first) &&
    calls.some((c) => !isAsk(c) && changes(c.name) && TOOL_KIND.get(c.name) !== "shopping");
}

/** Words before "one" that make it one more of the kind: "a new one", "another one". */
const NEW_ONE = new Set(["new", "another", "fresh", "different", "second", "separate"]);
/** Words after "one" that make it an item, not a count: "set one for 5pm", "add one about …". */
const AFTER_ONE = new Set(["for", "about", "to", "on", "at", "in", "saying", "that", ""]);

/** Words pointing at something already there. */
const POINTING = new Set(["the", "that", "those", "this", "these", "my", "our"]);

/** Removal verbs that are no thing's name ("bin bags", "drop earrings" are things). */
const BARE_REMOVALS = new Set(["remove", "delete", "take", "cross", "erase", "strike"]);

/** A word without the punctuation after it. */
function unpunctuated(word: string): string {
  let end = word.length;
  while (end > 0 && ",.!?".includes(word.charAt(end - 1))) end--;
  return word.slice(0, end);
}

/** The clause said of `kind`'s items, as its parser reads it, or null. */
export function inKindOf(text: string, kind: string, reader: Reading): string | null {
  const said = KIND_WORDS.get(kind);
  if (!said || WIDE.has(kind)) return null;
  const words = text.trim().split(" ");
  // "… and delete the Leeds trip too": a clause ending in another kind's noun is that kind's
  // ("add one to collect the receipt", "save '…' instead" say theirs with "one" or quoted words).
  const bare = words.map((w) => unpunctuated(w.toLowerCase()));
  const at = bare.findIndex((w) => w === "one" || w === "ones" || w === "one's");
  const own = kindsNamed(withoutAlso(bare).at(-1) ?? "");
  const quotes = words.some((w) => w.startsWith("'") || w.startsWith('"'));
  const plain = at < 0 && !quotes && !bare.includes("instead");
  if (plain && own.size > 0 && !own.has(kind)) return null;
  const tries: string[] = [];
  // "set a new one for pilates", "add Prague … instead": an item made in place of the kind's, or
  // one more of it, is of that kind too.
  let another = bare.includes("instead");
  if (at > 0) {
    const noun = bare[at] === "ones" ? said.ones : said.one;
    const rest = words[at]!.slice(bare[at] === "one's" ? 3 : bare[at]!.length);
    tries.push([...words.slice(0, at), noun + rest, ...words.slice(at + 1)].join(" "));
    another ||= NEW_ONE.has(bare[at - 1] ?? "") || AFTER_ONE.has(bare[at + 1] ?? "");
  } else {
    // A verb of the kind, not a list going on ("oat milk and bin bags") nor an item said with the
    // words after it ("add rolls instead").
    const start = bare.join(" ");
    const verb = said.verbs.find((v) => start.startsWith(`${v} `));
    const n = verb === undefined ? -1 : verb.split(" ").length;
    const next = words[n] ?? "";
    const first = next.startsWith("'") || next.startsWith('"') ? "Q" : next.charAt(0);
    // A thing pointed at, a name ("remove Uncle Tony's") or words quoted whole; beside a shopping
    // request, a thing to buy is said bare ("add dog food and remove cat food").
    const bareThing = kind === "shopping" && BARE_REMOVALS.has(verb ?? "");
    // Beside a task, "cancel the netflix trial" or "clear the gutters" is one more doing, no task
    // removed: a task is removed only as "the … one" or named ("the … task").
    const doing = kind === "task" && !another;
    if (!doing && (POINTING.has(bare[n] ?? "") || first !== first.toLowerCase() || bareThing)) {
      tries.push(`${text.trim()} from my ${said.ones}`, `${text.trim()} to my ${said.ones}`);
    }
    if (another && verb !== undefined) {
      // "keep instead that …", "add Prague for 8-10 May instead": the words after the verb are
      // the item, labelled with the kind ("add a trip: Prague for 8-10 May").
      const kept = words.filter((_, i) => i >= n && bare[i] !== "instead").join(" ");
      tries.push(labelled(words.slice(0, n).join(" "), kind, kept) ?? "");
    }
  }
  const quoted = words.some((w) => w.startsWith("'") || w.startsWith('"'));
  for (const t of tries) {
    const parsed = reader.read(t);
    if (!parsed || isAsk(parsed) || TOOL_KIND.get(parsed.name) !== kind) continue;
    // Only a change of an item there is, or words quoted whole: "put the kettle on" or "get the
    // kids from school" beside a shopping request are no shopping.
    if (quoted || changes(parsed.name) || another) return t;
  }
  return null;
}

/** Each kind's nouns, as a pattern matching one as a whole word. */
export const KIND_RE = Object.entries(NOUN).map(([kind, noun]) => ({
  kind,
  re: new RegExp(String.raw`\b${noun}\b`, "iu"),
}));

/** The kinds of item a clause names ("add it to my expenses" names expenses). */
export function kindsNamed(text: string): Set<string> {
  return new Set(KIND_RE.filter((k) => k.re.test(text)).map((k) => k.kind));
}

/** Words that name a list of things to buy without its noun ("on the list", "in the basket"). */
const LIST_WORDS = new Set(["list", "lists", "basket"]);

/**
 * The shopping calls of a message that names another kind of item and no list: the shopping list
 * is the kind read when none is said ("add sellotape"), so beside another kind named ("the
 * timesheet task has no deadline, take the date off", "add two expenses: …") it is that kind's
 * request misread, and nothing runs.
 */
export function strayShopping(text: string, calls: readonly ToolCall[]): string[] {
  const items = calls.filter((c) => c.name === "shopping_add" || c.name === "shopping_remove")
    .flatMap((c) => Array.isArray(c.input.items) ? c.input.items.map(String) : []);
  if (wordsOf(text).some((w) => LIST_WORDS.has(w))) return [];
  // "add Priya, she's my dentist": a name said of someone is a person, not a thing to buy.
  if (wordsOf(text).some((w) => PERSON_WORDS.has(w))) {
    const names = items.filter(startsUpper);
    if (names.length > 0) return names;
  }
  // "add sellotape for the birthday wrapping": a kind named in a purpose is no request's.
  const purpose = purposeStart(text);
  const named = kindsNamed(purpose > 0 ? text.slice(0, purpose) : text);
  if (named.size === 0 || named.has("shopping")) return [];
  return items;
}

/** Words said of a person: "she's my dentist", "his number is …". */
const PERSON_WORDS = new Set(["he", "she", "his", "her", "him", "hers"]);

/**
 * "… and the one from Jenny" after "dismiss the roof quote follow-up": the request before's verb
 * (its words before what it points at) said again for a clause that is only "the one …"; null
 * otherwise.
 */
export function sameVerb(request: string, clause: string): string | null {
  const words = clause.trim().split(" ");
  const bare = words.map((w) => unpunctuated(w.toLowerCase()));
  const one = bare[0] === "one" ? 0 : bare[1] === "one" && POINTING.has(bare[0]!) ? 1 : -1;
  if (one < 0 || words.length < one + 3) return null;
  const said = request.trim().split(" ");
  const at = said.findIndex((w) => POINTING.has(unpunctuated(w.toLowerCase())));
  return at > 0 ? `${said.slice(0, at).join(" ")} ${clause.trim()}` : null;
}

/** Verbs that say one kind's change by themselves: a follow-up is dismissed. */
const OWN_VERB = new Map([["dismiss", "followup"], ["dismis", "followup"]]);

/** What a pointing instruction points with: "that one", "it"; several: "both", "them". */
const POINTERS = [["that", "one"], ["this", "one"], ["it"], ["that"], ["this"]];
const SEVERAL = [["both", "of", "them"], ["them", "both"], ["both"], ["them"], ["those"]];

/**
 * "the builder's quote is sorted, dismiss that one": an instruction naming no kind, whose verb is
 * one kind's own, said of that kind ("dismiss that follow-up"); null otherwise.
 */
export function ownKindSaid(instruction: string): string | null {
  if (kindsNamed(instruction).size > 0) return null;
  const words = instruction.trim().split(" ");
  const bare = words.map((w) => unpunctuated(w.toLowerCase()));
  // "so dismiss that one", "you can dismiss it": the verb among the first words.
  const verb = bare.slice(0, 3).find((w) => OWN_VERB.has(w));
  const kind = verb === undefined ? undefined : OWN_VERB.get(verb);
  const said = kind === undefined ? undefined : KIND_WORDS.get(kind);
  if (said === undefined) return null;
  // "… are sorted, dismiss both": several pointed at are "those follow-ups".
  const pointers = [
    ...POINTERS.map((p) => ({ p, with: ["that", said.one] })),
    ...SEVERAL.map((p) => ({ p, with: ["those", said.ones] })),
  ];
  for (const pointer of pointers) {
    const at = bare.findIndex((_, i) => pointer.p.every((p, n) => bare[i + n] === p));
    if (at < 1) continue;
    const end = words[at + pointer.p.length - 1]!;
    const mark = end.slice(unpunctuated(end).length);
    const [det, noun] = pointer.with;
    return [...words.slice(0, at), det, noun + mark, ...words.slice(at + pointer.p.length)]
      .join(" ");
  }
  return null;
}
