/**
 * The shopping list in what people write: "add milk, eggs and bread to my shopping list", "we
 * need milk", "put 2 lemons on the grocery list", "remove milk from the list", "what's on my
 * shopping list", "empty my shopping list". Also the items said first and the request after them
 * ("we're out of coffee, add it to the list"), the list named before the items ("groceries: add
 * rice"), a purpose after the items ("... for the party") and an explanation before or after the
 * request ("add batteries to the list, the remote died"). The words are the group's
 * (`groups/shopping.ts`); the sentence shapes are rows of words read by one reader
 * (`_templates.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { withoutExplanation } from "./_tool_aside.ts";
import { type Clause, makeClause, match } from "./_tool_text.ts";
import { asksToList, DET_ROW, NOUN } from "./_tool_words.ts";
import { firstWord, withoutFirst } from "./_tool_text.ts";
import { tokenize } from "./_tokens.ts";
import { isQuestion } from "./_questions.ts";
import { type Parts, template } from "./_templates.ts";
import { anyOf } from "./groups/_words.ts";
import { words } from "./groups/mod.ts";
import { AISLES, SHOPPING } from "./groups/shopping.ts";
import { apart, knownThings, oneKnownThing, stapleOrThing } from "./_tool_shopping_apart.ts";
import {
  mayBeSeveral,
  plainThing,
  runsOn,
  runTogether,
  saidWithCapital,
  surelyItem,
  thingsOnly,
} from "./_tool_shopping_items.ts";
import type { Parsed } from "./_ask.ts";
import { bareAllowed, slotItems } from "./_tool_shopping_slot.ts";

const W = words("shopping");
const ADD_VERB = W.verb("shopping_add");
const BUY_VERB = W.verb("shopping_add:buy");
const NEED = W.verb("shopping_add:need");
const OUT = W.verb("shopping_add:out");
const MUST = W.verb("shopping_add:must");
const REMOVE_VERB = W.verb("shopping_remove");
const OFF_VERB = W.verb("shopping_remove:off");
const NO_NEED = W.verb("shopping_remove:no-need");
const GOT = W.verb("shopping_remove:got");
const LET_GO = W.verb("shopping_remove:let-go");
const CLEAR_VERB = W.verb("shopping_clear");
const FRESH_VERB = W.verb("shopping_clear:fresh");
const SHOW_VERB = W.verb("shopping_list");
/**
 * The parts the shapes below name: the group's words (`groups/shopping.ts`) and the smaller shapes
 * several share.
 */
const P: Parts = {
  add: ADD_VERB,
  buy: BUY_VERB,
  need: NEED,
  out: OUT,
  must: MUST,
  remove: REMOVE_VERB,
  off: OFF_VERB,
  noNeed: NO_NEED,
  got: GOT,
  letGo: LET_GO,
  clear: CLEAR_VERB,
  fresh: FRESH_VERB,
  show: SHOW_VERB,
  notItem: W.notItem,
  noun: W.noun,
  aisle: anyOf(AISLES),
  /** "list" or a name of the shopping list. */
  listNoun: anyOf([...SHOPPING.nouns, "list"]),
  adds: `(?:${ADD_VERB}|${BUY_VERB})`,
  removes: `(?:${REMOVE_VERB}|${OFF_VERB})`,
  det: DET_ROW,
  /** "the list", "my shopping list", "our groceries": never another kind of list. */
  list: { row: "{det} {listNoun}" },
  /** The shopping list named by its own noun, not a bare "list". */
  named: { row: "{det} {noun}" },
  adverbs: { row: "[also/still/really/just/already/definitely/have/are/am]*" },
  /** "we", "I", with "also", "still", "have" (the one in "we've run out of"). */
  subject: { row: "[we/i] {adverbs}" },
  trail: { row: "[too/as_well/also/please/for_me/thanks/can_or_not]*" },
  polite: {
    row:
      "[and/so/then/please/just/now/can_you/could_you/would_you/will_you/you_can/you_could/you_may]*",
  },
  pronoun: { row: "it/them/those/these/that/both/all_them/all_of_them/all_those/all_of_those" },
  everything: { row: "everything/all/all_item(s)/all_the_item(s)/every_item/all_of_it" },
};

const CLEAR: RegExp[] = [
  "{clear} [out] {det} [entire/whole/full/complete] {listNoun} [out/completely/entirely/fully]",
  "{remove}/{clear} [off] {everything} from/on/off/in/of {list}",
  "make/set {list} empty",
  // "the list - get rid of everything": the list named first.
  "{list} - {remove}/{clear} [off] everything/all/all_of_it/the_lot [on_it]",
  "{fresh} [a/the] fresh/new/clean/empty/blank {noun} [list]",
  // "we're done with the shopping list now, clear it all out": the list said first, then cleared.
  "{subject} done/finished [with] {list} [now] - [so] {clear} it/everything [all] [out]",
  // "bought everything on the list at Wong, you can empty it": all of it bought, then cleared.
  "[{subject}] {got} everything/all [of_it] on/from/off {list} … - {polite} {clear} it/{list} [out/now]",
  "[{subject}] {got} everything/all [of_it] … - {polite} {clear} {list} [out/now]",
].map((row) => template(row, P));

/** The shapes of a removal; the third says a need withdrawn ("we don't need coffee or tea"). */
const REMOVE: RegExp[] = [
  "{remove} {x} off/from/out_of [of] {list} {trail}",
  "{off} {x} off {trail}",
  "{subject} {noNeed} [any] {x} [any_more/anymore/after_all] {trail}",
  // "groceries: remove the rice"
  "{named} - {remove} [-] {x}",
  // "scratch the rice, we've got loads": a removal said with the fact that it is in the house
  "{remove} {x} - {subject} {got} …",
  // "the eggs can come off the list", "bread could go off the shopping list now"
  "{x} can/could [now/just] come/go off {list} {trail}",
  // "take the rashers off the messages": the list's name in Ireland and Scotland.
  "{remove} {x} off/from/out_of [of] the/my/our messages {trail}",
].map((row) => template(row, P));
const NO_LONGER = REMOVE[2];
/** Things "bin" names before them: "bin bags", "bin liners". */
const BIN_THINGS = new Set(["bags", "bag", "liners", "liner", "bags,", "liners,"]);

/** True when `item` is said right after "bin" in `text` ("bin bags"). */
function saysBin(text: string, item: string): boolean {
  return text.toLowerCase().includes(`bin ${item.toLowerCase()}`);
}

/** "take the milk off": the list not named. */
const TAKE_OFF = REMOVE[1];

/**
 * The removal of items said: a run without commas is cut where each word is surely a thing
 * ("apples pears and grapes"), otherwise the user is asked to part them ("strike paper towels dish
 * soap and bin bags"): nothing is guessed.
 */
function removal(list: string[]): Parsed | null {
  const parted = apart(list);
  if (parted) return { name: "shopping_remove", input: { items: parted } };
  // Only words of things are asked about; other words are another reading's.
  return list.filter(runsOn).every(thingsOnly) ? { ask: "shopping_remove:apart", known: {} } : null;
}

/**
 * A thing to take off a list not named: a plain thing ("the oysters", never "the meeting" or
 * "early today"), or one surely bought ("dog food").
 */
function aThing(item: string, c: Clause): boolean {
  return surelyItem(item) || (plainThing(item, c) && thingsOnly(item));
}

/**
 * "scratch the oysters", "take off the camembert": a removal said of no list, read as the list's
 * only when each item is a plain thing (never "scratch the meeting" or "take off early today").
 */
const BARE_REMOVE: RegExp[] = [
  "scratch/strike/ditch the {x} {trail}",
  "{off} off [the] {x} {trail}",
  "scratch/strike {x} {trail}",
  // "remove the coconut milk and the scotch bonnets", "don't worry about the chips or the coke":
  // a removal said of no list, read as the list's only when a thing is surely bought.
  "[actually] remove/delete/drop/nix/skip/scrap/bin/forget the {x} {trail}",
  "[actually] {letGo} [the] {x} {trail}",
].map((row) => template(row, P));
/** "strike apples pears and grapes": no "the", read only of things surely bought. */
const BARE_SURE = 2;
/** The rows from which one thing at least must be surely bought ("remove the coconut milk"). */
const BARE_GROCERY = 3;

/** Shapes whose slot names items only with the list said; the bare ones come last. */
const ADD: RegExp[] = [
  // "add milk to the list", "don't forget to add limes to the shopping list"
  "[{must}] {add} {x} to/on/onto/in/into/in_to/on_to/for {list} {trail} [[-] for …]",
  // "add veg: carrots, leeks": the aisle said as a heading, then its things.
  "{add} [the/some] {aisle} - {x}",
  // "ma messages: tatties, a loaf": the list's name in Scotland, then its things.
  "{det} messages - {x}",
  // "add rashers and a sliced pan to the messages": the list's name in Ireland and Scotland.
  "[{must}] {add} {x} to/on/onto/in/into/on_to the/my/our messages {trail} [[-] for …]",
  // "add to the list: milk", "on the shopping list please: kitchen roll"
  "[{add}] [the following] to/on/onto {list} [please] [the_following] [-] {x}",
  // "shopping list: milk", "groceries - add rice"
  "{named} - [{add} [-]] {x}",
  // "shopping list add kaya and eggs": the list named, then the request.
  "{named} {add} [-] {x}",
  // "list: coffee, sugar", "my list - eggs": the list said bare, then its items
  "{det} list - {x}",
  // "need: lemons, ginger", "to buy - eggs, flour": the need said as a heading, then its things.
  "[we/i] {need}/to_buy/to_get - {x}",
  "{subject} {must} {buy}/get [some/more] {x}",
  "{subject} {out} [some/more] {x}",
  "[we/i] {adverbs} {need} [some/more] {x}",
  "{buy} [some] {x}",
  "add {x}",
].map((row) => template(row, P));
const BARE_FROM = ADD.length - 2;
/** The shapes that say no list: a need, a purchase (then "add" alone). */
const SAID_FROM = 9;
/** "we need milk", whose items are never a doing ("we need to talk"). */
const NEEDED = ADD[11];

/** "ad tomatos and garlic": "add" misspelt, said of no list (read only of things known). */
const MISSPELT_ADD = template("ad {x}");

/** The words that say who needs the items: "we need milk". */
const SUBJECTS = new Set(["we", "i"]);
/** "the", "this": one particular thing ("buy the espresso machine"), not an item to note. */
const DEFINITE = new Set(["the", "this", "that", "these", "those"]);

const ASKS_WHAT = [
  "what/which_things do/should/must i/we [still] [need_to/have_to] {buy} …",
  "what do i/we need [from/at the shop/shops/store/supermarket]",
  // "remind me what I need from the shops": the list, not a reminder.
  "remind me what i/we [still] need [to_get/to_buy] [from/at the shop/shops/store/supermarket]",
  "what_is/anything on/in {list}",
  "{show} [me] {list}",
].map((row) => template(row, P));

/**
 * "swap out the cheddar", "swap in whole milk": a thing taken off and one put in its place, said
 * of no list (a bare swap as `rephrase` says it again).
 */
const SWAP = [template("swap out the {x}"), template("swap in {x}")];

/**
 * The thing taken out, then the one put in, which is read by "swap in" ("swap out the Peak for
 * Three Crowns milk"): its slot 1 is taken out.
 */
const SWAP_FOR = template("swap out the {x} for {y}");

/**
 * "Three Crowns milk": a maker's name said with its capitals, then a thing surely bought in lower
 * case; for the one taken out, the thing put in said after it (`SWAP_FOR`).
 */
function brandedThing(c: Clause, said: string | null): boolean {
  const thing = said ?? SWAP_FOR.exec(c.text)?.[2];
  const ts = tokenize(thing ?? "").filter((t) => !t.punct);
  const last = ts.at(-1);
  return ts.length >= 2 && last !== undefined && last.raw === last.w && surelyItem(last.w) &&
    ts.slice(0, -1).every((t) => t.cap);
}

/** The call a clause asks for when the whole clause is one request, or null. */
function whole(c: Clause): Parsed | null {
  for (const [i, re] of [SWAP_FOR, ...SWAP].entries()) {
    const swapped = slotItems(c, re);
    if (!swapped) continue;
    // Only plain things ("parmesan", "low fat"), never "a bike", "friday" or another kind's item,
    // nor a name said with its capital ("not Tom, make it Tim" puts no person on the list), unless
    // the thing put in is a maker's name and a thing surely bought ("not Peak, make it Three
    // Crowns milk"): the one taken out is then the maker's name said before it.
    if (
      !swapped.list || !plainThing(swapped.plain.toLowerCase(), c) ||
      (saidWithCapital(swapped.plain) && !brandedThing(c, i === 0 ? null : swapped.plain))
    ) {
      return null;
    }
    return { name: i < 2 ? "shopping_remove" : "shopping_add", input: { items: swapped.list } };
  }
  if (CLEAR.some((re) => re.test(c.text))) return { name: "shopping_clear", input: {} };
  for (const re of REMOVE) {
    const found = slotItems(c, re);
    if (!found) continue;
    // "shopping list - bin bags": "bin" before a thing it names is no verb ("bin bags" to buy).
    if (found.list?.some((i) => BIN_THINGS.has(firstWord(i)) && saysBin(c.text, i))) continue;
    // "take the day off": "take … off" with no list named takes off only things.
    if (re === TAKE_OFF && !found.list?.every((i) => aThing(i, c))) return null;
    // "we don't need coffee or tea": neither, so both.
    const list = re === NO_LONGER ? found.list?.flatMap((i) => i.split(" or ")) : found.list;
    return list ? removal(list) : null;
  }
  for (const [i, re] of BARE_REMOVE.entries()) {
    const found = slotItems(c, re);
    if (!found) continue;
    // "strike apples pears and grapes": without "the", only things surely bought.
    // "the chips or the coke": neither is wanted, so both go.
    const list = found.list?.flatMap((item) => item.split(" or ")).map((item) =>
      withoutFirst(item, ["the"])
    );
    const sure = i === BARE_SURE
      ? list?.every(surelyItem)
      : i >= BARE_GROCERY
      ? list?.some(surelyItem)
      : true;
    const plain = sure && list?.every((item) => aThing(item, c));
    return plain && list ? removal(list) : null;
  }
  for (const [i, re] of ADD.entries()) {
    const slot = slotItems(c, re);
    if (!slot) continue;
    // "toothpaste dental floss and kitchen roll": a run cut surely into things, else kept.
    const parted = slot.list && apart(slot.list);
    const cut = parted && slot.list && parted.length > slot.list.length;
    const found = cut ? { ...slot, list: parted } : slot;
    // "we need to talk": a doing needed, not a thing.
    if (re === NEEDED && firstWord(found.plain) === "to") continue;
    // "need milk bread and eggs": said without "we" or "I", and its items without commas, an item
    // of two plain words may be two items, unless it is one known thing ("mince pies"); nothing is
    // guessed.
    if (
      re === NEEDED && !SUBJECTS.has(firstWord(c.text)) && !cut &&
      !found.list?.every(oneKnownThing) && runTogether(found.plain, found.list)
    ) {
      return null;
    }
    if (i >= BARE_FROM && !bareAllowed(found.plain, c)) return null;
    // "buy the espresso machine", "get the kids": one particular thing, not an item to note.
    if (i === BARE_FROM && DEFINITE.has(firstWord(found.plain))) return null;
    // "I need the plumber to come round": someone to do something, not a thing to buy.
    if (
      i >= SAID_FROM && i < ADD.length - 1 && found.list?.some((it) => it.split(" ").includes("to"))
    ) {
      return null;
    }
    // "paper towels dish soap and trash bags": items run together past a plural, which cannot be
    // told apart with confidence; nothing is guessed, the user is asked to part them.
    const runOn = found.list?.filter(runsOn) ?? [];
    if (runOn.length > 0) {
      return runOn.every(thingsOnly) ? { ask: "shopping_add:apart", known: {} } : null;
    }
    // "toothpaste dental floss and kitchen roll": an item of three words or more beside others,
    // said without commas, may be two; the user is asked to part them.
    if (
      mayBeSeveral(found.plain, found.list, oneKnownThing) ||
      stapleOrThing(found.plain, found.list)
    ) {
      return { ask: "shopping_add:apart", known: {} };
    }
    return found.list ? { name: "shopping_add", input: { items: found.list } } : null;
  }
  // "ad tomatos onoins n garlic": a misspelt verb adds only things known, each one.
  const misspelt = slotItems(c, MISSPELT_ADD);
  const known = misspelt?.list && bareAllowed(misspelt.plain, c) && knownThings(misspelt.list);
  if (known) return { name: "shopping_add", input: { items: known } };
  if (asksToList(c, NOUN.shopping) || ASKS_WHAT.some((re) => re.test(c.text))) {
    return { name: "shopping_list", input: {} };
  }
  return null;
}

/**
 * Items said first, then the request naming them by a pronoun: slot 1 the items, slot 2 a verb
 * that adds them, slot 3 one that removes them.
 */
const ANTECEDENT = template(
  "{x} - {polite} {y:adds}/{z:removes} {pronoun} [off/out] [to/on/onto/in/into/off/from/out_of {list}] {trail}",
  P,
);

/** The items said as a fact ("we're out of coffee"): slot 1. */
const FACT = template(
  "{subject} [have/had] {out}/{need}/{noNeed}/{got}/{mustBuy} [some/more/any] {x} [already/any_more/anymore/after_all/too/now/today]*",
  { ...P, mustBuy: { row: "{must} {buy}" } },
);

/**
 * "we're out of coffee, add it to the list", "got the bananas, tick them off": the items said as a
 * fact, then the request naming them by a pronoun. The request's verb decides the tool.
 */
function withAntecedent(c: Clause): ToolCall | null {
  const m = ANTECEDENT.exec(c.text);
  const head = m?.indices?.[1];
  if (!m || !head) return null;
  const said = c.typed(head[0], head[1]);
  // "have we got everything on the list? check it": a question is no fact to add or take off.
  if (isQuestion(said)) return null;
  const sub = makeClause(said, c.ctx);
  const found = slotItems(sub, FACT);
  if (!found?.list) return null;
  return { name: m[2] ? "shopping_add" : "shopping_remove", input: { items: found.list } };
}

/** Words that add one more item after the list was said: "… on the list and also kitchen roll". */
const MORE = [" and also ", " and ", " plus ", " as well as "];

/**
 * "put washing up liquid on the list and also kitchen roll": the items said after the list are
 * the list's too, read as if said before it.
 */
function itemsAfterList(c: Clause): Parsed | null {
  const lower = c.text.toLowerCase();
  for (const joiner of MORE) {
    const at = lower.lastIndexOf(joiner);
    if (at <= 0) continue;
    const head = makeClause(c.typed(0, at), c.ctx);
    const span = match(head, ADD[0]!)?.m.indices?.[1];
    if (!span) continue;
    const more = c.typed(at + joiner.length, c.text.length);
    const said = `${head.typed(0, span[1])} and ${more} ${head.typed(span[1], head.text.length)}`;
    return whole(makeClause(said, c.ctx));
  }
  return null;
}

/** The shopping list call a clause asks for, or null. */
export function parseShopping(c: Clause): Parsed | null {
  return withAntecedent(c) ?? whole(c) ?? itemsAfterList(c) ?? withoutExplanation(c, whole);
}
