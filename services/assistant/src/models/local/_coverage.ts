/**
 * Precision first: a reading is acted on only when it accounts for the whole message. Every
 * content word must be in a slot of a call read from it (an item, a name, a text), be one of the
 * words of the groups' descriptions (their nouns and verbs: "add", "shopping list"), a word of
 * dates, times and amounts, or known filler (politeness, pronouns, "because …" reasons). A word
 * left over means the parser read only part of the message, and acting on that part could store
 * the wrong thing.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { GROUP_WORDS, type GroupWords } from "./groups/mod.ts";
import { anyOf } from "./groups/_words.ts";
import { stem, STOP_WORDS, words } from "../../text/normalize.ts";
import { isStatement } from "./_clause_statements.ts";
import { findDates } from "./_dates_find.ts";
import { withoutHolidays } from "./_dates_phrases.ts";
import { SLANG } from "./_tool_text.ts";
import { MONTH_RE } from "./_dates_words.ts";

/** Words that carry no slot of their own in a request: filler, and how dates and times are said. */
const FILLER = (
  "want need like love would could can will shall may might must let lets make sure pls please " +
  "thanks thank cheers ok okay yeah yes no not do does did done dont also just now then too " +
  "again new another more list lists some any all every each both either there here it its this " +
  "that these those them they their my mine our me i we us you your he she him her his it's " +
  "today tomorrow tonight yesterday morning afternoon evening night noon midnight week weeks " +
  "lunchtime bedtime midday " +
  "weekend month months year years day days hour hours minute minutes min mins time times " +
  "next last this coming following before after from until till by at on in for of to " +
  "am pm a.m p.m o'clock oclock half quarter past end start early late later soon " +
  "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs " +
  "fri sat sun january february march april may june july august september october november " +
  "december jan feb mar apr jun jul aug sep sept oct nov dec " +
  "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty " +
  "forty fifty hundred first second third fourth fifth st nd rd th " +
  "euro euros eur pound pounds gbp dollar dollars usd quid bucks cent cents chf " +
  "total each per every daily weekly monthly yearly annually fortnightly date dates " +
  "anyone anybody someone somebody everyone everybody nobody anything something everything " +
  "show list see view display read check tell upcoming pending recent outstanding current rest " +
  "remaining things awaiting planned scheduled saved kept ups"
).split(" ");

function stemsOf(phrases: readonly string[]): string[] {
  return phrases.flatMap((p) => words(p.replace(/\((?:e?s)\)/gu, ""))).map(stem);
}

/** Words any request may hold: filler (any group's), dates, times, amounts, and every verb. */
const GENERIC: ReadonlySet<string> = new Set(
  stemsOf([
    ...FILLER,
    // Shorthand the clauses read as the words they stand for ("tonite", "tmrw").
    ...Object.keys(SLANG),
    ...GROUP_WORDS.flatMap((g) => [
      ...Object.values(g.verbs ?? {}).flat(),
      ...(g.filler ?? []),
      ...(g.questions ?? []),
    ]),
  ]),
);

/** A group's own words: its nouns. */
function ownWords(g: GroupWords): string[] {
  return stemsOf(g.nouns);
}

/** Every group's own words: what a word of no slot may be when the group is not known. */
const ALL_NOUNS: ReadonlySet<string> = new Set(GROUP_WORDS.flatMap(ownWords));

/** Tools a group's description does not name but whose requests use its nouns. */
const ALSO: Readonly<Record<string, readonly string[]>> = {
  calendar: ["propose_action"],
  supplier: ["expenses_record", "expenses_update"],
};

/** Per tool, the nouns of the groups whose descriptions name it (in their verbs or examples). */
const TOOL_NOUNS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const out = new Map<string, Set<string>>();
  for (const g of GROUP_WORDS) {
    const nouns = ownWords(g);
    const tools = [
      ...Object.keys(g.verbs ?? {}),
      ...Object.keys(g.examples),
      ...(ALSO[g.kind] ?? []),
    ]
      .map((t) => t.split(":")[0]!);
    for (const t of tools) {
      const set = out.get(t) ?? new Set<string>();
      for (const n of nouns) set.add(n);
      out.set(t, set);
    }
  }
  return out;
})();

/**
 * The words a reading's calls account for besides their slots: any verb and filler, but only the
 * nouns of their own groups, so "no reminders today, I need a break" is not read whole as a
 * shopping item ("reminders" names another group's items). Calls of no described tool (a
 * question, a draft) take every group's nouns.
 */
function knownFor(calls: readonly ToolCall[]): (stemmed: string) => boolean {
  const sets = calls.map((c) => TOOL_NOUNS.get(c.name) ?? ALL_NOUNS);
  return (s) => GENERIC.has(s) || sets.some((set) => set.has(s));
}

/** Every group's words together. */
const KNOWN: ReadonlySet<string> = new Set([...GENERIC, ...ALL_NOUNS]);

/** Any verb a group's tool is asked with ("remind", "add", "cancel"). */
const REQUEST_VERB = anyOf(
  GROUP_WORDS.flatMap((g) =>
    Object.entries(g.verbs ?? {}).filter(([tool]) => !tool.includes(":")).flatMap(([, v]) => v)
  ),
);

/** The rest of a reason: up to a break, or where a second request starts ("… and remind me"). */
export const REASON_REST = String
  .raw`(?:(?!\s+(?:and|then|also|plus)\s+(?:also\s+|please\s+)*${REQUEST_VERB}\b)[^,;.!?])*`;

/** A reason given with a request ("…, because we're nearly out"): filler, never a slot. */
const REASON = new RegExp(
  String
    .raw`(?:^|[,;]|\s)\s*(?:because|since|cause|cos|as we|as i|as it|so that|so we|so i)\b${REASON_REST}`,
  "giu",
);

/** The words of every string a call holds, stemmed. */
export function slotWords(calls: readonly ToolCall[]): Set<string> {
  const out = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === "string") { for (const w of words(v)) out.add(stem(w)); }
    else if (typeof v === "number") out.add(String(v));
    else if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(visit);
  };
  calls.forEach((c) => visit(c.input));
  return out;
}

/** Where a message breaks into parts: a comma, a semicolon or a spaced dash. */
const BREAK = /\s*(?:[,;!?]|\.\s|\s[-–—]\s)\s*/u;

/** A purpose said after a request: "… for the party", "… for the lasagne on Sunday". */
const PURPOSE =
  /(?:^|\s+)for\s+(?:(?:the|my|our|a|an)\s+)?[\p{L}'-]+(?:\s+(?:on|at|in)\s+[\p{L}\d]+)?\s*$/iu;

/**
 * The content words of `text` that no call of `calls` and no known word accounts for. A part of
 * the message between commas that only states something and holds no slot ("…, the remote
 * died"), a reason ("because …") and a purpose ("… for the party") are filler.
 */
export function leftOver(text: string, calls: readonly ToolCall[]): string[] {
  const slots = slotWords(calls);
  const known = knownFor(calls);
  const unknown = (w: string) => {
    if (STOP_WORDS.has(w) || /^\d/u.test(w) || (MANNER.test(w) && !NOT_MANNER.has(w))) {
      return false;
    }
    const s = stem(w);
    if (known(s) || slots.has(s) || slots.has(w)) return false;
    // A short form of a word in a slot: "jo" for Joanna.
    return w.length < 2 || ![...slots].some((x) => x.startsWith(w));
  };
  const held = (w: string) => slots.has(stem(w)) || slots.has(w);
  const out: string[] = [];
  const parts = withoutHolidays(text).replace(REASON, " ").split(BREAK);
  for (const part of parts) {
    if (parts.length > 1 && aside(part, held)) continue;
    out.push(...words(part.replace(PURPOSE, "")).filter(unknown));
  }
  return out;
}

/** Words that say how, not what: "happily", "loud-style". */
const MANNER = /^\p{L}{3,}ly$|-style$/u;
/** Words ending in "ly" that say what, not how: "was lovely", "the family", "jelly". */
const NOT_MANNER = new Set(
  (
    "lovely lonely lively likely unlikely friendly unfriendly silly ugly holy costly deadly " +
    "elderly chilly curly hilly smelly jolly orderly timely ghastly cowardly poorly sickly " +
    "family jelly belly rally ally bully lily italy sally holly folly reply supply apply " +
    "butterfly assembly lolly anomaly monopoly"
  ).split(" "),
);

/**
 * A part of a message that only tells something: "the remote died", "kids are begging", "the
 * band split up" (three words or more, starting with a subject, holding no slot).
 */
function aside(part: string, held: (w: string) => boolean): boolean {
  if (isStatement(part) || ASIDE.test(part.trim())) return true;
  const ws = words(part);
  return ws.length >= 3 && SUBJECT.test(part.trim()) &&
    !ws.some((w) => !STOP_WORDS.has(w) && held(w));
}

const SUBJECT = /^(?:the|my|our|his|her|their|i|we|he|she|they|it)\s/iu;

/**
 * The message without its asides ("…, they close at 5"), reasons, and what is corrected away
 * ("…, not €45"): the request's own words.
 */
export function withoutAsides(text: string): string {
  const parts = text.replace(REASON, " ").split(BREAK);
  if (parts.length === 1) return parts[0] ?? "";
  const meant = parts.filter((part) => !/^\s*(?:not|rather\s+than|instead\s+of)\b/iu.test(part));
  const kept = meant.filter((part) => !isAside(part));
  // A request said as a statement ("the taxi was €38, …") is no aside of itself.
  return (kept.length > 0 ? kept : meant).join(", ");
}

/**
 * True when a part of a message (between commas) only tells something, whatever it holds:
 * "the warden comes at 11", "I rang him".
 */
export function isAside(part: string): boolean {
  const t = part.trim();
  return isStatement(t) || ASIDE.test(t) || (words(t).length >= 3 && SUBJECT.test(t));
}

const ASIDE =
  /^(?:[\p{L}'-]+\s+){0,3}(?:is|are|was|were|has|have|had|got)\s+\p{L}+|^(?:(?:the|my|our)\s+)?[\p{L}-]+'s\s+\p{L}+ing\b/iu;

/** Words that may say when; a slot without one is not read for dates. */
const WHENISH = new RegExp(
  String
    .raw`\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)\b|\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[/.-]\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:at|by|on|until|till)\s+\d{1,2}\b|\bin\s+(?:an?|\d+)\s+(?:min|hour|day|week)|\b(?:${MONTH_RE}|today|tonight|tomorrow|yesterday|morning|afternoon|evening|night|noon|midnight|week(?:end)?|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|next|last|christmas|easter|new\s+year)\b`,
  "iu",
);

/** Any clock will do to tell whether a text is only a date. */
const ANY_TIME = { now: new Date(0), timezone: "UTC" };

/** The dates of short texts read at {@link ANY_TIME}, remembered: rephrasings repeat slots. */
const SEEN_DATES = new Map<string, ReturnType<typeof findDates>>();

function datesIn(value: string): ReturnType<typeof findDates> {
  let hits = SEEN_DATES.get(value);
  if (hits === undefined) {
    hits = findDates(value, ANY_TIME);
    if (SEEN_DATES.size >= 512) SEEN_DATES.clear();
    SEEN_DATES.set(value, hits);
  }
  return hits;
}

/** Words that join a date to what it is said of: "on", "by", "next". */
const WHEN_LINKS = new Set(["on", "by", "at", "in", "for", "next", "this"]);

/**
 * A slot that only says when ("next Monday"): a time read as a thing. A title may be a holiday's
 * name ("Christmas"), and so may a reference ("the Christmas countdown"): they are not looked at.
 */
function onlyWhen(value: string): boolean {
  if (!WHENISH.test(value)) return false;
  const hits = datesIn(value);
  if (hits.length === 0) return false;
  let rest = value;
  for (const h of hits) {
    rest = rest.slice(0, h.index) + " ".repeat(h.end - h.index) + rest.slice(h.end);
  }
  return words(rest).every((w) => STOP_WORDS.has(w) || WHEN_LINKS.has(w));
}

/**
 * An item to buy that holds a time or says for when ("reminding at 6.15pm to start dinner",
 * "bread for Sunday"): never an item ("Easter eggs" is one).
 */
function saysWhen(value: string): boolean {
  if (!WHENISH.test(value)) return false;
  return datesIn(value).some((h) =>
    h.time !== null || h.instant !== null ||
    /\b(?:for|on|by|at|before|until|till)\s*$/iu.test(value.slice(0, h.index))
  );
}

/** A part of a slot with no word of its own ("…, total"): what was left where a clause was cut. */
function fillerOnly(part: string): boolean {
  const ws = words(part);
  return ws.length > 0 && ws.every((w) => STOP_WORDS.has(w) || KNOWN.has(stem(w)));
}

/** Slots whose text is the user's own words, kept whole: notes, keepsakes, an email's body. */
const FREE_TEXT = new Set(["body", "subject", "notes"]);
/** Slots of a fixed form (an RRULE, an address, a date), never debris. */
const FORMED = new Set([
  "recurrence",
  "url",
  "email",
  "phone",
  "at",
  "date",
  "due",
  "start",
  "end",
  "start_date",
  "end_date",
  "currency",
  "month",
  "to",
  "cc",
]);
/** Tools whose `text` is such free text. */
const FREE_TOOLS = new Set(["notes_create", "keepsakes_save"]);

/** Clause debris in a slot: a reason, or a dangling word where a clause was cut. */
const DEBRIS = new RegExp(
  [
    // A reason kept in the slot.
    String.raw`\b(?:because|since|cos|cause)\b`,
    // A dangling word where a clause was cut: "…, it's", "… and".
    String.raw`(?:^|\s)(?:it'?s|it|is|are|was|put|and|but|so|that|which|or|then|because|more)$`,
    String.raw`^(?:it'?s|and|but|so|because|then|to)\b`,
    String.raw`^(?:the|a|an)\s+(?:to|at|on|of|for|and|in)\b`,
    // A subject and its verb: "I've ever made".
    String.raw`^(?:i|we|you|he|she|they)(?:'ve|'re|'m|'ll|'d|\s+(?:have|am|are|will|would))\b`,
    // A time's number left behind: "9 to book the vet".
    String.raw`^\d{1,2}(?:[:.]\d{2})?\s+(?:to|at|on)\b`,
    // An amount of money, or a preposition left before "and": "taxi for and a dinner for €30".
    String.raw`[€$£]\s?\d|\d\s?(?:eur|euros?|gbp|usd|pounds?|dollars?|quid)\b`,
    String.raw`\b(?:for|to|of|at|on|in|with|from)\s+and\b`,
    // A second request's words: "feed the cat and to walk the dog".
    String.raw`\band\s+(?:to|at|on)\s`,
    // "one" standing for an item said before: "add one about the router", "… and one to book".
    String
      .raw`^(?:(?:a|another|the|new|other)\s+)*one\s+(?:about|for|to|with|on|of|that|which|saying|called|named)\b|\band\s+(?:a\s+|another\s+)?(?:new\s+)?one\s+(?:to|for|about)\b`,
    // A request or a clause in an item: "remind me", "the kids want cereal".
    String.raw`^${REQUEST_VERB}\s+(?:me|us)\b`,
    String
      .raw`^(?:(?:the|my|our)\s+)?\p{L}+\s+(?:want|wants|wanted|need|needs|needed|like|likes|said|says|asked|asks|love|loves)\b`,
    // The rest of a phrase whose verb was read as another: "get | rid of everything".
    String.raw`^rid\s+of\b`,
    // A second amount: "sandwich and 3 on a drink"; part of an amount: "5k for the conference".
    String.raw`\b(?:and|plus|then)\s+[€$£]?\d+(?:[.,]\d+)?\s+(?:on|for)\b|^\d+(?:[.,]\d+)?k\b`,
    // A pronoun left where a thing was: "… to print them".
    String.raw`(?:^|\s)them$`,
    // How it was said, not what: "sleep honestly".
    String
      .raw`\s(?:honestly|really|actually|seriously|basically|literally|probably|definitely|maybe|perhaps|anyway|tbh|lol|asap|right\s+now)$`,
  ].join("|"),
  "iu",
);

/**
 * In a thing's name, the rest of a clause: a verb said of it ("a card would be nice"), or the list
 * it goes on ("bread to the list and milk").
 */
const CLAUSE_IN_THING = new RegExp(
  [
    // "one" standing for a thing said before: "a new one to print them".
    String.raw`(?:^|\s)(?:new\s+one|(?:a|the|this|that)\s+one)$|^(?:a\s+)?new\s+one\b`,
    String.raw`\b(?:would|could|should|might|must|will|shall)\s+\p{L}+`,
    String.raw`\b(?:to|on|onto|off|from|in)\s+(?:the|my|our|your)\s+(?:[\p{L}-]+\s+)?list\b`,
  ].join("|"),
  "iu",
);

/** A second request after "and" in a reference or an item: "buy stamps and add post the parcel". */
const SECOND_REQUEST = new RegExp(
  String.raw`\b(?:and|then)\s+(?:also\s+|then\s+)?${REQUEST_VERB}\s+\S`,
  "iu",
);

/**
 * A second request inside the user's own text: "…, and delete the one about the tap", "… and
 * another one saying …": a note holding it would store the request as a note.
 */
const REQUEST_IN_TEXT = new RegExp(
  String
    .raw`[,;]\s*(?:and\s+)?(?:then\s+)?(?:also\s+)?${REQUEST_VERB}\s+(?:the|a|an|my|it|that|this|one|another)\b|\band\s+another\s+one\b|\band\s+(?:also\s+)?remind\s+me\s+(?:at|on|in|tomorrow|tonight|to)\b`,
  "iu",
);

/** A reference that names no item: "anything today", "everything". */
const NO_ITEM = /^(?:any|every|some|no)(?:th(?:ing)?|one|body)\b/iu;

/** Slots naming a thing (an item to buy, a title, a place, what was paid for). */
const THINGS = new Set(["items", "title", "destination", "description"]);

/** An email address or a phone number: never a thing (a reminder's text may hold one). */
const ADDRESS = /[^\s@]+@[^\s@]+\.\p{L}{2,}|(?:\+\d|\b0)\d{2,4}[\s-]?\d{3}[\s-]?\d{3,4}\b/u;

/**
 * Slots that hold one short thing said in a clause (a task, a reminder's text, a title, a place):
 * one with a comma holds two parts, and which belongs is not known ("order new glasses, no rush").
 */
const CLAUSE_SLOTS = new Set(["content", "text", "title", "destination", "description"]);

/** Slots that name an existing item: a negation in one is a sentence, not a name. */
const REFERENCES = new Set([
  "reminder",
  "task",
  "note",
  "keepsake",
  "trip",
  "countdown",
  "birthday",
  "watch",
  "followup",
  "expense",
  "contact",
  "items",
]);
const NEGATION = /\b(?:don't|do not|doesn't|does not|isn't|is not|aren't|not|no longer|never)\b/iu;

/**
 * The slot values of a call that hold clause debris ("take the bins out because the collection is
 * early", "half marathon, it's"); free text (a note, an email body) is the user's own and not
 * looked at.
 */
export function debrisIn(call: ToolCall): string[] {
  const out: string[] = [];
  const visit = (key: string, v: unknown): void => {
    if (typeof v === "string") {
      const free = FREE_TEXT.has(key) || (key === "text" && FREE_TOOLS.has(call.name));
      const parts = v.split(/\s*[,;]\s*/u);
      // A trip's or contact's notes holding a date: a second date the reading did not use.
      if (
        key === "notes" && call.name !== "notes_create" && WHENISH.test(v) &&
        datesIn(v).length > 0
      ) {
        out.push(v);
        return;
      }
      if (free && (key === "text" || key === "body") && REQUEST_IN_TEXT.test(v)) {
        out.push(v);
        return;
      }
      if (free || FORMED.has(key)) return;
      // "move the car, the warden comes": an aside after the item; "plumber Dave Wilson": a role
      // said before a name.
      if (
        DEBRIS.test(v.trim()) || (key !== "title" && !REFERENCES.has(key) && onlyWhen(v)) ||
        (key === "items" && call.name === "shopping_add" && saysWhen(v)) ||
        parts.slice(1).some((p) => isAside(p) || fillerOnly(p)) ||
        (REFERENCES.has(key) && call.name !== "shopping_add" && NEGATION.test(v)) ||
        (THINGS.has(key) && (ADDRESS.test(v) || CLAUSE_IN_THING.test(v))) ||
        (REFERENCES.has(key) && NO_ITEM.test(v.trim())) ||
        (REFERENCES.has(key) && SECOND_REQUEST.test(v)) ||
        (parts.length > 1 && CLAUSE_SLOTS.has(key)) ||
        (key === "name" && /^(?:\p{Ll}+\s+)+\p{Lu}/u.test(v.trim()))
      ) out.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => visit(key, x));
    else if (typeof v === "object" && v !== null) {
      for (const [k, x] of Object.entries(v)) visit(k, x);
    }
  };
  for (const [k, v] of Object.entries(call.input)) visit(k, v);
  return out;
}
