/**
 * Which group's parser reads a clause (those of the kinds it names first, the last named first;
 * then each in order), and each clause read once per message.
 * @module
 */
import { typedWithoutAlso } from "./_tool_reminders_about.ts";
import type { Parsed } from "./_ask.ts";
import { type Kind, NOUN } from "./groups/mod.ts";
import type { ClauseReading } from "./_clauses.ts";
import { notAsked } from "./_clause_statements.ts";
import { type Clause, makeClause } from "./_tool_text.ts";
import type { IntentContext } from "./tool_intent.ts";
import { parseBirthday } from "./_tool_birthdays.ts";
import { parseCalendar } from "./_tool_calendar.ts";
import { parseContact } from "./_tool_contacts.ts";
import { parseCountdown } from "./_tool_countdowns.ts";
import { parseExpense } from "./_tool_expenses.ts";
import { parseFollowup } from "./_tool_followups.ts";
import { parseKeepsake, parseNote } from "./_tool_notes.ts";
import { parsePriceWatch } from "./_tool_prices.ts";
import { parseProposal } from "./_tool_propose.ts";
import { parseReminder } from "./_tool_reminders.ts";
import { parseShopping } from "./_tool_shopping.ts";
import { parseSupplier } from "./_tool_suppliers.ts";
import { parseTask } from "./_tool_tasks.ts";
import { parseTrip } from "./_tool_trips.ts";

type Parser = (c: Clause) => Parsed | null;

/**
 * Each kind's parser, in order, with the kinds whose nouns name what it handles (an event is put
 * "in my calendar"). A clause that names kinds ("... to my to-do list") is tried first on the
 * parsers of the kind it names last; then, in order, the first parser that understands a clause
 * decides it.
 */
const PARSERS: readonly { kinds: readonly Kind[]; parse: Parser }[] = [
  { kinds: ["reminder"], parse: parseReminder },
  { kinds: ["followup"], parse: parseFollowup },
  { kinds: ["proposal", "calendar"], parse: parseProposal },
  { kinds: ["countdown"], parse: parseCountdown },
  { kinds: ["birthday"], parse: parseBirthday },
  { kinds: ["trip"], parse: parseTrip },
  { kinds: ["supplier"], parse: parseSupplier },
  { kinds: ["contact"], parse: parseContact },
  // "…, put that as the supplier": an expense's supplier is set by the expenses parser.
  { kinds: ["expense", "supplier"], parse: parseExpense },
  { kinds: ["task"], parse: parseTask },
  { kinds: ["keepsake"], parse: parseKeepsake },
  { kinds: ["note"], parse: parseNote },
  { kinds: ["watch"], parse: parsePriceWatch },
  { kinds: ["shopping"], parse: parseShopping },
  { kinds: ["calendar"], parse: parseCalendar },
];

const MENTION = new Map<string, RegExp>(
  PARSERS.flatMap((p) => p.kinds).map((kind) => [
    kind,
    new RegExp(String.raw`\b${NOUN[kind]}\b`, "giu"),
  ]),
);

/** Words after which a kind named is the one asked about: "any keepsakes from our trip …". */
const ASKED_AFTER = new Set(["any", "anything"]);

/**
 * Where the text last names a kind's items, or -1; the length of the text when it is named right
 * after "any" ("any keepsakes from our trip to Kerry?" asks the keepsakes, not the trips).
 */
function lastMention(text: string, kind: Kind): number {
  const re = MENTION.get(kind)!;
  let last = -1;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const before = text.slice(0, m.index).trimEnd();
    const word = before.slice(before.lastIndexOf(" ") + 1).toLowerCase();
    if (ASKED_AFTER.has(word)) return text.length;
    last = m.index;
    if (m[0].length === 0) re.lastIndex = m.index + 1;
  }
  return last;
}

/** The parsers to try on a clause: those of the kinds it names, the last named first. */
function parsersFor(c: Clause): Parser[] {
  const ranked = PARSERS.map((p, order) => ({
    p,
    order,
    at: Math.max(...p.kinds.map((k) => lastMention(c.text, k))),
  }));
  ranked.sort((a, b) => (b.at === a.at ? a.order - b.order : b.at - a.at));
  return ranked.map(({ p }) => p.parse);
}

/** Reads clauses, each once: the same text in the same message is not parsed again. */
export class ClauseReader implements ClauseReading {
  readonly #ctx: IntentContext;
  readonly #seen = new Map<string, Parsed | null>();
  readonly #clauses = new Map<string, Clause>();

  constructor(ctx: IntentContext) {
    this.#ctx = ctx;
  }

  /** The clause of a segment, made once: the whole message is also its first segment. */
  clause(segment: string): Clause {
    let c = this.#clauses.get(segment);
    if (c === undefined) {
      c = makeClause(segment, this.#ctx);
      this.#clauses.set(segment, c);
    }
    return c;
  }

  /** The call a clause asks for (or the detail it lacks), or null. */
  read(segment: string): Parsed | null {
    const known = this.#seen.get(segment);
    if (known !== undefined) return known;
    const call = this.#parse(segment);
    this.#seen.set(segment, call);
    return call;
  }

  #parse(segment: string): Parsed | null {
    const c = this.clause(segment);
    if (c.text.length === 0 || !/[\p{L}\p{N}]/u.test(c.text)) return null;
    for (const parse of parsersFor(c)) {
      const call = parse(c);
      if (call) return notAsked(c.text, call, c.question) ? null : call;
    }
    // "… and delete the Leeds trip too": a last "too" only adds the request to another.
    const bare = typedWithoutAlso(segment);
    return bare !== segment.trim() && bare.length > 0 ? this.read(bare) : null;
  }
}
