/**
 * Reads an iCalendar feed (RFC 5545) with `ical.js`: the events of a range of days, recurring
 * events (RRULE, RDATE, EXDATE, moved or cancelled occurrences) expanded within it, all-day
 * events kept as dates, and times in their TZID's zone: an IANA name through `Intl` (whatever
 * VTIMEZONE the feed has), another name through the feed's VTIMEZONE, a floating time in the
 * user's zone.
 * @module
 */
import ICAL from "ical.js";
import { addDays, instantOf, isTimeZone } from "@asst/shared/time";
import type { CalendarEvent, DayRange } from "./_event.ts";
import { overlaps } from "./_event.ts";

/** A feed that is not iCalendar. Its message never quotes the feed. */
export class IcsParseError extends Error {
  constructor(options?: ErrorOptions) {
    super("The calendar feed is not an iCalendar file", options);
    this.name = "IcsParseError";
  }
}

/** Occurrences looked at per recurring event, at most (a daily event for 50 years). */
const MAX_STEPS = 20_000;
/** Occurrences looked at per feed, at most (a few seconds of work). */
const MAX_FEED_STEPS = 150_000;
/** Events returned at most. */
const MAX_EVENTS = 500;
/** Longest text kept of a description. */
const MAX_DESCRIPTION = 500;
const DAY_MS = 86_400_000;

function text(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** The IANA zone a TZID names, also in forms like "/mozilla.org/20050126_1/Europe/Berlin". */
function ianaZone(tzid: unknown): string | null {
  if (typeof tzid !== "string" || tzid === "") return null;
  if (isTimeZone(tzid)) return tzid;
  const parts = tzid.split("/").filter((p) => p !== "");
  for (const n of [3, 2]) {
    const tail = parts.slice(-n).join("/");
    if (parts.length >= n && /^[A-Za-z]/.test(tail) && isTimeZone(tail)) return tail;
  }
  return null;
}

function tzidOf(component: ICAL.Component, property: string): unknown {
  return component.getFirstProperty(property)?.getParameter("tzid");
}

/** The instant of a date-time of the feed. */
function instant(time: ICAL.Time, tzid: unknown, userZone: string): Date {
  if (time.zone?.tzid === "UTC") return time.toJSDate();
  const wall = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  };
  const iana = ianaZone(tzid);
  if (iana) return instantOf(wall, iana);
  if (time.zone && time.zone.tzid !== "floating") return time.toJSDate();
  return instantOf(wall, userZone);
}

function dateText(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${
    String(time.day).padStart(2, "0")
  }`;
}

function cancelled(component: ICAL.Component): boolean {
  return String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";
}

/** The components of a parsed feed, whether it held one VCALENDAR or several. */
function calendars(text: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (err) {
    throw new IcsParseError({ cause: err });
  }
  if (!Array.isArray(parsed)) throw new IcsParseError();
  // deno-lint-ignore no-explicit-any
  const roots = (typeof parsed[0] === "string" ? [parsed] : parsed) as any[];
  const out = roots.map((jcal) => new ICAL.Component(jcal))
    .filter((c) => c.name === "vcalendar");
  if (out.length === 0) throw new IcsParseError();
  return out;
}

/** Turns one occurrence into an event. */
function occurrence(
  item: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time | null,
  endTzid: unknown,
  id: string,
  userZone: string,
  source: string,
): CalendarEvent {
  const base = {
    id,
    title: text(item.summary, 500) ?? "(no title)",
    location: text(item.location, 500),
    description: text(item.description, MAX_DESCRIPTION),
    source,
  };
  if (start.isDate) {
    const firstDay = dateText(start);
    const endDay = end ? dateText(end) : firstDay;
    return {
      ...base,
      allDay: true,
      firstDay,
      lastDay: endDay > firstDay ? addDays(endDay, -1) : firstDay,
    };
  }
  const startAt = instant(start, tzidOf(item.component, "dtstart"), userZone);
  const endAt = end ? instant(end, endTzid, userZone) : null;
  return {
    ...base,
    allDay: false,
    start: startAt,
    end: endAt && endAt.getTime() > startAt.getTime() ? endAt : null,
  };
}

/**
 * True when an occurrence starting at `start` comes after the whole range. Compares wall-clock
 * times with two days to spare, which covers any zone's offset without asking `Intl`.
 */
function afterRange(start: ICAL.Time, range: DayRange): boolean {
  if (start.isDate) return dateText(start) > range.to;
  const wall = Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute);
  return wall > range.end.getTime() + 2 * DAY_MS;
}

/**
 * True when an occurrence starting at `start` and lasting `durationMs` ends before the whole
 * range, with the same two days to spare.
 */
function beforeRange(start: ICAL.Time, durationMs: number, range: DayRange): boolean {
  const wall = Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute);
  return wall + durationMs < range.start.getTime() - 2 * DAY_MS;
}

/**
 * The events of an iCalendar feed that happen within `range`, in no particular order.
 * @param userZone the zone of floating times (times without a zone)
 * @param source what the events' `source` says: "feed", or "caldav" for the user's CalDAV calendar
 * @throws {IcsParseError} when `text` is not iCalendar
 */
export function feedEvents(
  text: string,
  range: DayRange,
  userZone: string,
  source = "feed",
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  let budget = MAX_FEED_STEPS;
  const push = (event: CalendarEvent) => {
    if (overlaps(event, range) && events.length < MAX_EVENTS) events.push(event);
  };
  for (const calendar of calendars(text)) {
    const components = calendar.getAllSubcomponents("vevent")
      .filter((c) => c.hasProperty("dtstart"));
    const overrides = new Map<string, ICAL.Component[]>();
    for (const c of components) {
      if (!c.hasProperty("recurrence-id")) continue;
      const uid = String(c.getFirstPropertyValue("uid") ?? "");
      overrides.set(uid, [...overrides.get(uid) ?? [], c]);
    }
    const masters = new Set(
      components.filter((c) => !c.hasProperty("recurrence-id"))
        .map((c) => String(c.getFirstPropertyValue("uid") ?? "")),
    );

    for (const component of components) {
      const uid = String(component.getFirstPropertyValue("uid") ?? "") || crypto.randomUUID();
      const isOverride = component.hasProperty("recurrence-id");
      // An override is expanded with its master; one without a master stands alone.
      if (isOverride && masters.has(uid)) continue;
      if (cancelled(component)) continue;
      let event: ICAL.Event;
      try {
        event = new ICAL.Event(component, {
          exceptions: isOverride ? [] : overrides.get(uid) ?? [],
        });
      } catch {
        continue;
      }
      const startTzid = tzidOf(component, "dtstart");
      const endTzid = tzidOf(component, "dtend") ?? startTzid;

      if (!event.isRecurring() || isOverride) {
        push(
          occurrence(event, event.startDate, event.endDate ?? null, endTzid, uid, userZone, source),
        );
        continue;
      }
      const moved = new Set(
        (overrides.get(uid) ?? []).map((c) => String(c.getFirstPropertyValue("recurrence-id"))),
      );
      const durationMs = Math.max(0, event.duration.toSeconds() * 1000);
      const iterator = event.iterator();
      for (let steps = 0; steps < MAX_STEPS && budget > 0; steps++, budget--) {
        const next = iterator.next();
        if (!next) break;
        if (afterRange(next, range)) break;
        if (beforeRange(next, durationMs, range) && !moved.has(next.toString())) continue;
        const details = event.getOccurrenceDetails(next);
        if (details.item !== event && cancelled(details.item.component)) continue;
        const own = details.item !== event;
        const id = `${uid}/${next.toString()}`;
        push(occurrence(
          details.item,
          details.startDate,
          details.endDate ?? null,
          own
            ? tzidOf(details.item.component, "dtend") ?? tzidOf(details.item.component, "dtstart")
            : startTzid,
          id,
          userZone,
          source,
        ));
      }
    }
  }
  return events;
}
