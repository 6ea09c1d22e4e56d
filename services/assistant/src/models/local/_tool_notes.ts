/**
 * Notes in what people write: "jot down that the wifi password is in the drawer", "note: ...",
 * "quick note - ...", "remember in a note that ...", "show my notes", "delete the note about wifi",
 * "I don't need the note on parking anymore". Its words are in `groups/notes.ts`; keepsakes are
 * read by `_tool_keepsakes.ts` (re-exported here for the intent reader).
 * @module
 */
import { withoutDayNamed } from "./_removal_when.ts";
import type { ToolCall } from "../../tools/types.ts";
import { type Ask, isAsk, type Parsed } from "./_ask.ts";
import { TOOL_KIND } from "./_clause_kind.ts";
import { type Clause, cleanRef, match } from "./_tool_text.ts";
import { read, shapes } from "./_shapes.ts";
import { asksToList, DET, othersThan } from "./_tool_words.ts";
import {
  asksAboutTheWord,
  beforeReason,
  keptText,
  namesList,
  removedItem,
  spent,
  withoutReason,
} from "./_tool_notes_common.ts";
import { keepsNothing } from "./_said_elsewhere.ts";
import { words } from "./groups/mod.ts";
import { NOTES } from "./groups/notes.ts";
import { TAGS } from "./groups/_openers.ts";
import { words as plainWords } from "./_words_said.ts";
import { phraseIndex } from "./_tokens.ts";
import { toldLast } from "./_tool_notes_last.ts";

export { parseKeepsake } from "./_tool_keepsakes.ts";

const W = words("note");
const NOTE = W.noun;
const WRITE = W.verb("notes_create");
const REMOVE = W.verb("notes_delete");

const A = String.raw`(?:(?:a|an|another|new|the|this|one|me\s+a)\s+)?`;
const SIZE = String.raw`(?:(?:quick|new|short|little|brief)\s+)*`;

/**
 * Words a request for a note may say before its colon or dash ("quick note:", "make a short note
 * please -", "jot this down for me:", "put in my notes:", "note to self:"): any of them, and
 * nothing else, make what follows the note's text.
 */
const WRITING = new Set((NOTES.verbs?.notes_create ?? []).flatMap((v) => plainWords(v)));
const HEAD = new Set([
  ...WRITING,
  ...("note notes a an another new the this that it one me my our your quick short little brief " +
    "to self myself following down please pls plz for quickly real in into of").split(" "),
  // "note this lah: …": a tag asks nothing.
  ...TAGS,
]);

/** The note said after a head of only note words, or null ("quick note - …", "jot this down: …"). */
function afterHead(c: Clause): string | null {
  const seps = [":", "-", "–", ","].map((s) => c.text.indexOf(s)).filter((i) => i > 0);
  if (seps.length === 0) return null;
  const at = Math.min(...seps);
  const head = withoutHedge(withoutReason(plainWords(c.text.slice(0, at))));
  // The note is named, or written down ("jot this down -"): "keep this:" is a keepsake.
  const down = WRITING.has(head[0] ?? "") && (head.includes("down") || ONLY_WRITES.has(head[0]!));
  const named = head.some((w) => w === "note" || w === "notes") || down;
  if (!named || !head.every((w) => HEAD.has(w))) return null;
  // After a comma only a head that asks for a note ("jot this down, …", "quick note, …"), never
  // one that names notes ("my notes, delete the one …").
  const asks = down || head.some((w) => SIZES.has(w)) || WRITING.has(head[0] ?? "");
  if (c.text.charAt(at) === "," && (!asks || head.includes("notes"))) return null;
  return keptText(c.typed(at + 1, c.text.length));
}

/** Verbs that only ever write something down: "jot this: …" is a note without its "down". */
const ONLY_WRITES = new Set(["jot", "scribble"]);

/** What hurries a note, said in its head: "write this down before I forget, …". */
const HEDGES = [["before", "i", "forget"], ["before", "we", "forget"], ["while", "i", "remember"]];

/** The words of a note's head without a hedge that hurries it. */
function withoutHedge(head: string[]): string[] {
  for (const hedge of HEDGES) {
    const at = phraseIndex(head, hedge);
    if (at >= 0) return [...head.slice(0, at), ...head.slice(at + hedge.length)];
  }
  return head;
}

/** Words that say a note's size: "quick note, …" asks for one. */
const SIZES = new Set(["quick", "short", "little", "brief", "new"]);

/**
 * Openers after which the rest of the clause is the note, read in a clause only (a head before a
 * colon or dash, `afterHead`, may be followed by sentences).
 */
const NOTE_CREATE: RegExp[] = [
  // jot down that ... / write down: ... / write this down the bins go out on tuesday
  new RegExp(
    // "jot down the bins go out on tuesday in my notes": the notes named last are no part of it.
    String
      .raw`^${WRITE}\s+(?:this\s+down\b(?!\s*[,;]|\s+(?:then|and|so|also|please|pls|plz|for|before|while|now|too)\b)|down\b)(?!\s+${DET}${NOTE}\b)\s*(?:that\b|:|-)?\s*(.+?)(?:\s+(?:to|in|into|on)\s+(?:my|our|the)\s+${NOTE})?$`,
    "isud",
  ),
  // remember in a note that ... / keep it in a note: ... / write in my notes that ...
  new RegExp(
    String
      .raw`^${WRITE}\s+(?:(?:this|that|it)\s+)?(?:in|into|as|with)\s+(?:(?:my|our)\s+)?${A}${SIZE}${NOTE}\s*(?:that\b|:|-)?\s*(.+)$`,
    "isud",
  ),
  // make a note that ... / add a note saying ... / a note that says (or reads) ...
  // "put a note in that …", "… a note down saying …": the particle of the verb is no part of it.
  new RegExp(
    String
      .raw`^${WRITE}\s+(?:me\s+)?${A}${SIZE}${NOTE}\s*(?:(?:in(?:\s+there)?|down)\s+(?=(?:that|saying|to\s+say|reading)\b))?(?:(?:that|which)\s+(?:says|reads|said)\b|that\b|saying\b|to\s+say\b|reading\b|of\b|about\b|on\b|for\s+me\b)?\s*(.+)$`,
    "isud",
  ),
  /^(?:new\s+)?note(?:\s+to\s+(?:self|myself))?\s+that\s+(.+)$/isud,
  // add the gate code to my notes
  new RegExp(String.raw`^${WRITE}\s+(.+?)\s+(?:to|in|into|on)\s+${DET}${NOTE}$`, "isud"),
  /^note\s+(?!down\b)(.+)$/isud,
];

const NOTE_WORD = /^notes?$/iu;

const OTHER = othersThan("note", { except: ["keepsake"] });

/** "add a note to the Lisbon trip: ...": a note on another kind's item is that item's. */
const ON_ITEM = new RegExp(
  String.raw`^${WRITE}\s+${A}${SIZE}${NOTE}\s+(?:to|on|for|in)\s+([^:\-–]{1,80}?)\s*[:\-–]`,
  "iu",
);

function onAnotherItem(c: Clause): boolean {
  const m = ON_ITEM.exec(c.text);
  return m !== null && OTHER.test(m[1] ?? "");
}

/** Words before an item's noun said first: "a trip to …", "another reminder …". */
const ITEM_DET = new Set(["a", "an", "another", "new", "one", "my", "our"]);

/** Words after an item's noun that go on to say the item: "a trip to …", "a reminder that …". */
const ITEM_GOES_ON = new Set([
  "to",
  "for",
  "on",
  "in",
  "at",
  "about",
  "with",
  "from",
  "that",
  ":",
  "-",
]);

/** Words a thing to do written down may open with: "(for me) to fix the fence". */
const FOR_WHOM = new Set(["me", "us", "myself"]);

/** Whether a text written down is a thing to do: "to fix the back fence", "for me to call Sam". */
function thingToDo(text: string): boolean {
  const ws = plainWords(text);
  const from = ws[0] === "for" && FOR_WHOM.has(ws[1] ?? "") ? 2 : 0;
  return ws[from] === "to" && ws.length >= from + 3;
}

/** Whether a text written down opens with another kind's item: "a trip to Charleston, …". */
function anotherItem(text: string): boolean {
  const ws = plainWords(text);
  if (!ITEM_DET.has(ws[0] ?? "")) return false;
  const rest = ws.slice(1).join(" ");
  const noun = OTHER.exec(rest);
  if (noun?.index !== 0) return false;
  const after = plainWords(rest.slice(noun[0].length))[0];
  return after === undefined || ITEM_GOES_ON.has(after);
}

/** Whether a text written down is a thing for the user to do: "for me to fix the fence". */
function forMeTo(text: string): boolean {
  const ws = plainWords(text);
  const at = ws[0] === "for" ? 1 : 0;
  return ws[at] === "me" && ws[at + 1] === "to" && ws.length > at + 2;
}

/** "forget what I wrote about Dom's van": the note named by what it was written about. */
const WRITTEN = shapes([[
  "forget|delete|remove|scrap|bin|get rid of|throw away|lose",
  "what|whatever|the thing|the bit|the stuff|everything",
  "i|we",
  "wrote|jotted|noted|put|scribbled|typed",
  "?down",
  "about|on|regarding",
  "{x}",
]]);

function remove(c: Clause): Parsed | null {
  const { ref, which } = removedItem(c, REMOVE, NOTE, OTHER, NOTE_WORD, "note");
  if (ref) return { name: "notes_delete", input: { note: ref } };
  if (which) return { ask: "notes_delete", known: {} } satisfies Ask;
  const about = read(c.text, WRITTEN)?.[0];
  const written = about && !OTHER.test(about) ? cleanRef(about, NOTE_WORD) : null;
  return written ? { name: "notes_delete", input: { note: written } } : null;
}

/** "make a note", "take a quick note for me": a note without its text. */
const BARE = new RegExp(
  String
    .raw`^(?:${WRITE}\s+(?:me\s+)?${A}${SIZE}${NOTE}|${WRITE}\s+(?:something|this|that|it)\s+down|${SIZE}${NOTE}\s+to\s+(?:self|myself))(?:\s+of\s+(?:it|that|this))?(?:\s+(?:for\s+me|please|quickly))?$`,
  "iu",
);

/** Kinds a note's text may read as in part: a thing to get ("- bring cash") is still its words. */
const WITHIN_NOTE = new Set(["note", "keepsake", "shopping"]);

/**
 * True when a clause after a note's or keepsake's head asks for something of another kind ("note:
 * parking at level 3, bay 42 - remind me at 6 to move the car"): the message is then no one note
 * taken whole, and each request is read on its own.
 */
export function asksElse(readings: readonly (Parsed | null)[]): boolean {
  return readings.some((r) =>
    r !== null && !isAsk(r) && !WITHIN_NOTE.has(TOOL_KIND.get(r.name) ?? "")
  );
}

/** How a second note is named inside the first: "…, and another note: …", "… second note - …". */
const SECOND_NOTE = ["another note", "second note", "one more note"];

/** True when a second note is headed inside the text: "A, and another note: B". */
function secondNoteHeaded(text: string): boolean {
  const low = text.toLowerCase();
  return SECOND_NOTE.some((head) => {
    // "another note: …" said first is this note's head, not a second one.
    const at = low.indexOf(head);
    if (at < 0 || low.slice(0, at).trim() === "") return false;
    const after = low.slice(at + head.length).trimStart();
    return [":", "-", "–", "—"].includes(after.charAt(0)) || SAYING.has(plainWords(after)[0] ?? "");
  });
}

/** Words that start a second note's text after "another (one)": "… and another one saying …". */
const SAYING = new Set(["saying", "that", "says", "reading", "reads"]);

/**
 * "… and another one saying …", "… and one more that …", "… and also that …": a second note asked
 * for inside the first's text, so no one note (said as two, `groups/notes.ts`).
 */
function secondNote(text: string): boolean {
  if (secondNoteHeaded(text)) return true;
  const ws = plainWords(text);
  return ws.some((w, i) => {
    if (w !== "and") return false;
    // "note that A and also that B": a second "that" said again, a second note.
    if (ws[i + 1] === "also" && (ws[i + 2] === "that" || ws[i + 3] === "that")) return true;
    let at = ws[i + 1] === "another"
      ? i + 2
      : ws[i + 1] === "one" && ws[i + 2] === "more"
      ? i + 3
      : -1;
    if (at < 0) return false;
    if (ws[at] === "one") at++;
    return SAYING.has(ws[at] ?? "");
  });
}

/**
 * The notes call a clause asks for, or null; `wholeOnly` for the whole message as one clause. A
 * request for a note without its text asks for it (not in `wholeOnly`: that takes text only).
 */
export function parseNote(c: Clause, wholeOnly: true): ToolCall | null;
export function parseNote(c: Clause, wholeOnly?: boolean): Parsed | null;
export function parseNote(c: Clause, wholeOnly = false): Parsed | null {
  if (onAnotherItem(c)) return null;
  if (!wholeOnly && BARE.test(c.text)) return { ask: "notes_create", known: {} } satisfies Ask;
  if (secondNote(c.text)) return null;
  const headed = afterHead(c);
  // "put down some saltfish and ackee on the list": things for a list, never a note.
  if (headed && (namesList(headed) || spent(headed))) return null;
  if (headed) return { name: "notes_create", input: { text: headed } };
  const told = toldLast(c);
  if (told) return told;
  if (wholeOnly) return null;
  for (const opener of NOTE_CREATE) {
    const found = match(c, opener);
    if (!found) continue;
    if (/^(?:notes|note\s+of\s+(?:it|that|this))$/iu.test(c.text)) continue;
    const text = keptText(found.slot(1));
    // "save this to my notes": what to note was said nowhere, so it is asked.
    if (!text) return keepsNothing(found.slot(1)) ? { ask: "notes_create", known: {} } : null;
    // "add a note that says": the word that says it alone, what to note was said nowhere.
    if (SAYING.has(text.toLowerCase())) return { ask: "notes_create", known: {} } satisfies Ask;
    // "put down 18 quid for the taxi", "note: a tenner for coffees": an amount said first, then
    // what it paid for, is what was spent, an expense's words, never a note's.
    if (namesList(text) || spent(text)) return null;
    // "put down for me to fix the back fence": a thing for the user to do, a task's words.
    if (opener === NOTE_CREATE[0] && forMeTo(text)) return null;
    // "put down a trip to Charleston, …": another kind's item written down is that item, never a
    // note holding it ("a birthday idea for mum: …" stays a note).
    if (opener === NOTE_CREATE[0] && anotherItem(text)) return null;
    // "put down (for me) to fix the back fence": a thing to do written down is a task's.
    if (opener === NOTE_CREATE[0] && thingToDo(text)) return null;
    return { name: "notes_create", input: { text } };
  }
  // "delete my note on the garage, it's locked now": the reason names no note.
  const head = beforeReason(c);
  // "delete my notes from monday": a day names no note (`withoutDayNamed`).
  const removed = withoutDayNamed((head ? remove(head) : null) ?? remove(c));
  if (removed) return removed;
  if (asksAboutTheWord(c, NOTE)) return null;
  if (asksToList(c, NOTE) && !/\bnote\s+(?:to|on)\b/iu.test(c.text)) {
    return { name: "notes_list", input: {} };
  }
  return null;
}
