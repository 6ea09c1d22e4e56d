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
import { isoDateTime, wallClock, wallToInstant } from "./_dates_zone.ts";
import { movedAt } from "./_tool_reminders_same_day.ts";

/** A call said relative to a saved item, and how to read that item. */
export interface SavedChange {
  /**
   * The call to run; each of its date slots holds the day of the month said, its month unknown,
   * or, with `shift`, is a day to move.
   */
  call: ToolCall;
  /** The read tool listing the saved items. */
  list: string;
  /** Days each date slot moves by from the saved item's own ("pushed back a week" is 7). */
  shift?: number;
  /**
   * Other words that may name the item, each tried in turn when the one before names none ("the
   * vet moved Biscuit's appointment …": the appointment, else the vet).
   */
  refs?: string[];
}

/** How a kind of saved item is named, listed and dated. */
interface Kind {
  /** The call's slot naming the item, as its tool resolves it. */
  ref: string;
  list: string;
  what: string;
  /** The list's key in the read tool's data, and each item's name in it. */
  items: string;
  name: string;
  /** The item's date slots, the first always set. */
  dates: readonly string[];
}

/** The tools whose change may take its month from the saved item. */
const SAVED = new Map<string, Kind>([
  ["trips_update", {
    ref: "trip",
    list: "trips_list",
    what: "trip",
    items: "trips",
    name: "destination",
    dates: ["start_date", "end_date"],
  }],
  // A countdown's day put right is it set again and removed (`dayPutRight()` in
  // `groups/countdowns.ts`); its `title` holds the removal's reference.
  ["countdowns_set", {
    ref: "title",
    list: "countdowns_list",
    what: "countdown",
    items: "countdowns",
    name: "title",
    dates: ["date"],
  }],
  // A trip made elsewhere on a saved one's days, that one then deleted
  // (`_tool_trips_same_dates.ts`); the saved trip is named by `refs`.
  ["trips_create", {
    ref: "destination",
    list: "trips_list",
    what: "trip",
    items: "trips",
    name: "destination",
    dates: ["start_date", "end_date"],
  }],
  // A reminder moved to a day "same time" is it set again at its own hour, then cancelled
  // (`_tool_reminders_same_time.ts`); its `at` holds the day said.
  ["reminders_create", {
    ref: "text",
    list: "reminders_list",
    what: "reminder",
    items: "reminders",
    name: "text",
    dates: ["next_fire_at"],
  }],
]);

/**
 * The change a saved item's update said with days of the month alone hands over to be completed
 * from the saved item, or null when it is not one: a trip's update naming its trip and changing
 * only its days ("starts on the 3rd now"), or a countdown removed and set again on a day ("the gig
 * moved to the 30th, fix the countdown").
 */
export function savedChange(calls: readonly ToolCall[]): SavedChange | null {
  const [call, set] = calls;
  if (
    calls.length === 2 && call?.name === "countdowns_remove" && set?.name === "countdowns_set" &&
    typeof call.input.countdown === "string" && typeof set.input.date === "string"
  ) {
    const input = { title: call.input.countdown, date: set.input.date };
    return { call: { name: set.name, input }, list: "countdowns_list" };
  }
  const kind = call && calls.length === 1 ? SAVED.get(call.name) : undefined;
  if (!call || !kind || typeof call.input[kind.ref] !== "string") return null;
  const slots = Object.keys(call.input).filter((k) => k !== kind.ref);
  const days = slots.every((k) => kind.dates.includes(k));
  return days && slots.length > 0 ? { call, list: kind.list } : null;
}

type Saved = { id: string; label: string } & Record<string, unknown>;

function itemsOf(data: unknown, kind: Kind): Saved[] {
  if (typeof data !== "object" || data === null) return [];
  const list = (data as Record<string, unknown>)[kind.items];
  if (!Array.isArray(list)) return [];
  return list.filter((t): t is Record<string, unknown> =>
    typeof t === "object" && t !== null && typeof t.id === "string" &&
    typeof t[kind.name] === "string" && typeof t[kind.dates[0]!] === "string"
  ).map((t) => ({ ...t, id: String(t.id), label: `${t[kind.name]} ${t[kind.dates[0]!]}` }));
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
 * The calls of `change` with its days in the months of the saved item it names (or moved by its
 * shift), read from the list tool's data; the item named by its id, so the one changed is the one
 * read. A sentence saying why not when no single item matches or a day fits two months.
 */
export function completedFromSaved(change: SavedChange, data: unknown): ToolCall[] | NotCompleted {
  const kind = SAVED.get(change.call.name);
  if (!kind) return { why: "" };
  const found = itemNamed(
    itemsOf(data, kind),
    change.refs ?? [String(change.call.input[kind.ref])],
    kind,
  );
  if ("why" in found) return found;
  const { item } = found;
  if (kind.what === "reminder") return sameHour(item, String(change.call.input.at));
  if (change.call.name === "trips_create") {
    // "delete the Austin trip and add one to San Antonio, same dates": made first, then deleted.
    const days = Object.fromEntries(
      kind.dates.filter((d) => typeof item[d] === "string")
        .map((d) => [d, item[d]]),
    );
    return [
      { name: "trips_create", input: { destination: change.call.input.destination, ...days } },
      { name: "trips_delete", input: { trip: item.id } },
    ];
  }
  const said = (slot: string) => change.call.input[slot] !== undefined;
  const own = (slot: string) => typeof item[slot] === "string" ? String(item[slot]) : null;
  const day = (slot: string) => Number(String(change.call.input[slot]).slice(8, 10));
  const dates: Record<string, string | null> = {};
  if (change.shift !== undefined) {
    // "pushed back a week": each day said moves from its own; a trip without an end keeps none.
    for (const slot of kind.dates.filter(said)) {
      const from = own(slot);
      if (from !== null) dates[slot] = iso(utc(from) + change.shift * DAY_MS);
    }
    if (Object.keys(dates).length === 0) return { why: "" };
  } else if (kind.what === "countdown") {
    dates.date = nearestDay(day("date"), item.date as string);
  } else {
    const start = said("start_date")
      ? nearestDay(day("start_date"), own("start_date")!)
      : undefined;
    if (start !== undefined) dates.start_date = start;
    if (said("end_date")) {
      // An end said beside a start is the first such day from it ("17th to 19th").
      const from = start ?? own("end_date") ?? own("start_date")!;
      dates.end_date = start
        ? firstFrom(day("end_date"), start)
        : nearestDay(day("end_date"), from);
    }
  }
  if (Object.values(dates).some((v) => v === null)) return { why: "" };
  if (kind.what === "countdown") {
    // Set again first: when that fails (a day passed), the countdown is still there.
    return [
      { name: "countdowns_set", input: { title: item.title, date: dates.date } },
      { name: "countdowns_remove", input: { countdown: item.id } },
    ];
  }
  return [{ name: change.call.name, input: { [kind.ref]: item.id, ...dates } }];
}

/** The first day `day` of a month on or after `from` (within two months), or null. */
export function firstFrom(day: number, from: string): string | null {
  const [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1];
  for (const k of [0, 1, 2]) {
    const ms = Date.UTC(y, m + k, day);
    if (new Date(ms).getUTCDate() === day && ms >= utc(from)) return iso(ms);
  }
  return null;
}

/**
 * The one item the first of `refs` that names any names; why not when none names one, or the
 * first that names any names several (never a later one then: the user is asked).
 */
function itemNamed(
  items: Saved[],
  refs: readonly string[],
  kind: Kind,
): { item: Saved } | NotCompleted {
  let why = "";
  for (const [i, ref] of refs.entries()) {
    try {
      return { item: resolveRef(items, ref, kind.what) };
    } catch (err) {
      const said = err instanceof Error ? `${err.message}.` : "";
      if (i === 0) why = said;
      if (!said.startsWith("No ")) return { why: said };
    }
  }
  return { why };
}

/**
 * A reminder set again on `day` at the hour it goes off now, in its own time zone, then the old
 * one cancelled; a repeating reminder is not moved so (which of its times?).
 */
function sameHour(item: Saved, day: string): ToolCall[] | NotCompleted {
  const zone = typeof item.timezone === "string" ? item.timezone : null;
  // "the dentist reminder should be 3pm now, not 2": an hour on its own day, or a time said whole.
  const moved = zone && !item.recurrence ? movedAt(day, String(item.next_fire_at), zone) : null;
  if (moved) return moveTo(item, moved);
  if (!zone || item.recurrence || day.length !== 10 || Number.isNaN(utc(day))) return { why: "" };
  const { time } = wallClock(new Date(String(item.next_fire_at)), zone);
  const date = {
    year: Number(day.slice(0, 4)),
    month: Number(day.slice(5, 7)),
    day: Number(day.slice(8)),
  };
  return moveTo(item, isoDateTime(wallToInstant(date, time, zone), zone));
}

/** A reminder set again at `at`, then the old one cancelled. */
function moveTo(item: Saved, at: string): ToolCall[] {
  return [
    { name: "reminders_create", input: { text: item.text, at } },
    { name: "reminders_cancel", input: { reminder: item.id } },
  ];
}
