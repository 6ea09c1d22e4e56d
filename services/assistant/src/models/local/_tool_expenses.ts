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
import { paidForAll } from "./_expenses_each.ts";
import { findUrl } from "./_tool_text_links.ts";
import type { ToolCall } from "../../tools/types.ts";
import { findDates } from "./_tool_dates.ts";
import { expenseDate, withoutPeriodLast } from "./_tool_expenses_date.ts";
import {
  afterTripFirst,
  ARTICLE,
  AS_EXPENSE,
  bracketedName,
  currencyApart,
  DANGLING,
  dropFirst,
  forAtPlace,
  hedgedFrom,
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
  withoutPutDown,
} from "./_tool_expenses_description.ts";
import { parseDashboard } from "./_tool_expenses_dashboard.ts";
import { notedNotSpent } from "./_expenses_noted.ts";
import { shopCapitalised } from "./_expenses_shop_named.ts";
import { parseExpenseUpdate } from "./_tool_expenses_update.ts";
import { type Clause, firstWord, makeClause, match, tidy, typedWithout } from "./_tool_text.ts";
import {
  currencyForZone,
  findMoney,
  firstAmount,
  type Money,
  namedAmounts,
  spokenAmounts,
  spokenPrice,
} from "./_tool_text_money.ts";
import { oneOf, template } from "./_templates.ts";
import { anyOf } from "./groups/_words.ts";
import { wordSet } from "./_tool_words.ts";
import { P, RECORD } from "./_tool_expenses_shapes.ts";
import { placeLast, placeMoney } from "./_expenses_place_money.ts";

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

/**
 * Words of a scale said after a figure that the money reader does not read ("86 mil", "2 mil",
 * "250 ribu", "3 juta"): the figure alone is no amount paid, so nothing is written.
 */
const UNREAD_SCALE = wordSet("mil mille mila ribu rb juta jt");

/** The expense the body spans of a clause describe, or null without an amount or a description. */
function expenseOf(
  c: Clause,
  spans: [number, number][],
  money: Money,
  at: [number, number],
): ToolCall | null {
  // "7.80 total", "a total of 7.80": the word that says it is the amount is part of it.
  const rest = c.text.slice(at[1]);
  // "86 mil pesos", "250 ribu": a scale the money reader left unread, so not 86 but 86,000.
  if (UNREAD_SCALE.has(firstWord(rest))) return null;
  const after = TOTAL_AFTER.exec(rest.trimStart());
  const said = c.text.slice(0, at[0]).trimEnd();
  const before = TOTAL_BEFORE.exec(said.endsWith(":") ? said.slice(0, -1).trimEnd() : said);
  // Where "a total of" starts: after the words before it and their space.
  const x = before?.indices?.[1]?.[1] ?? 0;
  // "spent like £20 on snacks": the word hedging the amount goes with it; "over £100" is a bound.
  const hedged = hedgedFrom(c.text, at[0]);
  if (hedged < 0) return null;
  const cut: { index: number; end: number }[] = [{
    index: before ? x + said.slice(x).length - said.slice(x).trimStart().length : hedged,
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
  // "a keyboard from officeworks": who was paid, said in lowercase.
  const typedParts = shopCapitalised(ON_A_TRIP.exec(why)?.[1] ?? why);
  let supplier: string | null = null;
  let description = typedParts;
  const sup = SUPPLIER.exec(typedParts);
  if (sup?.[1] && !notSupplier(sup[1])) {
    supplier = sup[1].trim().slice(0, 200);
    description = `${typedParts.slice(0, sup.index)} ${typedParts.slice(sup.index + sup[0].length)}`
      .split(" ").filter((w) => w !== "").join(" ");
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
  const paidWith = [PAID_WITH_FIRST, ...PAID_WITH_LAST].map((t) => t.exec(paid))
    // "£20 from petty cash": the cash is where it came from, no way of paying.
    .find((m) => m !== null && !(m[1] ?? "").toLowerCase().endsWith("petty"));
  const bought = tidy(
    dropFirst(withoutPutDown(paidWith ? paidWith[1] ?? "" : paid), LEAD_PREPOSITION)
      .replace(DANGLING, ""),
  );
  const plain = dropFirst(bought, ARTICLE);
  description = (AS_EXPENSE.exec(plain)?.[1] ?? plain).trim();
  // "lunch in dollars", "…, both euros": the currency said apart from the amount.
  const apart = currencyApart(description, c.ctx.timezone);
  if (apart && money.currency && apart.currency !== money.currency) return null;
  if (apart) description = dropFirst(dropFirst(apart.rest, LEAD_PREPOSITION), ARTICLE);
  // "30 dollars in Canada on lunch": Canada's dollars, spent on lunch in Canada.
  const placed = placeMoney(c.text, c.text.slice(at[0], at[1]));
  description = placeLast(description);
  // "spotify this month": the period said last is when, never what was paid for.
  const unperiod = date ? description : withoutPeriodLast(description);
  if (unperiod === null) return null;
  description = unperiod;
  if (description.length === 0) description = supplier ?? "";
  if (
    description.length === 0 || description.length > 500 || states(description) ||
    saysPaidTo(description)
  ) return null;
  const input: Record<string, unknown> = {
    amount: money.amount,
    currency: placed ?? money.currency ?? apart?.currency ?? currencyForZone(c.ctx.timezone),
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
  // "2 printer cartridges at 18.99 each": the amount paid for all of them, or none read.
  const all = paidForAll(c.text);
  if (all === null) return null;
  if (all !== c.text) return parseExpense(makeClause(all, c.ctx));
  return parseExpenseUpdate(c) ?? parseDashboard(c) ?? recordFact(c) ?? record(c);
}
