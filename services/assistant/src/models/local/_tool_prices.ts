/**
 * Price watches in what people write: "watch https://shop.example/p/123", "watch this for under
 * 30 EUR: https://...", "tell me when it's under 50", "I'd pay 15 for the book, let me know", "what
 * prices am I watching", "how much is the kettle now", "stop watching the kettle". The verbs come
 * from the group's description (`groups/price_watches.ts`); the sentence shapes are rows of words
 * read by one reader (`_templates.ts`).
 * @module
 */
import { REASON_WORDS } from "../../text/normalize.ts";
import { LATEST_WATCH, resolvesToLatestWatch } from "../../tools/prices/latest_watch.ts";
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, cleanRef, firstWord, makeClause, match } from "./_tool_text.ts";
import { wordSet } from "./_tool_words.ts";
import { findMoney, firstAmount, namedAmounts, spokenAmounts } from "./_tool_text_money.ts";
import { numbersSaidAfter } from "./_tool_text_money_said.ts";
import { findUrl } from "./_tool_text_links.ts";
import {
  asksToList,
  DET_ROW,
  NOUN,
  othersThan,
  removalTarget,
  REMOVE_VERB,
  theOne,
} from "./_tool_words.ts";
import { tokenize } from "./_tokens.ts";
import { isStatement } from "./_clause_statements.ts";
import { findDates } from "./_tool_dates.ts";
import { oneOf, type Parts, template } from "./_templates.ts";
import { words } from "./groups/mod.ts";
import { AMOUNT, mostPaid, targetPrice, WOULD_PAY, wouldPay } from "./_tool_prices_target.ts";

const W = words("watch");
const START_VERB = W.verb("price_watches_start");
const STOP_VERB = W.verb("price_watches_stop");
const SET_VERB = W.verb("price_watches_set_target");
const NOTIFY = W.verb("price_watches_notify");
const TARGET = W.verb("price_watches_target");

/** Words of a reference that name the kind, not the watch ("the kettle price watch"). */
const WATCH_WORD = template(
  "price(s)/watch(es)/watching/alert(s)/tracker(s)/product(s)/item(s)/link/page/listing/deal",
);

/** "the price of the kettle": the kettle's watch. */
const PRICE_OF = template("[the] price of/on/for {x}");

/**
 * A watch reference as the handlers take it: a link, the item's words, the latest watch ("it",
 * "the last one", nothing said), or "the price watch" for a watch named by its kind alone ("stop
 * the price alert"), which the handlers read as the one there is (asking which among several).
 */
export function watchRef(typed: string): string {
  const url = findUrl(typed);
  if (url) return url.value.slice(0, 200);
  const cleaned = (PRICE_OF.exec(typed.trim())?.[1] ?? typed).trim();
  if (cleaned.length === 0 || resolvesToLatestWatch(cleaned)) return LATEST_WATCH;
  const ref = cleanRef(cleaned, WATCH_WORD);
  if (ref === null) return theOne("price watch");
  return resolvesToLatestWatch(ref) ? LATEST_WATCH : ref;
}

/**
 * How a verb or noun only a price watch takes starts ("watching", "tracked", "price alert"; every
 * noun of the description starts so): the latest watch may then be named by a pronoun.
 */
const WATCH_STEMS = ["watch", "track", "monitor", "price", "alert"];

/** Whether a text says a verb or noun only a price watch takes. */
function watchSaid(text: string): boolean {
  return tokenize(text).some((t) => WATCH_STEMS.some((stem) => t.w.startsWith(stem)));
}

/** Things tracked that are no product ("the reply from the bank"), from the description. */
const NOT_WATCHED = template("[{x}] {notItem} …", { notItem: W.notItem });

/** A removal verb first: "delete https://…". */
const REMOVED = template("{remove} …", { remove: REMOVE_VERB });

/** The parts the shapes below name: the group's words (`groups/price_watches.ts`) and more. */
const P: Parts = {
  start: START_VERB,
  stop: STOP_VERB,
  set: SET_VERB,
  notify: NOTIFY,
  target: TARGET,
  amount: AMOUNT,
  det: DET_ROW,
  wouldPay: WOULD_PAY,
  /** "…, so let me know": the request after the price the user would pay. */
  tellMe: { row: "[- [so] {notify} …]" },
  /** "it", "them": the watch said before. */
  it: { row: "it/them/that/this [any_more/anymore/now]" },
  now: { row: "[now/currently/today/at_the_moment/right_now/these_days/at_present/still]" },
};

/** How a watch is stopped; `ref`: the slot naming the watch. */
const STOP: { re: RegExp; ref: number }[] = [
  {
    row: "[i/we] {stop} [the_price_of/the_price_on/the_price_for] {x} [any_more/anymore/now]",
    ref: 1,
  },
  // "not bothered about the lamp any more", "no longer interested in the tent": the interest in a
  // thing (never a doing, "about repainting the hall") withdrawn is the watch stopped.
  {
    row:
      "[i/we] [am/are] not/no_longer [really] bothered/interested/fussed/keen/arsed about/in/on {x:thing} any_more/anymore",
    ref: 1,
  },
  {
    row: "[i/we] [am/are] no_longer bothered/interested/fussed/keen about/in/on {x:thing} [now]",
    ref: 1,
  },
  // "I bought the tent already, stop tracking it": the item is named in the reason, said without
  // its "I" too ("bought the Lego set in the end, no need to keep watching it").
  {
    row:
      "[i/we] [already/just/finally] bought/got/ordered/purchased/found {x} [already/elsewhere/somewhere_else/in_the_end/after_all] [-] [so] [you_can] {stop} {it}",
    ref: 1,
  },
  // "I changed my mind about the drone, stop watching it": the item the reason is about.
  {
    row:
      "i/we {y} about/on/with/for/of/from {x:thing} [any_more/anymore] - [so] [you_can/please] {stop} {it}",
    ref: 2,
  },
].map(({ row, ref }) => ({
  re: template(row, { ...P, thing: { row: "the/my/our/that {z}" } }),
  ref,
}));

/**
 * How a target is set; `ref`: the slot naming the watch (0: none, the latest watch); `price`: the
 * slot holding the price, when the shape has one; `hour`: a number said there without its money
 * may be an hour ("alert me at 5 for the meeting"), so none up to 24 is read. A shape ending in
 * "…" leaves what follows to the price read after it.
 */
const SET_TARGET: { re: RegExp; ref: number; price?: number; hour?: boolean }[] = [
  {
    row:
      "{notify} [know] when/if/once/as_soon_as {x} is/are/goes/go/drops/drop/falls/fall/gets/get/costs/cost/comes_down/come_down/dips/dip/is_priced/sells_for/hits/hit/reaches/reach/becomes/price_is/price_drops/price_goes …",
    ref: 1,
  },
  // "for the air fryer, tell me (only) when it's under 60": the item said first
  {
    row:
      "for/about/on/regarding {x} - {notify} [know] [only] when/if/once/as_soon_as it/its_price/the_price …",
    ref: 1,
  },
  // "the lawn suit, alert me at 5999 instead": the item, then the price to be told at
  { row: "{x} - {notify} at/below/under {y:amount} [instead/now]", ref: 1, price: 2, hour: true },
  // "alert me at 5999 for the lawn suit"
  {
    row: "{notify} at/below/under {y:amount} for/on {x} [instead/now]",
    ref: 2,
    price: 1,
    hour: true,
  },
  // "make the air fryer target 90"
  { row: "{set} {x} {target} {y:amount} [instead/now]", ref: 1, price: 2 },
  // "ping me about the book if it goes under 12.99"
  {
    row: "{notify} about/on/for/regarding {x} when/if/once/as_soon_as it/its_price/the_price …",
    ref: 1,
  },
  { row: "{set} {det} {target} for/of/on {x} to/at/as …", ref: 1 },
  // "lower the drone's alert to 200"
  { row: "{set} {x} {target} to/at/as …", ref: 1 },
  // "change the ps5 watch to $380": the watch named by its kind, its target said after.
  { row: "{set} {x} watch/tracker/price_watch to/at/as …", ref: 1 },
  { row: "{start} {x} for/until_it_is/until_it_drops/until_it_goes …", ref: 1 },
  // "I'd pay 15 for the hardback, let me know"
  { row: "{wouldPay} {amount} for/on {x} {tellMe}", ref: 1 },
  // "I'd buy the hardback at 15, tell me"
  { row: "{wouldPay} {x} at/for {amount} {tellMe}", ref: 1 },
  // "the drone's target should be 240"
  { row: "[the] {x}'s {target} should_be/is_now/is/will_be/becomes …", ref: 1 },
  // "make the target 99 for the kettle"
  { row: "{set} [the/a] {target} [to/at/of] {y:amount} for/on/of {x}", ref: 2, price: 1 },
  // "target: 30", "set a target of 30": the latest watch's.
  { row: "[set] [a/the] {target} …", ref: 0 },
].map(({ row, ...slots }) => ({ re: template(row, P), ...slots }));

/** Watches asked for by what they watch: "what prices am I watching", "any price drops". */
const LIST: RegExp[] = [
  "what/which prices/products/items/things/deals/stuff am_i/are_you watching/tracking/monitoring/following …",
  "what am_i/are_you watching/tracking/monitoring [[the] price(s) of/for] [for_me]",
  "show/list/check/give [me] [my/the/all]* watched/tracked/monitored prices/products/items/things …",
  // "list the products i am watching"
  "show/list/check/give [me] [my/the/all]* prices/products/items/things [that] i_am/im/we_are watching/tracking/monitoring",
  "any/are_there/are_there_any/did_any_price(s) [new] price drops/changes/alerts …",
  "how are [my/the] watched/tracked prices/products/items …",
  "show/list/check/give/tell [me] [the] [current] price(s) [of/for] what i_am/im/we_are watching/tracking/monitoring [for_me]",
  // "what's the lowest price so far on the stuff I'm watching"
  "what/which is/are [the] lowest/best/cheapest/latest/current price(s) [so_far/yet] on/of/for [the/my] stuff/things/items/products i_am/we_are watching/tracking/monitoring",
].map((row) => template(row, P));

/**
 * A watched item's price asked for in words: its current price, or whether it got cheaper. Each
 * slot holds the item, which is a definite thing ({@link definite}).
 */
const PRICE_QUESTION: RegExp[] = [
  // "how much is the kettle now", "how much are the boots going for"
  "how_much is/are/does/do {x} [cost/costing/selling_for/going_for/priced_at/at] {now}",
  // "what does the kettle cost these days", "what is the lamp selling for"
  "what is/are/does/do {x} cost/costing/selling_for/going_for/priced_at {now}",
  // "what's the pram at now", "what are the boots at these days": its price as a level reached
  "what is/are {x} at {now}",
  // "what's the current price of the tent", "what is the tent's price now"
  "what/how_much is [the] [current/latest/new/present] price of/on/for {x} {now}",
  "what/how_much is {x}'s [current/latest] price {now}",
  // "what's the takealot fridge price now": the item named before its price
  "what/how_much is {x} [current/latest] price {now}",
  // "has the tent got any cheaper", "did the kettle go down in price", "is the lamp cheaper yet"
  "has/have/did/is/are {x} [got/gotten/gone/become/get/go/come/dropped/fallen/fall/drop/been_reduced/reduced] [any/much/a_bit] cheaper/down/down_in_price/lower/in_price/on_sale [yet/now/at_all]",
  // "did the price of the kettle drop", "has the tent's price changed"
  "has/have/did/is {priceOf} dropped/drop/fallen/fall/gone_down/go_down/changed/change/moved/move/come_down/been_reduced [yet/at_all/any]",
].map((row) => template(row, { ...P, priceOf: oneOf(["the price of/on/for {x}", "{y}'s price"]) }));

/** Words before a definite thing: "any of", "all". */
const SOME = new Set(["any", "some", "all"]);
/** Words that make a thing definite ("the kettle", "my book", "that lamp"). */
const THE = new Set(["the", "my", "our", "that", "those", "these", "this"]);

/** A definite thing ("the kettle", "any of my books"): a known, so a watched, item. */
function definite(item: string): boolean {
  const ws = item.toLowerCase().split(" ");
  let at = SOME.has(ws[0]!) ? (ws[1] === "of" ? 2 : 1) : 0;
  if (!THE.has(ws[at]!) && at > 0) at = 0;
  const next = ws[at + 1];
  return THE.has(ws[at]!) && next !== undefined && next !== "price" && !item.includes("?");
}

/** True when the clause asks a watched item's price in other words than "show my watches". */
function priceQuestion(c: Clause): boolean {
  for (const re of PRICE_QUESTION) {
    const m = re.exec(c.text);
    if (!m) continue;
    const item = m[1] ?? m[2] ?? "";
    if (!definite(item)) continue;
    // "what's the petrol price now": a market's price, no product watched (`notItems`).
    if (othersThan("watch").test(item) || NOT_WATCHED.test(item.trim())) return false;
    return true;
  }
  return false;
}

/** A watch as a removal names it: its nouns, or "watch" alone ("forget the watch on the lamp"). */
const STOPPED_NOUN = `(?:${NOUN.watch}|watch)`;

/**
 * "the hedge trimming", "the gutter cleaning": a doing named by what it is done to, never a
 * product (a thing of one word, "the painting", may be one).
 */
function namesADoing(thing: string): boolean {
  const ws = thing.trim().toLowerCase().split(" ").filter((w) => w.length > 0);
  const last = ws.at(-1) ?? "";
  return ws.length >= 3 && last.length >= 6 && last.endsWith("ing");
}

/** Words that start a reason said after the watch's thing ("… since work is buying me one"). */
const REASONS = new Set(REASON_WORDS);

/**
 * The thing said before a reason at its end ("the standing desk since work is buying me one" is
 * the standing desk; the reason a statement), else the words as said.
 */
function beforeReason(said: string): string {
  const ws = said.trim().split(" ");
  const at = ws.findIndex((w, i) => i > 0 && REASONS.has(w.toLowerCase()));
  const reason = ws.slice(at + 1).join(" ");
  // Its subject may be said without an article: "since work is buying me one".
  const stated = at > 0 && (isStatement(reason) || isStatement(`the ${reason}`));
  if (stated) return ws.slice(0, at).join(" ");
  // "the Redmi i bought it from a shop …": a thing told of it by "I" or "we", said without a comma.
  const told = ws.findIndex((w, i) => i > 0 && (w === "i" || w.toLowerCase() === "we"));
  return told > 0 && isStatement(ws.slice(told).join(" ")) ? ws.slice(0, told).join(" ") : said;
}

/** Words that name several watches at once: "both the lego sets", "all the headphones". */
const SEVERAL = wordSet("both all");

function stop(c: Clause): ToolCall | null {
  for (const shape of STOP) {
    const found = match(c, shape.re);
    if (!found) continue;
    const said = beforeReason(found.slot(shape.ref));
    // "stop tracking the reply from the bank": another group's item, not a watch.
    if (othersThan("watch").test(said) || NOT_WATCHED.test(said.trim())) return null;
    if (namesADoing(said)) return null;
    // "stop watching both the lego sets": two watches named as one; which they are is not said
    // ("both the blender and the tent" names each).
    if (SEVERAL.has(firstWord(said)) && !said.split(" ").includes("and")) return null;
    const watch = watchRef(said);
    // "forget about it": a verb of any group names no watch by a pronoun; "stop watching it" does.
    if (watch === LATEST_WATCH && !watchSaid(c.text)) return null;
    return { name: "price_watches_stop", input: { watch } };
  }
  const target = removalTarget(
    c,
    String.raw`(?:${REMOVE_VERB}|stop|end|pause)`,
    STOPPED_NOUN,
    othersThan("watch"),
  );
  if (!target) return null;
  // "forget the watch on the shopping list": another group's item said where the watch is.
  if (othersThan("watch").test(c.text.slice(target.start, target.end))) return null;
  return {
    name: "price_watches_stop",
    input: { watch: watchRef(c.typed(target.start, target.end)) },
  };
}

/** Words that make a watch's name another thing: a list's item ("the tickets on my list"). */
const NOT_PRODUCT = new Set(["list", "lists"]);

/**
 * True when what names a watch holds a day ("the taxi yesterday": an expense's, a product's name
 * has none) or a list ("the tickets on my list"), or is paid for and no product ("the taxi", "the
 * parking fee": `notItems`).
 */
function namesNoProduct(ref: string, c: Clause): boolean {
  return tokenize(ref).some((t) => NOT_PRODUCT.has(t.w)) || findDates(ref, c.ctx).length > 0 ||
    NOT_WATCHED.test(ref.trim());
}

function setTarget(c: Clause): ToolCall | null {
  for (const shape of SET_TARGET) {
    const found = match(c, shape.re);
    if (!found) continue;
    // What follows the shape: the last slot of one ending in "…".
    const after = found.m[found.m.length - 1] ?? "";
    const said = shape.price === undefined ? null : found.m[shape.price] ?? "";
    const price = said !== null
      ? (findMoney(said)[0] ?? firstAmount(said))?.amount ?? null
      : targetPrice(` to ${spokenAmounts(after)}`) ?? targetPrice(c.text) ?? wouldPay(c.text);
    if (price === null) continue;
    if (shape.hour && said !== null && findMoney(said).length === 0 && price <= 24) continue;
    const slot = shape.ref === 0 ? "" : found.slot(shape.ref);
    // "lower the drone's alert to 200": the watch said with its "'s".
    const refText = slot.endsWith("'s") ? slot.slice(0, -2) : slot;
    // "tell me if e reach 450k": a word of one letter ("e", pidgin's "it") names no product.
    if (refText.trim().length < 2) continue;
    if (othersThan("watch").test(refText) || namesNoProduct(refText, c)) continue;
    return {
      name: "price_watches_set_target",
      input: { watch: watchRef(refText), target_price: price },
    };
  }
  return null;
}

/** Words a target price is said after ("under", "hits", "a target of"). */
const TARGET_WORDS: ReadonlySet<string> = new Set(
  "under below than to at of hit hits reach reaches".split(" "),
);

/** The price watch call a clause asks for, or null. */
export function parsePriceWatch(c: Clause): ToolCall | null {
  const url = findUrl(c.text);
  const stopped = stop(c);
  if (stopped) return stopped;
  if (url) {
    if (REMOVED.test(c.text)) {
      return { name: "price_watches_stop", input: { watch: url.value.slice(0, 200) } };
    }
    const rest = c.text.slice(0, url.index) + " " + c.text.slice(url.end);
    const input: Record<string, unknown> = { url: url.value };
    // "under half a grand", "a tenner": an amount said by a name is its number.
    const said = spokenAmounts(namedAmounts(rest, c.ctx.timezone));
    const price = targetPrice(said) ?? wouldPay(said) ?? mostPaid(said);
    if (price !== null) input.target_price = price;
    return { name: "price_watches_start", input };
  }
  if (asksToList(c, NOUN.watch) || LIST.some((re) => re.test(c.text)) || priceQuestion(c)) {
    return { name: "price_watches_list", input: {} };
  }
  // "drops under a tenner", "under a hundred and fifty bucks": an amount said by a name or in
  // words, read as its number.
  const named = spokenAmounts(namedAmounts(c.text, c.ctx.timezone));
  const set = setTarget(named === c.text ? c : makeClause(named, c.ctx));
  if (set) return set;
  // "drops below a hundred and twenty", "a target of ninety nine": a number said in words after
  // the word that says the target, read as its number.
  const spoken = numbersSaidAfter(named, TARGET_WORDS);
  return spoken === named ? null : setTarget(makeClause(spoken, c.ctx));
}
