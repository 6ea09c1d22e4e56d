/**
 * The calendar tool, `calendar_list`: the events of a range of days from the built-in calendar
 * and, when the user connected them in the chat, their CalDAV calendar and iCalendar feed, shown
 * in the user's time zone.
 * @module
 */
import {
  createIntegrationStore,
  displayFeedUrl,
  INTEGRATION_KIND,
} from "../../integrations/integrations.ts";
import { caldavEvents, parseCaldavUrl } from "./caldav.ts";
import { type SecretBox, SecretDecryptError } from "@asst/shared";
import { type ToolEnv, ToolError, type ToolHandlers } from "../types.ts";
import { type CalendarEvent, type DayRange, overlaps } from "./_event.ts";
import { feedEvents, IcsParseError } from "./_ics.ts";
import {
  addDays,
  dateIn,
  daysFrom,
  formatClock,
  formatDay,
  isIsoDate,
  isoInZone,
  safeTimeZone,
  startOfDay,
} from "@asst/shared/time";
import { builtinEvents } from "./calendar_store.ts";
import { UserServerError } from "../../integrations/user_server_error.ts";

/** What the calendar tool needs besides each call's {@link ToolEnv}. */
export interface CalendarHandlerDeps {
  /** Gets a feed's text; in production the SSRF-safe fetcher, which limits size and time. */
  fetchFeed: (url: string) => Promise<string>;
  /** Opens the stored feed addresses. */
  secretBox: SecretBox;
  /** Let the CalDAV calendar be on a loopback or private host (local tests only). */
  allowPrivate?: boolean;
}

/** The longest range one call lists, in days. */
export const MAX_RANGE_DAYS = 366;
/** The largest feed read, in characters. */
const MAX_FEED_CHARS = 10_000_000;
/** The most events a summary shows; its data holds up to 500. */
const SHOWN = 100;

function range(input: { from?: string; to?: string }, env: ToolEnv, tz: string): DayRange {
  for (const [field, value] of [["from", input.from], ["to", input.to]] as const) {
    if (value !== undefined && !isIsoDate(value)) {
      throw new ToolError(
        `The "${field}" date "${value}" does not exist: use a real date as YYYY-MM-DD`,
      );
    }
  }
  const from = input.from ?? dateIn(env.now, tz);
  const to = input.to ?? addDays(from, 7);
  if (to < from) {
    throw new ToolError(
      `The range ends on ${to}, before it starts on ${from}: give a "to" date on or after "from"`,
    );
  }
  if (daysFrom(from, to) > MAX_RANGE_DAYS) {
    throw new ToolError(
      `The range ${from} to ${to} spans ${
        daysFrom(from, to)
      } days; ask for at most ${MAX_RANGE_DAYS} at a time`,
    );
  }
  return { from, to, start: startOfDay(from, tz), end: startOfDay(addDays(to, 1), tz) };
}

function sortKey(event: CalendarEvent, tz: string): number {
  return event.allDay ? startOfDay(event.firstDay, tz).getTime() - 1 : event.start.getTime();
}

function when(event: CalendarEvent, today: string, tz: string): string {
  if (event.allDay) {
    const first = formatDay(event.firstDay, today);
    return event.lastDay === event.firstDay
      ? `${first}, all day`
      : `${first} – ${formatDay(event.lastDay, today)}, all day`;
  }
  const startDay = dateIn(event.start, tz);
  const start = `${formatDay(startDay, today)} ${formatClock(event.start, tz)}`;
  if (!event.end) return start;
  const endDay = dateIn(event.end, tz);
  return endDay === startDay
    ? `${start}–${formatClock(event.end, tz)}`
    : `${start} – ${formatDay(endDay, today)} ${formatClock(event.end, tz)}`;
}

function line(event: CalendarEvent, today: string, tz: string): string {
  const where = event.location ? ` (${event.location})` : "";
  return `• ${when(event, today, tz)}: ${event.title}${where}`;
}

function eventData(event: CalendarEvent, tz: string) {
  return {
    id: event.id,
    title: event.title,
    all_day: event.allDay,
    start: event.allDay ? event.firstDay : isoInZone(event.start, tz),
    end: event.allDay ? event.lastDay : event.end ? isoInZone(event.end, tz) : null,
    location: event.location,
    description: event.description,
    source: event.source,
  };
}

/** Handlers of the calendar group: `calendar_list`. */
export function createCalendarHandlers(deps: CalendarHandlerDeps): ToolHandlers {
  async function fromFeed(env: ToolEnv, days: DayRange, tz: string): Promise<{
    feed: string | null;
    events: CalendarEvent[];
  }> {
    let url: string | null;
    try {
      url = await createIntegrationStore(env.sql, deps.secretBox).getIcsUrl(env.accountId);
    } catch (err) {
      if (!(err instanceof SecretDecryptError)) throw err;
      throw new ToolError(
        "The saved calendar feed can not be read any more: send its address again in the chat",
      );
    }
    if (!url) return { feed: null, events: [] };
    const shown = displayFeedUrl(url);
    let text: string;
    try {
      text = await deps.fetchFeed(url);
    } catch {
      throw new ToolError(
        `Your calendar feed (${shown}) could not be read; try again later, or send a new address in the chat`,
      );
    }
    if (text.length > MAX_FEED_CHARS) {
      throw new ToolError(
        `Your calendar feed (${shown}) is too large to read: over ${MAX_FEED_CHARS} characters`,
      );
    }
    try {
      return { feed: shown, events: feedEvents(text, days, tz) };
    } catch (err) {
      if (!(err instanceof IcsParseError)) throw err;
      throw new ToolError(
        `Your calendar feed (${shown}) is not an iCalendar file: check that its address is the iCal (.ics) one`,
      );
    }
  }

  async function fromCaldav(env: ToolEnv, days: DayRange, tz: string): Promise<{
    caldav: string | null;
    events: CalendarEvent[];
  }> {
    const store = createIntegrationStore(env.sql, deps.secretBox);
    let url: string | null;
    try {
      url = await store.getSecret(env.accountId, INTEGRATION_KIND.caldav);
    } catch (err) {
      if (!(err instanceof SecretDecryptError)) throw err;
      throw new ToolError(
        "The saved calendar address can not be read any more: connect your calendar again in the chat",
      );
    }
    if (!url) return { caldav: null, events: [] };
    const allowPrivate = deps.allowPrivate ?? false;
    const address = parseCaldavUrl(url, allowPrivate);
    try {
      return {
        caldav: address.shown,
        events: await caldavEvents(address, days, tz, { allowPrivate }),
      };
    } catch (err) {
      if (!(err instanceof UserServerError)) throw err;
      throw new ToolError(`${err.message}; try again later, or connect your calendar again`);
    }
  }

  return {
    async calendar_list(input: { from?: string; to?: string }, env) {
      const tz = safeTimeZone(env.timezone);
      const today = dateIn(env.now, tz);
      const days = range(input, env, tz);
      const own = (await builtinEvents(env.sql, env.accountId, days.start, days.end))
        .filter((e) => overlaps(e, days));
      const { feed, events: fed } = await fromFeed(env, days, tz);
      const { caldav, events: remote } = await fromCaldav(env, days, tz);
      const events = [...own, ...remote, ...fed].sort((a, b) =>
        sortKey(a, tz) - sortKey(b, tz) || a.title.localeCompare(b.title)
      ).slice(0, 500);
      const span = `${formatDay(days.from, today)} – ${formatDay(days.to, today)}`;
      const data = {
        from: days.from,
        to: days.to,
        timezone: tz,
        feed,
        caldav,
        events: events.map((e) => eventData(e, tz)),
      };
      if (events.length === 0) {
        return {
          summary: `Nothing in your calendar from ${formatDay(days.from, today)} to ${
            formatDay(days.to, today)
          }.`,
          data,
        };
      }
      const lines = events.slice(0, SHOWN).map((e) => line(e, today, tz));
      if (events.length > SHOWN) lines.push(`…and ${events.length - SHOWN} more`);
      return { summary: `Your calendar, ${span}:\n${lines.join("\n")}`, data };
    },
  };
}
