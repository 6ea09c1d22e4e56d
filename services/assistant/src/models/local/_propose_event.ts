/**
 * Calendar events to propose in what people write: "put lunch with Ana on Friday at 1pm in my
 * calendar", "schedule a meeting with Bob tomorrow at 3pm for 30 minutes", "add dentist on
 * 2026-12-03 to my calendar" (all day). Times are read in the user's zone, with the offset the zone
 * has on that day; an event with no day gives a draft. How a request opens, and the words of a
 * place, notes and a title, are rows of `_propose_event_words.ts` read over the clause's words
 * (`_shapes.ts`); how long it lasts and whether it repeats, `_propose_event_length.ts`.
 * @module
 */
import { clocksAsTimes } from "./_dates_names.ts";
import { safeTimeZone } from "@asst/shared/time";
import { ownEntry } from "../../text/normalize.ts";
import type { ToolCall } from "../../tools/types.ts";
import {
  combineHits,
  type DateHit,
  findDates,
  isoDate,
  isoDateTime,
  momentOf,
  wallToInstant,
} from "./_tool_dates.ts";
import { lengthOf, repeats } from "./_propose_event_length.ts";
import { dayUnsaid } from "./_propose_event_day.ts";
import { placeOf } from "./_propose_event_place.ts";
import { thingSpan, titledAs } from "./_propose_event_whole.ts";
import { MEALS } from "./_propose_event_occasions.ts";
import { titleInDoubt } from "./_propose_event_title.ts";
import { calendarSaid, saidFirst } from "./_propose_event_put.ts";
import {
  endTime,
  spelledRangeWritten,
  spokenRangeStart,
  startAfterEnd,
} from "./_propose_event_range.ts";
import { DAY_CODES } from "./_tool_recurrence_words.ts";
import { holidayName } from "./_dates_phrases.ts";
import { asDraft, capitalize, PROPOSE, unquoted } from "./_propose_drafts.ts";
import { titledByThing, verbless } from "./_propose_event_verbless.ts";
import { type Clause, tidy, typedWithout } from "./_tool_text.ts";
import { stepsOf, type Word, wordsOf } from "./_shapes.ts";
import {
  findPhrase,
  isWhole,
  saidPlainly,
  saysAny,
  shapeEnd,
  textFrom,
  trimPhrases,
} from "./_shapes_spans.ts";
import {
  BEING_THERE,
  EVENT_OPENERS,
  type EventOpener,
  GENERIC_NOUNS,
  NO_TITLE,
  NOT_AN_EVENT_LATER,
  NOT_SCHEDULED,
  NOT_THE_EVENT,
  NOTES_WORDS,
  PART_HOURS,
  RANGE_WORDS,
  TITLE_LEAD,
  TITLE_NAMED,
  TITLE_TRAIL,
} from "./_propose_event_words.ts";

interface EventParts {
  title: string;
  location: string | null;
  notes: string | null;
}

/** Title, location and notes from the typed text left once the times are taken out. */
function eventParts(text: string, notes: string | null): EventParts {
  let title = trimPhrases(trimPhrases(tidy(text), TITLE_LEAD, []), TITLE_NAMED, TITLE_TRAIL);
  title = unquoted(tidy(title));
  let location: string | null = null;
  const at = placeOf(title);
  if (at && tidy(at.title) && tidy(at.location)) {
    title = tidy(at.title);
    location = tidy(at.location).slice(0, 200);
    // "Friday to Monday we're in Cornwall": where we will be is what the event is.
    if (wordsOf(title).every((w) => BEING_THERE.includes(w.w))) title = location;
    // "dinner at Dishoom": a meal alone is said with where it is ("Dinner at Dishoom").
    const meal = wordsOf(title);
    if (meal.length === 1 && MEALS.includes(meal[0]!.w) && wordsOf(location)[0]?.cap) {
      title = `${title} at ${location}`;
    }
  }
  return { title: capitalize(title).slice(0, 200).trim(), location, notes };
}

/**
 * "bonfire night …, 5 Nov at 7.30pm", "christmas drinks on 19 Dec": a holiday said beside a day
 * said otherwise names the event; the day said is when it is.
 */
function namedByHoliday(hits: DateHit[]): DateHit[] {
  const named = (h: DateHit) => h.time === null && holidayName(h.text) !== null;
  if (!hits.some(named) || !hits.some((h) => !named(h) && h.dayCertain)) return hits;
  return hits.filter((h) => !named(h));
}

/**
 * The event of the clause's text from `start` to `end`, without the `skip` spans (such as "in
 * my calendar"); a draft when the title or the day is missing or it repeats.
 */
function eventFrom(
  c: Clause,
  start: number,
  end: number,
  skip: readonly { index: number; end: number }[],
  fixedTitle?: string,
  wholePart = false,
): ToolCall {
  const spans = skip.map((s) => ({ index: s.index - start, end: s.end - start }));
  let spec = c.text.slice(start, end);
  for (const s of spans) {
    spec = spec.slice(0, s.index) + " ".repeat(s.end - s.index) + spec.slice(s.end);
  }
  let notes: string | null = null;
  const ws = wordsOf(spec);
  const notesAt = ws.findIndex((w, i) =>
    NOTES_WORDS.includes(w.w) && ws[i + 1]?.raw === ":" && i + 2 < ws.length
  );
  if (notesAt >= 0) {
    const from = ws[notesAt + 2]!.index;
    notes = c.typed(start + from, start + spec.trimEnd().length).slice(0, 2000);
    const before = ws[notesAt - 1];
    const index = before?.raw === "," || before?.raw === ";" ? before.index : ws[notesAt]!.index;
    spans.push({ index, end: spec.length });
  }
  const length = lengthOf(ws);
  const minutes = length?.minutes;
  if (length) spans.push({ index: length.index, end: length.end });
  // "book 'team offsite' …": a title in quotes is the title, and holds no date ("parents evening").
  const quoted = /(^|[\s:(])["'‘“]([^"'’”]{2,120})["'’”](?=$|[\s,.;:!?)])/u.exec(spec);
  const quotedTitle = quoted ? tidy(quoted[2] ?? "") : "";
  const quotedSpan = quoted
    ? [{ index: quoted.index + (quoted[1]?.length ?? 0), end: quoted.index + quoted[0].length }]
    : [];
  // "from ten till twelve": hours spelled out in a range, read as digits.
  let blanked = spelledRangeWritten(spec);
  for (const s of [...spans, ...quotedSpan]) {
    blanked = blanked.slice(0, s.index) + " ".repeat(s.end - s.index) + blanked.slice(s.end);
  }
  // "…, all day": a day without a time.
  const blankWords = wordsOf(blanked);
  const allDay = findPhrase(blankWords, ["all-day"]);
  if (allDay) {
    const before = blankWords[allDay.at - 1];
    const index = before?.raw === "," ? before.index : blankWords[allDay.at]!.index;
    const end = blankWords[allDay.end - 1]!.end;
    blanked = blanked.slice(0, index) + " ".repeat(end - index) + blanked.slice(end);
    spans.push({ index, end });
  }
  if (repeats(wordsOf(blanked))) {
    return asDraft({ kind: "event", problem: "repeats", title: null });
  }
  const hits = namedByHoliday(findDates(clocksAsTimes(blanked.trimEnd()), c.ctx, "future"));
  const hit = combineHits(hits);
  // "2 till half 4 on monday": the start said before a spoken end the date reader read alone.
  const spoken = minutes === undefined
    ? hits.map((h) => ({ h, from: spokenRangeStart(blanked, h) })).find((s) => s.from)
    : undefined;
  const spokenCut = spoken?.from ? [{ index: spoken.from.index, end: spoken.h.index }] : [];
  const cut = [...spans, ...hits, ...spokenCut].map((s) => ({
    index: s.index + start,
    end: s.end + start,
  }));
  const parts = eventParts(typedWithout(c, start, end, cut), notes);
  const title = quotedTitle.length > 0
    ? capitalize(quotedTitle)
    : fixedTitle && parts.title.length === 0
    ? fixedTitle
    : parts.title;
  if (title.length === 0 || NO_TITLE.includes(title.toLowerCase()) || titleInDoubt(title)) {
    return asDraft({ kind: "event", problem: "what", title: null });
  }
  // "next week", "this week": a week said without its day is no day of it (a day is asked for).
  if (hit && weekAlone(hit.text)) return asDraft({ kind: "event", problem: "when", title });
  if (!hit || hit.monthOnly || !(hit.dayCertain || hit.time || hit.instant)) {
    return asDraft({ kind: "event", problem: "when", title });
  }
  const zone = safeTimeZone(c.ctx.timezone);
  const event: Record<string, unknown> = { title };
  if (hit.time === null && hit.instant === null) {
    event.start = isoDate(hit.date);
    if (hit.endDate && isoDate(hit.endDate) > isoDate(hit.date)) event.end = isoDate(hit.endDate);
  } else {
    // The range is said with the time ("on the 4th, 3 to 7pm"), which may not be the first hit.
    const timed = hits.find((h) =>
      h.time !== null &&
      (saysAny(wordsOf(h.text), RANGE_WORDS) || h.text.includes("-") || h.text.includes("–"))
    );
    const said = spoken?.from
      ? { from: { ...hit, time: spoken.from.time }, until: spoken.from.until }
      : undefined;
    const until = said?.until ?? (minutes === undefined ? endTime(timed ?? hit, c) : null);
    const back = !said && until && hit.time && (timed ?? hit) === hit
      ? startAfterEnd(hit, until)
      : 0;
    const from = said?.from ??
      (back > 0 && hit.time ? { ...hit, time: { ...hit.time, hour: hit.time.hour - back } } : hit);
    // "block out friday afternoon": the part of the day, said alone, whole.
    const part = wholePart && minutes === undefined && !until ? partSaid(hit.text) : undefined;
    const startAt = momentOf(
      part ? { ...from, time: { hour: part[0], minute: 0, second: 0 } } : from,
      c.ctx,
      { hour: 9, minute: 0, second: 0 },
    );
    const startMs = Date.parse(startAt);
    let endMs = startMs + (part ? (part[1] - part[0]) * 60 : minutes ?? 60) * 60_000;
    if (until) {
      const [y, mo, d] = startAt.slice(0, 10).split("-").map(Number);
      const date = { year: y ?? 1970, month: mo ?? 1, day: d ?? 1 };
      let ms = wallToInstant(date, until, zone).getTime();
      if (ms <= startMs && until.hour < 12) {
        ms = wallToInstant(date, { ...until, hour: until.hour + 12 }, zone).getTime();
      }
      if (ms > startMs) endMs = ms;
    }
    event.start = startAt;
    event.end = isoDateTime(new Date(endMs), zone);
  }
  if (parts.location) event.location = parts.location;
  if (parts.notes) event.notes = parts.notes;
  const call = { name: PROPOSE, input: { calendar_event: event } };
  return hit.dayCertain || hit.instant ? call : dayUnsaid(call);
}

/** The hours of the one part of the day `said` names with no clock time ("friday afternoon"). */
function partSaid(said: string): [number, number] | undefined {
  const ws = wordsOf(said);
  if (ws.some((w) => [...w.w].some((ch) => ch >= "0" && ch <= "9"))) return undefined;
  const parts = ws.map((w) => ownEntry(PART_HOURS, w.w)).filter((p) => p !== undefined);
  return parts.length === 1 ? parts[0] : undefined;
}

/** The event of a message that says it first and then asks to put it in the calendar, or null. */
export function putInCalendar(c: Clause): ToolCall | null {
  // "…, can you add it to my calendar as 'Meeting with supervisor'": the quoted title is its own.
  const as = titledAs(c.text);
  const asked = as > 0 ? c.text.slice(0, as).trimEnd() : c.text;
  const end = saidFirst(asked, wordsOf(asked));
  // Only an event said with its day or time: "that's a good idea, put it in" is none.
  if (end < 0 || findDates(c.text.slice(0, end), c.ctx).length === 0) return null;
  if (as > 0) return eventFrom(c, 0, c.text.length, [{ index: end, end: as + 2 }]);
  return eventFrom(c, 0, end, []);
}

/** Whether words from `from`, to the end of their clause, name another kind of item. */
function anotherKindLater(text: string, ws: readonly Word[], from: number): boolean {
  for (let i = from; i < ws.length; i++) {
    const gap = text.slice(i === 0 ? 0 : ws[i - 1]!.end, ws[i]!.index);
    if (i > from && [",", ";", ".", "!", "?"].some((p) => gap.includes(p))) return false;
    if (ws[i]!.punct) return false;
    if (ws[i]!.w.split("-").some((p) => NOT_AN_EVENT_LATER.includes(p))) return true;
  }
  return false;
}

/** Where the event an opener reads is: its kind, or the thing, and what follows. */
function opened(
  c: Clause,
  ws: readonly Word[],
  opener: EventOpener,
): { first: [number, number]; second: number } | null {
  // "calendar: …" needs words after it; blocked time may be all said ("block out time").
  if (opener.shape === "rest" && opener.title && ws.length < 2) return null;
  const needsMore = opener.shape === "rest" && !opener.title;
  const bounds = stepsOf(ws, opener.steps, 0, (at) => !needsMore || at < ws.length);
  if (!bounds) return null;
  const last = bounds[opener.steps.length - 1]!;
  const text = c.text;
  if (opener.shape === "rest") {
    if (
      opener.checked && (NOT_SCHEDULED.includes(ws[last]!.w) || anotherKindLater(text, ws, last))
    ) {
      return null;
    }
    const from = textFrom(text, ws, last);
    return { first: [from, text.length], second: text.length };
  }
  if (opener.shape === "thing") {
    for (let p = last + 1; p < ws.length; p++) {
      const end = shapeEnd(ws, p, opener.tail ?? []);
      if (end < 0) continue;
      const [from, to] = thingSpan(text, ws, last, p - 1);
      return { first: [from, to], second: ws[end - 1]!.end };
    }
    return null;
  }
  const [a, b] = opener.name ?? [0, 0];
  const from = a === 0 ? 0 : bounds[a - 1]!;
  // "schedule 'call with accountant' …": a kind of event said in quotes is a title, read whole.
  if (!saidPlainly(text, ws, 0, bounds[b]!) && !possessivePlural(text, ws, bounds[b]!)) return null;
  if (
    opener.checked &&
    (NOT_THE_EVENT.includes(ws[from]!.w) || anotherKindLater(text, ws, bounds[b]!))
  ) {
    return null;
  }
  const end = ws[bounds[b]! - 1]!.end;
  return { first: [ws[from]!.index, end], second: textFrom(text, ws, bounds[b]!) };
}

/**
 * Whether the words up to `to` are said with only spaces between them but for the apostrophe of a
 * plural's possessive ("parents' evening"): no quote, no bracket.
 */
function possessivePlural(text: string, ws: readonly Word[], to: number): boolean {
  for (let i = 1; i < to; i++) {
    const gap = text.slice(ws[i - 1]!.end, ws[i]!.index);
    const apostrophe = ws[i - 1]!.w.endsWith("s") && ["'", "’"].includes(gap.trimEnd());
    if (gap.trim() !== "" && !apostrophe) return false;
  }
  return true;
}

/** The words after "in" that make it the verb's ("stick a meeting in with Bob"), not a place's. */
const PARTICLE_NEXT = ["for", "with"];

/** "next week", "this week", "the week after next": a week said, with no day of it ("in a week" is one). */
function weekAlone(said: string): boolean {
  const ws = wordsOf(said);
  return saysAny(ws, ["week"]) && !saysAny(ws, ["in", ...Object.keys(DAY_CODES)]);
}

/** The calendar event a clause asks to propose (a draft when it has no day), or null. */
export function calendarEvent(c: Clause): ToolCall | null {
  const put = putInCalendar(c);
  if (put) return put;
  const ws = wordsOf(c.text);
  for (const opener of EVENT_OPENERS) {
    const found = opened(c, ws, opener);
    if (!found) continue;
    const { first, second } = found;
    if (opener.timed) {
      const event = eventAt(c, first, second, opener);
      const start = (event?.input as { calendar_event?: { start?: string } })?.calendar_event
        ?.start;
      // "calendar event for Heritage Day, all day monday": a whole day said is timed enough.
      return start?.includes("T") || (start && saysAny(ws, ["all-day"])) ? event : null;
    }
    return eventAt(c, first, second, opener);
  }
  // "dentist in the calendar friday at 3": said whole, with its day, or nothing.
  const bare = verbless(c);
  const event = bare && eventFrom(c, 0, c.text.length, bare.skip);
  const title = (event?.input.calendar_event as { title?: string } | undefined)?.title;
  return bare && event && title && titledByThing(title, bare.thing) ? event : null;
}

/** The event an opener found reads, from its kind or thing (`first`) and what follows (`second`). */
function eventAt(
  c: Clause,
  first: [number, number],
  second: number,
  opener: EventOpener,
): ToolCall | null {
  switch (opener.shape) {
    case "noun": {
      // "a meeting with Bob": the noun is part of the title; "an event: …" is not.
      const generic = isWhole(wordsOf(c.text.slice(first[0], first[1])), [
        GENERIC_NOUNS.join("|"),
      ]);
      const after = wordsOf(c.text.slice(second));
      // "stick a meeting in with Bob", "pop an appointment in for the vet": "in" goes with the verb.
      const particle = after[0]?.w === "in" && PARTICLE_NEXT.includes(after[1]?.w ?? "");
      const skip = particle
        ? [{ index: second + after[0]!.index, end: second + after[0]!.end }]
        : [];
      const named = after[particle ? 1 : 0];
      const lead = named && TITLE_NAMED.includes(named.w) ? named.end : 0;
      const from = generic ? second + lead : first[0];
      return eventFrom(c, from, c.text.length, generic ? [] : skip, opener.title);
    }
    case "thing":
      return eventFrom(c, first[0], c.text.length, [{ index: first[1], end: second }]);
    case "rest": {
      // "block out Emancipation Day on my calendar, all day": where it goes is no part of it.
      const skip = calendarSaid(c.text, first[0], first[1]);
      return eventFrom(c, first[0], first[1], skip, opener.title, opener.wholePart);
    }
  }
}
