/**
 * The words the tool intent parsers share: how people name each kind of item, and how they ask to
 * see, add, change or remove things.
 * @module
 */
import type { Row } from "./_templates.ts";
import { type Clause, firstWord } from "./_tool_text.ts";
import { words } from "./_words_said.ts";
import { holidayName } from "./_dates_phrases.ts";
import { GROUP_WORDS } from "./groups/mod.ts";
import { clauseWords, fits, shapes } from "./_shapes.ts";

/** Articles and possessives before a noun ("the", "my", "our"). */
export const DET = String
  .raw`(?:(?:the|my|our|this|that|a|an|your|its|all(?:\s+of)?|any|every)\s+)*`;

/** {@link DET} as a row of words (`_templates.ts`), named `{det}` in the rows. */
export const DET_ROW: Row = { row: "[the/my/our/this/that/a/an/your/its/all/all_of/any/every]*" };

export { NOUN, othersThan } from "./groups/mod.ts";

/** A list of words written "a b c", as a set to look words up in. */
export function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.split(" ").filter((w) => w.length > 0));
}

/** Whether `text` says one of `set`'s words. */
export function saysWord(text: string, set: ReadonlySet<string>): boolean {
  return words(text).some((w) => set.has(w));
}

/** Whether `text`, trimmed and in lower case, is one of `set`'s words. */
export function isWord(text: string, set: ReadonlySet<string>): boolean {
  return set.has(text.trim().toLowerCase());
}

/** `text` without the words of `set` said first, and of `last` said last ("for Ana on" is "Ana"). */
export function trimWords(
  text: string,
  first: ReadonlySet<string>,
  last: ReadonlySet<string> = first,
): string {
  const parts = text.trim().split(" ").filter((w) => w.length > 0);
  while (parts.length > 0 && first.has(parts[0]!.toLowerCase())) parts.shift();
  while (parts.length > 0 && last.has(parts[parts.length - 1]!.toLowerCase())) parts.pop();
  return parts.join(" ");
}

/** Words that ask to see something. */
export const LIST_CUE = String
  .raw`(?:show|list|display|view|see|check|read|read\s+out|give|get|fetch|pull\s+up|bring\s+up|open|print|review|tell|what|which|how\s+many|any|got\s+any|do\s+i\s+have|have\s+i\s+got|are\s+there|is\s+there|let\s+me\s+see|go\s+through|look\s+at|remind\s+me\s+(?:of|what|which|when)|what\s+about|recap|summari[sz]e|overview|where\s+are|where\s+is|who\s+is\s+(?:in|on)|i\s+want\s+to\s+see|can\s+i\s+see|need\s+to\s+see|let\s+me\s+know(?=\s+(?:what|which|who|when)\b))`;

/** Words that ask to change something, said anywhere in a clause. */
const CHANGE_WORD = shapes([[
  "add|put|remove|delete|cancel|create|set up|save|change|update|move|clear|empty|mark|rename|edit|" +
  "dismiss|forget|stop|start|record|log|jot|note down|write down|new",
]]);

/** Words that ask to see, said first: what follows them may still ask for a change. */
const SEE_FIRST = new Set(["show", "list", "check", "read", "open", "review"]);

const LIST_FILLER = String
  .raw`(?:(?:the|my|our|all|of|current|upcoming|coming|open|pending|saved|existing|active|any|every|next|outstanding|remaining|latest|recent|list|me|please|your)\s+)*`;

const LIST_START = new RegExp(String.raw`^(?:${LIST_CUE})\b`, "iu");

/**
 * Patterns built from the words a parser passes, once for each: the parsers pass the same few
 * module-level strings on every clause, so building them again each time was most of the work.
 */
function builtOnce<T>(cache: Map<string, Map<string, T>>, a: string, b: string, build: () => T): T {
  let inner = cache.get(a);
  if (inner === undefined) {
    inner = new Map();
    cache.set(a, inner);
  }
  let built = inner.get(b);
  if (built === undefined) {
    built = build();
    inner.set(b, built);
  }
  return built;
}

const NOUN_WORDS = new Map<string, Map<string, RegExp>>();

/** A kind's nouns said as a word anywhere. */
function nounWord(noun: string): RegExp {
  return builtOnce(NOUN_WORDS, noun, "", () => new RegExp(String.raw`\b${noun}\b`, "iu"));
}

const NOUN_PATTERNS = new Map<string, Map<string, { word: RegExp; whole: RegExp }>>();

/**
 * Words that say the app itself, not the user's data: "my shopping list app keeps crashing, is
 * that you?", "why is the notes app so slow?" are about the software, which no list answers.
 */
export const SOFTWARE: ReadonlySet<string> = new Set(
  (
    "app apps application website bug bugs buggy glitch glitches glitchy glitching crash crashes " +
    "crashed crashing laggy lagging " +
    // "is there a limit on the shopping list?", "is a reminder silent?": how the product behaves.
    "limit limits silent sound sounds vibrate vibrates"
  ).split(" "),
);

/** Words a question about what would happen opens with: "would a reminder wake me up?". */
const SUPPOSING = new Set(["would", "suppose", "supposing", "imagine", "hypothetically"]);

/**
 * True when the words ask what would happen ("would a reminder at 3am wake me up?", "suppose I add
 * a hundred things …"), which no list answers; "would you show my reminders" asks for them.
 */
export function supposes(said: readonly string[]): boolean {
  return SUPPOSING.has(said[0] ?? "") && !(said[0] === "would" && said[1] === "you");
}

/** Words that say how things always go: "reminders never work for me", "notes keep vanishing". */
const HABIT = new Set(["never", "always", "keep", "keeps"]);
/** Words "not" says a statement after: "my reminders do not go off". */
const DO = new Set(["do", "does", "did"]);

/**
 * True when the words say how the items behave ("reminders never work for me", "my reminders do
 * not go off"): a statement, never a request to see them.
 */
function saysHabit(said: readonly string[]): boolean {
  return said.some((w, i) => HABIT.has(w) || (w === "not" && DO.has(said[i - 1] ?? "")));
}

/** True when the clause asks to see the items `noun` names ("what reminders do I have"). */
export function asksToList(c: Clause, noun: string): boolean {
  const t = c.text;
  const said = words(t);
  if (said.some((w) => SOFTWARE.has(w)) || supposes(said)) return false;
  const { word, whole } = builtOnce(NOUN_PATTERNS, noun, "", () => ({
    word: nounWord(noun),
    whole: new RegExp(String.raw`^${LIST_FILLER}${noun}(?:\s+\S+){0,6}$`, "iu"),
  }));
  if (!word.test(t)) return false;
  const clause = clauseWords(t);
  if (whole.test(t) && !fits(clause, CHANGE_WORD, "anywhere")) return !saysHabit(said);
  if (!LIST_START.test(t)) return false;
  return !fits(SEE_FIRST.has(firstWord(t)) ? clause.slice(1) : clause, CHANGE_WORD, "anywhere");
}

/** Verbs that remove or cancel something. */
export const REMOVE_VERB = String
  .raw`(?:delete|remove|cancel|call\s+off|drop|erase|clear|scrap|trash|bin|ditch|discard|kill|get\s+rid\s+of|forget|dismiss|turn\s+off|switch\s+off|disable|axe|nuke|wipe|throw\s+away|throw\s+out|take\s+down)`;

/**
 * The reference of an item a removal names, in any of the usual shapes: "delete the note about
 * wifi", "cancel the dentist reminder", "remove wifi from my notes", "delete note: wifi".
 * @param verb the removal verbs, as a regex source
 * @param noun the kind of item, as a regex source
 * @param other nouns of other kinds ({@link othersThan}): a reference holding one is not this kind's
 */
export function removalTarget(
  c: Clause,
  verb: string,
  noun: string,
  other: RegExp | null = null,
): { start: number; end: number } | null {
  const { shapes, word } = builtOnce(REMOVAL_SHAPES, verb, noun, () => ({
    shapes: [
      // delete the note about wifi / cancel my reminder to call mum
      String
        .raw`^(?:${verb})\s+${DET}${noun}\s+(?:about|regarding|concerning|re|for|to|of|on|with|called|named|titled|saying|that\s+says|that\s+said|which\s+says|from|that|where)\s+(.+?)$`,
      // cancel the dentist reminder
      String.raw`^(?:${verb})\s+${DET}(.+?)\s+${noun}$`,
      // remove wifi from my notes
      String.raw`^(?:${verb})\s+(.+?)\s+(?:from|off|out\s+of|in)\s+${DET}${noun}$`,
      // delete note: wifi / delete note wifi
      String.raw`^(?:${verb})\s+${DET}${noun}\s*[:\-]?\s+(.+?)$`,
    ].map((shape) => new RegExp(shape, "iud")),
    word: nounWord(noun),
  }));
  for (const [i, re] of shapes.entries()) {
    const m = re.exec(c.text);
    const span = m?.indices?.[1];
    if (!m || !span) continue;
    const ref = m[1] ?? "";
    if (i !== 0 && other && other.test(ref)) continue;
    if (word.test(ref) && i !== 2) continue;
    // "cancel gym membership to my tasks": put on a list, not taken off it.
    if (fits(ref, ONTO_LIST, "end")) continue;
    // "forget the memory about the holiday": the kind's noun is what the thing is about.
    if (i === 1 && fits(ref, ABOUT_END, "end")) continue;
    // "remove wifi from the note": taken out of one item, not off the list of them.
    if (i === 2 && !namesAList(c.text.slice(span[1]))) continue;
    return { start: span[0], end: span[1] };
  }
  return null;
}

/** A reference that ends where a list would be named: "… to my". */
const ONTO_LIST = shapes([["to|onto|into", "?my|the|our|your"]]);

/** A reference that ends where what it is about would be named: "the memory about the". */
const ABOUT_END = shapes([[
  "about|regarding|concerning|re|for|of|on|with|from|to|in|at",
  "?the|my|our|this|that|your",
]]);

/** Nouns of a whole list, said in the singular: "from the list", "off my calendar". */
const LIST_WORDS = wordSet(
  "list calendar diary agenda schedule shopping groceries grocery basket book watchlist todoist dashboard spending manager todo to-do do",
);

/**
 * Whether "… from the notes", said after a thing, names a list of items (a plural or a list's own
 * word), not one item ("from the note").
 */
export function namesAList(after: string): boolean {
  const last = after.trim().toLowerCase().split(" ").at(-1) ?? "";
  return last.endsWith("s") || LIST_WORDS.has(last);
}

const REMOVAL_SHAPES = new Map<string, Map<string, { shapes: RegExp[]; word: RegExp }>>();

/** What may follow an item named by its kind alone: "remove the trip please", "… from my list". */
const BARE_TAIL = String
  .raw`(?:\s+(?:please|now|too|as\s+well|for\s+me|any\s*more|after\s+all|then|already|from\s+(?:my|the)\s+list))*`;

/**
 * True when the clause asks, with one of `verb`, for an item it names by its kind alone: "remove
 * the trip", "delete my countdown please", "get rid of that note". Such a request names no
 * particular item ("all my trips", "my trips" are not one): the parser gives the reference {@link theOne}, which the tools read as the one
 * there is (the only one, or a question naming them when there are several).
 * @param verb the verbs, as a regex source
 * @param noun the kind's nouns, as a regex source
 */
export function namesOnlyKind(c: Clause, verb: string, noun: string): boolean {
  if (fits(c.text, EVERY, "anywhere")) return false;
  const m = builtOnce(
    KIND_ONLY,
    verb,
    noun,
    () => new RegExp(String.raw`^(?:${verb})\s+${DET}(${noun})${BARE_TAIL}$`, "iu"),
  ).exec(c.text);
  // "delete my notes" asks for them all: only one item, said in the singular, is the one there is.
  return m !== null && !(m[1] ?? "").toLowerCase().endsWith("s");
}

const KIND_ONLY = new Map<string, Map<string, RegExp>>();

/** Words that say a request is of several items. */
const EVERY = shapes([["all|every|any"]]);

/**
 * The reference of an item named by its kind alone ("the trip"): the tools' resolvers read it as
 * the one there is (`tools/resolve_item.ts`, `namesNoItem`).
 * @param kind the kind's name as its tool says it ("trip", "task", "follow-up")
 */
export function theOne(kind: string): string {
  return `the ${kind}`;
}

/** What any group's items may be for ("party", "wrapping"): the groups' `occasions`. */
const OCCASIONS: ReadonlySet<string> = new Set(GROUP_WORDS.flatMap((g) => g.occasions ?? []));

/**
 * Where a purpose starts in `text`: the first " for " whose phrase names an occasion ("sellotape
 * for the birthday wrapping", "sparklers for bonfire night", "noodles for next time"); -1 when
 * none does ("food for the cat" is one thing).
 */
export function purposeStart(text: string): number {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(" for "); at > 0; at = lower.indexOf(" for ", at + 1)) {
    const phrase = text.slice(at + 5);
    if (words(phrase).some((w) => OCCASIONS.has(w)) || holidayName(phrase)) return at;
  }
  return -1;
}
