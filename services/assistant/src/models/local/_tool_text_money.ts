/**
 * Amounts of money as said ("42.50 EUR", "$120", "30 quid", "1.5k"), the numbers in them, and the
 * currency a time zone's people usually mean. Amounts are lexical primitives, read by patterns.
 * @module
 */
import { ownEntry, words } from "../../text/normalize.ts";

/** An amount of money found in a text. */
export interface Money {
  amount: number;
  /** ISO 4217 code, or null when none was said. */
  currency: string | null;
  index: number;
  end: number;
}

const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  "€": "EUR",
  "$": "USD",
  "us$": "USD",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "₦": "NGN",
  "a$": "AUD",
  "au$": "AUD",
  "c$": "CAD",
  "ca$": "CAD",
  "nz$": "NZD",
  "hk$": "HKD",
  "s$": "SGD",
  "sg$": "SGD",
  "r$": "BRL",
  // "R1 850", "R450": the rand's sign, said capitalised only (`findMoney`).
  r: "ZAR",
  "₩": "KRW",
  "zł": "PLN",
  "kr": "SEK",
  euro: "EUR",
  euros: "EUR",
  dollar: "USD",
  dollars: "USD",
  buck: "USD",
  bucks: "USD",
  pound: "GBP",
  pounds: "GBP",
  quid: "GBP",
  sterling: "GBP",
  yen: "JPY",
  franc: "CHF",
  francs: "CHF",
  rupee: "INR",
  rupees: "INR",
  zloty: "PLN",
  zlotys: "PLN",
  krona: "SEK",
  kronor: "SEK",
  krone: "NOK",
  kroner: "DKK",
  peso: "MXN",
  pesos: "MXN",
  real: "BRL",
  reais: "BRL",
  yuan: "CNY",
  rmb: "CNY",
  rand: "ZAR",
  naira: "NGN",
};

const CODES =
  "EUR|USD|GBP|JPY|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|INR|CNY|HKD|SGD|MXN|BRL|ZAR|TRY|KRW|ILS|AED|SAR|THB|IDR|MYR|PHP|ARS|CLP|COP|PEN|NGN";

/** The signs said before an amount ("S$", "C$", "€"), as a regex source. */
export const SYMBOL = String.raw`(?:us\$|a\$|au\$|c\$|ca\$|nz\$|hk\$|sg?\$|r\$|€|\$|£|¥|₹|₦|₩)`;
/** The words and codes that name a currency after an amount, as a regex source ("rupees", "quid"). */
export const CURRENCY_WORD = String
  .raw`(?:${CODES}|euros?|dollars?|bucks?|pounds?|quid|sterling|yen|francs?|rupees?|zlotys?|zł|kronor|krona|kroner|krone|kr|pesos?|reais|yuan|rmb|rand|naira)`;
const NUMBER = String.raw`\d{1,3}(?:[,.\u00A0 ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;

const MONEY = new RegExp(
  String
    .raw`(?:(${SYMBOL}|\bR(?=\s?\d)|\b(?:${CODES})\b)\s?(${NUMBER})(k)?(?![\d\p{L}])|(?<![\p{L}\d.,])(${NUMBER})(k)?\s?(${SYMBOL}|${CURRENCY_WORD}\b))`,
  "giu",
);

/** A dollar said bare ("$", "bucks"): the dollar of the user's time zone when it has one. */
const BARE_DOLLAR = new Set(["$", "dollar", "dollars", "buck", "bucks"]);
/** The currencies people call dollars, said bare in their own country. */
const DOLLARS = new Set(["USD", "CAD", "AUD", "NZD", "SGD", "HKD"]);

/** The dollar people in a time zone mean by "$" or "bucks": their own, else the US dollar. */
export function dollarForZone(zone: string): string {
  const own = currencyForZone(zone);
  return DOLLARS.has(own) ? own : "USD";
}

/**
 * The currency a word names ("euros", "quid", "USD"), or null; a dollar said bare is the one of
 * `zone` when it is given ({@link dollarForZone}).
 */
export function currencyWord(word: string, zone?: string): string | null {
  const w = word.toLowerCase();
  if (zone !== undefined && BARE_DOLLAR.has(w)) return dollarForZone(zone);
  const code = word.toUpperCase();
  return ownEntry(CURRENCY_WORDS, w) ?? (CODES.split("|").includes(code) ? code : null);
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
    const symbol = (m[1] ?? m[6] ?? "").toLowerCase();
    // "r2d2", "the r5 bus": a lowercase r is no rand.
    if (m[1] === "r") continue;
    let amount = readNumber(m[2] ?? m[4] ?? "");
    if (m[3] || m[5]) amount *= 1000;
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const currency = zone !== undefined && BARE_DOLLAR.has(symbol)
      ? dollarForZone(zone)
      : /^[a-z]{3}$/u.test(symbol) && new RegExp(`^(?:${CODES})$`, "iu").test(symbol)
      ? symbol.toUpperCase()
      : ownEntry(CURRENCY_WORDS, symbol) ?? null;
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
 * letters of a sign written on it ("S", "C") are never read as words.
 */
export function amountsAsNumbers(text: string): string {
  let out = "";
  let from = 0;
  for (const m of findMoney(text)) {
    const said = text.slice(m.index, m.end);
    const digit = [...said].findIndex((ch) => ch >= "0" && ch <= "9");
    // "R 2 300", "USD 40": a sign said apart stays a word of its own.
    if (said.charAt(digit - 1) === " ") continue;
    out += `${text.slice(from, m.index)}${m.amount}`;
    from = m.end;
  }
  return out + text.slice(from);
}

/** The dollars said by their country ("US dollars", "kiwi", "Aussie dollars"). */
const DOLLAR_OF: Readonly<Record<string, string>> = {
  us: "USD",
  american: "USD",
  canadian: "CAD",
  aussie: "AUD",
  australian: "AUD",
  kiwi: "NZD",
  nz: "NZD",
  singapore: "SGD",
  singaporean: "SGD",
  sing: "SGD",
  hk: "HKD",
  "hong kong": "HKD",
};

/**
 * The currency a few words name: a currency word or code ("euros", "GBP"), or dollars said by
 * their country, with or without "dollars" ("US dollars", "kiwi"); null when they name none.
 */
export function currencyNamed(text: string, zone?: string): string | null {
  const ws = words(text);
  const last = ws.at(-1) ?? "";
  const dollars = BARE_DOLLAR.has(last);
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

/**
 * The currency people in each place usually mean, by time zone: the zones named whole, and the
 * areas ("Europe/", "US/") whose every zone is meant; the first row that holds a zone decides.
 */
const ZONE_CURRENCY: readonly {
  code: string;
  zones?: readonly string[];
  areas?: readonly string[];
}[] = [
  {
    code: "GBP",
    zones: [
      "Europe/London",
      "Europe/Belfast",
      "Europe/Guernsey",
      "Europe/Jersey",
      "Europe/Isle_of_Man",
    ],
    areas: ["GB"],
  },
  { code: "CHF", zones: ["Europe/Zurich", "Europe/Vaduz"] },
  { code: "SEK", zones: ["Europe/Stockholm"] },
  { code: "NOK", zones: ["Europe/Oslo"] },
  { code: "DKK", zones: ["Europe/Copenhagen"] },
  { code: "PLN", zones: ["Europe/Warsaw"] },
  { code: "CZK", zones: ["Europe/Prague"] },
  { code: "HUF", zones: ["Europe/Budapest"] },
  { code: "RON", zones: ["Europe/Bucharest"] },
  { code: "TRY", zones: ["Europe/Istanbul"] },
  { code: "EUR", areas: ["Europe/"] },
  {
    code: "CAD",
    zones: [
      "America/Toronto",
      "America/Vancouver",
      "America/Montreal",
      "America/Edmonton",
      "America/Winnipeg",
      "America/Halifax",
      "America/St_Johns",
      "America/Regina",
    ],
    areas: ["Canada/"],
  },
  {
    code: "MXN",
    zones: ["America/Mexico_City", "America/Cancun", "America/Monterrey", "America/Tijuana"],
  },
  {
    code: "BRL",
    zones: ["America/Sao_Paulo", "America/Fortaleza", "America/Recife", "America/Manaus"],
  },
  { code: "USD", zones: ["Pacific/Honolulu"], areas: ["America/", "US/"] },
  { code: "AUD", areas: ["Australia/"] },
  { code: "NZD", zones: ["Pacific/Auckland"] },
  { code: "JPY", zones: ["Asia/Tokyo"] },
  { code: "INR", zones: ["Asia/Kolkata", "Asia/Calcutta"] },
  { code: "SGD", zones: ["Asia/Singapore"] },
  { code: "HKD", zones: ["Asia/Hong_Kong"] },
  { code: "CNY", zones: ["Asia/Shanghai", "Asia/Chongqing"] },
  { code: "KRW", zones: ["Asia/Seoul"] },
  { code: "AED", zones: ["Asia/Dubai"] },
  { code: "ZAR", zones: ["Africa/Johannesburg"] },
  { code: "NGN", zones: ["Africa/Lagos"] },
];

/** The currency people in a time zone usually mean; EUR when the zone says nothing. */
export function currencyForZone(zone: string): string {
  const row = ZONE_CURRENCY.find((r) =>
    r.zones?.includes(zone) || r.areas?.some((area) => zone.startsWith(area))
  );
  return row?.code ?? "EUR";
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

/** Numbers said in words up to 99, and the tens: "twelve", "eighty", "twenty five". */
const SAID_UNITS: readonly string[] = (
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen " +
  "fifteen sixteen seventeen eighteen nineteen"
).split(" ");
const SAID_TENS: readonly string[] = "twenty thirty forty fifty sixty seventy eighty ninety"
  .split(" ");

/** Hundreds and thousands said after a unit or "a": "two hundred", "a thousand". */
const SAID_SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000 };

/** The number some words say ("twenty five", "forty-two", "twelve", "two hundred"), or null. */
function saidNumber(ws: readonly string[]): number | null {
  const parts = ws.flatMap((w) => w.split("-"));
  const unit = (w: string | undefined) => SAID_UNITS.indexOf(w ?? "");
  const ten = (w: string | undefined) => SAID_TENS.indexOf(w ?? "");
  const scale = parts.length === 2 ? ownEntry(SAID_SCALES, parts[1]!) : undefined;
  if (scale !== undefined) {
    const times = parts[0] === "a" ? 1 : unit(parts[0]);
    return times > 0 ? times * scale : null;
  }
  if (parts.length === 1) {
    if (unit(parts[0]) >= 0) return unit(parts[0]);
    return ten(parts[0]) >= 0 ? 20 + 10 * ten(parts[0]) : null;
  }
  const u = unit(parts[1]);
  return parts.length === 2 && ten(parts[0]) >= 0 && u > 0 && u < 10
    ? 20 + 10 * ten(parts[0]) + u
    : null;
}

/** How many words a number said in words before `at` takes, up to two ("twenty five"). */
function numberBefore(ws: readonly string[], at: number): number {
  for (const n of [2, 1]) {
    if (at - n >= 0 && saidNumber(ws.slice(at - n, at).map((w) => w.toLowerCase())) !== null) {
      return n;
    }
  }
  return 0;
}

/**
 * The text with an amount said in words written as digits: "twelve euros eighty" is "12.80
 * euros", "twenty quid" is "20 quid", "five pounds fifty" is "5.50 pounds"; a number said in
 * words is read only next to a currency word.
 */
export function spokenAmounts(text: string): string {
  const ws = text.split(" ");
  for (let i = 1; i < ws.length; i++) {
    const word = ws[i]!.toLowerCase();
    // "two pounds of apples": a weight, never an amount.
    if (!ownEntry(CURRENCY_WORDS, word) || word.length < 3 || ws[i + 1] === "of") continue;
    const n = numberBefore(ws, i);
    if (n === 0) continue;
    const whole = saidNumber(ws.slice(i - n, i).map((w) => w.toLowerCase()))!;
    const next = ws.slice(i + 1, i + 3).map((w) => w.toLowerCase());
    const cents = [2, 1].map((k) => ({ k, v: saidNumber(next.slice(0, k)) }))
      .find((x) => x.k <= next.length && x.v !== null && x.v > 0);
    const amount = cents ? `${whole}.${String(cents.v).padStart(2, "0")}` : `${whole}`;
    if (whole === 0 && !cents) continue;
    const out = [...ws.slice(0, i - n), amount, ws[i]!, ...ws.slice(i + 1 + (cents?.k ?? 0))];
    return spokenAmounts(out.join(" "));
  }
  return text;
}

/** Words an amount said in words without its currency follows: "expense twenty three fifty …". */
const PRICE_LEADS = new Set(["expense", "exp", "spent", "paid", "expensed"]);
/** Words it is followed by: what it was for ("… fifty for stationery"). */
const PRICE_TAILS = new Set(["for", "on"]);

/**
 * The text with an amount said in words, with no currency, written as digits where it can be
 * read only one way: after "expense" or "spent" and before "for" or "on", a number ("spent forty
 * on lunch") or a number and its cents from ten up ("expense twenty three fifty for stationery"
 * is 23.50); "twenty three five" (two ways, or cents under ten) is left as said.
 */
export function spokenPrice(text: string): string {
  const ws = text.split(" ");
  for (let i = 0; i < ws.length; i++) {
    if (!PRICE_LEADS.has(ws[i]!.toLowerCase())) continue;
    let end = i + 1;
    while (end < ws.length && end - i <= 4 && saidNumber([ws[end]!.toLowerCase()]) !== null) end++;
    const run = ws.slice(i + 1, end).map((w) => w.toLowerCase());
    if (run.length === 0 || !PRICE_TAILS.has(ws[end]?.toLowerCase() ?? "")) continue;
    const whole = saidNumber(run);
    const reads = run.slice(1).map((_, k) => ({
      whole: saidNumber(run.slice(0, k + 1)),
      cents: saidNumber(run.slice(k + 1)),
    })).filter((r) => r.whole !== null && r.whole > 0 && r.cents !== null && r.cents >= 10);
    const read = whole !== null && whole > 0
      ? (reads.length === 0 ? `${whole}` : null)
      : reads.length === 1
      ? `${reads[0]!.whole}.${reads[0]!.cents}`
      : null;
    if (read) return [...ws.slice(0, i + 1), read, ...ws.slice(end)].join(" ");
  }
  return text;
}
