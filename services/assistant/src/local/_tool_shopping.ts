/**
 * The shopping list in what people write: "add milk, eggs and bread to my shopping list", "we
 * need milk", "put 2 lemons on the grocery list", "remove milk from the list", "what's on my
 * shopping list", "empty my shopping list".
 * @module
 */
import type { ToolCall } from "../tools/types.ts";
import { findDates } from "./_tool_dates.ts";
import { type Clause, match, splitItems } from "./_tool_text.ts";
import { asksToList, DET, NOUN, othersThan } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";

const W = words("shopping");
const ADD_VERB = W.verb("shopping_add");
const REMOVE_VERB = W.verb("shopping_remove");
const CLEAR_VERB = W.verb("shopping_clear");

/** "the list", "my shopping list", "our groceries": never another kind of list. */
const LIST = String
  .raw`${DET}(?:(?:shopping|grocery|groceries|food|supermarket)\s+list|list|shopping|groceries|shopping\s+basket|basket|grocery)`;

const OTHER = othersThan("shopping", { also: ["supplier", "calendar"] });

const CLEAR: RegExp[] = [
  new RegExp(
    String
      .raw`^${CLEAR_VERB}\s+(?:out\s+)?(?:the\s+|my\s+|our\s+)?(?:entire\s+|whole\s+|full\s+|complete\s+)?(?:(?:shopping|grocery|groceries)\s+)?(?:list|shopping|groceries)(?:\s+(?:out|completely|entirely|fully))?$`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^(?:remove|delete|clear|take|erase|cross)\s+(?:off\s+)?(?:everything|all\s+(?:the\s+)?items?|all|every\s+item|all\s+of\s+it)\s+(?:from|on|off|in|of)\s+${LIST}$`,
    "iu",
  ),
  new RegExp(String.raw`^(?:make|set)\s+${LIST}\s+empty$`, "iu"),
];

const REMOVE: RegExp[] = [
  new RegExp(
    String
      .raw`^${REMOVE_VERB}\s+(.+?)\s+(?:off|from|out\s+of)\s+(?:of\s+)?${LIST}$`,
    "iud",
  ),
  /^(?:take|cross|tick|strike|scratch|check|knock)\s+(.+?)\s+off$/iud,
  /^(?:we|i)\s+(?:do\s+not|no\s+longer)\s+need\s+(?:any\s+)?(.+?)(?:\s+(?:any\s*more|after\s+all))?$/iud,
  new RegExp(
    String
      .raw`^(?:we|i)\s+(?:already\s+)?(?:got|bought|have|picked\s+up|grabbed)\s+(?:the\s+)?(.+?)(?:\s+already)?\s*,?\s*(?:so\s+)?(?:remove|take|cross|tick)\s+(?:it|them)\s+off(?:\s+${LIST})?$`,
    "iud",
  ),
];

const ADD: RegExp[] = [
  new RegExp(
    String
      .raw`^${ADD_VERB}\s+(.+?)\s+(?:to|on|onto|in|into|in\s+to|on\s+to)\s+${LIST}(?:\s+(?:too|as\s+well|also))?$`,
    "iud",
  ),
  new RegExp(
    String.raw`^(?:add|put|write)\s+(?:to|on|onto)\s+${LIST}\s*[:\-–]?\s*(.+)$`,
    "iud",
  ),
  /^(?:shopping|grocery|groceries)(?:\s+list)?\s*[:\-–]\s*(.+)$/iud,
  /^(?:we|i)\s+(?:also\s+|still\s+|really\s+)?(?:need|are\s+out\s+of|ran\s+out\s+of|have\s+run\s+out\s+of|are\s+running\s+(?:low\s+on|out\s+of)|are\s+low\s+on|need\s+to\s+(?:buy|get|pick\s+up)|should\s+(?:buy|get)|must\s+(?:buy|get)|have\s+to\s+(?:buy|get)|gotta\s+(?:buy|get)|are\s+almost\s+out\s+of)\s+(?:some\s+|more\s+)?(.+)$/iud,
  /^(?:out\s+of|running\s+(?:low\s+on|out\s+of)|low\s+on|need\s+more)\s+(.+)$/iud,
  /^(?:buy|get|pick\s+up|grab)\s+(?:some\s+)?(.+)$/iud,
  /^(?:add)\s+(.+)$/iud,
];

function items(slot: string, plain: string): string[] | null {
  if (OTHER.test(plain)) return null;
  const list = splitItems(
    slot.replace(/\s+(?:please|too|as\s+well|also|for\s+me|thanks)$/iu, ""),
  );
  if (list.length === 0) return null;
  if (list.some((i) => /^(?:it|them|that|this|those|these|everything|all)$/iu.test(i))) return null;
  return list;
}

/** The shopping list call a clause asks for, or null. */
export function parseShopping(c: Clause): ToolCall | null {
  if (CLEAR.some((re) => re.test(c.text))) return { name: "shopping_clear", input: {} };
  for (const re of REMOVE) {
    const found = match(c, re);
    const span = found?.m.indices?.[1];
    if (!found || !span) continue;
    const list = items(found.slot(1), c.text.slice(span[0], span[1]));
    return list ? { name: "shopping_remove", input: { items: list } } : null;
  }
  for (const [i, re] of ADD.entries()) {
    const found = match(c, re);
    const span = found?.m.indices?.[1];
    if (!found || !span) continue;
    const plain = c.text.slice(span[0], span[1]);
    const bare = i >= ADD.length - 2;
    if (bare) {
      // "buy milk" and "add bananas" name items only; "add a task ..." or a date is something else.
      if (/\b(?:to|on|onto|into|in|for|as|from)\s+(?:the|my|our|a|an)\b/iu.test(plain)) return null;
      if (findDates(plain, c.ctx).length > 0) return null;
      if (
        /^(?:a|an|the|new|another|some)\s+(?:\w+\s+)?(?:reminder|task|note|trip|countdown|contact|supplier|expense|birthday|keepsake|event|meeting|appointment)s?\b/iu
          .test(plain)
      ) {
        return null;
      }
    }
    const list = items(found.slot(1), plain);
    return list ? { name: "shopping_add", input: { items: list } } : null;
  }
  if (
    asksToList(c, NOUN.shopping) ||
    /^(?:what|which\s+things)\s+(?:do|should|must)\s+(?:i|we)\s+(?:still\s+)?(?:need\s+to\s+|have\s+to\s+)?(?:buy|get|pick\s+up|shop\s+for)\b/iu
      .test(c.text) ||
    /^what\s+do\s+we\s+need(?:\s+from\s+the\s+(?:shop|store|supermarket))?$/iu.test(c.text) ||
    new RegExp(String.raw`^(?:what\s+is|anything)\s+(?:on|in)\s+${LIST}$`, "iu").test(c.text) ||
    new RegExp(String.raw`^(?:show|read|check|open|display|view|see)\s+(?:me\s+)?${LIST}$`, "iu")
      .test(c.text)
  ) {
    return { name: "shopping_list", input: {} };
  }
  return null;
}
