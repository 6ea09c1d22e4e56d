/**
 * Business expenses in what people write: "I spent 42.50 EUR on a taxi to the client", "record an
 * expense of $120 for software from JetBrains", "taxi from the station €23.50, log it as a business
 * expense", "record that I paid €60 for the accountant". An amount without a currency is in the
 * currency of the user's time zone ({@link currencyForZone}). Changes and the dashboard are read in
 * `_tool_expenses_update.ts` and `_tool_expenses_dashboard.ts`; the verbs come from the group's
 * description (`groups/expenses.ts`), and the sentence shapes of all three are rows of words read
 * by one reader (`_templates.ts`).
 * @module
 */
import { findUrl } from "./_tool_text_links.ts";
import type { ToolCall } from "../../tools/types.ts";
import { findDates } from "./_tool_dates.ts";
import { expenseDate } from "./_tool_expenses_date.ts";
import {
  afterTripFirst,
  ARTICLE,
  AS_EXPENSE,
  bracketedName,
  currencyApart,
  DANGLING,
  dropFirst,
  forAtPlace,
  LEAD_PREPOSITION,
  notSupplier,
  PAID_WITH_FIRST,
  PAID_WITH_LAST,
  partsJoined,
  placeNamed,
  saysOther,
  saysPaidTo,
  states,
  TOTAL_AFTER,
  TOTAL_BEFORE,
  toWhomFor,
} from "./_tool_expenses_description.ts";
import { parseDashboard } from "./_tool_expenses_dashboard.ts";
import { notedNotSpent } from "./_expenses_noted.ts";
import { parseExpenseUpdate } from "./_tool_expenses_update.ts";
import { type Clause, firstWord, makeClause, match, tidy, typedWithout } from "./_tool_text.ts";
import {
  CURRENCY_WORD,
  currencyForZone,
  findMoney,
  firstAmount,
  type Money,
  namedAmounts,
  spokenAmounts,
  spokenPrice,
  SYMBOL,
} from "./_tool_text_money.ts";
import { oneOf, type Parts, type Row, template } from "./_templates.ts";
import { anyOf } from "./groups/_words.ts";
import { words } from "./groups/mod.ts";

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
const P: Parts = {
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
 * "..., log it as a business expense", "- put it in my expenses", "..., record it": the request
 * after the fact it refers to.
 */
const LOG_IT = template(
  "{x} - [so/and/then/please/can_you/could_you]* {record} {saidIt} [please]",
  P,
);

/** Verbs a request after its fact shares with the kinds that keep things: "…, save it". */
const SHARED_VERBS = new Set(["save", "keep", "store"]);

/** The words of `BOOKS` that name where an expense is put. */
const BOOK_WORDS = new Set(["expense", "expenses", "receipts", "books", "accounts"]);

/** A fact holding an amount said with its currency ("taxi €23.50"). */
const WITH_PRICE = template("… {priced} …", P);

/** "record that I paid €60 for ...": the request wrapped around the fact. */
const LOG_THAT = template("{record} that/how {x:fact}", P);

/** "I paid …": a fact of paying, whose "to …" names who was paid. */
const PAID = template("[{we}] paid …", P);

/** ", it's for the office", "- it was for the Lyon trip": why, not what; never the description. */
const WHY = template("{x} - {why} for/because/needed_for/used_for …", {
  why: oneOf(["{who}'s/{who}'re", "{who} is/was/are/were"], {
    who: anyOf(["it", "this", "that", "they", "these"]),
  }),
});

/** "…, business trip", "- for the work trip": what the expense was for, never its description. */
const ON_A_TRIP = template("{x} [-] [for/on/during] [a/the/my/our/this] business/work trip");

/**
 * How an expense is said, in order: `body` the slots that describe it; `needsCurrencyOrVerb` an
 * amount must be said with a currency or right after the verb; `needsCurrency` with a currency;
 * `saysNoOther` (implied by `needsCurrency`) no word of another group's ("€30 on the list").
 */
const RECORD: {
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

/**
 * Who was paid, said after "from", "at", "via", "paid to" …; never after "with", which says whom
 * the thing was had with as often ("coffee with Lisa") and stays in the description.
 */
const SUPPLIER =
  /\b(?:from|at|via|through|by|paid\s+to)\s+(\p{Lu}[\p{L}\p{N}&'.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&'.-]*|&|and|of|de|\d+))*)/u;
/**
 * "Office World for a desk chair" after "paid ... to", "to Harper & Sons for the carpet clean"
 * after the amount: who was paid, then what for.
 */
const PAID_TO =
  /^(?:to\s+)?(\p{Lu}[\p{L}\p{N}&'.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&'.-]*|&|and|of))*)\s+(?:for|on)\s+(.+)$/u;

/** The amount and the spans of the clause it was read from. */
function moneyIn(
  c: Clause,
  spans: [number, number][],
  bare: boolean,
): { money: Money; at: [number, number] } | null {
  for (const [s, e] of spans) {
    const m = findMoney(c.text.slice(s, e), c.ctx.timezone)[0];
    if (m) return { money: m, at: [s + m.index, s + m.end] };
  }
  if (!bare) return null;
  // "on 3 June 2019": a number of a date said is its day or year, never an amount.
  const dates = findDates(c.text, c.ctx, "past");
  const inDate = (i: number) => dates.some((d) => d.index <= i && i < d.end);
  for (const [s, e] of spans) {
    for (let from = s; from < e;) {
      const m = firstAmount(c.text.slice(from, e));
      if (!m) break;
      if (!inDate(from + m.index)) return { money: m, at: [from + m.index, from + m.end] };
      from += m.end;
    }
  }
  return null;
}

/** The expense the body spans of a clause describe, or null without an amount or a description. */
function expenseOf(
  c: Clause,
  spans: [number, number][],
  money: Money,
  at: [number, number],
): ToolCall | null {
  // "7.80 total", "a total of 7.80": the word that says it is the amount is part of it.
  const rest = c.text.slice(at[1]);
  const after = TOTAL_AFTER.exec(rest.trimStart());
  const said = c.text.slice(0, at[0]).trimEnd();
  const before = TOTAL_BEFORE.exec(said.endsWith(":") ? said.slice(0, -1).trimEnd() : said);
  // Where "a total of" starts: after the words before it and their space.
  const x = before?.indices?.[1]?.[1] ?? 0;
  const cut: { index: number; end: number }[] = [{
    index: before ? x + said.slice(x).length - said.slice(x).trimStart().length : at[0],
    end: at[1] + (after ? rest.length - (after[1] ?? "").length : 0),
  }];
  let date: string | null = null;
  for (const [s, e] of spans) {
    const hit: { date: string; index: number; end: number } | null = date
      ? null
      : expenseDate(c.text.slice(s, e), c);
    if (hit) {
      date = hit.date;
      // "for today's delivery", "last night's ride": the day's "'s" goes with it.
      const end = s + hit.end + (c.text.startsWith("'s", s + hit.end) ? 2 : 0);
      cut.push({ index: s + hit.index, end });
    }
  }
  // A span left empty by the cuts ("taxi 20 euros from the station") adds no space.
  const typed = partsJoined(
    spans.map(([s, e]) => typedWithout(c, s, e, cut)).filter((t) => t !== "").join(" "),
  );
  const why = WHY.exec(typed)?.[1] ?? typed;
  const typedParts = ON_A_TRIP.exec(why)?.[1] ?? why;
  let supplier: string | null = null;
  let description = typedParts;
  const sup = SUPPLIER.exec(typedParts);
  if (sup?.[1] && !notSupplier(sup[1])) {
    supplier = sup[1].trim().slice(0, 200);
    description =
      (typedParts.slice(0, sup.index) + " " + typedParts.slice(sup.index + sup[0].length))
        .trim();
  }
  // "domain renewal (namecheap)": a name said in brackets after the thing is who was paid.
  const named = supplier ? null : bracketedName(description);
  if (named) {
    supplier = named.name;
    description = named.rest;
  }
  // "log £64 to Leeds for the train": a place the amount went "to" is where, never who was paid.
  const to = supplier ? null : toWhomFor(description);
  if (to && placeNamed(to.to)) description = forAtPlace(to);
  const paidTo = PAID_TO.exec(description);
  // "log £18 to Kwik Couriers for the delivery": a name "to" whom the amount went.
  const toName = firstWord(description) === "to";
  if (
    !supplier && paidTo?.[1] && (PAID.test(c.text) || toName) &&
    !notSupplier(paidTo[1])
  ) {
    supplier = paidTo[1];
    description = paidTo[2] ?? "";
  }
  // "log £20 to bob for the window clean": "to" someone neither a name nor a place: nothing
  // ("to them" is the supplier saved beside it, `paidToSaved` in `_call_fixups.ts`).
  const toWhom = supplier ? null : toWhomFor(description);
  if (toWhom && toWhom.to.toLowerCase() !== "them") return null;
  const paid = description.trim();
  const paidWith = PAID_WITH_FIRST.exec(paid) ?? PAID_WITH_LAST.exec(paid);
  const bought = tidy(
    dropFirst(paidWith ? paidWith[1] ?? "" : paid, LEAD_PREPOSITION).replace(DANGLING, ""),
  );
  const plain = dropFirst(bought, ARTICLE);
  description = (AS_EXPENSE.exec(plain)?.[1] ?? plain).trim();
  // "lunch in dollars", "…, both euros": the currency said apart from the amount.
  const apart = currencyApart(description, c.ctx.timezone);
  if (apart && money.currency && apart.currency !== money.currency) return null;
  if (apart) description = apart.rest;
  if (description.length === 0) description = supplier ?? "";
  if (
    description.length === 0 || description.length > 500 || states(description) ||
    saysPaidTo(description)
  ) return null;
  const input: Record<string, unknown> = {
    amount: money.amount,
    currency: money.currency ?? apart?.currency ?? currencyForZone(c.ctx.timezone),
    description,
  };
  if (date) input.date = date;
  if (supplier) input.supplier = supplier;
  return { name: "expenses_record", input };
}

function record(c: Clause): ToolCall | null {
  for (const shape of RECORD) {
    const found = match(c, shape.re);
    if (!found) continue;
    const spans = shape.body.map((n) => found.m.indices?.[n]).filter((s): s is [number, number] =>
      s !== undefined && s[1] > s[0]
    );
    const first = spans[0];
    if (!first) continue;
    const plain = spans.map(([s, e]) => c.text.slice(s, e)).join(" ");
    let read = moneyIn(c, spans, !shape.needsCurrencyOrVerb);
    if (!read && shape.needsCurrency) continue;
    if (
      (shape.needsCurrency || shape.saysNoOther) &&
      saysOther(plain, read?.at[0] === first[0])
    ) continue;
    if (!read && shape.needsCurrencyOrVerb) {
      // "I spent 40 on lunch": a number right after the verb is an amount.
      const m = /^\s*(\d[\d.,]*k?)(?![\d\p{L}:/-]|[.,]\d)/iu.exec(plain);
      const a = m ? firstAmount(m[1] ?? "") : null;
      if (a && m) {
        const at = first[0] + (m[0].length - (m[1] ?? "").length);
        read = { money: a, at: [at, first[0] + m[0].length] };
      }
    }
    if (!read) return null;
    return expenseOf(c, spans, read.money, read.at);
  }
  return null;
}

/**
 * A fact followed or preceded by the request to record it ("taxi €23.50, log it as an expense",
 * "record that I paid €60 for ..."): the fact read as an expense, or null.
 */
function recordFact(c: Clause): ToolCall | null {
  const wrapped = match(c, LOG_IT) ?? match(c, LOG_THAT);
  if (!wrapped) return null;
  // "Keisha turn 7 on August 4, save it": a bare "save it" is any kind's, so only a fact said with
  // its currency is an expense then ("taxi €23.50, save it").
  const asked = c.text.slice(wrapped.m.indices?.[1]?.[1] ?? 0).toLowerCase().split(" ");
  const kept = asked.some((w) => SHARED_VERBS.has(w)) && !asked.some((w) => BOOK_WORDS.has(w));
  if (kept && !match(makeClause(wrapped.slot(1), c.ctx), WITH_PRICE)) return null;
  const fact = makeClause(wrapped.slot(1), c.ctx);
  const said = record(fact);
  if (said) return said;
  // No verb at all: "hotel in Milan, €310, 6 March - put it in my expenses".
  const all: [number, number][] = [[0, fact.text.length]];
  const read = moneyIn(fact, all, true);
  return read ? expenseOf(fact, all, read.money, read.at) : null;
}

/** The expenses call a clause asks for, or null. */
export function parseExpense(c: Clause): ToolCall | null {
  // "track <link> for 60 quid max": a product's page is watched, never paid for.
  if (findUrl(c.text)) return null;
  // "jot down that the plumber quoted R4 500", "save this keepsake … 22 pounds": kept, not spent.
  if (notedNotSpent(c.text)) return null;
  // "twelve euros eighty": an amount said in words is read as its digits.
  const said = spokenPrice(spokenAmounts(namedAmounts(c.text, c.ctx.timezone)));
  if (said !== c.text) return parseExpense(makeClause(said, c.ctx));
  const request = afterTripFirst(c.text);
  if (request) return parseExpense(makeClause(request, c.ctx));
  return parseExpenseUpdate(c) ?? parseDashboard(c) ?? recordFact(c) ?? record(c);
}
