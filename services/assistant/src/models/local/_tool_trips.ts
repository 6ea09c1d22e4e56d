/**
 * Trips in what people write: "I'm going to Lisbon from 3 to 7 December", "add a trip to Rome next
 * month" (the first day of the month), "show my trips", "move the Lisbon trip to start on the 4th",
 * "cancel the Lisbon trip".
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import {
  addDays,
  compareDates,
  COUNT_RE,
  countOf,
  type DateHit,
  findDates,
  isoDate,
  type LocalDate,
  localNow,
  MONTH_RE,
  weekdayOf,
} from "./_tool_dates.ts";
import { withoutAside } from "./_tool_aside.ts";
import { changeSaidAsFact, tripRemoval } from "./_tool_trips_change.ts";
import { type Clause, cleanRef, match, tidy, typedWithout } from "./_tool_text.ts";
import { asksToList, DET, namesOnlyKind, othersThan, theOne } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";

const W = words("trip");
/** Any of the trip nouns, singular or plural ("trip", "holidays", "city break"). */
const TRIP = W.noun;
const CREATE_VERB = W.verb("trips_create");
const GO_VERB = W.verb("trips_create:going");
const UPDATE_VERB = W.verb("trips_update");
const REMOVE_VERB = W.verb("trips_delete");
const TRIP_WORD = new RegExp(String.raw`^(?:${TRIP}|business|city|break)$`, "iu");

const DURATION = new RegExp(
  String
    .raw`\bfor\s+(?:(${COUNT_RE})\s+(days?|nights?|weeks?)|(?:a|one|the)\s+(week|weekend|fortnight|day|night))\b`,
  "iu",
);

interface Dates {
  start: LocalDate;
  end: LocalDate | null;
  spans: { index: number; end: number }[];
  firstIndex: number;
}

/** The days a text gives: "from 3 to 7 December", "next month", "on 3 May for a week". */
function readDates(text: string, c: Clause): Dates | null {
  const hits = findDates(text, c.ctx, "future").filter((h) => h.dayCertain || h.monthOnly);
  const first = hits[0];
  if (!first) return null;
  const today = localNow(c.ctx).date;
  let start = first.date;
  if (/\bnext\s+week\b/iu.test(first.text)) {
    start = addDays(today, ((8 - weekdayOf(today)) % 7) || 7);
  }
  let end: LocalDate | null = first.endDate;
  const spans: { index: number; end: number }[] = [{ index: first.index, end: first.end }];
  if (/\bweekend\b/iu.test(first.text) && !end) end = addDays(start, 1);
  const second = hits[1];
  if (!end && second && compareDates(second.date, start) >= 0) {
    end = second.date;
    spans.push({ index: second.index, end: second.end });
  }
  const d = DURATION.exec(text);
  if (d) {
    spans.push({ index: d.index, end: d.index + d[0].length });
    if (!end) {
      const n = d[1] ? countOf(d[1]) ?? 1 : 1;
      const unit = (d[2] ?? d[3] ?? "day").toLowerCase();
      // "weekend" before "week": a weekend is two days, not seven.
      const days = unit === "weekend"
        ? 1
        : unit.startsWith("week")
        ? 7 * n
        : unit === "fortnight"
        ? 14
        : unit.startsWith("night")
        ? n
        : Math.max(n - 1, 0);
      end = addDays(start, Math.round(days));
    }
  }
  if (end && compareDates(end, start) < 0) end = null;
  return { start, end, spans, firstIndex: Math.min(...spans.map((s) => s.index)) };
}

const GENERIC_GO =
  /^(?:going|go|in|be\s+in|going\s+to\s+be\s+in|will\s+be\s+in|away\s+in|off|visiting|visit)$/iu;

/** "I'm flying to", "we will be in": the subject and its helping verbs before a going verb. */
const SUBJECT = String
  .raw`(?:i|we)\s+(?:am\s+|are\s+|will\s+be\s+|will\s+|shall\s+be\s+|plan\s+to\s+be\s+|am\s+planning\s+to\s+be\s+|are\s+planning\s+to\s+be\s+|am\s+planning\s+on\s+|have\s+to\s+be\s+|need\s+to\s+be\s+|also\s+|just\s+|have\s+)*`;

/** "a weekend in", "our flights to": what was booked, before the place. */
const BOOKED_WHAT = String
  .raw`(?:(?:a|an|my|our|the)\s+)?(?:\S+\s+)?(?:weekend|week|trip|holiday|break|getaway|flights?|hotel|stay|nights?|city\s+break)(?:\s+away)?\s+(?:to|in|at)\s+`;

const CREATE: { re: RegExp; verb: number; body: number }[] = [
  {
    re: new RegExp(
      String
        .raw`^(${SUBJECT})?(going\s+on\s+(?:a\s+)?(?:trip|holiday|vacation|business\s+trip)\s+to|off\s+on\s+(?:a\s+)?(?:trip|holiday)\s+to|${GO_VERB})\s+(?:to\s+|for\s+|off\s+to\s+|over\s+to\s+|out\s+to\s+)?(?:${BOOKED_WHAT})?(.+)$`,
      "iud",
    ),
    verb: 2,
    body: 3,
  },
  {
    re: new RegExp(
      String
        .raw`^(${CREATE_VERB})\s+(?:a|an|my|the|new|our|another)?\s*(?:new\s+)?(?:(?:business|work|weekend|family|road|ski|day|city|beach|short|long)\s+)?(?:trip|journey|holiday|vacation|getaway|travel(?:\s+plans?)?)\s*(?:to|in|for|:|-|at)?\s*(.+)$`,
      "iud",
    ),
    verb: 1,
    body: 2,
  },
  {
    re:
      /^((?:(?:business|work|weekend|road|ski)\s+)?(?:trip|holiday|vacation|journey))\s+(?:to|in)\s+(.+)$/iud,
    verb: 1,
    body: 2,
  },
];

/** "Lisbon trip: 3-7 December": the place first, capitalised, then the days. */
const NAMED_TRIP =
  /^(?:(?:[Aa]dd|[Cc]reate|[Pp]lan|[Bb]ook|[Ss]ave|[Ll]og|[Nn]ew|[Pp]ut|[Ss]chedule|[Rr]ecord|[Ee]nter)\s+(?:(?:a|an|my|the|our|another)\s+)?)?((?:\p{Lu}[\p{L}\p{M}'.-]*\s+){1,3})(?:[Tt]rip|[Hh]oliday|[Vv]acation|[Gg]etaway|[Bb]usiness\s+trip)\s*[:\-,]?\s+(.+)$/du;

function namedTrip(c: Clause): ToolCall | null {
  const m = NAMED_TRIP.exec(c.text);
  const span = m?.indices?.[2];
  if (!m || !span) return null;
  const dates = readDates(c.text.slice(span[0], span[1]), c);
  if (!dates) return null;
  const destination = tidy(m[1] ?? "");
  if (!destination || destination.length > 200) return null;
  const input: Record<string, unknown> = { destination, start_date: isoDate(dates.start) };
  if (dates.end) input.end_date = isoDate(dates.end);
  return { name: "trips_create", input };
}

function create(c: Clause): ToolCall | null {
  const named = namedTrip(c);
  if (named) return named;
  for (const shape of CREATE) {
    const found = match(c, shape.re);
    const span = found?.m.indices?.[shape.body];
    if (!found || !span) continue;
    const body = c.text.slice(span[0], span[1]);
    const dates = readDates(body, c);
    if (!dates) return null;
    const beforeDate = tidy(c.typed(span[0], span[0] + dates.firstIndex));
    const after = typedWithout(
      c,
      span[0] + dates.firstIndex,
      span[1],
      dates.spans.map((s) => ({ index: s.index + span[0], end: s.end + span[0] })),
    );
    let destination = beforeDate.replace(/^(?:to|in|for)\s+/iu, "");
    let notes = "";
    const cut = /\s*(?:,|;|\s(?:for|with|because|since|to\s+(?:see|visit|attend)|staying|and)\s)/iu
      .exec(
        ` ${destination} `,
      );
    if (cut && cut.index > 0) {
      notes = destination.slice(cut.index).trim();
      destination = destination.slice(0, cut.index - 1).trim();
    }
    if (destination.length === 0) {
      destination = tidy(
        after.replace(/^(?:to|in)\s+/iu, "").split(/\s*,\s*|\s+(?:for|with|from)\s+/u)[0] ?? "",
      );
    } else {
      const extra = tidy(after.replace(/^[\s,;]+/u, ""));
      if (/\p{L}{2}/u.test(extra)) notes = [notes, extra].filter((x) => x).join(", ");
    }
    destination = tidy(destination).replace(/^(?:the\s+city\s+of\s+)/iu, "");
    // "visit grandma in Dublin": the place is where the visit is.
    const inPlace =
      /^(\p{Ll}.*?)\s+(?:in|at)\s+(\p{Lu}[\p{L}\p{M}'.-]*(?:\s+\p{Lu}[\p{L}\p{M}'.-]*)*)$/u
        .exec(destination);
    if (inPlace?.[1] && inPlace[2]) {
      notes = [inPlace[1], notes].filter((x) => x).join(", ");
      destination = inPlace[2];
    }
    if (destination.length === 0 || destination.length > 200) return null;
    const verb = (found.m[shape.verb] ?? "").toLowerCase().replace(/\s+/gu, " ");
    if (GENERIC_GO.test(verb) && !/^\p{Lu}/u.test(destination)) return null;
    // Without "I" or "we", only a verb of going on its way says a trip: "flying to Oslo on 2 May".
    if (shape === CREATE[0] && !found.m[1] && !/ing$|^off$|booked$/u.test(verb)) {
      return null;
    }
    if (/^(?:a|an|my|the)\s+(?:trip|holiday|vacation)$/iu.test(destination)) return null;
    const input: Record<string, unknown> = { destination, start_date: isoDate(dates.start) };
    if (dates.end) input.end_date = isoDate(dates.end);
    const n = tidy(notes).replace(/^[,;]\s*/u, "");
    const onlyReturn =
      /^(?:and\s+)?(?:(?:coming|come|getting|get|flying|fly|going|heading)\s+)?(?:back|home|returning|return)(?:\s+home)?$/iu;
    if (n.length > 1 && !onlyReturn.test(n)) input.notes = n.slice(0, 2000);
    return { name: "trips_create", input };
  }
  return null;
}

const TRIP_HEAD = new RegExp(String.raw`${DET}(?:(\S+(?:\s+\S+){0,3}?)\s+)?${TRIP}\b`, "iud");

/** A capitalised place after the trip noun: "trip to New York". Case matters, so no `i` flag. */
const TRIP_TO = /^\s+(?:[Tt]o|[Ii]n)\s+(\p{Lu}[\p{L}\p{M}'.-]*(?:\s+\p{Lu}[\p{L}\p{M}'.-]*)*)/du;

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
  const text = c.text.slice(start, end);
  const m = TRIP_HEAD.exec(text);
  if (!m || !m.indices) return null;
  let stop = start + m.index + m[0].length;
  const before = m.indices[1];
  const to = TRIP_TO.exec(c.text.slice(stop, end));
  const toSpan = to?.indices?.[1];
  let pick: [number, number] | undefined = before
    ? [start + before[0], start + before[1]]
    : undefined;
  const place = to?.[1] ?? "";
  const notPlace = new RegExp(
    String
      .raw`^(?:Start|End|Begin|Finish|Return|${MONTH_RE}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Next|This|Tomorrow|Today)\b`,
    "iu",
  );
  if (toSpan && to && !(preferBefore && pick) && !notPlace.test(place)) {
    pick = [stop + toSpan[0], stop + toSpan[1]];
    stop += to[0].length;
  }
  // "move the trip to 4 May": the trip named by its kind alone is the one there is.
  if (!pick) return m.index === 0 && !m[1] ? { ref: theOne("trip"), end: stop } : null;
  const ref = cleanRef(c.typed(pick[0], pick[1]), TRIP_WORD);
  return ref ? { ref, end: stop } : null;
}

function update(c: Clause): ToolCall | null {
  const note = match(
    c,
    new RegExp(
      String
        .raw`^(?:add|put|attach|write)\s+(?:a\s+)?note\s+(?:to|on|for)\s+(.+?${TRIP}(?:\s+to\s+\S+)?)\s*[:\-,]\s*(.+)$`,
      "iud",
    ),
  );
  if (note) {
    const span = note.m.indices?.[1];
    const r = span ? tripRef(c, span[0], span[1]) : null;
    const notes = note.slot(2).slice(0, 2000).trim();
    return r && notes ? { name: "trips_update", input: { trip: r.ref, notes } } : null;
  }
  const verb = match(
    c,
    new RegExp(
      String
        .raw`^(${UPDATE_VERB})\s+(?:the\s+(start|end|return|departure|finish)(?:\s+(?:date|day))?\s+(?:of|for)\s+)?(.+)$`,
      "iud",
    ),
  );
  const trailing = match(
    c,
    new RegExp(
      String
        .raw`^(.+?${TRIP}(?:\s+to\s+\S+)?)\s+(?:now\s+|will\s+now\s+|should\s+)?(starts?|begins?|ends?|finish(?:es)?|is\s+now|will\s+(?:start|begin|end))\s+(.+)$`,
      "iud",
    ),
  );
  let ref: string | null = null;
  let rest = "";
  let action = "";
  let field = "";
  if (verb) {
    const span = verb.m.indices?.[3];
    if (!span) return null;
    const renaming = /^rename$/iu.test(verb.m[1] ?? "");
    const r = tripRef(c, span[0], span[1], renaming);
    if (!r) return null;
    const mention = c.text.slice(span[0], r.end);
    if (!new RegExp(String.raw`\b${TRIP}\b`, "iu").test(mention)) return null;
    if (othersThan("trip").test(mention)) return null;
    ref = r.ref;
    rest = c.text.slice(r.end, span[1]);
    action = (verb.m[1] ?? "").toLowerCase();
    field = (verb.m[2] ?? "").toLowerCase();
  } else if (trailing) {
    const span = trailing.m.indices?.[1];
    if (!span) return null;
    const r = tripRef(c, span[0], span[1]);
    if (!r) return null;
    ref = r.ref;
    action = (trailing.m[2] ?? "").toLowerCase();
    rest = `${action} ${trailing.m[3] ?? ""}`;
  }
  if (!ref) return null;
  if (action === "rename" || /^\s*(?:'s\s+)?destination\s+to\b/iu.test(rest)) {
    const to = /\bto\s+(.+)$/iu.exec(rest);
    const destination = to?.[1] ? tidy(to[1]) : "";
    return destination ? { name: "trips_update", input: { trip: ref, destination } } : null;
  }
  const dates = findDates(rest, c.ctx, "future").filter((h) => h.dayCertain || h.monthOnly);
  const hit: DateHit | undefined = dates[0];
  if (!hit) return null;
  const input: Record<string, unknown> = { trip: ref };
  const endWords =
    /\b(?:end|ends|ending|return|returns|returning|back|finish|finishes|until|till|through|come\s+home)\b/iu;
  const startWords =
    /\b(?:start|starts|starting|begin|begins|beginning|leave|leaving|depart|departing|from)\b/iu;
  if (hit.endDate) {
    input.start_date = isoDate(hit.date);
    input.end_date = isoDate(hit.endDate);
  } else if (
    field === "end" || field === "return" || field === "finish" || action === "extend" ||
    action === "shorten" || (endWords.test(rest) && !startWords.test(rest))
  ) {
    input.end_date = isoDate(hit.date);
  } else {
    input.start_date = isoDate(hit.date);
    const second = dates[1];
    if (second && endWords.test(rest)) input.end_date = isoDate(second.date);
  }
  return { name: "trips_update", input };
}

/** "was amazing", "last year": a story about a trip, not a request to see them. */
const NARRATIVE =
  /\b(?:was|were|went|had|has\s+been|have\s+been|did|loved|enjoyed|last\s+(?:year|month|week|summer|winter|time))\b/iu;

const STATEMENT = /\b(?:starts?|begins?|ends?|is|are|will|was)\b/iu;

function asksForTrips(c: Clause): boolean {
  const t = c.text;
  if (
    asksToList(c, String.raw`(?:${TRIP}|travel)`) &&
    (!NARRATIVE.test(t) || /^(?:show|list|what|which|when|where|how)\b/iu.test(t)) &&
    // "my holiday starts on 3 May" tells, it does not ask.
    (c.question || !STATEMENT.test(t) || /^(?:show|list|what|which|when|where|how)\b/iu.test(t))
  ) {
    return true;
  }
  return /^(?:when|where)\s+(?:am\s+i|are\s+we)\s+(?:going|leaving|flying|travell?ing|off|heading)\b/iu
    .test(t) ||
    new RegExp(String.raw`^when\s+(?:is|are)\s+${DET}(?:next\s+)?${TRIP}\b`, "iu").test(t) ||
    new RegExp(String.raw`^(?:where|when)\s+(?:is|are)\s+(?:my|our)\s+next\s+${TRIP}\b`, "iu")
      .test(t);
}

/** The trips call a clause asks for, or null. */
export function parseTrip(c: Clause): ToolCall | null {
  const removed = tripRemoval(c, TRIP, REMOVE_VERB);
  if (removed) return removed;
  if (namesOnlyKind(c, REMOVE_VERB, TRIP)) {
    return { name: "trips_delete", input: { trip: theOne("trip") } };
  }
  const updated = update(c) ?? changeSaidAsFact(c, TRIP);
  if (updated) return updated;
  const created = create(c);
  if (created) return created;
  if (asksForTrips(c)) return { name: "trips_list", input: {} };
  return withoutAside(c, (part) => tripRemoval(part, TRIP, REMOVE_VERB));
}
