import { safeTimeZone } from "@asst/shared/time";
import { EVENT_TYPE, type EventType } from "@asst/shared";
import { findDates, wallToInstant } from "../models/local/mod.ts";

/** A webhook command said in the chat. */
export type WebhookCommand =
  | { kind: "register"; url: string; events: EventType[] }
  | { kind: "list" }
  | { kind: "remove"; url: string }
  | { kind: "rotate"; url: string | null }
  | { kind: "resend"; since: string };

const URL_IN_TEXT = /\b(https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]])/i;

const KINDS: [RegExp, EventType][] = [
  [/\breminder(s)?\b|reminder\.fired/i, EVENT_TYPE.reminderFired],
  [/\bprice(s)?\b|\bprice[\s-]?drops?\b|price\.drop/i, EVENT_TYPE.priceDrop],
  [/\bproposal(s)?\b|\bconfirmations?\b|proposal\.resolved/i, EVENT_TYPE.proposalResolved],
];

/** The event kinds a message names; all three when it names none. */
function eventsNamed(text: string): EventType[] {
  const named = KINDS.filter(([re]) => re.test(text)).map(([, kind]) => kind);
  return named.length > 0 ? named : Object.values(EVENT_TYPE);
}

/**
 * Reads the chat's webhook commands: "send my events to https://example.com/hooks" (optionally
 * naming reminders, price drops or proposals), "list my webhooks", "remove webhook <url>",
 * "rotate the webhook secret", "resend failed webhooks since yesterday 9am".
 * @param ctx the clock and the user's time zone, for "since …"
 * @returns null when the message is not a webhook command
 */
export function parseWebhookCommand(
  text: string,
  ctx: { now: Date; timezone: string },
): WebhookCommand | null {
  const t = text.trim();
  const lower = t.toLowerCase();
  const url = URL_IN_TEXT.exec(t)?.[1] ?? null;
  const mentionsHooks = /\bweb[\s-]?hooks?\b|\bendpoints?\b/.test(lower);

  if (/\b(resend|re-send|redeliver|re-deliver|retry)\b/.test(lower) && mentionsHooks) {
    const sinceAt = lower.search(/\bsince\b|\bfrom\b|\bafter\b/);
    const hits = sinceAt >= 0 ? findDates(t.slice(sinceAt), ctx, "past", false) : [];
    const hit = hits[0];
    const zone = safeTimeZone(ctx.timezone);
    const since = hit
      ? hit.instant ?? wallToInstant(hit.date, hit.time ?? { hour: 0, minute: 0, second: 0 }, zone)
      : new Date(ctx.now.getTime() - 24 * 3600_000);
    return { kind: "resend", since: since.toISOString() };
  }
  if (
    /\b(rotate|renew|regenerate|roll|new)\b.*\b(secret|signing key)\b/.test(lower) && mentionsHooks
  ) {
    return { kind: "rotate", url };
  }
  if (/\b(remove|delete|unregister|stop|disable|drop)\b/.test(lower) && mentionsHooks && url) {
    return { kind: "remove", url };
  }
  if (
    /^(?:please\s+)?(?:list|show)\b.*\bweb[\s-]?hooks?\b|\b(?:which|what)\s+web[\s-]?hooks\b|\bmy\s+web[\s-]?hooks\b/
      .test(lower) && !url
  ) {
    return { kind: "list" };
  }
  if (
    url &&
    (/\b(send|deliver|post|push|forward)\b.*\b(events?|notifications?|reminders?|price|proposals?|webhooks?)\b.*\bto\b/
      .test(lower) ||
      /\b(register|add|create|set up|setup)\b.*\bweb[\s-]?hook\b/.test(lower))
  ) {
    return { kind: "register", url, events: eventsNamed(t.replace(url, "")) };
  }
  return null;
}
