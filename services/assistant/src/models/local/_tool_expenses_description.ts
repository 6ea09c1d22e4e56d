/**
 * What an expense's description is made of, past its amount: the parts said between commas around
 * the amount ("2 train tickets, €64, for the Lyon meeting"), a name in brackets saying who was
 * paid ("domain renewal (namecheap)"), a currency said apart from the amount ("lunch in dollars");
 * and what a description never is: a statement of its own ("half of it was for the office") or
 * another group's words ("the list", "under 30"). Read by `_tool_expenses.ts`.
 * @module
 */
import { tidy } from "./_tool_text.ts";
import { currencyNamed, currencyWord } from "./_tool_text_money.ts";
import { digitsOnly, tokenize } from "./_tokens.ts";
import { INTERJECTIONS } from "./_tool_text_asides.ts";
import { monthNumber } from "./_dates_words.ts";
import { PLACES } from "./_timezone_places.ts";
import { ownEntry } from "../../text/normalize.ts";
import { type Row, template, templates } from "./_templates.ts";
import { JOURNEYS } from "./groups/expenses.ts";

/** Words that start what a thing was for or with, said apart: "…, for the Lyon meeting". */
const ABOUT = new Set(["for", "with"]);

/**
 * A description whose parts were said between commas around its amount, read as one: what it was
 * for joined on ("2 train tickets, for the Lyon meeting" is "2 train tickets for the Lyon
 * meeting") and a count of what was paid for in brackets ("hotel in Lyon (2 nights)"); other parts
 * are left as said.
 */
export function partsJoined(typed: string): string {
  const parts = typed.split(",").map((p) => p.trim()).filter((p) => p !== "");
  if (parts.length < 2) return typed;
  let out = parts[0]!;
  for (const part of parts.slice(1)) {
    const first = tokenize(part)[0];
    const where = boughtWhere(part);
    const label = labelled(part);
    if (label !== null) out += label;
    else if (first && ABOUT.has(first.w)) out += ` ${part}`;
    else if (where !== null) out += where ? ` ${where}` : "";
    else if (first && digitsOnly(first.w) && tokenize(part).length <= 3) out += ` (${part})`;
    else if (part === parts.at(-1) && saidAsName(part)) out += ` from ${part}`;
    else return typed;
  }
  return out;
}

/**
 * Labels of an expense's fields said apart, each with the word its value is read after: "…,
 * supplier Pixel & Thread Ltd" is who was paid ("from …"); "…, dated 2nd March" is its day, cut
 * before (`expenseDate`), its label left alone.
 */
const LABELS: Readonly<Record<string, string>> = {
  supplier: "from",
  vendor: "from",
  payee: "from",
  merchant: "from",
  dated: "",
  date: "",
};

/**
 * A part that is a field's label and its value, as the words to add to the description (" from
 * Pixel & Thread Ltd", "" for a day's label left alone); null when it is none (a name said
 * small, "supplier the bakery", is not read).
 */
function labelled(part: string): string | null {
  const ws = tokenize(part);
  const after = ownEntry(LABELS, ws[0]?.w ?? "");
  if (after === undefined) return null;
  const rest = ws.slice(ws[1]?.w === ":" ? 2 : 1);
  if (rest.length === 0) return after === "" ? "" : null;
  if (after === "" || !rest[0]!.cap) return null;
  const said = part.trim();
  return ` ${after} ${said.slice(said.indexOf(rest[0]!.raw)).trim()}`;
}

/** Words saying a thing was bought, said apart after it: "…, bought yesterday at Worten". */
const BOUGHT_APART = new Set(["bought", "purchased", "paid"]);
/** Words saying so only with the thing named by a pronoun: "…, got it at Best Buy yesterday". */
const GOT_IT = new Set(["got", "grabbed", "picked", "bought", "purchased", "ordered"]);
/** The thing named again after those ("got it", "picked them up"). */
const IT = new Set(["it", "them", "this", "that", "these", "those", "one"]);
/** Words after those that say where: "at Worten", "from the airport shop". */
const WHERE = new Set(["at", "from"]);

/**
 * A part saying only that the thing was bought, and where ("bought at Worten", "got it at Best
 * Buy", its day cut), as the words of where; null when it says more ("bought a mouse too").
 */
function boughtWhere(part: string): string | null {
  const ws = tokenize(part);
  if (ws.length === 0) return null;
  // "got it", "picked them up": the verb, the thing named again, and "up".
  const it = GOT_IT.has(ws[0]!.w) && IT.has(ws[1]?.w ?? "") ? (ws[2]?.w === "up" ? 3 : 2) : 0;
  if (it === 0 && !BOUGHT_APART.has(ws[0]!.w)) return null;
  const at = Math.max(it, 1);
  if (ws.length === at) return "";
  if (!WHERE.has(ws[at]!.w)) return null;
  // Where "at" is in the part: past the words before it, each found in turn.
  const said = part.trim();
  const from = ws.slice(0, at).reduce((i, t) => said.indexOf(t.raw, i) + t.raw.length, 0);
  return said.slice(from).trim();
}

/** First words of a capitalised phrase that make it no supplier's name: a day, "I", a currency. */
const NOT_SUPPLIER_WORDS = new Set(
  "monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday i eur usd gbp"
    .split(" "),
);

/** Whether a capitalised phrase is a day, "I" or a currency said first, not a supplier's name. */
export function notSupplier(name: string): boolean {
  const first = tokenize(name)[0]?.w ?? "";
  return monthNumber(first) !== undefined || NOT_SUPPLIER_WORDS.has(first);
}

/**
 * Whether a part said last, apart ("…, Engen", "…, Din Tai Fung"), is only a name: one to three
 * capitalised words, none a day, a month or a word that joins a phrase, and no known place ("…,
 * Paris" says where); it says who was paid.
 */
function saidAsName(part: string): boolean {
  const ws = tokenize(part);
  return ws.length > 0 && ws.length <= 3 && !notSupplier(part) &&
    ws.every((t) => !t.punct && t.cap && !NOT_A_NAME.has(t.w)) &&
    !ownEntry(PLACES, ws.map((t) => t.w).join(" "));
}

/** Whether a name is a known place ("Leeds", "New York"): where, never who was paid. */
export function placeNamed(name: string): boolean {
  const ws = tokenize(name);
  return ws.length > 0 && ownEntry(PLACES, ws.map((t) => t.w).join(" ")) !== undefined;
}

/**
 * "to Leeds for the train" read as what was paid for: a journey goes "to" the place ("train to
 * Leeds"), anything else is had "in" it ("hotel in Manchester", "dinner in Bath").
 */
export function forAtPlace(to: { to: string; thing: string }): string {
  const journey = tokenize(to.thing).some((t) => JOURNEYS.includes(t.w));
  return `${to.thing} ${journey ? "to" : "in"} ${to.to}`;
}

/** Words "to" is followed by when it says how it was paid ("to the company card for …"). */
const TO_WHAT = new Set(["the", "my", "our", "a", "an", "your", "his", "her", "their"]);

/**
 * "to Leeds for the train" said after an amount: who or where it went "to" (one to four words,
 * said bare), and what it was for; null when the description says no "to … for …".
 */
export function toWhomFor(description: string): { to: string; thing: string } | null {
  const ws = description.trim().split(" ");
  if (ws[0]?.toLowerCase() !== "to" || TO_WHAT.has(ws[1]?.toLowerCase() ?? "")) return null;
  const at = ws.findIndex((w, i) => i > 1 && i <= 5 && w.toLowerCase() === "for");
  if (at < 0 || at === ws.length - 1) return null;
  return { to: ws.slice(1, at).join(" "), thing: ws.slice(at + 1).join(" ") };
}

/**
 * Whether a description still says who was paid in words the reading did not take ("paid to
 * sparkle for the window clean"): a fact of paying, never what was bought. "paid to them" is left
 * to the supplier saved beside it (`paidToSaved` in `_call_fixups.ts`).
 */
export function saysPaidTo(description: string): boolean {
  const ws = tokenize(description);
  return ws.some((t, i) => t.w === "paid" && ws[i + 1]?.w === "to" && ws[i + 2]?.w !== "them");
}

/**
 * Words a name in brackets is never made of: "(with Ana)", "(for the trip)", how it was paid or
 * what the amount is ("(cash)", "(paid by card)", "(approx)", "(tip included)").
 */
const NOT_A_NAME = new Set(
  ("with for to at from in on of by via using per each the a an my our and or not was is " +
    "paid cash card approx estimate estimated roughly total incl included including plus tip " +
    "vat tax receipt deposit refund refundable " +
    // How it felt or what kind it was: "(ouch)", "(again)", "(return)", "(renewal)".
    "ouch ugh argh oops sigh lol haha omg wow again still yet return single renewal annual " +
    "monthly weekly yearly urgent work personal business sale discounted second hand used")
    .split(" "),
);

/**
 * The name said in brackets at the end of a description ("domain renewal (namecheap)"): one to
 * three words, no number nor a word that joins a phrase, and the description before it; null when
 * there is none.
 */
export function bracketedName(description: string): { name: string; rest: string } | null {
  const d = description.trim();
  const open = d.lastIndexOf("(");
  if (open <= 0) return null;
  // The closing bracket may have been read as the clause's end.
  const inside = d.slice(open + 1);
  const name = (inside.endsWith(")") ? inside.slice(0, -1) : inside).trim();
  if (name.includes(")")) return null;
  const ws = tokenize(name);
  if (ws.length === 0 || ws.length > 3) return null;
  if (
    ws.some((t) =>
      t.punct || NOT_A_NAME.has(t.w) || INTERJECTIONS.has(t.w) ||
      [...t.w].some((ch) => ch >= "0" && ch <= "9")
    )
  ) {
    return null;
  }
  return { name, rest: d.slice(0, open).trim() };
}

/**
 * Words said with a currency apart from its amount: "in euros", "both euros", "paid in sterling"
 * (what was paid is the amount, never a thing bought).
 */
const BEFORE_CURRENCY = new Set(["in", "both", "all", "each", "and", "paid"]);

/**
 * The currency a description says apart from the amount ("lunch in dollars"), and the description
 * without it; null when it says none ("a pound of cherries" is a weight).
 */
export function currencyApart(
  description: string,
  zone?: string,
): { currency: string; rest: string } | null {
  const ws = description.split(" ").map((w) => unpunctuated(w));
  const at = ws.findIndex((w, i) =>
    w.length > 1 && currencyWord(w) !== null && ws[i + 1]?.toLowerCase() !== "of"
  );
  if (at < 0) return null;
  let currency = currencyWord(ws[at]!, zone)!;
  let from = at;
  // "30 Canadian dollars", "40 Hong Kong dollars": the dollars said by their country are theirs.
  for (const n of [2, 1]) {
    const named = at >= n ? currencyNamed(ws.slice(at - n, at + 1).join(" "), zone) : null;
    if (named === null || ws.slice(at - n, at).some((w) => currencyWord(w) !== null)) continue;
    currency = named;
    from = at - n;
    break;
  }
  while (from > 0 && BEFORE_CURRENCY.has(ws[from - 1]!.toLowerCase())) from--;
  const rest = tidy(unpunctuated([...ws.slice(0, from), ...ws.slice(at + 1)].join(" ").trim()));
  return { currency, rest };
}

/** A word or phrase without the punctuation after it. */
function unpunctuated(text: string): string {
  let end = text.length;
  while (end > 0 && ",.;:".includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** "for the business trip, record …": what the expenses were for, said before the request. */
const TRIP_FIRST = template(
  "for/on/during [a/the/my/our/this/that] business/work trip [-] {x}",
);

/** The request after what it was for said first ("for the work trip log …"), or null. */
export function afterTripFirst(text: string): string | null {
  return TRIP_FIRST.exec(text)?.[1] ?? null;
}

/** The text without its first word when that is one of `words`. */
export function dropFirst(text: string, words: ReadonlySet<string>): string {
  const at = text.indexOf(" ");
  return at > 0 && words.has(text.slice(0, at).toLowerCase()) ? text.slice(at).trimStart() : text;
}

/**
 * "put a fiver down as a business expense for coffee": the "down" of "put … down" left before
 * what was bought ("down for coffee"), dropped; "down payment" keeps it.
 */
export function withoutPutDown(text: string): string {
  const ws = text.split(" ");
  return ws[0]?.toLowerCase() === "down" && LEAD_PREPOSITION.has(ws[1]?.toLowerCase() ?? "")
    ? ws.slice(1).join(" ")
    : text;
}

/** Who a statement is of, and the verbs it says: "half of it was for the office". */
const STATED_OF = new Set(["it", "that", "this", "they", "he", "she", "we", "i", "you"]);
const STATED = new Set([
  "is",
  "was",
  "are",
  "were",
  "has",
  "had",
  "will",
  "would",
  "paid",
  "spent",
]);

/**
 * True when a description holds a statement of its own ("half of it was for the office", "they
 * were closed"): a clause said beside the expense, whose amount or thing it may change, never a
 * thing paid for.
 */
export function states(description: string): boolean {
  const ws = tokenize(description);
  return ws.some((t, i) => STATED_OF.has(t.w) && STATED.has(ws[i + 1]?.w ?? ""));
}

/** Words that say a thing said with an amount is another group's ("the list", "under 30"). */
const NOT_AN_EXPENSE = new Set(
  "list task todo to-do note reminder countdown trip watch price target under below".split(" "),
);
/** Words before one of those that make it what the expense was for: "…, business trip". */
const FOR_WORK = new Set(["business", "work", "company"]);
/** Those an amount said first may be paid for: "put down 40 quid for the trip to Leeds". */
const PAID_FOR = new Set(["trip"]);

/**
 * Whether a text says a word of another group's, not as what the expense was for; `amountFirst`
 * when the text starts with its amount.
 */
export function saysOther(text: string, amountFirst: boolean): boolean {
  const words = tokenize(text);
  return words.some((t, i) =>
    NOT_AN_EXPENSE.has(t.w) && !FOR_WORK.has(words[i - 1]?.w ?? "") &&
    !(amountFirst && PAID_FOR.has(t.w))
  );
}

/** How it was paid ("to the company card", "with my debit card"): never what it was. */
export const CARD: Row = {
  row:
    "on/to/with/by/using the/my/our [company/business/work/credit/debit] card/account/amex/visa/paypal",
};
/** How it was paid said first ("on the company card for …"): slot 1 what was bought. */
export const PAID_WITH_FIRST = template("{card} [for/on] [{x}]", { card: CARD });
/**
 * How it was paid said last: slot 1 what was bought ("taxi on the company card", "plumber by
 * card", "taxi in cash", "plumber cash").
 */
export const PAID_WITH_LAST: readonly RegExp[] = templates([
  "{x} {card}",
  "{x} [paid] in/by/with/using cash/card/contactless/cheque/check/debit_card/credit_card/bank_transfer",
  "{x} - [paid] cash/card/contactless",
  "{x} cash",
], { card: CARD });

/** Words that start a description only as the phrase it was said in ("on lunch", "for a taxi"). */
export const LEAD_PREPOSITION = new Set(["on", "for", "at", "of", "in"]);
/** Words a description does not start with ("a taxi", "my lunch"). */
export const ARTICLE = new Set(["a", "an", "the", "some", "my", "our"]);
/** A preposition left before a comma or the end, its amount cut ("lunch for, …", "taxi costing"). */
export const DANGLING = /\s+(?:for|of|at|on|costing|priced\s+at)(?=\s*(?:[,;]|$))/giu;
/** "… as an expense", "… for work": what the request says of it, not what was bought. */
export const AS_EXPENSE = template(
  "{x} as_expense/as_an_expense/as_a_expense/for_work/for_business",
);

/** "7.80 total", "7.80 in total": the word after an amount that says it is the whole. */
export const TOTAL_AFTER = template("[in] total …");
/** "a total of 7.80", "total: 7.80": the words before it; slot 1 what comes before them. */
export const TOTAL_BEFORE = template("[{x}] [a] total [of]");

/** Words said before an amount that only hedge it: "spent like £20", "roughly 15 quid". */
const HEDGING = new Set(
  "like about around roughly approx approximately literally just only almost nearly maybe abt ~"
    .split(" "),
);
/** Words before an amount that make it a bound, never what was paid: "over £100", "under 20". */
const BOUNDING = new Set(["over", "under", "upwards", "least", "than", "max", "min"]);

/**
 * Where the amount said at `at` starts with the word hedging it ("spent like £20 on snacks": at
 * "like"); -1 when a bound is said there instead ("spent over £100 on food": not what was paid).
 */
export function hedgedFrom(text: string, at: number): number {
  const before = text.slice(0, at).trimEnd();
  const start = before.lastIndexOf(" ") + 1;
  const word = before.slice(start).toLowerCase();
  if (BOUNDING.has(word)) return -1;
  return HEDGING.has(word) && start > 0 ? start : at;
}
