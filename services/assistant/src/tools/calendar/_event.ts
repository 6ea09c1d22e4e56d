/**
 * A calendar event as the calendar tool shows it, from the built-in calendar or a feed, and the
 * range of days it is asked for.
 * @module
 */

/** What every event has. */
interface EventBase {
  id: string;
  title: string;
  location: string | null;
  description: string | null;
  /**
   * Who added it: "builtin", "proposal", … for built-in events; "feed" for the calendar feed;
   * "caldav" for the user's CalDAV calendar.
   */
  source: string;
}

/** An event at a time of day. `end` is null when the event gives none. */
export interface TimedEvent extends EventBase {
  allDay: false;
  start: Date;
  end: Date | null;
}

/** An event of whole days, `firstDay` to `lastDay` inclusive (`YYYY-MM-DD`, in no time zone). */
export interface AllDayEvent extends EventBase {
  allDay: true;
  firstDay: string;
  lastDay: string;
}

/** A calendar event. */
export type CalendarEvent = TimedEvent | AllDayEvent;

/** Days `from` to `to` (inclusive) in the user's time zone, and the instants they span. */
export interface DayRange {
  from: string;
  to: string;
  /** When `from` begins. */
  start: Date;
  /** When the day after `to` begins. */
  end: Date;
}

/** True when `event` happens at some time within `range`. */
export function overlaps(event: CalendarEvent, range: DayRange): boolean {
  if (event.allDay) return event.firstDay <= range.to && event.lastDay >= range.from;
  const start = event.start.getTime();
  const end = event.end && event.end.getTime() > start ? event.end.getTime() : start + 1;
  return start < range.end.getTime() && end > range.start.getTime();
}
