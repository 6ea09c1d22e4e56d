/**
 * Precision first, for years: a year a message says as four digits must be held by a call read from
 * it ("…, he was born in 2019").
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { slotWords } from "./_coverage.ts";
import { MONTH_WORD, valuesOf } from "./_coverage_values.ts";

/**
 * The years a message says ("…, he was born in 2019", an aside's too) that no date and no text of
 * a call holds: a day not read whole.
 */
export function unreadYears(text: string, calls: readonly ToolCall[]): string[] {
  const said = valuesOf(calls);
  const slots = slotWords(calls);
  const out: string[] = [];
  const years = yearsAt(text);
  for (const at of years) {
    const year = text.slice(at, at + 4);
    // "it was 1978 we married not 1979": the year said wrong, beside the one read, is left out.
    const wrong = text.slice(Math.max(0, at - 4), at).toLowerCase() === "not " &&
      years.some((a) => a !== at && said.includes(text.slice(a, a + 4)));
    if (wrong) continue;
    // A date's own year ("22 April 2026", "7/4/2019") is the date's, checked with its day.
    if (MONTH_WORD.test(text.slice(Math.max(0, at - 12), at))) continue;
    if ("/.-".includes(text.charAt(at - 1) || " ")) continue;
    if (!said.includes(year) && !slots.has(year)) out.push(year);
  }
  return out;
}

/** Where a message says a year from 1900 to 2099 as a word of four digits. */
function yearsAt(text: string): number[] {
  const digit = (i: number) => i >= 0 && i < text.length && "0123456789".includes(text.charAt(i));
  // A letter beside it ("A2019", "2019b") makes it no year.
  const letter = (i: number) => text.charAt(i).toLowerCase() !== text.charAt(i).toUpperCase();
  const out: number[] = [];
  for (let i = 0; i + 4 <= text.length; i++) {
    const head = text.slice(i, i + 2);
    if (
      (head === "19" || head === "20") && digit(i + 2) && digit(i + 3) && !digit(i - 1) &&
      !digit(i + 4) && !letter(i - 1) && !letter(i + 4)
    ) out.push(i);
  }
  return out;
}
