/**
 * What the notes, keepsakes and email follow-up parsers share: the text a note or keepsake keeps,
 * a removal said as no longer needing something ("I don't need the note on parking anymore") and
 * the item a removal names, and a request followed by its reason ("remove my gift note, I bought
 * the scarf").
 * @module
 */
import { REASON_ALT, REASON_WORDS, unquote, words } from "../../text/normalize.ts";
import { type Clause, cleanRef, makeClause } from "./_tool_text.ts";
import { DET, namesOnlyKind, removalTarget, theOne } from "./_tool_words.ts";
import { findMoney, spokenAmounts } from "./_tool_text_money.ts";
import { SHOPPING } from "./groups/shopping.ts";
import { keepsNothing, POINTERS } from "./_said_elsewhere.ts";
import { TASKS } from "./groups/tasks.ts";

/**
 * A trailing clause that says who asked for the note, not what it says: "..., the engineer
 * asked", "..., my wife wants to know".
 */
const ASKED_BY =
  /,\s*(?:(?:the|my|our|his|her|their)\s+)?[\p{L}']+(?:\s+[\p{L}']+)?\s+(?:asked(?:\s+for\s+it|\s+me\s+to)?|requested(?:\s+it)?|wanted(?:\s+it|\s+to\s+know)?|wants(?:\s+it|\s+to\s+know)|needs\s+it|needed\s+it)$/iu;

/**
 * The text to keep, without a leading separator or quotes; null when empty or only pointing at a
 * thing said elsewhere ("save this as a keepsake" keeps no "this").
 */
export function keptText(text: string, max = 4000): string | null {
  const t = unquote(text.trim().replace(/^[:\-–,?]\s*/u, "").replace(ASKED_BY, "").trim());
  if (t.length === 0 || keepsNothing(t)) return null;
  return t.length > max ? t.slice(0, max).trim() : t;
}

/** Amounts said by a word of their own, after "a" or a number: "a tenner", "two fivers". */
const MONEY_NOUNS = new Set(["tenner", "tenners", "fiver", "fivers", "grand", "quid"]);
/** Words after an amount that say what it paid for: "18 euro for the taxi", "a tenner on coffees". */
const SPENT_ON = new Set(["for", "on"]);

/**
 * True when a text is an amount of money said first, then what it paid for ("eighteen euro for
 * the taxi", "a tenner for coffees", "€4.50 on parking"): what was spent, an expense's words, never
 * a note's text (read by the expenses parser, or nothing is written).
 */
export function spent(text: string): boolean {
  const said = spokenAmounts(text.trim());
  const money = findMoney(said)[0];
  if (money?.index === 0) return SPENT_ON.has(words(said.slice(money.end))[0] ?? "");
  const ws = words(text);
  const at = ws[0] === "half" && ws[1] === "a" ? 2 : 1;
  return MONEY_NOUNS.has(ws[at] ?? "") && SPENT_ON.has(ws[at + 1] ?? "");
}

/** The names of a list of things or of things to do: "list", "shopping list", "to-do list". */
const LIST_NAMES = new Set(
  ["list", ...SHOPPING.nouns, ...TASKS.nouns].flatMap((n) => {
    const one = words(n.replace("(s)", "")).join(" ");
    return [one, `${one}s`];
  }),
);
/** Words that put a thing on a list: "… on the list", "… to my shopping list". */
const ONTO = new Set(["on", "onto", "to", "in", "into"]);
/** Words of a statement about something on a list: "Tom is on the list" is a fact to note. */
const BEING = new Set(["is", "are", "was", "were", "am", "be", "been"]);

/**
 * True when a text ends by naming the user's list it goes on ("some saltfish, ackee and two
 * breadfruit on the list", "oat milk to my shopping list"): things put on that list, never a
 * note's text; a fact about one ("Tom is on the list") and another list ("the guest list") are.
 */
export function namesList(text: string): boolean {
  const ws = words(text);
  const at = ws.findLastIndex((w) => ONTO.has(w));
  if (at <= 0 || ws.slice(0, at).some((w) => BEING.has(w))) return false;
  const rest = ws.slice(at + 1);
  if (["the", "my", "our", "me"].includes(rest[0] ?? "")) rest.shift();
  return LIST_NAMES.has(rest.join(" "));
}

/** Words that start a reason said inside a request's head ("save this since …: …"). */
const REASON_SET = new Set(REASON_WORDS);

/**
 * A head's words without the reason said in it after a pointer to what follows: "save this as a
 * keepsake since it was new year: …" is "save this as a keepsake". A head pointing at nothing
 * ahead is left whole.
 */
export function withoutReason(head: string[]): string[] {
  const at = head.findIndex((w, i) => i > 0 && REASON_SET.has(w));
  if (at < 0 || at === head.length - 1) return head;
  const before = head.slice(0, at);
  return before.some((w) => POINTERS.has(w)) ? before : head;
}

const REF_PREP = String
  .raw`(?:about|regarding|re|for|on|of|with|from|that\s+says|saying|called|named|where)`;

/**
 * The reference of an item said in the first of `shapes` that matches: the words its group holds,
 * when they do not name the kind again.
 */
function refIn(
  c: Clause,
  noun: string,
  shapes: readonly string[],
): { start: number; end: number } | null {
  const again = new RegExp(String.raw`\b${noun}\b`, "iu");
  for (const shape of shapes) {
    const m = new RegExp(shape, "iud").exec(c.text);
    const span = m?.indices?.[1];
    if (span && !again.test(m[1] ?? "")) return { start: span[0], end: span[1] };
  }
  return null;
}

/**
 * The reference of an item said to be no longer needed: "I don't need the note on the parking
 * spot anymore", "we no longer need the wedding keepsake", "no need to keep the note about X".
 */
export function noLongerNeeded(c: Clause, noun: string): { start: number; end: number } | null {
  const lead = String
    .raw`^(?:(?:i|we)\s+(?:do\s+not|no\s+longer|will\s+not|won't|dont|don't)\s+need(?:\s+to\s+keep)?|(?:there\s+is\s+)?no\s+need\s+(?:for|to\s+keep))\s+`;
  const tail = String.raw`(?:\s+(?:any\s*more|after\s+all|now))?$`;
  return refIn(c, noun, [
    String.raw`${lead}${DET}${noun}\s+${REF_PREP}\s+(.+?)${tail}`,
    String.raw`${lead}${DET}(.+?)\s+${noun}${tail}`,
  ]);
}

const REASON_AFTER = new RegExp(
  String
    .raw`^(.+?)\s*(?:,|\s[-–]\s)\s*(?:(?:so|as|${REASON_ALT})\s+)?(?:i|we|he|she|they|it|you|the\s+\w+\s+(?:is|was|has|have|got))\b`,
  "iu",
);

/**
 * The clause without a trailing reason after a comma or a dash ("remove my gift note, I bought
 * the scarf" is "remove my gift note"), or null when it has none. The reason starts with a person
 * or "it": a comma inside an item's words ("parked on level 2, row F") is not one.
 */
export function beforeReason(c: Clause): Clause | null {
  const m = REASON_AFTER.exec(c.text);
  if (!m || !m[1]) return null;
  const head = c.typed(0, m[1].length);
  return head.length > 0 ? makeClause(head, c.ctx) : null;
}

/**
 * True when a question is about the words, not the user's items: "what's the difference between a
 * note and a keepsake?", "what is a follow-up?", "how do keepsakes work?". It lists nothing.
 */
export function asksAboutTheWord(c: Clause, noun: string): boolean {
  return new RegExp(
    String
      .raw`\bdifference\s+between\b|^what\s+(?:is|are)\s+(?:an?\s+)?${noun}(?:\s+for)?$|^what\s+(?:does|do)\s+(?:an?\s+)?${noun}\s+mean$|^how\s+(?:do|does)\s+(?:an?\s+)?${noun}\s+work$|^(?:what\s+is|explain)\s+the\s+(?:point|idea|meaning)\s+of\b`,
    "iu",
  ).test(c.text);
}

const GONE = String
  .raw`(?:can\s+go|can\s+be\s+(?:deleted|removed|dismissed|dropped|cleared|closed|forgotten|binned)|is\s+(?:done|sorted|handled|resolved|dealt\s+with|no\s+longer\s+needed|not\s+needed(?:\s+any\s*more)?|obsolete|out\s+of\s+date))`;

/**
 * The reference of an item said to be over, as its subject: "the gym note can go", "the note about
 * the boiler is out of date", "the invoice follow-up is done".
 */
export function saidToGo(c: Clause, noun: string): { start: number; end: number } | null {
  return refIn(c, noun, [
    String.raw`^${DET}${noun}\s+${REF_PREP}\s+(.+?)\s+${GONE}(?:\s+now)?$`,
    String.raw`^${DET}(.+?)\s+${noun}\s+${GONE}(?:\s+now)?$`,
  ]);
}

/**
 * The note or keepsake a removal names, in any of its shapes: "delete the note about wifi", "I
 * don't need the wifi note anymore", "the gym note can go", or by its kind alone, "delete the note"
 * ({@link theOne}). `said` is true when a removal was said even though `ref` names nothing left
 * once the kind's own words (`word`) are taken out.
 * @param verb the removal verbs, as a regex source
 * @param noun the kind's nouns, as a regex source
 * @param other nouns of other kinds: a reference holding one is not this kind's
 * @param kind the kind's name as its tool says it ("note", "keepsake")
 * @param asksWhich whether the kind said after "that" alone ("delete that note") is asked about
 * (`which`), not the one there is
 */
export function removedItem(
  c: Clause,
  verb: string,
  noun: string,
  other: RegExp,
  word: RegExp,
  kind: string,
  asksWhich = true,
): { ref: string | null; said: boolean; which?: boolean } {
  const target = removalTarget(c, verb, noun, other) ?? noLongerNeeded(c, noun) ??
    saidToGo(c, noun);
  const ref = target ? cleanRef(c.typed(target.start, target.end), word) : null;
  if (ref) return { ref, said: true };
  if (!namesOnlyKind(c, verb, noun)) return { ref: null, said: target !== null };
  // "delete that note" said with nothing before it points at no note: which one is asked.
  const which = asksWhich && pointsBack(c, kind);
  return { ref: which ? null : theOne(kind), said: true, which };
}

/** Words that point at an item said before ("that note"), unlike "the note", the one there is. */
const POINTING = new Set(["that", "this"]);

/** True when the kind's noun is said after "that" or "this": "delete that note". */
function pointsBack(c: Clause, kind: string): boolean {
  const ws = words(c.text);
  return ws.some((w, i) => w === kind && POINTING.has(ws[i - 1] ?? ""));
}
