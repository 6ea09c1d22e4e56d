/**
 * `assistant.calendar.add`: the event of a confirmed proposal goes into the built-in calendar,
 * where `calendar_list` shows it. The proposal's id becomes the event's id, so a repeated request
 * (a retry after a lost reply) adds nothing.
 * @module
 */
import { AppError, type assistantSubjects, ERROR_CODE, type Sql } from "@asst/shared";
import type { z } from "zod";
import { addCalendarEventOnce, CalendarEventError } from "./calendar_store.ts";

/** A request of `assistant.calendar.add`. */
export type ProposedEvent = z.output<typeof assistantSubjects.addCalendarEvent.request>;

/** How long a timed event without an end lasts. */
export const DEFAULT_EVENT_MS = 60 * 60 * 1000;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/u;

/** One hour after a parseable start, in UTC; undefined when the start does not parse. */
function hourAfter(start: string): string | undefined {
  const ms = Date.parse(start);
  return Number.isNaN(ms) ? undefined : new Date(ms + DEFAULT_EVENT_MS).toISOString();
}

/**
 * Adds a proposal's event to the account's built-in calendar. A `start` of `YYYY-MM-DD` is an
 * all-day event whose `end` (a date too) is its last day, included; a timed event without `end`
 * lasts an hour.
 * @returns the event's id (the request's `id`) and whether it was added now
 * @throws {AppError} 422 `invalid_body` when the event cannot be added, saying why
 */
export async function addProposedEvent(
  sql: Sql,
  req: ProposedEvent,
): Promise<{ event_id: string; created: boolean }> {
  const allDay = DATE_ONLY.test(req.start);
  const end = req.end ?? (allDay ? undefined : hourAfter(req.start));
  try {
    const { event, created } = await addCalendarEventOnce(sql, req.account_id, {
      id: req.id,
      title: req.title,
      starts_at: req.start,
      ...(end === undefined ? {} : { ends_at: end }),
      all_day: allDay,
      ...(req.location === undefined ? {} : { location: req.location }),
      ...(req.notes === undefined ? {} : { description: req.notes }),
      source: "proposal",
    });
    return { event_id: event.id, created };
  } catch (err) {
    if (err instanceof CalendarEventError) {
      throw new AppError(ERROR_CODE.invalidBody, err.message, { status: 422 });
    }
    throw err;
  }
}
