/**
 * An amount or a number put right as it is said: "the client dinner was 132, no wait, 213 euros",
 * "set the headphones target to 250, actually 270". The request before ends with the number put
 * right; it is read with the one said after in its place.
 * @module
 */
import { CODES, CURRENCY_WORDS, SIGNS } from "./_tool_text_money_words.ts";
import { digitsOnly } from "./_tokens.ts";

/** Words an amount put right may be said after: "make it 270", "it's 213 euros". */
const LEADS = ["make it", "make that", "it's", "it is", "its", "i mean", "i meant"];

/** True when a word is a number written in figures: "270", "12.50", "1,200". */
function figures(word: string): boolean {
  const parts = word.split(".");
  if (parts.length > 2 || parts.some((p) => p === "")) return false;
  return parts.every((p, i) => digitsOnly(i === 0 ? p.split(",").join("") : p));
}

/** The sign written before an amount ("€213", "£ 40"), or "" when none is. */
function signOf(word: string): string {
  const lower = word.toLowerCase();
  // Signs of letters ("R210", "kr 300") are left: "r" or "kr" may begin any word.
  return Object.keys(SIGNS).filter((s) =>
    [...s].every((ch) => ch.toLowerCase() === ch.toUpperCase())
  )
    .find((s) => lower.startsWith(s)) ?? "";
}

/** True when a word names a currency said after an amount: "euros", "quid", "EUR". */
function currencyWord(word: string): boolean {
  return word.toLowerCase() in CURRENCY_WORDS || CODES.includes(word);
}

/**
 * An amount said alone, split into its sign, figures and currency word ("€213" is "€", "213",
 * ""; "213 euros" is "", "213", "euros"), or null for any other thing ("7 people", "0412 345").
 */
export function amountOf(text: string): { sign: string; figures: string; unit: string } | null {
  let said = text.trim();
  while (said.endsWith(".") || said.endsWith("!")) said = said.slice(0, -1).trimEnd();
  const lower = said.toLowerCase();
  const lead = LEADS.find((l) => lower.startsWith(`${l} `));
  if (lead) said = said.slice(lead.length).trim();
  const sign = signOf(said);
  const ws = said.slice(sign.length).trim().split(" ").filter((w) => w !== "");
  if (ws.length === 0 || ws.length > 2 || !figures(ws[0]!)) return null;
  if (ws.length === 2 && (sign !== "" || !currencyWord(ws[1]!))) return null;
  return { sign, figures: ws[0]!, unit: ws[1] ?? "" };
}

/**
 * `before` with the amount it ends with ("… was 132", "… to €250", "… 132 euros") replaced by the
 * one `after` says alone, its sign or currency kept when `after` says none; else null. A number
 * said after another ("0412 345 678") is part of a longer one, never put right alone.
 */
export function amountSaid(before: string, after: string): string | null {
  const right = amountOf(after);
  if (!right) return null;
  const ws = before.trimEnd().split(" ");
  let at = ws.length - 1;
  if (at > 0 && currencyWord(ws[at]!) && amountOf(ws[at - 1]!)) at--;
  const wrong = amountOf(ws[at]!);
  if (!wrong || at === 0 || amountOf(ws[at - 1]!) !== null) return null;
  const saysUnit = right.sign !== "" || right.unit !== "";
  const sign = saysUnit ? right.sign : wrong.sign;
  const unit = saysUnit ? right.unit : ws.slice(at + 1).join(" ");
  const said = `${sign}${right.figures}${unit === "" ? "" : ` ${unit}`}`;
  return [...ws.slice(0, at), said].join(" ");
}
