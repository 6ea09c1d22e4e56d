/**
 * The user's calendar over CalDAV (RFC 4791), with tsdav: its address as given in the chat
 * (`https://user:app-password@host/…`), its events in a range of days (recurring ones expanded in
 * their zones by the same reader as calendar feeds), and writing one event with
 * `If-None-Match: *` so that a retry cannot add it twice. Every request goes through the outbound
 * client (`@asst/shared/outbound`): public addresses only, the connection pinned to the address
 * checked, redirects not followed.
 * @module
 */
import { UrlRefusedError } from "@asst/shared";
import { createOutboundClient, type OutboundPolicy } from "@asst/shared/outbound";
import type { DAVCalendar } from "tsdav";
import { IntegrationInputError, parseGivenUrl, unwrap } from "../../integrations/integrations.ts";
import type { CalendarEvent, DayRange } from "./_event.ts";
import { feedEvents, IcsParseError } from "./_ics.ts";
import {
  loginRefused,
  SERVER_FAILURE,
  UserServerError,
} from "../../integrations/user_server_error.ts";

/** Where the calendar is and how to log in. Never logged: it holds the password. */
export interface CaldavAddress {
  /** The address without the user name and password. */
  url: string;
  username: string;
  password: string;
  /** What may be shown: scheme and host. */
  shown: string;
}

/** Options of the calls to a calendar server. */
export interface CaldavOptions extends OutboundPolicy {
  /** Allow loopback and private hosts and plain http (local tests only). */
  allowPrivate: boolean;
  /** Each request, in milliseconds. @default 15000 */
  timeoutMs?: number;
}

/** Calendar objects read per listing, at most. */
const MAX_OBJECTS = 2000;
/** Characters read of one calendar object, at most. */
const MAX_OBJECT_CHARS = 1_000_000;

/** True when a calendar address holds a user name or password: it is CalDAV, not a feed. */
export function hasCredentials(text: string): boolean {
  try {
    const url = new URL(unwrap(text.trim()));
    return url.username !== "" || url.password !== "";
  } catch {
    return false;
  }
}

/**
 * Parses a CalDAV address the user gave.
 * @throws {IntegrationInputError} for anything but `https://user:password@host/…`
 */
export function parseCaldavUrl(text: string, allowPrivate = false): CaldavAddress {
  const url = parseGivenUrl(
    unwrap(text.trim()),
    "calendar",
    "That is not a calendar address: give it as https://user:app-password@caldav.example.com/",
  );
  const shown = `${url.protocol}//${url.host}/…`;
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    throw new IntegrationInputError(
      `A calendar is reached over https, not ${url.protocol.slice(0, -1) || "that"}: ` +
        "give its address as https://user:app-password@caldav.example.com/",
    );
  }
  if (!url.username || !url.password) {
    throw new IntegrationInputError(
      `The calendar address ${shown} has no user name and password: give it as ` +
        `https://user:app-password@${url.host}/…`,
    );
  }
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = "";
  url.password = "";
  url.hash = "";
  return { url: url.href, username, password, shown };
}

/** Bytes of one answer of the calendar server, at most. */
const MAX_ANSWER_BYTES = 50_000_000;

/** A fetch for tsdav that reaches public addresses only, follows no redirect and times out. */
function guardedFetch(options: CaldavOptions): typeof fetch {
  const client = createOutboundClient({
    ...options,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxBytes: MAX_ANSWER_BYTES,
  });
  return (input, init) => client.fetch(input, { ...init, redirect: "manual" });
}

function failure(err: unknown, address: CaldavAddress): UserServerError {
  if (err instanceof UserServerError) return err;
  if (err instanceof UrlRefusedError) {
    return new UserServerError(SERVER_FAILURE.blocked, `The calendar address: ${err.message}`);
  }
  const message = err instanceof Error ? err.message : "";
  if (/\b401\b|credentials/iu.test(message)) return loginRefused("calendar", address.shown);
  return new UserServerError(
    SERVER_FAILURE.unreachable,
    `The calendar server ${address.shown} could not be reached or did not answer as CalDAV`,
  );
}

function sameCollection(a: string, b: string): boolean {
  const norm = (u: string) => u.replace(/\/+$/u, "");
  return norm(a) === norm(b);
}

/** Logs in and finds the user's calendars; the first is the one the address names, if any. */
async function open(address: CaldavAddress, options: CaldavOptions) {
  try {
    // tsdav is loaded when a calendar server is first reached, not by importing this module.
    const { createDAVClient } = await import("tsdav");
    const client = await createDAVClient({
      serverUrl: address.url,
      credentials: { username: address.username, password: address.password },
      authMethod: "Basic",
      defaultAccountType: "caldav",
      fetch: guardedFetch(options),
    });
    const calendars = (await client.fetchCalendars()).filter((c) =>
      !c.components || c.components.length === 0 || c.components.includes("VEVENT")
    );
    if (calendars.length === 0) {
      throw new UserServerError(
        SERVER_FAILURE.noCalendar,
        `The calendar server ${address.shown} shows no calendar of events for that user`,
      );
    }
    const named = calendars.findIndex((c) => sameCollection(c.url, address.url));
    if (named > 0) calendars.unshift(...calendars.splice(named, 1));
    return { client, calendars };
  } catch (err) {
    throw failure(err, address);
  }
}

/**
 * Logs in and finds a calendar, to tell the user at once when the address is wrong.
 * @throws {UserServerError}
 */
export async function checkCaldav(address: CaldavAddress, options: CaldavOptions): Promise<void> {
  await open(address, options);
}

/**
 * The events of all the user's calendars within `range`, recurring ones expanded.
 * @param userZone the zone of floating times
 * @throws {UserServerError}
 */
export async function caldavEvents(
  address: CaldavAddress,
  range: DayRange,
  userZone: string,
  options: CaldavOptions,
): Promise<CalendarEvent[]> {
  const { client, calendars } = await open(address, options);
  const events: CalendarEvent[] = [];
  try {
    let read = 0;
    for (const calendar of calendars) {
      const objects = await client.fetchCalendarObjects({
        calendar,
        timeRange: { start: range.start.toISOString(), end: range.end.toISOString() },
      });
      for (const object of objects) {
        if (read++ >= MAX_OBJECTS) break;
        const data = typeof object.data === "string" ? object.data : "";
        if (data === "" || data.length > MAX_OBJECT_CHARS) continue;
        try {
          events.push(...feedEvents(data, range, userZone, "caldav"));
        } catch (err) {
          if (!(err instanceof IcsParseError)) throw err;
        }
      }
    }
  } catch (err) {
    throw failure(err, address);
  }
  return events;
}

/**
 * Writes an event into the user's default calendar as `<uid>.ics`, only if none is there yet.
 * @returns "created", or "existed" when the server already had it (412: an earlier try wrote it)
 * @throws {UserServerError} `refused` (403 and other refusals), `auth`, `unreachable`, …
 */
export async function putCaldavEvent(
  address: CaldavAddress,
  uid: string,
  ics: string,
  options: CaldavOptions,
): Promise<"created" | "existed"> {
  const { client, calendars } = await open(address, options);
  const calendar: DAVCalendar = calendars[0]!;
  let res: Response;
  try {
    res = await client.createCalendarObject({
      calendar,
      filename: `${encodeURIComponent(uid)}.ics`,
      iCalString: ics,
      headers: { "If-None-Match": "*", "content-type": "text/calendar; charset=utf-8" },
    });
  } catch (err) {
    throw failure(err, address);
  }
  await res.body?.cancel();
  if (res.ok) return "created";
  if (res.status === 412) return "existed";
  if (res.status === 401) throw failure(new Error("401"), address);
  if (res.status >= 500) throw failure(new Error(String(res.status)), address);
  throw new UserServerError(
    SERVER_FAILURE.refused,
    `The calendar server ${address.shown} refused the event (${res.status} ${res.statusText})`,
  );
}
