/**
 * What a request says around it when another request is beside it: a reason at its end ("cancel
 * the gym reminder because my knee is sore, and remind me …") and "instead" after one that ends an
 * item ("…, and remind me on Friday at 6pm to book a physio instead"), each read without.
 * @module
 */
import { REASON_WORDS } from "../../text/normalize.ts";
import { isAsk, type Parsed } from "./_ask.ts";
import type { Group } from "./_clause_groups.ts";
import { changes } from "./_clause_kind.ts";
import { isStatement } from "./_clause_statements.ts";

/** Words that start a reason said inside a request ("cancel it because my knee is sore"). */
const REASONS = new Set(REASON_WORDS);

/**
 * "cancel the gym reminder because my knee is sore, and remind me …": a piece that reads only
 * without the reason at its end (a statement after "because", "since") is read so.
 */
export function withoutReasons(
  groups: Group[],
  read: (text: string) => Parsed | null,
  alone: (text: string) => Parsed | null,
): Group[] {
  return groups.map((g) => {
    if (read(g.text)) return g;
    const ws = g.text.trim().split(" ");
    const at = ws.findIndex((w, i) => i > 1 && REASONS.has(w.toLowerCase()));
    if (at < 0 || !isStatement(ws.slice(at + 1).join(" "))) return g;
    const text = ws.slice(0, at).join(" ");
    const call = alone(text);
    return call && !isAsk(call) ? { ...g, text } : g;
  });
}

/**
 * "cancel the gym reminder, and remind me on Friday at 6pm to book a physio instead": a request
 * said "instead" after one that ends an item is read without the word, which says only that it
 * takes the ended item's place (`_coverage_references.ts` checks that one was).
 */
export function inPlaceOf(groups: Group[], alone: (text: string) => Parsed | null): Group[] {
  return groups.map((g, i) => {
    const ws = g.text.trim().split(" ");
    if (i === 0 || ws.length < 3 || ws[ws.length - 1]?.toLowerCase() !== "instead") return g;
    const ended = groups.slice(0, i).some((o) => {
      const call = alone(o.text);
      return call !== null && !isAsk(call) && changes(call.name);
    });
    const text = ws.slice(0, -1).join(" ");
    const call = ended ? alone(text) : null;
    return call && !isAsk(call) && !changes(call.name) ? { ...g, text } : g;
  });
}
