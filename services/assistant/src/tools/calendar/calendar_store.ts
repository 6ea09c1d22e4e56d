/**
 * The built-in calendar in `assistant.calendar_events`: events the assistant added (such as a
 * confirmed proposal), shown by `calendar_list` with the events of the user's calendar feed.
 * @module
 */
import type { Sql, TransactionSql } from "@asst/shared/db";
import type { CalendarEvent } from "./_event.ts";
import { addDays, isIsoDate } from "@asst/shared/time";

/** An event to add. */
export interface NewCalendarEvent {
  /**
   * The event's id, such as the id of the proposal it comes from: adding an id the account
   * already has adds nothing. @default a new random uuid
   */
  id?: string;
  title: string;
  /** ISO 8601 date-time with an offset; for an all-day event, the first day as `YYYY-MM-DD`. */
  starts_at: string;
  /** ISO 8601 date-time with an offset; for an all-day event, the last day as `YYYY-MM-DD`. */
  ends_at?: string;
  /** @default false */
  all_day?: boolean;
  location?: string;
  description?: string;
  /** Who adds it. @default "builtin" */
  source?: string;
}

/** An event that can not be added; the message says which field and why. */
export class CalendarEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CalendarEventError";
  }
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

function instant(value: string, field: string): Date {
  if (!DATE_TIME.test(value) || !isIsoDate(value.slice(0, 10)) || Number.isNaN(Date.parse(value))) {
    throw new CalendarEventError(
      `The ${field} "${value}" is not a time: use ISO 8601 with an offset, like 2026-03-20T09:00:00+01:00`,
    );
  }
  return new Date(value);
}

function day(value: string, field: string): string {
  if (!isIsoDate(value)) {
    throw new CalendarEventError(
      `The ${field} "${value}" of an all-day event is not a date: use YYYY-MM-DD`,
    );
  }
  return value;
}

function optional(value: string | undefined, field: string, max: number): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed.length > max) {
    throw new CalendarEventError(
      `The ${field} has ${trimmed.length} characters; keep it to ${max}`,
    );
  }
  return trimmed === "" ? null : trimmed;
}

interface Row {
  id: string;
  title: string;
  starts_at: Date;
  ends_at: Date | null;
  all_day: boolean;
  location: string | null;
  description: string | null;
  source: string;
}

function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function toEvent(row: Row): CalendarEvent {
  const base = {
    id: row.id,
    title: row.title,
    location: row.location,
    description: row.description,
    source: row.source,
  };
  if (row.all_day) {
    const firstDay = utcDate(row.starts_at);
    const endDay = row.ends_at ? utcDate(row.ends_at) : firstDay;
    return {
      ...base,
      allDay: true,
      firstDay,
      lastDay: endDay > firstDay ? addDays(endDay, -1) : firstDay,
    };
  }
  return { ...base, allDay: false, start: row.starts_at, end: row.ends_at };
}

/**
 * Adds an event to the account's built-in calendar (for a confirmed proposal). Works inside a
 * transaction too. With an `id` the account already has, nothing is added and the event kept
 * under that id is returned.
 * @throws {CalendarEventError} for a missing title, a malformed time, or an end before the start
 */
export async function addCalendarEvent(
  sql: Sql | TransactionSql,
  accountId: string,
  event: NewCalendarEvent,
): Promise<CalendarEvent> {
  return (await addCalendarEventOnce(sql, accountId, event)).event;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/**
 * Like {@link addCalendarEvent}, and says whether the event was added: `created` is false when
 * the account already had an event with `event.id` (whose stored event is returned).
 * @throws {CalendarEventError} also for an `id` that is not a uuid or belongs to another account
 */
export async function addCalendarEventOnce(
  sql: Sql | TransactionSql,
  accountId: string,
  event: NewCalendarEvent,
): Promise<{ event: CalendarEvent; created: boolean }> {
  const id = event.id ?? crypto.randomUUID();
  if (!UUID.test(id)) {
    throw new CalendarEventError(`The event id "${id.slice(0, 40)}" is not a uuid: give a uuid`);
  }
  const title = optional(event.title, "title", 500);
  if (!title) throw new CalendarEventError("The event has no title: give it one");
  const allDay = event.all_day ?? false;
  let startsAt: Date;
  let endsAt: Date | null;
  if (allDay) {
    const first = day(event.starts_at, "start");
    const last = event.ends_at === undefined ? first : day(event.ends_at, "end");
    if (last < first) {
      throw new CalendarEventError(
        `The event ends on ${last}, before it starts on ${first}: give a later end`,
      );
    }
    startsAt = new Date(`${first}T00:00:00Z`);
    endsAt = new Date(`${addDays(last, 1)}T00:00:00Z`);
  } else {
    startsAt = instant(event.starts_at, "start");
    endsAt = event.ends_at === undefined ? null : instant(event.ends_at, "end");
    if (endsAt && endsAt.getTime() < startsAt.getTime()) {
      throw new CalendarEventError(
        `The event ends at ${event.ends_at}, before it starts at ${event.starts_at}: give a later end`,
      );
    }
  }
  const source = optional(event.source, "source", 40) ?? "builtin";
  const location = optional(event.location, "location", 500);
  const description = optional(event.description, "description", 4000);
  const [row] = await sql<Row[]>`
    insert into assistant.calendar_events
      (id, account_id, title, starts_at, ends_at, all_day, location, description, source)
    values (${id}, ${accountId}, ${title}, ${startsAt}, ${endsAt}, ${allDay}, ${location},
      ${description}, ${source})
    on conflict (id) do nothing
    returning id, title, starts_at, ends_at, all_day, location, description, source
  `;
  if (row) return { event: toEvent(row), created: true };
  const [kept] = await sql<Row[]>`
    select id, title, starts_at, ends_at, all_day, location, description, source
    from assistant.calendar_events where id = ${id} and account_id = ${accountId}
  `;
  if (!kept) {
    throw new CalendarEventError(`The event id "${id}" is already taken: give another id`);
  }
  return { event: toEvent(kept), created: false };
}

/** Built-in events listed at most. */
const MAX_LISTED = 500;

/** The account's built-in events that may fall between `start` and `end` (a day to spare). */
export async function builtinEvents(
  sql: Sql,
  accountId: string,
  start: Date,
  end: Date,
): Promise<CalendarEvent[]> {
  const from = new Date(start.getTime() - 86_400_000);
  const to = new Date(end.getTime() + 86_400_000);
  const rows = await sql<Row[]>`
    select id, title, starts_at, ends_at, all_day, location, description, source
    from assistant.calendar_events
    where account_id = ${accountId} and starts_at < ${to} and coalesce(ends_at, starts_at) >= ${from}
    order by starts_at, id
    limit ${MAX_LISTED}
  `;
  return rows.map(toEvent);
}
