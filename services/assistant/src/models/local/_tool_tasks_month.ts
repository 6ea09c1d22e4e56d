/**
 * A task or a reminder said for a day of the month without its month ("by the 1st") beside a
 * request said for a day with its month: "save Leo's birthday 3rd of July, and add a task to buy his
 * present by the 1st" is due on 1 July, as "on 5 August, back on the 12th" is a trip's return in
 * August. Only when the request beside it names the month its day is in, the clause names none,
 * and the day is one that month has and is not past; else the clause is read as it is.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { dayOf, said } from "./_clause_days.ts";
import { MONTHS, ordinalOf } from "./_dates_words.ts";
import { words } from "../../text/normalize.ts";

/** The requests whose day is read so: a task's, a reminder's. */
const MINE = new Set(["tasks_create", "reminders_create"]);

/** The day a call is for, as "2026-07-01", or "". */
function dueOf(parsed: Parsed | null): string {
  if (!parsed || isAsk(parsed)) return "";
  const v = parsed.input.due ?? parsed.input.at;
  return typeof v === "string" ? v.slice(0, 10) : "";
}

/** True when two readings differ only in their day. */
function sameBut(a: Parsed, b: Parsed): boolean {
  if (isAsk(a) || isAsk(b)) return false;
  const rest = (p: Record<string, unknown>) =>
    JSON.stringify(Object.entries(p).filter(([k]) => k !== "due" && k !== "at"));
  return rest(a.input) === rest(b.input);
}

/** The number of a day said as "1st", "22nd" (digits and their ending), else 0. */
function digitOrdinal(word: string): number {
  const w = word.toLowerCase();
  const ending = w.slice(-2);
  if (!["st", "nd", "rd", "th"].includes(ending) || !(w.charAt(0) >= "0" && w.charAt(0) <= "9")) {
    return 0;
  }
  return ordinalOf(w) ?? 0;
}

/** Where a clause says "the 1st" with no month after it: the index of "the", else -1 (or two). */
function bareDay(ws: readonly string[]): number {
  const at = ws.flatMap((w, i) => {
    const next = (ws[i + 2] ?? "").toLowerCase();
    return w.toLowerCase() === "the" && digitOrdinal(ws[i + 1] ?? "") > 0 && next !== "of" &&
        !(next in MONTHS)
      ? [i]
      : [];
  });
  return at.length === 1 ? at[0]! : -1;
}

/** True when `text` names month `month` (1-12) by one of its names. */
function namesMonth(text: string, month: number): boolean {
  return words(text).some((w) => Object.hasOwn(MONTHS, w) && MONTHS[w] === month);
}

/**
 * The groups with a task's or a reminder's day of the month said in the month of the request
 * beside it (before it first, then after it); each group as it is when that does not apply.
 */
export function withMonthBeside<T extends { text: string; joiner: string }>(
  groups: readonly T[],
  read: (text: string) => Parsed | null,
): T[] {
  if (groups.length < 2) return [...groups];
  return groups.map((g, i) => {
    const ws = g.text.split(" ");
    const at = bareDay(ws);
    if (at < 0 || words(g.text).some((w) => Object.hasOwn(MONTHS, w))) return g;
    const own = read(g.text);
    if (!own || isAsk(own) || !MINE.has(own.name) || !dueOf(own)) return g;
    const others = [...groups.slice(0, i).reverse(), ...groups.slice(i + 1)];
    const beside = others.map((o) => ({ o, r: read(o.text) }))
      .map(({ o, r }) => ({ o, d: dayOf(r), end: r && !isAsk(r) ? r.input.end_date : undefined }))
      .find(({ o, d }) => d !== null && namesMonth(o.text, d.month));
    const month = beside?.d;
    const n = digitOrdinal(ws[at + 1] ?? "");
    if (!month) return g;
    // "a trip 1 to 8 November and remind me on the 25th to sort the visa": a day after the trip's
    // last is no day of it, read as said (the next 25th).
    const iso = `${month.year}-${String(month.month).padStart(2, "0")}-${
      String(n).padStart(2, "0")
    }`;
    if (typeof beside?.end === "string" && iso > beside.end) return g;
    // A day the month has ("the 31st" of June is none): 2000 has a 29 February.
    const check = new Date(Date.UTC(month.year ?? 2000, month.month - 1, n));
    if (check.getUTCDate() !== n) return g;
    const day = said({ ...month, day: n }, 0);
    const text = [...ws.slice(0, at), day, ...ws.slice(at + 2)].join(" ");
    const again = read(text);
    // Read the same way, on a day not before the next such day of the month (so not a past one).
    if (!again || isAsk(again) || again.name !== own.name || dueOf(again) < dueOf(own)) return g;
    return sameBut(own, again) ? { ...g, text } : g;
  });
}
