/**
 * A reminder about the item just made beside it: "add a task to book the boiler service by Friday
 * and remind me about it tomorrow at 9", "note that the car is due a service and remind me to do it
 * on Monday". The "it" is the thing the request before made, said in its words.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { dayOf, said } from "./_clause_days.ts";

/** The tools that make an item a reminder may be about, and the field that says what it is. */
const MADE_FIELD: Readonly<Record<string, string>> = {
  tasks_create: "content",
  notes_create: "text",
};

/** The ways a reminder names the thing said before: "about it", "to do it". */
const POINTERS = [" about it", " to do it", " of it"];

/** The words that ask for a reminder: only such a request is read about the item made. */
const REMINDING = ["remind ", "ping ", "nudge "];

/**
 * `instruction` with its "it" said as the item the request `before` makes ("remind me about book
 * the boiler service tomorrow at 9"), when that reads as a request by itself; else null.
 */
export function aboutMade(
  read: (text: string) => Parsed | null,
  before: string,
  instruction: string,
): string | null {
  const lower = instruction.toLowerCase();
  if (!REMINDING.some((r) => lower.startsWith(r))) return null;
  const made = read(before);
  const field = made && !isAsk(made) ? MADE_FIELD[made.name] : undefined;
  const thing = made && field && !isAsk(made) ? made.input[field] : undefined;
  if (typeof thing !== "string" || thing.trim().length === 0) return null;
  for (const pointer of POINTERS) {
    const at = lower.indexOf(pointer);
    const end = at + pointer.length;
    if (at < 0 || (end < lower.length && lower.charAt(end) !== " ")) continue;
    const word = pointer === " of it" ? " of " : " about ";
    const text = instruction.slice(0, at) + word + thing.trim() + instruction.slice(end);
    const reading = read(text);
    return reading && !isAsk(reading) ? text : null;
  }
  return null;
}

/** The tools that make an item with a day a countdown may be to, and what it is called. */
const COUNTED: Readonly<Record<string, (input: Record<string, unknown>) => unknown>> = {
  trips_create: (i) => i.destination,
  birthdays_save: (i) => typeof i.name === "string" ? `${i.name}'s birthday` : undefined,
};

/**
 * "add a trip to Tokyo 1-12 April and a countdown to it": the countdown to the item the request
 * `before` makes, on its day ("start a countdown to Tokyo on 1 April 2026"), when that reads as a
 * countdown; else null.
 */
export function countdownToMade(
  read: (text: string) => Parsed | null,
  before: string,
  instruction: string,
): string | null {
  const ws = instruction.trim().toLowerCase().split(" ");
  if (!ws.includes("countdown") || ws.slice(-2).join(" ") !== "to it" || ws.length > 6) return null;
  const made = read(before);
  if (!made || isAsk(made)) return null;
  const name = COUNTED[made.name]?.(made.input);
  const day = dayOf(made);
  if (typeof name !== "string" || !name.trim() || day === null) return null;
  const text = `start a countdown to ${name.trim()} on ${said(day, 0)}`;
  const reading = read(text);
  return reading && !isAsk(reading) && reading.name === "countdowns_set" ? text : null;
}
