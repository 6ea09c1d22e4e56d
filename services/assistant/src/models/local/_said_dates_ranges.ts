/**
 * A range of days whose last day is said without its month, the month said with the first ("from
 * Fri 5 March to Mon 8th", "from Monday the 6th of April to Friday the 10th"), rewritten before
 * anything is read with the month said again after the last day ("… to Mon 8th March"): read as
 * said, chrono took "5 March to Mon" for a range a year behind. A weekday said before each day
 * stays, for the readers to check against the day. A last day not after the first ("5 March to
 * the 2nd") is left as said. "The day before the 20th of February" is "the 19th of February" (read
 * as said, the reminder was set on the 20th), and "the day after 3 May" is "4 May", within the month
 * said (a day before the 1st is left as said). Pure.
 * @module
 */
import { ownEntry } from "../../text/normalize.ts";
import { MONTHS, ordinalOf, ordinalWord, WEEKDAY_NAMES } from "./_dates_words.ts";
import { digitsOnly, marksApart as split } from "./_tokens.ts";

/** The words joining the two days of a range. */
const JOINERS = new Set(["to", "until", "till", "til", "through", "thru", "-", "–"]);

/** The day of the month a word written with digits says ("8th", "8"), or 0. */
function dayOf(word: string): number {
  if (!digitsOnly(word.charAt(0))) return 0;
  const n = digitsOnly(word) ? Number(word) : ordinalOf(word) ?? 0;
  return n >= 1 && n <= 31 ? n : 0;
}

/** `text` with the month of a range's first day said again after its last day. */
export function withRangeMonths(text: string): string {
  const raws = text.split(" ");
  for (let i = 0; i + 2 < raws.length; i++) {
    const [day, dayTail] = split(raws[i]!);
    const first = dayOf(day);
    if (first === 0 || dayTail !== "") continue;
    const of = raws[i + 1]?.toLowerCase() === "of" ? 1 : 0;
    const [month, monthTail] = split(raws[i + 1 + of] ?? "");
    if (ownEntry(MONTHS, month.toLowerCase()) === undefined || monthTail !== "") continue;
    let k = i + 2 + of;
    if (!JOINERS.has(raws[k]?.toLowerCase() ?? "")) continue;
    k++;
    const weekday = WEEKDAY_NAMES.has(raws[k]?.toLowerCase() ?? "");
    if (weekday) k++;
    const the = raws[k]?.toLowerCase() === "the";
    if (the) k++;
    const [last, lastTail] = split(raws[k] ?? "");
    const end = dayOf(last);
    if (end <= first) continue;
    // "5 March to the 8th of March", "to 8 April": the last day says its own month.
    const next = (raws[k + 1] ?? "").toLowerCase();
    const [nextWord] = split(next);
    if (lastTail === "" && (nextWord === "of" || ownEntry(MONTHS, nextWord) !== undefined)) {
      continue;
    }
    raws[k] = `${last} ${month}${lastTail}`;
    // "Friday the 10th" is written "Friday 10th April", as chrono reads a range's end with its
    // weekday; so is the first day's ("Monday the 6th of April").
    if (weekday && the) raws.splice(k - 1, 1);
    const before = raws[i - 1]?.toLowerCase();
    if (before === "the" && WEEKDAY_NAMES.has(raws[i - 2]?.toLowerCase() ?? "")) {
      raws.splice(i - 1, 1);
      k--;
    }
    i = k;
  }
  return raws.join(" ");
}

/** How a day is moved by the words before it: "the day before" is one back. */
const DAY_MOVED: Readonly<Record<string, number>> = { before: -1, after: 1 };

/**
 * `text` with "the day before" or "the day after" a day said with its month ("the 20th of
 * February", "3 May", "February 20") written as that day.
 */
export function withDayMoved(text: string): string {
  const raws = text.split(" ");
  const out: string[] = [];
  for (let i = 0; i < raws.length; i++) {
    const by = ownEntry(DAY_MOVED, raws[i + 1]?.toLowerCase() ?? "");
    if (raws[i]?.toLowerCase() !== "day" || by === undefined) {
      out.push(raws[i]!);
      continue;
    }
    let k = i + 2;
    if (raws[k]?.toLowerCase() === "the") k++;
    const [first, firstTail] = split(raws[k] ?? "");
    const monthFirst = ownEntry(MONTHS, first.toLowerCase()) !== undefined && firstTail === "";
    const dayAt = monthFirst ? k + 1 : k;
    const [day, dayTail] = split(raws[dayAt] ?? "");
    const n = dayOf(day);
    const of = !monthFirst && raws[dayAt + 1]?.toLowerCase() === "of" ? 1 : 0;
    const [month] = split(monthFirst ? first : raws[dayAt + 1 + of] ?? "");
    const named = monthFirst ||
      (dayTail === "" && ownEntry(MONTHS, month.toLowerCase()) !== undefined);
    const moved = n + by;
    const weekday = WEEKDAY_NAMES.has(first.toLowerCase());
    if ((n === 0 || !named) && !weekday) {
      out.push(raws[i]!);
      continue;
    }
    if (moved < 1 || moved > 28 || weekday) {
      // "the day before 1 March", "the day before Friday": one day counted from it, as chrono
      // reads it (or leaves it unread), never the day said.
      if (out.at(-1)?.toLowerCase() === "the") out.pop();
      out.push("1", raws[i]!);
      if (weekday) continue;
      // "the day before the 1st of March" is "1 day before 1 March".
      const monthAt = monthFirst ? k : dayAt + 1 + of;
      out.push(raws[i + 1]!, `${n}`, raws[monthAt]!);
      i = Math.max(monthAt, dayAt);
      if (monthFirst) out[out.length - 1] = `${out.at(-1)}${dayTail}`;
      continue;
    }
    // "the day before the 20th of February": "the 19th of February", with the words after it;
    // "the day after May 3": "May 4th".
    if (monthFirst && out.at(-1)?.toLowerCase() === "the") out.pop();
    if (monthFirst) out.push(raws[k]!);
    out.push(`${ordinalWord(moved)}${dayTail}`);
    i = dayAt;
  }
  return out.join(" ");
}
