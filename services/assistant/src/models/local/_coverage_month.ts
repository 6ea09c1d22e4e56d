/**
 * Precision first, for a month said alone: "remind me in March to book the MOT" said in March
 * may mean this March or the next one, so a reminder or a task is never written a year ahead for
 * it; with a day ("in March, on the 20th") or a year ("March 2027") it is read as said.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { findDates } from "./_dates_find.ts";
import type { ReadAt } from "./_coverage_when.ts";
import { localNow } from "./_dates_zone.ts";

/** The requests whose day a month said alone gives. */
const DATED = new Set(["reminders_create", "tasks_create"]);

/** The month said alone that is this month, when a reminder or a task is written for it. */
export function monthAhead(text: string, calls: readonly ToolCall[], at: ReadAt): string[] {
  if (!calls.some((c) => DATED.has(c.name))) return [];
  const today = localNow(at).date;
  return findDates(text, at)
    .filter((h) => h.monthOnly && !h.yearCertain && h.date.month === today.month)
    .map((h) => h.text.trim());
}
