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
import { anyOf, toolsNamed } from "./groups/_words.ts";
import { REASON_ALT, stem, STOP_WORDS, withoutTrailingHedges } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";
import { DONE, isApology, isStatement, saysUnneeded, WISH } from "./_clause_statements.ts";
import { withoutHolidays } from "./_dates_phrases.ts";
import { SHORTHAND } from "../../text/shorthand.ts";
import { holdsNoneBeside, isTelling, namesEmptySlot } from "./_clause_aside_data.ts";
import { INTERJECTIONS, withoutBrackets } from "./_tool_text_asides.ts";
import { TAGS } from "./groups/_openers.ts";
import { withoutLinkNamed } from "./_tool_text_links.ts";
import { CODES } from "./_tool_text_money_words.ts";

/** The currencies' codes as words ("kes", "eur"). */
const CODE_WORDS: ReadonlySet<string> = new Set(CODES.map((c) => c.toLowerCase()));
import { purposeStart } from "./_tool_words.ts";
import { DAY_CODES } from "./_tool_recurrence_words.ts";
import { weekdaysHeld } from "./_tool_trips_dates.ts";
import { expandContractions, ownEntry } from "../../text/normalize.ts";
import { relationDescribed } from "./groups/_people.ts";
import { amountsAsNumbers, saysShare, SYMBOL } from "./_tool_text_money.ts";
import { stripDiacritics } from "./_timezones.ts";
import { hasDigit } from "./_tokens.ts";

/** Words that carry no slot of their own in a request: filler, and how dates and times are said. */
const FILLER = (
  "want need like love would could can will shall may might must let lets make sure pls please " +
  "thanks thank cheers ok okay yeah yes no not do does did done dont also plus just now then too " +
  "ugh argh oops aw damn well lol haha idk tbh tbf imo " +
  "again new another more list lists some any all every each both either there here it its this " +
  "that these those them they their my mine our me i we us you your he she him her his it's " +
  "today tomorrow tonight yesterday morning afternoon evening night noon midnight week weeks " +
  "lunchtime bedtime midday " +
  "weekend month months year years day days hour hours minute minutes min mins time times " +
  "next last this coming following before after from until till by at on in for of to " +
  "am pm a.m p.m o'clock oclock half quarter past end start early late later earlier soon " +
  "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs " +
  "fri sat sun january february march april may june july august september october november " +
  "december jan feb mar apr jun jul aug sep sept oct nov dec " +
  "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty " +
  "forty fifty sixty seventy eighty ninety thirteen fourteen sixteen seventeen eighteen nineteen " +
  "hundred first second third fourth fifth st nd rd th " +
  "euro euros eur pound pounds gbp dollar dollars usd quid bucks cent cents chf " +
  "total each per every daily weekly monthly yearly annually fortnight fortnightly date dates " +
  "anyone anybody someone somebody everyone everybody nobody anything something everything " +
  "show list see view display read check tell upcoming pending recent outstanding current rest " +
  "remaining things awaiting planned scheduled saved kept ups instead n whole entire trouble bother help " +
  "thus far " +
  // The wrappers of a polite request ("I was wondering whether you might", "I'd be grateful if …").
  // Praise ("great", "lovely") is no filler: "great job" alone asks for nothing.
  "whether wonder wondering grateful obliged glad appreciate chance possible able kindly"
).split(" ").concat([...INTERJECTIONS, ...TAGS]);

/**
 * What a request starts with when it says no verb ("taxi 32 euros"): things, so a group's own
 * words, never any request's ("lunch" is no word of a shopping request).
 */
const BARE = ":bare";

function stemsOf(phrases: readonly string[]): string[] {
  return phrases.flatMap((p) => words(p.replace(/\((?:e?s)\)/gu, ""))).map(stem);
}

/** Words any request may hold: filler (any group's), dates, times, amounts, and every verb. */
const GENERIC: ReadonlySet<string> = new Set(
  stemsOf([
    ...FILLER,
    // Shorthand the clauses read as the words they stand for ("tonite", "tmrw").
    ...Object.keys(SHORTHAND),
    ...GROUP_WORDS.flatMap((g) => [
      ...Object.entries(g.verbs ?? {}).filter(([t]) => !t.endsWith(BARE)).flatMap(([, v]) => v),
      ...(g.filler ?? []),
      ...(g.questions ?? []),
    ]),
  ]),
);

/** The stems of the one-word verbs requests are asked with ("remind", "book", "cancel"). */
export const VERB_STEMS: ReadonlySet<string> = new Set(
  GROUP_WORDS.flatMap((g) =>
    Object.entries(g.verbs ?? {}).filter(([t]) => !t.endsWith(BARE)).flatMap(([, v]) => v)
  ).filter((v) => !v.includes(" ")).map((v) => stem(v.toLowerCase())),
);

/** A group's own words: its nouns, and the things its requests may start with. */
function ownWords(g: GroupWords): string[] {
  const bare = Object.entries(g.verbs ?? {}).filter(([t]) => t.endsWith(BARE)).flatMap(([, v]) =>
    v
  );
  return stemsOf([...g.nouns, ...bare]);
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
    const tools = [...toolsNamed(g), ...(ALSO[g.kind] ?? [])];
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
export const KNOWN: ReadonlySet<string> = new Set([...GENERIC, ...ALL_NOUNS]);

/** Any verb a group's tool is asked with ("remind", "add", "cancel"). */
export const REQUEST_VERB = anyOf(
  GROUP_WORDS.flatMap((g) =>
    Object.entries(g.verbs ?? {}).filter(([tool]) => !tool.includes(":")).flatMap(([, v]) => v)
  ),
);

/** The rest of a reason: up to a break, or where a second request starts ("… and remind me"). */
export const REASON_REST = String
  .raw`(?:(?!\s+(?:and|then|also|plus)\s+(?:also\s+|please\s+)*${REQUEST_VERB}\b)[^,;.!?])*`;

/** A reason given with a request ("…, because we're nearly out"): filler, never a slot. */
export const REASON = new RegExp(
  String
    .raw`(?:^|[,;]|\s)\s*(?:${REASON_ALT}|as we|as i|as it|so that|so we|so i)\b${REASON_REST}`,
  "giu",
);

/** The words of every string a call holds, stemmed. */
export function slotWords(calls: readonly ToolCall[]): Set<string> {
  const out = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === "string") {
      for (const w of words(v)) {
        out.add(stem(w));
        // "https://shop.example/air-fryer-xl": a link holds each word of its path.
        for (const part of w.replaceAll("/", "-").replaceAll(".", "-").split("-")) {
          if (part.length > 0 && part !== w) out.add(stem(part));
        }
      }
    } else if (typeof v === "number") out.add(String(v));
    else if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(visit);
  };
  calls.forEach((c) => visit(c.input));
  return out;
}

/** Where a message breaks into parts: a comma (none between digits, "£1,250"), a semicolon or a spaced dash. */
export const BREAK = /\s*(?:(?<!\d),|,(?!\d)|[;!?]|[.:]\s|\s[-–—]\s)\s*/u;

/**
 * A purpose said after a request: "… for the party", "… for the lasagne on Sunday", "… for
 * Friday's dinner".
 */
const PURPOSE =
  /(?:^|\s+)for\s+(?:(?:the|my|our|a|an|\p{L}+'s)\s+)?[\p{L}'-]+(?:\s+(?:on|at|in)\s+[\p{L}\d]+)?\s*$/iu;

/**
 * The content words of `text` that no call of `calls` and no known word accounts for. A part of
 * the message between commas that only states something and holds no slot ("…, the remote
 * died"), a reason ("because …") and a purpose ("… for the party") are filler.
 * @param zone the user's time zone, whose money some amounts are said in ("25 lucas")
 */
export function leftOver(text: string, calls: readonly ToolCall[], zone?: string): string[] {
  const slots = slotWords(calls);
  const known = knownFor(calls);
  const listing = calls.length > 0 && calls.every((c) => c.name === "calendar_list");
  const unknown = (w: string) => {
    if (STOP_WORDS.has(w) || /^r?\d/u.test(w) || (MANNER.test(w) && !NOT_MANNER.has(w))) {
      return false;
    }
    // "thurs-sun", "mon-fri": days said as a span written with a hyphen, read by a look at the
    // calendar (a write would hold one day of it: "remind me … mon-fri" is no reminder on Monday).
    if (
      (listing && w.includes("-") &&
        w.split("-").every((d) => ownEntry(DAY_CODES, d) !== undefined)) ||
      // A trip from the first of them to the last holds them all ("Thurs–Sun next week").
      weekdaysHeld(w, calls)
    ) {
      return false;
    }
    const s = stem(w);
    // "KSh 20" in a note, said "KES 20" here: an amount's own code (its amount is checked apart).
    if (known(s) || slots.has(s) || slots.has(w) || CODE_WORDS.has(w)) return false;
    // "let Gráinne know …, grainne@…": a word held as written without its accents.
    const plain = stripDiacritics(w);
    if (plain !== w && (slots.has(plain) || slots.has(stem(plain)))) return false;
    // A short form of a word in a slot: "jo" for Joanna.
    return w.length < 2 || ![...slots].some((x) => x.startsWith(w));
  };
  const held = (w: string) => slots.has(stem(w)) || slots.has(w);
  const named = calls.filter((c) => c.name === "birthdays_save")
    .map((c) => words(String(c.input.name ?? ""))[0] ?? "");
  const out: string[] = [];
  // "(the dark roast)": what is said in brackets is an aside.
  // "(namecheap)" beside an expense says who was paid: what it holds must be read, not set aside.
  const paid = calls.some((c) => c.name.startsWith("expenses_"));
  // What politeness and hedges end a request with ("…, no rush", "…, weather permitting") is
  // none of it: the parsers read it stripped.
  // "watch this lawn suit https://…": what the link shows, named before it, is no slot's.
  const linked = calls.some((c) => typeof c.input.url === "string");
  const request = withoutTrailingHedges(linked ? withoutLinkNamed(text) : text);
  const said = paid ? withoutHolidays(request) : withoutBrackets(withoutHolidays(request));
  const parts = soUnneeded(said).replace(REASON, " ").split(BREAK);
  for (const [i, part] of parts.entries()) {
    // "Mi cousin Andre answer me": an aside said in dialect is read in the words it means.
    const beside = parts.filter((_, j) => j !== i).join(", ");
    if (parts.length > 1 && aside(expandContractions(part), held, calls, beside)) continue;
    // "…; Great Western Railway was the supplier": a slot named that no call filled is unread.
    if (parts.length > 1 && namesEmptySlot(part, calls)) {
      out.push(part.trim());
      continue;
    }
    const purpose = purposeStart(part);
    const asked = purpose > 0 ? part.slice(0, purpose) : part;
    const ws = occasionOfDays(
      words(amountsAsNumbers(asked.replace(PURPOSE, ""), zone)),
      parts[i + 1] ?? "",
      calls,
    );
    // "my duo partner Kai": how the one whose birthday it is is known says not who.
    const told = relationDescribed(ws, named);
    out.push(...ws.filter((w, i) => !told.has(i) && unknown(w)));
  }
  return out;
}

/** Words that relate days said to an occasion ("after Eid, from 28 May until 31 May"). */
const OCCASION_SAID = new Set(["after", "before", "around", "over", "during", "following"]);
/** Words that open the days said whole after an occasion. */
const DAYS_OPEN = new Set(["from", "between", "on", "so", "i.e", "ie", "like", "that's", "thats"]);

/**
 * A look at the calendar whose days are said whole in the part after ("show me my appointments
 * after Eid, from 28 May until 31 May"): the occasion the days follow or come before names no day
 * of its own, so its words are none left over. Said with no days after it ("after Eid"), or with
 * a day in its own part, it stays.
 */
function occasionOfDays(ws: string[], next: string, calls: readonly ToolCall[]): string[] {
  const days = calls.length > 0 &&
    calls.every((c) => c.name === "calendar_list" && c.input.from && c.input.to);
  const at = ws.findIndex((w) => OCCASION_SAID.has(w));
  const after = words(next);
  const opens = DAYS_OPEN.has(after[0] ?? "") || hasDigit(after[0] ?? "");
  return days && at > 0 && opens && !ws.slice(at).some(hasDigit) ? ws.slice(0, at) : ws;
}

/**
 * "found a jar of coffee at the back of the cupboard, so we don't need it after all": a removal
 * said as a fact after "so" is the request, never a reason; its "so" left out.
 */
function soUnneeded(text: string): string {
  const at = text.toLowerCase().indexOf(", so ");
  return at > 0 && saysUnneeded(text.slice(at + 5))
    ? `${text.slice(0, at)}, ${text.slice(at + 5)}`
    : text;
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
function aside(
  part: string,
  held: (w: string) => boolean,
  calls: readonly ToolCall[],
  beside: string,
): boolean {
  // "…; Great Western Railway was the supplier": a statement naming a slot of the request's tool
  // holds its datum, and is read with it or not at all (`_clause_aside_data.ts`).
  if (namesEmptySlot(part, calls)) return false;
  if (isStatement(part) || isApology(part) || ASIDE.test(part.trim())) return true;
  const ws = words(part);
  // "…? Heading up to the bach.": told with no subject, holding nothing the request could take.
  if (told(part, beside)) return !ws.some((w) => !STOP_WORDS.has(w) && held(w));
  return ws.length >= 3 && SUBJECT.test(part.trim()) &&
    !ws.some((w) => !STOP_WORDS.has(w) && held(w));
}

const SUBJECT = /^(?:the|my|our|his|her|their|i|we|he|she|they|it|nobody|no one)\s/iu;

/** A value corrected away: "not €45", "rather than the 9th", "not R120" (any money's sign). */
const CORRECTED_AWAY = new RegExp(
  String
    .raw`^\s*(?:not|rather\s+than|instead\s+of)\b.*$|\s+(?:not|rather\s+than|instead\s+of)\s+(?:the\s+)?(?:${SYMBOL})?\d[\p{L}\p{N}.,:€$£]*`,
  "iu",
);

/**
 * The message without its asides ("…, they close at 5"), reasons, and what is corrected away
 * ("…, not €45"): the request's own words.
 */
export function withoutAsides(text: string): string {
  // "€9 not €7", "the 19th not the 9th": a value corrected away within a part is no part of it.
  const parts = text.replace(REASON, " ").split(BREAK).map((part) =>
    part.replace(CORRECTED_AWAY, "")
  );
  if (parts.length === 1) return parts[0] ?? "";
  const meant = parts.filter((part) => part.trim().length > 0);
  // "…, I want it under £50": a wish is the request's, its amount and time too.
  const kept = meant.filter((part, i) =>
    !isAside(part, meant.filter((_, j) => j !== i).join(", ")) || WISH.test(part.trim())
  );
  // A request said as a statement ("the taxi was €38, …") is no aside of itself.
  return (kept.length > 0 ? kept : meant).join(", ");
}

/**
 * True when a part of a message (between commas) only tells something, whatever it holds:
 * "the warden comes at 11", "I rang him".
 */
export function isAside(part: string, beside?: string): boolean {
  const t = part.trim();
  // "…, half of it was for the office": a share of what was paid changes the amount.
  if (saysShare(t)) return false;
  return isStatement(t) || isApology(t) || ASIDE.test(t) ||
    (words(t).length >= 3 && SUBJECT.test(t)) || told(t, beside);
}

/**
 * What is told with no subject ("Heading up to the bach", "clocks go back tonight", "deadline's
 * midnight") is an aside only when it holds no value the request could take: a day or a time
 * only beside a request that says its own (`holdsNoneBeside`).
 * @param beside the rest of the message; none given, an aside saying a day or a time is none
 */
function told(part: string, beside?: string): boolean {
  return isTelling(part, (w) => VERB_STEMS.has(stem(w))) && holdsNoneBeside(part, beside);
}

const ASIDE = new RegExp(
  String
    .raw`^(?:[\p{L}'-]+\s+){0,3}(?:is|are|was|were|has|have|had|got)(?:n't)?\s+\p{L}+|^(?:(?:the|my|our)\s+)?[\p{L}-]+'s\s+(?:\p{L}+ing|off)\b|^(?:(?:just|already|finally)\s+)*(?:did|had|${DONE})\s+(?:the|it|them|that|this|some|a|an|my|our)\b`,
  "iu",
);

/**
 * The parts of a message (between its breaks) that name a slot its calls left empty: a reading
 * said otherwise that dropped "Great Western Railway was the supplier" lost the expense's supplier.
 */
export function emptySlotsNamed(message: string, calls: readonly ToolCall[]): string[] {
  const parts = message.split(BREAK).filter((p) => p.trim().length > 0);
  if (parts.length < 2) return [];
  return parts.filter((p) => namesEmptySlot(p, calls)).map((p) => p.trim());
}
