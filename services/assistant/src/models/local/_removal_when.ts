/**
 * A removal or change that names its item only by when ("cancel all my reminders for tomorrow",
 * "delete my notes from monday", "forget the keepsakes from last week"): a reminder, task, note or
 * keepsake is found by what it says, never by its day, so a day read as its name would remove
 * whichever item holds the word. Nothing is done and the day is left unread, which asks.
 * @module
 */
import type { Parsed } from "./_ask.ts";
import { onlyWhen } from "./_debris_when.ts";
import { holidayName } from "./_dates_phrases.ts";

/** The slot naming the item each removal or change looks up by its words. */
const REFERENCE: ReadonlyMap<string, string> = new Map([
  ["reminders_cancel", "reminder"],
  ["tasks_delete", "task"],
  ["tasks_complete", "task"],
  ["tasks_update", "task"],
  ["notes_delete", "note"],
  ["keepsakes_forget", "keepsake"],
]);

/**
 * True when a reference says only when ("tomorrow", "the weekend", "3pm", "last week"); a holiday's
 * name ("the christmas reminder") is what an item may be about, so it is kept.
 */
export function namesOnlyWhen(ref: string): boolean {
  return onlyWhen(ref) && holidayName(ref) === null;
}

/** `parsed`, or null when it removes or changes an item named only by when. */
export function withoutDayNamed<T extends Parsed | null>(parsed: T): T | null {
  if (parsed === null || !("name" in parsed)) return parsed;
  const slot = REFERENCE.get(parsed.name);
  const ref = slot === undefined ? undefined : parsed.input[slot];
  return typeof ref === "string" && namesOnlyWhen(ref) ? null : parsed;
}
