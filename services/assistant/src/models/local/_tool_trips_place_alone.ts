/**
 * A trip said by its place alone, then its days: "Japan!! 20 Oct - 4 Nov", "Edinburgh 3rd-6th
 * April, staying at Gran's", "Edinburgh, Friday to Monday, for Callum's stag". Only a place people
 * name (`knownPlace`) written with its capital, only for days on end (a span with its last day:
 * "Paris 3 May" stays unread), and only when what follows the days is a note of the trip, never a
 * question or another kind's item.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { isoDate } from "./_tool_dates.ts";
import { readDates } from "./_tool_trips_dates.ts";
import { knownPlace, placeName } from "./_tool_trips_place.ts";
import { type Clause, tidy, typedWithout } from "./_tool_text.ts";
import { othersThan } from "./_tool_words.ts";
import { isQuestion } from "./_questions.ts";
import { wordsOf } from "./_shapes.ts";
import { saysAny, textOf } from "./_shapes_spans.ts";
import { TRIP_NOUNS } from "./_tool_trips_words.ts";

/** Words pointing back at the trip said, in a request about it: "add it", "pop that in". */
const POINTING = ["it", "that", "this", "them"];

/** Every other kind's nouns, the calendar's too: "Paris 3-6 May in my calendar" is no trip. */
const OTHER = othersThan("trip", { also: ["calendar", "proposal", "supplier"] });

/** The most words a place said alone may have ("New York City"). */
const LONGEST = 3;

/** The trip a clause opening with a known place and its days makes, or null. */
export function placeAlone(c: Clause): ToolCall | null {
  if (c.question) return null;
  const ws = wordsOf(c.text);
  for (let n = Math.min(LONGEST, ws.length - 1); n >= 1; n--) {
    if (ws.slice(0, n).some((w) => w.punct || !w.cap)) continue;
    const place = textOf(c.text, ws, 0, n);
    if (!knownPlace(place)) continue;
    const at = ws[n - 1]!.end;
    const dates = readDates(c.text.slice(at), c, c.text);
    if (!dates?.end) return null;
    // "Paris flights 3-6 May": only signs between the place and its days.
    if (wordsOf(c.text.slice(at, at + dates.firstIndex)).some((w) => !w.punct)) return null;
    const spans = dates.spans.map((s) => ({ index: s.index + at, end: s.end + at }));
    const rest = typedWithout(c, at + dates.firstIndex, c.text.length, spans);
    // ", staying at Gran's": the signs before the note are no part of it.
    const first = wordsOf(rest).find((w) => !w.punct);
    const notes = first ? tidy(rest.slice(first.index)) : "";
    if (OTHER.test(c.text.slice(at)) || (notes && isQuestion(notes))) return null;
    // "Rome, 4 to 8 June - stick it in my trips": a request about the trip said is read by its own
    // words (a rephrase row of `groups/trips.ts`), never kept as a note.
    if (saysAny(wordsOf(notes), [...TRIP_NOUNS, ...POINTING])) return null;
    const input: Record<string, unknown> = {
      destination: placeName(place),
      start_date: isoDate(dates.start),
      end_date: isoDate(dates.end),
    };
    if (notes.length > 1) input.notes = notes.slice(0, 2000);
    return { name: "trips_create", input };
  }
  return null;
}
