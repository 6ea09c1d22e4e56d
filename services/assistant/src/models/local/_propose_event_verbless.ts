/**
 * An event dictated with no verb: "dentist in the calendar friday at 3", "holiday in the calendar
 * from the 3rd through the 7th of august". The thing said first, then where it goes, then when.
 * Read by `calendarEvent` in `_propose_event.ts`, only when the event has its day.
 * @module
 */
import type { Clause } from "./_tool_text.ts";
import { type Word, wordsOf } from "./_shapes.ts";
import { shapeEnd } from "./_shapes_spans.ts";
import { CALENDARS, NOT_THE_EVENT, OWNERS } from "./_propose_event_words.ts";

/** The most words a thing said this way holds ("school play", "lunch with Ana"). */
const MOST_WORDS = 5;

/**
 * Words that open a question or a look at the calendar, never an event's name ("anything in the
 * calendar friday", "what is in my diary tomorrow").
 */
const NOT_A_THING = [
  ...["what", "whats", "when", "whens", "how", "is", "are", "am", "any", "anything", "something"],
  ...["nothing", "everything", "much", "all", "do", "did", "have", "has", "had", "can", "could"],
  ...["would", "will", "i", "we", "you", "it", "that", "this", "there", "show", "check", "see"],
  ...["tell", "list", "look", "free", "busy", "who", "why", "where", "which", "no", "not", "else"],
  // Words of a request or a statement: "let me know what is in my diary …", "bin day wrong in my
  // calendar, it is thursday".
  ...["let", "me", "know", "got", "get", "wrong", "right", "was", "were", "be", "been", "put"],
  ...["add", "fix", "change", "move", "moved", "delete", "remove", "cancel", "cancelled", "say"],
];

/**
 * The span of the calendar said after the event's thing, to leave out of it, and the thing's
 * words, or null.
 */
export function verbless(
  c: Clause,
): { skip: { index: number; end: number }[]; thing: readonly Word[] } | null {
  if (c.question) return null;
  const ws: readonly Word[] = wordsOf(c.text);
  const first = ws[0];
  if (!first || NOT_A_THING.includes(first.w) || NOT_THE_EVENT.includes(first.w)) return null;
  for (let p = 1; p <= MOST_WORDS && p < ws.length; p++) {
    // "lunch with Ana in my calendar …": "with" names who the event is with.
    const word = ws[p - 1]!;
    if (word.punct || NOT_A_THING.includes(word.w)) return null;
    if (word.w !== "with" && NOT_THE_EVENT.includes(word.w)) return null;
    const end = shapeEnd(ws, p, ["in|on|into", OWNERS.join("|"), CALENDARS.join("|")]);
    // The day or time is said after it: "dentist in the calendar" alone says no day.
    if (end < 0 || end >= ws.length) continue;
    // "…, it is thursday": a day said in a part of its own tells, it adds nothing.
    if (ws.slice(end).some((w) => w.punct && w.raw !== "-")) return null;
    return { skip: [{ index: ws[p - 1]!.end, end: ws[end - 1]!.end }], thing: ws.slice(0, p) };
  }
  return null;
}

/**
 * Whether an event's title says only the thing's words: "the dentist in my calendar got moved to
 * friday at 3" tells of a change, its words after the calendar no part of any event.
 */
export function titledByThing(title: string, thing: readonly Word[]): boolean {
  return wordsOf(title).every((t) => thing.some((w) => w.w === t.w));
}
