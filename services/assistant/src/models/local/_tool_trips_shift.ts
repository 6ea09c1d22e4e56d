/**
 * A saved trip moved by a length of time ("Galway's been pushed back a week", "push the Galway trip
 * back a week", "Madrid's moved a day later both ways", "move the Bristol one to start a day
 * earlier"): its days are the trip's own, which the parser cannot see, moved by that length. The
 * parser hands the move over beside its question (`shift` of {@link SavedChange}); the local model
 * reads the trip and moves its days, or asks when no single trip matches (`_saved_days.ts`). Said
 * without back, forward, later or earlier ("move the trip a week") it says no way, and is none.
 * @module
 */
import type { Ask } from "./_ask.ts";
import { countOf, findDates } from "./_tool_dates.ts";
import { type Clause, cleanRef } from "./_tool_text.ts";
import { TRIP_NOUNS, TRIP_WORD } from "./_tool_trips_words.ts";
import { read, shapes, type Word, wordsOf } from "./_shapes.ts";
import { saysAny } from "./_shapes_spans.ts";

/** Verbs that move a trip, as said and done: "push … back", "it's been pushed back". */
const MOVES = new Set([
  ...["push", "pushed", "move", "moved", "shift", "shifted", "put", "bring", "brought"],
  ...["delay", "delayed", "bump", "bumped"],
]);

/** The way a trip moves, said after its verb or its length: later (1) or earlier (-1). */
const WAY: Readonly<Record<string, number>> = {
  back: 1,
  later: 1,
  late: 1,
  forward: -1,
  forwards: -1,
  earlier: -1,
  early: -1,
  sooner: -1,
};

/** Days in a unit a trip moves by ("a week", "two nights"). */
const UNIT_DAYS: Readonly<Record<string, number>> = {
  day: 1,
  days: 1,
  night: 1,
  nights: 1,
  week: 7,
  weeks: 7,
  fortnight: 14,
};

/** Words saying which of the trip's days moves: its start, its end, or both ("both ways"). */
const START = ["to start", "start", "starts", "the start", "going out", "the way out"];
const END = ["to end", "end", "ends", "the end", "the return", "coming home", "the way home"];
const BOTH = ["both ways", "both ends", "both days", "either end", "the whole trip"];

/** Words between a trip and its verb that say it was moved ("has been", "got", "'s been"). */
const AUX = new Set(["has", "have", "been", "got", "was", "is", "gets", "will", "be"]);

/** Words before a verb that ask, naming no trip: "can you push …", "we moved …". */
const ASKING = new Set(["i", "we", "can", "could", "you", "please", "let", "us", "would"]);

/** Whether a trip's name said before its verb names one: a trip noun, or a place's capital. */
function namesTrip(ws: readonly Word[]): boolean {
  if (ws.length === 0 || ws.length > 5) return false;
  if (saysAny(ws, TRIP_NOUNS)) return true;
  const named = ws.filter((w) => !["the", "my", "our", "one"].includes(w.w));
  return named.length > 0 && named.every((w) => w.cap);
}

/** The days a length after `at` says ("a week", "two days"), and where it ends, or null. */
function lengthAt(ws: readonly Word[], at: number): { days: number; end: number } | null {
  const said = ws[at]?.w ?? "";
  const count = said === "a" || said === "an" ? 1 : countOf(said);
  const unit = UNIT_DAYS[ws[at + 1]?.w ?? ""];
  if (count === undefined || !Number.isFinite(count) || unit === undefined) return null;
  return count > 0 && count <= 8 ? { days: count * unit, end: at + 2 } : null;
}

/** The move of a saved trip a clause asks for, handed over to be read from it, or null. */
export function tripShifted(c: Clause): Ask | null {
  const ws = wordsOf(c.text);
  if (c.question) return null;
  // A day said is read by the trip's other shapes ("push it back a day, we fly on the 15th").
  // "a day later" is no day of the calendar, but the length the trip moves by.
  // No verb of moving, no move: the days said are looked for only then.
  const verb = ws.findIndex((w) => MOVES.has(w.w));
  if (verb < 0) return null;
  const days = findDates(c.text, c.ctx, "future").filter((h) => h.dayCertain || h.monthOnly);
  if (days.some((h) => WAY[wordsOf(h.text).at(-1)?.w ?? ""] === undefined)) return null;
  let way = 0;
  let length: { days: number; end: number } | null = null;
  // The trip named after the verb ("push the Galway trip back"), or before it ("Galway's been …").
  let at = ws.findIndex((w, i) => i > verb && (WAY[w.w] !== undefined || lengthAt(ws, i)));
  if (at < 0) return null;
  const after = ws.slice(verb + 1, at).filter((w) => !["to", "start", "end"].includes(w.w));
  const before = ws.slice(0, verb).filter((w, i) => i === 0 || !AUX.has(w.w));
  const asking = before.every((w) => ASKING.has(w.w));
  const named = after.length > 0 ? (asking ? after : []) : asking ? [] : before;
  if (!namesTrip(named)) return null;
  // "back a week", "a day later", "forward by two days", "a day earlier": its way and its length.
  for (; at < ws.length; at++) {
    const w = ws[at]!.w;
    if (WAY[w] !== undefined && way === 0) way = WAY[w]!;
    else if (!length && lengthAt(ws, at)) {
      length = lengthAt(ws, at);
      at = length!.end - 1;
    } else if (w !== "by") break;
  }
  if (ws[verb]!.w.startsWith("delay") && way === 0) way = 1;
  if (!length || way === 0) return null;
  const rest = ws.slice(at);
  const all = ws.slice(verb);
  const start = saysAny(all, START);
  const end = saysAny(all, END);
  // Only what is said of which day may follow: "… both ways", "… to start a day earlier".
  const known = [...START, ...END, ...BOTH].join(" ").split(" ");
  if (rest.some((w) => !known.includes(w.w))) return null;
  const slots = saysAny(all, BOTH) || start === end
    ? ["start_date", "end_date"]
    : start
    ? ["start_date"]
    : ["end_date"];
  const ref = cleanRef(c.typed(named[0]!.index, named.at(-1)!.end), TRIP_WORD);
  if (!ref) return null;
  const input: Record<string, unknown> = { trip: ref };
  for (const slot of slots) input[slot] = "";
  return {
    ask: "trips_update:days",
    known: {},
    saved: { call: { name: "trips_update", input }, list: "trips_list", shift: way * length.days },
  };
}

/** Who stays on: the user, or nobody said ("staying on in Kyoto …"); never someone else. */
const WHO = "?i|we|i am|we are|i'm|we're|i will be|we will be|i'll be|we'll be";

/** The verbs of a stay, and of a stay made longer. */
const STAY = "staying|stopping|stay|stop";
const EXTEND = "extend|extending|lengthen|lengthening";

/**
 * A stay made longer, the trip said before its length: "we're staying in Tulum two extra days",
 * "extend the Oslo trip by two days", "the Madrid trip's been extended by a week". The count and
 * its unit are slots, read as a move's length is (`lengthAt`).
 */
const TRIP_FIRST = shapes([
  [WHO, STAY, "?on", "in|at", "{trip}", "{n}", "extra|more", "{unit}"],
  [WHO, STAY, "?on", "in|at", "{trip}", "{n}", "{unit}", "longer|more"],
  [WHO, EXTEND, "{trip}", "by", "{n}", "?extra|more", "{unit}"],
  [
    "{trip}",
    "?has|have|is|was|got",
    "?been",
    "extended|lengthened",
    "by",
    "{n}",
    "?extra|more",
    "{unit}",
  ],
]);

/** The trip said after its length: "we're staying an extra night in Lisbon". */
const TRIP_LAST = shapes([[WHO, STAY, "?on", "{n}", "extra|more", "{unit}", "in|at", "{trip}"]]);

/**
 * The stay at a saved trip made longer by a length ("we're staying in Tulum two extra days"),
 * handed over as its last day moved by it; null when the clause says no such stay, of no trip
 * named (a capitalised place or a trip's noun), or by no length of days.
 */
export function tripExtended(c: Clause): Ask | null {
  if (c.question) return null;
  const first = read(c.text, TRIP_FIRST);
  const last = first ? null : read(c.text, TRIP_LAST);
  const [trip, n, unit] = first ?? (last ? [last[2], last[0], last[1]] : []);
  if (!trip || !n || !unit) return null;
  const said = wordsOf(`${n} ${unit}`);
  const length = lengthAt(said, 0);
  if (!length || length.end !== said.length || !namesTrip(wordsOf(trip))) return null;
  const ref = cleanRef(trip, TRIP_WORD);
  if (!ref) return null;
  return {
    ask: "trips_update:days",
    known: {},
    saved: {
      call: { name: "trips_update", input: { trip: ref, end_date: "" } },
      list: "trips_list",
      shift: length.days,
    },
  };
}
