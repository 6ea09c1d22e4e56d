/**
 * Calendar events to propose in what people write: "put lunch with Ana on Friday at 1pm in my
 * calendar", "schedule a meeting with Bob tomorrow at 3pm for 30 minutes", "add dentist on
 * 2026-12-03 to my calendar" (all day). Times are read in the user's zone, with the offset the zone
 * has on that day; an event with no day gives a draft.
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";
import type { ToolCall } from "../../tools/types.ts";
import {
  combineHits,
  countOf,
  type DateHit,
  findDates,
  isoDate,
  isoDateTime,
  type LocalTime,
  momentOf,
  wallToInstant,
} from "./_tool_dates.ts";
import { asDraft, capitalize, PROPOSE, unquoted } from "./_propose_drafts.ts";
import { type Clause, tidy, typedWithout } from "./_tool_text.ts";

const EVENT_NOUN = String
  .raw`(?:meeting|appointment|call|catch[\s-]?up|1:1|one[\s-]on[\s-]one|stand-?up|interview|session|event|calendar\s+(?:event|entry|item)|entry)`;
/** Nouns that say only "an event": the title is what follows. */
const GENERIC_NOUN = /^(?:event|entry|calendar\s+(?:event|entry|item))$/iu;
/** Words before a noun that show the thing is not an event ("a task about the meeting"). */
const NOT_THE_EVENT = String
  .raw`(?!(?:note|notes|task|tasks|reminder|reminders|about|from|for|of|to|on|with|trip|countdown|keepsake|expense|follow-up|followup|list|item|before|after|prep)\b)`;
const NOT_AN_EVENT_LATER = String
  .raw`(?![^,;.!?]*\b(?:reminder|note|task|prep|follow|countdown|trip|shopping|list)s?\b)`;

/** How an opener's groups read: a noun and what follows, a thing then the calendar, or the rest. */
interface EventOpener {
  re: RegExp;
  /**
   * "noun": group 1 is the kind of event ("meeting"), group 2 what follows; "thing": group 1 is
   * the event, before "in my calendar", group 2 what follows that; "rest": group 1 is all of it.
   */
  shape: "noun" | "thing" | "rest";
  /** The title when the text gives none (blocked time). */
  title?: string;
}

const EVENT_OPENERS: EventOpener[] = [
  {
    // propose an event: …, propose a meeting with Bob …
    re: new RegExp(
      String
        .raw`^(?:propose|suggest)\s+(?:an?\s+)?(?:new\s+)?((?:[\p{L}\d-]+\s+)??${EVENT_NOUN})\b\s*(.*)$`,
      "iud",
    ),
    shape: "noun",
  },
  {
    // put lunch with Ana on Friday in my calendar
    re:
      /^(?:propose\s+)?(?:add|put|write|enter|insert|pencil(?:\s+in)?|note|schedule|book|stick|pop|place|save)\s+(.+?)\s+(?:in|on|into|to|onto)\s+(?:my|the|our)\s+(?:calendar|agenda|diary|schedule)\b(?:\s+as\s+an?\s+(?:event|appointment|entry))?(.*)$/iud,
    shape: "thing",
  },
  {
    // schedule a meeting with Bob tomorrow at 3, book a call with Ana on Monday
    re: new RegExp(
      String
        .raw`^(?:add|put|schedule|book|create|make|set\s+up|arrange|organi[sz]e|plan|pencil\s+in|put\s+in)\s+(?:me\s+)?(?:in\s+)?(?:(?:a|an|another|new|my|our|the)\s+)?(?:(?:new|quick|short)\s+)?(${NOT_THE_EVENT}(?:[\p{L}\d-]+\s+)??(?:video\s+|phone\s+|conference\s+|team\s+)?${EVENT_NOUN})s?\b${NOT_AN_EVENT_LATER}(.*)$`,
      "iud",
    ),
    shape: "noun",
  },
  {
    // block out Friday afternoon (for the report)
    re:
      /^block\s+(?:out\s+|off\s+)?(?:some\s+)?(?:(?:time|my\s+(?:calendar|agenda|diary))\b)?(.*)$/iud,
    shape: "rest",
    title: "Busy",
  },
  {
    // calendar: haircut next Tuesday at 11, new calendar event: dinner at Luigi's, Friday 7:30pm
    re:
      /^(?:(?:new|add|create)\s+)?(?:an?\s+)?(?:new\s+)?(?:calendar|agenda|diary)(?:\s+(?:event|entry|item|appointment))?\s*(?::|-)\s*(.+)$/iud,
    shape: "rest",
  },
  {
    // schedule lunch with Ana on Friday at 1
    re: new RegExp(
      String
        .raw`^schedule\s+(?!(?:a|an|the|my|it|this|that|me|some)\b)${NOT_AN_EVENT_LATER}(.+)$`,
      "iud",
    ),
    shape: "rest",
  },
];

const AMOUNT = String
  .raw`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|eight|ten|fifteen|twenty|thirty|forty-five|forty|ninety)`;
const UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|m)`;
const DURATIONS: { re: RegExp; minutes: (m: RegExpExecArray) => number | undefined }[] = [
  {
    re: /\bfor\s+(?:about\s+|around\s+)?(?:an?\s+|one\s+)hour\s+and\s+a\s+half\b/iu,
    minutes: () => 90,
  },
  { re: /\bfor\s+(?:about\s+|around\s+)?half\s+an\s+hour\b/iu, minutes: () => 30 },
  {
    re: new RegExp(
      String.raw`\bfor\s+(?:about\s+|around\s+)?${AMOUNT}\s*${UNIT}(?:\s+long)?\b`,
      "iu",
    ),
    minutes: (m) => amountMinutes(m[1] ?? "", m[2] ?? ""),
  },
  {
    // "a 30-minute call"
    re: new RegExp(String.raw`(?:^|(?<=\b(?:a|an)\s+))${AMOUNT}[\s-]${UNIT}(?:[\s-]long)?\b`, "iu"),
    minutes: (m) => amountMinutes(m[1] ?? "", m[2] ?? ""),
  },
];

function amountMinutes(amount: string, unit: string): number | undefined {
  const n = countOf(amount);
  if (n === undefined || !Number.isFinite(n) || n <= 0) return undefined;
  const minutes = /^h/iu.test(unit) ? n * 60 : n;
  return minutes >= 5 && minutes <= 24 * 60 ? Math.round(minutes) : undefined;
}

const REPEATS =
  /\b(?:every|each)\s+(?:day|week|month|year|morning|evening|night|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|other|\d)|\b(?:daily|weekly|monthly|fortnightly|yearly|annually|recurring|repeating)\b/iu;

/** The end time of "from 3 to 5pm", "3-4pm", "at 3 until 5", or null. */
function endTime(hit: DateHit, c: Clause): LocalTime | null {
  const tail = /(?:\s+(?:to|until|till|til|through)\s+|\s*[-–]\s*)([^-–]+)$/iu.exec(hit.text);
  if (!tail?.[1] || !hit.time) return null;
  const end = findDates(tail[1], c.ctx).find((h) => h.time !== null && !h.dayCertain);
  return end?.time ?? null;
}

interface EventParts {
  title: string;
  location: string | null;
  notes: string | null;
}

/** Title, location and notes from the typed text left once the times are taken out. */
function eventParts(text: string, notes: string | null): EventParts {
  let title = tidy(text)
    .replace(/^(?:(?:a|an|the|my|our|some)\s+)+/iu, "")
    .replace(/^(?:(?:called|named|titled|for)\s+|:\s*)/iu, "")
    .replace(/\s+(?:in|on|into|to)\s+(?:my|the|our)\s+(?:calendar|agenda|diary)$/iu, "")
    .trim();
  title = unquoted(tidy(title));
  let location: string | null = null;
  const explicit = /^(.+?)[\s,;]+(?:location|where|venue|place)\s*:\s*(.+)$/iu.exec(title);
  const at = explicit ??
    /^(.+?)\s+(?:at|@)\s+((?:the\s+)?\p{Lu}[^,;]*|the\s+[^,;]+)$/u.exec(title) ??
    /^(.+?)\s+in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3})$/u.exec(title);
  if (at?.[1] && at[2]) {
    title = tidy(at[1]);
    location = tidy(at[2]).slice(0, 200);
  }
  return { title: capitalize(title).slice(0, 200).trim(), location, notes };
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
): ToolCall {
  const spans = skip.map((s) => ({ index: s.index - start, end: s.end - start }));
  let spec = c.text.slice(start, end);
  for (const s of spans) {
    spec = spec.slice(0, s.index) + " ".repeat(s.end - s.index) + spec.slice(s.end);
  }
  let notes: string | null = null;
  const notesAt = /(?:^|[\s,;])(?:notes?|details)\s*:\s*(.+)$/iud.exec(spec);
  if (notesAt?.indices?.[1]) {
    notes = c.typed(start + notesAt.indices[1][0], start + notesAt.indices[1][1]).slice(0, 2000);
    spans.push({ index: notesAt.index, end: spec.length });
  }
  let minutes: number | undefined;
  for (const d of DURATIONS) {
    const m = d.re.exec(spec);
    if (!m) continue;
    minutes = d.minutes(m);
    if (minutes !== undefined) {
      spans.push({ index: m.index, end: m.index + m[0].length });
      break;
    }
  }
  // "book 'team offsite' …": a title in quotes is the title, and holds no date ("parents evening").
  const quoted = /(^|[\s:(])["'‘“]([^"'’”]{2,120})["'’”](?=$|[\s,.;:!?)])/u.exec(spec);
  const quotedTitle = quoted ? tidy(quoted[2] ?? "") : "";
  const quotedSpan = quoted
    ? [{ index: quoted.index + (quoted[1]?.length ?? 0), end: quoted.index + quoted[0].length }]
    : [];
  let blanked = spec;
  for (const s of [...spans, ...quotedSpan]) {
    blanked = blanked.slice(0, s.index) + " ".repeat(s.end - s.index) + blanked.slice(s.end);
  }
  // "…, all day": a day without a time.
  const allDay = /[\s,]*\ball[\s-]day\b/iu.exec(blanked);
  if (allDay) {
    const end = allDay.index + allDay[0].length;
    blanked = blanked.slice(0, allDay.index) + " ".repeat(allDay[0].length) + blanked.slice(end);
    spans.push({ index: allDay.index, end });
  }
  if (REPEATS.test(blanked)) return asDraft({ kind: "event", problem: "repeats", title: null });
  const hits = findDates(blanked.trimEnd(), c.ctx, "future");
  const hit = combineHits(hits);
  const cut = [...spans, ...hits].map((s) => ({ index: s.index + start, end: s.end + start }));
  const parts = eventParts(typedWithout(c, start, end, cut), notes);
  const title = quotedTitle.length > 0
    ? capitalize(quotedTitle)
    : fixedTitle && parts.title.length === 0
    ? fixedTitle
    : parts.title;
  if (title.length === 0 || /^(?:it|this|that|them|something|one|me)$/iu.test(title)) {
    return asDraft({ kind: "event", problem: "what", title: null });
  }
  if (!hit || hit.monthOnly || !(hit.dayCertain || hit.time || hit.instant)) {
    return asDraft({ kind: "event", problem: "when", title });
  }
  const zone = safeTimeZone(c.ctx.timezone);
  const event: Record<string, unknown> = { title };
  if (hit.time === null && hit.instant === null) {
    event.start = isoDate(hit.date);
    if (hit.endDate && isoDate(hit.endDate) > isoDate(hit.date)) event.end = isoDate(hit.endDate);
  } else {
    const startAt = momentOf(hit, c.ctx, { hour: 9, minute: 0, second: 0 });
    const startMs = Date.parse(startAt);
    let endMs = startMs + (minutes ?? 60) * 60_000;
    // The range is said with the time ("on the 4th, 3 to 7pm"), which may not be the first hit.
    const timed = hits.find((h) =>
      h.time !== null && /\s(?:to|until|till|til|through)\s|[-–]/iu.test(h.text)
    );
    const until = minutes === undefined ? endTime(timed ?? hit, c) : null;
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
  return { name: PROPOSE, input: { calendar_event: event } };
}

/**
 * The event said first, then the request to put it in the calendar ("meeting with Dev on monday
 * 10-11:30, can you put it in", "half term, 16th to 20th Feb, put it in the calendar", "…,
 * calendar please"): group 1 the event.
 */
const PUT_IT_IN = new RegExp(
  String
    .raw`^(.+?)\s*(?:[,;]|\s[-–—])\s*(?:(?:and|so|then|please|can\s+you|could\s+you|would\s+you)\s+)*(?:(?:put|stick|pop|add|throw|whack|get)\s+(?:it|that|this|them)\s+(?:in|into|on|onto)(?:\s+(?:my|the|our)\s+(?:calendar|diary|agenda|schedule))?|(?:(?:in|into|on)\s+(?:my|the)\s+)?(?:calendar|diary))(?:\s+please)?[?.!]*$`,
  "iud",
);

/** The event of a message that says it first and then asks to put it in the calendar, or null. */
export function putInCalendar(c: Clause): ToolCall | null {
  const head = PUT_IT_IN.exec(c.text)?.indices?.[1];
  // Only an event said with its day or time: "that's a good idea, put it in" is none.
  if (!head || findDates(c.text.slice(head[0], head[1]), c.ctx).length === 0) return null;
  return eventFrom(c, head[0], head[1], []);
}

/** The calendar event a clause asks to propose (a draft when it has no day), or null. */
export function calendarEvent(c: Clause): ToolCall | null {
  const put = putInCalendar(c);
  if (put) return put;
  for (const opener of EVENT_OPENERS) {
    const m = opener.re.exec(c.text);
    const first = m?.indices?.[1];
    if (!m || !first) continue;
    const second = m.indices?.[2];
    switch (opener.shape) {
      case "noun": {
        if (!second) continue;
        // "a meeting with Bob": the noun is part of the title; "an event: …" is not.
        const generic = GENERIC_NOUN.test(c.text.slice(first[0], first[1]).trim());
        const lead = /^\s*(?:(?:called|named|titled|for)\b|:)/iu.exec(c.text.slice(second[0]));
        const from = generic ? second[0] + (lead?.[0].length ?? 0) : first[0];
        return eventFrom(c, from, c.text.length, [], opener.title);
      }
      case "thing":
        if (!second) continue;
        return eventFrom(c, first[0], c.text.length, [{ index: first[1], end: second[0] }]);
      case "rest":
        return eventFrom(c, first[0], first[1], [], opener.title);
    }
  }
  return null;
}
