/**
 * Words that describe a thing to buy ("decaf", "semi skimmed", "the oat one"): said before an
 * item's last word they keep it one thing, and said after it as "the … one" or after a dash they
 * say which kind of it is meant ("coffee beans - the decaf ones": "decaf coffee beans"). Pure.
 * @module
 */
import { tokenize } from "./_tokens.ts";

/** The words of an item, without punctuation, in lower case. */
export function wordsOf(item: string): string[] {
  return tokenize(item).filter((t) => !t.punct).map((t) => t.w);
}

/**
 * Words that describe a thing to buy and name none alone ("semi skimmed milk", "extra virgin olive
 * oil" before "olive"): said before an item's last word they keep it one thing.
 */
const DESCRIBING = new Set(
  ("semi whole full fat low free range dark light fresh frozen organic extra virgin " +
    "plain self raising sparkling still diet " +
    "large small big mini long short thick thin unsmoked wholemeal granulated caster brown white " +
    "red green black gluten dairy sugar lactose decaf ground instant baby greek oat soy almond " +
    "skimmed unsalted salted smoked mild ripe seedless wholegrain vegan caffeine").split(" "),
);

/** Words said around a kind of thing named after it: "the decaf ones", "the oat one". */
const KIND_AROUND = new Set(["the", "one", "ones", "kind", "type", "sort", "please", "pls"]);

/**
 * The words of an item that only say which kind of the thing before it is meant ("decaf", "the
 * oat one", "the decaf ones"), or null.
 */
function kindOfBefore(item: string): string | null {
  const said = wordsOf(item);
  const ws = said.filter((w) => !KIND_AROUND.has(w));
  // "sugar", "brown" said alone in a list may be things of their own: only "the … one" says a kind.
  const one = said.some((w) => ONE_SAID.has(w));
  return one && ws.length > 0 && ws.length <= 3 && ws.every(describes) ? ws.join(" ") : null;
}

/** The words that say a kind of the thing before: "the oat one", "decaf ones", "the brown kind". */
const ONE_SAID = new Set(["one", "ones", "kind", "type", "sort"]);

/** "coffee beans - the decaf ones": the kind said after a dash, said after a comma instead. */
export function kindAfterDash(slot: string): string {
  for (const dash of [" - ", " – ", " — "]) {
    const at = slot.lastIndexOf(dash);
    const after = slot.slice(at + dash.length);
    // "coffee beans - decaf": a kind said bare after a dash is "the decaf one".
    const kind = kindOfBefore(after) ?? kindOfBefore(`${after} one`);
    if (at > 0 && kind !== null) return `${slot.slice(0, at)}, the ${kind} one`;
  }
  return slot;
}

/** A word that describes: one of `DESCRIBING`, or said as done to the thing ("eyed", "sun dried"; never "seed"). */
export function describes(w: string): boolean {
  return DESCRIBING.has(w) || (w.length >= 4 && w.endsWith("ed") && !w.endsWith("eed"));
}

/** `list` with each item that only says the kind of the one before merged into it, in place. */
export function withKindsMerged(list: string[]): void {
  for (let i = list.length - 1; i > 0; i--) {
    const kind = kindOfBefore(list[i]!);
    if (kind !== null) list.splice(i - 1, 2, `${kind} ${list[i - 1]}`);
  }
}
