import { inTransaction, type Sql, type TransactionSql } from "@asst/shared/db";
import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import {
  type CivilDate,
  daysBetween,
  formatDate,
  parseDate,
  relativeDays,
  todayIn,
} from "./_dates.ts";
import { isUniqueViolation } from "@asst/shared";
import { removeByRef, withAccountLock } from "./_db.ts";
import { resolveRef } from "./resolve_ref.ts";
import { excerpt, foldKey, joinAnd, optionalText, storable } from "./_text.ts";

/** The most trips one account keeps. */
export const MAX_TRIPS = 1000;
/** The most past trips a list shows, after the upcoming ones. */
export const PAST_TRIPS_SHOWN = 10;

interface TripRow {
  id: string;
  destination: string;
  start_date: string;
  end_date: string | null;
  notes: string | null;
}

interface TripInput {
  destination?: string;
  start_date?: string;
  end_date?: string;
  notes?: string;
}

/** Where a trip stands today: coming, under way, or over. */
const TRIP_STATUS = { upcoming: "upcoming", ongoing: "ongoing", past: "past" } as const;
type TripStatus = typeof TRIP_STATUS[keyof typeof TRIP_STATUS];

function civil(text: string): CivilDate {
  return parseDate(text, "date");
}

function dates(t: TripRow): string {
  const start = formatDate(civil(t.start_date));
  return t.end_date && t.end_date !== t.start_date
    ? `${start} to ${formatDate(civil(t.end_date))}`
    : start;
}

function status(t: TripRow, today: CivilDate): { status: TripStatus; when: string } {
  const untilStart = daysBetween(today, civil(t.start_date));
  const last = civil(t.end_date ?? t.start_date);
  const untilEnd = daysBetween(today, last);
  if (untilStart > 0) return { status: TRIP_STATUS.upcoming, when: relativeDays(untilStart) };
  if (untilEnd >= 0) {
    return {
      status: TRIP_STATUS.ongoing,
      when: untilEnd === 0 ? "under way, last day today" : `under way, until ${formatDate(last)}`,
    };
  }
  return { status: TRIP_STATUS.past, when: `ended ${relativeDays(untilEnd)}` };
}

function line(t: TripRow, when: string): string {
  const notes = t.notes ? ` (${excerpt(t.notes, 60)})` : "";
  return `• ${t.destination}: ${dates(t)} — ${when}${notes}`;
}

function shown(t: TripRow, today: CivilDate) {
  return { ...t, status: status(t, today).status };
}

/**
 * Checks the dates of a trip.
 * @throws {ToolError} for impossible dates or an end before the start
 */
function checkDates(start: string, end: string | null): void {
  const s = parseDate(start, "start date");
  if (end === null) return;
  const e = parseDate(end, "end date");
  if (daysBetween(s, e) < 0) {
    throw new ToolError(
      `The end date "${end}" is before the start date "${start}": ` +
        "give an end on or after the start",
    );
  }
}

function duplicate(t: { destination: string; start_date: string }, id: string): ToolError {
  return new ToolError(
    `You already have a trip to ${t.destination} starting ${
      formatDate(civil(t.start_date))
    } (id ${id}): edit that trip instead`,
  );
}

async function all(env: ToolEnv): Promise<TripRow[]> {
  return await env.sql<TripRow[]>`
    select id, destination, start_date::text as start_date, end_date::text as end_date, notes
    from assistant.trips
    where account_id = ${env.accountId}
    order by start_date, created_at
    limit ${MAX_TRIPS}
  `;
}

async function sameTrip(
  sql: Sql | TransactionSql,
  env: ToolEnv,
  key: string,
  start: string,
  except: string | null,
) {
  const [row] = await sql<{ id: string }[]>`
    select id from assistant.trips
    where account_id = ${env.accountId} and destination_key = ${key} and start_date = ${start}
      and id is distinct from ${except}
  `;
  return row;
}

/**
 * Handlers of the trips group. The list shows trips under way and upcoming ones first (soonest
 * first), then the most recent past trips, marked as past.
 */
export const tripsHandlers: ToolHandlers = {
  trips_list: async (_input: Record<string, never>, env: ToolEnv) => {
    const today = todayIn(env.now, env.timezone);
    const rows = (await all(env)).map((t) => ({ t, s: status(t, today) }));
    if (rows.length === 0) {
      return { summary: "You have no trips planned.", data: { trips: [], past_count: 0 } };
    }
    const coming = rows.filter((r) => r.s.status !== TRIP_STATUS.past);
    const past = rows.filter((r) => r.s.status === TRIP_STATUS.past).reverse();
    const pastShown = past.slice(0, PAST_TRIPS_SHOWN);
    const parts: string[] = [];
    parts.push(
      coming.length > 0
        ? `Your trips, the next first:\n${coming.map((r) => line(r.t, r.s.when)).join("\n")}`
        : "You have no upcoming trips.",
    );
    if (pastShown.length > 0) {
      const more = past.length > pastShown.length
        ? `\n…and ${past.length - pastShown.length} earlier trips`
        : "";
      parts.push(`Past trips:\n${pastShown.map((r) => line(r.t, r.s.when)).join("\n")}${more}`);
    }
    return {
      summary: parts.join("\n"),
      data: {
        trips: [...coming, ...pastShown].map((r) => shown(r.t, today)),
        past_count: past.length,
      },
    };
  },

  trips_create: async (
    input: TripInput & { destination: string; start_date: string },
    env: ToolEnv,
  ) => {
    const destination = storable(input.destination, "destination");
    const end = input.end_date ?? null;
    checkDates(input.start_date, end);
    const notes = optionalText(input.notes, "notes") ?? null;
    const key = foldKey(destination);
    const row = await withAccountLock(env.sql, "trips", env.accountId, async (tx) => {
      const same = await sameTrip(tx, env, key, input.start_date, null);
      if (same) throw duplicate({ destination, start_date: input.start_date }, same.id);
      const [have] = await tx<{ n: number }[]>`
        select count(*)::int as n from assistant.trips where account_id = ${env.accountId}
      `;
      if ((have?.n ?? 0) >= MAX_TRIPS) {
        throw new ToolError(
          `You already keep ${MAX_TRIPS} trips, the most there can be: remove some past ones first`,
        );
      }
      const [created] = await tx<TripRow[]>`
        insert into assistant.trips (id, account_id, destination, destination_key, start_date,
          end_date, notes, created_at, updated_at)
        values (${crypto.randomUUID()}, ${env.accountId}, ${destination}, ${key},
          ${input.start_date}, ${end}, ${notes}, ${env.now}, ${env.now})
        returning id, destination, start_date::text as start_date, end_date::text as end_date,
          notes
      `;
      return created!;
    });
    const today = todayIn(env.now, env.timezone);
    return {
      summary: `Added your trip to ${row.destination}: ${dates(row)} (${status(row, today).when}).`,
      data: shown(row, today),
    };
  },

  trips_update: async (input: TripInput & { trip: string }, env: ToolEnv) => {
    const given = (["destination", "start_date", "end_date", "notes"] as const).filter((f) =>
      input[f] !== undefined
    );
    if (given.length === 0) {
      throw new ToolError(
        `Say what to change about the trip "${input.trip}": destination, dates or notes`,
      );
    }
    const rows = await all(env);
    const trip = resolveRef(
      rows.map((t) => ({ ...t, label: `${t.destination} ${t.start_date}` })),
      input.trip,
      "trip",
    );
    const next: TripRow = {
      id: trip.id,
      destination: input.destination !== undefined
        ? storable(input.destination, "destination")
        : trip.destination,
      start_date: input.start_date ?? trip.start_date,
      end_date: input.end_date ?? trip.end_date,
      notes: input.notes !== undefined ? optionalText(input.notes, "notes") ?? null : trip.notes,
    };
    checkDates(next.start_date, next.end_date);
    const changed = given.filter((f) => next[f] !== trip[f]);
    const today = todayIn(env.now, env.timezone);
    if (changed.length === 0) {
      return {
        summary: `Your trip to ${trip.destination} already has those details; nothing changed.`,
        data: { trip: shown(next, today), changed: [] },
      };
    }
    const key = foldKey(next.destination);
    let row: TripRow | undefined;
    try {
      // In a savepoint: a unit of work goes on after the unique violation.
      [row] = await inTransaction(env.sql, (tx) =>
        tx<TripRow[]>`
        update assistant.trips
        set destination = ${next.destination}, destination_key = ${key},
          start_date = ${next.start_date}, end_date = ${next.end_date}, notes = ${next.notes},
          updated_at = ${env.now}
        where account_id = ${env.accountId} and id = ${trip.id}
        returning id, destination, start_date::text as start_date, end_date::text as end_date,
          notes
      `);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const same = await sameTrip(env.sql, env, key, next.start_date, trip.id);
      throw duplicate(next, same?.id ?? "unknown");
    }
    if (!row) throw new ToolError(`No trip matches "${input.trip}"`);
    const said: string[] = [];
    if (changed.includes("destination")) said.push(`destination now ${row.destination}`);
    if (changed.includes("start_date") || changed.includes("end_date")) {
      said.push(`dates now ${dates(row)}`);
    }
    if (changed.includes("notes")) {
      said.push(row.notes === null ? "notes cleared" : "notes updated");
    }
    return {
      summary: `Updated your trip to ${trip.destination}: ${joinAnd(said)}.`,
      data: { trip: shown(row, today), changed },
    };
  },

  trips_delete: async (input: { trip: string }, env: ToolEnv) => {
    const trip = await removeByRef(env, await all(env), input.trip, {
      table: "assistant.trips",
      what: "trip",
      label: (t) => `${t.destination} ${t.start_date}`,
    });
    return {
      summary: `Removed your trip to ${trip.destination} (${dates(trip)}).`,
      data: { removed: { id: trip.id, destination: trip.destination } },
    };
  },
};
