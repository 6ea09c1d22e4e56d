/**
 * Amounts of money as said ("42.50 EUR", "$120", "30 quid", "1.5k", "RM 18") and the numbers in
 * them. Amounts are lexical primitives, read by one pattern built from the tables of
 * `_tool_text_money_words.ts`; amounts said in words are `_tool_text_money_said.ts`'s.
 * @module
 */
import { ownEntry } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";
import {
  bareFor,
  CAPITAL_ONLY,
  CODES,
  CURRENCY_WORD,
  CURRENCY_WORDS,
  currencyForZone,
  DOLLAR_OF,
  lettersOnly,
  saidBare,
  SIGN_AFTER,
  SIGNS,
  SYMBOL,
  WORD_CODES,
} from "./_tool_text_money_words.ts";

export { currencyForZone };
export { CURRENCY_WORD, SYMBOL };
import { namedAmounts } from "./_tool_text_money_said.ts";

export {
  amountsByName,
  namedAmounts,
  spokenAmounts,
  spokenPrice,
} from "./_tool_text_money_said.ts";

/** An amount of money found in a text. */
export interface Money {
  amount: number;
  /** ISO 4217 code, or null when none was said. */
  currency: string | null;
  index: number;
  end: number;
}

const NUMBER = String.raw`\d{1,3}(?:[,.\u00A0 ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;

const MONEY = new RegExp(
  String
    .raw`(?:(${SYMBOL}|\b(?:${
    CODES.join("|")
  })\b)\s?(${NUMBER})(k)?(?![\d\p{L}])|(?<![\p{L}\d.,])(${NUMBER})(k)?\s?(${SIGN_AFTER}|${CURRENCY_WORD}(?![\p{L}\d])))`,
  "giu",
);

/** The dollar people in a time zone mean by "$" or "bucks": their own, else the US dollar. */
export function dollarForZone(zone: string): string {
  return bareFor("$", zone)!;
}

/**
 * The currency a word names ("euros", "quid", "USD", "ringgit"), or null; a dollar or krone said
 * bare is the one of `zone` when it is given ({@link bareFor}).
 */
export function currencyWord(word: string, zone?: string): string | null {
  const w = word.toLowerCase();
  if (zone !== undefined && saidBare(w)) return bareFor(w, zone);
  // "40 try" in Istanbul is lira; "15 for the mop and bucket" names no pataca.
  if (WORD_CODES.has(w) && word !== word.toUpperCase()) {
    return zone !== undefined && currencyForZone(zone) === w.toUpperCase() ? w.toUpperCase() : null;
  }
  const code = word.toUpperCase();
  return ownEntry(CURRENCY_WORDS, w) ?? ownEntry(SIGNS, w) ?? (CODES.includes(code) ? code : null);
}

/** A number as written ("42.50", "42,50", "1,200", "1.200,50") as a number, or NaN. */
export function readNumber(text: string): number {
  let t = text.replace(/[\u00A0 ]/gu, "");
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/u.test(t)) t = t.replace(/,/gu, "");
  else if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/u.test(t)) {
    t = t.replace(/\./gu, "").replace(",", ".");
  } else t = t.replace(",", ".");
  return /^\d+(?:\.\d+)?$/u.test(t) ? Number(t) : NaN;
}

/**
 * Every amount of money with a currency ("42.50 EUR", "$120", "30 euros") in the text; a dollar
 * said bare ("$45", "45 bucks") is the one of `zone` when it is given ({@link dollarForZone}).
 */
export function findMoney(text: string, zone?: string): Money[] {
  const out: Money[] = [];
  for (const m of text.matchAll(MONEY)) {
    const sign = m[1] ?? m[6] ?? "";
    const symbol = sign.toLowerCase();
    // "r2d2", "the r5 bus", "rm 4": a sign of letters written small is none.
    if (CAPITAL_ONLY.has(symbol) && sign.charAt(0) === symbol.charAt(0)) continue;
    let amount = readNumber(m[2] ?? m[4] ?? "");
    if (m[3] || m[5]) amount *= 1000;
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const currency = zone !== undefined && saidBare(symbol)
      ? bareFor(symbol, zone)
      : m[1] !== undefined
      ? ownEntry(SIGNS, symbol) ?? currencyWord(sign, zone)
      : currencyWord(sign, zone);
    out.push({
      amount: Math.round(amount * 100) / 100,
      currency,
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

/**
 * The text with each amount of money said as its number alone ("S$68.40" as "68.4"), so the
 * letters of a sign written on it ("S", "C") are never read as words; a sign said apart ("RM 18")
 * is said as its code ("MYR 18"), the word a call's currency holds.
 * @param zone the user's time zone, whose money some amounts are said in ("25 lucas")
 */
export function amountsAsNumbers(text: string, zone?: string): string {
  let out = "";
  let from = 0;
  // "a tenner", "half a grand": an amount said by a name is its number too.
  const named = namedAmounts(text, zone);
  if (named !== text) return amountsAsNumbers(named, zone);
  for (const m of findMoney(text)) {
    const said = text.slice(m.index, m.end);
    const digit = [...said].findIndex((ch) => ch >= "0" && ch <= "9");
    // "RM 18", "USD 40": a sign of letters said apart is said as its code; "C$ 90" stays as said.
    const sign = said.slice(0, Math.max(0, digit - 1));
    const spaced = said.charAt(digit - 1) === " ";
    if (spaced && !lettersOnly(sign)) continue;
    const apart = spaced ? `${m.currency ?? sign} ` : "";
    out += `${text.slice(from, m.index)}${apart}${m.amount}`;
    from = m.end;
  }
  return out + text.slice(from);
}

/**
 * The currency a few words name: a currency word or code ("euros", "GBP"), or dollars said by
 * their country, with or without "dollars" ("US dollars", "kiwi"); null when they name none.
 */
export function currencyNamed(text: string, zone?: string): string | null {
  const ws = words(text);
  const last = ws.at(-1) ?? "";
  const dollars = saidBare(last) && bareFor(last, "UTC") === "USD";
  const country = (dollars ? ws.slice(0, -1) : ws).join(" ");
  if (country === "") return ws.length === 1 ? currencyWord(last, zone) : null;
  const code = ownEntry(DOLLAR_OF, country);
  if (code) return code;
  return ws.length === 1 ? currencyWord(last, zone) : null;
}

/** The first amount in the text, with or without a currency. */
export function firstAmount(text: string): Money | null {
  const withCurrency = findMoney(text)[0];
  if (withCurrency) return withCurrency;
  const m = new RegExp(String.raw`(?<![\p{L}\d.,:/-])(${NUMBER})(k)?(?![\d\p{L}:/-])`, "iu").exec(
    text,
  );
  if (!m) return null;
  let amount = readNumber(m[1] ?? "");
  if (m[2]) amount *= 1000;
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return {
    amount: Math.round(amount * 100) / 100,
    currency: null,
    index: m.index,
    end: m.index + m[0].length,
  };
}

/** Words saying a share of what was paid: "half of it", "most of that", "a third of them". */
const SHARE = new Set(
  "half part some most all none third quarter fifth tenth bit rest".split(" "),
);
/** What a share is of: the amount said beside it. */
const SHARED = new Set(["it", "that", "this", "them", "those", "the"]);

/**
 * True when a part of a message says a share of what was paid ("half of it was for the office", "a
 * third of that was tips"): it changes the amount, so it is never set aside.
 */
export function saysShare(part: string): boolean {
  const ws = words(part);
  const at = ws.findIndex((w) => SHARE.has(w));
  return at >= 0 && at <= 1 && ws[at + 1] === "of" && SHARED.has(ws[at + 2] ?? "");
}
