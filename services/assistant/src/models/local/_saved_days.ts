/**
 * A change to a saved trip said relative to it: "the Japan trip starts on the 3rd now" says a day
 * of the month whose month is the trip's, which the parser cannot see. The parser hands the change
 * over beside its question ({@link SavedChange}); the local model reads the saved trips (a read
 * call), finds the one the change names as the tool would, and completes the call's days from its
 * dates ({@link completedFromSaved}). When no single trip matches, or the day fits its dates in two
 * ways, nothing is completed and the question is asked: never a guess.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { resolveRef } from "../../tools/lists/resolve_ref.ts";

/** A call said relative to a saved item, and how to read that item. */
export interface SavedChange {
  /** The call to run; each of its date slots holds the day of the month said, its month unknown. */
  call: ToolCall;
  /** The read tool listing the saved items. */
  list: string;
}

/** The tools whose change may take its month from the saved item, with the slot naming it. */
const SAVED = new Map([["trips_update", { ref: "trip", list: "trips_list", what: "trip" }]]);

/** The date slots of a trip, each with the saved one it is said beside. */
const DATE_SLOTS = ["start_date", "end_date"] as const;

/**
 * The change a trip's update said with days of the month alone ("starts on the 3rd now") hands
 * over to be completed from the saved trip, or null when it is not one: a single call, naming its
 * trip, changing only its days.
 */
export function savedChange(calls: readonly ToolCall[]): SavedChange | null {
  const [call] = calls;
  const kind = call && calls.length === 1 ? SAVED.get(call.name) : undefined;
  if (!call || !kind || typeof call.input[kind.ref] !== "string") return null;
  const slots = Object.keys(call.input).filter((k) => k !== kind.ref);
  const days = slots.every((k) => (DATE_SLOTS as readonly string[]).includes(k));
  return days && slots.length > 0 ? { call, list: kind.list } : null;
}

interface SavedTrip {
  id: string;
  destination: string;
  start_date: string;
  end_date: string | null;
}

function tripsOf(data: unknown): SavedTrip[] {
  if (typeof data !== "object" || data === null || !("trips" in data)) return [];
  const list = data.trips;
  if (!Array.isArray(list)) return [];
  return list.filter((t): t is SavedTrip =>
    typeof t === "object" && t !== null && typeof t.id === "string" &&
    typeof t.destination === "string" && typeof t.start_date === "string"
  );
}

const DAY_MS = 86_400_000;

function utc(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The day `day` of the month nearest to `near` (its month, the one before or after), or null when
 * two are as near ("the 1st" beside the 16th of a month of 30 days).
 */
export function nearestDay(day: number, near: string): string | null {
  const at = utc(near);
  const [y, m] = [Number(near.slice(0, 4)), Number(near.slice(5, 7)) - 1];
  const found = [-1, 0, 1].map((k) => Date.UTC(y, m + k, day))
    // A day the month has not ("the 31st" of June) is none of its.
    .filter((ms) => new Date(ms).getUTCDate() === day)
    .map((ms) => ({ ms, far: Math.abs(ms - at) / DAY_MS }))
    .sort((a, b) => a.far - b.far);
  if (found.length === 0 || found[1]?.far === found[0]!.far) return null;
  return iso(found[0]!.ms);
}

/** Why a change could not be completed: nothing runs and the question is asked. */
export type NotCompleted = { why: string };

/**
 * The call of `change` with its days in the months of the saved item it names, read from the list
 * tool's data; the item named by its id, so the one changed is the one read. A sentence saying why
 * not when no single item matches or a day fits two months.
 */
export function completedFromSaved(change: SavedChange, data: unknown): ToolCall | NotCompleted {
  const kind = SAVED.get(change.call.name);
  if (!kind) return { why: "" };
  const ref = String(change.call.input[kind.ref]);
  const trips = tripsOf(data).map((t) => ({ ...t, label: `${t.destination} ${t.start_date}` }));
  let trip: SavedTrip;
  try {
    trip = resolveRef(trips, ref, kind.what);
  } catch (err) {
    return { why: err instanceof Error ? `${err.message}.` : "" };
  }
  const input: Record<string, unknown> = { [kind.ref]: trip.id };
  const day = (slot: string) => Number(String(change.call.input[slot]).slice(8, 10));
  const start = change.call.input.start_date !== undefined
    ? nearestDay(day("start_date"), trip.start_date)
    : undefined;
  if (start !== undefined) input.start_date = start;
  if (change.call.input.end_date !== undefined) {
    // An end said beside a start is the first such day from it ("17th to 19th").
    const from = start ?? trip.end_date ?? trip.start_date;
    input.end_date = start ? firstFrom(day("end_date"), start) : nearestDay(day("end_date"), from);
  }
  if (Object.values(input).some((v) => v === null)) return { why: "" };
  return { name: change.call.name, input };
}

/** The first day `day` of a month on or after `from` (within two months), or null. */
function firstFrom(day: number, from: string): string | null {
  const [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1];
  for (const k of [0, 1, 2]) {
    const ms = Date.UTC(y, m + k, day);
    if (new Date(ms).getUTCDate() === day && ms >= utc(from)) return iso(ms);
  }
  return null;
}
