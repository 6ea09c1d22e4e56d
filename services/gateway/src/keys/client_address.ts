import type { NetworkMatcher } from "@asst/shared";
import type { Context } from "hono";
import { getConnInfo } from "hono/deno";
import ipaddr from "ipaddr.js";

/** The address used when neither a trusted proxy nor the socket names the client. */
export const UNKNOWN_ADDRESS = "unknown";

/** Most `X-Forwarded-For` entries read from the right; a longer chain of proxies is not believed. */
export const MAX_FORWARDED_HOPS = 20;

/** Which proxies in front of the gateway are believed. */
export interface ProxyTrust {
  /**
   * The proxies by address (`TRUSTED_PROXIES`): when the socket's peer is one, the right-most
   * `X-Forwarded-For` entry that is not one is the client. Takes precedence over `hops`.
   */
  proxies: NetworkMatcher | null;
  /** The older rule (`TRUSTED_PROXY_HOPS`): this many proxies, each appending one entry. */
  hops: number;
}

/** An address as it is compared and shown: IPv4-mapped IPv6 as IPv4; null if it is not one. */
function canonical(text: string): string | null {
  const t = text.trim();
  const usual = t.includes(":") ? ipaddr.IPv6.isValid(t) : ipaddr.IPv4.isValidFourPartDecimal(t);
  return usual ? ipaddr.process(t).toString() : null;
}

/** The socket's peer address, or {@link UNKNOWN_ADDRESS} for an in-process request. */
function socketAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? canonical(address) ?? address : UNKNOWN_ADDRESS;
  } catch {
    // No socket (a request made in-process, as in tests).
    return UNKNOWN_ADDRESS;
  }
}

/** The `X-Forwarded-For` entries nearest first, at most `max` of them (a long header is not split whole). */
function nearestEntries(header: string, max: number): { entries: string[]; more: boolean } {
  const entries: string[] = [];
  let end = header.length;
  while (end > 0 && entries.length < max) {
    const start = header.lastIndexOf(",", end - 1);
    const entry = header.slice(start + 1, end).trim();
    if (entry.length > 0) entries.push(entry);
    end = start === -1 ? 0 : start;
  }
  return { entries, more: header.slice(0, end).replaceAll(",", "").trim().length > 0 };
}

/**
 * The client's address. By `proxies`: the socket's peer, unless it is a trusted proxy; then each
 * `X-Forwarded-For` entry from the right, skipping trusted proxies, and the first other one is the
 * client. An entry that is not an address, or a chain longer than {@link MAX_FORWARDED_HOPS},
 * gives {@link UNKNOWN_ADDRESS} (which no allowed network admits). By `hops`: the entry the
 * outermost of that many proxies appended. Entries a client wrote itself (further left) are never
 * believed, and the header from a peer that is not a trusted proxy is ignored.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const socket = socketAddress(c);
  if (trust.proxies !== null) {
    if (!trust.proxies.admits(socket)) return socket;
    const { entries, more } = nearestEntries(
      c.req.header("x-forwarded-for") ?? "",
      MAX_FORWARDED_HOPS,
    );
    let nearest = socket;
    for (const entry of entries) {
      const address = canonical(entry);
      if (address === null) return UNKNOWN_ADDRESS;
      if (!trust.proxies.admits(address)) return address;
      nearest = address;
    }
    // Every entry read was a trusted proxy: the client is the last of them, unless more remain.
    return more ? UNKNOWN_ADDRESS : nearest;
  }
  if (trust.hops <= 0) return socket;
  const { entries } = nearestEntries(c.req.header("x-forwarded-for") ?? "", trust.hops);
  // Nearest first: the socket, then what each trusted proxy appended.
  const chain = [socket, ...entries];
  return chain[Math.min(trust.hops, chain.length - 1)]!;
}

/** {@link clientAddress} with the trust bound. */
export function clientAddressOf(trust: ProxyTrust): (c: Context) => string {
  return (c) => clientAddress(c, trust);
}
