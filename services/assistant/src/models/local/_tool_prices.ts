/**
 * Price watches in what people write: "watch https://shop.example/p/123", "watch this for under
 * 30 EUR: https://...", "tell me when it's under 50", "I'd pay 15 for the book, let me know", "what
 * prices am I watching", "how much is the kettle now", "stop watching the kettle". The verbs come
 * from the group's description (`groups/price_watches.ts`).
 * @module
 */
import { LATEST_WATCH, resolvesToLatestWatch } from "../../tools/prices/latest_watch.ts";
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, cleanRef, findMoney, findUrl, firstAmount, match } from "./_tool_text.ts";
import {
  asksToList,
  DET,
  NOUN,
  othersThan,
  removalTarget,
  REMOVE_VERB,
  theOne,
} from "./_tool_words.ts";
import { words } from "./groups/mod.ts";

const W = words("watch");
const START_VERB = W.verb("price_watches_start");
const STOP_VERB = W.verb("price_watches_stop");
const SET_VERB = W.verb("price_watches_set_target");
const NOTIFY = W.verb("price_watches_notify");
const TARGET = W.verb("price_watches_target");

const WATCH_WORD =
  /^(?:price|prices|watch|watches|watching|alert|alerts|tracker|trackers|product|products|item|items|link|page|listing|deal)$/iu;

const BELOW = String
  .raw`(?:under|below|less\s+than|cheaper\s+than|lower\s+than|beneath|at\s+or\s+below|at\s+most|no\s+more\s+than|max(?:imum)?(?:\s+of)?|drops?\s+(?:to|below|under)|falls?\s+(?:to|below|under)|goes\s+(?:down\s+to|under|below)|comes\s+down\s+to|dips?\s+(?:to|below|under)|gets\s+(?:to|below|under)|hits|reaches|down\s+to|target(?:\s+price)?(?:\s+of|\s+is|\s+at|:)?|for|to|<|<=)`;

/** "I'd buy it at 120", "I would pay 15 for": the price the user would pay is the target. */
const WOULD_PAY = String
  .raw`\b(?:i|we)\s+(?:would|will|could|might)\s+(?:happily\s+|gladly\s+|only\s+)?(?:buy|pay|get|take|grab|order)\b`;

/** The target price a text sets ("under 30 EUR", "below $50", "drops to 99.99"). */
function targetPrice(text: string): number | null {
  const re = new RegExp(
    String.raw`\b${BELOW}\s*([€$£¥]?\s?\d[\d.,]*(?:\s?[a-zA-Z€$£]{1,7})?)`,
    "giu",
  );
  for (const m of text.matchAll(re)) {
    const money = findMoney(m[1] ?? "")[0] ?? firstAmount(m[1] ?? "");
    if (money && money.amount > 0 && money.amount <= 1e9) return money.amount;
  }
  return null;
}

/** The price in "I'd buy it at 120" / "I would pay 15 for ...", or null. */
function wouldPay(text: string): number | null {
  const m = new RegExp(
    String
      .raw`${WOULD_PAY}\s+(?:.*?\s+)?(?:at|for)?\s*([€$£¥]?\s?\d[\d.,]*(?:\s?[a-zA-Z€$£]{1,7})?)`,
    "iu",
  ).exec(text);
  if (!m) return null;
  const money = findMoney(m[1] ?? "")[0] ?? firstAmount(m[1] ?? "");
  return money && money.amount > 0 && money.amount <= 1e9 ? money.amount : null;
}

/**
 * A watch reference as the handlers take it: a link, the item's words, the latest watch ("it",
 * "the last one", nothing said), or "the price watch" for a watch named by its kind alone ("stop
 * the price alert"), which the handlers read as the one there is (asking which among several).
 */
export function watchRef(typed: string): string {
  const url = findUrl(typed);
  if (url) return url.value.slice(0, 200);
  const cleaned = typed.replace(/^(?:the\s+)?price\s+(?:of|on|for)\s+/iu, "").trim();
  if (cleaned.length === 0 || resolvesToLatestWatch(cleaned)) return LATEST_WATCH;
  const ref = cleanRef(cleaned, WATCH_WORD);
  if (ref === null) return theOne("price watch");
  return resolvesToLatestWatch(ref) ? LATEST_WATCH : ref;
}

/** A verb or noun only a price watch takes: the latest watch may then be named by a pronoun. */
const WATCH_SAID = new RegExp(
  String.raw`\b(?:watch\w*|track\w*|monitor\w*|price\w*|alert\w*|${NOUN.watch})\b`,
  "iu",
);

/** Things tracked that are no product ("the reply from the bank"), from the description. */
const NOT_WATCHED = new RegExp(String.raw`\b${W.notItem}\b`, "iu");

const STOP: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:i\s+|we\s+)?${STOP_VERB}\s+(?:the\s+price\s+(?:of|on|for)\s+)?(.+?)(?:\s+any\s*more|\s+now)?$`,
    "iud",
  ),
  // "I bought the tent already, stop tracking it": the item is named in the reason.
  new RegExp(
    String
      .raw`^(?:i|we)\s+(?:already\s+|just\s+|finally\s+)?(?:bought|got|ordered|purchased|found)\s+(.+?)(?:\s+already|\s+elsewhere|\s+somewhere\s+else)?\s*[,;:\-]?\s*(?:so\s+)?(?:you\s+can\s+)?${STOP_VERB}\s+(?:it|them|that|this)(?:\s+any\s*more|\s+now)?$`,
    "iud",
  ),
  // "I changed my mind about the drone, stop watching it": the item the reason is about.
  new RegExp(
    String
      .raw`^(?:i|we)\s+[^,;]*?\s+(?:about|on|with|for|of|from)\s+((?:the|my|our|that)\s+[^,;]+?)\s*[,;:\-]\s*(?:so\s+)?(?:you\s+can\s+|please\s+)?${STOP_VERB}\s+(?:it|them|that|this)(?:\s+any\s*more|\s+now)?$`,
    "iud",
  ),
];

/** How a target is set; `price`: the group holding the price, when the shape has one. */
const SET_TARGET: { re: RegExp; ref: number; price?: number }[] = [
  {
    re: new RegExp(
      String
        .raw`^${NOTIFY}\s+(?:know\s+)?(?:when|if|once|as\s+soon\s+as)\s+(.+?)\s+(?:is|are|goes|go|drops|drop|falls|fall|gets|get|costs|cost|comes\s+down|come\s+down|dips|dip|is\s+priced|sells\s+for|hits|reaches|becomes|price\s+is|price\s+drops|price\s+goes)\b`,
      "iud",
    ),
    ref: 1,
  },
  {
    // "ping me about the book if it goes under 12.99"
    re: new RegExp(
      String
        .raw`^${NOTIFY}\s+(?:about|on|for|regarding)\s+(.+?)\s+(?:when|if|once|as\s+soon\s+as)\s+(?:it|its\s+price|the\s+price)\s+`,
      "iud",
    ),
    ref: 1,
  },
  {
    re: new RegExp(
      String
        .raw`^${SET_VERB}\s+${DET}${TARGET}\s+(?:for|of|on)\s+(.+?)\s+(?:to|at|as)\b`,
      "iud",
    ),
    ref: 1,
  },
  {
    re: new RegExp(
      String.raw`^${SET_VERB}\s+(.+?)(?:'s)?\s+${TARGET}\s+(?:to|at|as)\b`,
      "iud",
    ),
    ref: 1,
  },
  {
    re: new RegExp(
      String
        .raw`^${START_VERB}\s+(.+?)\s+(?:for|until\s+it\s+is|until\s+it\s+drops|until\s+it\s+goes)\s+`,
      "iud",
    ),
    ref: 1,
  },
  {
    // "I'd pay 15 for the hardback, let me know"
    re: new RegExp(
      String
        .raw`^${WOULD_PAY}\s+[€$£¥]?\s?\d[\d.,]*(?:\s?[a-zA-Z€$£]{1,7})?\s+(?:for|on)\s+(.+?)(?:\s*[,;\-]\s*(?:so\s+)?${NOTIFY}.*)?$`,
      "iud",
    ),
    ref: 1,
  },
  {
    // "I'd buy the hardback at 15, tell me"
    re: new RegExp(
      String
        .raw`^${WOULD_PAY}\s+(.+?)\s+(?:at|for)\s+[€$£¥]?\s?\d[\d.,]*(?:\s?[a-zA-Z€$£]{1,7})?(?:\s*[,;\-]\s*(?:so\s+)?${NOTIFY}.*)?$`,
      "iud",
    ),
    ref: 1,
  },
  {
    // "the drone's target should be 240"
    re: new RegExp(
      String
        .raw`^(?:the\s+)?(.+?)'s\s+${TARGET}\s+(?:should\s+be|is\s+now|is|will\s+be|becomes)\b`,
      "iud",
    ),
    ref: 1,
  },
  {
    // "make the target 99 for the kettle"
    re: new RegExp(
      String
        .raw`^${SET_VERB}\s+(?:the\s+|a\s+)?${TARGET}\s+(?:to\s+|at\s+)?([€$£¥]?\s?\d[\d.,]*(?:\s?[a-zA-Z€$£]{1,7})?)\s+(?:for|on|of)\s+(.+)$`,
      "iud",
    ),
    ref: 2,
    price: 1,
  },
  {
    re: new RegExp(
      String.raw`^(?:set\s+)?(?:a\s+|the\s+)?${TARGET}\s*(?::|of|is|to|at)?\s*()`,
      "iud",
    ),
    ref: 1,
  },
];

/** Watches asked for by what they watch: "what prices am I watching", "any price drops". */
const LIST: RegExp[] = [
  /^(?:what|which)\s+(?:prices|products|items|things|deals|stuff)\s+(?:am\s+i|are\s+you)\s+(?:watching|tracking|monitoring|following)\b/iu,
  /^what\s+(?:am\s+i|are\s+you)\s+(?:watching|tracking|monitoring)(?:\s+(?:the\s+)?prices?\s+(?:of|for))?(?:\s+for\s+me)?$/iu,
  /^(?:show|list|check|give)\s+(?:me\s+)?(?:my\s+|the\s+|all\s+)*(?:watched|tracked|monitored)\s+(?:prices|products|items|things)\b/iu,
  /^(?:any|are\s+there\s+(?:any)?|did\s+any\s+prices?)\s*(?:new\s+)?price\s+(?:drops|changes|alerts)\b/iu,
  /^how\s+are\s+(?:my\s+|the\s+)?(?:watched|tracked)\s+(?:prices|products|items)\b/iu,
];

/** A definite thing ("the kettle", "my book", "that lamp"): a known, so a watched, item. */
const THE_ITEM = String
  .raw`(?:(?:any|some|all)\s+(?:of\s+)?)?(?:the|my|our|that|those|these|this)\s+(?!price\b)[\p{L}\p{N}][^?]*?`;

const NOW = String
  .raw`(?:\s+(?:now|currently|today|at\s+the\s+moment|right\s+now|these\s+days|at\s+present|still))?`;

/** A watched item's price asked for in words: its current price, or whether it got cheaper. */
const PRICE_QUESTION: RegExp[] = [
  // "how much is the kettle now", "how much are the boots going for"
  new RegExp(
    String
      .raw`^how\s+much\s+(?:is|are|does|do)\s+(${THE_ITEM})(?:\s+(?:cost|costing|selling\s+for|going\s+for|priced\s+at|at))?${NOW}$`,
    "iu",
  ),
  // "what does the kettle cost these days", "what is the lamp selling for"
  new RegExp(
    String
      .raw`^what\s+(?:is|are|does|do)\s+(${THE_ITEM})\s+(?:cost|costing|selling\s+for|going\s+for|priced\s+at)${NOW}$`,
    "iu",
  ),
  // "what's the current price of the tent", "what is the tent's price now"
  new RegExp(
    String
      .raw`^(?:what|how\s+much)\s+is\s+(?:the\s+)?(?:current\s+|latest\s+|new\s+|present\s+)?price\s+(?:of|on|for)\s+(${THE_ITEM})${NOW}$`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^(?:what|how\s+much)\s+is\s+(${THE_ITEM})'s\s+(?:current\s+|latest\s+)?price${NOW}$`,
    "iu",
  ),
  // "has the tent got any cheaper", "did the kettle go down in price", "is the lamp cheaper yet"
  new RegExp(
    String
      .raw`^(?:has|have|did|is|are)\s+(${THE_ITEM})\s+(?:got|gotten|gone|become|get|go|come|dropped|fallen|fall|drop|been\s+reduced|reduced)?\s*(?:any\s+|much\s+|a\s+bit\s+)?(?:cheaper|down(?:\s+in\s+price)?|lower|in\s+price|on\s+sale)(?:\s+(?:yet|now|at\s+all))?$`,
    "iu",
  ),
  // "did the price of the kettle drop", "has the tent's price changed"
  new RegExp(
    String
      .raw`^(?:has|have|did|is)\s+(?:the\s+price\s+(?:of|on|for)\s+(${THE_ITEM})|(${THE_ITEM})'s\s+price)\s+(?:dropped|drop|fallen|fall|gone\s+down|go\s+down|changed|change|moved|move|come\s+down|been\s+reduced)(?:\s+(?:yet|at\s+all|any))?$`,
    "iu",
  ),
];

/** True when the clause asks a watched item's price in other words than "show my watches". */
function priceQuestion(c: Clause): boolean {
  for (const re of PRICE_QUESTION) {
    const m = re.exec(c.text);
    if (!m) continue;
    const item = m[1] ?? m[2] ?? "";
    if (othersThan("watch").test(item)) return false;
    return true;
  }
  return false;
}

function stop(c: Clause): ToolCall | null {
  for (const re of STOP) {
    const found = match(c, re);
    if (!found) continue;
    // "stop tracking the reply from the bank": another group's item, not a watch.
    if (othersThan("watch").test(found.slot(1)) || NOT_WATCHED.test(found.slot(1))) return null;
    const watch = watchRef(found.slot(1));
    // "forget about it": a verb of any group names no watch by a pronoun; "stop watching it" does.
    if (watch === LATEST_WATCH && !WATCH_SAID.test(c.text)) return null;
    return { name: "price_watches_stop", input: { watch } };
  }
  const target = removalTarget(
    c,
    String.raw`(?:${REMOVE_VERB}|stop|end|pause)`,
    NOUN.watch,
    othersThan("watch"),
  );
  if (!target) return null;
  return {
    name: "price_watches_stop",
    input: { watch: watchRef(c.typed(target.start, target.end)) },
  };
}

function setTarget(c: Clause): ToolCall | null {
  for (const shape of SET_TARGET) {
    const found = match(c, shape.re);
    if (!found) continue;
    const after = c.text.slice((found.m.index ?? 0) + found.m[0].length);
    const said = shape.price === undefined ? null : found.m[shape.price] ?? "";
    const price = said !== null
      ? (findMoney(said)[0] ?? firstAmount(said))?.amount ?? null
      : targetPrice(` to ${after}`) ?? targetPrice(found.m[0] + after) ?? wouldPay(c.text);
    if (price === null) continue;
    const refText = found.slot(shape.ref);
    if (othersThan("watch").test(refText)) continue;
    return {
      name: "price_watches_set_target",
      input: { watch: watchRef(refText), target_price: price },
    };
  }
  return null;
}

/** The price watch call a clause asks for, or null. */
export function parsePriceWatch(c: Clause): ToolCall | null {
  const url = findUrl(c.text);
  const stopped = stop(c);
  if (stopped) return stopped;
  if (url) {
    if (new RegExp(String.raw`^(?:${REMOVE_VERB})\b`, "iu").test(c.text)) {
      return { name: "price_watches_stop", input: { watch: url.value.slice(0, 200) } };
    }
    const rest = c.text.slice(0, url.index) + " " + c.text.slice(url.end);
    const input: Record<string, unknown> = { url: url.value };
    const price = targetPrice(rest) ?? wouldPay(rest);
    if (price !== null) input.target_price = price;
    return { name: "price_watches_start", input };
  }
  if (asksToList(c, NOUN.watch) || LIST.some((re) => re.test(c.text)) || priceQuestion(c)) {
    return { name: "price_watches_list", input: {} };
  }
  return setTarget(c);
}
