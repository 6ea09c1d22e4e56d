/**
 * What a clause states rather than asks: "the tank is nearly empty", "I fixed the bike", "Misty
 * finished the last bag". Used to drop explanations beside a request and to find what an
 * instruction pointing back ("mark it done") refers to.
 * @module
 */
import { REASON_ALT } from "../../text/normalize.ts";
import { isAsk, type Parsed } from "./_ask.ts";
import { each, fits, read, shapes } from "./_shapes.ts";
import { withoutFirst } from "./_tool_text.ts";

/** Auxiliary verbs and adverbs that follow a subject in a statement ("is", "has", "already"). */
export const AUX = String
  .raw`(?:is|are|was|were|am|'s|'re|'m|got|gets|has|have|had|'ve|do|does|did|will|would|can|cannot|can't|could|should|must|not|never|no\s+longer|already|just|still|finally|actually|really|also)`;
/** Verbs in the past: regular ones ending in -ed, and the common irregular ones. */
export const PAST = String
  .raw`(?:\p{L}{3,}ed|found|bought|went|came|left|ran|broke|made|said|told|took|sent|gave|ate|fell|lost|sold|paid|spent|wrote|written|done|gone|seen|met|heard|got|forgot|won|cried|died|read|put|cut|hit|set|rang|brought|thought|felt|kept|caught|began|drove|flew|knew|saw|sat|spoke|stood|threw|woke|wore|told|lent|spoken|eaten|taken|given|known|shown|driven|flown|forgotten|broken|chosen|fallen|stolen|worn|begun|drunk|grew|outgrew|became|quit)`;

/** Verbs in the past that are never said for a request: no "put", "set", "cut" or "read". */
export const DONE = String
  .raw`(?:\p{L}{3,}ed|found|bought|went|came|left|ran|broke|made|said|told|took|sent|gave|ate|drank|fell|lost|sold|paid|spent|wrote|heard|got|forgot|won|brought|thought|kept|caught|drove|flew|knew|saw|threw|lent)`;

/**
 * A clause that states something (a subject and a verb) rather than asking for something, the
 * apostrophe left out too ("its about the MOT", "thats done"), a subject said without its
 * determiner when what it did is done to someone or something ("neighbour gave us some", "legal
 * sent the contract back"), or left out before what has not been done ("haven't spoken to him in
 * years", "never used it"), or a thing that runs out, starts or ends ("parking runs out", "school
 * starts at 9").
 */
const STATEMENT = new RegExp(
  String
    .raw`^(?:(?:so|${REASON_ALT}|as|but|well|though|although)\s+)?(?:(?:i|we|he|she|it|they|there|that|this|its|thats|theres|im|ive|hes|shes|theyre|theyve)(?:'\p{L}+)?\s+\S|(?:(?:have|has|had)(?:\s+not|n't)|not|never)\s+(?:${PAST}|been)\b|(?:(?:the|my|our|his|her|their|its)\s+)(?:[\p{L}\p{N}'-]+\s+){0,6}(?:${AUX}|${PAST})\b|(?!(?:so|just|then|also|now|please|and|but|or|to|you|pls)\s)[\p{L}'-]+\s+${DONE}\s+(?:us|me|them|it|one|some|him|her|the|a|an|my|our|his|their)\b|(?!(?:so|just|then|also|now|please|and|but|or|to|you|pls)\s)[\p{L}'-]+\s+(?:runs\s+out|starts|ends|closes|opens|expires|finishes|begins|kicks\s+off)\b)`,
  "iu",
);

/**
 * A named subject with a past verb or an auxiliary ("Misty finished the last bag"), or with a verb
 * of now said of someone or something named before ("Jo hates it", "Kev loves them"), or "'s" and
 * a verb in -ing with what it does ("Sara's bringing some", never "Sara's wedding cake"). A question's
 * first word written capitalised is no name ("What is on Thursday", "Have I got anything on").
 */
const NAMED_STATEMENT = new RegExp(
  String
    .raw`^(?!(?:What|When|Where|Who|Which|Why|How|Have|Has|Do|Does|Did|Is|Are|Am|Can|Could|Should|Would)\s)\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?\s+(?:${AUX}|${PAST}|\p{Ll}{2,}s\s+(?:it|them|him|her|me|us|that|those)$)\b|^\p{Lu}\p{L}+'s\s+\p{Ll}{3,}ing\s+(?:some|it|them|one|a|an|the|his|her|their|our|over|round|along|back)\b`,
  "u",
);

/** A wish said in the first person ("I want it under £50", "we need …"): a request, not a statement. */
export const WISH = /^(?:i|we)(?:\s+(?:need|want|have\s+to|must|should|would)\b|'d\b)/iu;

/** True when a clause only tells something ("the tank is nearly empty", "Dad found one"). */
export function isStatement(text: string): boolean {
  const t = withoutTimeBefore(text.trim());
  return (STATEMENT.test(t) || NAMED_STATEMENT.test(t)) && !WISH.test(t);
}

/** When a thing told happened, said before it: "last time they charged …", "last month we …". */
const TIME_BEFORE = [
  ["last", "time"],
  ["last", "week"],
  ["last", "month"],
  ["last", "year"],
  ["the", "last", "time"],
  ["this", "morning"],
  ["earlier", "today"],
];

/** `text` without a past time said before what it tells ("last time they charged a fee"). */
function withoutTimeBefore(text: string): string {
  const ws = text.split(" ");
  const said = ws.map((w) => w.toLowerCase().replace(",", ""));
  const time = TIME_BEFORE.find((p) => p.every((w, i) => said[i] === w));
  return time && ws.length > time.length + 2 ? ws.slice(time.length).join(" ") : text;
}

/** Words that open an apology said before a request: "sorry to be a pain, …". */
const APOLOGY = new Set(["sorry", "apologies", "soz", "sry", "pardon"]);

/** True when a clause only apologises ("Sorry to be a pain", "apologies for the bother"). */
export function isApology(text: string): boolean {
  const first = text.trim().split(" ")[0]?.toLowerCase() ?? "";
  let end = first.length;
  while (end > 0 && ",.!".includes(first.charAt(end - 1))) end--;
  return APOLOGY.has(first.slice(0, end));
}

/**
 * "I know I keep asking for small things, but could you write down …": what is said after the
 * "but" of a statement or an apology said first, or null.
 */
export function afterBut(text: string): string | null {
  const at = text.toLowerCase().indexOf(", but ");
  if (at <= 0) return null;
  const before = text.slice(0, at);
  return isStatement(before) || isApology(before) ? text.slice(at + 6).trim() : null;
}

/** Questions about what the assistant's things are, not requests to use them. */
const ABOUT_THINGS = shapes([
  // "tell me what all is there on the 20th" (as said in India) asks about the calendar.
  ["remind me|tell me|explain", "what", "?a|an", "!all", "is|are|mean|means"],
  ["what is the difference between"],
  ["what", "is|are", "a|an", "_", "for|used for"],
  ["how", "do|does|can", "i|you", "use"],
]);

/** True when a clause asks what the assistant's things are ("what is a keepsake for?"). */
export function aboutThings(text: string): boolean {
  return fits(text, ABOUT_THINGS, "start");
}

/** "I wonder …", "we would like to know …": a question, in other words. */
const WONDER = shapes([["i|we", "wonder|would like to know"]]);

/**
 * True when what a clause reads as is not asked for: a question about what the things are ("what
 * is the difference between a note and a keepsake?"), or a statement that names a list's items
 * ("my trip to Rome last year was amazing" lists no trips, "the meeting is at 3" lists no events).
 */
export function notAsked(text: string, parsed: Parsed, question: boolean): boolean {
  if (aboutThings(text)) return true;
  if (isAsk(parsed) || !parsed.name.endsWith("_list") || question) return false;
  // "I wonder what is on my calendar" asks, in other words.
  return isStatement(text) && !fits(text, WONDER, "start");
}

/** A statement about the past ("he asked this morning"): its time is not the request's. */
export const TOLD = new RegExp(
  String.raw`\b(?:${PAST}|was|were|had|yesterday|ago|last\s+(?:night|week|month|year))\b`,
  "iu",
);

/**
 * "no need for pasta any more", "we don't need milk", "not bothered about keeping Jim's birthday
 * any more": what is no longer needed or wanted is the slot.
 */
const UNNEEDED = shapes([
  [
    "no need for|" + each("i|we", "do not need|don't need|no longer need"),
    "?any",
    "{x}",
    "?any more|anymore",
  ],
  [
    "?i am|we are|i'm|we're",
    "not|no longer",
    "bothered about|fussed about|interested in|keen on",
    "?keeping|having",
    "{x}",
    "?any more|anymore",
  ],
]);

/**
 * True when a clause says what is no longer needed ("we don't need it after all", "no need for
 * pasta any more"): a removal said as a fact.
 */
export function saysUnneeded(text: string): boolean {
  return read(text.trim(), UNNEEDED) !== null;
}

/** Words that say where a thing was found, after it: "a jar of coffee at the back of …". */
const PLACE_AFTER = new Set(["at", "in", "under", "behind", "from", "on"]);

/** "a jar of coffee at the back of the cupboard": the thing before where it was, or null. */
function beforePlace(object: string): string | null {
  const ws = object.split(" ");
  const at = ws.findIndex((w, i) =>
    i > 0 && PLACE_AFTER.has(w.toLowerCase()) && ws[i + 1]?.toLowerCase() === "the"
  );
  return at > 0 ? ws.slice(0, at).join(" ") : null;
}

/** Words said after what a statement is about: "… already", "… as well". */
const SAID_AFTER = /\s+(?:already|now|too|as\s+well)$/iu;

/** Who a statement is about when it starts with their name: "Inès changed jobs" is Inès. */
export function namedSubject(statement: string): string | null {
  const said = NAMED_STATEMENT.exec(statement.trim())?.[0];
  return said ? said.slice(0, said.lastIndexOf(" ")).trim() || null : null;
}

/** An object that only points ("Pierre bought them"): what it names is not said. */
export const PRONOUN_ONLY = new Set("it them that this those these one some".split(" "));

/** A word pointing at something said elsewhere. */
export const PRONOUN = /\b(?:it|them|em|that|this|those|these|him|her)\b/iu;

/** A person's name as typed: "Carlos Ruiz", "Dr Anne Moss". */
export const PERSON = /\b\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)+/gu;

/**
 * Who or what a statement is about: "I fixed the bike" gives "the bike" (to remove or complete)
 * or "fixed the bike" (to add), "the Edinburgh trip is cancelled" gives "the Edinburgh trip".
 */
export function referents(statement: string, creating: boolean): string[] {
  const t = withoutFirst(statement.trim(), ["so", "because", "since", "as", "but", "well"]);
  const out: string[] = [];
  // "no need for pasta any more": what is no longer needed.
  const unneeded = read(t, UNNEEDED)?.[0];
  if (unneeded) out.push(unneeded);
  // The subject may be left out: "finally filed my tax return", "got the bananas".
  const subject = new RegExp(
      String
        .raw`^(?:(?:i|we|you|he|she|they)(?:'\p{L}+)?\s+|(?=(?:(?:just|already|also|finally)\s+)*${PAST}\s))`,
      "iu",
    ).test(t)
    ? /^(?:(?:i|we|you|he|she|they)(?:'\p{L}+)?\s+)?(?:(?:have|has|had|am|are|is|was|were|just|already|also|finally|actually|really|do|did|will|need\s+to|have\s+to|must|want\s+to|should|got\s+to|gotta)\s+)*(?:(?:out\s+of|run\s+out\s+of|ran\s+out\s+of|low\s+on|done\s+with|finished\s+with)\s+)?(.+)$/iu
      .exec(t)
    : null;
  const predicate = subject?.[1]?.replace(SAID_AFTER, "");
  if (predicate) {
    const object = /^\S+(?:\s+(?:up|off|out|back|down|in|on|of|to|about|with|from))?\s+(.+)$/iu
      .exec(predicate)?.[1];
    // Adding takes what was said; removing or completing takes its object first, without where
    // it was ("found a jar of coffee at the back of the cupboard": the jar of coffee).
    if (creating || !object) out.push(predicate);
    const thing = object && !creating ? beforePlace(object) : null;
    if (thing) out.push(thing);
    if (object) out.push(object);
    out.push(predicate);
  }
  // "Pierre already bought the Eurostar tickets": what was done to is the topic before who did
  // it ("Tom wrote back": no object, Tom); a pronoun object ("Pierre bought them") says neither.
  const said = new RegExp(
    String
      .raw`^(.+?)\s+(?:(?:already|just|finally|also)\s+)*(?:(?!${AUX}\b)${PAST}\s+(?!(?:off|up|out|back|down|away|over|in|on|to|with|about|from|at|for|by|so|and|but|because|yesterday|today|last|this)\b)(.+)|(?:${AUX}|${PAST})\b)`,
    "iu",
  ).exec(t);
  const object = said?.[2]?.replace(SAID_AFTER, "");
  if (object && !subject) out.push(object);
  const pointing = object !== undefined && PRONOUN_ONLY.has(object.trim().toLowerCase());
  if (!subject && said?.[1] && !pointing) out.push(said[1]);
  out.push(t);
  return [...new Set(out.map((r) => r.trim()).filter((r) => r.length > 0))];
}
