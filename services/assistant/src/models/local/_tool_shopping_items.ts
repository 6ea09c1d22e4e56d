/**
 * What the shopping parser (`_tool_shopping.ts`) takes as the items of a slot: never a thing that
 * is nothing to buy ("a break"), another kind's item ("the dentist reminder"), a thing said
 * elsewhere ("it"), "one" standing for a noun, a doing ("call mum") or a question; and whether
 * items said without commas may be cut otherwise ("milk bread and eggs", "toothpaste dental floss
 * and kitchen roll").
 * @module
 */
import { type Clause, splitItems } from "./_tool_text.ts";
import { findDates } from "./_tool_dates.ts";
import { firstWord } from "./_tool_text.ts";
import { othersThan } from "./_tool_words.ts";
import { PHONE } from "./_tool_text_links.ts";
import { tokenize } from "./_tokens.ts";
import { template } from "./_templates.ts";
import { words } from "./groups/mod.ts";
import { KNOWN } from "./_coverage.ts";
import { INTERJECTIONS } from "./_tool_text_asides.ts";
import { stem, STOP_WORDS } from "../../text/normalize.ts";
import { SHOPPING } from "./groups/shopping.ts";
import {
  BEFORE_ARTICLE,
  FOREIGN_AND,
  GROCERIES,
  HOME_PLACE,
  SILENT_H,
  TOWARD_PLACE,
} from "./groups/_shopping_things.ts";
import { TAGS } from "./groups/_openers.ts";
import { describes, kindAfterDash, withKindsMerged, wordsOf } from "./_shopping_described.ts";
import { SAID_AFTER_THING, TOGETHER_NOUNS, WHO_LIKES } from "./groups/_shopping_items.ts";

/** Whose a thing is, said with a possessive: "Gary's", "mum's". */
export const POSSESSIVE = String.raw`\p{L}+'s`;

/** "a break", "more sleep", "the day", "Gary's number": said where an item goes, but nothing to buy. */
const NOT_ITEM = template(
  "[{whose}] [a/an/some/more/the/a_bit_of/a_little/proper/real/good/long/whole/entire]* {notItem} [from/for/with/to/of/in/at/on/honestly/really/now/right_now/asap/please/any_more/anymore …]",
  {
    notItem: words("shopping").notItem,
    whose: { row: "my/his/her/their/your/our/{poss}" },
    poss: POSSESSIVE,
  },
);

const OTHER = othersThan("shopping", { also: ["supplier", "calendar"] });

/** Words said after the items that are none: "milk please", "eggs too", "Milo can or not". */
const AFTER_ITEMS = template(
  "{x} please/too/as_well/also/for_me/thanks/already/instead/can_or_not/can_anot",
);

/** A first word that makes the slot a thing said elsewhere ("it", "them for the party"). */
const SAID_ELSEWHERE = new Set([
  "it",
  "them",
  "that",
  "this",
  "those",
  "these",
  "everything",
  "all",
  "either",
  "both",
]);
/** A first word that makes the slot a question ("what", "is"). */
const ASKING = new Set([
  "what",
  "which",
  "how",
  "when",
  "where",
  "why",
  "who",
  "is",
  "are",
  "do",
  "does",
  "can",
  "should",
]);

export function items(said: string, plain: string): string[] | null {
  const slot = kindAfterDash(plusListed(said));
  // "a jar of coffee at the back of the cupboard": where the thing is, no part of it.
  // "…, eh", "…, diolch": a tag or a filler said where an item goes is none (`TAGS`).
  // "tortillas y aguacates": "and" said in another language between things.
  const list = splitItems(AFTER_ITEMS.exec(slot)?.[1] ?? slot).flatMap(atForeignAnd)
    .map(withoutHomePlace).map(withoutWhoLikes).filter((i) => !isTag(i)).map(withoutHedge);
  // "the stuff for pancakes, flour eggs lemons": the things named together, then each one.
  if (list.length > 1 && namesTogether(list[0]!, slot)) list.shift();
  // "coffee beans - decaf", "milk, the oat one": which kind of the thing before, no thing of its own.
  withKindsMerged(list);
  if (list.length === 0) return null;
  // "the trip reminder": another kind's item; "a birthday card": a thing its noun only describes.
  if (OTHER.test(plain) && (list.some(othersItem) || !list.some((i) => OTHER.test(i)))) return null;
  // "it", "them for the party": a thing said elsewhere, not an item.
  if (list.some((i) => SAID_ELSEWHERE.has(firstWord(i)))) return null;
  // "get rid of the Paris one": a removal ("get" is no purchase there), never an item "rid of …".
  if (list.some((i) => firstWord(i) === "rid")) return null;
  // "add one for easter sunday", "add another one": "one" stands for a noun said elsewhere.
  if (list.some(standsForOne)) return null;
  // "a break", "more sleep": said where an item goes, but nothing to buy.
  if (list.some((i) => NOT_ITEM.test(i))) return null;
  // "un viaje a Sevilla", "flights to Rome": a journey to a place, not a thing to buy.
  if (towardPlace(plain)) return null;
  // "call mum", "pay the window cleaner": a doing, not a thing to buy; "+44 7700 900123 as Raj",
  // "raj@example.com": a number to call or an address is someone's, never a thing to buy.
  if (list.some((i) => isDoing(i) || PHONE.test(i) || i.includes("@"))) return null;
  if (ASKING.has(firstWord(list[0] ?? ""))) return null;
  return list;
}

/** "+toothpaste +bin bags": things each marked with a plus, said as a list with commas. */
function plusListed(slot: string): string {
  const t = slot.trim();
  if (!t.startsWith("+") || t.length < 2 || "0123456789".includes(t.charAt(1))) return slot;
  return t.slice(1).split(" +").map((p) => p.trim()).join(", ");
}

/**
 * "tortillas y aguacates": an item cut at "and" said in another language (`FOREIGN_AND`) when the
 * words on each side are only words of things in lower case (`thingsOnly`); never a name ("Pan y
 * Vino") nor words of a request.
 */
function atForeignAnd(item: string): string[] {
  const ws = item.split(" ");
  const at = ws.findIndex((w, i) =>
    i > 0 && i < ws.length - 1 && (FOREIGN_AND.includes(w) || anForAnd(w, ws[i + 1]!))
  );
  if (at < 0) return [item];
  const sides = [ws.slice(0, at).join(" "), ...atForeignAnd(ws.slice(at + 1).join(" "))];
  const things = sides.every((side) => side === side.toLowerCase() && thingsOnly(side));
  return things ? sides : [item];
}

/**
 * "an" said for "and" ("saltfish an hard dough bread"): before a word said with a consonant first,
 * which never takes "an" ("an hour", "an apple", "an honest" keep theirs; `SILENT_H`).
 */
export function anForAnd(word: string, next: string): boolean {
  const first = next.charAt(0);
  return word === "an" && first >= "a" && first <= "z" && !"aeiou".includes(first) &&
    !SILENT_H.has(next);
}

/**
 * "stuff", "the brekkie stuff", "the bits for the 4th": an item that names things only together
 * (`TOGETHER_NOUNS`), with at most "the" and one word before it and what it is for after, said
 * as a heading: a comma, a colon or a dash after it in `slot` ("cleaning stuff and bin bags" is
 * two items).
 */
function namesTogether(item: string, slot: string): boolean {
  const ws = wordsOf(item.split(" for ")[0] ?? "").filter((w) => w !== "the");
  const at = slot.indexOf(item);
  const after = at < 0 ? "" : slot.slice(at + item.length).trimStart().charAt(0);
  return ws.length >= 1 && ws.length <= 2 && TOGETHER_NOUNS.has(ws.at(-1)!) &&
    [",", ":", "-", "—", "–"].includes(after);
}

/** True when an item is one word that tags or fills a message ("eh", "lol", "um"; `TAGS`). */
function isTag(item: string): boolean {
  const ws = tokenize(item).filter((t) => !t.punct);
  return ws.length === 1 && (TAGS.has(ws[0]!.w) || INTERJECTIONS.has(ws[0]!.w));
}

/**
 * An item without who likes it said after it ("the yoghurt pouches the little ones like": "the
 * yoghurt pouches"; `WHO_LIKES`): two words at least before whose, one to three of who, then the
 * verb last. The item as said otherwise ("the kids like" alone, "the one I like").
 */
function withoutWhoLikes(item: string): string {
  const ts = tokenize(item).filter((t) => !t.punct);
  if (ts.length < 5 || !WHO_LIKES.verb.has(ts.at(-1)!.w)) return item;
  for (let k = ts.length - 3; k >= Math.max(2, ts.length - 5); k--) {
    if (!WHO_LIKES.whose.has(ts[k]!.w)) continue;
    const cut = item.toLowerCase().lastIndexOf(` ${ts[k]!.w} `);
    return cut > 0 ? item.slice(0, cut).trim() : item;
  }
  return item;
}

/** Words that hedge a count said before it: "like 3 bags of doritos", "about 6 eggs". */
const HEDGES = new Set(["like", "about", "around", "roughly", "maybe", "approx"]);

/** An item without a hedge before its count: "like 3 bags of doritos" is "3 bags of doritos". */
function withoutHedge(item: string): string {
  const ts = tokenize(item).filter((t) => !t.punct);
  const first = ts[1]?.w.charAt(0) ?? "";
  if (ts.length < 3 || !HEDGES.has(ts[0]!.w) || !(first >= "0" && first <= "9")) return item;
  return item.slice(item.indexOf(ts[1]!.raw)).trim();
}

/**
 * An item without the place at home said after it ("a jar of coffee at the back of the
 * cupboard": "a jar of coffee"); the item as said when it ends with none (`HOME_PLACE`).
 */
function withoutHomePlace(item: string): string {
  const ts = tokenize(item);
  const n = ts.length;
  if (n < 4 || !HOME_PLACE.place.has(ts[n - 1]!.w) || !HOME_PLACE.whose.has(ts[n - 2]!.w)) {
    return item;
  }
  let k = n - 3;
  // "… at the back of the cupboard": a part of the place, said before it.
  if (
    ts[k]?.w === "of" && HOME_PLACE.part.has(ts[k - 1]?.w ?? "") &&
    HOME_PLACE.whose.has(ts[k - 2]?.w ?? "")
  ) {
    k -= 3;
  }
  if (k < 1 || !HOME_PLACE.at.has(ts[k]!.w)) return item;
  const cut = item.toLowerCase().lastIndexOf(` ${ts[k]!.raw.toLowerCase()} `, item.length);
  return cut > 0 ? item.slice(0, cut).trim() : item;
}

/**
 * Whether the items send something to a place: "to" or "a" (`TOWARD_PLACE`), not the first word
 * nor an article ("half a Toblerone"), before a capitalised word ("un viaje a Sevilla").
 */
function towardPlace(plain: string): boolean {
  const ts = tokenize(plain).filter((t) => !t.punct);
  return ts.some((t, k) =>
    k > 0 && TOWARD_PLACE.has(t.w) && !BEFORE_ARTICLE.has(ts[k - 1]!.w) &&
    ts[k + 1]?.cap === true
  );
}

/** Words beside "one" that leave it standing for a noun said elsewhere ("another one"). */
const BESIDE_ONE = new Set(["a", "another", "new", "the", "one", "more", "ones", "other"]);

/** "one", "another one", "a new one": an item only of "one", standing for a noun said elsewhere. */
function standsForOne(item: string): boolean {
  const ws = tokenize(item).filter((t) => !t.punct).map((t) => t.w);
  return ws.some((w) => w === "one" || w === "ones") && ws.every((w) => BESIDE_ONE.has(w));
}

/**
 * Whether an item ends with another kind's noun ("the dentist reminder", "Tom's birthday"), which
 * names that kind's item; one said before the item's last word only describes a thing to buy
 * ("birthday candles", "trip snacks").
 */
function othersItem(item: string): boolean {
  const ws = tokenize(item).filter((t) => !t.punct).map((t) => t.raw);
  for (let k = 0; k < ws.length; k++) {
    const tail = ws.slice(k).join(" ");
    const m = OTHER.exec(tail);
    if (m && m.index === 0 && m[0].length === tail.length) return true;
  }
  return false;
}

/** The verbs that start a doing said where an item goes (`doings` in the description). */
const DOINGS: ReadonlySet<string> = new Set(SHOPPING.doings ?? []);

/** "call mum", "ring up the bank": an item of two words or more that starts with a doing. */
function isDoing(item: string): boolean {
  const ws = item.toLowerCase().split(" ");
  return ws.length >= 2 && (DOINGS.has(ws[0]!) || DOINGS.has(`${ws[0]} ${ws[1]}`));
}

/** Words that join the words of one item ("a tin of tomatoes", "some milk"). */
const ONE_ITEM = new Set(["of", "a", "an", "some", "more"]);

/**
 * Whether several items said without commas may be cut otherwise: one is two words or more, none
 * a number or a word that joins one item ("milk bread and eggs", not "2 tins of tomatoes and
 * mince").
 */
export function runTogether(plain: string, list: string[] | null): boolean {
  if (!list || list.length < 2 || plain.includes(",")) return false;
  const said = tokenize(plain).filter((t) => !t.punct).map((t) => t.w);
  return list.some((item) => {
    const ws = tokenize(item).filter((t) => !t.punct);
    // "… and some fresh basil": an item said after "some", "a" or a count is one item.
    if (introduced(said, ws.map((t) => t.w))) return false;
    return ws.length >= 2 &&
      !ws.some((t) => ONE_ITEM.has(t.w) || [...t.w].some((ch) => ch >= "0" && ch <= "9"));
  });
}

/** Whether `item`'s words are said in `said` right after a word that joins one item or a count. */
function introduced(said: readonly string[], item: readonly string[]): boolean {
  if (item.length === 0) return false;
  return said.some((before, i) =>
    item.every((x, j) => said[i + 1 + j] === x) &&
    (ONE_ITEM.has(before) || [...before].some((ch) => ch >= "0" && ch <= "9"))
  );
}

/** Endings of a word that make no plural ("hummus", "swiss", "tennis"). */
const NOT_PLURAL = ["ss", "us", "is"];

/** "towels", "eggs": a plain word of four letters or more that says more than one. */
export function plural(raw: string): boolean {
  const w = raw.toLowerCase();
  return raw === w && w.length >= 4 && w.endsWith("s") && !NOT_PLURAL.some((e) => w.endsWith(e));
}

/**
 * Whether an item runs on past a plural, so it may be two items said without a comma ("paper
 * towels dish soap", "eggs milk"): a plural followed by another word, unless that word joins one
 * item ("bags of ice"), the plural counts it ("2 packs crisps"), is counted ("energy drinks
 * x12") or says which of it ("batteries AA"; `SAID_AFTER_THING`). Names ("Rice Krispies Treats")
 * are left alone.
 */
export function runsOn(item: string): boolean {
  const ws = tokenize(item).filter((t) => !t.punct);
  return ws.some((t, i) => {
    const next = ws[i + 1];
    const before = ws[i - 1]?.w ?? "";
    return next !== undefined && plural(t.raw) && !ONE_ITEM.has(next.w) &&
      ![...before].some((ch) => ch >= "0" && ch <= "9") && !isCount(next.w, ws[i + 2]?.w) &&
      !SAID_AFTER_THING.has(next.w);
  });
}

/** Whether a word counts the thing before it: "x12", "x 6", "×4" ("energy drinks x12"). */
function isCount(word: string, after = ""): boolean {
  const digits = (w: string) => w.length > 0 && [...w].every((ch) => ch >= "0" && ch <= "9");
  const times = word.charAt(0) === "x" || word.charAt(0) === "×";
  return times && (digits(word.slice(1)) || (word.length === 1 && digits(after)));
}

/**
 * Whether an item is only words of things: letters alone, none a word of a request or of any
 * group ("the fence panels are 6x4", "twins' birthday" are no items run together, but words of
 * another reading).
 */
export function thingsOnly(item: string): boolean {
  return tokenize(item).every((t) =>
    !t.punct && [...t.w].every((ch) => ch >= "a" && ch <= "z") && !STOP_WORDS.has(t.w) &&
    !KNOWN.has(stem(t.w))
  );
}

/**
 * Whether a list said without commas holds an item that may be several ("toothpaste dental floss
 * and kitchen roll"): one of three words or more, only words of things (`thingsOnly`), none joining
 * one item or counting it, whose words before its last do not all describe it, nor one thing
 * `known` ("aloe vera gel"). Nothing is guessed: the user is asked to part them.
 */
export function mayBeSeveral(
  plain: string,
  list: string[] | null,
  known: (item: string) => boolean = () => false,
): boolean {
  if (!list || list.length < 2 || plain.includes(",")) return false;
  return list.some((item) => {
    // "aloe vera gel": one thing known (`known`) is no several.
    if (known(item)) return false;
    const ws = tokenize(item).filter((t) => !t.punct).map((t) => t.w);
    return ws.length >= 3 && thingsOnly(item) && !ws.some((w) => ONE_ITEM.has(w)) &&
      !ws.slice(0, -1).every(describes);
  });
}

/** A word of a thing surely bought (`GROCERIES`), said as one or as more ("apples", "cherries"). */
export function grocery(word: string): boolean {
  const w = word.toLowerCase();
  return GROCERIES.has(w) || (w.endsWith("s") && GROCERIES.has(w.slice(0, -1))) ||
    (w.endsWith("es") && GROCERIES.has(w.slice(0, -2))) ||
    (w.endsWith("ies") && GROCERIES.has(`${w.slice(0, -3)}y`));
}

/**
 * Whether an item is surely a thing bought: words of letters, none a little word, the last one a
 * grocery ("dog food", "apples pears"); never a doing or a task ("the report", "call mum").
 */
export function surelyItem(item: string): boolean {
  const ws = wordsOf(item);
  return ws.length > 0 &&
    ws.every((w) =>
      [...w].every((ch) => ch >= "a" && ch <= "z" || ch === "-") && !STOP_WORDS.has(w)
    ) &&
    grocery(ws.at(-1)!);
}

/** "one" standing for a noun, and the list's own words it is read as ("winter ones"). */
const NOT_PLAIN = new Set(["one", "ones", "list", ...SHOPPING.nouns.flatMap((n) => n.split(" "))]);

/**
 * A plain thing: words of letters, none a little word ("a bike"), "one" standing for a noun
 * ("winter ones") or a day ("friday").
 */
export function plainThing(plain: string, c: Clause): boolean {
  return tokenize(plain).every((t) =>
    [...t.w].every((ch) => ch >= "a" && ch <= "z" || ch === "-") && !STOP_WORDS.has(t.w) &&
    !NOT_PLAIN.has(t.w)
  ) && findDates(plain, c.ctx).length === 0;
}

/** Whether a word of `plain` is said with a capital: a name, not a thing to swap. */
export function saidWithCapital(plain: string): boolean {
  return tokenize(plain).some((t) => t.raw !== t.raw.toLowerCase());
}
