/**
 * The shopping list in what people write: "add milk, eggs and bread to my shopping list", "we
 * need milk", "put 2 lemons on the grocery list", "remove milk from the list", "what's on my
 * shopping list", "empty my shopping list". Also the items said first and the request after them
 * ("we're out of coffee, add it to the list"), the list named before the items ("groceries: add
 * rice"), a purpose after the items ("... for the party") and an explanation before or after the
 * request ("add batteries to the list, the remote died"). The words are the group's
 * (`groups/shopping.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { findDates } from "./_tool_dates.ts";
import { withoutExplanation } from "./_tool_aside.ts";
import { type Clause, makeClause, match, splitItems } from "./_tool_text.ts";
import { asksToList, DET, NOUN, othersThan, purposeStart } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { SHOPPING } from "./groups/shopping.ts";

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
const CLEAR_VERB = W.verb("shopping_clear");
const FRESH_VERB = W.verb("shopping_clear:fresh");
const SHOW_VERB = W.verb("shopping_list");
const NOT_ITEM = new RegExp(
  String
    .raw`^(?:(?:a|an|some|more|the|a\s+bit\s+of|a\s+little|proper|real|good|long)\s+)*${W.notItem}(?:\s+(?:from|for|with|to|of|in|at|on|honestly|really|now|right\s+now|asap|please)\b.*)?$`,
  "iu",
);

/** "the list", "my shopping list", "our groceries": never another kind of list. */
const LIST = String.raw`${DET}(?:${NOUN.shopping}|list)`;
/** The shopping list named by its own noun, not a bare "list". */
const NAMED_LIST = String.raw`${DET}${NOUN.shopping}`;
const ADVERBS = String.raw`(?:(?:also|still|really|just|already|definitely|have|are|am)\s+)*`;
/** "we", "I", with "also", "still", "have" (the one in "we've run out of"). */
const SUBJECT = String.raw`(?:(?:we|i)\s+)?${ADVERBS}`;
const SUBJECT_SAID = String.raw`(?:we|i)\s+${ADVERBS}`;
const TRAIL = String.raw`(?:\s+(?:too|as\s+well|also|please|for\s+me|thanks))*`;
/** A purpose or occasion after the list: "... on the list for the party". */
const AFTER_LIST = String.raw`(?:\s*[,\-–]?\s+for\s+\S.*)?`;

const OTHER = othersThan("shopping", { also: ["supplier", "calendar"] });

const CLEAR: RegExp[] = [
  new RegExp(
    String
      .raw`^${CLEAR_VERB}\s+(?:out\s+)?${DET}(?:(?:entire|whole|full|complete)\s+)?(?:${NOUN.shopping}|list)(?:\s+(?:out|completely|entirely|fully))?$`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^(?:${REMOVE_VERB}|${CLEAR_VERB})\s+(?:off\s+)?(?:everything|all\s+(?:the\s+)?items?|all|every\s+item|all\s+of\s+it)\s+(?:from|on|off|in|of)\s+${LIST}$`,
    "iu",
  ),
  new RegExp(String.raw`^(?:make|set)\s+${LIST}\s+empty$`, "iu"),
  // "the list - get rid of everything": the list named first.
  new RegExp(
    String
      .raw`^${LIST}\s*[:,\-–]\s*(?:${REMOVE_VERB}|${CLEAR_VERB})\s+(?:off\s+)?(?:everything|all(?:\s+of\s+it)?|the\s+lot)(?:\s+on\s+it)?$`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^${FRESH_VERB}\s+(?:a\s+|the\s+)?(?:fresh|new|clean|empty|blank)\s+${NOUN.shopping}(?:\s+list)?$`,
    "iu",
  ),
];

const REMOVE: RegExp[] = [
  new RegExp(
    String.raw`^${REMOVE_VERB}\s+(.+?)\s+(?:off|from|out\s+of)\s+(?:of\s+)?${LIST}${TRAIL}$`,
    "iud",
  ),
  new RegExp(String.raw`^${OFF_VERB}\s+(.+?)\s+off${TRAIL}$`, "iud"),
  new RegExp(
    String.raw`^${SUBJECT}${NO_NEED}\s+(?:any\s+)?(.+?)(?:\s+(?:any\s*more|after\s+all))?${TRAIL}$`,
    "iud",
  ),
  // "groceries: remove the rice"
  new RegExp(String.raw`^${NAMED_LIST}\s*[:,\-–]\s*${REMOVE_VERB}\s*:?\s+(.+)$`, "iud"),
];

/** Shapes whose slot names items only with the list said; the bare ones come last. */
const ADD: RegExp[] = [
  new RegExp(
    String
      .raw`^${ADD_VERB}\s+(.+?)\s+(?:to|on|onto|in|into|in\s+to|on\s+to)\s+${LIST}${TRAIL}${AFTER_LIST}$`,
    "iud",
  ),
  // "add to the list: milk", "on the shopping list please: kitchen roll"
  new RegExp(
    String
      .raw`^(?:${ADD_VERB}\s+)?(?:to|on|onto)\s+${LIST}(?:\s+please)?\s*[:\-–]?\s*(.+)$`,
    "iud",
  ),
  // "shopping list: milk", "groceries - add rice"
  new RegExp(
    String.raw`^${NAMED_LIST}\s*[:,\-–]\s*(?:${ADD_VERB}\s*:?\s+)?(.+)$`,
    "iud",
  ),
  new RegExp(
    String.raw`^${SUBJECT}${MUST}\s+(?:${BUY_VERB}|get)\s+(?:some\s+|more\s+)?(.+)$`,
    "iud",
  ),
  new RegExp(String.raw`^${SUBJECT}${OUT}\s+(?:some\s+|more\s+)?(.+)$`, "iud"),
  new RegExp(String.raw`^${SUBJECT_SAID}${NEED}\s+(?!to\s)(?:some\s+|more\s+)?(.+)$`, "iud"),
  new RegExp(String.raw`^${BUY_VERB}\s+(?:some\s+)?(.+)$`, "iud"),
  /^(?:add)\s+(.+)$/iud,
];
const BARE_FROM = ADD.length - 2;
/** The shapes that say no list: a need, a purchase (then "add" alone). */
const SAID_FROM = 3;

/** Where or when the items are to be bought: "on the way home", "at the market", "later". */
const WHERE =
  /\s+(?:on\s+(?:the|my|your|our)\s+way\s+(?:home|back|in|over)|(?:at|from)\s+the\s+(?:shop|shops|store|supermarket|market|bakery|butcher'?s?|chemist'?s?|corner\s+shop)|when\s+(?:you|we|i)\s+.+|later(?:\s+on|\s+today)?)$/iu;

/**
 * Where a purpose after the items starts ("... - for the lasagne", "flour and sugar for the
 * cake") or a place to buy them ("... on the way home"), or the slot's end. After a single item
 * "for" may be part of it ("food for the cat").
 */
function purposeAt(plain: string): number {
  const where = WHERE.exec(plain);
  if (where) return where.index;
  const dashed = /\s*(?:[,\-–]\s*)for\s+\S/iu.exec(plain);
  if (dashed) return dashed.index;
  // "sellotape for the birthday wrapping": an occasion, even after one item ("bread for Sunday"
  // says when, which an item to buy does not hold).
  const occasion = purposeStart(plain);
  if (occasion > 0) return occasion;
  const said =
    /\s+for\s+(?:the|a|an|my|our|his|her|their|your|this|that|tonight|tomorrow|dinner|lunch|breakfast|supper|\p{L}+'s)\b/iu
      .exec(plain);
  if (said && splitItems(plain.slice(0, said.index)).length >= 2) return said.index;
  return plain.length;
}

function items(slot: string, plain: string): string[] | null {
  if (OTHER.test(plain)) return null;
  const list = splitItems(
    slot.replace(/\s+(?:please|too|as\s+well|also|for\s+me|thanks|already)$/iu, ""),
  );
  if (list.length === 0) return null;
  // "it", "them for the party": a thing said elsewhere, not an item.
  if (list.some((i) => /^(?:it|them|that|this|those|these|everything|all)(?:\s|$)/iu.test(i))) {
    return null;
  }
  // "a break", "more sleep": said where an item goes, but nothing to buy.
  if (list.some((i) => NOT_ITEM.test(i))) return null;
  // "call mum", "pay the window cleaner": a doing, not a thing to buy.
  if (list.some((i) => isDoing(i))) return null;
  if (/^(?:what|which|how|when|where|why|who|is|are|do|does|can|should)\b/iu.test(list[0] ?? "")) {
    return null;
  }
  return list;
}

/** The verbs that start a doing said where an item goes (`doings` in the description). */
const DOINGS: ReadonlySet<string> = new Set(SHOPPING.doings ?? []);

/** "call mum", "ring up the bank": an item of two words or more that starts with a doing. */
function isDoing(item: string): boolean {
  const ws = item.toLowerCase().split(" ");
  return ws.length >= 2 && (DOINGS.has(ws[0]!) || DOINGS.has(`${ws[0]} ${ws[1]}`));
}

/** The items of group 1 of a match, up to any purpose after them. */
function slotItems(c: Clause, re: RegExp): { list: string[] | null; plain: string } | null {
  const found = match(c, re);
  const span = found?.m.indices?.[1];
  if (!found || !span) return null;
  const full = c.text.slice(span[0], span[1]);
  const end = span[0] + purposeAt(full);
  // "… for bonfire night, oh and ketchup": the items go on after the purpose's comma.
  const comma = c.text.indexOf(",", end);
  const more =
    end < span[1] && comma >= 0 && comma < span[1] && !c.text.slice(end, comma).includes(" for ", 1)
      ? comma
      : span[1];
  const plain = c.text.slice(span[0], end) + c.text.slice(more, span[1]);
  return { list: items(c.typed(span[0], end) + c.typed(more, span[1]), plain), plain };
}

/** "buy milk" and "add bananas" name items only; a date or a list is another request's. */
function bareAllowed(plain: string, c: Clause): boolean {
  if (/\b(?:to|on|onto|into|in|for|as|from)\s+(?:the|my|our|a|an)\b/iu.test(plain)) return false;
  if (/\b(?:to|on|onto|into|in|from)\s+(?:\S+\s+)?list\b/iu.test(plain)) return false;
  return findDates(plain, c.ctx).length === 0;
}

const ASKS_WHAT = [
  new RegExp(
    String
      .raw`^(?:what|which\s+things)\s+(?:do|should|must)\s+(?:i|we)\s+(?:still\s+)?(?:need\s+to\s+|have\s+to\s+)?${BUY_VERB}\b`,
    "iu",
  ),
  /^what\s+do\s+we\s+need(?:\s+from\s+the\s+(?:shop|store|supermarket))?$/iu,
  new RegExp(String.raw`^(?:what\s+is|anything)\s+(?:on|in)\s+${LIST}$`, "iu"),
  new RegExp(String.raw`^${SHOW_VERB}\s+(?:me\s+)?${LIST}$`, "iu"),
];

/** The call a clause asks for when the whole clause is one request, or null. */
function whole(c: Clause): ToolCall | null {
  if (CLEAR.some((re) => re.test(c.text))) return { name: "shopping_clear", input: {} };
  for (const re of REMOVE) {
    const found = slotItems(c, re);
    if (!found) continue;
    // "we don't need coffee or tea": neither, so both.
    const list = re === REMOVE[2] ? found.list?.flatMap((i) => i.split(" or ")) : found.list;
    return list ? { name: "shopping_remove", input: { items: list } } : null;
  }
  for (const [i, re] of ADD.entries()) {
    const found = slotItems(c, re);
    if (!found) continue;
    if (i >= BARE_FROM && !bareAllowed(found.plain, c)) return null;
    // "buy the espresso machine", "get the kids": one particular thing, not an item to note.
    if (i === BARE_FROM && /^(?:the|this|that|these|those)\s/iu.test(found.plain)) return null;
    // "I need the plumber to come round": someone to do something, not a thing to buy.
    if (
      i >= SAID_FROM && i < ADD.length - 1 && found.list?.some((it) => it.split(" ").includes("to"))
    ) {
      return null;
    }
    return found.list ? { name: "shopping_add", input: { items: found.list } } : null;
  }
  if (asksToList(c, NOUN.shopping) || ASKS_WHAT.some((re) => re.test(c.text))) {
    return { name: "shopping_list", input: {} };
  }
  return null;
}

const PRONOUN = String.raw`(?:it|them|those|these|that|both|all\s+(?:of\s+)?(?:them|those))`;
const POLITE = String
  .raw`(?:(?:and|so|then|please|just|now|(?:can|could|would|will)\s+you|you\s+(?:can|could|may))\s+)*`;

/** Items said first, then the request naming them by a pronoun: group 1 the items. */
const ANTECEDENT = new RegExp(
  String
    .raw`^(.+?)\s*[,;:\-–]\s*${POLITE}(?:(${ADD_VERB}|${BUY_VERB})|(${REMOVE_VERB}|${OFF_VERB}))\s+${PRONOUN}(?:\s+(?:off|out))?(?:\s+(?:to|on|onto|in|into|off|from|out\s+of)\s+${LIST})?${TRAIL}$`,
  "iud",
);

/** The items said as a fact ("we're out of coffee"): group 1. */
const FACT = new RegExp(
  String
    .raw`^${SUBJECT}(?:(?:have|had)\s+)?(?:${OUT}|${NEED}|${NO_NEED}|${GOT}|${MUST}\s+${BUY_VERB})\s+(?:some\s+|more\s+|any\s+)?(.+?)(?:\s+(?:already|any\s*more|after\s+all|too|now|today))*$`,
  "iud",
);

/**
 * "we're out of coffee, add it to the list", "got the bananas, tick them off": the items said as a
 * fact, then the request naming them by a pronoun. The request's verb decides the tool.
 */
function withAntecedent(c: Clause): ToolCall | null {
  const m = ANTECEDENT.exec(c.text);
  const head = m?.indices?.[1];
  if (!m || !head) return null;
  const sub = makeClause(c.typed(head[0], head[1]), c.ctx);
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
function itemsAfterList(c: Clause): ToolCall | null {
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
export function parseShopping(c: Clause): ToolCall | null {
  return withAntecedent(c) ?? whole(c) ?? itemsAfterList(c) ?? withoutExplanation(c, whole);
}
