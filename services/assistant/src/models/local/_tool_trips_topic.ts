/**
 * A trip named first, then what to do with it: "the Lisbon trip: delete it, the conference moved
 * online", "our Rome holiday - cancel it", "my trip to Oslo: move it to 4-6 May". The request is
 * read with the trip said where "it" stands; only a change of a trip is read so. The shapes are
 * rows of words read over the clause's words (`_shapes.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, makeClause } from "./_tool_text.ts";
import { type Shape, stepsOf, wordsOf } from "./_shapes.ts";
import { DETS, TRIP_NOUN } from "./_tool_trips_words.ts";

/** "the Lisbon trip:", "my trip to Oslo -": the trip, then the break before the request. */
const TOPICS: readonly Shape[] = [
  [DETS, "^", "?^", "?^", TRIP_NOUN, ":|-|–|—"],
  [DETS, TRIP_NOUN, "to|in", "^", "?^", "?^", ":|-|–|—"],
];

/**
 * The change of a trip said after the trip, named first ("the Lisbon trip: delete it"), as `parse`
 * reads it with the trip in the place of "it"; null when the clause is not said so.
 */
export function saidOfTopic(c: Clause, parse: (c: Clause) => ToolCall | null): ToolCall | null {
  const ws = wordsOf(c.text);
  for (const topic of TOPICS) {
    const b = stepsOf(ws, topic, 0, (at) => at < ws.length);
    if (!b) continue;
    const at = b[topic.length - 1]!;
    // "delete it", "get rid of it": "it" said within the request's first four words.
    const j = ws.findIndex((w, i) => i > at && i <= at + 3 && w.w === "it");
    if (j < 0) return null;
    const trip = c.typed(0, ws[at - 2]!.end);
    const after = c.typed(ws[j]!.end, c.text.length);
    // Each part as typed, trimmed: a word is said between each.
    const request = [c.typed(ws[at]!.index, ws[j]!.index), trip, after].join(" ").trim();
    const call = parse(makeClause(request, c.ctx));
    return call && (call.name === "trips_delete" || call.name === "trips_update") ? call : null;
  }
  return null;
}
