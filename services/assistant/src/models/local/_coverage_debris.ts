/**
 * Precision first, inside the slots: clause debris a reading left in a call's values ("take the
 * bins out because it's early", "half marathon, it's", "bread to the list", "… and add …"), which
 * means the message was cut in the wrong place. Free text (a note, an email's body) is the user's
 * own and only looked at for a second request inside it.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { REASON_ALT, words } from "../../text/normalize.ts";
import { isAside, REQUEST_VERB } from "./_coverage.ts";
import { TOOL_KIND } from "./_clause_kind.ts";
import { REFERENCE_SLOTS } from "./_coverage_references.ts";
import { type Kind, NOUN, othersThan } from "./groups/mod.ts";
import {
  dateLeftover,
  datesIn,
  holdsFullDate,
  offsetSaid,
  onlyWhen,
  saysWhen,
  strayMeridiem,
  weekdaysLeft,
  WHENISH,
} from "./_debris_when.ts";
import {
  askedAsTitle,
  bracketLeft,
  conditionFirst,
  countOnly,
  cutNotes,
  doingFirst,
  fillerOnly,
  nameAsNotes,
  namesItsList,
  namesNothing,
  notAThing,
  numberOpens,
  opensClause,
  OWNED,
  priced,
  saysNothing,
  unpaired,
  vagueItem,
} from "./_debris_things.ts";
import { holidayName } from "./_dates_phrases.ts";
import { hasDigit } from "./_tokens.ts";
import { pointsOnly } from "./_said_elsewhere.ts";

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
    String.raw`\b(?:${REASON_ALT})\b`,
    // A dangling word where a clause was cut: "…, it's", "… and", "…, put it", and a doing of
    // "it" alone ("oil it", "a gift for it": what it is was said elsewhere); "before they tow it"
    // ends its clause.
    String
      .raw`(?:^|\s)(?:it'?s|is|are|was|put|and|but|so|that|which|or|then|because|more|what'?s|who'?s|where'?s)$|(?:^[\p{L}'-]+\s+|[,;]\s*|\s(?:put|add|save|stick|pop|do|note|log|record|set|make|keep|get|jot|write|book|track|watch|remember|for|about|with|on|to|from|of|at|in)\s+)it$`,
    String
      .raw`^(?:(?:it'?s|and|but|or|so|because|then|to|again|due\s+to|sometime|someday|am|pm)\b|due\s*:)`,
    // A time's words left behind: "a week from to call dad".
    String.raw`\bfrom\s+to\b`,
    String.raw`^(?:the|a|an)\s+(?:to|at|on|of|for|and|in)\b`,
    // A subject and its verb: "I've ever made".
    String.raw`^(?:i|we|you|he|she|they)(?:'ve|'re|'m|'ll|'d|\s+(?:have|am|are|will|would))\b`,
    // A time's number left behind: "9 to book the vet".
    String.raw`^\d{1,2}(?:[:.]\d{2})?\s+(?:to|at|on)\b`,
    // An amount of money, or a preposition left before "and": "taxi for and a dinner for €30"
    // (not what a doing pays: "pay the plumber $120", "send the HK$88 refund form").
    String
      .raw`(?<!\b(?:pay|repay|send|lend|give|tip)\s+(?:[\p{L}'-]+\s+){0,3}\p{Lu}{0,3})(?:[€$£]\s?\d|(?<![\d.,])\d[\d.,]*\s?(?:eur|euros?|gbp|usd|pounds?|dollars?|quid)\b)`,
    String.raw`\b(?:for|to|of|at|on|in|with|from)\s+and\b`,
    // A second request's words: "feed the cat and to walk the dog".
    String.raw`\band\s+(?:to|at|on)\s`,
    // "one" standing for an item said before: "add one about the router", "… and one to book",
    // "… and another one" said last.
    String
      .raw`^(?:(?:a|another|the|new|other)\s+)*one\s+(?:about|for|to|with|on|of|that|which|saying|called|named)\b|\band\s+(?:a\s+|another\s+)?(?:new\s+)?one(?:\s+more)?(?:\s+(?:to|for|about)\b|$)`,
    // A request in an item: "remind me".
    String.raw`^${REQUEST_VERB}\s+(?:me|us)\b`,
    // The rest of a phrase whose verb was read as another: "get | rid of everything".
    String.raw`^rid\s+of\b`,
    // A second amount: "sandwich and 3 on a drink", "parking (15 for tolls)"; part of an amount:
    // "5k for the conference".
    String
      .raw`(?:\b(?:and|plus|then)\s+|\(\s*)[€$£]?\d+(?:[.,]\d+)?(?:\s+(?:on|for)\b|$)|^\d+(?:[.,]\d+)?k\b`,
    // Words left where a day was cut: "the first of to pay the gardener" ("the first monday of
    // next month" read as Monday).
    String.raw`\b(?:of|the)\s+to\b`,
    // A correction left in a thing: "3 lemons no make that 4", "cinema for 8 not 9".
    String.raw`\b(?:make\s+that|no\s+wait)\b|\bnot\s+(?:the\s+)?\d`,
    // An alternative left in a thing or a doing: "call dad or 8" from "at 7 or 8".
    String.raw`\bor\s+\d+(?:[:.]\d+)?\s*(?:am|pm)?$`,
    // A pronoun left where a thing was: "… to print them", "paid to them for the lunch"; a
    // day's "'s" left where the day was cut ("'s delivery").
    String.raw`(?:^|\s)them$|^(?:(?:paid\s+)?(?:to\s+|with\s+)?them|'s)\b`,
    // How it was said, not what: "sleep honestly".
    String
      .raw`(?:^|\s)(?:honestly|really|actually|seriously|basically|literally|probably|definitely|maybe|perhaps|anyway|tbh|lol|asap|right\s+now|instead|idk|dunno|i\s+guess|i\s+think)$|^(?:another|one\s+more)(?:\s+one)?$`,
    // A second request at the head of a doing: "add it to my tasks: call Jo", "pop it in my
    // trips" (left in a trip's notes), any kind's noun.
    String
      .raw`^(?:add|put|pop|stick|bung|chuck|whack|throw|save|note|log|record)\s+(?:it|this|that|them)\s+(?:to|on|in|as|into|onto)\s+(?:my\s+|the\s+|a\s+)?(?:list|diary|${
      Object.values(NOUN).join("|")
    })\b`,
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
    // A clause said of a thing: "the kids want cereal"; a doing's text may say so ("remind me the
    // recycling needs to go out").
    String
      .raw`^(?:(?:the|my|our)\s+)?\p{L}+\s+(?:want|wants|wanted|need|needs|needed|like|likes|said|says|asked|asks|love|loves)\b`,
    // When a thing is wanted, said as a time of day's errand: "eggs after work"; a doing may be
    // done then ("walk the dog before work").
    String.raw`\b(?:after|before)\s+(?:work|school|lunch|dinner|breakfast|the\s+gym)$`,
    String.raw`\b(?:to|on|onto|off|from|in)\s+(?:the|my|our|your)\s+(?:[\p{L}-]+\s+)?list\b`,
    // A doing said where a thing goes: "… and call the bank" ("all the cheese" is a thing).
    String
      .raw`^(?!(?:all|both|half|some|any|more|extra|just)\s)\p{L}+\s+(?:the|my|our|your|his|her|their)\s|\b(?:who|whose|which)\s+(?:owes?|is|are|was|were|has|have|had|said|says|lives?|works?|wants?|needs?|did|does|do|will|can)\b`,
  ].join("|"),
  "iu",
);

/** A second request after "and" in a reference or an item: "buy stamps and add post the parcel". */
const SECOND_REQUEST = new RegExp(
  String.raw`\b(?:and|then)\s+(?:also\s+|then\s+)?${REQUEST_VERB}\s+\S`,
  "iu",
);

/**
 * In a doing (a reminder's text, a task) or a thing's name, a second request said to the assistant
 * ("call mum and add the Smiths to the party"); "pick up the kids and get milk" is one doing.
 */
const SECOND_ASKED = new RegExp(
  String
    .raw`\band\s+(?:also\s+|then\s+)?(?:add|save|note|remind|record|log|track|cancel|delete|remove|dismiss|forget|tick|untick|unwatch)\s+\S|\band\s+also\s+(?:the|my|a|an|about)\b`,
  "iu",
);

/**
 * A second request inside the user's own text: "…, and delete the one about the tap", "… and
 * another one saying …", "… and add the one from yesterday": a note holding it would store the
 * request as a note.
 */
const REQUEST_IN_TEXT = new RegExp(
  String
    .raw`[,;]\s*(?:and\s+)?(?:then\s+)?(?:also\s+)?${REQUEST_VERB}\s+(?:the|a|an|my|it|that|this|one|another)\b|\band\s+(?:${REQUEST_VERB}\s+(?:another|the)\s+(?:[\p{L}'-]+\s+){0,3}|(?:another|the)\s+)one\b|(?:\band\s+|[,;]\s*)(?:also\s+)?remind\s+me\s+(?:at|on|in|tomorrow|tonight|to)\b|^(?:(?:a|another|new)\s+)?one\s+(?:about|saying|that|for)\b`,
  "iu",
);

/** An address to copy an email to, said in its words: "and cc sam@example.com". */
const COPY_TO = /\bb?cc\b\s*:?\s*[^\s@]+@/iu;

/** People spoken to or of, never an item: "done with you". */
const PERSONS = new Set(["you", "me", "us", "him", "her", "them", "myself", "yourself"]);

/** A reference that names no item: "anything today", "everything", "both" with nothing named before. */
const NO_ITEM =
  /^(?:any|every|some|no)(?:th(?:ing)?|one|body)\b|^(?:both|either|neither)(?: of them)?$/iu;

/** Slots naming a thing (an item to buy, a title, a place, what was paid for). */
const THINGS = new Set(["items", "title", "destination", "description"]);

/** An email address or a phone number: never a thing (a reminder's text may hold one). */
const ADDRESS = /[^\s@]+@[^\s@]+\.\p{L}{2,}|(?:\+\d|\b0)\d{2,4}[\s-]?\d{3}[\s-]?\d{3,4}\b/u;

/**
 * Slots that hold one short thing said in a clause (a task, a reminder's text, a title, a place):
 * one with a comma holds two parts, and which belongs is not known ("order new glasses, no rush").
 */
const CLAUSE_SLOTS = new Set(["content", "text", "title", "destination", "description"]);

/**
 * Slots that name an existing item, and the items a removal takes off a list: a negation in one
 * is a sentence, not a name.
 */
const REFERENCES: ReadonlySet<string> = new Set([...REFERENCE_SLOTS, "items"]);
const NEGATION = /\b(?:don't|do not|doesn't|does not|isn't|is not|aren't|not|no longer|never)\b/iu;

/** Verbs that make a statement of a place's words: "Paris was amazing". */
const STATEMENT_VERBS = new Set(["is", "was", "were", "are", "has", "had"]);

/** A text starting with where it goes, another kind's item: "to the Rome trip that …". */
function toOtherKind(v: string): boolean {
  const ws = v.trim().split(" ");
  return ["to", "on", "in", "for"].includes(ws[0]?.toLowerCase() ?? "") &&
    ["the", "my", "our"].includes(ws[1]?.toLowerCase() ?? "") &&
    othersThan("note").test(ws.slice(2, 5).join(" "));
}

/** How a second item is joined to a first: "… and a reminder to pack". */
const JOINED_ITEM = [" and a ", " and an ", " and another ", " and the ", " and one "];

/** Tools whose text is a doing: a reminder's, a task's. */
const DOINGS = new Set(["reminders_create", "tasks_create"]);

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
      const parts = v.split(/\s*[,;]\s*|\s+[-–—]\s+/u);
      // A trip's or contact's notes holding a date: a second date the reading did not use. A
      // trip has no clock time: one said in its notes ("check-in after 3pm") is only their words.
      // A month naming the trip's days ("for March break, the 14th to the 22nd") is held by them.
      const start = String(call.input.start_date ?? "");
      // A contact's role names a part of the day without saying one ("night porter").
      const timeOnly = (h: { dayCertain: boolean; monthOnly: boolean; date: { month: number } }) =>
        (!h.dayCertain && (call.name === "trips_update" || call.name.startsWith("contacts_"))) ||
        (h.monthOnly && Number(start.slice(5, 7)) === h.date.month);
      // A note put on a contact alone ("put in Hemi's contact that he's moving in May") is said.
      const noteOnly = call.name === "contacts_update" && Object.keys(call.input).length === 2;
      if (
        key === "notes" && call.name !== "notes_create" && !noteOnly && WHENISH.test(v) &&
        datesIn(v).some((h) => !timeOnly(h))
      ) {
        out.push(v);
        return;
      }
      // "add a trip to Paris and a reminder to pack": another kind's item in a trip's notes, or
      // joined to a task ("book flights and a reminder to pack").
      const kind = TOOL_KIND.get(call.name);
      const other = kind && kind !== "note" ? othersThan(kind as Kind) : null;
      const joined = (key === "items" || CLAUSE_SLOTS.has(key)) && other !== null &&
        JOINED_ITEM.some((j) => {
          const at = v.toLowerCase().indexOf(j);
          return at >= 0 && other.test(v.slice(at + j.length).split(" ").slice(0, 2).join(" "));
        });
      if ((key === "notes" && other?.test(v)) || joined) {
        out.push(v);
        return;
      }
      // "add a note to the Rome trip that …" read as a note "to the Rome trip that …": the note is
      // the trip's. "… saying hi and cc sam@…": who to copy is the email's, never its words.
      if (
        (free && key === "text" && toOtherKind(v)) ||
        (free && (key === "text" || key === "body") && REQUEST_IN_TEXT.test(v)) ||
        ((key === "body" || key === "subject") && COPY_TO.test(v)) ||
        (free && key === "text" && words(v).slice(0, 2).join(" ") === "remind me") ||
        // "…, and remind me to pack on 19th" left in a trip's notes: a request, no detail of it.
        (key === "notes" && call.name !== "notes_create" &&
          ["remind me", "remind us"].includes(words(v).slice(0, 2).join(" ")))
      ) {
        out.push(v);
        return;
      }
      if (nameAsNotes(call, key, v) || cutNotes(call, key, v)) {
        out.push(v);
        return;
      }
      if (free || FORMED.has(key)) return;
      // "move the car, the warden comes": an aside after the item; "plumber Dave Wilson": a role
      // said before a name.
      if (
        DEBRIS.test(v.trim()) || saysNothing(v) ||
        (key !== "title" && !REFERENCES.has(key) && onlyWhen(v)) ||
        (key === "items" && call.name.startsWith("shopping_") && saysWhen(v)) ||
        parts.slice(1).some((p) => isAside(p) || fillerOnly(p)) ||
        (key === "items" &&
          (countOnly(v) || OWNED.has(words(v)[0] ?? "") || namesNothing(call, v) ||
            vagueItem(v) || notAThing(v) || pointsOnly(v))) ||
        unpaired(v) ||
        (key === "items" && (doingFirst(v) || priced(v) || v.includes(": ") || namesItsList(v))) ||
        (CLAUSE_SLOTS.has(key) && numberOpens(v)) ||
        ((key === "items" || key === "name" || CLAUSE_SLOTS.has(key)) && bracketLeft(v)) ||
        (REFERENCES.has(key) && call.name !== "shopping_add" && NEGATION.test(v)) ||
        (THINGS.has(key) && (ADDRESS.test(v) || CLAUSE_IN_THING.test(v))) ||
        ((THINGS.has(key) || REFERENCES.has(key)) && opensClause(v)) ||
        (THINGS.has(key) && holdsFullDate(v)) ||
        (REFERENCES.has(key) && NO_ITEM.test(v.trim())) ||
        (REFERENCES.has(key) && PERSONS.has(v.trim().toLowerCase())) ||
        // "stop nagging me about …", "reminding me re …": words said to the assistant name no item.
        (REFERENCES.has(key) && key !== "items" && words(v).includes("me")) ||
        (REFERENCES.has(key) && SECOND_REQUEST.test(v)) ||
        (CLAUSE_SLOTS.has(key) && SECOND_ASKED.test(v)) ||
        // "30 pm to pick up flowers": am or pm with no hour is a clock time cut in two, and "the
        // month to pay rent" what a date phrase left.
        (CLAUSE_SLOTS.has(key) && strayMeridiem(v)) ||
        ((key === "text" || key === "content") && dateLeftover(v)) ||
        // "unless I've already left", "10 mins before my 3pm meeting": no doing, or a moment
        // counted from another that the reminder's time is not.
        (DOINGS.has(call.name) && conditionFirst(v)) ||
        (call.name === "reminders_create" && offsetSaid(v)) ||
        (key === "title" &&
          (weekdaysLeft(v) || askedAsTitle(v) ||
            (onlyWhen(v) && holidayName(v) === null && !hasDigit(v)))) ||
        // "add £5.99 to the Netflix expense": an expense named by its kind is one that exists.
        (key === "description" && ["expense", "expenses"].includes(words(v).at(-1) ?? "")) ||
        // "trip to Paris was amazing": a place said in a statement about it.
        (key === "destination" &&
          words(v).some((w) => STATEMENT_VERBS.has(w) || WHEN_IN_PLACE.has(w))) ||
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

/** Words of when, never of a place's name: "Queenstown from this coming" left of a date. */
const WHEN_IN_PLACE = new Set([
  "from",
  "this",
  "coming",
  "next",
  "until",
  "till",
  "today",
  "tonight",
  "tomorrow",
  // "Bangkok two weeks": a length of time, never a place's word.
  "week",
  "weeks",
  "fortnight",
]);
