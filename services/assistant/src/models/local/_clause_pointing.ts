/**
 * What a clause that points at another asks for: a value that only points ("it", "the countdown")
 * reads as nothing by itself, and an instruction about the other clause ("mark it done" after "I
 * fixed the bike", "put it in my expenses") takes the other clause, or what it is about, as its
 * object.
 * @module
 */
import { LATEST_WATCH } from "../../tools/prices/latest_watch.ts";
import { isAsk, type Parsed } from "./_ask.ts";
import { GROUP_WORDS, type Kind, NOUN } from "./groups/mod.ts";
import { KIND_RE, kindsNamed, TOOL_KIND } from "./_clause_kind.ts";
import { namedSubject, PERSON, PRONOUN, PRONOUN_ONLY, referents } from "./_clause_statements.ts";
import { isQuestion } from "./_questions.ts";
import { tokenize } from "./_tokens.ts";
import type { ClauseReading } from "./_clauses.ts";

/** A request that makes something: what an instruction pointing at a statement may ask. */
export const CREATING =
  /^(?:please\s+)?(?:can\s+you\s+)?(?:add|put|save|log|record|make|note|keep|create|set|book|track|watch|jot|scribble|write|store|stick|pop|remind)\b/iu;

const EMPTY_WORDS = new Set(
  (
    "it them em that this those these one ones the a an already just too as well please now off " +
    "done again all both thing things stuff item items"
  ).split(" "),
);

/** A reference that names only the kind ("the countdown", see `theOne()`): the one there is. */
const KIND_ONLY = new RegExp(String.raw`^the\s+(?:${Object.values(NOUN).join("|")})$`, "iu");

/**
 * True when a value only points at something said elsewhere ("it", "them already", the latest
 * watch a price parser reads "it" as, "the countdown").
 */
function isEmptyValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isEmptyValue);
  if (typeof value !== "string") return false;
  if (value === LATEST_WATCH || KIND_ONLY.test(value)) return true;
  const words = value.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return words.length > 0 && words.every((w) => EMPTY_WORDS.has(w));
}

/** The call a clause asks for by itself, or null when it asks for nothing or only points ("it"). */
export function standalone(reader: ClauseReading, text: string): Parsed | null {
  const parsed = reader.read(text);
  if (!parsed) return null;
  if (isAsk(parsed)) return parsed;
  return Object.values(parsed.input).some(isEmptyValue) ? null : parsed;
}

/** Each kind's first noun, in the singular: what a dictated request starts with ("expense: …"). */
const HEAD_NOUN = new Map<string, string>(
  GROUP_WORDS.map((w) => [w.kind, (w.nouns[0] ?? w.kind).replace(/\(e?s\)$/u, "")]),
);

export const HEAD_NOUNS = new Set([...HEAD_NOUN.values()].map((n) => n.toLowerCase()));

/** True when `parsed` is a call of a kind the instruction names, or it names none. */
export function fits(parsed: Parsed, named: Set<string>): boolean {
  if (named.size === 0) return true;
  const tool = isAsk(parsed) ? parsed.ask : parsed.name;
  const kind = TOOL_KIND.get(tool) ?? "";
  // An event is put "in my calendar"; an expense's supplier is the supplier named.
  return named.has(kind) || (kind === "proposal" && named.has("calendar" satisfies Kind)) ||
    (kind === "expense" && named.has("supplier" satisfies Kind));
}

/**
 * What an instruction about the other clause asks for ("mark it done" after "I fixed the bike"):
 * the other clause by itself when it is a request of the kind the instruction names, else the
 * instruction with its pronoun replaced by what the other clause is about. Null when neither reads.
 */
export function resolveInstruction(
  reader: ClauseReading,
  instruction: string,
  other: string,
  together: string,
): string | null {
  const text = resolveOne(reader, instruction, other, together);
  // "the MOT's booked and the insurance is sorted, tick them off": "them" over two things said is
  // both, never one of them (nor both run together as one).
  const many = (PRONOUN.exec(instruction)?.[0] ?? "").toLowerCase();
  if (text === null || !MANY.has(many) || !other.toLowerCase().split(" ").includes("and")) {
    return text;
  }
  const parsed = standalone(reader, text);
  const single = parsed && !isAsk(parsed) &&
    Object.values(parsed.input).some((v) => typeof v === "string");
  return single ? null : text;
}

/** The pronouns that point at several things. */
const MANY = new Set(["them", "em", "those", "these"]);

function resolveOne(
  reader: ClauseReading,
  instruction: string,
  other: string,
  together: string,
): string | null {
  // "the follow-up about the generator service, clear it": what the pronoun points at is of the
  // kind said beside it, when the instruction names none.
  const said = kindsNamed(instruction);
  const verb = tokenize(instruction).slice(0, 3).map((t) => VERB_KIND.get(t.w)).find(Boolean);
  const named = said.size > 0 ? said : verb ? new Set<string>([verb]) : kindsNamed(other);
  // A parser that reads the two together itself ("Sara answered about the lease, dismiss that
  // follow-up": the lease) knows better than a pronoun swapped for a guess.
  const both = standalone(reader, together);
  if (both && !isAsk(both) && fits(both, named)) return together;
  const alone = standalone(reader, other);
  if (alone && fits(alone, named)) return other;
  const pronoun = PRONOUN.exec(instruction);
  if (!pronoun) return null;
  const creating = CREATING.test(instruction);
  // "what did the kids say at dinner, put that in my keepsakes": a question is never what is made.
  if (creating && isQuestion(other)) return null;
  const dictated = creating && onlyPoints(instruction) ? saidWhole(reader, other, named) : null;
  if (dictated !== null) return dictated;
  // "I met Carlos Ruiz at the conference, save him": the person named.
  // "we use Kwik Couriers a lot, save them as a supplier": the name said, for a supplier.
  const people = /^(?:him|her)$/iu.test(pronoun[0])
    ? [...[...other.matchAll(PERSON)].map((m) => m[0]), namedSubject(other) ?? ""].filter(Boolean)
    : named.has("supplier" satisfies Kind)
    ? [...other.matchAll(PERSON)].map((m) => m[0])
    : [];
  const refs = [...people, ...referents(other, creating)];
  for (const ref of refs) {
    const text = instruction.slice(0, pronoun.index) + ref +
      instruction.slice(pronoun.index + pronoun[0].length);
    const parsed = standalone(reader, text);
    if (parsed && !isAsk(parsed) && fits(parsed, named) && !thingAsName(parsed, ref)) return text;
  }
  // "hotel in Milan, €310 - put it in my expenses": dictated to the kind named, "expense: …",
  // with what the instruction says after the noun ("make it a task for Monday").
  if (!creating) return null;
  for (const { kind, re } of KIND_RE) {
    const noun = re.exec(instruction);
    const head = HEAD_NOUN.get(kind);
    if (!noun || !head) continue;
    const tail = instruction.slice(noun.index + noun[0].length).trim();
    for (const ref of refs) {
      const text = `${head}: ${ref}${tail ? ` ${tail}` : ""}`;
      const parsed = standalone(reader, text);
      if (parsed && !isAsk(parsed) && fits(parsed, named) && !thingAsName(parsed, ref)) return text;
    }
  }
  return null;
}

/** Verbs that name the kind they make, said without its noun: "…, jot that down" makes a note. */
const VERB_KIND: ReadonlyMap<string, Kind> = new Map([["jot", "note"], ["scribble", "note"]]);

/** Kinds whose item is the text said: what is told first is all of it, never a part. */
const DICTATED_KINDS: ReadonlySet<string> = new Set(["note", "keepsake"] satisfies Kind[]);

/**
 * "the gate code is 4417, note it", "the kids said grace tonight, put that in my keepsakes": a
 * statement told first is the whole text of the one kind the request names that keeps text
 * (`DICTATED_KINDS`), as dictated ("note: …"); null for a question, or any other kind.
 */
function saidWhole(reader: ClauseReading, other: string, named: Set<string>): string | null {
  const kinds = [...named].filter((k) => DICTATED_KINDS.has(k));
  const head = kinds.length === 1 && named.size === 1 ? HEAD_NOUN.get(kinds[0]!) : undefined;
  const told = other.trim();
  // "not a keepsake, a note": what names a kind itself is no text of another.
  if (
    !head || told === "" || PRONOUN_ONLY.has(tokenize(told)[0]?.w ?? "") ||
    kindsNamed(told).size > 0
  ) {
    return null;
  }
  const text = `${head}: ${told}`;
  const parsed = standalone(reader, text);
  return parsed && !isAsk(parsed) && fits(parsed, named) ? text : null;
}

/** Words a kind's label may hold beside its noun: ", business expense", " - for my keepsakes". */
const LABEL_WORDS = new Set(
  "my the our a an as for to in into on business work personal list".split(" "),
);

/** Words of a request that only points back, beside its label's: "can you jot that down for me". */
const POINTING_WORDS = new Set([
  ...LABEL_WORDS,
  ..."add put save log record make note keep jot scribble write store stick pop".split(" "),
  ..."down of up away safe please can could would you me it them em that this those these"
    .split(" "),
]);

/**
 * True when a request holds nothing but its verb, what points back and where it goes ("put that
 * in my keepsakes"); "keep both of these: the note Ava left" says its own things.
 */
function onlyPoints(instruction: string): boolean {
  const found = KIND_RE.find((k) => k.re.test(instruction));
  const rest = found ? instruction.replace(found.re, " ") : instruction;
  return tokenize(rest).every((t) => t.punct || POINTING_WORDS.has(t.w));
}

/** What stands between content and the label said after it. */
const LABEL_AFTER = [", ", " - ", " – ", " — ", "; "];

/** The one kind a clause only names ("business expense", "for my keepsakes"), else undefined. */
function labelKind(text: string): string | undefined {
  const found = KIND_RE.filter((k) => k.re.test(text));
  // "£18.40 for train tickets to Swansea, business": business said alone is an expense's label.
  const said = tokenize(text).filter((t) => !t.punct);
  if (found.length === 0 && said.some((t) => t.w === "business")) {
    return said.every((t) => LABEL_WORDS.has(t.w)) ? "expense" : undefined;
  }
  if (found.length !== 1) return undefined;
  const rest = tokenize(text.replace(found[0]!.re, " ")).filter((t) => !t.punct);
  return rest.every((t) => LABEL_WORDS.has(t.w)) ? found[0]!.kind : undefined;
}

/**
 * Content said first, then only its kind's label ("log $86 at Home Depot, business expense",
 * "Maya rode her bike today - for my keepsakes"): the content's own request when it is of that
 * kind, else the content dictated to a kind that keeps text; null when neither, or for a question.
 */
export function labelledAfter(reader: ClauseReading, sentence: string): string | null {
  const at = Math.max(...LABEL_AFTER.map((s) => sentence.lastIndexOf(s)));
  if (at <= 0) return null;
  const said = sentence.slice(0, at).trim();
  const kind = labelKind(sentence.slice(at + 1));
  if (kind === undefined || isQuestion(said)) return null;
  const named = new Set([kind]);
  const own = standalone(reader, said);
  // An expense is no supplier's label ("…, ExpoCity Events, as a supplier"): the kind itself.
  if (own) return !isAsk(own) && TOOL_KIND.get(own.name) === kind ? said : null;
  // "£18.40 for train tickets to Swansea, business": an expense read as said with its label
  // first (a kind that keeps text is dictated to below: "not a keepsake, a note" is no note).
  const first = `${kind}: ${said}`;
  const labelled = kind === "expense" ? standalone(reader, first) : null;
  if (labelled && !isAsk(labelled) && TOOL_KIND.get(labelled.name) === kind) return first;
  return saidWhole(reader, said, named);
}

/** Tools whose item is someone's name: what a pronoun points at is theirs only with a capital. */
const NAMED_ITEMS = new Set(["expenses_suppliers_save"]);

/** Words a name may hold in lower case: "Harper & Sons", "Bank of Ireland". */
const NAME_JOINERS = new Set(["&", "and", "of", "de", "the"]);

/**
 * "the taxi was from bolt, make that the supplier": a thing pointed at is no supplier's name, nor
 * are the words after one ("we use Kwik Couriers a lot"); a name is said with its capitals
 * ("Harper & Sons, put them down as a supplier").
 */
function thingAsName(parsed: Parsed, ref: string): boolean {
  if (isAsk(parsed) || !NAMED_ITEMS.has(parsed.name)) return false;
  const ws = tokenize(ref);
  return !ws[0]?.cap || ws.some((t) => !t.cap && !NAME_JOINERS.has(t.w));
}
