const PLAIN = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });

/** An amount as the user reads it: "€1,299.00", or "1,299.5" when the currency is unknown. */
export function formatMoney(amount: number, currency: string | null): string {
  if (currency !== null && /^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount);
    } catch {
      return `${PLAIN.format(amount)} ${currency}`;
    }
  }
  return PLAIN.format(amount);
}
