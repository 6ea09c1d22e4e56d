/**
 * A trip named by its place before its noun, its days after: "New York trip: 3-7 May", "Lisbon
 * trip from the 3rd to the 7th" (the rows of `NAMED` in `_tool_trips_words.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { isoDate } from "./_tool_dates.ts";
import { readDates } from "./_tool_trips_dates.ts";
import { knownPlace } from "./_tool_trips_place.ts";
import { type Clause, tidy } from "./_tool_text.ts";
import { stepsOf, wordsOf } from "./_shapes.ts";
import { textFrom, textOf } from "./_shapes_spans.ts";
import { MAKING_FIRST, NAMED } from "./_tool_trips_words.ts";

/** The trip a clause names by its place before its noun, with its days, or null. */
export function namedTrip(c: Clause): ToolCall | null {
  const ws = wordsOf(c.text);
  for (const shape of NAMED) {
    const bounds = stepsOf(ws, shape.steps, 0, (at) => at < ws.length);
    if (!bounds) continue;
    // "New York trip: …" is a place, "Add trip to Bangkok" none ("add" and "new" ask for a trip).
    const whole = knownPlace(textOf(c.text, ws, 0, bounds[shape.name[1]]!));
    if (shape.name[0] === 0 && MAKING_FIRST.has(ws[0]!.w) && !whole) continue;
    const from = shape.name[0] === 0 || (whole && ws[0]!.cap) ? 0 : bounds[shape.name[0] - 1]!;
    const body = textFrom(c.text, ws, bounds[shape.steps.length - 1]!);
    const dates = readDates(c.text.slice(body), c, c.text);
    if (!dates) return null;
    const destination = tidy(textOf(c.text, ws, from, bounds[shape.name[1]]!));
    if (!destination || destination.length > 200) return null;
    const input: Record<string, unknown> = { destination, start_date: isoDate(dates.start) };
    if (dates.end) input.end_date = isoDate(dates.end);
    return { name: "trips_create", input };
  }
  return null;
}
