/**
 * A day said after "on" that no reader took, before what to be reminded of ("remind me on diwali
 * at 6pm to light the candles", "… on payday to move the savings"): the day meant is not known,
 * so the reminder is asked about, never set for the time alone.
 * @module
 */
import { words } from "./_words_said.ts";

/** Words a reminder's doing starts after: "on diwali to …", "on payday that …". */
const DOING_START = new Set(["to", "that", "about"]);
/** The most words a day left unread may have: "on eid al adha to …". */
const MOST = 4;

/**
 * True when a reminder's words, once the times read are cut, open with "on" and a few words before
 * the doing ("on diwali to light the candles"): a day said that was not read.
 */
export function dayUnreadFirst(content: string): boolean {
  const said = words(content);
  if (said[0] !== "on") return false;
  const at = said.findIndex((w, i) => i > 0 && DOING_START.has(w));
  return at > 1 && at <= MOST;
}
