/**
 * Money of the expense tools: ISO 4217 currencies known to the runtime, and amounts as exact
 * decimal strings ("12.50"), never floating point.
 * @module
 */
import { ToolError } from "../types.ts";

const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));

/** How many decimals a currency uses: 2 for EUR, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;
}

/**
 * The currency code, once it is known to be an ISO 4217 currency.
 * @throws {ToolError} for an unknown code
 */
export function checkCurrency(code: string): string {
  if (!CURRENCIES.has(code)) {
    throw new ToolError(
      `Unknown currency "${code}": use an ISO 4217 code in capitals such as EUR, USD or GBP`,
    );
  }
  return code;
}

/**
 * The amount as an exact decimal string with two decimals ("12.50").
 * @throws {ToolError} when it is not above zero, has more than 2 decimals, or has decimals in a
 *   currency without them (JPY)
 */
export function toAmount(amount: number, currency: string): string {
  const text = String(amount);
  if (!(amount > 0)) {
    throw new ToolError(`The amount ${text} is not above zero: give what was spent, such as 12.50`);
  }
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) {
    throw new ToolError(`The amount ${text} has more than 2 decimals: round it to the cent`);
  }
  const cents = (m[2] ?? "").padEnd(2, "0");
  if (cents !== "00" && currencyDigits(currency) === 0) {
    throw new ToolError(
      `The amount ${text} has decimals, which ${currency} does not use: give a whole amount`,
    );
  }
  return `${m[1]}.${cents}`;
}

/** "€12.50", "¥1,500": an exact decimal string in its currency. */
export function formatMoney(amount: string, currency: string): string {
  // Intl formats a decimal string exactly, without going through a float.
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(
    amount as `${number}`,
  );
}
