/**
 * Recognises a question about this month's spending: "how much have I spent this month",
 * "what's my spend", "how much did I spend".
 */
export function isSpendQuestion(text: string): boolean {
  const t = text.toLowerCase().replace(/[’']/g, "'").replace(/[^\p{L}\p{N}'\s]/gu, " ")
    .replace(/\s+/g, " ").trim();
  if (t.length > 120) return false;
  return /^(?:how much (?:have|did|do) i (?:spent|spend)|how much (?:have i|i've|i have) spent|what(?:'s| is| was) my (?:spend|spending|usage cost|api spend)|show (?:me )?my spend(?:ing)?|my spend(?:ing)?)(?: so far)?(?: (?:this|the) month)?(?: so far)?(?: on (?:the )?(?:api|assistant))?(?: so far)?$/
    .test(t);
}

/** This month's spend as the gateway reports it. */
export interface SpendReport {
  month: string;
  spent_usd: number;
  cap_usd: number;
  calls: number;
}

function usd(n: number): string {
  return `$${n.toFixed(n >= 1 || n === 0 ? 2 : 4)}`;
}

/** The chat's answer about this month's spend. */
export function spendReply(s: SpendReport): string {
  const calls = `${s.calls} API ${s.calls === 1 ? "call" : "calls"}`;
  const head = `In ${s.month} (UTC) you have spent ${usd(s.spent_usd)} of your ${
    usd(s.cap_usd)
  } monthly cap, over ${calls}.`;
  return s.spent_usd >= s.cap_usd
    ? `${head} The cap is reached: API calls are refused until the 1st of next month (UTC).`
    : head;
}
