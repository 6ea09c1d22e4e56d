/**
 * The price a watch waits for, in what people write: "under 30 EUR", "below $50", "drops to
 * 99.99", "300 max", "£90 or less", "I'd buy it at 120". Read by `_tool_prices.ts`.
 * @module
 */
import { CURRENCY_WORD, findMoney, firstAmount, SYMBOL } from "./_tool_text_money.ts";
import { oneOf, type Row, template } from "./_templates.ts";

/**
 * An amount as said after a price word: "30 EUR", "€ 50", "99.99", its code or the rand's sign
 * before it ("NZD 199", "R450"; read by `findMoney`, which takes a rand's sign capitalised only), a
 * dollar's country letters ("S$600", "C$90", the signs of `SYMBOL`) and, after a sign, thousands
 * spaced ("R19 999").
 */
export const AMOUNT = String
  .raw`(?:(?:${SYMBOL}|r)\s?\d{1,3}(?:[ \u00A0]\d{3})+(?!\d)|(?:${SYMBOL}|r|${CURRENCY_WORD})?\s?\d[\d.,]*(?:\s?[a-zA-Z€$£]{1,7})?)`;

/** An amount right after a price word, spaces or not: "under30", "below $50". */
const SPACED = String.raw`\s*(?:${AMOUNT})`;

/** The words that set a price to wait for before its amount: "under", "drops to", "target of". */
const BELOW = oneOf([
  "under/below/less_than/cheaper_than/lower_than/beneath/at_or_below/at_most/no_more_than/max/maximum/max_of/maximum_of/comes_down_to/down_to/hits/reaches/for/to/</<=",
  "drop(s)/fall(s)/dip(s)/gets to/below/under",
  "goes down_to/under/below",
  "target [price] [of/is/at]",
  "target:/target_price:",
]);

/** "I'd buy it at 120", "I would pay 15 for": the price the user would pay is the target. */
export const WOULD_PAY: Row = {
  row: "i/we would/will/could/might [happily/gladly/only] buy/pay/get/take/grab/order",
};

/** A price word and its amount, anywhere: slot 2 the amount. */
const PRICE_SAID = template("[{x}] {below}{p:spaced} …", { below: BELOW, spaced: SPACED });
/** An amount said as the most to pay, anywhere: "300 max", "£90 or less"; slot 2 the amount. */
const MOST_SAID = template("[{x}] {p:spaced} max/maximum/tops/at_most/or_less/or_under …", {
  spaced: SPACED,
});
/** The price the user would pay, anywhere: slot 3 the amount. */
const WOULD_PAY_SAID = template("[{x}] {wouldPay} [{y}] [at/for] {p:spaced} …", {
  wouldPay: WOULD_PAY,
  spaced: SPACED,
});

/** A price read from what was said as one, when it may be a target: above nothing, at most 1e9. */
function priceOf(said: string): number | null {
  const money = findMoney(said)[0] ?? firstAmount(said);
  return money && money.amount > 0 && money.amount <= 1e9 ? money.amount : null;
}

/** The target price a text sets ("under 30 EUR", "below $50", "drops to 99.99"). */
export function targetPrice(text: string): number | null {
  for (let rest = text.trim(); rest !== "";) {
    const m = PRICE_SAID.exec(rest);
    if (!m) return null;
    const price = priceOf(m[2] ?? "");
    if (price !== null) return price;
    rest = (m[3] ?? "").trim();
  }
  return null;
}

/** The price in "300 max", "£90 or less", or null. */
export function mostPaid(text: string): number | null {
  const m = MOST_SAID.exec(text.trim());
  return m ? priceOf(m[2] ?? "") : null;
}

/** The price in "I'd buy it at 120" / "I would pay 15 for ...", or null. */
export function wouldPay(text: string): number | null {
  const m = WOULD_PAY_SAID.exec(text.trim());
  return m ? priceOf(m[3] ?? "") : null;
}
