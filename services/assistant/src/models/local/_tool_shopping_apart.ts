/**
 * Items said without commas, cut into things surely bought ("toothpaste dental floss and kitchen
 * roll", "paper towels dish soap and trash bags", "apples pears and grapes") only where the cut is
 * sure: each piece a grocery of one word or a thing of two (`GROCERIES`, `TWO_WORD_ITEMS`), the
 * words cut one way only, and each piece before a cut one that names nothing with the next: a
 * plural ("apples"), or a thing for the house ("toothpaste"). "chocolate ice cream" and "milk
 * bread" are never cut: the first word may say which.
 * @module
 */
import { tokenize } from "./_tokens.ts";
import { grocery, plural, runsOn } from "./_tool_shopping_items.ts";
import { HOUSEHOLD, MADE_OF, STAPLES, TWO_WORD_ITEMS } from "./groups/_shopping_things.ts";
import { SHOP_PHRASES, SHOP_WORDS, STAPLES_APART } from "./groups/_shopping_items.ts";

/** A word and the forms it may have in one ("towels": "towel"; "cherries": "cherry"). */
function singulars(w: string): string[] {
  const out = [w];
  if (w.endsWith("s")) out.push(w.slice(0, -1));
  if (w.endsWith("es")) out.push(w.slice(0, -2));
  if (w.endsWith("ies")) out.push(`${w.slice(0, -3)}y`);
  return out;
}

/** Whether the words are one thing known (`TWO_WORD_ITEMS`, `SHOP_PHRASES`: "hot dog buns"). */
function knownPhrase(ws: readonly string[]): boolean {
  return inSet(TWO_WORD_ITEMS, ws) || inSet(SHOP_PHRASES, ws);
}

/** A word of one thing known: a grocery, or a thing of `SHOP_WORDS` ("feta", "olives"). */
function knownWord(w: string): boolean {
  return grocery(w) || inSet(SHOP_WORDS, [w]) || inSet(SHOP_PHRASES, [w]);
}

/**
 * A word of one thing known, or one said with two letters swapped ("onoins" for "onions"), of
 * five letters or more: the cut reads it, the item keeps the word as said.
 */
function knownOrSwapped(w: string): boolean {
  if (knownWord(w)) return true;
  if (w.length < 5) return false;
  for (let k = 0; k < w.length - 1; k++) {
    const swapped = `${w.slice(0, k)}${w[k + 1]}${w[k]}${w.slice(k + 2)}`;
    if (swapped !== w && knownWord(swapped)) return true;
  }
  return false;
}

/** Whether the words are one thing of `set` ("paper towels" in `TWO_WORD_ITEMS`). */
function inSet(set: ReadonlySet<string>, ws: readonly string[]): boolean {
  const head = ws.slice(0, -1).join(" ");
  return singulars(ws.at(-1)!).some((w) => set.has(head ? `${head} ${w}` : w));
}

/**
 * "mince pies", "aloe vera gel", "milk": an item that is one known thing of two words or three
 * (`TWO_WORD_ITEMS`, `SHOP_PHRASES`), or one word.
 */
export function oneKnownThing(item: string): boolean {
  const ws = tokenize(item).filter((t) => !t.punct).map((t) => t.w);
  return ws.length === 1 || (ws.length <= 3 && knownPhrase(ws));
}

/**
 * Whether a piece names nothing with the word after it: a plural, a thing for the house, or a
 * staple before a grocery not made of it ("milk eggs"; never "milk bread").
 */
function endsThing(raw: readonly string[], next = ""): boolean {
  const ws = raw.map((w) => w.toLowerCase());
  return plural(raw.at(-1)!) || inSet(HOUSEHOLD, ws) || stapleBefore(ws, next);
}

/** "milk" before "eggs": a staple of one word before a grocery that is not made of it. */
function stapleBefore(ws: readonly string[], next: string): boolean {
  const after = next.toLowerCase();
  // "milk bread": a pair said apart though bread may be made of milk (`STAPLES_APART`).
  return ws.length === 1 && STAPLES.has(ws[0]!) && grocery(after) &&
    (!madeOf(after) || STAPLES_APART.has(`${ws[0]} ${after}`));
}

/** A grocery that may be made of the one before it ("bread", "rolls"; `MADE_OF`). */
function madeOf(word: string): boolean {
  return inSet(MADE_OF, [word.toLowerCase()]);
}

/**
 * Whether a list said without commas holds a staple before a grocery that may be made of it, the
 * two no known thing ("bread milk and eggs", "milk tea and sugar"): one thing or two, the user is
 * asked.
 */
export function stapleOrThing(plain: string, list: readonly string[] | null): boolean {
  if (!list || list.length < 2 || plain.includes(",")) return false;
  return list.some((item) => {
    const ws = tokenize(item).filter((t) => !t.punct).map((t) => t.w);
    return ws.length === 2 && STAPLES.has(ws[0]!) && madeOf(ws[1]!) &&
      !inSet(TWO_WORD_ITEMS, ws);
  });
}

/**
 * The ways `raw` from `i` cuts into sure pieces of one word to three, each cut after a piece that
 * ends a thing (two ways at most).
 */
function cuts(raw: readonly string[], i = 0): string[][] {
  if (i === raw.length) return [[]];
  const out: string[][] = [];
  for (const size of [1, 2, 3]) {
    const piece = raw.slice(i, i + size);
    if (piece.length < size) continue;
    const ws = piece.map((w) => w.toLowerCase());
    const known = size === 1 ? knownOrSwapped(ws[0] ?? "") : knownPhrase(ws);
    if (!known || (i + size < raw.length && !endsThing(piece, raw[i + size]))) continue;
    for (const rest of cuts(raw, i + size)) {
      out.push([piece.join(" "), ...rest]);
      if (out.length > 1) return out;
    }
  }
  return out;
}

/** "toothpaste dental floss": the things one item holds when it is surely several, else null. */
export function several(item: string): string[] | null {
  const raw = tokenize(item).filter((t) => !t.punct).map((t) => t.raw);
  if (raw.length < 2) return null;
  // Another way to read the words ("nappy cream" as one thing or two) leaves them whole.
  const [only, other] = cuts(raw);
  return only && !other && only.length > 1 ? only : null;
}

/**
 * Items said without commas, each one said as several cut (`several`) when the list holds more
 * than one or it runs on past a plural, or null when an item runs on past a plural and cannot be
 * cut surely ("paper towels kitchen sponges"): nothing is guessed.
 */
export function apart(list: readonly string[]): string[] | null {
  const out: string[] = [];
  for (const item of list) {
    // "soap nuts" said alone, with no plural run on, is left one thing.
    const cut = list.length > 1 || runsOn(item) ? several(item) : null;
    if (cut) out.push(...cut);
    else if (runsOn(item)) return null;
    else out.push(item);
  }
  return out;
}

/**
 * The items cut (`apart`) when each is one thing known, of one word or of a phrase ("tomatos",
 * "onoins", "kitchen roll"), else null: what a request said with a misspelt verb may add ("ad
 * tomatos onoins n garlic").
 */
export function knownThings(list: readonly string[]): string[] | null {
  const parted = apart(list);
  const known = (item: string) => {
    const ws = tokenize(item).filter((t) => !t.punct).map((t) => t.w);
    return ws.length === 1 ? knownOrSwapped(ws[0]!) : ws.length <= 3 && knownPhrase(ws);
  };
  return parted && parted.length > 0 && parted.every(known) ? parted : null;
}
