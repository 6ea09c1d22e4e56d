/**
 * Removing a trip and changing one said as a fact: "take Tokyo off my trips", "the Edinburgh trip
 * is cancelled", "we're not going to Tokyo after all"; "Lisbon trip: we leave on 11 April
 * instead", "we're staying one extra day in Edinburgh, until 26 May". The shapes are rows of words
 * read over the clause's words (`_shapes.ts`), the trip nouns those of
 * `_tool_trips_words.ts`; the trip parser (`_tool_trips.ts`) passes the description's nouns and
 * removal verbs as regex sources for `removalTarget`.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { findDates, isoDate } from "./_tool_dates.ts";
import { type Clause, cleanRef } from "./_tool_text.ts";
import { namesAList, othersThan, removalTarget } from "./_tool_words.ts";
import { phraseEnd, type Shape, stepsOf, type Word, wordsOf } from "./_shapes.ts";
import {
  endingAt,
  findPhrase,
  isWhole,
  shapeEnd,
  slotBefore,
  textFrom,
  textOf,
} from "./_shapes_spans.ts";
import { knownPlace } from "./_tool_trips_place.ts";
import { COMMON_WORDS } from "./_tool_contacts_common_words.ts";
import { STOP_WORDS } from "../../text/normalize.ts";
import { countedFromTrip } from "./_tool_trips_length.ts";
import { DETS, SHIFTED, TRIP_NOUN, TRIP_NOUNS, TRIP_WORD } from "./_tool_trips_words.ts";

/** "i", "we" and the helping verbs after them. */
const WE = (helpers: readonly string[]): Shape => ["i|we", "*" + helpers.join("|")];

/** "we cancelled the Rome trip", "I called off my trip to Rome". */
const CANCELLED_IT: Shape = [
  ...WE(["have", "just", "had to"]),
  "cancelled|canceled|cancel|called off|call off|scrapped|dropped",
  DETS,
];

/** "… is cancelled", "… got called off": said after the trip. */
const IS_CANCELLED: Shape = [
  "is|has been|got|was|is now|been|has now been|been now",
  "cancelled|canceled|called off|off|scrapped|not happening|no longer happening",
  "?after all|now",
];

/**
 * "Paris is off", "Paris is cancelled after all": a trip named by its place alone, only a place
 * people name (`knownPlace`), so "Tom is off" and "the party is off" delete no trip ("Montreal's
 * off" is read so by a rephrase row of `groups/trips.ts`).
 */
function placeOff(c: Clause, ws: readonly Word[]): ToolCall | null {
  for (let p = 1; p <= 3 && p < ws.length; p++) {
    if (!ws[p - 1]!.cap || ws[p - 1]!.punct || ws[p - 1]!.raw.includes("'")) return null;
    if (!isWhole(ws, IS_CANCELLED, p)) continue;
    const place = c.typed(ws[0]!.index, ws[p - 1]!.end);
    return knownPlace(place) ? deleted(place) : null;
  }
  return null;
}

/** "take Tokyo off my trips": the verbs that remove with "off", and what follows the trip. */
const OFF_VERBS: Shape = ["take|cross|strike|scratch|knock"];
const OFF_MY_TRIPS: Shape = ["off|out of|from", DETS, TRIP_NOUN, "?list"];

/** "we are not going to Tokyo after all". */
const NOT_GOING: Shape = [
  ...WE(["am", "are", "will"]),
  "not",
  "?be",
  "going|travelling|traveling|flying|heading",
  "to",
];
const AFTER_ALL: Shape = ["?after all|any more|anymore"];

function deleted(typed: string): ToolCall | null {
  const ref = cleanRef(typed, TRIP_WORD);
  return ref ? { name: "trips_delete", input: { trip: ref } } : null;
}

/**
 * The words naming a trip from word `from`, before `tail` (said to the end; none: to the end):
 * "{the Rome} trip …" or "trip to {Rome} …". The naming words, or null.
 */
function namedTrip(ws: readonly Word[], from: number, tail: Shape | null): [number, number] | null {
  const tailAt = (at: number) => tail === null ? at === ws.length : isWhole(ws, tail, at);
  // "the Rome trip": a name, then the noun.
  for (let at = from + 1; at < ws.length; at++) {
    for (const noun of TRIP_NOUNS) {
      const end = phraseEnd(ws, at, noun);
      if (end > at && tailAt(end)) return [from, at];
    }
  }
  // "my trip to Rome": the noun, then a name.
  const head = shapeEnd(ws, from, [TRIP_NOUN, "to|in"]);
  if (head < 0) return null;
  for (let at = head + 1; at <= ws.length; at++) {
    if (tailAt(at)) return [head, at];
  }
  return null;
}

/**
 * The trip a clause removes, in any of the ways people say it, or null.
 * @param trip the trip nouns, as a regex source
 * @param verb the removal verbs, as a regex source
 */
export function tripRemoval(c: Clause, trip: string, verb: string): ToolCall | null {
  const target = removalTarget(c, verb, trip, othersThan("trip"));
  if (target) return deleted(c.typed(target.start, target.end));
  const ws = wordsOf(c.text);
  const typed = (span: [number, number] | null) =>
    span ? deleted(c.typed(ws[span[0]]!.index, ws[span[1] - 1]!.end)) : null;
  // take Tokyo off my trips
  const off = shapeEnd(ws, 0, OFF_VERBS);
  const offAt = off < 0 ? -1 : slotBefore(ws, off, OFF_MY_TRIPS);
  // Off the list of trips ("my trips", "the trip list"), not out of one trip ("out of the trip").
  if (offAt > off && namesAList(ws.at(-1)?.w ?? "")) return typed([off, offAt]);
  // we cancelled the Rome trip / I called off my trip to Rome
  const cancelled = shapeEnd(ws, 0, CANCELLED_IT);
  const named = cancelled < 0 ? null : namedTrip(ws, cancelled, null);
  if (named) return typed(named);
  // the Edinburgh trip is cancelled / my trip to Rome is off
  const said = namedTrip(ws, shapeEnd(ws, 0, [DETS]), IS_CANCELLED);
  if (said) return typed(said);
  // Montreal's off
  const offPlace = placeOff(c, ws);
  if (offPlace) return offPlace;
  // we are not going to Tokyo after all
  const going = shapeEnd(ws, 0, NOT_GOING);
  const goingAt = going < 0 || going >= ws.length ? -1 : slotBefore(ws, going, AFTER_ALL);
  if (going >= 0 && going < ws.length) {
    return typed([going, goingAt < 0 ? ws.length : goingAt]);
  }
  return null;
}

const LEAVE = [
  ...["leave", "leaving", "depart", "departing", "fly out", "flying out", "set off"],
  ...["setting off", "start", "starting", "go", "going", "head off", "heading off"],
].join("|");
const RETURN = [
  ...["return", "returning", "come back", "coming back", "get back", "getting back"],
  ...["fly back", "flying back", "come home", "coming home", "are back", "will be back"],
  ...["be back", "stay", "staying"],
].join("|");
const WE_NOW = WE(["am", "are", "will", "will now", "now", "actually", "shall"]);
/** Words saying a day is a change: "… instead", "… now". */
const CHANGED_NOW = new Set(["instead", "now"]);
/** What may stand between a trip and the change said of it: "Lisbon trip: we leave …". */
const SEPARATORS = [":", ",", "-", "–"];

/** Whether the words from `from` to `to` are a place, each written with a capital. */
function isPlace(ws: readonly Word[], from: number, to: number): boolean {
  // "at Mum's": whose house it is, no trip's place.
  return to > from && ws.slice(from, to).every((w) => w.cap && !w.punct && !w.raw.includes("'"));
}

/**
 * "we stay one more night in kapadokya, so back on the 22nd": one word written small, no common
 * English word, names the trip's place when the stay is said of it (the saved trip must match it).
 */
function placeWrittenSmall(ws: readonly Word[], from: number, to: number): boolean {
  const w = ws[from];
  return to === from + 1 && w !== undefined && !w.punct && !w.raw.includes("'") &&
    w.w.length > 3 && !COMMON_WORDS.has(w.w) && !STOP_WORDS.has(w.w);
}

function changed(trip: string, field: "start" | "end", rest: string, c: Clause): ToolCall | null {
  const hit = findDates(rest, c.ctx, "future").find((h) => h.dayCertain);
  // "… the week after": counted from the trip's own days, which are not seen here.
  if (!hit || countedFromTrip(rest, hit)) return null;
  return {
    name: "trips_update",
    input: { trip, [field === "start" ? "start_date" : "end_date"]: isoDate(hit.date) },
  };
}

/** "Lisbon trip: we leave on 11 April instead": the trip named before the change. */
function headed(c: Clause, ws: readonly Word[]): ToolCall | null | undefined {
  const from = shapeEnd(ws, 0, [DETS]);
  for (let q = from + 2; q < ws.length; q++) {
    const e = ws[q - 1]!.punct ? q - 1 : q;
    const gap = c.text.slice(ws[e - 1]!.end, ws[q]!.index).trim();
    if (e <= from || !SEPARATORS.includes(gap)) continue;
    const byName = endingAt(ws, from + 1, e, TRIP_NOUNS) > from;
    const byPlace = shapeEnd(ws, from, [TRIP_NOUN, "to|in"]);
    // "Seville: we're coming back on the 15th instead": the place alone, said with its capital,
    // and the day said to be a change ("Tom: we're back on the 15th" may be anyone's news).
    const place = from === 0 && isPlace(ws, from, e) && ws.some((w) => CHANGED_NOW.has(w.w));
    if (!byName && !place && !(byPlace >= 0 && byPlace < e)) continue;
    for (const [verbs, field] of [[LEAVE, "start"], [RETURN, "end"]] as const) {
      const bounds = stepsOf(ws, [...WE_NOW, verbs], q, (at) => at < ws.length);
      if (!bounds) continue;
      const named = c.typed(ws[from]!.index, ws[e - 1]!.end);
      // "countdown for the Paris trip, we leave …": a thing of another kind, not the trip.
      if (othersThan("trip").test(named)) return null;
      const ref = cleanRef(named, TRIP_WORD);
      const rest = c.text.slice(ws[bounds[2]! - 1]!.end);
      return ref ? changed(ref, field, rest, c) : null;
    }
  }
  return undefined;
}

/** "we're staying one extra day in Edinburgh, until 26 May". */
const STAYING: Shape = [
  "?i|we",
  "*am|are|will be|will|now",
  "staying|stay",
  "?on",
  "|~",
  "|~",
  "|~",
  "extra|longer|more|additional",
  "?day(s)|night(s)",
  "in|at",
];
/** "staying in Lisbon an extra night, …": the place said first, then how much longer. */
const STAYING_IN: Shape = [
  "?i|we",
  "*am|are|will be|will|now",
  "staying|stay",
  "?on",
  "in|at",
];
const LONGER: Shape = [
  "?a|an|one|two|three|a couple of|a few",
  "extra|more|additional|longer",
  "?day(s)|night(s)",
];
/** "…, until 26 May", "…, so back on the 22nd", "…, coming back on the 7th": the last day. */
const UNTIL: Shape = [
  "?,",
  "?so|and",
  "until|till|to|through|back|coming back|come back|flying back|fly back|coming home|flying home" +
  "|getting back|returning|home",
  "?home",
];

/**
 * "we're staying one extra day in Edinburgh, until 26 May", "we're staying in Lisbon an extra
 * night, coming back on the 7th": the trip named by its place, its last day the one said after;
 * undefined when no stay is said.
 */
function stayedLonger(c: Clause, ws: readonly Word[]): ToolCall | null | undefined {
  for (const [shape, longer] of [[STAYING, null], [STAYING_IN, LONGER]] as const) {
    const stay = shapeEnd(ws, 0, shape);
    for (let p = stay + 1; stay >= 0 && p < ws.length; p++) {
      if (ws[p - 1]!.w === "," && p - 1 > stay) break;
      const more = longer ? shapeEnd(ws, p, longer) : p;
      const until = more < 0 ? -1 : shapeEnd(ws, more, UNTIL);
      if (until < 0 || until >= ws.length) continue;
      if (!isPlace(ws, stay, p) && !placeWrittenSmall(ws, stay, p)) break;
      return changed(
        textOf(c.text, ws, stay, p),
        "end",
        c.text.slice(textFrom(c.text, ws, until)),
        c,
      );
    }
  }
  return undefined;
}

/** "we now fly back from Rome on the 9th instead", "flying back from Rome on the 9th instead". */
const INSTEAD: readonly { steps: Shape; field: "start" | "end" }[] = [
  { steps: [...WE_NOW, LEAVE, "for|to"], field: "start" },
  { steps: [...WE_NOW, RETURN, "from"], field: "end" },
  { steps: [LEAVE, "for|to"], field: "start" },
  { steps: [RETURN, "from"], field: "end" },
];

/** "I'm flying out to Berlin a day early, so the 19th": a day moved, said after the place. */
const MOVED: readonly { steps: Shape; field: "start" | "end" }[] = [
  {
    steps: [...WE_NOW, `${LEAVE}|fly|flying|travel|travelling|head|heading`, "?out", "for|to"],
    field: "start",
  },
  { steps: [...WE_NOW, `${RETURN}|back`, "?home", "from"], field: "end" },
];

/**
 * "we're flying out to Berlin a day early, on the 19th": the trip named by its place, then the
 * length of time it moves by, is the change of its first day (or its last, coming back); null
 * when the day is not said.
 */
function moved(c: Clause, ws: readonly Word[]): ToolCall | null {
  for (const shape of MOVED) {
    const s = shapeEnd(ws, 0, shape.steps);
    if (s < 0) continue;
    let p = s;
    while (p < ws.length && ws[p]!.cap && !ws[p]!.punct) p++;
    const by = p > s && p < ws.length ? findPhrase(ws, SHIFTED, p) : null;
    if (!by || by.at !== p) continue;
    return changed(
      textOf(c.text, ws, s, p),
      shape.field,
      c.text.slice(textFrom(c.text, ws, by.end)),
      c,
    );
  }
  return null;
}

/**
 * A change to a trip said as a fact: the trip named before a colon ("Lisbon trip: we leave on 11
 * April instead"), or by its place with a word saying it changes ("we're staying one extra day in
 * Edinburgh, until 26 May", "we now fly back from Rome on the 9th instead").
 */
export function changeSaidAsFact(c: Clause): ToolCall | null {
  const ws = wordsOf(c.text);
  const first = headed(c, ws);
  if (first !== undefined) return first;
  const stayed = stayedLonger(c, ws);
  if (stayed !== undefined) return stayed;
  const shifted = moved(c, ws);
  if (shifted) return shifted;
  const instead = ws.at(-1)?.w === "instead" || ws.at(-1)?.w === "now";
  for (const shape of instead ? INSTEAD : []) {
    const s = shapeEnd(ws, 0, shape.steps);
    if (s < 0) continue;
    // "… Rome on the 9th instead", or "… Rome 9 May instead".
    let p = s + 1;
    while (p < ws.length && !["on", "the", "in"].includes(ws[p]!.w)) p++;
    if (p >= ws.length - 1) {
      if (ws.at(-1)?.w !== "instead") continue;
      p = s + 1;
      while (p < ws.length - 1 && ws[p]!.cap && !ws[p]!.punct) p++;
    }
    if (!isPlace(ws, s, p)) continue;
    return changed(textOf(c.text, ws, s, p), shape.field, c.text.slice(ws[p]!.index), c);
  }
  return null;
}
