/**
 * Trips in what people write: "I'm going to Lisbon from 3 to 7 December", "add a trip to Rome next
 * month" (the first day of the month), "show my trips", "move the Lisbon trip to start on the 4th",
 * "cancel the Lisbon trip".
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { type DateHit, findDates, isoDate, monthNumber } from "./_tool_dates.ts";
import { readDates } from "./_tool_trips_dates.ts";
import { backUnread } from "./_tool_trips_back.ts";
import { namedTrip } from "./_tool_trips_named.ts";
import { withoutAside } from "./_tool_aside.ts";
import { changeSaidAsFact, tripRemoval } from "./_tool_trips_change.ts";
import { knownPlace, placeCorrected, placeName, placeOfDoing } from "./_tool_trips_place.ts";
import { saidOfTopic } from "./_tool_trips_topic.ts";
import { placeAlone } from "./_tool_trips_place_alone.ts";
import { countedFromTrip, lengthChanged } from "./_tool_trips_length.ts";
import { tripExtended, tripShifted } from "./_tool_trips_shift.ts";
import { keptDays, namedBefore, placeChanged } from "./_tool_trips_renamed.ts";
import type { Parsed } from "./_ask.ts";
import { type Clause, cleanRef, tidy, typedWithout } from "./_tool_text.ts";
import { asksToList, namesOnlyKind, othersThan, theOne } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { isQuestion } from "./_questions.ts";
import { phraseEnd, stepsOf, type Word, wordsOf } from "./_shapes.ts";
import {
  endingAt,
  findPhrase,
  isWhole,
  opensWith,
  saysAny,
  shapeEnd,
  textFrom,
  trimPhrases,
} from "./_shapes_spans.ts";
import {
  ADD_TO,
  ASKING,
  ASKS,
  asksForTrip,
  CREATE,
  DEPARTING,
  DETS,
  EARLY,
  END_WORDS,
  ERRAND_PLACE,
  GENERIC_GO,
  GOING_LEAD,
  joinedPlace,
  NARRATIVE,
  NO_PLACE_GONE,
  NOT_PLACE,
  NOT_PLACE_TO,
  NOTE_ON,
  NOTES_START,
  ON_THE_WAY,
  ONLY_RETURN,
  SAME_REQUEST,
  SHIFTED,
  START_WORDS,
  STATEMENT,
  TRAILING,
  TRIP_NOUNS,
  TRIP_WORD,
  UPDATE,
} from "./_tool_trips_words.ts";

const W = words("trip");
/** Any of the trip nouns, singular or plural ("trip", "holidays", "city break"). */
const TRIP = W.noun;
const REMOVE_VERB = W.verb("trips_delete");

/**
 * `text` cut before its first word that is one of `marks` or `starts` (never its first word): the
 * words before, and after ("Rome, to see Ana": after the mark; "Rome for work": from the word).
 */
function cutAt(
  text: string,
  marks: readonly string[],
  starts: readonly string[],
  from = 0,
): { head: string; tail: string } | null {
  const ws = wordsOf(text);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    if (w.index < from) continue;
    const mark = w.punct && marks.includes(w.raw);
    if (!mark && (i === 0 || !starts.some((p) => phraseEnd(ws, i, p) > i))) continue;
    return {
      head: text.slice(0, w.index).trim(),
      tail: text.slice(mark ? w.end : w.index).trim(),
    };
  }
  return null;
}

function create(c: Clause): ToolCall | null {
  const named = namedTrip(c);
  if (named) return named;
  const ws = wordsOf(c.text);
  for (const shape of CREATE) {
    const bounds = stepsOf(ws, shape.steps, 0, (at) => at < ws.length);
    if (!bounds) continue;
    const span = [textFrom(c.text, ws, bounds[shape.steps.length - 1]!), c.text.length] as const;
    const body = c.text.slice(span[0], span[1]);
    const dates = readDates(body, c, c.text);
    if (!dates) return null;
    const beforeDate = tidy(c.typed(span[0], span[0] + dates.firstIndex));
    const after = typedWithout(
      c,
      span[0] + dates.firstIndex,
      span[1],
      dates.spans.map((s) => ({ index: s.index + span[0], end: s.end + span[0] })),
    );
    let destination = trimPhrases(beforeDate, ["to", "in", "for"], []);
    let notes = "";
    // "Trinidad and Tobago": a place whose name holds "and" is cut only after it.
    const cut = cutAt(destination, [",", ";"], NOTES_START, joinedPlace(destination));
    if (cut) {
      notes = cut.tail;
      destination = cut.head;
    }
    if (destination.length === 0) {
      const rest = trimPhrases(after, ["to", "in"], []);
      destination = tidy(cutAt(rest, [","], ["for", "with", "from"])?.head ?? rest);
    } else {
      // "… 17 to 19 april notes staying at hotel artemide": the label of the notes is none of them.
      const extra = tidy(trimPhrases(after, [",", ";", "notes:", "notes", "note:"], []));
      if (/\p{L}{2}/u.test(extra)) notes = [notes, extra].filter((x) => x).join(", ");
    }
    // "add Florence instead, same dates": the word saying it replaces a trip is no place's.
    destination = trimPhrases(tidy(destination), ["the city of", ...GOING_LEAD], ["instead"]);
    // "visit grandma in Dublin": the place is where the visit is.
    const inPlace = placeOfDoing(destination);
    if (inPlace) {
      notes = [inPlace.doing, notes].filter((x) => x).join(", ");
      destination = inPlace.place;
    }
    if (destination.length === 0 || destination.length > 200) return null;
    // "Berlin a day early": a day moved is a change of a trip, never a new one.
    if (saysAny(ws, SHIFTED)) return null;
    // "flying out to Berlin early on the 19th", "to Charleston leaving on the 27th": when in the
    // day, or the way out, is no part of the place.
    destination = trimPhrases(destination, [], [...EARLY, ...DEPARTING]);
    const from = shape.verb[0] === 0 ? 0 : bounds[shape.verb[0] - 1]!;
    const verbWords = ws.slice(from, bounds[shape.verb[1]]!).map((w) => w.w);
    const verb = verbWords.join(" ");
    const placeWords = wordsOf(destination);
    // "going to the Azores Thurs–Sun": a place named with its article is capitalised after it,
    // a trip only for days on end ("going to the Dentist on friday" is no trip).
    const named = placeWords[placeWords[0]?.w === "the" && dates.end ? 1 : 0];
    // "i am going to goa 12 to 20 dec, add trip": a place written small, days on end, asked for.
    const asked = dates.end !== null && asksForTrip(notes);
    if (GENERIC_GO.includes(verb) && !named?.cap && !knownPlace(destination) && !asked) return null;
    // Without "I" or "we", only a verb of going on its way says a trip: "flying to Oslo on 2 May".
    const last = verbWords[verbWords.length - 1] ?? "";
    if (shape.going && !shape.subject && !last.endsWith("ing") && !ON_THE_WAY.includes(last)) {
      return null;
    }
    // "a trip", "holiday in the calendar from the 3rd …": no place gone to.
    if (isWhole(placeWords, NO_PLACE_GONE)) return null;
    // "flying home on 9 May": the way back from a trip is no trip.
    if (isWhole(placeWords, [NOT_PLACE_TO]) || isWhole(placeWords, ERRAND_PLACE)) return null;
    const input: Record<string, unknown> = {
      destination: placeName(destination),
      start_date: isoDate(dates.start),
    };
    if (dates.end) input.end_date = isoDate(dates.end);
    // "leaving the 27th, …, for the festival": a part that only says the way out or back (its
    // day read) is no note.
    const parts = trimPhrases(tidy(notes), [",", ";"], []).split(",").map((p) => p.trim());
    // "heading to the bach tomorrow, what's the weather like?": a question asked, no trip told.
    if (parts.some((p) => isQuestion(p)) || backUnread(c.text)) return null;
    const n = parts.filter((p) => p && !isWhole(wordsOf(p), ONLY_RETURN)).join(", ");
    const said = wordsOf(n);
    if (n.length > 1 && !isWhole(said, ONLY_RETURN) && !isWhole(said, SAME_REQUEST)) {
      input.notes = n.slice(0, 2000);
    }
    return { name: "trips_create", input };
  }
  return null;
}

/**
 * The first trip noun from word `from` to word `to`, past determiners and with up to four words
 * before it that may name the trip ("the Lisbon trip"): where it starts, the naming words, and
 * where the noun ends.
 */
function tripHead(
  ws: readonly Word[],
  from: number,
  to: number,
): { at: number; name: [number, number] | null; end: number } | null {
  const head = ws.slice(0, to);
  for (let at = from; at < to; at++) {
    const d = shapeEnd(head, at, [DETS]);
    for (const n of [1, 2, 3, 4, 0]) {
      const noun = d + n;
      const end = TRIP_NOUNS.map((p) => phraseEnd(head, noun, p)).find((e) => e > noun);
      if (noun < to && end !== undefined) return { at, name: n > 0 ? [d, noun] : null, end };
    }
  }
  return null;
}

/** The words of a capitalised place after the trip noun ("trip to New York"), or null. */
function placeAfter(ws: readonly Word[], at: number, to: number): [number, number] | null {
  if (!["to", "in"].includes(ws[at]?.w ?? "") || at + 1 >= to) return null;
  let end = at + 1;
  while (end < to && ws[end]!.cap && !ws[end]!.punct) end++;
  return end > at + 1 ? [at + 1, end] : null;
}

/**
 * The trip a text names ("the Lisbon trip", "my trip to Lisbon") and where that mention ends.
 * @param preferBefore use the words before the noun when there are some ("rename the Lisbon trip
 *   to Porto")
 */
function tripRef(
  c: Clause,
  start: number,
  end: number,
  preferBefore = false,
): { ref: string; end: number } | null {
  const ws = wordsOf(c.text);
  const from = ws.findIndex((w) => w.index >= start);
  let to = ws.findIndex((w) => w.end > end);
  if (to < 0) to = ws.length;
  if (from < 0) return null;
  const m = tripHead(ws, from, to);
  if (!m) return null;
  let stop = ws[m.end - 1]!.end;
  let pick: [number, number] | undefined = m.name
    ? [ws[m.name[0]]!.index, ws[m.name[1] - 1]!.end]
    : undefined;
  const place = placeAfter(ws, m.end, to);
  const first = place ? ws[place[0]]!.w : "";
  if (place && !(preferBefore && pick) && !NOT_PLACE.includes(first) && !monthNumber(first)) {
    pick = [ws[place[0]]!.index, ws[place[1] - 1]!.end];
    stop = ws[place[1] - 1]!.end;
  }
  // "move the trip to 4 May": the trip named by its kind alone is the one there is.
  if (!pick) return m.at === from && !m.name ? { ref: theOne("trip"), end: stop } : null;
  const ref = cleanRef(c.typed(pick[0], pick[1]), TRIP_WORD);
  return ref ? { ref, end: stop } : null;
}

/** Whether words `from` to `to` end with a trip noun, or a trip noun and "to" a word after it. */
function endsWithTrip(ws: readonly Word[], from: number, to: number): boolean {
  const upTo = (end: number) => endingAt(ws, from, end, TRIP_NOUNS) >= 0;
  return upTo(to) || (to - from >= 3 && ws[to - 2]!.w === "to" && upTo(to - 2));
}

/** What parts a trip from its notes when a note is named. */
const SIGNS = [":", "-", ","];

/** "add a note to the Oslo trip: …", "add to the Oslo trip that …": the trip's notes. */
function noteOn(c: Clause, ws: readonly Word[]): ToolCall | null | undefined {
  const noted = shapeEnd(ws, 0, NOTE_ON);
  const s = noted < 0 ? shapeEnd(ws, 0, ADD_TO) : noted;
  if (s < 0) return undefined;
  // "that" after the trip, or a sign when a note is named ("add a note to the Oslo trip: …").
  const parts = (w: Word) => w.w === "that" || (noted >= 0 && w.punct && SIGNS.includes(w.raw));
  for (let p = s + 1; p + 1 < ws.length; p++) {
    if (!parts(ws[p]!) || !endsWithTrip(ws, s, p)) continue;
    const r = tripRef(c, ws[s]!.index, ws[p - 1]!.end);
    const notes = c.typed(textFrom(c.text, ws, p + 1), c.text.length).slice(0, 2000).trim();
    return r && notes ? { name: "trips_update", input: { trip: r.ref, notes } } : null;
  }
  return undefined;
}

/** "the Rome trip now starts on …": where the change starts, its verb, and the words after. */
function trailing(ws: readonly Word[]): { at: number; action: string; rest: number } | null {
  for (let p = 2; p < ws.length; p++) {
    if (!endsWithTrip(ws, 0, p) || endingAt(ws, 0, p, TRIP_NOUNS) === 0) continue;
    const bounds = stepsOf(ws, TRAILING, p, (at) => at < ws.length);
    if (!bounds) continue;
    const action = ws.slice(bounds[0]!, bounds[1]!).map((w) => w.w).join(" ");
    return { at: p, action, rest: bounds[1]! };
  }
  return null;
}

/** Verbs of a change that say the new days after one of these words: "set the trip to …". */
const SET_TO = { verbs: ["set"], joins: ["to", "as", "for", "from", "start", "end"] };

function update(c: Clause): ToolCall | null {
  const ws = wordsOf(c.text);
  const note = noteOn(c, ws);
  if (note !== undefined) return note;
  const verb = stepsOf(ws, UPDATE, 0, (at) => at < ws.length);
  const after = verb ? null : trailing(ws);
  let ref: string | null = null;
  let rest = "";
  let action = "";
  let field = "";
  if (verb) {
    const span = [textFrom(c.text, ws, verb[1]!), c.text.length] as const;
    action = ws.slice(0, verb[0]!).map((w) => w.w).join(" ");
    const said = tripRef(c, span[0], span[1], action === "rename");
    // "change the Durban trip to Umhlanga": with nothing after the place (but "same dates"), the
    // trip is the one named before its noun and the place after "to" its new one.
    const before = said && keptDays(c.text.slice(said.end, span[1]))
      ? tripRef(c, span[0], span[1], true)
      : null;
    const r = before && namedBefore(before.ref) ? before : said;
    if (!r) return null;
    const mention = c.text.slice(span[0], r.end);
    if (!saysAny(wordsOf(mention), TRIP_NOUNS)) return null;
    if (othersThan("trip").test(mention)) return null;
    ref = r.ref;
    rest = c.text.slice(r.end, span[1]);
    field = verb[1]! > verb[0]! ? ws[verb[0]! + 1]!.w : "";
  } else if (after) {
    const r = tripRef(c, 0, ws[after.at - 1]!.end);
    if (!r) return null;
    ref = r.ref;
    action = after.action;
    rest = `${action} ${c.text.slice(textFrom(c.text, ws, after.rest))}`;
  }
  if (!ref) return null;
  const restWords = wordsOf(rest);
  // "set the holiday on 8 July" (a verb said for a countdown beside it): a trip is set
  // "to" its new days, never "on" them.
  if (SET_TO.verbs.includes(action) && !SET_TO.joins.includes(restWords[0]?.w ?? "")) return null;
  if (action === "rename" || opensWith(restWords, [["destination", "to"]])) {
    const to = findPhrase(restWords, ["to"]);
    const destination = to && to.end < restWords.length
      ? tidy(rest.slice(textFrom(rest, restWords, to.end)))
      : "";
    return destination ? { name: "trips_update", input: { trip: ref, destination } } : null;
  }
  const read = findDates(rest, c.ctx, "future").filter((h) => h.dayCertain || h.monthOnly);
  // "is now the weekend after, 17th to 19th": a day counted from the trip's own is no day.
  const dates = read.filter((h) => !countedFromTrip(rest, h));
  const hit: DateHit | undefined = dates[0];
  if (!hit && read.length > 0) return null;
  if (!hit) return placeChanged(ref, rest, restWords);
  const input: Record<string, unknown> = { trip: ref };
  // "push the Lisbon trip back a day, we fly on the 4th": "back" after the trip moves it.
  const moving = MOVED_BACK.includes(action) && restWords[0]?.w === "back";
  const saysEnd = saysAny(moving ? restWords.slice(1) : restWords, END_WORDS);
  if (hit.endDate) {
    input.start_date = isoDate(hit.date);
    input.end_date = isoDate(hit.endDate);
  } else if (
    field === "end" || field === "return" || field === "finish" || action === "extend" ||
    action === "shorten" || (saysEnd && !saysAny(restWords, START_WORDS))
  ) {
    input.end_date = isoDate(hit.date);
  } else {
    input.start_date = isoDate(hit.date);
    const second = dates[1];
    if (second && saysEnd) input.end_date = isoDate(second.date);
  }
  return { name: "trips_update", input };
}

/** Verbs whose "back" said after the trip moves it, never its way back: "push X back a day". */
const MOVED_BACK = ["push", "move", "shift", "put"];

function asksForTrips(c: Clause): boolean {
  const ws = wordsOf(c.text);
  const asking = opensWith(ws, [ASKING]);
  if (
    asksToList(c, String.raw`(?:${TRIP}|travel)`) &&
    (!saysAny(ws, NARRATIVE) || asking) &&
    // "my holiday starts on 3 May" tells, it does not ask.
    (c.question || !saysAny(ws, STATEMENT) || asking)
  ) {
    return true;
  }
  return opensWith(ws, ASKS);
}

/** The trips call a clause asks for, never a question. */
function tripCall(c: Clause): ToolCall | null {
  const parsed = parseTrip(c);
  return parsed && "name" in parsed ? parsed : null;
}

/** The trips call a clause asks for, a question for a detail it lacks, or null. */
export function parseTrip(c: Clause): Parsed | null {
  const removed = tripRemoval(c, TRIP, REMOVE_VERB) ?? saidOfTopic(c, tripCall);
  if (removed) return removed;
  if (namesOnlyKind(c, REMOVE_VERB, TRIP)) {
    return { name: "trips_delete", input: { trip: theOne("trip") } };
  }
  const updated = placeCorrected(c) ?? update(c) ?? changeSaidAsFact(c);
  if (updated) return updated;
  const asked = tripShifted(c) ?? tripExtended(c) ?? lengthChanged(c);
  if (asked) return asked;
  const created = create(c) ?? placeAlone(c);
  if (created) return created;
  if (asksForTrips(c)) return { name: "trips_list", input: {} };
  return withoutAside(c, (part) => tripRemoval(part, TRIP, REMOVE_VERB));
}
