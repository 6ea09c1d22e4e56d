/**
 * The currencies of money as said, as data: the signs written before an amount ("CA$", "RM",
 * "₱"), the words said after it ("euros", "ringgit"), the ISO 4217 codes, the dollars said by their
 * country, and the currency a time zone's people usually mean. Read by `_tool_text_money.ts`.
 * @module
 */
import { ownEntry } from "../../text/normalize.ts";
import { escapeRegExp } from "./groups/_words.ts";
import { currencyForZone, ZONE_CURRENCY } from "./_zone_currencies.ts";

export { currencyForZone };

/**
 * The ISO 4217 codes read as a currency, before or after an amount ("USD 40", "40 TTD"); every
 * currency this module gives is one of them.
 */
export const CODES: readonly string[] = (
  "EUR USD GBP JPY CHF CAD AUD NZD SEK NOK DKK ISK PLN CZK HUF RON BGN UAH INR PKR LKR BDT NPR " +
  "CNY HKD TWD SGD MXN BRL ZAR TRY KRW ILS AED SAR QAR KWD EGP MAD THB IDR MYR PHP VND ARS CLP " +
  "COP PEN NGN KES GHS UGX TZS TTD JMD BBD XCD " +
  // Every currency a time zone is read as (`_zone_currencies.ts`) is a code too.
  ZONE_CURRENCY.map((row) => row.code).join(" ")
).split(" ").filter((code, i, all) => all.indexOf(code) === i);

/**
 * The signs written before an amount, lower-cased ("CA$42", "RM 18", "₱500"); a sign of letters
 * alone only before it ("R210", "kr 300"), and some only capitalised (`CAPITAL_ONLY`).
 */
export const SIGNS: Readonly<Record<string, string>> = {
  "€": "EUR",
  "$": "USD",
  "us$": "USD",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "rs": "INR",
  "₨": "PKR",
  "₦": "NGN",
  "a$": "AUD",
  "au$": "AUD",
  "c$": "CAD",
  "ca$": "CAD",
  "nz$": "NZD",
  "hk$": "HKD",
  "s$": "SGD",
  "sg$": "SGD",
  "nt$": "TWD",
  "r$": "BRL",
  "mx$": "MXN",
  "tt$": "TTD",
  "j$": "JMD",
  "bds$": "BBD",
  "ec$": "XCD",
  // "R1 850", "R450": the rand's sign.
  r: "ZAR",
  rm: "MYR",
  rp: "IDR",
  ksh: "KES",
  "₵": "GHS",
  "₱": "PHP",
  "฿": "THB",
  "₩": "KRW",
  "₫": "VND",
  "₺": "TRY",
  "₪": "ILS",
  "zł": "PLN",
  kr: "SEK",
};

/** Signs of letters read only when written with a capital: "R210", "RM 18"; never "r2d2", "rm 4". */
export const CAPITAL_ONLY: ReadonlySet<string> = new Set(["r", "rm", "rs", "rp", "ksh"]);

/**
 * Codes that are English words, read as a currency only in capitals: "40 TRY" is lira; "200 bob for
 * the matatu" is no boliviano, "15 for the mop and bucket" no pataca, "25 all in" no lek.
 */
export const WORD_CODES: ReadonlySet<string> = new Set(
  "try mad pen all cup bob gel mop top cop".split(" "),
);

/** The words said after an amount that name its currency ("30 quid", "200 ringgit"). */
export const CURRENCY_WORDS: Readonly<Record<string, string>> = {
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
  "zł": "PLN",
  kr: "SEK",
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
  ringgit: "MYR",
  baht: "THB",
  rupiah: "IDR",
  dirham: "AED",
  dirhams: "AED",
  shilling: "KES",
  shillings: "KES",
  cedi: "GHS",
  cedis: "GHS",
  lira: "TRY",
  // A money several countries name alike is read by the user's place (`SAID_BARE`).
  rial: "IRR",
  rials: "IRR",
  riyal: "SAR",
  riyals: "SAR",
  dinar: "KWD",
  dinars: "KWD",
  sol: "PEN",
  soles: "PEN",
  taka: "BDT",
  kyat: "MMK",
  riel: "KHR",
  tenge: "KZT",
  manat: "AZN",
  lari: "GEL",
  hryvnia: "UAH",
  hryvnias: "UAH",
  leu: "RON",
  lei: "RON",
  forint: "HUF",
  forints: "HUF",
  koruna: "CZK",
  korunas: "CZK",
  lev: "BGN",
  leva: "BGN",
  denar: "MKD",
  denari: "MKD",
  birr: "ETB",
  kwacha: "ZMW",
  pula: "BWP",
  quetzal: "GTQ",
  quetzales: "GTQ",
  colones: "CRC",
  lempira: "HNL",
  lempiras: "HNL",
  cordobas: "NIO",
  "córdobas": "NIO",
  guaranies: "PYG",
  "guaraníes": "PYG",
  boliviano: "BOB",
  bolivianos: "BOB",
  "bolívares": "VES",
  bolivares: "VES",
  rufiyaa: "MVR",
  ruble: "RUB",
  rubles: "RUB",
  rouble: "RUB",
  roubles: "RUB",
  afghani: "AFN",
  afghanis: "AFN",
  tugrik: "MNT",
  lek: "ALL",
  shekel: "ILS",
  shekels: "ILS",
  dong: "VND",
};

/**
 * A money that several countries name alike, said bare: a dollar ("$", "bucks"), a krone ("kr"),
 * a rupee ("Rs", "rupees"), a peso, a shilling: the one of the user's place, else the first.
 */
const SAID_BARE: Readonly<Record<string, readonly string[]>> = {
  "$": [
    "USD",
    "CAD",
    "AUD",
    "NZD",
    "SGD",
    "HKD",
    "TTD",
    "JMD",
    "BBD",
    "TWD",
    "XCD",
    // The peso's sign is "$" where it is the money: Mexico, Chile, Colombia, Argentina.
    "MXN",
    "CLP",
    "COP",
    "ARS",
  ],
  kr: ["SEK", "NOK", "DKK", "ISK"],
  rupee: ["INR", "PKR", "LKR", "NPR", "MUR", "SCR"],
  peso: ["MXN", "CLP", "COP", "ARS", "PHP", "DOP", "CUP", "UYU"],
  shilling: ["KES", "UGX", "TZS"],
  pound: ["GBP", "EGP", "LBP", "SDG"],
  franc: ["CHF", "XOF", "XAF", "RWF", "XPF"],
  rial: ["IRR", "OMR", "YER", "SAR", "QAR"],
  riyal: ["SAR", "QAR", "OMR", "YER", "IRR"],
  dinar: ["KWD", "BHD", "JOD", "IQD", "TND", "DZD", "LYD", "RSD"],
};
/** The words said bare for each, by the sign they are read as. */
const BARE_WORDS: Readonly<Record<string, string>> = {
  "$": "$",
  dollar: "$",
  dollars: "$",
  buck: "$",
  bucks: "$",
  kr: "kr",
  krone: "kr",
  kroner: "kr",
  rs: "rupee",
  "₨": "rupee",
  rupee: "rupee",
  rupees: "rupee",
  peso: "peso",
  pesos: "peso",
  shilling: "shilling",
  shillings: "shilling",
  pound: "pound",
  pounds: "pound",
  franc: "franc",
  francs: "franc",
  rial: "rial",
  rials: "rial",
  riyal: "riyal",
  riyals: "riyal",
  dinar: "dinar",
  dinars: "dinar",
};

/** True when a word names a dollar or a krone said bare ("$", "bucks", "kr"). */
export function saidBare(word: string): boolean {
  return ownEntry(BARE_WORDS, word.toLowerCase()) !== undefined;
}

/**
 * The currency a sign or word said bare ("$", "bucks", "kr") means in a time zone: the zone's own
 * when it is one of them, else the first (the US dollar, the Swedish krona).
 */
export function bareFor(word: string, zone: string): string | null {
  const sign = ownEntry(BARE_WORDS, word.toLowerCase());
  const family = sign === undefined ? undefined : ownEntry(SAID_BARE, sign);
  if (!family) return null;
  const own = currencyForZone(zone);
  return family.includes(own) ? own : family[0]!;
}

/**
 * Alternatives of a regex source for each of `forms`, longest first; a form starting with a letter
 * starts a word when `bounded` ("RM 18", never "farm 18").
 */
function alternatives(forms: readonly string[], bounded: boolean): string {
  return [...forms].sort((a, b) => b.length - a.length).map((f) =>
    bounded && isLetter(f.charAt(0)) ? `\\b${escapeRegExp(f)}` : escapeRegExp(f)
  ).join("|");
}

/** True when a sign is written in letters alone ("R", "RM", "kr"). */
export function lettersOnly(sign: string): boolean {
  return sign !== "" && [...sign].every(isLetter);
}

/** True when a character is a letter: it has a case ("R", "ł"). */
function isLetter(ch: string): boolean {
  return ch.toLowerCase() !== ch.toUpperCase();
}

/** The signs said before an amount ("S$", "C$", "€", "RM"), as a regex source. */
export const SYMBOL = `(?:${alternatives(Object.keys(SIGNS), true)})`;
/** The signs that may follow an amount too ("40€", "40 $"): none of letters alone. */
export const SIGN_AFTER = `(?:${
  alternatives(Object.keys(SIGNS).filter((s) => !lettersOnly(s)), false)
})`;
/** The words and codes that name a currency after an amount, as a regex source ("rupees", "quid"). */
export const CURRENCY_WORD = `(?:${
  alternatives([...CODES, ...Object.keys(CURRENCY_WORDS)], false)
})`;

/** The dollars said by their country ("US dollars", "kiwi", "Aussie dollars"). */
export const DOLLAR_OF: Readonly<Record<string, string>> = {
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
  trini: "TTD",
  jamaican: "JMD",
  taiwan: "TWD",
};
