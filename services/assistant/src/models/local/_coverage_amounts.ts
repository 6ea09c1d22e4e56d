/**
 * Precision first, for money: every amount a message says must be held by a call that takes one
 * ("I paid 60 for the plumber and 15 for parts" read as the plumber alone is not read whole).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { amountsByName, findMoney, namedAmounts, readNumber } from "./_tool_text_money.ts";
import { priceInWords } from "./_tool_text_money_said.ts";
import { paidForAll } from "./_expenses_each.ts";

/** Slots holding an amount of money. */
export const AMOUNT_SLOTS = ["amount", "target_price"];

/**
 * A bare amount joined to another ("… and 15 for parts", ", 20 on parking") or said after a verb
 * of paying ("record 23.40 with them").
 */
const JOINED_AMOUNT =
  /(?:(?:\band|\bplus|,)\s+(\d+(?:[.,]\d{1,2})?)\s+(?:on|for)\s+\p{L}|\b(?:record|log|spent|paid|claim|expense)\s+(\d+(?:[.,]\d{1,2})?)\b(?![.,:]?\d|\s*(?:am|pm|h|%|grand)))/giu;

/**
 * The amounts of money a message says that no call holds, as a number or in its words.
 * @param zone the user's time zone, whose money some amounts are said in ("25 lucas")
 */
export function unreadAmounts(said: string, calls: readonly ToolCall[], zone?: string): string[] {
  // "2 tickets at £12 each": the amount said is the one paid for all of them (`paidForAll`).
  const text = paidForAll(said) ?? said;
  const held = calls.flatMap((c) =>
    AMOUNT_SLOTS.map((k) => c.input[k]).filter((v): v is number => typeof v === "number")
  );
  const putRight = held.length > 0;
  // An amount said inside a text the user wrote ("pay the 300 euros rent") is held by it.
  const inText = JSON.stringify(calls.map((c) => c.input));
  for (const m of inText.matchAll(/\d+(?:[.,]\d{1,2})?/gu)) held.push(readNumber(m[0]));
  // "… quoted R4 500 for the geyser" kept in a note: the amount as its text writes it (a call
  // that holds an amount of its own holds no other in its words: "R1 100 for diesel" is debris).
  for (const c of calls.filter((c) => !AMOUNT_SLOTS.some((k) => k in c.input))) {
    held.push(...findMoney(JSON.stringify(c.input), zone).map((m) => m.amount));
  }
  const amounts = [
    // "under half a grand", "a tenner": an amount said by a name.
    ...amountsByName(text, zone),
    // "… was actually R210 not R120": the amount corrected away, beside the one a call holds.
    ...findMoney(text).filter((m) => !(putRight && correctedAway(text.slice(0, m.index))))
      .map((m) => ({ text: text.slice(m.index, m.end), amount: m.amount })),
    // "tell me if e reach 450k": thousands said bare are an amount, unless a text holds them as
    // said ("the 5k run").
    ...thousandsBare(text).filter((w) => !inText.toLowerCase().includes(w.text.toLowerCase())),
    // "spent 25 lucas on it": said by a name, the amount is its number.
    ...[...namedAmounts(text, zone).matchAll(JOINED_AMOUNT)].map((m) => ({
      text: m[0].trim(),
      amount: readNumber(m[1] ?? m[2] ?? ""),
    })),
  ];
  // "… and tell me if it drops below one fifty": a price said in words that reads as no number
  // (150, or 1.50?) beside a watch without its target is never left out of it.
  const untargeted = calls.some((c) =>
    c.name === "price_watches_start" && !("target_price" in c.input)
  );
  const inWords = untargeted ? priceInWords(text) : null;
  if (inWords !== null) return [inWords];
  // "remind me … to carry the KSh 2,500 for …": an amount a text holds as written is held (not
  // in a call holding an amount of its own: "R1 100 for diesel" in an expense's words is debris).
  const written = JSON.stringify(
    calls.filter((c) => !AMOUNT_SLOTS.some((k) => k in c.input)).map((c) => c.input),
  ).toLowerCase();
  return amounts.filter((a) =>
    !held.some((h) => Math.abs(h - a.amount) < 0.005) && !written.includes(a.text.toLowerCase())
  ).map((a) => a.text);
}

/** Words saying the amount after them is corrected away: "not R120", "rather than €30". */
const AWAY = ["not", "not the", "rather than", "instead of"];

/** True when what is said before an amount ends by correcting it away. */
function correctedAway(before: string): boolean {
  const said = ` ${before.trimEnd().toLowerCase()}`;
  return AWAY.some((w) => said.endsWith(` ${w}`));
}

/** Thousands said bare with their "k" ("450k", "1.5k"), each with its number. */
function thousandsBare(text: string): { text: string; amount: number }[] {
  return text.split(" ").map((raw) => {
    let w = raw;
    while (w.length > 0 && ",.;:!?)".includes(w.charAt(w.length - 1))) w = w.slice(0, -1);
    const n = w.slice(0, -1);
    const number = w.toLowerCase().endsWith("k") && n.length > 0 &&
      [...n].every((c) => "0123456789.,".includes(c)) && "0123456789".includes(n.charAt(0));
    return number ? { text: w, amount: readNumber(n) * 1000 } : null;
  }).filter((a): a is { text: string; amount: number } => a !== null && !Number.isNaN(a.amount));
}
