/**
 * An expense said as a count and a price each ("2 printer cartridges at 18.99 each", "2 tickets
 * at £12 each", "3 x 4.50 on coffees"): the amount paid is the count times the price, said as
 * such ("37.98 for 2 printer cartridges"). An amount said "each" whose count cannot be read is no
 * amount paid: the expense is not read, never recorded at the price of one. Pure.
 * @module
 */
import { readNumber } from "./_tool_text_money.ts";
import { marksApart } from "./_tokens.ts";

/** Words said after a price of one: "18.99 each", "£3 apiece". */
const EACH = new Set(["each", "apiece", "ea"]);
/** Words said between the things and their price: "… at 18.99 each", "… @ £3 each". */
const AT = new Set(["at", "@", "for", "-", "–"]);
/** Signs of money written on an amount: "£12", "€3.50", "12€". */
const SIGNS = "£$€¥₹₦";
/** The most things a count may say: "2 tickets", never "2026 tickets". */
const MOST = 99;

/** A word without the punctuation written after it. */
function bare(word: string): string {
  return marksApart(word)[0];
}

/** The amount a word says with its sign apart ("£12" as "£", 12), or null. */
function price(word: string): { sign: string; amount: number; after: string } | null {
  let w = bare(word);
  const sign = SIGNS.includes(w.charAt(0)) ? w.charAt(0) : "";
  if (sign) w = w.slice(1);
  const after = SIGNS.includes(w.slice(-1)) ? w.slice(-1) : "";
  if (after) w = w.slice(0, -1);
  const amount = readNumber(w);
  return Number.isFinite(amount) && amount > 0 ? { sign, amount, after } : null;
}

/** A count of things: a whole number from 2 to {@link MOST}. */
function count(word: string): number | null {
  const n = readNumber(bare(word));
  return Number.isInteger(n) && n >= 2 && n <= MOST && !bare(word).includes(".") ? n : null;
}

/** The amount written back, with its sign where it was: "£24", "37.98", "13.50€". */
function written(p: { sign: string; after: string }, amount: number): string {
  const n = Math.round(amount * 100) / 100;
  return `${p.sign}${Number.isInteger(n) ? n : n.toFixed(2)}${p.after}`;
}

/**
 * The text with a count and a price each said as the amount paid, the same text when it says
 * none, or null when it says a price each whose count it does not say.
 */
export function paidForAll(text: string): string | null {
  const ws = text.split(" ");
  // "3 x 4.50 on coffees": a count times a price.
  for (let i = 1; i + 1 < ws.length; i++) {
    if (!["x", "×"].includes(ws[i]!.toLowerCase())) continue;
    const n = count(ws[i - 1]!);
    const p = price(ws[i + 1]!);
    if (n === null || p === null) continue;
    return [...ws.slice(0, i - 1), written(p, n * p.amount), ...ws.slice(i + 2)].join(" ");
  }
  const e = ws.findIndex((w, i) => i > 0 && EACH.has(bare(w).toLowerCase()));
  if (e < 0) return text;
  const p = price(ws[e - 1]!);
  if (p === null) return text;
  // The count said before the price, and only one: "2 printer cartridges at 18.99 each".
  const counts = ws.slice(0, e - 1).flatMap((w, i) => (count(w) === null ? [] : [i]));
  if (counts.length !== 1) return null;
  const at = counts[0]!;
  let end = e - 1;
  while (end > at + 1 && AT.has(ws[end - 1]!.toLowerCase())) end--;
  const things = ws.slice(at, end).join(" ");
  const paid = written(p, count(ws[at]!)! * p.amount);
  const tail = ws[e]!.slice(bare(ws[e]!).length);
  return [...ws.slice(0, at), paid, "for", things + tail, ...ws.slice(e + 1)].join(" ");
}
