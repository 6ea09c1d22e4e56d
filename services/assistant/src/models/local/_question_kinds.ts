/**
 * Questions about the user's own data whose group is told by how they are said, not by a noun or a
 * question phrase: how low a thing's price has gone (the price watches: "whats the cheapest the
 * lego set got"), and whether an item written in quotes on a list named bare is done (a task: "is
 * 'book flights to Cebu' still on my list or did I finish it?").
 * @module
 */
import { GROUP_WORDS } from "./groups/mod.ts";
import { words } from "../../text/normalize.ts";
import { fits, shapes } from "./_shapes.ts";

/**
 * How low a thing's price has gone, asked of a thing named ("whats the cheapest the lego set got",
 * "how cheap has the air fryer got?"): only a price watch knows; "what's the cheapest flight to
 * Rome?" names no thing that went anywhere, and "the lowest the river got" is no price.
 */
/** "what's the cheapest the …": the lowest price asked of a thing named after it. */
const CHEAPEST = [
  "what|whats|what's",
  "?is|was",
  "the",
  "cheapest|cheapest price|lowest price|best price",
  "the|my|that|those|this|these",
  "...",
];
/** How far it went, said last: "… to", "… so far". */
const SO_FAR = ["?to|down|down to|for", "?so far|yet|ever"];

const LOWEST_PRICE = shapes([
  [...CHEAPEST, "been|gone|dropped|fell|reached|hit|sold for|went for", ...SO_FAR],
  // "… the lego set got", never "… the supermarket has got", which is what it sells.
  [...CHEAPEST, "!has|have|had|has not|have not", "got|went|sold", ...SO_FAR],
  [
    "how",
    "cheap",
    "did|has|have|had",
    "the|my|that|those|this|these",
    "...",
    "got|get|gone|go|been|dropped|dropped to|fell|fallen",
    ...SO_FAR,
  ],
]);

/** Words that say an item done, which a thing bought never is ("did I finish it?"). */
const DONE_ASKED = new Set("finish finished done complete completed ticked".split(" "));

/** The words that make a list the shopping list ("grocery" of "grocery list"). */
const SHOPPING_LIST_WORDS = new Set(
  GROUP_WORDS.filter((g) => g.kind === "shopping").flatMap((g) => g.nouns)
    .filter((n) => n.endsWith(" list")).map((n) => n.split(" ")[0]!),
);

/**
 * True when a question asks whether an item written in quotes is done and names the list bare
 * ("is 'book flights to Cebu' still on my list or did I finish it?"): what was written whole and
 * is done or not is a task; "is milk still on my shopping list?" stays the shopping list's.
 */
export function doneOnBareList(text: string): boolean {
  const said = words(text);
  const quoted = text.split(" ").some((w) => w.startsWith("'") || w.startsWith('"'));
  return quoted && said.includes("list") && said.some((w) => DONE_ASKED.has(w)) &&
    !said.some((w) => SHOPPING_LIST_WORDS.has(w));
}

/** Words that ask when things are due, which a thing to buy never is. */
const DUE_ASKED = new Set(["due", "overdue"]);

/**
 * True when a question asks what is due and names the list bare ("what's due tomorrow on my
 * list?"): things due are tasks; "what's due on my shopping list" stays the shopping list's.
 */
export function dueOnBareList(text: string): boolean {
  const said = words(text);
  return said.includes("list") && said.some((w) => DUE_ASKED.has(w)) &&
    !said.some((w) => SHOPPING_LIST_WORDS.has(w));
}

/** True when a question asks how low a thing's price has gone (see {@link LOWEST_PRICE}). */
export function asksLowestPrice(text: string): boolean {
  return fits(text, LOWEST_PRICE, "start");
}

/** The words a question about one of the user's items opens with: "when's the …", "is the …". */
const THEIRS_OPENERS = new Set(
  "when whens where wheres what whats which is are has have".split(" "),
);

/**
 * True when a question names one item of a kind of the user's, said with "the" ("when's the
 * passport reminder", "is the Lisbon trip in May?"); never a kind said of anyone ("is a to-do
 * list better on paper?") nor a question that is no ask ("did you know …").
 */
export function namesTheirs(t: string, nouns: readonly RegExp[]): boolean {
  if (!THEIRS_OPENERS.has(words(t)[0] ?? "")) return false;
  return nouns.some((noun) => {
    const at = t.search(noun);
    return at > 0 && t.slice(0, at).trim().toLowerCase().split(" ").slice(-2).includes("the");
  });
}
