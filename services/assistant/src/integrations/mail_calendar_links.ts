/**
 * The chat commands that connect the user's own mailbox (IMAP) and calendar (CalDAV) and set the
 * follow-up delay: "connect my mailbox imaps://user:app-password@host", "disconnect my mailbox",
 * "connect my calendar https://user:app-password@host/…" (a calendar address with a user name
 * and password is CalDAV; one without stays an iCalendar feed, see `integrations.ts`),
 * "disconnect my calendar", and "set my follow-up delay to 5 days". A connection is checked
 * (logged into) before it is stored, encrypted like the Todoist token.
 * @module
 */
import type { Sql } from "@asst/shared/db";
import {
  INTEGRATION_KIND,
  IntegrationInputError,
  type IntegrationStore,
  unwrap,
} from "./integrations.ts";
import { checkMailbox, type MailboxReadOptions, parseMailboxUrl } from "../mailbox/imap_mailbox.ts";
import {
  FOLLOWUP_DELAY_DAYS,
  scheduleMailbox,
  setFollowupDelayDays,
  unscheduleMailbox,
} from "../mailbox/mailbox_store.ts";
import {
  type CaldavOptions,
  checkCaldav,
  hasCredentials,
  parseCaldavUrl,
} from "../tools/calendar/caldav.ts";
import { UserServerError } from "./user_server_error.ts";

/** What a chat message asks of the mailbox and calendar connections. */
export type LinkCommand =
  | { kind: "set_mailbox"; url: string }
  | { kind: "remove_mailbox" }
  | { kind: "set_caldav"; url: string }
  | { kind: "remove_calendar" }
  | { kind: "set_followup_delay"; days: number | null; said: string };

/** Longer messages are not commands; a long address is refused with a reason, not ignored. */
const LONGEST_COMMAND = 10_000;
const POLITE = String.raw`(?:(?:please|pls|hi|hey|ok|okay)[,!]?\s+)?`;
const MAILBOX = String
  .raw`(?:(?:e-?mail|imap)\s+(?:account|inbox|mailbox|server)|mailbox|inbox|e-?mail|imap)`;
const CALDAV = String.raw`(?:caldav(?:\s+calendar)?|calendar)`;
const VERB = String.raw`(?:connect|add|link|use|set)`;

const SET_MAILBOX = new RegExp(
  String
    .raw`^${POLITE}(?:${VERB}\s+(?:to\s+)?(?:my\s+|this\s+|the\s+)?${MAILBOX}(?:\s+to)?|my\s+${MAILBOX}\s+is|${MAILBOX}\s*:)\s*:?\s*(\S+)$`,
  "iu",
);
const REMOVE_MAILBOX = new RegExp(
  String
    .raw`^${POLITE}(?:(?:disconnect|remove|unlink|forget|delete)\s+(?:from\s+)?(?:my\s+|the\s+)?${MAILBOX}(?:\s+connection)?|stop\s+(?:reading|using)\s+my\s+${MAILBOX})$`,
  "iu",
);
const SET_CALDAV = new RegExp(
  String
    .raw`^${POLITE}(?:${VERB}\s+(?:to\s+)?(?:my\s+|this\s+|the\s+)?${CALDAV}(?:\s+to)?|my\s+${CALDAV}\s+is|${CALDAV}\s*:)\s*:?\s*(\S+)$`,
  "iu",
);
const REMOVE_CALENDAR = new RegExp(
  String
    .raw`^${POLITE}(?:disconnect|remove|unlink|forget|delete)\s+(?:from\s+)?(?:my\s+|the\s+)?(?:caldav(?:\s+calendar)?|calendar)(?:\s+connection)?$`,
  "iu",
);
const FOLLOWUP = String.raw`follow[\s-]?ups?`;
const SET_DELAY = [
  new RegExp(
    String
      .raw`^${POLITE}(?:set|change|make)\s+(?:my\s+|the\s+)?(?:e-?mail\s+)?${FOLLOWUP}\s+(?:delay|time|wait)\s+(?:to\s+|at\s+)?(.+)$`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^${POLITE}(?:my\s+)?(?:e-?mail\s+)?${FOLLOWUP}\s+(?:delay|time|wait)\s*(?:is|:|=)\s*(.+)$`,
    "iu",
  ),
];
/** Taken only with a number of days after it: "follow up after the meeting" is something else. */
const FOLLOW_UP_AFTER = new RegExp(
  String.raw`^${POLITE}follow[\s-]?up\s+on\s+(?:my\s+)?(?:sent\s+)?e-?mails\s+after\s+(.+)$`,
  "iu",
);

/** Days in "5 days", "1 week", "a day", "3"; null when it is no such duration. */
function daysIn(text: string): number | null {
  const m = /^(\d{1,6}|a|an|one)\s*(days?|d|weeks?|w)?$/iu.exec(text.trim());
  if (!m) return null;
  const n = /^\d/u.test(m[1]!) ? Number(m[1]) : 1;
  return /^w/iu.test(m[2] ?? "") ? n * 7 : n;
}

/**
 * Recognises the commands for the mailbox, the CalDAV calendar and the follow-up delay.
 * @returns the command, or null for any other message (a calendar address without a user name
 *   and password is left to {@link parseIntegrationCommand}: it is an iCalendar feed)
 */
export function parseLinkCommand(text: string): LinkCommand | null {
  if (text.length > LONGEST_COMMAND) return null;
  const message = text.normalize("NFKC").replace(/[\u2018\u2019]/gu, "'").replace(/\s+/gu, " ")
    .trim().replace(/[.!]+$/u, "");
  if (!/mail|inbox|imap|calendar|caldav|follow/iu.test(message)) return null;
  if (REMOVE_MAILBOX.test(message)) return { kind: "remove_mailbox" };
  if (REMOVE_CALENDAR.test(message)) return { kind: "remove_calendar" };
  const mailbox = SET_MAILBOX.exec(message);
  if (mailbox && /^\S+:\/\//u.test(unwrap(mailbox[1]!))) {
    return { kind: "set_mailbox", url: unwrap(mailbox[1]!) };
  }
  const calendar = SET_CALDAV.exec(message);
  if (calendar) {
    const url = unwrap(calendar[1]!);
    const caldavSaid = /caldav/iu.test(message);
    if ((caldavSaid && /^\S+:\/\//u.test(url)) || hasCredentials(url)) {
      return { kind: "set_caldav", url };
    }
  }
  for (const pattern of SET_DELAY) {
    const m = pattern.exec(message);
    if (m) return { kind: "set_followup_delay", days: daysIn(m[1]!), said: m[1]!.slice(0, 40) };
  }
  const after = FOLLOW_UP_AFTER.exec(message);
  const days = after ? daysIn(after[1]!) : null;
  if (days !== null) return { kind: "set_followup_delay", days, said: after![1]! };
  return null;
}

/** What the transcript keeps of a message that carried a password; undefined for the others. */
export function redactedLinkCommand(command: LinkCommand): string | undefined {
  const at = (url: string, shown: (u: string) => string) => {
    try {
      return ` at ${shown(url)}`;
    } catch {
      return "";
    }
  };
  if (command.kind === "set_mailbox") {
    return `(a mailbox address${at(command.url, (u) => parseMailboxUrl(u).shown)}, hidden)`;
  }
  if (command.kind === "set_caldav") {
    return `(a calendar address${at(command.url, (u) => parseCaldavUrl(u, true).shown)}, hidden)`;
  }
  return undefined;
}

/** What {@link applyLinkCommand} needs. */
export interface LinkDeps {
  sql: Sql;
  integrations: IntegrationStore;
  /** Allow loopback and private servers and plain http/imap (local tests only). */
  allowPrivate: boolean;
  now: () => Date;
  /** Logs into the mailbox before it is stored. @default {@link checkMailbox} */
  checkMailbox?: (url: string, options: MailboxReadOptions) => Promise<void>;
  /** Logs into the calendar before it is stored. @default {@link checkCaldav} */
  checkCaldav?: (url: string, options: CaldavOptions) => Promise<void>;
}

async function connectMailbox(deps: LinkDeps, accountId: string, url: string): Promise<string> {
  const address = parseMailboxUrl(url);
  try {
    await (deps.checkMailbox
      ? deps.checkMailbox(url, { allowPrivate: deps.allowPrivate })
      : checkMailbox(address, { allowPrivate: deps.allowPrivate }));
  } catch (err) {
    if (err instanceof UserServerError) return `${err.message}. Your mailbox is not connected.`;
    throw err;
  }
  await deps.integrations.putSecret(accountId, INTEGRATION_KIND.imap, url, address.shown);
  await scheduleMailbox(deps.sql, accountId, deps.now());
  return `Your mailbox (${address.shown}) is connected. I read only the headers of your Sent ` +
    "folder and inbox, never an email's text, and I change nothing there. A sent email that " +
    "gets no reply becomes a follow-up after your follow-up delay.";
}

async function connectCaldav(deps: LinkDeps, accountId: string, url: string): Promise<string> {
  const address = parseCaldavUrl(url, deps.allowPrivate);
  const options = { allowPrivate: deps.allowPrivate };
  try {
    await (deps.checkCaldav ? deps.checkCaldav(url, options) : checkCaldav(address, options));
  } catch (err) {
    if (err instanceof UserServerError) return `${err.message}. Your calendar is not connected.`;
    throw err;
  }
  await deps.integrations.putSecret(accountId, INTEGRATION_KIND.caldav, url, address.shown);
  return `Your calendar (${address.shown}) is connected over CalDAV. Your calendar now shows its ` +
    "events, and events you confirm are written into it.";
}

/**
 * Carries out a command from {@link parseLinkCommand} and says what happened, for the chat reply.
 * The reply never holds the password: at most the scheme, host and port.
 */
export async function applyLinkCommand(
  deps: LinkDeps,
  accountId: string,
  command: LinkCommand,
): Promise<string> {
  const { integrations, sql } = deps;
  try {
    switch (command.kind) {
      case "set_mailbox":
        return await connectMailbox(deps, accountId, command.url);
      case "remove_mailbox": {
        const had = await integrations.removeSecret(accountId, INTEGRATION_KIND.imap);
        await unscheduleMailbox(sql, accountId);
        return had
          ? "Your mailbox is disconnected and its address and password are deleted. The follow-ups found so far stay in your list."
          : "No mailbox was connected.";
      }
      case "set_caldav":
        return await connectCaldav(deps, accountId, command.url);
      case "remove_calendar": {
        const caldav = await integrations.removeSecret(accountId, INTEGRATION_KIND.caldav);
        const feed = await integrations.removeIcs(accountId);
        if (!caldav && !feed) return "No calendar was connected.";
        return `${caldav ? "Your CalDAV calendar" : "Your calendar feed"}${
          caldav && feed ? " and your calendar feed are" : " is"
        } disconnected. Your calendar now shows only the assistant's own events.`;
      }
      case "set_followup_delay": {
        const { min, max } = FOLLOWUP_DELAY_DAYS;
        if (command.days === null || command.days < min || command.days > max) {
          return `"${command.said}" is not a follow-up delay I can use: say a number of days ` +
            `from ${min} to ${max}, such as "set my follow-up delay to 5 days".`;
        }
        await setFollowupDelayDays(sql, accountId, command.days);
        return `A sent email with no reply now becomes a follow-up after ${command.days} ` +
          `day${command.days === 1 ? "" : "s"}.`;
      }
    }
  } catch (err) {
    if (err instanceof IntegrationInputError) return err.message;
    throw err;
  }
}
