/**
 * A calendar event's title said whole by the user: "add Bank holiday – office closed to my calendar
 * on 17 March" names the event between the verb and "to my calendar", so a dash or a comma inside
 * it is part of its name, never an aside or a second clause left in it (`debrisIn`); so is one
 * quoted after "as" at the end ("…, add it to my calendar as 'Meeting with supervisor'").
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { clauseWords, read, shapes, type Word, wordsOf } from "./_shapes.ts";

/** "add X to my calendar", "put X in the diary": X is said whole between the verb and the calendar. */
const SAID_WHOLE = shapes([
  [
    "add|put|stick|pop|pencil|enter|book",
    "{x}",
    "to|in|on|into",
    "my|the|our",
    "calendar|diary|agenda",
  ],
]);

/** The words of a text without its signs (dashes, commas, quotes), lower-cased. */
function plain(text: string): string {
  return clauseWords(text).map((w) => w.w).join(" ");
}

/**
 * True when `value` is the title of the event `call` proposes and the user said it whole, as it is,
 * between the verb that adds it and the calendar it goes in.
 */
export function titleSaidWhole(text: string, call: ToolCall, value: string): boolean {
  if (call.name !== "propose_action") return false;
  const event = call.input.calendar_event as { title?: unknown } | undefined;
  if (event?.title !== value) return false;
  const said = read(text, SAID_WHOLE, "start")?.[0];
  return said !== undefined && plain(said) === plain(value);
}

/** The marks a title is quoted with. */
export const QUOTES = [`"`, "'", "‘", "’", "“", "”"];

/**
 * Where "as 'Meeting with supervisor'" starts at the end of `text` (the word "as"), or -1: the
 * title said in quotes after the request to put the event in.
 */
export function titledAs(text: string): number {
  const trimmed = text.trimEnd();
  if (!QUOTES.includes(trimmed.charAt(trimmed.length - 1))) return -1;
  const ws = wordsOf(trimmed);
  const as = ws.findLastIndex((w) => w.w === "as");
  const open = trimmed.slice(ws[as]?.end ?? 0).trimStart().charAt(0);
  return as > 0 && QUOTES.includes(open) ? ws[as]!.index : -1;
}

/**
 * The span of a thing said from word `first` to word `last` of `ws`: with its quotes when it is
 * quoted whole ("put 'call with Claire' at 4pm …" keeps the quote its title closes), else from its
 * first word to its last.
 */
export function thingSpan(text: string, ws: readonly Word[], first: number, last: number) {
  const from = ws[first]!.index;
  const to = ws[last]!.end;
  const before = text.slice(ws[first - 1]?.end ?? 0, from).trim();
  if (!QUOTES.includes(before)) return [from, to] as const;
  const open = text.lastIndexOf(before, from);
  const after = text.slice(to, ws[last + 1]?.index ?? text.length).trim().charAt(0);
  return [open, QUOTES.includes(after) ? text.indexOf(after, to) + 1 : to] as const;
}
