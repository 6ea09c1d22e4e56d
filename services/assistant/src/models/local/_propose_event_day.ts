/**
 * An event said with a clock time and no day ("… and put the dinner in my calendar at 8pm"), in a
 * message that names its day elsewhere ("Email marco@… to confirm the table for the 20th, …",
 * "Since Ayo's coming over on Saturday, …"): today was only the date reader's guess. The event
 * takes the one day the message names; beside several days, it asks when. Read by
 * `tool_intent.ts` over the calls of a whole message.
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";
import type { ToolCall } from "../../tools/types.ts";
import { findDates, isoDate, isoDateTime, type LocalDate, wallToInstant } from "./_tool_dates.ts";
import { asDraft } from "./_propose_drafts.ts";
import type { Clause } from "./_tool_text.ts";

/** The event calls whose clause said a clock time and no day. */
const DAY_UNSAID = new WeakSet<ToolCall>();

/** `call`, marked as an event whose day nobody said (its day is today's, as guessed). */
export function dayUnsaid(call: ToolCall): ToolCall {
  DAY_UNSAID.add(call);
  return call;
}

/** The days a message names whole ("the 20th", "on Saturday", "tomorrow"), each once. */
function daysNamed(whole: Clause): LocalDate[] | null {
  const days = new Map<string, LocalDate>();
  for (const h of findDates(whole.text, whole.ctx, "future")) {
    if (!h.dayCertain || h.instant) continue;
    // "from the 3rd to the 7th": a stretch of days is no one day.
    if (h.endDate && isoDate(h.endDate) !== isoDate(h.date)) return null;
    days.set(isoDate(h.date), h.date);
  }
  return [...days.values()];
}

/** The event of `call` moved to `day`, at the same wall-clock times. */
function movedTo(call: ToolCall, day: LocalDate, zone: string): ToolCall {
  const event = call.input.calendar_event as Record<string, unknown>;
  const start = String(event.start);
  const length = Date.parse(String(event.end)) - Date.parse(start);
  const [hour, minute] = start.slice(11, 16).split(":").map(Number);
  const at = wallToInstant(day, { hour: hour ?? 0, minute: minute ?? 0, second: 0 }, zone);
  const moved = {
    ...event,
    start: isoDateTime(at, zone),
    end: isoDateTime(new Date(at.getTime() + length), zone),
  };
  return { ...call, input: { ...call.input, calendar_event: moved } };
}

/**
 * The calls of a message, each event said with no day put on the one day the message names
 * elsewhere, or made a draft asking when beside several; as they were when it names none.
 */
export function eventDaysSaid(calls: ToolCall[], whole: Clause): ToolCall[] {
  if (!calls.some((c) => DAY_UNSAID.has(c))) return calls;
  const days = daysNamed(whole);
  if (days !== null && days.length === 0) return calls;
  const zone = safeTimeZone(whole.ctx.timezone);
  return calls.map((call) => {
    if (!DAY_UNSAID.has(call)) return call;
    if (days?.length === 1) return movedTo(call, days[0]!, zone);
    const event = call.input.calendar_event as { title?: string };
    return asDraft({ kind: "event", problem: "when", title: event.title ?? null });
  });
}
