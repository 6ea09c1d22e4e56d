/**
 * The ways an expense is said, as rows of words (`_templates.ts`): the group's verbs
 * (`groups/expenses.ts`), the parts the rows name, and the rows of a recorded expense in order,
 * each with the slots that describe it. Read by `_tool_expenses.ts`.
 * @module
 */
import { oneOf, type Parts, type Row, template } from "./_templates.ts";
import { anyOf } from "./groups/_words.ts";
import { words } from "./groups/mod.ts";
import { CURRENCY_WORD, SYMBOL } from "./_tool_text_money.ts";

const W = words("expense");
const RECORD_VERB = W.verb("expenses_record");
const SPENT = W.verb("expenses_spent");
const BOUGHT = W.verb("expenses_bought");
const BARE = W.verb("expenses_record:bare");

/** An amount said with a price word's digits: "9.99", "€30", "30 EUR", "12 euros". */
const SUM = String
  .raw`(?:${SYMBOL})?\s?\d[\d.,]*(?:\s?(?:[€$£¥₹]|[a-z]{3}|${CURRENCY_WORD}))?`;
/** An amount said with its currency: "€32", "32 euros", "64.20 GBP". */
const PRICED = String
  .raw`(?:[€$£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur|euros?|gbp|pounds?|quid|usd|dollars?))`;

/** Where an expense is put: "as a business expense", "in my expenses", "to the expense report". */
const BOOKS: Row = {
  row: "[a/an/my/the/our] [business/work] expense(s)/expense_report/receipts/books/accounts",
};

/** The parts the shapes below name: the group's words (`groups/expenses.ts`) and more. */
export const P: Parts = {
  record: RECORD_VERB,
  spent: SPENT,
  bought: BOUGHT,
  sum: SUM,
  priced: PRICED,
  number: String.raw`\d[\d.,]*`,
  /**
   * A thing paid for said without a verb, and up to seven words more: "uber to the airport",
   * "lunch with the client at the Central Market".
   */
  paidFor: String.raw`(?:${BARE})\b(?:\s+[\p{L}'-]+){0,7}`,
  /** What a recorded expense is called after a verb ("log an expense", "file a receipt"). */
  item: anyOf([
    "expense(s)",
    "receipt(s)",
    "purchase(s)",
    "payment(s)",
    "cost(s)",
    "expenditure(s)",
  ]),
  books: BOOKS,
  /** The subject and adverbs of a fact: "I", "we just", "I have also". */
  we: { row: "i/we [just/also/have/had/already/finally/recently]*" },
  /** "it", "as a business expense", "it in my expenses": what a request after the fact names. */
  saidIt: oneOf([
    "it/that/this/them [as/to/in/into/under/on/with {books}]",
    "as/to/in/into/under/on {books}",
  ], { books: BOOKS }),
  fact: { row: "{we} {y}" },
};

/**
 * How an expense is said, in order: `body` the slots that describe it; `needsCurrencyOrVerb` an
 * amount must be said with a currency or right after the verb; `needsCurrency` with a currency;
 * `saysNoOther` (implied by `needsCurrency`) no word of another group's ("€30 on the list").
 */
export const RECORD: {
  re: RegExp;
  body: number[];
  needsCurrencyOrVerb: boolean;
  needsCurrency?: boolean;
  saysNoOther?: boolean;
}[] = [
  { row: "[{we}] {spent} {x}", body: [1], needsCurrencyOrVerb: true },
  {
    row:
      "{record}/new [a/an/the/new/one/this/my/another] [new/following] [business/work] {item} [of/for/at] [-] {x}",
    body: [1],
    needsCurrencyOrVerb: false,
  },
  // "track a 9.99 expense for the app", "log a €30 business expense: parking"
  {
    row: "{record} [a/an/one/another] {y:sum} [business/work] {item} [for/on/at] [-] {x}",
    body: [1, 2],
    needsCurrencyOrVerb: false,
  },
  {
    row: "{record} {x} as/to/in/into/under/on {books} …",
    body: [1, 2],
    needsCurrencyOrVerb: false,
  },
  // "expense: 89 EUR, new keyboard", "business expense £8.40 for stamps"
  {
    row: "[new/business/work]* expense/receipt/note_de_frais - {x}",
    body: [1],
    needsCurrencyOrVerb: false,
  },
  // "biz exp 9,90€ uber to client": "exp" only so, first and with its amount's currency.
  {
    row: "[new/business/work]* expense/receipt/exp {x}",
    body: [1],
    needsCurrencyOrVerb: true,
    needsCurrency: true,
  },
  { row: "{we} {bought} {x}", body: [1], needsCurrencyOrVerb: true, needsCurrency: true },
  { row: "{record} {x:spentOn}", body: [1], needsCurrencyOrVerb: false },
  // "€40 on lunch with the client", "1.5k on a camera lens from Calumet": the amount said first,
  // with its currency or its thousands, then what it went on ("for" says a price: "$15 for the
  // kettle").
  { row: "{y:lead} on {x}", body: [1, 2], needsCurrencyOrVerb: false, saysNoOther: true },
  {
    row: "{x} cost/came_to/set_me_back [us/me] {y}",
    body: [1, 2],
    needsCurrencyOrVerb: true,
    needsCurrency: true,
  },
  // "put a tenner down for coffees", "stick €18 down for the taxi": the verb's "down" after it.
  {
    row: "{record} {y:sum} down/through for/on {x}",
    body: [1, 2],
    needsCurrencyOrVerb: true,
    needsCurrency: true,
  },
  { row: "{record} {x}", body: [1], needsCurrencyOrVerb: true, needsCurrency: true },
  // "uber to the airport 32 euros", "train to Leeds £64.20 on tuesday": a thing paid for and
  // what it cost, said as a note to the books; never a statement ("the tent is £150").
  {
    row: "{x:paidFor} [-] {y:cost} [{z:when}]",
    body: [1, 2, 3],
    needsCurrencyOrVerb: true,
    needsCurrency: true,
  },
  // "₺380 taxi to airport", "€30 uber to the client": the amount first, then the thing paid for.
  {
    row: "{y:cost} {x:paidFor} [{z:when}]",
    body: [1, 2, 3],
    needsCurrencyOrVerb: true,
    needsCurrency: true,
  },
].map(({ row, ...rest }) => ({
  re: template(row, {
    ...P,
    // "record 23.40 with them for the ride": "them" kept, for the supplier just saved.
    spentOn: { row: "{number} [to/with/from/at them] for/on {w}" },
    lead: String.raw`(?:${PRICED}|\d[\d.,]*k)`,
    cost: { row: "{sum} [[in] total]" },
    when: { row: "on/last/yesterday/today/this/at/from …" },
  }),
  ...rest,
}));
