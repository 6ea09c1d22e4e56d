/**
 * Days written as ISO dates ("2026-11-02") in the compact forms of a dictated request, rewritten
 * before anything is read as the forms the readers already take: a range of two joined by ".."
 * ("2026-11-09..2026-11-13" is "2026-11-09 to 2026-11-13"; it had been read as its first day
 * alone) and a 24-hour clock of four digits right after one ("2026-11-02 0900" is "2026-11-02
 * 09:00"). Four digits after anything else ("room 0900", "order 1730") stay as they were. Pure.
 * @module
 */
import { digitsOnly, marksApart as split } from "./_tokens.ts";

/** True for a day written as an ISO date: four digits, a month of 1-12 and a day of 1-31. */
export function isIsoDay(word: string): boolean {
  const [year = "", month = "", day = "", ...more] = word.split("-");
  if (more.length > 0 || year.length !== 4 || month.length !== 2 || day.length !== 2) return false;
  if (!digitsOnly(year) || !digitsOnly(month) || !digitsOnly(day)) return false;
  const m = Number(month);
  const d = Number(day);
  return m >= 1 && m <= 12 && d >= 1 && d <= 31;
}

/** "09:00" for four digits that are a time of day ("0900", "1730"), or null. */
function compactClock(word: string): string | null {
  if (word.length !== 4 || !digitsOnly(word)) return null;
  const h = Number(word.slice(0, 2));
  const m = Number(word.slice(2));
  return h <= 23 && m <= 59 ? `${word.slice(0, 2)}:${word.slice(2)}` : null;
}

/** `text` with its ISO ranges ("A..B") and clocks after an ISO day ("A 0900") written out. */
export function withIsoForms(text: string): string {
  const raws = text.split(" ");
  const out: string[] = [];
  for (const [i, raw] of raws.entries()) {
    const [word, tail] = split(raw);
    // "2026-11-09..2026-11-13": both days, the first to the last.
    const [from = "", to = "", ...more] = word.split("..");
    if (more.length === 0 && isIsoDay(from) && isIsoDay(to)) {
      out.push(from, "to", `${to}${tail}`);
      continue;
    }
    // "2026-11-02 0900": the clock of the day just written, said with nothing between them.
    const [before, mark] = split(raws[i - 1] ?? "");
    const time = mark === "" && isIsoDay(before) ? compactClock(word) : null;
    out.push(time === null ? raw : `${time}${tail}`);
  }
  return out.join(" ");
}
