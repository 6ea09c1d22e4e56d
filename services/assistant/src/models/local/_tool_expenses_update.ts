/**
 * Changes to a recorded expense in what people write: "change the taxi expense to 45", "the
 * printer ink expense was on 6 March", "rename the lunch expense to 'lunch with Globex'", "update
 * the taxi to the airport: supplier was City Cabs", "the client lunch was actually €21.90, fix it".
 * The verbs come from the group's description (`groups/expenses.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { expenseDate } from "./_tool_expenses_date.ts";
import { type Clause, cleanRef, findMoney, firstAmount, match, tidy } from "./_tool_text.ts";
import { DET, othersThan } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";

const VERB = words("expense").verb("expenses_update");

/** What a recorded expense is called in a reference ("the taxi expense", "the lunch receipt"). */
const ITEM = String.raw`(?:expense|receipt|purchase|payment|cost)s?`;
const ITEM_WORD = /^(?:expenses?|receipts?|purchases?|costs?|payments?)$/iu;

const FIELD = String
  .raw`(amount|price|total|cost|sum|value|description|name|title|label|supplier|vendor|merchant|shop|store|payee|date|day|currency)`;
/** Fields an expense has that nothing else does: they make a change an expense's without the noun. */
const OWN_FIELD =
  /^(?:amount|price|total|cost|sum|supplier|vendor|merchant|shop|store|payee|currency)$/iu;

/** "was", "is", "should be", "to": what joins a field or an item to its new value. */
const IS = String
  .raw`(?:was|is|should\s+be|should\s+have\s+been|cost|came\s+to|to|as|into|:|=)`;

/** "..., fix it", "- please correct that": the correction asked for after the fact. */
const FIX_IT = String
  .raw`(?:\s*[,;\-–]\s*(?:so\s+|please\s+|can\s+you\s+|could\s+you\s+)?(?:fix|correct|update|change|amend|adjust|edit)\s+(?:it|that|this)(?:\s+please)?)`;

/**
 * A shape of a change. `field`: the group naming the field changed (0: told by the value); `noun`:
 * the shape names an expense, or `item` the group that may; `as`: the field the shape itself names.
 */
interface Shape {
  re: RegExp;
  ref: number;
  field: number;
  value: number;
  noun: boolean;
  item?: number;
  as?: string;
}

/** A shape whose first group is the expense and whose second is the value that tells the field. */
function byValue(source: string, noun: boolean, as?: string): Shape {
  return { re: new RegExp(source, "iud"), ref: 1, field: 0, value: 2, noun, ...(as ? { as } : {}) };
}

/** A shape naming an expense (group `ref`) and the field changed (group `field`); the value is 3. */
function byField(source: string, ref: number, field: number): Shape {
  return { re: new RegExp(source, "iud"), ref, field, value: 3, noun: true };
}

/** The verbs of a correction said as a fact ("was", "should have been", "came to"). */
const WAS = String.raw`(?:was|is|should\s+have\s+been|should\s+be|cost|came\s+to)`;

const UPDATE: Shape[] = [
  // "rename the lunch expense to 'lunch with Globex'"
  byValue(
    String.raw`^rename\s+${DET}(.+?)\s+${ITEM}\s+(?:to|as|into)\s+(.+)$`,
    true,
    "description",
  ),
  // "the train expense should say 'train to Lyon'": the wording of an expense.
  byValue(
    String
      .raw`^${DET}(.+?)\s+${ITEM}\s+(?:should\s+(?:say|read|be\s+called|be\s+named)|is\s+(?:called|named)|needs\s+to\s+say)\s+(.+)$`,
    true,
    "description",
  ),
  {
    // "update the taxi to the airport: supplier was City Cabs"
    re: new RegExp(
      String
        .raw`^${VERB}\s+${DET}(.+?)(\s+${ITEM})?\s*[:,\-]\s*(?:the\s+|its\s+)?${FIELD}\s+${IS}\s+(?:actually\s+|really\s+)?(.+)$`,
      "iud",
    ),
    ref: 1,
    item: 2,
    field: 3,
    value: 4,
    noun: false,
  },
  byValue(
    String
      .raw`^${VERB}\s+${DET}(.+?)\s+${ITEM}\s*[:,\-]\s*(?:it\s+(?:was|is|should\s+be|cost)\s+|the\s+amount\s+(?:was|is)\s+)?(?:actually\s+|really\s+)?(.+)$`,
    true,
  ),
  byField(
    String
      .raw`^${VERB}\s+(?:the\s+)?${FIELD}\s+(?:of|on|for)\s+${DET}(.+?)\s+${ITEM}\s+(?:to|as|into)\s+(.+)$`,
    2,
    1,
  ),
  byField(
    String.raw`^${VERB}\s+${DET}(.+?)\s+${ITEM}(?:'s)?\s+${FIELD}\s+(?:to|as|into)\s+(.+)$`,
    1,
    2,
  ),
  byValue(
    String.raw`^${VERB}\s+${DET}(.+?)\s+${ITEM}\s+(?:to|so\s+(?:that\s+)?it\s+is|into)\s+(.+)$`,
    true,
  ),
  byValue(
    String
      .raw`^${DET}(.+?)\s+${ITEM}\s+(?:was|is|should\s+be|should\s+have\s+been|cost)\s+(?:actually\s+|really\s+|in\s+fact\s+)?(.+?)${FIX_IT}?$`,
    true,
  ),
  // A correction said as a fact: "the client lunch was actually €21.90", "... was 12, fix it".
  byValue(
    String
      .raw`^(?:the|my|our|that)\s+(.+?)\s+${WAS}\s+(?:actually\s+|really\s+|in\s+fact\s+)(.+?)${FIX_IT}?$`,
    false,
  ),
  byValue(String.raw`^(?:the|my|our|that)\s+(.+?)\s+${WAS}\s+(.+?)${FIX_IT}$`, false),
];

const OTHER = othersThan("expense");

/** The expense change a clause asks for, or null. */
export function parseExpenseUpdate(c: Clause): ToolCall | null {
  for (const shape of UPDATE) {
    const found = match(c, shape.re);
    if (!found) continue;
    const refTyped = found.slot(shape.ref);
    if (OTHER.test(refTyped)) continue;
    const ref = cleanRef(refTyped, ITEM_WORD);
    if (!ref) return null;
    const field = shape.as ??
      (shape.field ? (found.m[shape.field] ?? "").toLowerCase() : "");
    const valueTyped = found.slot(shape.value);
    const valuePlain = found.m[shape.value] ?? "";
    const named = shape.noun || (shape.item !== undefined && found.m[shape.item] !== undefined);
    if (!named && field !== "" && !OWN_FIELD.test(field)) continue;
    const input: Record<string, unknown> = { expense: ref };
    if (/^(?:description|name|title|label)$/u.test(field)) {
      const d = tidy(valueTyped);
      if (!d) return null;
      input.description = d.slice(0, 500);
    } else if (/^(?:supplier|vendor|merchant|shop|store|payee)$/u.test(field)) {
      const s = tidy(valueTyped);
      if (!s) return null;
      input.supplier = s.slice(0, 200);
    } else if (field === "currency") {
      const code = findMoney(`1 ${valuePlain}`)[0]?.currency ??
        (/^[a-z]{3}$/iu.test(valuePlain.trim()) ? valuePlain.trim().toUpperCase() : null);
      if (!code) return null;
      input.currency = code;
    } else if (field === "date" || field === "day") {
      const day = expenseDate(valuePlain, c);
      if (!day) return null;
      input.date = day.date;
    } else {
      // Told by the value: an amount of money, else a day ("move it to 2 March"), else a number.
      const money = findMoney(valuePlain)[0];
      const day = field === "" && named && !money ? expenseDate(valuePlain, c) : null;
      const amount = money ??
        (day
          ? null
          : (named || field !== "" || /^\s*\d[\d.,]*\s*$/u.test(valuePlain)
            ? firstAmount(valuePlain)
            : null));
      if (amount && (field !== "" || /^\s*(?:[€$£¥]|\d)/u.test(valuePlain))) {
        input.amount = amount.amount;
        if (amount.currency) input.currency = amount.currency;
      } else if (day) {
        input.date = day.date;
      } else {
        if (!named) continue;
        return null;
      }
    }
    return { name: "expenses_update", input };
  }
  return null;
}
