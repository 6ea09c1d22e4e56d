/**
 * How long an event lasts and whether it repeats, in what people write: "for an hour and a half",
 * "for about 45 minutes", "a 30-minute call", "for 2h"; "every Monday", "weekly". Read over words
 * with the rows of `_propose_event_words.ts`, for `_propose_event.ts`.
 * @module
 */
import { countOf } from "./_tool_dates.ts";
import type { Word } from "./_shapes.ts";
import { saysAny, shapeEnd } from "./_shapes_spans.ts";
import {
  EVERY,
  FOR_LENGTH,
  REPEAT_WORDS,
  SAID_LENGTHS,
  UNIT_MINUTES,
} from "./_propose_event_words.ts";
import { ownEntry } from "../../text/normalize.ts";

/** An amount and its unit said as one word: "30min", "1.5h", "2hrs". */
const AMOUNT_UNIT = /^(\d+(?:\.\d+)?)(hours?|hrs?|h|minutes?|mins?|m)$/iu;

function amountMinutes(amount: string, unit: string): number | undefined {
  const n = countOf(amount);
  const per = ownEntry(UNIT_MINUTES, unit.toLowerCase());
  if (n === undefined || per === undefined || !Number.isFinite(n) || n <= 0) return undefined;
  const minutes = n * per;
  return minutes >= 5 && minutes <= 24 * 60 ? Math.round(minutes) : undefined;
}

/** An amount and its unit said from word `at` ("30 minutes", "30min", "30-minute"), or null. */
function amountAt(
  ws: readonly Word[],
  at: number,
  apart: boolean,
): { minutes: number | undefined; end: number } | null {
  const w = ws[at];
  if (!w) return null;
  const parts = w.raw.split("-");
  const joined = AMOUNT_UNIT.exec(w.raw);
  let said: { amount: string; unit: string; end: number } | null = null;
  if (parts.length >= 2 && (parts.length === 2 || parts[2]!.toLowerCase() === "long")) {
    said = { amount: parts[0]!, unit: parts[1]!, end: at + 1 };
  } else if (joined && !apart) {
    said = { amount: joined[1]!, unit: joined[2]!, end: at + 1 };
  } else if (ws[at + 1] && ownEntry(UNIT_MINUTES, ws[at + 1]!.w) !== undefined) {
    said = { amount: w.w, unit: ws[at + 1]!.w, end: at + 2 };
  }
  if (
    !said || countOf(said.amount) === undefined ||
    ownEntry(UNIT_MINUTES, said.unit.toLowerCase()) === undefined
  ) {
    return null;
  }
  const end = ws[said.end]?.w === "long" && parts.length < 3 ? said.end + 1 : said.end;
  return { minutes: amountMinutes(said.amount, said.unit), end };
}

/**
 * The length an event is said to last, and where: "for an hour and a half", "for half an hour",
 * "for about 45 minutes", "a 30-minute call"; the first way said that gives a length.
 */
export function lengthOf(
  ws: readonly Word[],
): { minutes: number; index: number; end: number } | null {
  const span = (from: number, to: number) => ({
    index: ws[leadOf(ws, from)]!.index,
    end: ws[to - 1]!.end,
  });
  for (const said of SAID_LENGTHS) {
    const at = ws.findIndex((_, i) => shapeEnd(ws, i, said.steps) > i);
    if (at >= 0) return { minutes: said.minutes, ...span(at, shapeEnd(ws, at, said.steps)) };
  }
  // "for about 45 minutes": the first "for" with an amount after it.
  for (let at = 0; at < ws.length; at++) {
    const from = shapeEnd(ws, at, FOR_LENGTH);
    const found = from > at ? amountAt(ws, from, false) : null;
    if (!found) continue;
    if (found.minutes !== undefined) return { minutes: found.minutes, ...span(at, found.end) };
    break;
  }
  // "a 30-minute call": an amount and its unit said first, or after "a"; "…, 2 hours", "…, about
  // 2 hours": said last, after a comma.
  for (let at = 0; at < ws.length; at++) {
    const lead = ROUGHLY.has(ws[at - 1]?.w ?? "") ? at - 1 : at;
    const last = ws[lead - 1]?.raw === "," && amountAt(ws, at, true)?.end === endOfPart(ws, at);
    if (at > 0 && !["a", "an"].includes(ws[at - 1]!.w) && !last) continue;
    const found = amountAt(ws, at, true);
    if (!found) continue;
    if (found.minutes !== undefined) return { minutes: found.minutes, ...span(lead, found.end) };
    break;
  }
  return null;
}

/** Words that say a length is roughly said: "…, about 2 hours". */
const ROUGHLY = new Set(["about", "around", "roughly", "approx", "approximately", "maybe"]);

/** Words saying what lasts, before its verb: "…, it lasts 2 hours", "which runs for 3 hours". */
const LASTING_LEAD = new Set(["it", "which", "that", "and"]);
/** The verbs of lasting a lead goes with. */
const LASTING = new Set(["lasts", "lasting", "takes", "taking", "runs", "running"]);

/** Where a length said from word `at` starts with what says what lasts, and the comma before. */
function leadOf(ws: readonly Word[], at: number): number {
  if (!LASTING.has(ws[at]?.w ?? "")) return at;
  let from = at;
  while (from > 0 && LASTING_LEAD.has(ws[from - 1]!.w)) from--;
  return from > 0 && ws[from - 1]!.raw === "," ? from - 1 : from;
}

/** Where the part of the words from `at` ends: at their end or a mark (",", ";", "."). */
function endOfPart(ws: readonly Word[], at: number): number {
  const mark = ws.findIndex((w, i) => i >= at && w.punct);
  return mark < 0 ? ws.length : mark;
}

/** Whether the words say the event repeats: "every Monday", "each 2 weeks", "weekly". */
export function repeats(ws: readonly Word[]): boolean {
  if (saysAny(ws, REPEAT_WORDS)) return true;
  return ws.some((w, i) =>
    shapeEnd(ws, i, EVERY) > i ||
    (["every", "each"].includes(w.w) && "0123456789".includes(ws[i + 1]?.raw.charAt(0) || "x"))
  );
}
