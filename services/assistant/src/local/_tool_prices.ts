/**
 * Price watches in what people write: "watch https://shop.example/p/123", "watch this for under
 * 30 EUR: https://...", "tell me when it's under 50", "what prices am I watching", "stop watching
 * the kettle".
 * @module
 */
import { LATEST_WATCH, resolvesToLatestWatch } from "../prices/latest_watch.ts";
import type { ToolCall } from "../tools/types.ts";
import { type Clause, cleanRef, findMoney, findUrl, firstAmount, match } from "./_tool_text.ts";
import { asksToList, NOUN, othersThan, removalTarget, REMOVE_VERB } from "./_tool_words.ts";

const WATCH_WORD =
  /^(?:price|prices|watch|watches|watching|alert|alerts|tracker|trackers|product|products|item|items|link|page|listing|deal)$/iu;

const BELOW = String
  .raw`(?:under|below|less\s+than|cheaper\s+than|lower\s+than|beneath|at\s+or\s+below|at\s+most|no\s+more\s+than|max(?:imum)?(?:\s+of)?|drops?\s+(?:to|below|under)|falls?\s+(?:to|below|under)|goes\s+(?:down\s+to|under|below)|comes\s+down\s+to|dips?\s+(?:to|below|under)|gets\s+(?:to|below|under)|hits|reaches|down\s+to|target(?:\s+price)?(?:\s+of|\s+is|\s+at|:)?|for|to|<|<=)`;

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

function watchRef(typed: string): string {
  const url = findUrl(typed);
  if (url) return url.value.slice(0, 200);
  const cleaned = typed.replace(/^(?:the\s+)?price\s+(?:of|on|for)\s+/iu, "").trim();
  if (cleaned.length === 0 || resolvesToLatestWatch(cleaned)) return LATEST_WATCH;
  const ref = cleanRef(cleaned, WATCH_WORD);
  return ref && !resolvesToLatestWatch(ref) ? ref : LATEST_WATCH;
}

const STOP: RegExp[] = [
  /^(?:stop|quit|cease|end|no\s+longer|do\s+not\s+keep)\s+(?:watching|tracking|monitoring|following|checking|keeping\s+an\s+eye\s+on)\s+(?:the\s+price\s+(?:of|on|for)\s+)?(.+)$/iud,
  /^(?:unwatch|untrack|unfollow)\s+(.+)$/iud,
  /^(?:i\s+)?(?:do\s+not|no\s+longer)\s+(?:need\s+to\s+|want\s+to\s+)?(?:watch|track|monitor)\s+(.+?)(?:\s+any\s*more)?$/iud,
];

const SET_TARGET: { re: RegExp; ref: number }[] = [
  {
    re:
      /^(?:tell|let|alert|notify|ping|message|text|warn|inform|email)\s+me\s+(?:know\s+)?(?:when|if|once|as\s+soon\s+as)\s+(.+?)\s+(?:is|are|goes|go|drops|drop|falls|fall|gets|get|costs|cost|comes\s+down|come\s+down|dips|dip|is\s+priced|sells\s+for|hits|reaches|becomes|price\s+is|price\s+drops|price\s+goes)\b/iud,
    ref: 1,
  },
  {
    re:
      /^(?:set|change|update|make|put|lower|raise|adjust|move)\s+(?:the\s+|my\s+)?(?:target|target\s+price|alert\s+price|price\s+target|threshold|price\s+alert|limit|price\s+limit)\s+(?:for|of|on)\s+(.+?)\s+(?:to|at|as)\b/iud,
    ref: 1,
  },
  {
    re:
      /^(?:set|change|update|lower|raise|adjust)\s+(.+?)(?:'s)?\s+(?:target|target\s+price|price\s+target|alert\s+price|threshold)\s+(?:to|at|as)\b/iud,
    ref: 1,
  },
  {
    re:
      /^(?:watch|track|monitor|keep\s+an\s+eye\s+on)\s+(.+?)\s+(?:for|until\s+it\s+is|until\s+it\s+drops|until\s+it\s+goes)\s+/iud,
    ref: 1,
  },
  {
    re:
      /^(?:set\s+)?(?:a\s+|the\s+)?(?:target|target\s+price|price\s+target)\s*(?::|of|is|to|at)?\s*()/iud,
    ref: 1,
  },
];

/** The price watch call a clause asks for, or null. */
export function parsePriceWatch(c: Clause): ToolCall | null {
  const url = findUrl(c.text);
  for (const re of STOP) {
    const found = match(c, re);
    if (!found) continue;
    return { name: "price_watches_stop", input: { watch: watchRef(found.slot(1)) } };
  }
  const target = removalTarget(
    c,
    String.raw`(?:${REMOVE_VERB}|stop|end|pause)`,
    NOUN.watch,
    othersThan("watch"),
  );
  if (target) {
    return {
      name: "price_watches_stop",
      input: { watch: watchRef(c.typed(target.start, target.end)) },
    };
  }
  if (url) {
    if (new RegExp(String.raw`^(?:${REMOVE_VERB})\b`, "iu").test(c.text)) {
      return { name: "price_watches_stop", input: { watch: url.value.slice(0, 200) } };
    }
    const rest = c.text.slice(0, url.index) + " " + c.text.slice(url.end);
    const input: Record<string, unknown> = { url: url.value };
    const price = targetPrice(rest);
    if (price !== null) input.target_price = price;
    return { name: "price_watches_start", input };
  }
  if (
    asksToList(c, NOUN.watch) ||
    /^(?:what|which)\s+(?:prices|products|items|things|deals|stuff)\s+(?:am\s+i|are\s+you)\s+(?:watching|tracking|monitoring|following)\b/iu
      .test(c.text) ||
    /^what\s+(?:am\s+i|are\s+you)\s+(?:watching|tracking|monitoring)(?:\s+(?:the\s+)?prices?\s+(?:of|for))?(?:\s+for\s+me)?$/iu
      .test(c.text) ||
    /^(?:show|list|check|give)\s+(?:me\s+)?(?:my\s+|the\s+|all\s+)*(?:watched|tracked|monitored)\s+(?:prices|products|items|things)\b/iu
      .test(c.text) ||
    /^(?:any|are\s+there\s+(?:any)?|did\s+any\s+prices?)\s*(?:new\s+)?price\s+(?:drops|changes|alerts)\b/iu
      .test(c.text) ||
    /^how\s+are\s+(?:my\s+|the\s+)?(?:watched|tracked)\s+(?:prices|products|items)\b/iu.test(c.text)
  ) {
    return { name: "price_watches_list", input: {} };
  }
  for (const shape of SET_TARGET) {
    const found = match(c, shape.re);
    if (!found) continue;
    const after = c.text.slice((found.m.index ?? 0) + found.m[0].length);
    const price = targetPrice(` to ${after}`) ?? targetPrice(found.m[0] + after);
    if (price === null) continue;
    const refText = found.slot(shape.ref);
    return {
      name: "price_watches_set_target",
      input: { watch: watchRef(refText), target_price: price },
    };
  }
  return null;
}
