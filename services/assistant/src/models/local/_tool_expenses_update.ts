/**
 * Changes to a recorded expense in what people write: "change the taxi expense to 45", "the
 * printer ink expense was on 6 March", "rename the lunch expense to 'lunch with Globex'", "update
 * the taxi to the airport: supplier was City Cabs", "the client lunch was actually €21.90, fix it".
 * The verbs come from the group's description (`groups/expenses.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { expenseDate } from "./_tool_expenses_date.ts";
import { type Clause, cleanRef, firstWord, match, startsUpper, tidy } from "./_tool_text.ts";
import { currencyNamed, findMoney, firstAmount } from "./_tool_text_money.ts";
import { othersThan } from "./_tool_words.ts";
import { type Parts, template } from "./_templates.ts";
import { anyOf } from "./groups/_words.ts";
import { words } from "./groups/mod.ts";
import { EXPENSES } from "./groups/expenses.ts";
import { tokenize } from "./_tokens.ts";

const VERB = words("expense").verb("expenses_update");

/** What a recorded expense is called in a reference ("the taxi expense", "the lunch receipt"). */
const ITEM_WORDS = ["expense(s)", "receipt(s)", "purchase(s)", "payment(s)", "cost(s)"];
const ITEM_WORD = template(ITEM_WORDS.join("/"));

/** The fields a change may name, by what they hold. */
const DESCRIPTION = new Set(["description", "name", "title", "label"]);
const SUPPLIER = new Set(["supplier", "vendor", "merchant", "shop", "store", "payee"]);
const AMOUNT = new Set(["amount", "price", "total", "cost", "sum", "value"]);
const DAY = new Set(["date", "day"]);
/** Fields an expense has that nothing else does: they make a change an expense's without the noun. */
const OWN_FIELD = new Set([...SUPPLIER, ...AMOUNT, "currency"].filter((f) => f !== "value"));

/** The parts the shapes below name: the group's words (`groups/expenses.ts`) and more. */
const P: Parts = {
  verb: VERB,
  item: anyOf(ITEM_WORDS),
  field: anyOf([...DESCRIPTION, ...SUPPLIER, ...AMOUNT, ...DAY, "currency"]),
  det: { row: "[the/my/our/this/that/a/an/your/its/all/all_of/any/every]*" },
  /** "was", "is", "should be", "to": what joins a field or an item to its new value. */
  is: { row: "was/is/should_be/should_have_been/cost/came_to/to/as/into/:/=" },
  /** The verbs of a correction said as a fact ("was", "should have been", "came to"). */
  was: { row: "was/is/should_have_been/should_be/cost/came_to" },
  /** "..., fix it", "- please correct that": the correction asked for after the fact. */
  /** "…, put that as the supplier", "- make it the vendor": who was paid, asked after the fact. */
  asSupplier: {
    row:
      "- [so/please/can_you/could_you]* put/make/set/mark/use/add/save/record/list it/that/this/them [down] [as/to] [the/its] supplier/vendor/payee/merchant [please]",
  },
  fixIt: {
    row:
      "- [so/please/can_you/could_you] fix/correct/update/change/amend/adjust/edit it/that/this [please]",
  },
};

/**
 * A shape of a change. `field`: the slot naming the field changed (0: told by the value); `noun`:
 * the shape names an expense, or `item` the slot that may; `as`: the field the shape itself names.
 */
interface Shape {
  re: RegExp;
  ref: number;
  field: number;
  value: number;
  noun: boolean;
  /** Only a day, of a thing an expense is said by ("the hotel", "the taxi"). */
  paid?: boolean;
  /** Only a supplier's name, of a thing an expense is said by ("that taxi was actually Bolt"). */
  paidTo?: boolean;
  /** Only a name said with its capital ("Figma"), the supplier's field named by the shape. */
  byName?: boolean;
  item?: number;
  as?: string;
}

/** A shape whose first slot is the expense and whose second is the value that tells the field. */
function byValue(row: string, noun: boolean, as?: string): Shape {
  return { re: template(row, P), ref: 1, field: 0, value: 2, noun, ...(as ? { as } : {}) };
}

/** A shape naming an expense (slot `ref`) and the field changed (slot `field`); the value is 3. */
function byField(row: string, ref: number, field: number): Shape {
  return { re: template(row, P), ref, field, value: 3, noun: true };
}

const UPDATE: Shape[] = [
  // "the software sub was from Figma, put that as the supplier": who was paid, said as a fact,
  // then asked to be the supplier.
  {
    ...byValue(
      "the/my/our/that {x} was/is/came [actually/really] from/at/with/via {y} {asSupplier}",
      true,
      "supplier",
    ),
    byName: true,
  },
  // "make Figma the supplier on the software sub", "put Bolt as the vendor for the taxi expense".
  {
    re: template(
      "put/make/set/mark/list {y} [down] [as] the/its supplier/vendor/payee/merchant of/on/for {det} {x} [{item}]",
      P,
    ),
    ref: 2,
    field: 0,
    value: 1,
    noun: true,
    as: "supplier",
    byName: true,
  },
  // "change the supplier of the software sub to Figma": the field named, the expense need not be.
  {
    ...byValue(
      "{verb} [the] supplier/vendor/payee/merchant of/on/for {det} {x} [{item}] to/as/into {y}",
      true,
      "supplier",
    ),
    byName: true,
  },
  // "rename the lunch expense to 'lunch with Globex'"
  byValue("rename {det} {x} {item} to/as/into {y}", true, "description"),
  // "the train expense should say 'train to Lyon'": the wording of an expense; the wording
  // corrected away after it ("…, not 'train to Lille'") is never part of it.
  byValue(
    "{det} {x} {item} should_say/should_read/should_be_called/should_be_named/is_called/is_named/needs_to_say {y} [[,] not/rather_than/instead_of {z}]",
    true,
    "description",
  ),
  // The currency said as what it should be: "that Figma one should be in euros, not dollars".
  byValue(
    "{det} {x} [{item}/one] was/is/should_be/should_have_been [actually/really] in {y} [[,] not/rather_than/instead_of [in] {z}]",
    true,
    "currency",
  ),
  {
    // "update the taxi to the airport: supplier was City Cabs"
    re: template("{verb} {det} {x} [{i:item}] - [the/its] {f:field} {is} [actually/really] {y}", P),
    ref: 1,
    item: 2,
    field: 3,
    value: 4,
    noun: false,
  },
  byValue(
    "{verb} {det} {x} {item} - [it_was/it_is/it_should_be/it_cost/the_amount_was/the_amount_is] [actually/really] {y}",
    true,
  ),
  byField("{verb} [the] {f:field} of/on/for {det} {x} {item} to/as/into {y}", 2, 1),
  byField("{verb} {det} {x} {item}/{item}'s {f:field} to/as/into {y}", 1, 2),
  byValue("{verb} {det} {x} {item} to/so_it_is/so_that_it_is/into {y}", true),
  byValue(
    "{det} {x} {item} was/is/should_be/should_have_been/cost [actually/really/in_fact] {y} [{fixIt}]",
    true,
  ),
  // A correction said as a fact: "the client lunch was actually €21.90", "... was 12, fix it".
  // "… was actually R210 not R120, fix it": the value corrected away said after it.
  byValue("the/my/our/that {x} {was} actually/really/in_fact {y} [not {z}] [{fixIt}]", false),
  // "the taxi was 32 not 30, fix it": the value corrected away is said after the new one.
  byValue("the/my/our/that {x} {was} {y} [not {z}] {fixIt}", false),
  // "the hotel was on the 29th not the 28th": without "fix it", only of a thing paid for.
  { ...byValue("the/my/our/that {x} was {y} not/and_not {z}", false), paid: true },
  // "that taxi was actually Bolt, not Uber": who was paid, of a thing paid for.
  {
    ...byValue("the/my/our/that {x} was/is [actually/really] {y} [[,] not/rather_than {z}]", false),
    paidTo: true,
    as: "supplier",
  },
];

/** "at Tim Hortons", "from Bolt": who was paid, said as where. */
const AT_NAME = template("at/from/with/via {x} [[,] not/rather_than [at/from/with/via] {z}]");

const OTHER = othersThan("expense");

/** The things an expense may be said by alone ("taxi", "hotel"): the description's own. */
const PAID_FOR: ReadonlySet<string> = new Set(
  (EXPENSES.verbs?.["expenses_record:bare"] ?? []).filter((w) => !w.includes(" ")),
);

/** Whether a reference names a thing an expense is said by ("the train ticket"). */
function paidFor(ref: string): boolean {
  return tokenize(ref).some((t) => PAID_FOR.has(t.w));
}

/**
 * "the $64 lunch", "the 15 euro misc one": an expense named by its price first keeps the price's
 * digits alone ("64 lunch"), by which it is found; no other amount in a reference is read.
 */
function priceFirst(ref: string | null): string | null {
  const money = ref ? findMoney(ref)[0] : undefined;
  if (!ref || !money || money.index !== 0 || !money.currency) return ref;
  const digits = [...ref.slice(0, money.end)].filter((ch) => "0123456789.,".includes(ch));
  return `${digits.join("")} ${ref.slice(money.end).trim()}`.trim();
}

/** The expense change a clause asks for, or null. */
export function parseExpenseUpdate(c: Clause): ToolCall | null {
  for (const shape of UPDATE) {
    const found = match(c, shape.re);
    if (!found) continue;
    const refTyped = found.slot(shape.ref);
    if (OTHER.test(refTyped) || ((shape.paid || shape.paidTo) && !paidFor(refTyped))) continue;
    // A supplier is said by their name, with its capital: "the winner was chelsea" is none.
    // Nor an amount: "the client lunch was actually R210" names no supplier "R210".
    if (
      (shape.paidTo || shape.byName) &&
      (!startsUpper(found.slot(shape.value)) || findMoney(found.slot(shape.value)).length > 0)
    ) continue;
    const ref = priceFirst(cleanRef(refTyped, ITEM_WORD));
    if (!ref) return null;
    const field = shape.as ??
      (shape.field ? (found.m[shape.field] ?? "").toLowerCase() : "");
    const valueTyped = found.slot(shape.value);
    const valuePlain = found.m[shape.value] ?? "";
    // "the hotel was on the 29th not the 28th": a day put right, the one corrected away alone.
    const away = tokenize(found.m[shape.value + 1] ?? "");
    if (
      shape.paid && (firstWord(valuePlain) !== "on" || away.some((t) => t.punct || t.w === "and"))
    ) {
      continue;
    }
    const named = shape.noun || (shape.item !== undefined && found.m[shape.item] !== undefined);
    if (!named && field !== "" && !OWN_FIELD.has(field)) continue;
    const input: Record<string, unknown> = { expense: ref };
    if (DESCRIPTION.has(field)) {
      const d = tidy(valueTyped);
      if (!d) return null;
      input.description = d.slice(0, 500);
    } else if (SUPPLIER.has(field)) {
      const s = tidy(valueTyped);
      if (!s) return null;
      input.supplier = s.slice(0, 200);
    } else if (field === "currency") {
      const code = currencyNamed(valuePlain, c.ctx.timezone);
      if (!code) return null;
      input.currency = code;
    } else if (DAY.has(field)) {
      const day = expenseDate(valuePlain, c);
      if (!day) return null;
      input.date = day.date;
    } else {
      // Told by the value: an amount of money, else a day ("move it to 2 March"), else a number.
      const money = findMoney(valuePlain, c.ctx.timezone)[0];
      // "the taxi was actually on the 3rd": a day said with "on" is the day it was paid.
      const day = field === "" && (named || (firstWord(valuePlain) === "on" && paidFor(ref))) &&
          !money
        ? expenseDate(valuePlain, c)
        : null;
      const amount = money ??
        (day
          ? null
          : (named || field !== "" || /^\s*\d[\d.,]*\s*$/u.test(valuePlain)
            ? firstAmount(valuePlain)
            : null));
      // "the score was 3, not 2": a number alone is an amount of a thing paid for only.
      if (amount && !named && field === "" && !amount.currency && !paidFor(ref)) continue;
      // "that lunch expense was at Tim Hortons": who was paid, said as where.
      const at = named && !amount && !day ? AT_NAME.exec(found.slot(shape.value)) : null;
      if (at?.[1] && startsUpper(at[1])) {
        input.supplier = at[1].slice(0, 200);
      } else if (amount && (field !== "" || valuePlain.slice(0, amount.index).trim() === "")) {
        // "was actually R210", "was RM 12": an amount said first, whatever its sign.
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
