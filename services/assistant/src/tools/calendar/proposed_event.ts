/**
 * `assistant.calendar.add`: the event of a confirmed proposal goes into the user's CalDAV
 * calendar when one is connected, else into the built-in calendar; `calendar_list` shows it
 * either way. The proposal's id becomes the event's id (and its CalDAV UID, written with
 * `If-None-Match: *`), so a repeated request (a retry after a lost reply) adds nothing.
 * @module
 */
import {
  AppError,
  type assistantSubjects,
  ERROR_CODE,
  type SecretBox,
  SecretDecryptError,
} from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import ICAL from "ical.js";
import type { z } from "zod";
import { createIntegrationStore, INTEGRATION_KIND } from "../../integrations/integrations.ts";
import { addDays } from "@asst/shared/time";
import { parseCaldavUrl, putCaldavEvent } from "./caldav.ts";
import { addCalendarEventOnce, CalendarEventError } from "./calendar_store.ts";
import { SERVER_FAILURE, UserServerError } from "../../integrations/user_server_error.ts";

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

/** What writing to the user's CalDAV calendar needs. */
export interface CaldavTarget {
  secretBox: SecretBox;
  /** Let the CalDAV server be on a loopback or private host (local tests only). */
  allowPrivate: boolean;
}

function invalid(message: string): AppError {
  return new AppError(ERROR_CODE.invalidBody, message);
}

/** The event as an iCalendar object whose UID is the proposal's id. */
export function proposedEventIcs(req: ProposedEvent, now: Date): string {
  const allDay = DATE_ONLY.test(req.start);
  const event = new ICAL.Component("vevent");
  event.addPropertyWithValue("uid", req.id);
  event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(now, true));
  event.addPropertyWithValue("summary", req.title);
  if (allDay) {
    const last = req.end && DATE_ONLY.test(req.end) ? req.end : req.start;
    if (last < req.start) throw invalid("The event ends before it starts");
    event.addPropertyWithValue("dtstart", ICAL.Time.fromDateString(req.start));
    event.addPropertyWithValue("dtend", ICAL.Time.fromDateString(addDays(last, 1)));
  } else {
    const start = Date.parse(req.start);
    const end = Date.parse(req.end ?? hourAfter(req.start) ?? "");
    if (Number.isNaN(start) || Number.isNaN(end)) {
      throw invalid("The event's start or end is not a date and time");
    }
    if (end < start) throw invalid("The event ends before it starts");
    event.addPropertyWithValue("dtstart", ICAL.Time.fromJSDate(new Date(start), true));
    event.addPropertyWithValue("dtend", ICAL.Time.fromJSDate(new Date(end), true));
  }
  if (req.location) event.addPropertyWithValue("location", req.location);
  if (req.notes) event.addPropertyWithValue("description", req.notes);
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", "-//Assistant Interface//Proposals//EN");
  calendar.addSubcomponent(event);
  return calendar.toString();
}

/**
 * Writes a proposal's event into the user's CalDAV calendar when one is connected.
 * @returns null when none is connected; else the event's id and whether it was added now
 * @throws {AppError} 422 when the server refuses it or the login is wrong, 502 when it can not be
 *   reached; the message names the server's host, never the password
 */
async function addToCaldav(
  sql: Sql,
  req: ProposedEvent,
  target: CaldavTarget,
  now: Date,
): Promise<{ event_id: string; created: boolean } | null> {
  let url: string | null;
  try {
    url = await createIntegrationStore(sql, target.secretBox)
      .getSecret(req.account_id, INTEGRATION_KIND.caldav);
  } catch (err) {
    if (!(err instanceof SecretDecryptError)) throw err;
    throw invalid(
      "The saved calendar address can not be read any more: connect your calendar again",
    );
  }
  if (url === null) return null;
  const ics = proposedEventIcs(req, now);
  try {
    const address = parseCaldavUrl(url, target.allowPrivate);
    const done = await putCaldavEvent(address, req.id, ics, { allowPrivate: target.allowPrivate });
    return { event_id: req.id, created: done === "created" };
  } catch (err) {
    if (!(err instanceof UserServerError)) throw err;
    if (err.code === SERVER_FAILURE.unreachable) {
      // 502, not the code's 503 (an override): the calendar server failed, not the assistant
      // (the bus says 503 for that).
      throw new AppError(ERROR_CODE.unavailable, err.message, { status: 502 });
    }
    throw invalid(err.message);
  }
}

/**
 * Adds a proposal's event to the user's CalDAV calendar when `caldav` is given and one is
 * connected, else to the account's built-in calendar. A `start` of `YYYY-MM-DD` is an
 * all-day event whose `end` (a date too) is its last day, included; a timed event without `end`
 * lasts an hour.
 * @returns the event's id (the request's `id`) and whether it was added now
 * @throws {AppError} 422 `invalid_body` when the event cannot be added, saying why
 */
export async function addProposedEvent(
  sql: Sql,
  req: ProposedEvent,
  caldav: CaldavTarget | null = null,
  now: Date = new Date(),
): Promise<{ event_id: string; created: boolean }> {
  const remote = caldav ? await addToCaldav(sql, req, caldav, now) : null;
  if (remote) return remote;
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
      throw invalid(err.message);
    }
    throw err;
  }
}
