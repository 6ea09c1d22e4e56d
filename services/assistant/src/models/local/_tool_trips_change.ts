/**
 * Removing a trip and changing one said as a fact: "take Tokyo off my trips", "the Edinburgh trip
 * is cancelled", "we're not going to Tokyo after all"; "Lisbon trip: we leave on 11 April
 * instead", "we're staying one extra day in Edinburgh, until 26 May". The trip parser
 * (`_tool_trips.ts`) gives the words of the group's description.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { findDates, isoDate } from "./_tool_dates.ts";
import { type Clause, cleanRef, match } from "./_tool_text.ts";
import { DET, othersThan, removalTarget } from "./_tool_words.ts";

/** Verbs that remove with "off": "take Tokyo off my trips". */
const OFF_VERB = String.raw`(?:take|cross|strike|scratch|knock)`;
const CANCELLED = String
  .raw`(?:cancell?ed|called\s+off|off|scrapped|not\s+happening|no\s+longer\s+happening)`;

function tripWord(trip: string): RegExp {
  return new RegExp(String.raw`^(?:${trip}|business|city|break)$`, "iu");
}

function deleted(typed: string, trip: string): ToolCall | null {
  const ref = cleanRef(typed, tripWord(trip));
  return ref ? { name: "trips_delete", input: { trip: ref } } : null;
}

/**
 * The trip a clause removes, in any of the ways people say it, or null.
 * @param trip the trip nouns, as a regex source
 * @param verb the removal verbs, as a regex source
 */
export function tripRemoval(c: Clause, trip: string, verb: string): ToolCall | null {
  const target = removalTarget(c, verb, trip, othersThan("trip"));
  if (target) return deleted(c.typed(target.start, target.end), trip);
  const shapes = [
    // take Tokyo off my trips
    String.raw`^${OFF_VERB}\s+(.+?)\s+(?:off|out\s+of|from)\s+${DET}${trip}(?:\s+list)?$`,
    // we cancelled the Rome trip / I called off my trip to Rome
    String
      .raw`^(?:i|we)\s+(?:have\s+|just\s+|had\s+to\s+)*(?:cancell?ed|cancel|called\s+off|call\s+off|scrapped|dropped)\s+${DET}(?:(.+?)\s+${trip}|${trip}\s+(?:to|in)\s+(.+))$`,
    // the Edinburgh trip is cancelled / my trip to Rome is off
    String
      .raw`^${DET}(?:(.+?)\s+${trip}|${trip}\s+(?:to|in)\s+(.+?))\s+(?:is|has\s+been|got|was|is\s+now)\s+${CANCELLED}(?:\s+(?:after\s+all|now))?$`,
    // we are not going to Tokyo after all
    String
      .raw`^(?:i|we)\s+(?:am|are|will)\s+not\s+(?:be\s+)?(?:going|travell?ing|flying|heading)\s+to\s+(.+?)(?:\s+(?:after\s+all|any\s*more|anymore))?$`,
  ];
  for (const shape of shapes) {
    const found = match(c, new RegExp(shape, "iud"));
    if (!found) continue;
    return deleted(found.slot(found.m[1] ? 1 : 2), trip);
  }
  return null;
}

const LEAVE = String
  .raw`(?:leave|leaving|depart|departing|fly\s+out|flying\s+out|set\s+off|setting\s+off|start|starting|go|going|head\s+off|heading\s+off)`;
const RETURN = String
  .raw`(?:return|returning|come\s+back|coming\s+back|get\s+back|getting\s+back|fly\s+back|flying\s+back|come\s+home|coming\s+home|are\s+back|will\s+be\s+back|be\s+back|stay|staying)`;
const WE = String
  .raw`(?:i|we)\s+(?:am\s+|are\s+|will\s+|will\s+now\s+|now\s+|actually\s+|shall\s+)*`;
/** A capitalised place, read on the text as typed (no case folding). */
const PLACE = /^\p{Lu}[\p{L}\p{M}'.-]*(?:\s+\p{Lu}[\p{L}\p{M}'.-]*)*$/u;

function changed(trip: string, field: "start" | "end", rest: string, c: Clause): ToolCall | null {
  const hit = findDates(rest, c.ctx, "future").find((h) => h.dayCertain);
  if (!hit) return null;
  return {
    name: "trips_update",
    input: { trip, [field === "start" ? "start_date" : "end_date"]: isoDate(hit.date) },
  };
}

/**
 * A change to a trip said as a fact: the trip named before a colon ("Lisbon trip: we leave on 11
 * April instead"), or by its place with a word saying it changes ("we're staying one extra day in
 * Edinburgh, until 26 May", "we now fly back from Rome on the 9th instead").
 * @param trip the trip nouns, as a regex source
 */
export function changeSaidAsFact(c: Clause, trip: string): ToolCall | null {
  const headed = match(
    c,
    new RegExp(
      String
        .raw`^${DET}(.+?\s+${trip}|${trip}\s+(?:to|in)\s+.+?)\s*[:,\-–]\s*${WE}(?:(${LEAVE})|${RETURN})\b(.+)$`,
      "iud",
    ),
  );
  if (headed) {
    const ref = cleanRef(headed.slot(1), tripWord(trip));
    const rest = headed.m[3] ?? "";
    return ref ? changed(ref, headed.m[2] ? "start" : "end", rest, c) : null;
  }
  const staying = match(
    c,
    /^(?:i|we)\s+(?:am\s+|are\s+|will\s+be\s+|will\s+|now\s+)*(?:staying|stay)\s+(?:on\s+)?(?:\S+\s+){0,3}?(?:extra|longer|more|additional)\s+(?:days?\s+|nights?\s+)?(?:in|at)\s+([^,]+?)\s*,?\s*(?:until|till|to|through)\s+(.+)$/iud,
  );
  if (staying && PLACE.test(staying.slot(1))) {
    return changed(staying.slot(1), "end", staying.m[2] ?? "", c);
  }
  const instead = match(
    c,
    new RegExp(
      String
        .raw`^${WE}(?:(${LEAVE})\s+(?:for|to)|${RETURN}\s+from)\s+(.+?)\s+((?:on|the|in)\b.*\b(?:instead|now)|.*\binstead)$`,
      "iud",
    ),
  );
  if (instead && PLACE.test(instead.slot(2))) {
    return changed(instead.slot(2), instead.m[1] ? "start" : "end", instead.m[3] ?? "", c);
  }
  return null;
}
