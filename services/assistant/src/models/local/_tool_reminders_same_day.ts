/**
 * A reminder put right to another hour, the hour it had said as wrong: "the dentist reminder should
 * be 3pm now, not 2", "actually make the plant watering one 7pm not 6pm", "the parents' evening one
 * is tomorrow at 6 actually, not tonight". Said with an hour alone, the day is the saved
 * reminder's, which the parser cannot see; said with "one" for the reminder, which one is meant is
 * known only from the saved reminders. Either way the move is handed over as a move "same time" is
 * (`_tool_reminders_same_time.ts`): its `at` holds the hour alone ("T15:00") or the whole time
 * said, and the local model sets the one named again then cancels it (`_saved_days.ts`), or asks
 * when no single saved reminder is named. The old time must be said ("not 2"): an hour alone, said
 * without one, may be a new reminder's on another day.
 * @module
 */
import type { Ask } from "./_ask.ts";
import { findDates } from "./_tool_dates.ts";
import { type Clause, cleanRef } from "./_tool_text.ts";
import { isoDateTime, type LocalDate, wallClock, wallToInstant } from "./_dates_zone.ts";
import { read, shapes } from "./_shapes.ts";

/** How the new time is said: "should be 3pm", "is tomorrow at 6". */
const SHOULD =
  "should be|should be at|needs to be|needs to be at|is|is at|is now|can be|has to be|goes off at";
/** How the old time is said away: "not 2", "instead of 6pm". */
const AWAY = "not|instead of|rather than|and not";
const SOON = "?now|actually|instead|please";

/** The reminder named, then its new time and the old one ({x}, {time}, {old}). */
const PUT_RIGHT = shapes([
  ["the|my|that", "{x}", "reminder|one", SHOULD, "{time}", SOON, AWAY, "{old}"],
  [
    "?actually|oh and|and|sorry",
    "make|set|change|move|put",
    "the|my|that",
    "{x}",
    "reminder|one",
    "?to|for|at",
    "{time}",
    SOON,
    AWAY,
    "{old}",
  ],
]);

/** A time corrected away: an hour ("2", "6pm"), or a time or day a date says ("tonight"). */
function saysTime(old: string, c: Clause): boolean {
  return "0123456789".includes(old.trim().charAt(0)) || findDates(old, c.ctx).length === 1;
}

/**
 * A reminder moved to an hour on its own day, or named by "one" and moved to a time, handed over
 * to be read from the saved reminders; or null.
 * @param word the words naming a reminder's kind, left out of its reference
 */
export function sameDay(c: Clause, word: RegExp): Ask | null {
  if (c.question) return null;
  const [x, time, old] = read(c.text, PUT_RIGHT) ?? [];
  if (!x || !time || !old || !saysTime(old, c)) return null;
  // "the train one is the 5pm, not the 4pm": a thing that runs at an hour, named by it.
  if (time.toLowerCase().startsWith("the ")) return null;
  const hits = findDates(time, c.ctx, "future");
  if (hits.length !== 1 || hits[0]!.time === null || hits[0]!.endDate) return null;
  const hit = hits[0]!;
  const one = c.text.toLowerCase().split(" ").includes("one");
  const ref = cleanRef(x, word);
  if (ref === null) return null;
  // An hour alone keeps the reminder's day; a day said with it is the whole time, read only for
  // "one" (a reminder named is moved by the group's own rows).
  let at: string;
  if (!hit.dayCertain && !saysDay(time, c)) {
    at = `T${pad(hit.time!.hour)}:${pad(hit.time!.minute)}`;
  } else if (one) at = whole(hit.date, hit.time!, c.ctx.timezone);
  else return null;
  return {
    ask: "reminders_create:same_time",
    known: {},
    saved: {
      call: { name: "reminders_create", input: { text: ref, at } },
      list: "reminders_list",
      refs: [ref],
    },
  };
}

/** True when the words of a time say a day too ("tomorrow at 6", "friday 3pm"). */
function saysDay(time: string, c: Clause): boolean {
  return findDates(time, c.ctx).some((h) => h.dayCertain || h.weekdayOnly);
}

const pad = (n: number) => String(n).padStart(2, "0");

function whole(date: LocalDate, time: { hour: number; minute: number }, zone: string): string {
  return isoDateTime(wallToInstant(date, { ...time, second: 0 }, zone), zone);
}

/**
 * The new time of a reminder handed over by {@link sameDay}: the whole time said, or the hour
 * said ("T15:00") on the day it goes off now, in its time zone; null when `at` is a day (a move
 * "same time").
 */
export function movedAt(at: string, fireAt: string, zone: string): string | null {
  if (at.length > 10 && at.charAt(10) === "T") return at;
  if (!at.startsWith("T") || at.length !== 6) return null;
  const [hour, minute] = [Number(at.slice(1, 3)), Number(at.slice(4, 6))];
  if (Number.isNaN(hour) || Number.isNaN(minute)) return null;
  const { date } = wallClock(new Date(fireAt), zone);
  return whole(date, { hour, minute }, zone);
}
