/**
 * The days of a trip in what people write: "from 3 to 7 December", "next month" (the first day of
 * the month), "on 3 May for a week", "for the weekend" (two days). Read for the trip parser
 * (`_tool_trips.ts`).
 * @module
 */
import {
  addDays,
  compareDates,
  countOf,
  findDates,
  type LocalDate,
  localNow,
  weekdayOf,
} from "./_tool_dates.ts";
import type { Clause } from "./_tool_text.ts";
import { type Word, wordsOf } from "./_shapes.ts";
import { saysAny } from "./_shapes_spans.ts";
import { ownEntry } from "../../text/normalize.ts";

/** How many days past the first a trip said to last `n` units lasts: "for 3 nights", "for a week". */
const DURATION_UNITS: Readonly<Record<string, (n: number) => number>> = {
  day: (n) => Math.max(n - 1, 0),
  days: (n) => Math.max(n - 1, 0),
  night: (n) => n,
  nights: (n) => n,
  week: (n) => 7 * n,
  weeks: (n) => 7 * n,
  // A weekend is two days, not seven.
  weekend: () => 1,
  fortnight: () => 14,
};

/** "for 3 days", "for a week", "for the weekend": how long a trip lasts, and where it is said. */
function duration(ws: readonly Word[]): { index: number; end: number; days: number } | null {
  for (const [i, w] of ws.entries()) {
    if (w.w !== "for") continue;
    for (let n = 1; n <= 3; n++) {
      const unit = ownEntry(DURATION_UNITS, ws[i + n + 1]?.w ?? "");
      const said = ws.slice(i + 1, i + 1 + n).map((x) => x.w).join(" ");
      const count = said === "the" ? 1 : countOf(said);
      if (!unit || count === undefined || !Number.isFinite(count)) continue;
      return { index: w.index, end: ws[i + n + 1]!.end, days: Math.round(unit(count)) };
    }
  }
  return null;
}

interface Dates {
  start: LocalDate;
  end: LocalDate | null;
  spans: { index: number; end: number }[];
  firstIndex: number;
}

/** The days a text gives: "from 3 to 7 December", "next month", "on 3 May for a week". */
export function readDates(text: string, c: Clause): Dates | null {
  const hits = findDates(text, c.ctx, "future").filter((h) => h.dayCertain || h.monthOnly);
  const first = hits[0];
  if (!first) return null;
  const today = localNow(c.ctx).date;
  let start = first.date;
  const said = wordsOf(first.text);
  if (saysAny(said, ["next week"])) {
    start = addDays(today, ((8 - weekdayOf(today)) % 7) || 7);
  }
  let end: LocalDate | null = first.endDate;
  const spans: { index: number; end: number }[] = [{ index: first.index, end: first.end }];
  if (saysAny(said, ["weekend"]) && !end) end = addDays(start, 1);
  const second = hits[1];
  if (!end && second && compareDates(second.date, start) >= 0) {
    end = second.date;
    spans.push({ index: second.index, end: second.end });
  }
  const d = duration(wordsOf(text));
  if (d) {
    spans.push({ index: d.index, end: d.end });
    if (!end) end = addDays(start, d.days);
  }
  if (end && compareDates(end, start) < 0) end = null;
  return { start, end, spans, firstIndex: Math.min(...spans.map((s) => s.index)) };
}
