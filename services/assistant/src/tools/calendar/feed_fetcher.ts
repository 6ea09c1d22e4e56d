/**
 * Reads a calendar feed (ICS) by its address, through the price pages' fetcher and so through the
 * outbound client: one resolution per hop, public addresses only, the connection pinned to the
 * address checked, at most 10 MB.
 * @module
 */
import type { OutboundPolicy } from "@asst/shared/outbound";
import { createPageFetcher } from "../prices/fetch_page.ts";

/** The User-Agent calendar feeds are read with. */
export const CALENDAR_USER_AGENT = "AssistantInterface-Calendar/1.0 (reads a user's calendar feed)";

/**
 * Makes the reader of calendar feeds: the feed's text, or a `PageFetchError` saying why not.
 * @param policy where requests may go (`allowPrivate` from `PRICE_FETCH_ALLOW_PRIVATE`)
 */
export function createFeedFetcher(policy: OutboundPolicy): (url: string) => Promise<string> {
  const fetchCalendar = createPageFetcher({
    ...policy,
    what: "calendar feed",
    accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
    contentTypes: /calendar|text\/plain|octet-stream/i,
    maxBytes: 10_000_000,
    userAgent: CALENDAR_USER_AGENT,
  });
  return async (url) => (await fetchCalendar(url)).html;
}
