/**
 * Amounts of money said in words: "twelve euros eighty", "twenty quid", "expense twenty three
 * fifty for stationery", and the amounts said by a name ("a tenner", "half a grand"), each written
 * as digits for the reader of amounts (`_tool_text_money.ts`).
 * @module
 */
import { ownEntry } from "../../text/normalize.ts";
import { CAPITAL_ONLY, CURRENCY_WORDS, currencyForZone } from "./_tool_text_money_words.ts";
import { digitsOnly, marksApart } from "./_tokens.ts";
import { COUNTRIES, type CountryZones, inCountry } from "./_zone_countries.ts";

/** Numbers said in words up to 99, and the tens: "twelve", "eighty", "twenty five". */
const SAID_UNITS: readonly string[] = (
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen " +
  "fifteen sixteen seventeen eighteen nineteen"
).split(" ");
const SAID_TENS: readonly string[] = "twenty thirty forty fifty sixty seventy eighty ninety"
  .split(" ");

/** Hundreds and thousands said after a unit or "a": "two hundred", "a thousand". */
const SAID_SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000 };

/** What the word before a word of a number said was, to tell the words that may follow it. */
type Said = "none" | "unit" | "teen" | "ten" | "hundred" | "thousand";

/**
 * The number some words say, or null: "twenty five", "forty-two", "twelve", "two hundred", "one
 * thousand two hundred", "two hundred and fifty", "twelve hundred", "a thousand"; words that no
 * number is said in ("five twenty", "twenty twenty") are none.
 */
function saidNumber(ws: readonly string[]): number | null {
  const parts = ws.flatMap((w) => w.split("-"));
  let total = 0;
  let current = 0;
  let last: Said = "none";
  const afresh = () => last === "none" || last === "hundred" || last === "thousand";
  for (const w of parts) {
    const unit = SAID_UNITS.indexOf(w);
    const ten = SAID_TENS.indexOf(w);
    const scale = ownEntry(SAID_SCALES, w);
    if (w === "and" && (last === "hundred" || last === "thousand")) continue;
    if (w === "a" && last === "none") {
      current = 1;
      last = "unit";
    } else if (unit >= 0 && (afresh() || (last === "ten" && unit > 0 && unit < 10))) {
      current += unit;
      last = unit < 10 ? "unit" : "teen";
    } else if (ten >= 0 && afresh()) {
      current += 20 + 10 * ten;
      last = "ten";
    } else if (scale === 100 && current > 0 && current < 100 && last !== "hundred") {
      current *= 100;
      last = "hundred";
    } else if (scale === 1000 && total + current > 0 && last !== "thousand") {
      total = (total + current) * 1000;
      current = 0;
      last = "thousand";
    } else return null;
  }
  // "a" alone says no number ("a euro"): only before a scale ("a thousand").
  return last === "none" || (parts.length === 1 && parts[0] === "a") ? null : total + current;
}

/** The most words a number said in words takes ("one thousand two hundred and fifty"). */
const MOST_NUMBER_WORDS = 7;

/** How many words a number said in words before `at` takes, the most that say one. */
function numberBefore(ws: readonly string[], at: number): number {
  for (let n = Math.min(at, MOST_NUMBER_WORDS); n >= 1; n--) {
    if (saidNumber(ws.slice(at - n, at).map((w) => w.toLowerCase())) !== null) return n;
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

/**
 * The text with a sign of letters written with its dot before an amount ("Rs. 4,500", "Rp. 50.000")
 * written without it, as the reader of amounts takes it, so no sentence is cut at the dot.
 */
export function signsWithoutDot(text: string): string {
  if (!text.includes(". ")) return text;
  const ws = text.split(" ");
  return ws.map((w, i) => {
    const sign = w.slice(0, -1);
    const dotted = w.endsWith(".") && CAPITAL_ONLY.has(sign.toLowerCase()) &&
      sign !== sign.toLowerCase();
    return dotted && digitsOnly(ws[i + 1]?.charAt(0) ?? "") ? sign : w;
  }).join(" ");
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

/**
 * Notes said by their name ("a tenner", "a fiver", "a score"): the amount, in pounds unless the
 * user's place says them of its own money (`NOTES_OWN`).
 */
const NOTES: Readonly<Record<string, number>> = { tenner: 10, fiver: 5, score: 20 };
/** The countries whose people say "a tenner" of their own money. */
const NOTES_OWN: readonly CountryZones[] = [COUNTRIES.IE, COUNTRIES.AU, COUNTRIES.NZ];
/**
 * A count of money said by its name, after a number or "a": "two grand", "1.2 grand", "a grand",
 * "3 lakh" (a hundred thousand), "2 crore" (ten million); "25 lucas" (thousands of pesos) only where
 * the peso is the user's money, as "Lucas" is also a name.
 */
const COUNTED: Readonly<Record<string, { times: number; own?: string }>> = {
  grand: { times: 1000 },
  grands: { times: 1000 },
  lakh: { times: 100_000 },
  lakhs: { times: 100_000 },
  crore: { times: 10_000_000 },
  crores: { times: 10_000_000 },
  luca: { times: 1000, own: "CLP" },
  lucas: { times: 1000, own: "CLP" },
};
/**
 * Words an amount said by a name is followed by ("a grand for the booth", "a tenner down"), or
 * the end: "a grand hotel", "a grand total", "a score of people" name none.
 */
const AFTER_NAMED = new Set(
  "for on to at in into towards toward down up off last yesterday today this that".split(" "),
);
/** Parts of a thousand said before "a grand": "half a grand". */
const PARTS_OF: Readonly<Record<string, number>> = { half: 0.5, quarter: 0.25 };

/** An amount said by a name: the words it takes, its number and the words it is said as. */
interface Named {
  from: number;
  to: number;
  amount: number;
  said: string[];
}

/** The first amount said by a name in words `ws` ("a tenner", "half a grand"), or null. */
function firstNamed(ws: readonly string[], zone: string): Named | null {
  for (let i = 1; i < ws.length; i++) {
    // "a tenner,", "half a grand.": what ends the word stays after the amount.
    const word = unpunctuated(ws[i]!.toLowerCase());
    const mark = ws[i]!.slice(word.length);
    const before = ws[i - 1]!.toLowerCase();
    const next = mark === "" ? ws[i + 1]?.toLowerCase() : undefined;
    if (next !== undefined && !AFTER_NAMED.has(next)) continue;
    const note = ownEntry(NOTES, word);
    if (note !== undefined && before === "a") {
      const own = NOTES_OWN.some((country) => inCountry(zone, country));
      const currency = (own ? currencyForZone(zone) : "quid") + mark;
      return { from: i - 1, to: i + 1, amount: note, said: [String(note), currency] };
    }
    const counted = ownEntry(COUNTED, word);
    if (!counted || (counted.own !== undefined && currencyForZone(zone) !== counted.own)) continue;
    const part = i >= 2 && before === "a"
      ? ownEntry(PARTS_OF, ws[i - 2]!.toLowerCase())
      : undefined;
    // "1.2 grand", "two grand", "a grand".
    const digits = before !== "" && before.charAt(0) >= "0" && before.charAt(0) <= "9"
      ? Number(before)
      : NaN;
    const n = part ??
      (before === "a" ? 1 : Number.isFinite(digits) ? digits : saidNumber([before]));
    if (n === null || !(n > 0)) continue;
    const amount = Math.round(n * counted.times * 100) / 100;
    return { from: part !== undefined ? i - 2 : i - 1, to: i + 1, amount, said: [amount + mark] };
  }
  return null;
}

/**
 * The text with amounts said by a name written as digits: "a tenner" is "10 quid" (in Dublin "10
 * EUR"), "half a grand" is "500", "two grand" and "2 grand" are "2000", "3 lakh" "300000"; a note's name is read only
 * after "a", and either only before the end or a word that may follow an amount ("a grand hotel",
 * "a score of people" are none).
 */
export function namedAmounts(text: string, zone = "Europe/London"): string {
  let ws = text.split(" ");
  for (let n = firstNamed(ws, zone); n !== null; n = firstNamed(ws, zone)) {
    ws = [...ws.slice(0, n.from), ...n.said, ...ws.slice(n.to)];
  }
  return ws.join(" ");
}

/**
 * The amounts said by a name in a text ("under half a grand" says 500), with the words said.
 * @param zone the user's time zone, whose money some names count ("25 lucas" in Santiago)
 */
export function amountsByName(text: string, zone = "UTC"): { text: string; amount: number }[] {
  const out: { text: string; amount: number }[] = [];
  let ws = text.split(" ");
  for (let n = firstNamed(ws, zone); n !== null; n = firstNamed(ws, zone)) {
    out.push({ text: ws.slice(n.from, n.to).join(" "), amount: n.amount });
    ws = [...ws.slice(0, n.from), ...n.said, ...ws.slice(n.to)];
  }
  return out;
}

/** A word without the signs that end it ("tenner," is "tenner"). */
function unpunctuated(word: string): string {
  return marksApart(word)[0];
}

/** Words a price to be told at is said after: "drops below one fifty", "under a hundred". */
const PRICE_LEAD = new Set(["below", "under", "than", "beneath", "hits", "reaches", "to", "at"]);

/**
 * A price said in words after a word that leads one ("tell me if it drops below one fifty"), as
 * said from its lead to its last number word, or null: an amount said, maybe not read.
 */
export function priceInWords(text: string): string | null {
  const ws = text.toLowerCase().split(" ").map((w) => w.replace(",", "").replace("?", ""));
  const said = (w: string | undefined) =>
    SAID_UNITS.includes(w ?? "") || SAID_TENS.includes(w ?? "");
  const at = ws.findIndex((w, i) => PRICE_LEAD.has(w) && said(ws[i + 1]));
  if (at < 0) return null;
  let end = at + 1;
  while (said(ws[end]) || ws[end] === "hundred" || ws[end] === "and") end++;
  return ws.slice(at, end).join(" ");
}

/**
 * The text with a number said in words right after one of `after` written as digits: "drops below
 * a hundred and twenty" is "drops below 120", "a target of ninety nine" "a target of 99" (the
 * longest run of words that says a number; "a" alone says none, and a number under ten, "when the
 * kids get to three", is no price).
 */
export function numbersSaidAfter(text: string, after: ReadonlySet<string>): string {
  const ws = text.split(" ");
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    out.push(ws[i]!);
    if (!after.has(ws[i]!.toLowerCase())) continue;
    for (let n = Math.min(MOST_NUMBER_WORDS, ws.length - i - 1); n >= 1; n--) {
      const said = ws.slice(i + 1, i + 1 + n).map((w) => w.toLowerCase());
      const value = saidNumber(said);
      if (value === null || value < 10) continue;
      out.push(String(value));
      i += n;
      break;
    }
  }
  return out.join(" ");
}
